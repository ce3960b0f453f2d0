"""What a telling passes on when its clause says only whom to tell.

People name the message and the telling in separate clauses: "I'm home, tell Mom."; "She doesn't
eat onions, so tell Tariq."; "I'll take the bins out after the cricket, remind me if I don't.";
"Tell Jek, when he's back, the side door is locked." A "tell" or "remind" whose own clause holds
no message (no clause, no thing, no "about" under the verb: only the people told, a time and a
condition) passes on what was said around it: the clauses said before it since the last request
of the utterance, else those said after it. The request keeps its owner, beneficiary, time and
objects; its action gains the message's words (`with_message`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, List, Optional, Sequence, Tuple

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .speakers import SOMEONE, Speakers, is_person_noun
from .utterance_records import Undertaking
from .verbs import undertaking_verb

__all__ = ["Relay", "Said", "conditional", "message_unsaid", "owes_deed", "told_facts", "with_message"]

Said = Tuple[str, bool]  # one part of an utterance: its words, and whether it was read as owing something
_TELLING = frozenset({"tell", "remind"})
_GOING = frozenset({"go", "come", "run", "pop", "nip"})
_CONDITION_MARKS = frozenset({"if", "when", "unless", "once", "whenever", "case"})


def message_unsaid(doc: Any, speakers: Speakers) -> bool:
    """Whether the clause `doc` asks to tell or remind someone without saying what ("Tell Mum.",
    "remind me if I forget", "Remind me at four that day, would you?", "can you let Nan know?",
    "go and tell Koro")."""
    telling = _telling(next(iter(doc.sents)).root)
    return telling is not None and not any(_carries_message(c, speakers) for c in telling.children)


def _telling(root: Any) -> Optional[Any]:
    """The verb of telling a clause's root is or holds: the root itself ("tell", "remind"), the
    "know" of "let X know", a telling joined to a going ("go and tell"); None for none."""
    verb = root.lemma_.lower()
    if verb in _TELLING or undertaking_verb(verb) == "remind":
        return root
    if verb == "let":
        return next((c for c in root.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_.lower() == "know"), None)
    if verb in _GOING:
        return next((c for c in root.children if c.dep_ == "conj" and c.lemma_.lower() in _TELLING), None)
    return None


def told_facts(pred: Any) -> List[Any]:
    """The clauses a telling passes on that say how things are now ("tell Nan her glasses aren't in
    the car", "let Dad know the spare key's in the drawer"): the speaker says them to the robot too,
    so they are claims as well as the message. Not a reminder (what to keep in mind ahead), a deed
    ahead ("tell him I'll bring it"), a guess passed on, nor anything at a time said ("tell Rhys
    the van's booked in on Monday": an event to come)."""
    telling = _telling(pred)
    if telling is None or telling.lemma_.lower() == "remind" or undertaking_verb(telling.lemma_.lower()) == "remind":
        return []
    return [c for c in telling.children if c.dep_ == "ccomp" and c.pos_ in ("VERB", "AUX") and not sx.time_phrases_in(c)
            and not any(a in sx.FUTURE_AUX or a in _MODALS for a in sx.auxiliaries(c))]


_MODALS = frozenset({"should", "must", "might", "may", "could", "would", "can", "'d"})


def owes_deed(owed: Sequence[Undertaking]) -> bool:
    """Whether a part read as `owed` owes a deed (a request, reminder or promise) and not only
    announces an event: an event is itself the news a telling passes on ("Dinner's at seven,
    tell everyone"); a deed owed is remembered as its own undertaking."""
    return any(u.kind is not CommitmentKind.SCHEDULE for u in owed)


def _carries_message(tok: Any, speakers: Speakers) -> bool:
    """Whether a dependent of the telling verb says what to pass on: a clause that is no condition,
    a thing told of, a topic ("about the bins"); not a person told, a time, a condition, a
    vocative or an adverb."""
    dep = tok.dep_
    if dep in ("ccomp", "xcomp", "acl", "relcl", "conj"):
        return True
    if dep == "advcl":
        return not conditional(tok)
    if dep in ("dobj", "dative", "iobj", "attr", "oprd"):
        return not _told(tok, speakers)
    if dep == "prep":
        return tok.lower_ in ("about", "of") or not (sx.is_time_phrase(tok) or tok.lower_ == "for")
    return False


def conditional(clause: Any) -> bool:
    """Whether an adverbial clause says when or on what condition, not what ("if I forget")."""
    return any(m.dep_ == "mark" and m.lower_ in _CONDITION_MARKS for m in clause.children)


def _told(tok: Any, speakers: Speakers) -> bool:
    """A person told: a pronoun, a name, a kin or role word, or "everyone"."""
    return tok.tag_ == "PRP" and tok.lower_ not in ("it", "that", "this") or tok.pos_ == "PROPN" or \
        is_person_noun(tok) or bool(speakers.person(tok)) or tok.lower_ in SOMEONE


def with_message(owed: Undertaking, said: Sequence[Said]) -> Undertaking:
    """`owed` passing on the parts `said`: its action gains their words. A reminder is about all of
    them ("I'll pick up the prescription. Remind me if I forget."); a message passed on leaves out
    what someone owes, remembered as its own undertaking ("I'll bring the cake round at noon. Tell
    Sofia.": who brings the cake is Paola, not the robot that tells). Its objects stay its own."""
    reminder = owed.kind is CommitmentKind.REMINDER
    words = [text.rstrip(".!?") for text, owes in said if reminder or not owes]
    return replace(owed, action=f"{owed.action}: {'; '.join(words)}") if words else owed


class Relay:
    """The parts of one utterance a telling may pass on, and the tellings still waiting for theirs."""

    def __init__(self) -> None:
        self.said: List[Said] = []      # the parts said since the last request
        self.waiting: List[Tuple[int, Undertaking]] = []  # tellings whose message follows them, as read
        self.after: List[Said] = []     # the parts said after them
        self._asked = False             # the part just read asked something

    def told(self, owed: List[Undertaking], doc: Any, speakers: Speakers, start: int) -> List[Undertaking]:
        """`owed` (read from clause `doc`, to stand from index `start` among the utterance's
        undertakings) with each telling that says no message given the parts said before it,
        or left waiting for the parts said after it when none was."""
        asks = [i for i, u in enumerate(owed) if u.kind in (CommitmentKind.REQUEST, CommitmentKind.REMINDER)]
        self._asked = bool(asks)
        if not asks:
            return owed
        self.waiting, self.after = [], []
        if not message_unsaid(doc, speakers):
            return owed
        if not self.said:
            self.waiting = [(start + i, owed[i]) for i in asks]
            return owed
        return [with_message(u, self.said) if i in asks else u for i, u in enumerate(owed)]

    def heard(self, text: str, owes: bool, undertakings: List[Undertaking]) -> None:
        """Part `text` (`owes`: it was read as owing something) has been read: the tellings waiting
        pass it on, later ones may; a part that asked something starts the parts said anew."""
        if self._asked:
            self.said, self._asked = [], False
            return
        self.after.append((text, owes))
        for i, telling in self.waiting:
            undertakings[i] = with_message(telling, self.after)
        self.said.append((text, owes))
