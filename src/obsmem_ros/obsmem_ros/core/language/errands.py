"""Setting off on an errand: a clause that only says when someone leaves is the start of the
undertaking said before it.

"Can you pick Leo up from judo?" - "Sure. I'll head out at quarter to six": the second clause has a
time and no deed of its own; the deed it sets off for is the one just asked of the speaker. Said in
one breath ("I'm driving Nan to the clinic. We leave at two") or after a plan the speaker only
stated ("So I'm doing the big shop. I'll go around five"), it is the same: the bare departure takes
that deed as its errand (the words, the things, and, for a "we" or "they" without a doer, its doer; an
"I" leaving sets off on an errand of the speaker's own, never on one another was said to do),
so a question about the errand finds the time of leaving, and "what time are they heading out?"
finds the departure before the errand's own time.

A departure is read from the parse, not from a list of sentences: the clause's head is a verb of
leaving (leave, go, head, depart, set or start off / out) with no object, destination or purpose of
its own ("leave the keys", "go to the post office", "leave for work" each name their own errand).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, List, Optional, Sequence

from .syntax import analyse, normalise
from .utterance_records import Undertaking

__all__ = ["asks_departure", "departs", "departures", "own_action", "with_errands"]

_LEAVING = frozenset({"leave", "go", "head", "depart"})
_WITH_PARTICLE = frozenset({"set", "start", "get"})  # "set off", "start out", "get off"
_PARTICLES = frozenset({"off", "out", "over", "along"})
_OWN_ERRAND = frozenset({"dobj", "obj", "dative", "attr", "oprd", "ccomp", "xcomp", "acomp"})
_DESTINATION = frozenset({"to", "for", "into", "toward", "towards"})
_FIRST_PERSON = frozenset({"i", "we"})
_OWN_VOICE = re.compile(r"\bi\b")  # a departure the speaker says is theirs ("half four I leave"); a "we"
# may be someone else's errand the speaker goes along on ("Dad's taking us to the zoo. We leave at nine")


def _head(doc: Any) -> Optional[Any]:
    """The clause's main verb (the first sentence's root, or the verb a "so" or "and" leads to)."""
    root = next(iter(doc.sents)).root if len(doc) else None
    return root if root is not None and root.pos_ in ("VERB", "AUX") else None


def _leaving(verb: Any) -> bool:
    lemma = verb.lemma_.lower()
    particle = any(c.dep_ == "prt" and c.lower_ in _PARTICLES for c in verb.children)
    return lemma in _LEAVING or lemma in _WITH_PARTICLE and particle


def sets_out_for(verb: Any) -> bool:
    """Whether a verb token sets off for a place ("we leave for church", "they head to the
    station"): a way there, as "back from church" is a way from it. Going somewhere says no way:
    one goes to the school to fetch a child."""
    return verb.lemma_.lower() != "go" and _leaving(verb) and any(_destination(c) for c in verb.children)


def departs(text: str, *, bare: bool = True) -> bool:
    """Whether `text` (a clause or an undertaking's action) is someone setting off: a verb of
    leaving with no object ("leave the bins out" is no departure); with `bare`, only when it names
    no errand of its own either (no destination, purpose or "home": "go to the chemist")."""
    verb = _head(analyse(normalise(text)))
    if verb is None or not _leaving(verb):
        return False
    for child in verb.children:
        if child.dep_ in _OWN_ERRAND and not child.like_num:  # "head out around six": "six" is parsed as an
            return False  # object, but is a time
        if bare and (child.lower_ == "home" or _destination(child)):
            return False
    return True


def _destination(prep: Any) -> bool:
    """A "to" / "for" phrase that names where or what for ("to the chemist"), not a clock ("at
    quarter to four" hangs "to four" on the verb)."""
    return prep.dep_ == "prep" and prep.lower_ in _DESTINATION and not any(
        c.dep_ == "pobj" and c.like_num for c in prep.children)


def departures(question: str, actions: Sequence[str]) -> List[bool]:
    """For each undertaking's action, whether it is a setting off the question asks about: all
    False unless the question asks about leaving (`asks_departure`)."""
    if not asks_departure(question):
        return [False] * len(actions)
    return [departs(a.split(" (")[0], bare=False) for a in actions]


def asks_departure(question: str) -> bool:
    """Whether a question asks about setting off ("what time are they heading out?", "when did
    she say she'd leave for the station?"): a verb of leaving anywhere in it."""
    return any(tok.pos_ in ("VERB", "AUX") and _leaving(tok) for tok in analyse(normalise(question)))


def _errand_of(departure: Undertaking, before: Sequence[Undertaking]) -> Optional[Undertaking]:
    """The latest undertaking before the departure that it can be the start of: not a departure
    itself, done by the one leaving (any doer for a "we" or "they" said without one)."""
    for earlier in reversed(before):
        if not earlier.owner or departs(earlier.action):
            continue
        if not departure.owner or earlier.owner == departure.owner:
            return earlier
    return None


def _plan_said(clauses: Sequence[str]) -> str:
    """The deed of the latest clause in which the speaker says what they are doing ("so I'm doing
    the big shop": doing the big shop), or "" when none does."""
    for text in reversed(clauses):
        verb = _head(analyse(normalise(text)))
        if verb is None or verb.lemma_.lower() in ("be", "have") or _leaving(verb):
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in _FIRST_PERSON for c in verb.children):
            return " ".join(t.text for t in verb.subtree if t.i >= verb.i and not t.is_punct)
    return ""


_LENT = re.compile(r"\s*\([^()]*\)\s*$")  # the errand `with_errands` writes after a departure's own words


def _lent(action: str, errand: str) -> str:
    """A departure's words with the errand it sets off on ("leave at quarter past (pick the cake up)")."""
    return f"{action} ({errand})"


def own_action(action: str) -> str:
    """A departure's own words, less the errand `with_errands` lent it; other actions as they are."""
    return _LENT.sub("", action)


def with_errands(owed: Sequence[Undertaking], before: Sequence[Undertaking], speaker: str,
                 clauses: Sequence[str] = ()) -> list:
    """`owed` with each bare departure given its errand (module doc): the latest fitting
    undertaking in `before` (the talk so far, oldest first), else the speaker's own plan stated in
    one of the utterance's earlier `clauses`. A departure without a doer takes the errand's."""
    out = []
    for u in owed:
        if not departs(u.action):
            out.append(u)
            continue
        doer = u.owner or (speaker if _OWN_VOICE.search(u.action.lower()) else "")  # "half four I leave": mine
        errand = _errand_of(replace(u, owner=doer), before)
        if errand is not None:
            u = replace(u, action=_lent(u.action, errand.action), owner=doer or errand.owner,
                        objects=tuple(dict.fromkeys((*u.objects, *errand.objects))))
        elif doer in ("", speaker) and _plan_said(clauses):
            u = replace(u, action=_lent(u.action, _plan_said(clauses)), owner=doer or speaker)
        out.append(u)
    return out
