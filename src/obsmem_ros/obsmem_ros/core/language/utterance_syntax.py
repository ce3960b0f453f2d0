"""Reading the dependency parse of a heard utterance: predicates, their arguments, mood and things.

Small functions over spaCy tokens that the utterance reader (`utterances`, `claims`,
`undertakings`, `preferences`, `referents`) composes: which tokens are predicates, who or what
their subject and object are, whether the clause is negated, hedged, a question, an imperative,
future or habitual, and which words are time expressions (kept apart from the action they time). Nothing here knows a sentence; everything reads dependency labels and lemmas.
Who the words name (`Speakers`, the person words, `is_thing`) is read in `speakers`.
"""
from __future__ import annotations

import re
from typing import AbstractSet, Any, Callable, List, Optional, Sequence, Tuple

from obsmem_ros.core.clock_words import HOUR_WORDS
from obsmem_ros.core.time_reading.recurrences import DAYS

from .hedge_words import HEDGE_ADVERBS, HEDGE_MODALS, HEDGE_NOUNS, HEDGE_VERBS
from .kin_roles import kin_lexicon
from .linking import singular
from .syntax import WH_WORDS
from .verbs import claim_words

Resolver = Callable[[str], Optional[str]]

PREDICATE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "xcomp", "parataxis", "relcl", "acl"})
LOCATION_PREPS = frozenset({"on", "in", "at", "under", "inside", "into", "onto", "behind", "beside", "by", "near",
                            "next", "above", "below", "underneath", "beneath", "to", "in front of", "on top of",
                            "out", "down", "up", "over", "through", "across", "along", "round", "around", "between",
                            "against", "beside", "among", "within", "toward", "towards", "off"})
PLACE_ADVERBS = frozenset({"upstairs", "downstairs", "outside", "outdoors", "indoors", "inside", "home", "abroad",
                           "overhead", "underneath", "nearby"})
PART_NOUNS = frozenset({"side", "top", "bottom", "back", "front", "edge", "corner", "inside", "middle", "end", "rest",
                        "underside", "shelf", "door", "lid", "handle"})
PRONOUNS = frozenset({"it", "they", "them", "this", "that", "these", "those", "one", "ones", "some", "any"})
SPEAKER_WORDS = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours"})
ADDRESSEE_WORDS = frozenset({"you", "your", "yours", "yourself"})
THIRD_PERSON = frozenset({"he", "she", "him", "her", "his", "hers", "himself", "herself"})
NEVER = frozenset({"never"})
FUTURE_AUX = frozenset({"will", "'ll", "shall", "wo", "gon", "going"})
REQUEST_MODALS = frozenset({"can", "could", "would", "will", "wo", "'d", "ca"})
HABITUAL = frozenset({"always", "usually", "normally", "typically", "generally", "often", "regularly", "never",
                      "mostly", "routinely", "every", "each"})
CORRECTION_OPENERS = frozenset({"no", "nope", "nah", "actually", "sorry", "wait", "oops", "correction", "rather"})
TIME_NOUNS = frozenset({"today", "tonight", "tomorrow", "yesterday", "morning", "afternoon", "evening", "night",
                        "weekend", "weekends", "weekday", "weekdays", "week", "day", "days", "hour", "hours", "minute",
                        "minutes", "moment", "time", "monday", "tuesday", "wednesday", "thursday", "friday",
                        "saturday", "sunday", "breakfast", "lunch", "dinner", "noon", "midnight", "bedtime", "month",
                        "later", "soon", "now", "o'clock", "supper", "tea", "sec", "second", "seconds", "mo"})
DAY_WORDS = frozenset({"today", "tonight", "tomorrow", *DAYS})  # words that name a day
DAY_SAID = re.compile(r"\b(?:today|tomorrow|tonight|" + "|".join(DAYS) + r"|weekend|\d{1,2}(?:st|nd|rd|th))\b")
TIME_PREPS = frozenset({"to", "by", "at", "before", "after", "until", "till", "on", "in", "during", "from", "since",
                        "within", "around", "for"})
TIME_MARKS = frozenset({"when", "once", "after", "before", "until", "till", "as", "whenever", "while"})
ABSTRACT = frozenset({"thing", "something", "anything", "everything", "nothing", "lot", "bit", "way", "time",
                      "idea", "problem", "reason", "kind", "sort", "place", "stuff"})
_CLOCK = re.compile(r"^\d{1,2}([:.]\d{2})?$|^\d{1,2}(am|pm)$|^(noon|midnight)$")
_ORDINAL = re.compile(r"^\d{1,2}(st|nd|rd|th)$")


def is_time_token(tok: Any) -> bool:
    """A word that names a time (a clock value, a day, a part of the day, a meal); not an adjective
    telling one thing from another ("the second fridge": an ordinal, not a unit of time)."""
    if tok.pos_ == "ADJ" and tok.dep_ == "amod" and tok.head.pos_ == "NOUN" and not is_time_token(tok.head):
        return False
    plural = tok.lower_.endswith("s") and tok.lower_[:-1] in TIME_NOUNS  # "Wednesdays", "evenings"
    plural = plural or bool(_ORDINAL.match(tok.lower_))                  # "the 14th"
    return tok.lower_ in TIME_NOUNS or tok.lemma_.lower() in TIME_NOUNS or plural or bool(_CLOCK.match(tok.lower_)) or (
        tok.like_num and any(c.lower_ in ("am", "pm", "o'clock") for c in tok.children)) or (
        tok.lower_ in ("am", "pm") and any(c.like_num for c in tok.children))  # "8 pm" parsed as "pm" <- "8"


def stems(tok: Any) -> Tuple[str, ...]:
    """The parser's lemma and the stems of the word by the regular inflection rules ("hates" ->
    hate: the small model lemmatises some verbs wrongly)."""
    word, out = tok.lower_, [tok.lemma_.lower()]
    for suffix in ("es", "s", "ed", "d", "ing"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            out += [word[: -len(suffix)], word[: -len(suffix)] + "e"]
    return tuple(dict.fromkeys(out))


def is_measure(tok: Any) -> bool:
    """A number counting a unit or thing that is no time ("21" of "21 degrees", "two" of "two
    kilos"): an amount, never a clock time, whatever preposition it follows ("at 21 degrees")."""
    return tok.like_num and tok.dep_ == "nummod" and tok.head.pos_ in ("NOUN", "PROPN") and not (
        is_time_token(tok.head) or tok.head.lower_ in ("o'clock", "am", "pm")) and not counts_nothing(tok)


def counts_nothing(tok: Any) -> bool:
    """A number said right after a clock preposition that the parse makes the count of what no
    number counts there: a verb, anything when a day or part of the day follows the number (a
    run-on "at eight tonight kieran's kit needs doing" hangs "eight" on "needs"), or a singular
    noun, which two or more never are ("at two robot", "by six love": the one spoken to), nor
    "one" when that noun begins a clause of its own (a run-on "about one sian asked me": "sian"
    is the subject of "asked"); a word no number counts (a filler, "at eight like") neither. It
    counts nothing, so it is the preposition's hour."""
    if tok.dep_ != "nummod" or tok.i == 0 or tok.doc[tok.i - 1].lower_ not in _AT_CLOCK:
        return False
    head = tok.head
    if head.pos_ in _UNCOUNTED or (tok.nbor(1).lower_ if tok.i + 1 < len(tok.doc) else "") in _DAY_PART:
        return True  # "at eight tonight ...": a day or part of the day said with it times it
    if head.tag_ not in ("NN", "NNP") or is_time_token(head):
        return False
    return tok.lower_ not in ("one", "1") or _opens_clause(head)


_UNCOUNTED = frozenset({"VERB", "AUX", "ADP", "SCONJ", "CCONJ", "INTJ", "PART"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _opens_clause(noun: Any) -> bool:
    """Whether a noun right after a number is followed at once by a finite verb, so it is that
    verb's subject in a run-on ("about one sian asked me"), not a thing counted."""
    following = noun.nbor(1) if noun.i + 1 < len(noun.doc) else None
    return following is not None and following.tag_ in _FINITE


_DAY_PART = DAY_WORDS | {"morning", "afternoon", "evening", "night"}
_AT_CLOCK = frozenset({"at", "by", "around", "about"})  # before an hour, never a span ("in two minute")


def is_quantity(tok: Any) -> bool:
    """A number, a clock value, or a noun counted by one ("21 degrees", "07:00")."""
    return tok.like_num or bool(_CLOCK.match(tok.lower_)) or any(c.dep_ == "nummod" for c in tok.children)


def is_time_phrase(tok: Any) -> bool:
    """A modifier that times its head: "by 8:30", "tomorrow", "after dinner", "when I'm back",
    "on weekends", "every morning", "in an hour"."""
    if tok.dep_ in ("npadvmod", "tmod", "meta") and any(is_time_token(t) for t in tok.subtree):
        return True
    if tok.dep_ in ("dobj", "npadvmod", "attr", "appos") and CLOCK_SAID.match(tok.text):
        return True  # "we're leaving half seven" (written 7:30): a clock said without its preposition
    if tok.dep_ in ("npadvmod", "appos", "nummod", "conj", "attr") and tok.like_num and any(
            c.lower_ in ("about", "around", "at", "by") for c in tok.children):
        return True  # "back about seven", "..., about nine", "I should be back around ten"
    if tok.dep_ in ("prep", "agent", "advmod") and tok.lower_ in TIME_PREPS | {"about", "between"}:
        objects = [c for c in tok.children if c.dep_ in ("pobj", "pcomp")]
        if objects and any(is_measure(t) for t in objects[0].children):
            return False  # "at 21 degrees": a setting's value, not a time
        if objects and tok.lower_ in ("to", "for") and objects[0].pos_ in ("NOUN", "PROPN") and not is_time_token(
                objects[0]):
            return False  # "to the 9:30 mass", "for the 7:12 train": where or what for, said with its time
        bare_hour = bool(objects) and objects[0].like_num and tok.lower_ in ("at", "by", "around", "before", "until",
                                                                              "till", "from", "after", "about", "between")
        ordinal = bool(objects) and bool(_ORDINAL.match(objects[0].lower_))  # "on the 14th"
        timed_clause = bool(objects) and any(c.dep_ in ("advmod", "mark") and c.lower_ in TIME_MARKS
                                             for c in objects[0].children)  # "for when I'm back"
        return bare_hour or ordinal or timed_clause or bool(objects) and any(is_time_token(t)
                                                                             for t in _own_phrase(objects[0]))
    if tok.dep_ == "advcl" and any(c.dep_ == "advmod" and c.lower_ in TIME_MARKS or c.dep_ == "mark" and
                                   c.lower_ in TIME_MARKS for c in tok.children):
        return True
    if tok.dep_ == "advmod" and tok.lower_ in ("tomorrow", "today", "tonight", "later", "soon", "now", "daily",
                                               "weekly"):
        return True
    if tok.dep_ in ("dobj", "npadvmod") and any(c.lower_ in ("every", "each") for c in tok.children):
        return True
    return False


def _own_phrase(obj: Any) -> List[Any]:
    """A preposition's object with its own words, less a phrase hung off it by another preposition
    ("in the hallway drawer at the moment" names a drawer, not a time; "by the end of the day" keeps
    its "of") and a clause that describes it ("on the stove that's for tomorrow" names the stove)."""
    hung = {t.i for c in obj.children if c.dep_ == "prep" and c.lower_ != "of" or c.dep_ in ("relcl", "acl")
            for t in c.subtree}
    return [t for t in obj.subtree if t.i not in hung]


def time_phrases_in(pred: Any) -> List[Any]:
    """The outermost time phrases inside `pred`'s clause (not its own subject), in text order."""
    found: List[Any] = []
    covered: set = set()
    for tok in pred.subtree:
        if tok.i in covered or tok.i == pred.i:
            continue
        if is_time_phrase(tok):
            found.append(tok)
            covered |= {t.i for t in tok.subtree}
    return found


def dating_phrases(pred: Any) -> List[Any]:
    """The time phrases of `pred`'s clause that say when it holds, not only what it is for ("on for
    tomorrow's lunch", "a pie in the oven for supper": there now, for the meal)."""
    return [p for p in time_phrases_in(pred) if p.lower_ != "for"]


def speakers_word(tok: Any) -> bool:
    """"I", "me", "you", ...: a person word, never a thing."""
    return tok.lower_ in SPEAKER_WORDS or tok.lower_ in ADDRESSEE_WORDS


def phrase_text(tokens: Sequence[Any]) -> str:
    """Words of tokens in text order, spaced as said ("'re" glued to its host)."""
    out = ""
    for tok in sorted(tokens, key=lambda t: t.i):
        out += tok.text if (not out or tok.text.startswith("'") or tok.text in (",", ".", "n't")) else " " + tok.text
    return out.strip(" ,.")


def subtree_without(tok: Any, drop: Sequence[Any]) -> List[Any]:
    """`tok`'s subtree minus the subtrees of `drop`."""
    dropped = {t.i for d in drop for t in d.subtree}
    return [t for t in tok.subtree if t.i not in dropped]


def predicates(doc: Any) -> List[Any]:
    """Verbs (and copulas) heading clauses, in text order; a sentence without one yields its root."""
    found = [t for t in doc if t.dep_ in PREDICATE_DEPS and t.pos_ in ("VERB", "AUX")]
    found += [s.root for s in doc.sents if s.root.pos_ not in ("VERB", "AUX") and s.root not in found]
    return sorted(found, key=lambda t: t.i)


def subject(pred: Any) -> Optional[Any]:
    """The clause's subject: its own, or the one it shares with the verb it is conjoined to."""
    found = [c for c in pred.children if c.dep_ in ("nsubj", "nsubjpass", "expl") and c.lower_ != "there"]
    found += [g for c in pred.children if c.dep_ == "aux" for g in c.children if g.dep_ == "nsubj"]  # misattached
    if found:  # "Wednesdays I've got swimming": a time taken for a second subject is not the subject
        return next((c for c in found if not is_time_token(c)), found[0])
    if pred.dep_ == "conj" and pred.head.pos_ in ("VERB", "AUX"):
        return subject(pred.head)
    if pred.dep_ == "xcomp":
        objects = [c for c in pred.head.children if c.dep_ == "dobj"]
        return objects[0] if objects else subject(pred.head)
    return None


def child(pred: Any, *deps: str) -> Optional[Any]:
    return next((c for c in pred.children if c.dep_ in deps), None)


def direct_object(pred: Any) -> Optional[Any]:
    """The thing acted on: the direct object, the subject of a passive ("the keys were left"), or
    the new thing after a particle the tagger took for a preposition."""
    found = child(pred, "dobj")
    if found is None:
        found = child(pred, "nsubjpass")
    if found is None and pred.dep_ == "conj":
        found = child(pred.head, "dobj")
    if found is None:  # "Rhys's cousin dropped off a baby bouncer": a particle taken for a preposition
        found = next((child(c, "pobj") for c in pred.children if particle_object(c)), None)
    return found


def negated(pred: Any, words: AbstractSet[str] = NEVER, times_aside: bool = True) -> bool:
    """Said of what is not so: a negation on the verb, or one of `words` ("never"; a reader of
    refusals adds "no", "cannot"); with `times_aside`, a "not" after the verb that only sets aside a
    time ("it's on Friday now, not Thursday") does not negate the clause."""
    return any(c.dep_ == "neg" and not (times_aside and c.i > pred.i and replaced_time(c)) or c.lower_ in words
               for c in pred.children)


def sets_aside(tok: Any) -> bool:
    """Whether `tok` is a word that sets aside what follows it: "not", the "of" of "instead of",
    the "than" of "rather than"."""
    before = tok.doc[tok.i - 1].lower_ if tok.i > 0 else ""
    return tok.lower_ == "not" or tok.lower_ == "of" and before == "instead" or tok.lower_ == "than" and before == "rather"


def replaced_time(neg: Any) -> bool:
    """Whether a "not" (or an "instead of", "rather than": `sets_aside`) sets aside the time said
    right after it ("not Thursday", "not at half six", "not half four", "instead of four")."""
    doc = neg.doc
    after = doc[neg.i + 1] if neg.i + 1 < len(doc) else None
    if after is not None and after.lower_ in ("at", "on", "by", "until", "till") and after.i + 1 < len(doc):
        after = doc[after.i + 1]
    if after is not None and after.lower_ in ("half", "quarter") and after.i + 1 < len(doc):
        after = doc[after.i + 1]  # "not half four", "not quarter past"
        if after.lower_ in ("past", "to"):
            return True
    return after is not None and (is_time_token(after) or after.lower_ in HOUR_WORDS or
                                  bool(_CLOCK_DIGITS.match(after.text)))


CLOCK_SAID = re.compile(r"^\d{1,2}:\d{2}$")  # a clock time with its minutes, as the clock words write it
_CLOCK_DIGITS = re.compile(r"^\d{1,2}(?::\d{2})?$")  # "4", "9:30" (the parser counts "9:30" as no number)


def negated_by_head(pred: Any) -> bool:
    """ "I don't think it's in the fridge": a negated verb of opinion negates its clause."""
    return pred.dep_ == "ccomp" and pred.head.lemma_.lower() in HEDGE_VERBS and negated(pred.head)


def auxiliaries(pred: Any) -> List[str]:
    words = [c.lower_ for c in pred.children if c.dep_ in ("aux", "auxpass")]
    if pred.dep_ == "conj":
        words += [c.lower_ for c in pred.head.children if c.dep_ in ("aux",)]
    if pred.dep_ == "xcomp" and pred.head.lemma_ == "go" and pred.head.tag_ == "VBG":
        words.append("going")
    return words


def hedge(pred: Any) -> bool:
    """Said with doubt: under "I think ...", with "probably" / "maybe", or a modal of possibility."""
    if any(c.lower_ in HEDGE_ADVERBS for c in pred.subtree if c.head.i == pred.i or c.head.head.i == pred.i):
        return True
    if any(a in HEDGE_MODALS for a in auxiliaries(pred)):
        return True
    head = pred
    while head.dep_ in ("ccomp", "conj", "advcl", "xcomp", "acl", "relcl") and head.head.i != head.i:
        head = head.head
        if head.lemma_.lower() in HEDGE_VERBS | HEDGE_NOUNS or any(c.lower_ in HEDGE_ADVERBS for c in head.children):
            return True
        if any(c.dep_ in ("dobj", "attr") and c.lemma_.lower() in HEDGE_NOUNS for c in head.children):
            return True  # "I've a feeling it's in the car"
    return False


def declarative_question(doc: Any) -> bool:
    """A statement said with a rising "?" ("maybe the remote fell behind the sofa?"): its subject
    comes before its verb and it opens with no question word or auxiliary. It is said with doubt."""
    words = [t for t in doc if not t.is_punct and t.dep_ not in ("advmod", "intj", "cc")]
    if not is_question(doc) or not words or words[0].lower_ in WH_WORDS or words[0].pos_ == "AUX":
        return False
    root = next(iter(doc.sents)).root
    subj = subject(root)
    return subj is not None and subj.i < root.i


def is_question(doc: Any) -> bool:
    """Said as a question: a rising "?", or the interrogative word order that a clause cut from
    its sentence keeps without one ("would you turn it off, there's a good lad")."""
    return doc.text.rstrip().endswith("?") or inverted(doc)


def inverted(doc: Any) -> bool:
    """An auxiliary or modal opens the clause and its subject follows ("could you ...", "is it ...")."""
    words = [t for t in doc if not t.is_punct and t.dep_ not in ("intj", "cc") and t.lower_ not in _OPENERS]
    if not words or not (words[0].tag_ == "MD" or words[0].pos_ == "AUX" and
                         words[0].lemma_.lower() in ("do", "be", "have")):
        return False
    first = words[0]
    subj = subject(first.head if first.dep_ in ("aux", "auxpass") else first)
    return subj is not None and subj.i > first.i


_OPENERS = frozenset({"so", "oh", "well", "and", "but", "please", "hey", "right", "ok", "okay"})


def imperative(pred: Any) -> bool:
    """A command: a base-form root with no subject ("bring the remote", "please water the plants"),
    also when a time said before it made the tagger read it as a present ("tomorrow morning, wake
    me at seven": a present with no subject is no statement)."""
    fronted = pred.tag_ == "VBP" and any(c.i < pred.i and is_time_phrase(c) for c in pred.children)
    if pred.tag_ != "VB" and not fronted or subject(pred) is not None:
        return False
    if pred.dep_ == "conj":
        return imperative(pred.head)
    return pred.dep_ == "ROOT" and not any(c.dep_ == "aux" and c.lower_ not in ("do",) for c in pred.children)


def habitual(pred: Any) -> bool:
    """Said of what recurs: "always", "usually", "every ...", or a time named in the plural
    ("Wednesdays I've got swimming", "most days", "on weekends", "in the mornings")."""
    near = [t for t in pred.subtree if t.head.i == pred.i or t.head.head.i == pred.i]
    timing = [t for t in pred.subtree if t.dep_ == "det" and _within_clause(t, pred)]  # "every Sunday around ten"
    return any(t.lower_ in HABITUAL for t in near + timing) or any(
        t.tag_ in ("NNS", "NNPS") and (t.lemma_.lower() in RECURRING_NOUNS or singular(t.lower_) in RECURRING_NOUNS)
        and t.i != pred.i for t in near)


def _within_clause(tok: Any, pred: Any) -> bool:
    """`tok` hangs from `pred` through nouns, numbers and particles only (no other verb between)."""
    head = tok.head
    while head.i != pred.i:
        if head.pos_ in ("VERB", "AUX") or head.head.i == head.i:
            return False
        head = head.head
    return True


RECURRING_NOUNS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning",
                             "afternoon", "evening", "night", "day", "weekend", "weekday", "weekends", "weekdays"})


def opens_with_correction(doc: Any) -> bool:
    """ "No, ...", "Actually, ...", "Sorry, I mean ..." (or "... instead")."""
    words = [t for t in doc if not t.is_punct]
    if not words:
        return False
    if words[0].lower_ in CORRECTION_OPENERS and (words[0].lower_ not in ("no", "nah") or len(words) > 1 and
                                                  doc[words[0].i + 1].is_punct):
        return True
    return any(t.lower_ == "instead" for t in doc) or " i mean " in f" {doc.text.lower()} "


# Labels a noun gets when the parser split a compound off its head: no role, or a clause's (nouns are no clauses).
_SPLIT_COMPOUND = frozenset({"dep", "ccomp", "xcomp"})


def noun_words(tok: Any) -> List[Any]:
    """The words naming a thing: compounds, adjectives and numbers before the head, and the head,
    with a noun right after it left unlabelled or labelled as a clause (a compound the parser split:
    "on the shoe rack" read as "shoe" with "rack" as a ``dep`` of the verb, "have you seen the car
    keys?" as "car" the subject of a clause "keys")."""
    keep = [c for c in tok.lefts if c.dep_ in ("compound", "amod", "nmod", "nummod") and c.lower_ not in (
        "other", "some", "few", "favourite", "favorite", "preferred", "usual", "fresh", "new", "own")]
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    keep += [after] if after is not None and after.dep_ in _SPLIT_COMPOUND and after.pos_ == "NOUN" else []
    before = tok.doc[tok.i - 1] if tok.i > 0 else None
    keep += [before] if before is not None and _split_recipient(before, tok) else []
    words = []
    for k in keep:
        words += [t for t in k.subtree if t.dep_ not in ("det", "poss", "case")]
    return sorted(set(words + [tok]), key=lambda t: t.i)


def _split_recipient(before: Any, tok: Any) -> bool:
    """Whether the word right before an object is a compound the parser took for the verb's
    recipient ("get strawberry jam" read as get [strawberry] [jam]): a singular common noun with no
    determiner or owner, and no kin word, which English never has as a recipient ("get mum tea", "get
    the kids tea")."""
    return (tok.dep_ == "dobj" and before.dep_ == "dative" and before.head.i == tok.head.i and before.tag_ == "NN"
            and not any(True for _ in before.children) and before.lower_ not in kin_lexicon())


def thing_words(tok: Any) -> Tuple[str, str]:
    """(the thing as said without determiners, its category: the lemma of its head noun)."""
    return phrase_text(noun_words(tok)).lower(), tok.lemma_.lower()


def particle_object(prep: Any) -> bool:
    """A particle the tagger took for a preposition, with the new thing it governs ("dropped off a
    bag of nopales"), not a place ("sleeping in my room")."""
    obj, verb = child(prep, "pobj"), prep.head
    return (prep.dep_ == "prep" and prep.i == verb.i + 1 and verb.pos_ == "VERB" and verb.lemma_.lower() != "be"
            and prep.lower_ in PARTICLES and obj is not None
            and any(c.dep_ == "det" and c.lower_ in ("a", "an", "some") for c in obj.children))


# Particles of phrasal verbs that govern what is handed over ("drop off", "bring over", "send up");
# "in", "by", "round" open places too often to count ("sleeping in a basket").
PARTICLES = frozenset({"off", "out", "over", "back", "up", "down", "away"})


PLACING = claim_words("placing")
SWITCHING = claim_words("switching")
SETTING = claim_words("setting")
ACQUIRING = claim_words("acquiring")
TAKING = claim_words("taking")
ARRIVING = claim_words("arriving")
STATES = claim_words("states")
SETTING_NOUNS = claim_words("setting_nouns")
