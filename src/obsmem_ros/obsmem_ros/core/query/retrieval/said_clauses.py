"""How a sentence heard speaks to a question: the meanings they share, the habit or wish the
sentence states, and whether it affirms or denies what a yes/no question asks.

Read from spaCy's parse of the sentence (`language.syntax.analyse`): the tense of a verb ("I take"
states a habit, "I'll take" a choice), its negation ("she doesn't eat onions"), the speaker's
conditional ("I'd have the heating at 19"), and a copula on the speaker's own thing ("My morning
drink is tea"). What a sentence denies or refuses is read in `denials`.
"""
from __future__ import annotations

import re
from typing import Any, Dict, FrozenSet, List, Set

from obsmem_ros.core.language.any_time_wishes import for_speaker, holds_any_time
from obsmem_ros.core.language.linking import canonical
from obsmem_ros.core.language.polar_tags import polar_tag
from obsmem_ros.core.language.preferences import LIKING
from obsmem_ros.core.language.syntax import WH_WORDS, analyse
from obsmem_ros.core.language.utterance_syntax import HEDGE_VERBS, inverted, is_question

from .. import alternatives
from ..syntax_readings import asks_polar_habit
from .word_stems import stem
from .diets import ruled_out
from .denials import denied_words, refused_words
from .focused import focused_phrase
from .taken_phrases import DISLIKING, disliked_words


def words_of(text: str) -> Set[str]:
    """The words of a text, a clitic "'s" dropped ("the telly's on": telly)."""
    return {w[:-2] if w.endswith("'s") else w for w in re.findall(r"(?:[^\W\d_]|')+", text.lower())}


_PRESENT = frozenset({"VBZ", "VBP", "NNS", "NNPS"})


def lemmas_of(text: str) -> Set[str]:
    """The lemmas of a text's verbs in the present and its plural nouns, where they differ from the
    words as said ("goes" -> go, "children" -> child): the crude stems of `meanings` miss them. A
    past form is left as said: "got me a Slurpee" tells of one occasion, not of what one gets."""
    return {t.lemma_.lower() for t in analyse(text) if t.tag_ in _PRESENT and t.is_alpha
            and t.lemma_.lower() != t.lower_}


def meanings(words: Set[str]) -> Set[str]:
    """The stems of words and of the everyday word each stands for (the language layer's synonym
    groups: "telly" ~ "tv", "heating" ~ "thermostat"), so a question and a sentence that name one
    thing by two words share it."""
    return {stem(w) for w in words} | {stem(canonical(w)) for w in words}


def senses(question: str) -> Set[FrozenSet[str]]:
    """The meanings of each word of the question, as said and by its lemma, one set a word."""
    return {frozenset(meanings({t.lower_, t.lemma_.lower()})) for t in analyse(question) if t.is_alpha}


def reached(found: Set[str], senses: Set[FrozenSet[str]]) -> int:
    """How many of the question's words (`senses`) the meanings `found` speak to: a word counts
    once, however many meanings it has ("coffee" is also the coffee machine; "goes" is go), so a
    sentence naming one asked thing does not outweigh one naming two."""
    return sum(1 for sense in senses if sense & found)


def asked_nouns(question: str) -> Set[str]:
    """The meanings of the question's nouns: what it asks about ("go-to mug": the mug, not going),
    and its direct objects whatever the tagger took them for (an unfamiliar food read as an
    adjective: "Ama eats rambutan or not?")."""
    return meanings({t.text.lower() for t in analyse(question) if t.pos_ in ("NOUN", "PROPN")
                     or t.dep_ == "dobj" and t.is_alpha})


def asked_objects(question: str) -> Set[str]:
    """The meanings of the question's direct objects: what a yes/no question asks someone has or
    does ("Does Ana have honey in her porridge?": honey, not the porridge it would be in)."""
    return meanings({t.text.lower() for t in analyse(question) if t.dep_ == "dobj" and t.pos_ in ("NOUN", "PROPN")})


def asked_kinds(question: str) -> Dict[str, Set[str]]:
    """The meaning of each thing a yes/no question asks of that it tells apart by the words before
    it, with those words' meanings ("Does Ana want the spicy noodles?": noodles -> spicy): its
    direct object, or the object of a "like" the tagger read as a preposition."""
    kinds: Dict[str, Set[str]] = {}
    for token in analyse(question):
        taken = token.dep_ == "dobj" or token.dep_ == "pobj" and token.head.lower_ in LIKING
        told = [t.lower_ for t in token.subtree if t.i < token.i and t.dep_ in ("compound", "amod")
                and t.pos_ in ("NOUN", "PROPN", "ADJ")]
        if taken and token.pos_ in ("NOUN", "PROPN") and told:
            kinds[stem(token.lemma_.lower())] = meanings(set(told))
    return kinds


def another_kind(kinds: Dict[str, Set[str]], sentence: str, talk: str) -> bool:
    """Whether a sentence names a thing a yes/no question tells apart (`asked_kinds`) bare, and
    neither it nor the talk it was said in says what tells it apart: it speaks of the thing in
    general or of another kind ("I like sausage, eggs and rice" says nothing of jasmine rice). A
    thing it tells apart its own way ("the WASA water" for the tap water) may be the one asked."""
    if not kinds:
        return False
    bare = {stem(t.lemma_.lower()) for t in analyse(sentence) if t.pos_ in ("NOUN", "PROPN") and not any(
        c.dep_ in ("compound", "amod") for c in t.children)}
    return any(head in bare and not told & meanings(words_of(talk)) for head, told in kinds.items())


def asked_verbs(question: str) -> Set[str]:
    """The lemmas of the question's verbs ("Does Jek drink coffee?": drink), but the ones the
    listener is the subject of ("Do you know which cup Carol prefers?" asks of Carol's liking)."""
    return {t.lemma_.lower() for t in _actions(analyse(question))}


def _actions(doc: Any) -> List[Any]:
    """The verbs of a text whose subject is not "you" (the one spoken to knows, sees or remembers)."""
    return [t for t in doc if t.pos_ == "VERB" and not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in t.children)]


def listener_frame(question: str) -> Set[str]:
    """The words that put a question to the listener rather than say what it asks: a verb of the
    one spoken to that takes the asked clause ("Do you know what Bob likes?", "Can you tell me
    which mug Ann takes?") and its pronouns ("you", "me"); "you" said elsewhere is left."""
    frame: Set[str] = set()
    for verb in (t for t in analyse(question) if t.pos_ == "VERB"):
        children = list(verb.children)
        if any(c.dep_ == "nsubj" and c.lower_ == "you" for c in children) and any(c.dep_ == "ccomp" for c in children):
            frame |= {verb.lower_, verb.lemma_.lower()} | {c.lower_ for c in children if c.pos_ == "PRON" and c.dep_ in (
                "nsubj", "dobj", "dative")}
    return frame


def _simple_present(verb: Any) -> bool:
    """Whether a verb is in the simple present, the tense of what someone does as a rule ("I take",
    "she doesn't eat"), not of what they do now, did, will or would do."""
    auxes = [c.lemma_.lower() for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if verb.tag_ in ("VBP", "VBZ"):
        return not auxes
    return verb.tag_ == "VB" and bool(auxes) and all(a == "do" for a in auxes) and \
        all(c.tag_ in ("VBP", "VBZ") for c in verb.children if c.dep_ == "aux")


def states_habit(sentence: str, verbs: Set[str]) -> bool:
    """Whether the sentence says, in the simple present, that someone does (or never does) what the
    question asks ("I don't drink coffee" for "Does Jek drink coffee?")."""
    return any(t.lemma_.lower() in verbs and _simple_present(t) for t in _actions(analyse(sentence)))


def says_asked_deed(sentence: str, question: str) -> bool:
    """Whether the sentence says (or denies) the very deed a yes/no question asks, whatever its
    tense: a verb of the question with a thing the question names beyond its subject ("Is Mo
    having any of the lasagne?" -> "I'm not having the lasagne tonight"); a standing refusal said
    of one occasion answers the question of that occasion."""
    asked = {verb.lemma_.lower(): _objects(verb) for verb in _actions(analyse(question))}
    return any(verb.lemma_.lower() in asked and asked[verb.lemma_.lower()] & _objects(verb)
               for verb in _actions(analyse(sentence)))


def asks_one_deed(question: str) -> bool:
    """Whether the question asks what someone is doing, will do or did on one occasion, by a verb
    that says no liking ("Which coat is Nan wearing to the wedding?"): a sentence saying that deed
    answers it (`says_asked_deed`), as a stated habit answers "What does Nan wear?"."""
    return any(v.lemma_.lower() not in LIKING and not _simple_present(v) for v in _actions(analyse(question)))


def _objects(verb: Any) -> Set[str]:
    """The meanings of the nouns a verb governs but its subject ("having any of the lasagne": lasagne)."""
    subjects = {t.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree}
    return meanings({t.text.lower() for t in verb.subtree
                     if t.pos_ in ("NOUN", "PROPN") and t.i not in subjects and t.i != verb.i})


RECURRING = frozenset({"always", "usually", "normally", "never", "every", "each", "often"})


def tells_an_occasion(sentence: str) -> bool:
    """Whether the sentence tells of one occasion, not of a standing liking: its main verb in the
    past or the progressive ("Tuan got me a Slurpee", "she's knitting me a toque"), with no word of
    recurrence ("I always got the blue one" is a habit)."""
    doc = analyse(sentence)
    if any(t.lower_ in RECURRING for t in doc):
        return False
    return any(t.tag_ == "VBD" and t.pos_ == "VERB" or t.tag_ == "VBG" and t.dep_ == "ROOT"
               for t in doc if t.dep_ in ("ROOT", "ccomp") and t.head.dep_ == "ROOT")


def speaks_for_self(sentence: str, asked: Set[str]) -> bool:
    """Whether a statement says what the speaker would have ("I'd have the heating at 19 if it were
    up to me"), what their own one of the thing asked about is ("My evening drink is cocoa",
    "cocoa is the only drink I have at night"), what nothing beats ("nothing beats sports") or how
    it is to be made ("make my chai kadak, eh?"; `asked`: the meanings of the question's words), or
    how they stand with a thing (`_content_with`)."""
    doc = analyse(sentence)
    if is_question(doc) and not _tagged(doc):
        return False
    if _orders_own(doc, asked):
        return True
    for verb in (t for t in doc if t.pos_ in ("VERB", "AUX") and not t.dep_.startswith("aux")):
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if subject is None:
            continue
        wishes = subject.lower_ == "i" and verb.lemma_.lower() not in HEDGE_VERBS and \
            any(c.lower_ in ("would", "'d") for c in verb.children if c.dep_ == "aux")  # not "I'd guess"
        own = verb.lemma_.lower() == "be" and any(
            meanings({arg.lower_}) & asked and _speakers(arg) for arg in verb.children if arg.dep_ in ("nsubj", "attr"))
        if wishes or own or _unbeaten(verb, subject) or _content_with(verb, subject):
            return True
    return False


def _content_with(verb: Any, subject: Any) -> bool:
    """ "I'm happiest with the heating on 19", "I'm good with twenty": the speaker says how they
    stand with a thing, an adjective of their own state taking it by "with"."""
    if subject.lower_ != "i" or verb.lemma_.lower() != "be":
        return False
    return any(c.dep_ == "acomp" and c.pos_ == "ADJ" and any(g.dep_ == "prep" and g.lower_ == "with" for g in c.children)
               for c in verb.children)


def _unbeaten(verb: Any, subject: Any) -> bool:
    """ "Nothing beats the music channel", "nothing compares to a cold lemonade": "nothing" doing
    something, in the present, to a thing ranks that thing above every other."""
    return subject.lower_ == "nothing" and verb.tag_ == "VBZ" and any(
        c.dep_ == "dobj" or c.dep_ == "prep" and any(g.dep_ == "pobj" for g in c.children) for c in verb.children)


def wished_any_time(sentence: str) -> bool:
    """Whether a sentence asks for something for the speaker at every time, which is a standing
    wish and no errand ("Give me the green mug any day", "Strong coffee for me, always":
    `language.any_time_wishes`)."""
    doc = analyse(sentence)
    return not (is_question(doc) and not _tagged(doc)) and for_speaker(doc) and holds_any_time(doc)


def orders_own(sentence: str, asked: Set[str]) -> bool:
    """Whether the sentence orders how the speaker's own one of the thing asked about is to be
    ("make my cocoa extra thick, yeah?"): said as an errand, it still says how it is liked. A wish
    for an errand ("I'd like my glasses brought up") is no such order."""
    doc = analyse(sentence)
    return not (is_question(doc) and not _tagged(doc)) and _orders_own(doc, asked)


def _tagged(doc: Any) -> bool:
    """A statement with a question tag ("make it strong, eh?", "the blue one, right?"): not asked."""
    words = [t for t in doc if not t.is_punct]
    return len(words) > 2 and (words[-1].pos_ == "INTJ" or words[-1].lower_ in ("right", "okay", "ok", "yeah"))


def _orders_own(doc: Any, asked: Set[str]) -> bool:
    """An order about the speaker's own one of the thing asked about ("make my chai kadak", "keep
    my soup hot"): how the speaker wants it."""
    ordered = [t for t in doc if t.dep_ == "ROOT" and t.tag_ == "VB" and not any(
        c.dep_ in ("nsubj", "aux") for c in t.children)]
    return any(meanings({t.lower_}) & asked and (_speakers(t) or t.dep_ == "compound" and _speakers(t.head))
               for verb in ordered for t in verb.subtree)


def _speakers(noun: Any) -> bool:
    """Whether a noun names the speaker's own one: "my evening drink", "the only channel I watch"."""
    return any(c.dep_ == "poss" and c.lower_ in ("my", "our") or c.dep_ == "relcl" and any(
        s.dep_ == "nsubj" and s.lower_ in ("i", "we") for s in c.children) for c in noun.children)


def names_every(named: Set[str], sentence: str) -> bool:
    """Whether a person's own sentence names every thing a yes/no question names, two or more ("My
    porridge, no salt in it" for "Does she take salt in her porridge?"): it speaks to the very
    question, preferring word or not, and its negation answers it."""
    return len(named) > 1 and named <= meanings(words_of(sentence) | lemmas_of(sentence))


def asks_yes_no(question: str) -> bool:
    """A question answered yes or no: inverted ("Does Jek drink coffee?", also after a fronted
    topic: "Nan, does she eat fish?"), or a statement asked with a question mark as speech asks
    one with its auxiliary dropped ("Gaz want onions on his snag?", "Tom takes sugar?"); with no
    question word inside ("Do you know which cup she prefers?" asks the cup) and no alternatives
    offered ("Does Dan prefer tea or coffee?" asks which); or a statement with a polar tag ("Rena
    eats lamb or not?": the negation is no alternative, `polar_tags`)."""
    words = words_of(question)
    if polar_tag(analyse(question)):
        return not words & set(WH_WORDS)
    opens = inverted(analyse(question)) or asks_polar_habit(question) or _opens_with_do(question) \
        or question.rstrip().endswith("?")  # said as a statement ("Gaz want onions on his snag?")
    return opens and not words & set(WH_WORDS) and "or" not in words


_DO_OPENS = re.compile(r"(?:^|[.!?;:,\u2013\u2014]\s*|\s-\s*)(?:do|does|did)\s+[^\W\d_]", re.IGNORECASE)


def _opens_with_do(question: str) -> bool:
    """Whether the question, or its last clause after a lead-in ("I'm making Karim a coffee - does
    he take sugar?"), opens with do-support ("Does Gomo like Black Friday shopping?"), which makes
    it a yes/no question however the tagger reads the name after it (here as a verb's subject with
    "like" as a preposition)."""
    return bool(_DO_OPENS.search(question.strip()))


def offered(question: str) -> Set[str]:
    """The stems of the alternatives a question offers ("tea or coffee", "cream cheese or jam"):
    values to choose among, not the thing asked about."""
    return {stem(w) for phrase in alternatives.offered(question) for w in re.findall(r"[^\W\d_]+", phrase)}


def whether(question: str, sentence: str) -> str:
    """"yes" or "no": whether the sentence affirms what a yes/no question asks, read from the
    negation of the clause that names the asked thing (else the asked verb): "she doesn't eat
    onions" denies "Does she eat onions?", "I'm a tea person, I don't drink coffee" does not deny tea;
    a diet the sentence names denies the kinds of food it rules out (`diets`); a "no" said before
    the asked verb refuses the deed ("she no drink coffee", the verb read as a noun the "no" takes);
    "" when the sentence names neither the asked thing nor the asked verb (found by closeness in
    meaning alone, it neither affirms nor denies: "Olives? Not a fan." does not say whether she
    likes anchovies)."""
    said = words_of(sentence)
    words = meanings(said)
    if asked_nouns(question) & meanings(ruled_out(said)):  # "I'm vegetarian" for "Does she eat meat?"
        return "no"
    named = asked_nouns(question) & words or meanings(asked_verbs(question)) & words
    if not named:
        return ""
    denied = denied_words(sentence) | (set() if asked_verbs(question) & DISLIKING else disliked_words(analyse(sentence)))
    refused_deed = meanings(asked_verbs(question)) & meanings(refused_words(sentence))  # "ba no drink coffee"
    if named & meanings(denied) or refused_deed or _excluded(question, sentence):
        return "no"  # "I hate mushrooms" denies "Does he like mushrooms?"
    return "yes"


def _excluded(question: str, sentence: str) -> bool:
    """Whether the sentence names the asked thing but holds only to something else ("the cola's
    too sweet, I only drink lemonade" for "Does he like cola?": `focused`)."""
    focus = focused_phrase(analyse(sentence))
    asked = asked_objects(question) or asked_nouns(question) - meanings(
        {t.lower_ for t in analyse(question) if t.dep_ == "nsubj"})  # not whom it asks about
    outside = words_of(sentence) - {t.lower_ for t in focus}
    return bool(focus) and not asked & meanings({t.lower_ for t in focus}) and bool(asked & meanings(outside))


POINTING_BACK = frozenset({"it", "them", "that", "those", "this"})  # words that stand for something said before


def refers_back(sentence: str) -> bool:
    """Whether what the sentence's verb takes is a word pointing back to something said before it
    ("I always take that one to the yard", "I like it in the morning"): its value is named there;
    not the "that" of a tag to the listener ("I only eat pasta, you know that")."""
    doc = analyse(sentence)
    for tok in doc:
        if tok.lower_ == "one" and tok.i and doc[tok.i - 1].lower_ in ("that", "this"):  # however it is parsed
            return True
        if tok.dep_ in ("dobj", "attr") and tok.lower_ in POINTING_BACK and not any(
                c.dep_ == "nsubj" and c.lower_ == "you" for c in tok.head.children):  # not "you know that"
            return True
    return False
