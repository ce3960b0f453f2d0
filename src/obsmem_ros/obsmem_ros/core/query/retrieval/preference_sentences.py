"""How a sentence heard from someone reads for a preference question, from its words alone.

`said_sentences` (`stated`) composes these: an utterance split into sentences, each with the
corrections said right after it (`corrected_sentences`); whether a sentence fits the condition a
question names ("on weekends", "in the morning": `fits_condition`, `names_condition`); which
sentences of someone else's utterance speak of the person (`speaking_of`, `unaddressed`); whether a
sentence no record was made of says a preference (`cued`), what its "one(s)" or "mine" stand for
(`stood_for`), its elliptical value (`elliptical`) or the sentence it points back to (`antecedent`);
and whether it speaks of one occasion or says a one-off errand (`one_occasion`, `errand_said`).
"""
from __future__ import annotations

import re
from typing import Any, Dict, List, Sequence, Set, Tuple

from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.utterance_syntax import FUTURE_AUX, opens_with_correction

from .word_stems import stems
from .given_up import ceased_words
from .holder_names import plain_words
from .focused import focused_phrase
from .fragments import contrasted, fragment_value, habitual_about_self, pointed_apart
from .owned_values import liked_by_pronoun
from .denials import refused_words
from .said_clauses import RECURRING, meanings, refers_back, speaks_for_self, states_habit, wished_any_time, words_of
from .said_numbers import said_number
from .said_values import CONDITIONS, ONES, PREFERRING

_DEICTIC_DAYS = frozenset({"today", "tonight", "tomorrow", "yesterday"})
_FOR_ME = re.compile(r"\bfor me\b")
_PRONOUN = re.compile(r"\b(?:he|she|they|him|her|his|them|their)\b", re.IGNORECASE)
_NEGATIONS = frozenset({"not", "no", "never"})


# A sentence ends at a mark and a space; not at the point of a short word before a number, which
# abbreviates ("my no. 4", "vol. 2").
_SENTENCE_END = re.compile(r"(?<=[.!?;])(?!(?:(?<=\b[^\W\d_]\.)|(?<=\b[^\W\d_]{2}\.)|(?<=\b[^\W\d_]{3}\.))\s+\d)\s+")


def split_sentences(text: str) -> List[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def corrected_sentences(text: str) -> List[Tuple[str, str]]:
    """(sentence, the corrections said right after it): "For films I like the telly on
    twenty-five. No, make that thirty." -> [("For films ... twenty-five.", "No, make that thirty.")];
    a correcting sentence belongs to the one it corrects and is no candidate of its own. A manner
    said before a clause pointing back to it in one sentence is read as a sentence of its own
    (`pointed_apart`: "Metrio, no milk, you know how I like it.")."""
    out: List[Tuple[str, str]] = []
    for sentence in (part for said in split_sentences(text) for part in pointed_apart(said)):
        if out and opens_with_correction(analyse(sentence)):
            said, corrections = out[-1]
            out[-1] = (said, f"{corrections} {sentence}".strip())
        else:
            out.append((sentence, ""))
    return out


def fits_condition(asked: Set[str], said: Set[str]) -> bool:
    """Whether the sentence holds under each condition the question names: it names that condition
    (a word of the same group: "Saturdays" fits "at the weekend") or none of its kind (a liking
    said without a condition holds in every one); a sentence naming another condition does not
    ("weekdays nineteen's plenty" is not the weekend's temperature)."""
    return all(group & said or not _other_condition(group, said) for group in CONDITIONS if group & asked)


def _other_condition(group: frozenset, said: Set[str]) -> bool:
    """Whether the sentence names a condition of the same kind as `group` other than it (another
    kind of day for a kind of day, another part of the day for a part of the day)."""
    days = CONDITIONS[:2]
    return any(other & said for other in (days if group in days else CONDITIONS[2:]) if other is not group)


def names_condition(asked: Set[str], said: Set[str]) -> bool:
    """Whether the sentence names every condition the question names (ranks before a general one)."""
    return all(group & said for group in CONDITIONS if group & asked)


def name_words(text: str) -> Set[str]:
    """The words of `text` as a person may be named in it ("Zain's" is Zain), each also without
    its accents ("Rubén" is ruben)."""
    words = set(re.findall(r"[^\W\d_]+", text.lower().replace("'s ", " ")))
    return words | plain_words(words)


def speaking_of(sentences: List[Tuple[str, str]], names: Set[str]) -> List[Tuple[str, str]]:
    """The sentences of someone else's utterance that speak of the person: naming them, or with a
    third-person pronoun right after a sentence that named them ("Zain's back tonight. He has the
    yellow bowl, always.", "Simran's vegan now. So no ghee in her sabzi."), or with no subject but
    the listener right after one ("Bo drinks his tea black. No sugar, you know.")."""
    kept, named_before = [], False
    for sentence, correction in sentences:
        names_them = bool(name_words(unaddressed(sentence, names)) & names)
        if names_them or (named_before and (_PRONOUN.search(sentence) or _no_subject_of_its_own(sentence))):
            kept.append((sentence, correction))
        named_before = names_them
    return kept


def _no_subject_of_its_own(sentence: str) -> bool:
    """A sentence with no subject but the listener's in a discourse tag ("No sugar, you remember.",
    "Only the blue one."): it goes on about whom the sentence before named. "You go for the Dogs"
    is about the listener."""
    return all(t.lower_ == "you" and t.head.lemma_.lower() in _DISCOURSE_TAGS
               for t in analyse(sentence) if t.dep_ in ("nsubj", "nsubjpass", "expl"))


_DISCOURSE_TAGS = frozenset({"know", "remember", "see", "mind", "understand"})  # "you know", "you see"


def said_names(question: str, names: Set[str]) -> List[str]:
    """The runs of capitalised words the question names the person by, titles with the name ("Ah
    Ma", "Uncle Des", "Mak Cik Yati"): words of whom it asks about, not of what it asks."""
    runs = re.findall(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*", question)
    return [_without_opening(run, question, names) for run in runs if name_words(run) & names]


def _without_opening(run: str, question: str, names: Set[str]) -> str:
    """A run of capitals without the question's first word when only its place capitalises it
    ("Steamboat Xin Yi like to eat what?": the steamboat is asked about): a word of the person's
    names or a kin word or title ("Uncle Des") stays."""
    first, _, rest = run.partition(" ")
    if not rest or not question.lstrip().startswith(run) or name_words(first) & names \
            or first.lower() in kin_lexicon():
        return run
    return rest


def unaddressed(sentence: str, names: Set[str]) -> str:
    """The sentence without the name it calls its listener by ("Gran, tonight I want noodles":
    said to Gran, not of her): a phrase of name words set off by a comma at its start or end, when
    no third-person pronoun in the rest takes it up ("Zain, he takes the yellow bowl" is a fronted
    topic)."""
    parts = [p.strip() for p in re.split(r",", sentence.rstrip(".!?"))]
    if len(parts) < 2:
        return sentence
    for calling, rest in ((parts[0], parts[1:]), (parts[-1], parts[:-1])):
        words = name_words(calling)
        if words and words <= names and not _PRONOUN.search(" ".join(rest)):
            return ", ".join(rest)
    return sentence


def cued(words: Set[str], sentence: str, verbs: Set[str], asked: Set[str]) -> bool:
    """Whether a sentence no preference record was made of says what someone prefers: a preferring
    word, a habit of the asked action (`states_habit`), a wish or a standard of the speaker's own
    (`speaks_for_self`), a "no" to the thing asked about ("no more coffee now", "no ghee in her
    sabzi"), or a standing want for oneself ("for me") with a condition or a value
    ("Put Radio 3 on for me in the mornings", "twenty degrees is just right for me"), or at every
    time ("give me the green mug any day": `wished_any_time`)."""
    if words & PREFERRING or states_habit(sentence, verbs) or speaks_for_self(sentence, asked) \
            or meanings(refused_words(sentence) | ceased_words(analyse(sentence))) & asked \
            or wished_any_time(sentence):
        return True
    standing = any(group & words for group in CONDITIONS) or said_number(sentence) is not None
    return bool(_FOR_ME.search(sentence.lower())) and standing


def wishes(words: Set[str], sentence: str) -> bool:
    """Whether a sentence says a wish in so many words: a preferring word, "for me", or a "no" to
    something ("Halloumi for me tonight", "no onions in mine tonight"); a plan for the day ("My
    train's tomorrow at ten") says none."""
    return bool(words & PREFERRING or _FOR_ME.search(sentence.lower()) or refused_words(sentence))


def stood_for(words: Set[str], named: Set[str], text: str) -> Set[str]:
    """The asked things a sentence names by "one(s)" or by the speaker's "mine" when its utterance
    names them ("I'm not wearing the green goggles. I want the purple ones." speaks of goggles
    twice, "I like mine crumbly. Crumbly's the proper fudge." of fudge)."""
    return named & meanings(words_of(text)) if words & (ONES | {"mine"}) else set()


def pointed_back(sentence: str, named: Set[str], talk: str) -> Set[str]:
    """The asked things a sentence likes by a pronoun (`liked_by_pronoun`) when the talk it was said
    in names them: "and i like em fried up with onions" after "get the pierogies out" speaks of
    pierogies. `talk`: the sentence's utterance and the one heard just before it (`said_context`)."""
    return named & meanings(words_of(talk)) if named and liked_by_pronoun(sentence) else set()


def elliptical(sentence: str, run: Tuple[str, ...], following: str,
               asked: Set[str]) -> Tuple[str, Tuple[str, ...], str]:
    """(the sentence read with its fragments, the run of fragments before it that it states as a
    habit, the value they say: `fragments`): "Tea. Black, two sugars. That's how I have it." ->
    "Black, two sugars"; "I don't drink the machine coffee. Only café de olla." -> "café de olla"."""
    run = run if habitual_about_self(sentence) else ()
    instead = "" if run or focused_phrase(analyse(sentence)) else contrasted(sentence, following)  # "..., only
    # the pine cleaner. The bleach eats the grout.": what is had instead is said in the sentence itself
    elided = fragment_value(run or (instead,), asked) if run or instead else ""
    return (" ".join([*run, sentence, instead]).strip() if elided else sentence), run, elided


def read_with_pointer(runs: Dict[str, Tuple[str, ...]]) -> Set[str]:
    """The fragments read only with the sentence after them that states them as a habit or a
    manner (`elliptical`: "Black, two sugars. That's how I have it."): no candidates alone."""
    return {fragment for sentence, run in runs.items() if run and habitual_about_self(sentence) for fragment in run}


def antecedent(previous: str, sentence: str, asked: Set[str]) -> str:
    """The sentence before, when `sentence` points back to a thing ("I always take that one") and
    that sentence speaks of what the question asks ("the steel thermos is mine"); else ""."""
    return previous if previous and refers_back(sentence) and asked & meanings(words_of(previous)) else ""


def errand(action: str) -> bool:
    """Whether a request's action asks for a thing done: a prohibition ("not ask me why", "Bà no
    more coffee") asks for none, so its sentence may still say what someone has or likes."""
    return not _NEGATIONS & set(action.lower().split())


def errand_said(sentence: str, errands: Sequence[Set[str]]) -> bool:
    """Whether the sentence says most of the words of one of its utterance's errands (two at least:
    the deed and its thing, or the thing and where it goes)."""
    said = stems(sentence)
    return any(len(wanted & said) >= 2 and len(wanted & said) * 2 >= len(wanted) for wanted in errands)


def passes_on_own(sentence: str) -> bool:
    """Whether an errand of telling passes on how the speaker stands ("tell Nan I don't eat
    pork", "let Dad know, me, I only drink oat milk"): the message is a present statement of the
    speaker's own, said to the robot too, so the sentence states it for all that it asks a
    telling. A deed ahead ("tell him I'll bring it") or a wish ("tell her I'd like ...") passes on
    no standing."""
    doc = analyse(sentence)
    for telling in (t for t in doc if t.lemma_.lower() in _TELLING):
        message = [c for c in telling.children if c.dep_ == "ccomp"]
        message += [telling.head] if telling.dep_ == "advcl" else []  # "tell Ridwaan, me, I don't eat it"
        if any(_own_standing(clause) for clause in message):
            return True
    return False


_TELLING = frozenset({"tell", "know"})  # "tell X ...", "let X know ..."
_AHEAD = FUTURE_AUX | {"would", "'d", "should", "must", "might", "may", "could", "can"}


def _own_standing(clause: Any) -> bool:
    """A clause of the speaker's in the present ("I don't eat pork"): its subject "I", no
    auxiliary of a time ahead or of a wish."""
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject is not None and subject.lower_ == "i" and not any(
        c.dep_ == "aux" and c.lower_ in _AHEAD for c in clause.children)


def told_message(sentence: str) -> str:
    """What a sentence asks to be told, when it opens by asking to tell someone a clause of its own
    ("And tell Ebi, I like my chops well done" -> "I like my chops well done"): the words after the
    one told (past a comma or a "that"), read by word order as a recogniser's or a tagger's parse
    may hang the clause anywhere; the sentence itself when it tells no clause ("Tell Sam to bring
    it"), only a condition ("..., tell Jackie if she's making them") or tells after saying more."""
    doc = analyse(sentence)
    telling = next((t for t in doc if not t.is_punct and t.pos_ not in _OPENING), None)
    if telling is None or telling.lemma_.lower() != "tell":
        return sentence
    told = next((c for c in telling.children if c.dep_ in ("dobj", "dative") and c.i > telling.i), None)
    start = told.right_edge.i + 1 if told is not None else len(doc)
    while start < len(doc) and (doc[start].is_punct or doc[start].lower_ == "that"):
        start += 1
    message = analyse(doc[start:].text) if start < len(doc) else None
    if message is None or not any(t.dep_ == "nsubj" for t in message) or any(t.dep_ == "mark" for t in message
                                                                             if t.head.dep_ == "ROOT"):
        return sentence
    return message.text


_OPENING = frozenset({"CCONJ", "INTJ", "ADV"})  # "And tell ...", "Oh, tell ...", "Also tell ..."


def asks_an_occasion(question: str) -> bool:
    """Whether the question asks of one occasion ("What does Jiddo want for breakfast tomorrow?"):
    a sentence wishing for one occasion answers it."""
    return one_occasion(words_of(question))


def one_occasion(words: Set[str]) -> bool:
    """Whether a sentence speaks of one occasion only: a day counted from the moment of speaking
    ("tomorrow", "tonight") and no word of recurrence ("every", "always"): a wish for that day, not
    a standing preference ("I do the crossword at four every day, and I'm late today" is one)."""
    return bool(words & _DEICTIC_DAYS) and not words & RECURRING
