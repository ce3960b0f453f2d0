"""Who a clause's own grammar binds to what it owes, beyond the form it was read in.

- A subject that says it cannot do something is released from it ("the glazier can't do Monday now",
  "cannot collect the twins", "Bram couldn't paint the fence on Saturday"): the clause owes no promise or
  appointment of theirs, and no time is read from it as one (`releases`, `kept`). Requests keep:
  "can't you take the bins out?" still asks.
- A request passed on names its first asker ("Dad asked me to remind you to feed the cat": dad
  asked for it, not the one relaying it; `asker`, `asked_by`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, List

from obsmem_ros.core.records import CommitmentKind

from . import utterance_syntax as sx
from .referents import ReadingContext
from .relayed import sayer, saying
from .utterance_records import Undertaking

__all__ = ["asked_by", "asker", "kept", "releases", "unreleased_words"]

_ABLE = frozenset({"can", "could"})
_BINDING = (CommitmentKind.PROMISE, CommitmentKind.SCHEDULE)
_ASKING = frozenset({"ask", "want", "tell"})


def _unable(pred: Any) -> bool:
    """A negated "can" / "could" on the verb, said as a statement ("he can't do Monday"), not
    asked ("can't you ...?") and not the idiom of looking forward ("can't wait")."""
    return sx.negated(pred) and pred.lemma_.lower() != "wait" and not sx.is_question(pred.doc) and \
        any(c.dep_ == "aux" and c.lemma_.lower() in _ABLE for c in pred.children)


def releases(pred: Any) -> bool:
    """Whether `pred` says its subject cannot do it, itself or in the words a verb of saying reports
    ("the glazier phoned he can't do Monday": the phoning passes on the release; "he can't do Monday
    now he's coming Wednesday", parsed with the first clause under the second, releases only the first)."""
    return _unable(pred) or saying(pred) and any(c.dep_ == "ccomp" and _unable(c) for c in pred.children)


def kept(pred: Any, owed: List[Undertaking]) -> List[Undertaking]:
    """What `pred` owes, less the promises and appointments a release in it takes back."""
    if not owed or not releases(pred):
        return owed
    return [u for u in owed if u.kind not in _BINDING]


def unreleased_words(doc: Any) -> str:
    """The clause's words less each released verb's own ("he can't do Monday now he's coming
    Wednesday at ten": "now he's coming Wednesday at ten"), what the clause still says of a time;
    "" when nothing is left. A verb joined to the released one keeps its words."""
    dropped = set()
    for pred in sx.predicates(doc):
        if _unable(pred):
            kept_joined = {t.i for c in pred.children if c.dep_ in ("conj", "cc") for t in c.subtree}
            dropped |= {t.i for t in pred.subtree} - kept_joined
    return " ".join(t.text for t in doc if t.i not in dropped and not t.is_punct).strip() if dropped else ""


def asker(pred: Any, ctx: ReadingContext) -> str:
    """The person who asked the speaker to pass something on, when `pred` says so ("Dad asked me to
    remind you ...", "Mum wants us to tell you ..."): the subject of the asking, whose object is the
    speaker and who asks for a further deed; "" otherwise, or when the asker is the speaker or the
    addressee."""
    if pred.lemma_.lower() not in _ASKING or sx.is_question(pred.doc):
        return ""
    further = [c for c in pred.children if c.dep_ in ("xcomp", "ccomp") and c.pos_ in ("VERB", "AUX")]
    told = [c for c in pred.children if c.dep_ in ("dobj", "dative")] + \
        [c for v in further for c in v.children if c.dep_ == "nsubj"]  # "wants me to tell": me of tell
    return sayer(pred, ctx) if further and any(c.lower_ in ("me", "us") for c in told) else ""


def asked_by(pred: Any, owed: List[Undertaking], ctx: ReadingContext) -> List[Undertaking]:
    """`owed` with the first asker of a request passed on as its requester (`asker`)."""
    first = asker(pred, ctx) if owed else ""
    return [replace(u, requester=first) for u in owed] if first else owed
