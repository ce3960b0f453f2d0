"""Questions about undertakings: by when something was to be done, and where someone wanted a thing.

"When did Lena want the heating turned up?", "By what time did you tell Nadia the glasses case
would be by the front door?", "What time did you tell Marcus the boiler cupboard would be cleared
by?" ask a time, but not the time of an event: the clause they ask about lies ahead of the moment
it was said. Two shapes of the dependency parse say so, whatever the words:

- a verb of saying or promising whose complement clause is future-in-the-past ("you told Nadia
  the case *would* be by the door", "you said you'd remind everyone");
- a verb of wanting or needing with a thing and the state it should be in ("want the heating
  turned up", "want Pepper's bed in the utility room"), asked in the past ("did Lena want") or
  with a deadline ("by when", a stranded "by"). A habitual present without a deadline ("what time
  does Zoe want her fairy lights on?") is a standing preference, not a due time;
- a deed said to be arranged, "supposed / meant / due / scheduled / planned" with a to-infinitive
  ("when is the quiz supposed to happen?", "what time was Dan meant to leave?").

Either is answered from the Commitment view (its `commitment_when` reading).

"Where does Karim want his reading glasses kept?", "Where did Dan end up asking you to look
first?" ask a place, but the place someone asked for, not where a thing is: a verb of wanting with
a thing and its state, or of asking or telling someone to do something (a to-infinitive under it),
by someone other than the robot. The request answers (its place, the "where" form).

"What did Bob ask me to do?", "What did Alice tell you to bring?" ask what a request was: the
question's "what" is the object of a to-infinitive under a verb of asking, telling or wanting.

"Who told you the vet moved Canelo's appointment?", "Who said movie night was called off?" ask who
told of a change to an arrangement (a verb of saying over a clause that moves or ends something):
the Commitment view answers, with who called it off or who said the arrangement as it now stands
(the who_changed form, as for "who cancelled the piano lesson?").
"""
from __future__ import annotations

import re
from typing import Any, Optional, Tuple

from ..language.syntax import analyse, normalise
from ..language.spoken_due import moves_in_time
from ..language.utterance_syntax import time_phrases_in
from ..language.verbs import undertaking_noun, undertaking_verb, undertaking_words
from .deed_aspect import in_progress, obliged

__all__ = ["asked_of_robot", "asks_arrangement_time", "asks_due_time", "asks_own_word", "asks_requested_deed",
           "asks_time", "asks_wanted_place", "asks_who_changed", "parsed_form", "robot_said", "without_asking_frame"]

_UNDERTAKING_SPEECH = frozenset({"say", "tell", "promise", "agree", "reckon", "assure", "confirm"})
_WANTING = frozenset({"want", "need", "expect", "ask", "require"})
_FUTURE_MODALS = frozenset({"would", "'d", "will", "'ll", "could", "can", "should"})
_TIME_NOUNS = frozenset({"time", "day", "date", "hour"})
# "be supposed / meant / due / scheduled / planned to do": the deed is arranged, ahead of when it was said
_ARRANGED = frozenset({"suppose", "mean", "due", "schedule", "plan"})
_COMPLEMENTS = ("ccomp", "xcomp", "oprd", "acomp")


def asks_due_time(question: str) -> bool:
    """Whether the question asks the time by which something was to be done (module doc)."""
    doc = analyse(normalise(question))
    root = next((tok for tok in doc if tok.dep_ == "ROOT"), None)
    if root is None or not _asks_time(doc):
        return False
    lemma = root.lemma_.lower()
    if lemma in _UNDERTAKING_SPEECH:
        return any(_future_in_past(c) for c in root.children if c.dep_ in _COMPLEMENTS)
    if lemma in _WANTING:
        return _thing_and_state(root) and (_asked_in_past(root) or _deadline(doc))
    if lemma in _ARRANGED or obliged(root):
        return any(c.dep_ == "xcomp" and _infinitive(c) for c in root.children)
    return in_progress(root)


def _infinitive(verb: Any) -> bool:
    return any(c.lower_ == "to" and c.dep_ == "aux" for c in verb.children)


_ARRANGEMENT_TIME = re.compile(r"^(?:when|what time|at what time)(?:'s|\s+is|\s+are)\s+(?!it\b|that\b|this\b)")


def asks_arrangement_time(question: str) -> bool:
    """Whether the question asks the time of something named, with a present "be" and no verb of
    its own ("what time's midnight mass?", "when's the bin collection?"): an arrangement's time
    (a state is asked "where" or "what ... set to"; "what time is it" asks the clock)."""
    if not _ARRANGEMENT_TIME.match(question.strip().lower()):
        return False
    return not any(tok.pos_ == "VERB" for tok in analyse(normalise(question)))


def asks_time(question: str) -> bool:
    """Whether the question asks a time at all: a "when", or "what / which time (day, date)"."""
    return _asks_time(analyse(normalise(question)))


def asks_requested_deed(question: str) -> bool:
    """Whether the question asks what someone asked, told or wanted to be done (module doc). The
    "what" hangs from the infinitive or, as the parser sometimes has it, from the verb of asking."""
    for tok in analyse(normalise(question)):
        if tok.lower_ != "what":
            continue
        for deed in (tok.head, *tok.head.children):
            if deed.dep_ in _COMPLEMENTS and deed.head.lemma_.lower() in _WANTING | {"tell"} \
                    and any(c.lower_ == "to" and c.dep_ == "aux" for c in deed.children) and not _own_wish(deed, tok):
                return True
    return False


def _own_wish(deed: Any, asked: Any) -> bool:
    """A deed wanted by its own doer ("what does Kit want to be", "what did Nan want to cook"): the
    verb of wanting has no one else to do it (no object, the infinitive no subject of its own), so
    it is a wish or a liking, not a request; asking and telling always name someone else's deed.
    `asked` is the question's "what", the deed's object however the parser hangs it."""
    wanting = deed.head
    if wanting.lemma_.lower() not in _WANTING - {"ask"}:
        return False
    return not any(c.dep_ in ("dobj", "nsubj", "nsubjpass") and c.i != asked.i for c in deed.children) and \
        not any(c.dep_ == "dobj" and c.i != asked.i for c in wanting.children)


def asks_who_changed(question: str) -> str:
    """Which change to an arrangement the question asks who told of: a verb of saying whose clause
    calls something off ("who said movie night was cancelled?": "called off") or moves something
    ("who told you the vet moved Canelo's appointment?": "moved", in time or, as the words alone
    cannot say, in space); "" for neither."""
    for tok in analyse(normalise(question)):
        if tok.lemma_.lower() not in _UNDERTAKING_SPEECH:
            continue
        told = [t for c in tok.children if c.dep_ in _COMPLEMENTS for t in c.subtree]
        if any(_calls_off(t) for t in told):
            return "called off"
        if any(moves_in_time(t) for t in told):
            return "moved"
    return ""


def _calls_off(tok: Any) -> bool:
    """A verb of the lexicon's ending verbs, with its particle when it has one ("cancelled",
    "called it off", "scrapped"; not "called Alice"), or of its halting verbs said of a reminder
    ("has the reminder been stopped?", "did she stop the nudges?")."""
    lemma = tok.lemma_.lower()
    if lemma in undertaking_words("halting") and tok.pos_ == "VERB":
        return any(_undertaking(t) == "remind" for t in tok.subtree if t is not tok)
    for verb in undertaking_words("ending"):
        head, *rest = [w for w in verb.split() if w != "_"]
        if lemma == head and tok.pos_ == "VERB" and all(any(c.lower_ == w for c in tok.children) for w in rest[:1]):
            return True
    return False


def asks_wanted_place(question: str) -> bool:
    """Whether the question asks the place someone wanted or asked for (module doc)."""
    doc = analyse(normalise(question))
    wheres = [tok for tok in doc if tok.lower_ == "where"]
    if not wheres:
        return False
    for tok in doc:
        lemma = tok.lemma_.lower()
        if lemma in _WANTING - {"ask"} and tok.dep_ == "ROOT" and _thing_and_state(tok) and \
                any(_asks_of_want(where, tok) for where in wheres):
            return True
        if lemma in ("ask", "tell") and not _said_by_robot(tok) and any(
                c.dep_ == "xcomp" and any(a.lower_ == "to" for a in c.children) for c in tok.children):
            return True
    return False


def _asks_of_want(where: Any, want: Any) -> bool:
    """Whether "where" asks the place of the want: it modifies the verb of wanting or the clause it
    takes ("Where does Ama want the bike put?"), not a clause or sentence of its own beside a want
    said as context ("Where's my pass, I need it for the bus", "Gran needs the key. Where is it?")."""
    return where.head == want or where.head.head == want and where.head.dep_ in _COMPLEMENTS


_TELLING = frozenset({"remind", "tell"})
_ASKER = frozenset({"me", "us"})
_WH = frozenset({"when", "what", "where", "who", "whom", "whose", "which", "how", "whether", "if"})


def without_asking_frame(question: str) -> str:
    """The question less a frame that only asks to be told ("Remind me, when is movie night?", "Can
    you tell us who's picking Gran up?"): a main verb of reminding or telling whose object is the
    asker and whose clause, said after it, opens with a question word. That "remind" is the
    asking, not a reminder asked about; "when will you remind me to take my pills?" keeps it."""
    doc = analyse(normalise(question))
    for verb in (tok for tok in doc if tok.dep_ == "ROOT" and tok.lemma_.lower() in _TELLING):
        if not any(c.dep_ in ("dobj", "dative") and c.lower_ in _ASKER for c in verb.children):
            continue
        for clause in (c for c in verb.children if c.dep_ in ("ccomp", "advcl") and c.i > verb.i):
            start = min(t.i for t in clause.subtree)
            if doc[start].lower_ in _WH:
                return doc[start:].text
    return question


def parsed_form(question: str) -> str:
    """The form of a commitment question read from its parse, for wording no form of the
    answerer matched ("" when none), by the undertaking its words name (any word of the lexicon
    that means it: "remind", "nudge", "a reminder"; "promise", "swear", "give one's word"):
    a time asked of a reminder ("Alice gets a reminder for her pills. At what time?") ->
    remind_time; a reminder asked about "still" ("should you still be nudging Dan?") -> active;
    "what" asked of a promise ("what Dan promised", "Dan made a promise: to do what?") or of what
    someone said they would do -> promise;
    "who" asked of one -> who_owes; "who" calling one off -> who_changed; a yes or no asked of one
    called off ("was movie night cancelled?") -> cancelled; "did you ..." / "have you ..." of the
    robot's deed -> done."""
    doc = analyse(normalise(question))
    meant = {_undertaking(tok) for tok in doc} - {""}
    words = {tok.lower_ for tok in doc}
    if "remind" in meant and _asks_time(doc):
        return "remind_time"
    if "remind" in meant and (words & {"still", "anymore", "active"} or _goes_on(doc)):
        return "active"
    if ("promise" in meant or _says_future(doc)) and "what" in words and not _asks_time(doc):
        return "promise"  # "Dan said they'd do something. What?" (not "what time did you say ...": its due time)
    if "promise" in meant and "who" in words or _asks_planned_doer(doc) or _own_word(doc):
        return "who_owes"
    first = next((tok for tok in doc if not tok.is_punct), None)
    called_off = next((tok for tok in doc if _calls_off(tok)), None)
    if called_off is not None and any(c.lower_ == "who" and c.dep_ == "nsubj" for c in called_off.children):
        return "who_changed"  # "who cancelled the piano lesson?": whose words called it off
    if called_off is not None and first is not None and first.lower_ in _YES_NO:
        return "cancelled"  # "did Alice call off her reminder?", "was the dentist cancelled?"
    if first is not None and first.lower_ in ("did", "have", "has") and any(
            tok.dep_ == "nsubj" and tok.lower_ in ("you", "robot") for tok in doc) or _got_done(doc):
        return "done"
    return ""


_YES_NO = frozenset({"did", "was", "were", "has", "have", "had", "is", "are"})
_CONTINUING = frozenset({"keep", "continue"})
_COMPLETING = frozenset({"do", "finish", "complete", "sort", "carry"})


def _goes_on(doc: Any) -> bool:
    """A verb of going on with a deed under it ("keep reminding Alice", "continue to nudge Dan",
    "carry on reminding him"): whether the deed is still to be done, as "still" asks."""
    return any((tok.lemma_.lower() in _CONTINUING or any(c.dep_ in ("prt", "prep") and c.lower_ == "on"
                                                           for c in tok.children))
               and any(c.dep_ in ("xcomp", "pcomp") for c in tok.subtree if c is not tok)
               for tok in doc if tok.pos_ == "VERB")


def _got_done(doc: Any) -> bool:
    """A passive of completing said of the deed by a pronoun ("if it got done", "was that finished",
    "has this been sorted"): whether what was asked for was done."""
    return any(tok.tag_ == "VBN" and tok.lemma_.lower() in _COMPLETING and any(
        c.dep_ in ("nsubjpass", "nsubj") and c.lower_ in ("it", "that", "this") for c in tok.children) for tok in doc)


def _asks_planned_doer(doc: Any) -> bool:
    """A "who" that is the subject of a plan: a verb with "will" / "going to", or in the present
    progressive with a time ahead or a way it moves something ("who's taking Rory to the dentist?",
    "who's picking him up on Monday?", `_moves_somewhere`): the owner of that plan answers, not
    whoever holds a thing now."""
    for tok in doc:
        verb = _progressive_after(tok) if tok.lower_ == "who" and tok.dep_ != "nsubj" else tok.head
        if tok.lower_ != "who" or verb is None:
            continue
        if verb.i != tok.head.i:  # the parser took the verb for an adjective ("who's cooking tea ...")
            return bool(time_phrases_in(doc[:].root))
        auxs = {c.lower_ for c in verb.children if c.dep_ == "aux"}
        if auxs & {"will", "'ll"} or verb.lemma_.lower() == "go" and verb.tag_ == "VBG" and any(
                c.dep_ == "xcomp" for c in verb.children):
            return True
        if verb.tag_ == "VBG" and (auxs & {"'s", "is", "are", "'re"} or not auxs and verb.dep_ == "ROOT"):  # "who fetching"
            return bool(time_phrases_in(verb)) or _moves_somewhere(verb)
    return False


def asked_deed(question: str) -> Optional[Tuple[str, str]]:
    """(verb, the word naming what it is done to) of a "who" doing something in the progressive
    ("So who's making the grocery run?" -> ("making", "run"), however the parser split the noun
    phrase; a copula left unsaid: "who fetching
    Mia from choir?" -> ("fetching", "Mia")); None when the question asks no such "who"."""
    for tok in analyse(normalise(question)):
        if tok.lower_ != "who":
            continue
        verb = tok.head if tok.dep_ == "nsubj" and tok.head.tag_ == "VBG" else _progressive_after(tok)
        if verb is not None and not any(c.dep_ == "aux" and c.tag_ == "VBD" for c in verb.children):  # not "was"
            done = next((c for c in verb.children if c.dep_ in ("dobj", "attr")), None) or next(
                (c for c in verb.children if c.dep_ in ("ccomp", "xcomp") and c.i > verb.i), None)  # "making the X run"
            return verb.lower_, done.text if done is not None else ""
    return None


def _progressive_after(who: Any) -> Optional[Any]:
    """The "-ing" word right after "who's" / "who is" / "who are" when the parser did not make
    "who" its subject ("who's cooking tea on Monday?" read as a noun phrase): the verb asked about."""
    doc = who.doc
    if who.i + 2 >= len(doc) or doc[who.i + 1].lower_ not in ("'s", "is", "are", "'re"):
        return None
    after = doc[who.i + 2]
    return after if after.tag_ == "VBG" else None


def asks_own_word(question: str) -> bool:
    """Whether the question asks who said they themselves would do something ("who said they'd
    feed the cat?", "who told you she would pick it up?"): the one who said it owes the deed."""
    return _own_word(analyse(normalise(question)))


def _own_word(doc: Any) -> bool:
    """A "who" subject of a verb of saying with a complement clause ahead of it (not "had": "who
    said they'd left it there" reports) whose subject is a pronoun."""
    for tok in doc:
        if tok.lower_ != "who" or tok.dep_ != "nsubj" or tok.head.lemma_.lower() not in _UNDERTAKING_SPEECH:
            continue
        for clause in (c for c in tok.head.children if c.dep_ in _COMPLEMENTS and _future_in_past(c)
                       and c.tag_ != "VBN"):  # "who said they'd left it there": had left, a claim
            if any(c.dep_ == "nsubj" and c.lower_ in _OWN_PRONOUNS for c in clause.children):
                return True
    return False


_OWN_PRONOUNS = frozenset({"they", "he", "she", "i"})


def _moves_somewhere(verb: Any) -> bool:
    """A deed that moves something, said by its particle or its way ("picking up the cake", "sorting
    out the batteries", "bringing him home from the footy", "taking the esky back to Nam's dad"):
    something to be done, where "who is holding the bag?" asks who has it now."""
    ways = [c for c in verb.children if c.dep_ == "advmod" and c.lower_ in ("home", "back")]
    if any(c.dep_ == "dobj" for c in verb.children) and any(  # "taking Nikau to touch": "to" read as a purpose
            c.dep_ in ("advcl", "xcomp") and any(a.lower_ == "to" for a in c.children) for c in verb.children):
        return True
    return any(c.dep_ == "prt" or c.dep_ == "prep" and c.lower_ in ("to", "from") for c in [*verb.children, *(
        g for w in ways for g in w.children)]) or bool(ways)


def _says_future(doc: Any) -> bool:
    """A verb of saying or promising with a complement clause that lies ahead of it ("said they
    would do", "told us she'd bring")."""
    return any(tok.lemma_.lower() in _UNDERTAKING_SPEECH and any(
        _future_in_past(c) for c in tok.children if c.dep_ in _COMPLEMENTS) for tok in doc)


def _undertaking(tok: Any) -> str:
    """The undertaking a question word names ("nudging" -> remind, "reminder" -> remind, "vowed" -> promise);
    the robot telling someone to do something is reminding them ("when do you tell Dan to do his homework")."""
    if tok.pos_ in ("VERB", "AUX"):
        return "remind" if _tells_to_do(tok) else undertaking_verb(tok.lemma_)
    return undertaking_noun(tok.lemma_) if tok.pos_ == "NOUN" else ""


def _tells_to_do(verb: Any) -> bool:
    """ "you tell Dan to ...": a verb of telling, the robot its subject, someone else its object and a
    deed under it ("what did Alice tell you to bring" is a request, not a reminder)."""
    children = {c.dep_: c for c in verb.children}
    return verb.lemma_.lower() == "tell" and "xcomp" in children and "dobj" in children and \
        children["dobj"].lower_ not in ("you", "robot") and _said_by_robot(verb)


def _said_by_robot(verb: Any) -> bool:
    return any(c.dep_ == "nsubj" and c.lower_ in ("you", "i") for c in verb.children)


def asked_of_robot(question: str) -> bool:
    """Whether the question asks about what someone wanted or asked the robot to do ("when did
    Ines want you to go round?", "what time did Dad ask you to wake him?"): then a request of the
    robot answers, not someone else's plan about the same thing."""
    return any(tok.lemma_.lower() in _WANTING | {"tell"} and not _said_by_robot(tok) and any(
        t.lower_ == "you" and t.i > tok.i for t in tok.subtree) for tok in analyse(normalise(question)))


def robot_said(question: str) -> bool:
    """Whether the question asks what the robot itself said or promised ("did you tell Marcus ...",
    "by when did you say ..."): then its own undertaking answers, not the request that led to it."""
    doc = analyse(normalise(question))
    return any(tok.lemma_.lower() in _UNDERTAKING_SPEECH and any(
        c.dep_ == "nsubj" and c.lower_ == "you" for c in tok.children) for tok in doc)


def _asks_time(doc: Any) -> bool:
    """A "when", or "what / which time (day, date)"."""
    for tok in doc:
        word = tok.lower_
        if word == "when":
            return True
        if word in _TIME_NOUNS and (any(c.lower_ in ("what", "which") for c in tok.children)
                                    or tok.i > 0 and doc[tok.i - 1].lower_ in ("what", "which")):
            return True  # "what time" as one phrase, however the parse hangs it ("what time we eating?")
    return False


def _future_in_past(clause: Any) -> bool:
    """A clause whose verb carries a modal of what lies ahead ("would be cleared", "'d remind")."""
    return any(c.dep_ in ("aux", "auxpass") and c.lower_ in _FUTURE_MODALS for c in clause.children)


def _thing_and_state(root: Any) -> bool:
    """A wanted thing with the state or place it should be in: a complement clause ("the heating
    turned up"), or an object with a place or particle ("Pepper's bed in the utility room")."""
    if any(c.dep_ in _COMPLEMENTS for c in root.children):
        return True
    obj: Optional[Any] = next((c for c in root.children if c.dep_ == "dobj"), None)
    if obj is None:
        return False
    around = [*root.children, *obj.children]
    return any(c.dep_ in ("prep", "prt", "advmod") and c.lower_ not in ("when", "by") and c.i > obj.i for c in around)


def _asked_in_past(root: Any) -> bool:
    return root.tag_ == "VBD" or any(c.dep_ == "aux" and c.lower_ in ("did", "had") for c in root.children)


def _deadline(doc: Any) -> bool:
    """A "by" that asks the deadline: "by when", "by what time", or stranded at the end ("in the
    oven by?")."""
    for tok in doc:
        if tok.lower_ != "by":
            continue
        objects = [c for c in tok.children if c.dep_ in ("pobj", "pcomp")]
        if not objects or any(o.lower_ == "when" or o.lower_ in _TIME_NOUNS for o in objects):
            return True
    return False
