"""Question readings the dependency parse decides, whatever the classifier's closeness to examples.

Shapes of the parse say what a question asks, in any wording:

- **Source.** The question attributes what it asks to a person: a fronted adjunct "according to
  Bob" / "going by Bob" / "judging by Bob" (a preposition under "according" or a gerund, its object
  a person) asks what that person said ("what_said"); a "whom" / "who" that is the object of "by"
  after a verb of saying ("You were told the mug is on the table. By whom?") asks who said it
  ("who_said"); so does a verb of saying whose subject is the "who" that opens the question ("Who
  was it that said the laptop is on the bookcase?", "Who was it said ..."), and so does any verb
  whose "who" subject is followed by what was said, a "that" clause or, in the progressive, a topic
  after "about" ("Who was going on about the gate?", `speaker_questions`). A "where" inside what a named person said
  ("Do you remember where Bob said the bananas were?", "Bob mentioned where the laptop was. Where
  was that?") asks what they said; one outside it ("Where was the mug when Bob said so?") does not.
  A source reading the classifier gives a question that attributes nothing to anyone (no verb of
  saying or holding true, no word of truth or attribution: "Where did Alice's keys end up?")
  gives way to its best other reading.
- **Preference.** A "what" / "which" that is (or determines) the object of a verb in the simple
  present with do-support, whose subject is someone other than the asker or the robot ("What does
  Bob drink in the morning?", "Which mug does Carol use?", "When Bob turns on the TV, which channel
  do they go for?"), asks what that person habitually chooses: a preference. The habitual present
  is what makes it one ("what did Bob drink" asks an event); a time noun ("what time does ...")
  asks a routine's time, "do" itself a routine, and a verb of saying or needing something else.
  A yes/no question in that present about a named person's verb and its object ("Does Bisi eat
  pork?") asks the same habit, whether or not (`asks_polar_habit`); what the asker should choose
  for a named person ("What channel should I put on for Dan?") asks that person's (`asks_choice_for`);
  so does a statement of such a habit with a polar tag ("Rena eats lamb or not?", `polar_tags`),
  and a time limit kept as a rule ("Till what time does Ayo sleep?", `limit_questions`), whatever
  kind the classifier read it as.

- **Owner.** A question asking a person ("who", "which of us", "whose") with the verb "belong" and
  its "to", or "own" ("Which of us do the keys on the bed belong to?", "Who owns the blue scarf?",
  "The keys on the hook, whose are they?"), asks the owner of the thing, whatever room or setting
  the classifier's nearest examples suggest.

- **Doer.** "Who did it / that?" after a deed said in the question ("The last time the bananas got
  moved, who did it?", "Someone moved my glasses. Who did that?") asks who did that deed.

A past-state, unsure or unattributed source reading of a "where" question with no time asks where
the thing is now when it is in the present perfect ("Where have the gloves got to?": the perfect
reaches up to the moment of asking) or in the simple past with the thing as its subject ("Where
did the specs end up?": where its last move left it).

A commitment reading gives way when the parse says no single arranged occasion is asked: a time
quantified by "every" / "each" asks a routine (`habitual_questions`), a "when" on a past deed with
"last" asks the last time, and a "when" opening a clause of saying in a yes/no question ("Was Bob
right when he said ...?") asks no time at all (`when_readings`).

`asked_kind` reads the kind of thing a preference question asks for: the noun a "which" / "what"
determines, or that "favourite" / "usual" / "preferred" modifies ("which mug should I use" -> mug).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from ..language.parse import Kind, Parse
from ..language.polar_tags import tagged_habit, tagged_question
from ..language.preferences import LIKING
from ..language.syntax import WH_WORDS, analyse, attributes, normalise
from .habitual_questions import asks_every_time, habitual
from .limit_questions import asks_time_limit
from .speaker_questions import asked_speaker, speaks_of
from .when_readings import asks_last_time, untimed, when_in_clause

__all__ = ["asked_kind", "asks_choice_for", "asks_doer", "asks_liked_one", "asks_liker", "asks_owner", "asks_place_now", "asks_polar_habit",
           "asks_preference", "asks_usual_time", "source_form", "syntax_reading"]

_SPEECH = frozenset({"say", "tell", "mention", "claim", "report", "inform", "state", "insist", "swear", "suggest"})
_ATTRIBUTING = frozenset({"according", "accord", "go", "judge", "base"})
_SELF = frozenset({"i", "me", "we", "us", "you", "it", "robot"})
_NOT_CHOOSING = frozenset({"do", "be", "have", "need", "mean", "think", "know", "happen", "cost", "look"}) | _SPEECH
_TIME_NOUNS = frozenset({"time", "day", "date", "hour", "minute", "o'clock"})
_ASKING = frozenset({"i", "we", "you"})  # "where did you leave it" asks the robot's own act
_CHOOSING_WH = frozenset({"what", "which"})
_OFF_TIME = frozenset({"late", "later", "early", "earlier", "unusually"})
_NAMED_DAYS = frozenset({"today", "tonight", "tomorrow", "yesterday", "monday", "tuesday", "wednesday", "thursday",
                         "friday", "saturday", "sunday", "weekend"})
_KIND_MARKERS = frozenset({"favourite", "favorite", "preferred", "usual", "normal", "regular", "go-to"})
_PERSON_WH = frozenset({"who", "whom", "whose", "which"})
_SOURCE_INTENTS = frozenset({"who_said", "what_said", "was_right"})
_WANTING = frozenset({"want", "need"})  # "the form Dan needs": an errand's thing, not a liking
_PREFERENCE_INTENTS = frozenset({"preference", "routine", "habit", "usual_time"})


def source_form(question: str) -> str:
    """"what_said" or "who_said" when the parse attributes the question to a speaker (module doc),
    "" otherwise."""
    doc = analyse(normalise(question))
    for tok in doc:
        if tok.lower_ in ("by", "to") and _speaker_object(tok) is not None \
                and tok.head.lemma_.lower() in _ATTRIBUTING and _wh_after(doc, tok):
            return "what_said"
        if tok.lower_ in ("whom", "who") and tok.head.lower_ == "by" and _after_speech(doc, tok.head):
            return "who_said"
        if tok.lemma_.lower() in _SPEECH and tok.pos_ == "VERB":
            subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
            if subject is not None and subject.pos_ == "PROPN" and any(t.lower_ == "where" for t in tok.subtree):
                return "what_said"   # "Do you remember where Bob said the bananas were?"
            if subject is not None and asked_speaker(doc, subject) and any(c.dep_ == "ccomp" for c in tok.children):
                return "who_said"    # "Who was it that said the laptop is on the bookcase?" ("told you to": a request)
        if tok.pos_ == "VERB" and speaks_of(doc, tok):
            return "who_said"        # "Who was going on about the leaky tap?"
    return ""


def asks_preference(question: str) -> bool:
    """Whether the question asks what someone other than the asker habitually chooses (module doc)."""
    doc = analyse(normalise(question))
    for verb in doc:
        if verb.pos_ != "VERB" or verb.lemma_.lower() in _NOT_CHOOSING or not _habitual_do(verb):
            continue
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if subject is None or subject.lower_ in _SELF or subject.pos_ not in ("PROPN", "PRON", "NOUN"):
            continue
        wh = next((t for t in doc if t.lower_ in _CHOOSING_WH and t.i < verb.i), None)
        if wh is not None and _chosen(wh, verb, subject) or _habitual_place(doc, verb, subject):
            return True
    return False


def asks_liker(question: str) -> bool:
    """Whether the question asks who likes a thing ("Who likes the lemon cakes?", "Who prefers the
    window seat?"): "who" the subject of a liking verb in the simple present that takes an object."""
    doc = analyse(normalise(question))
    if not doc or doc[0].lower_ != "who":
        return False
    return any(t.lemma_.lower() in LIKING and t.tag_ in ("VBZ", "VBP") and any(c.dep_ == "dobj" for c in t.children)
               and any(c.dep_ == "nsubj" and c.lower_ == "who" for c in t.children) for t in doc)


def asks_liked_one(question: str) -> bool:
    """Whether a wh-question asks the one of a kind someone likes, said in a relative clause ("What's
    the temperature Bob prefers on the thermostat?", "Which is the mug Ana likes?"): a noun whose
    clause is a liking verb in the simple present with a named subject other than the asker."""
    doc = analyse(normalise(question))
    if not any(t.lower_ in _CHOOSING_WH for t in doc):
        return False
    return any(t.dep_ == "relcl" and t.lemma_.lower() in LIKING - _WANTING and t.tag_ in ("VBZ", "VBP") and any(
        c.dep_ == "nsubj" and c.pos_ == "PROPN" and c.lower_ not in _SELF for c in t.children) for t in doc)


def _habitual_place(doc: Any, verb: Any, subject: Any) -> bool:
    """ "Where does Koro sit in the car?", "Where does Pip sleep?": where a named one habitually is
    when doing something, asked with a verb that takes no object (where a thing is kept is a
    place of the thing)."""
    return doc[0].lower_ == "where" and subject.pos_ == "PROPN" and not any(
        c.dep_ in ("dobj", "xcomp", "ccomp") for c in verb.children)


def asks_choice_for(question: str) -> bool:
    """Whether the asker asks what they should choose for a named person ("What channel should I
    put on for Dan?", "Which mug should I get out for Carol?"): a thing of a kind chosen for
    someone is chosen by their preference. A time asked ("what time should I ... for Dan") is a
    plan's, and a bare "what should I bring for Dan" may be what Dan asked for."""
    doc = analyse(normalise(question))
    wh = next((t for t in doc if t.lower_ in _CHOOSING_WH and t.dep_ == "det"), None)  # "which mug": a kind asked
    if wh is None or wh.head.lower_ in _TIME_NOUNS:
        return False
    for verb in (t for t in doc if t.pos_ == "VERB"):
        modal = any(c.dep_ == "aux" and c.lower_ in ("should", "shall") for c in verb.children)
        asker = any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in verb.children)
        named = any(c.dep_ == "prep" and c.lower_ == "for" and any(o.dep_ == "pobj" and o.pos_ == "PROPN"
                                                                     for o in c.children) for c in verb.children)
        if modal and asker and named:
            return True
    return False


def asks_polar_habit(question: str) -> bool:
    """Whether a yes/no question asks whether someone habitually does something with a thing
    ("Does Bisi eat pork?", "Does Gran still take sugar?", "Does Olek watch the cricket?"): it
    opens with do-support in the simple present, its verb (a choosing one) has a named subject other
    than the asker and an object. Whether a thing is somewhere or someone has it now is no habit:
    verbs of being, having and needing stay as read."""
    doc = analyse(normalise(question))
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.lemma_.lower() != "do" or any(t.lower_ in WH_WORDS for t in doc):
        return False
    for verb in (t for t in doc if t.pos_ == "VERB" and (t.lemma_.lower() not in _NOT_CHOOSING or _has_in_own(t))
                 and _habitual_do(t)):
        if _named_subject(doc, first, verb) and any(c.dep_ in ("dobj", "prep", "xcomp") for c in verb.children):
            return True
    return False


def _has_in_own(verb: Any) -> bool:
    """ "Does Pita have honey in her porridge?": having a substance (a singular noun with no
    determiner) in (on, with) one's own food or drink is how it is taken as a rule, not what someone
    has now ("Does Pita have a pen in her bag?")."""
    return verb.lemma_.lower() == "have" and any(c.dep_ == "dobj" and c.tag_ == "NN" and not any(
        d.dep_ in ("det", "poss", "nummod") for d in c.children) for c in verb.children) and any(
        c.dep_ == "prep" and c.lower_ in ("in", "on", "with") and any(
            g.dep_ == "pobj" and any(p.dep_ == "poss" for p in g.children) for g in c.children)
        for c in verb.children)


def _named_subject(doc: Any, aux: Any, verb: Any) -> bool:
    """Whether the verb's subject is a name: a proper noun, or a capitalised word between the
    auxiliary and the verb that the tagger took for something else (an unfamiliar name: "Does Bisi
    eat ...", tagged as a second auxiliary)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is not None:
        return (subject.pos_ == "PROPN" or _bare_singular(subject)) and subject.lower_ not in _SELF
    return any(t.text[:1].isupper() and t.lemma_.lower() != "do" for t in doc[aux.i + 1:verb.i])


def _bare_singular(noun: Any) -> bool:
    """A singular common noun standing alone as a subject ("does colt like ...", a name typed in
    lower case or a kin word: "does papa eat ..."): English gives a common noun there a determiner."""
    return noun.tag_ == "NN" and not any(c.dep_ in ("det", "poss", "amod", "compound", "nummod") for c in noun.children)


def asks_usual_time(question: str) -> bool:
    """Whether the question asks when someone habitually does something ("What time of day does
    Alice watch TV?": a time asked of a person's verb in the simple present with do-support), or
    on which day they did it off their usual time ("Which day did Bob leave it late to ...": a day
    asked with a word of lateness); a day or date named makes it one occasion, not a habit, and a
    verb completed by another ("want his pill box brought") asks the time of what it completes."""
    doc = analyse(normalise(question))
    wh = next((t for t in doc if t.lower_ == "when" or t.lower_ in _CHOOSING_WH and t.head.lower_ in _TIME_NOUNS
               and t.dep_ == "det"), None)
    if wh is None or any(t.lower_ in _NAMED_DAYS for t in doc):
        return False
    for verb in (t for t in doc if t.pos_ == "VERB" and t.i > wh.i and t.lemma_.lower() not in _NOT_CHOOSING):
        subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
        if subject is None or subject.lower_ in _SELF or subject.pos_ not in ("PROPN", "PRON", "NOUN") or any(
                c.dep_ in ("det", "poss") for c in subject.children):  # "the plumber" comes once, Alice habitually
            continue
        wanted = any(c.dep_ in ("xcomp", "ccomp") for c in verb.children)  # "want his pill box brought": that time
        if _habitual_do(verb) and not wanted or wh.head.lemma_.lower() == "day" and any(
                t.lemma_.lower() in _OFF_TIME for t in doc):
            return True
    return False


def asks_doer(question: str) -> bool:
    """Whether the question asks who did a deed it says (module doc, **Doer**)."""
    doc = analyse(normalise(question))
    for tok in doc:
        if tok.lower_ == "who" and tok.dep_ == "nsubj" and tok.head.lemma_.lower() == "do" and tok.head.pos_ == "VERB" \
                and any(c.dep_ == "dobj" and c.lower_ in ("it", "that", "this") for c in tok.head.children):
            return any(t.pos_ == "VERB" and t.lemma_.lower() not in ("do", "be") and t.i != tok.head.i for t in doc)
    return False


def asks_owner(question: str) -> bool:
    """Whether the question asks whose a thing is (module doc, **Owner**)."""
    doc = analyse(normalise(question))
    if not any(t.lower_ in _PERSON_WH for t in doc):
        return False
    for tok in doc:
        lemma_ = tok.lemma_.lower()
        if lemma_ == "belong" and any(c.lower_ == "to" for c in tok.children):
            return True
        if lemma_ == "own" and tok.pos_ == "VERB":
            return True
        if tok.lower_ == "whose" and tok.head.lemma_.lower() == "be" and tok.dep_ in ("attr", "nsubj", "dobj"):
            return True
    return False


def asks_place_now(question: str) -> bool:
    """Whether a "where" question asks where a thing is now: in the present perfect ("Where have
    the gloves got to?", "Where has the torch gone?": the perfect reaches up to the moment of
    asking), or in the simple past with the thing itself as the subject ("Where did the specs end
    up?", "Where did the remote go?": where its last move left it; "Where did Bob put the keys?"
    asks an event). "Where has it been?" (the verb "be") asks its history instead."""
    doc = analyse(normalise(question))
    if not any(t.lower_ == "where" for t in doc):
        return False
    perfect = any(t.pos_ == "VERB" and t.lemma_.lower() != "be" and _perfect(t) for t in doc)
    return perfect or any(_moved_itself(t.head) for t in doc if t.dep_ == "aux" and t.lower_ == "did")


def _perfect(verb: Any) -> bool:
    return verb.tag_ in ("VBN", "VBD") and any(c.dep_ == "aux" and c.lemma_.lower() == "have" and c.tag_ in ("VBP", "VBZ")
                                               for c in verb.children)


def _moved_itself(verb: Any) -> bool:
    """A verb in the simple past with do-support and no object, its subject what moved ("did the
    specs end up", "did the remote get to"), not the asker or the robot. The verb is the word "did"
    hangs from, whatever tag the tagger gave it ("end" read as a noun)."""
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    objects = any(c.dep_ in ("dobj", "obj", "ccomp", "xcomp") for c in verb.children)
    return (subject is not None and subject.lower_ not in _ASKING and not objects
            and verb.lemma_.lower() not in _NOT_CHOOSING and verb.pos_ != "AUX")



def asked_kind(question: str) -> str:
    """The noun naming the kind of thing asked for ("which cup" -> "cup"; "" when none)."""
    doc = analyse(normalise(question))
    for tok in doc:
        if not _nominal(tok) or tok.lower_ in _TIME_NOUNS or tok.dep_ == "amod":  # "which red mug": not red
            continue
        start = _modified_from(tok)
        before = doc[start - 1].lower_ if start else ""
        if before in _CHOOSING_WH or tok.pos_ in ("NOUN", "PROPN") and any(
                c.lower_ in _CHOOSING_WH | _KIND_MARKERS for c in tok.children if c.dep_ in ("det", "amod", "compound", "nmod")):
            tok = _one_of(_phrase_head(tok))
            return tok.lemma_.lower() if tok.pos_ in ("NOUN", "PROPN") else tok.lower_
    return ""


def _modified_from(tok: Any) -> int:
    """Where the noun's phrase begins, before its modifiers ("which hot sauce": the tagger hangs "which" elsewhere)."""
    start = tok.i
    while start and tok.doc[start - 1].dep_ in ("amod", "compound") and tok.doc[start - 1].head.i == tok.i:
        start -= 1
    return start


def _one_of(tok: Any) -> Any:
    """The noun a "which one" stands for when the question named it in a sentence before ("Dad
    always grabs the same coffee cup. Which one does he like?": the cup): the object of that
    sentence's verb; the word itself otherwise."""
    if tok.lower_ not in ("one", "ones") or tok.sent.start == 0:
        return tok
    before = [t for t in tok.doc[:tok.sent.start] if t.dep_ in ("dobj", "attr") and t.pos_ == "NOUN"]
    return before[-1] if before else tok


def _phrase_head(tok: Any) -> Any:
    """The noun a compound modifier belongs to: the kind of "which TV channel" is the channel. The
    climb stops at the noun the question word determines, so a verb the tagger took for a noun
    ("which cereal bowl Sam likes") is not taken for the kind."""
    while tok.dep_ == "compound" and tok.head.i != tok.i and tok.head.pos_ == "NOUN" and not _determined(tok):
        tok = tok.head
    return tok


def _determined(tok: Any) -> bool:
    return any(c.dep_ == "det" and c.lower_ in _CHOOSING_WH for c in tok.children)


def _nominal(tok: Any) -> bool:
    """A noun, or a word the tagger took for a bare verb where only a noun can stand ("which
    towel Lina prefers": right after "which", a word that is no auxiliary is the noun it picks)."""
    return tok.pos_ in ("NOUN", "PROPN") or tok.pos_ == "VERB" and tok.tag_ in ("VB", "VBP")


def syntax_reading(parse: Parse) -> Parse:
    """The parse with the intent its syntax decides (module doc), the classifier's other readings
    dropped so no rule plan of another family stands in for it; as read when the syntax decides
    nothing."""
    if not parse.text.strip() or parse.kind not in (Kind.QUESTION, Kind.UNKNOWN, Kind.INSTRUCTION) \
            and not tagged_question(parse.text):
        return parse
    if tagged_habit(parse.text) and (parse.intent not in _PREFERENCE_INTENTS or parse.kind is not Kind.QUESTION
                                     or not parse.understood):
        return _as(parse, "preference")   # "Rena eats lamb or not?" (`polar_tags`)
    form = source_form(parse.text)
    if form:
        return _as(parse, form)
    if parse.intent in ("last_time", "commitment_when") and when_in_clause(parse.text, _SPEECH):
        parse = untimed(parse)   # "Was Bob right when he said ...?" asks no time
    if parse.intent == "commitment_when" and asks_last_time(parse.text):
        return _as(parse, "last_time")
    unattributed = parse.intent in _SOURCE_INTENTS and not attributes(analyse(normalise(parse.text)))
    if (parse.intent in ("past_state", "where_is") or not parse.understood or unattributed) \
            and not (parse.times or parse.anchor) and asks_place_now(parse.text):
        return _as(parse, "where_is")
    if unattributed:
        parse = _unattributed(parse)
    if asks_doer(parse.text):
        return _as(parse, "who_did")
    if asks_owner(parse.text):
        return replace(_as(parse, "owner"), attributes=("owner",))
    unsure = parse.intent in _PREFERENCE_INTENTS and not parse.understood  # the syntax makes it sure
    if (parse.intent not in _PREFERENCE_INTENTS or unsure) and (
            asks_preference(parse.text) or asks_polar_habit(parse.text) or asks_liked_one(parse.text)
            or asks_choice_for(parse.text) or asks_liker(parse.text) or asks_time_limit(parse.text)):
        return _as(parse, "preference")
    unsure_liking = parse.intent == "preference" and not parse.understood  # a time asked: no liking
    if (parse.intent not in _PREFERENCE_INTENTS or unsure_liking) and asks_usual_time(parse.text):
        return _as(parse, "usual_time")
    if parse.intent == "commitment_when" and asks_every_time(parse.text):
        return habitual(parse)
    return parse


def _unattributed(parse: Parse) -> Parse:
    """A source reading of a question that attributes nothing to anyone ("Where did Alice's keys
    end up?" asks where they are, not what Alice said): its best other reading."""
    key, prob = next(((k, p) for k, p in parse.alternatives
                      if k.startswith("question:") and k.split(":", 1)[1] not in _SOURCE_INTENTS), ("", 0.0))
    if not key:
        return parse
    return replace(parse, intent=key.split(":", 1)[1], confidence=prob,
                   alternatives=tuple((k, p) for k, p in parse.alternatives if k != key))


def _as(parse: Parse, intent: str) -> Parse:
    return replace(parse, kind=Kind.QUESTION, intent=intent, understood=True, reason="", alternatives=())


def _wh_after(doc: Any, tok: Any) -> bool:
    """Whether a wh-word follows: the attribution is fronted to a question ("According to Bob, where ...")."""
    return any(t.lower_ in WH_WORDS for t in doc[tok.i + 1:])


def _speaker_object(prep: Any) -> Optional[Any]:
    """The person a preposition names (a proper noun, or "him" / "her" / "them")."""
    obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if obj is not None and (obj.pos_ == "PROPN" or obj.lower_ in ("him", "her", "them")):
        return obj
    return None


def _after_speech(doc: Any, by: Any) -> bool:
    """Whether a verb of saying comes before the "by" (in its sentence or the one before)."""
    return any(t.lemma_.lower() in _SPEECH and t.pos_ == "VERB" for t in doc[: by.i])


def _habitual_do(verb: Any) -> bool:
    """A verb in the simple present with do-support ("does Bob drink", "do they go for"), itself
    or the verb it completes ("does Alice like to drink")."""
    for head in (verb, verb.head if verb.dep_ == "xcomp" else None):
        if head is not None and any(c.lemma_.lower() == "do" and c.dep_ == "aux" and c.tag_ in ("VBZ", "VBP")
                                    for c in head.children):
            return True
    return False


def _chosen(wh: Any, verb: Any, subject: Any) -> bool:
    """The wh-phrase is what the verb chooses: fronted before the verb and not its subject (the
    parser attaches a fronted object variously: object, a preposition's object, even subject of
    a second clause), and no time noun ("what time does ...")."""
    noun = wh.head if wh.dep_ == "det" else wh
    return noun.lower_ not in _TIME_NOUNS and noun.i < verb.i and noun is not subject
