"""An order passed on: "Dad says take the bins out tonight", "Mum said switch off the heater at ten",
"Olu asked me to remind you to water the tomatoes".

The words after the verb of saying are the order as its first speaker gave it: a bare verb with no
subject, no auxiliary and no "to". The parser hangs it from "say" as a complement, where no form of
a request is looked for, and the clause reads as news of the sayer. Read alone, the order's words
are the request the listener is asked to carry out (`passed_order`).

A relayed ask names the speaker as the one asked to tell or remind the listener ("X asked / told /
wants me to remind / tell / ask you to Y"): the deed under the verb of telling, Y, is X's request that
the listener do Y, which the speaker only passes on (`relayed_ask`). Read from the parse, it does not
hang on how sure the clause-kind classifier is of the whole sentence.
"""
from __future__ import annotations

from typing import Any

__all__ = ["passed_order", "relayed_ask"]

_PASSING_ON = frozenset({"say", "want"})   # "Dad says take ...", "Mum wants take ..." (a dropped "to")
_ASKING = frozenset({"ask", "tell", "want"})     # "X asked / told / wants me to ..."
_TELLING = frozenset({"tell", "remind", "ask"})  # "... to remind / tell / ask you to Y"
_SPEAKER = frozenset({"me", "us"})


def passed_order(doc: Any) -> str:
    """The words of the order a clause passes on ("" when it passes none): the subtree of a bare
    verb complement of a verb of saying whose own subject is someone else."""
    root = next(iter(doc.sents)).root
    if root.lemma_.lower() not in _PASSING_ON or not _third_party_subject(root):
        return ""
    order = next((c for c in root.children if c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VB"), None)
    if order is None or any(c.dep_ in ("nsubj", "nsubjpass", "aux", "mark") or c.tag_ == "TO" for c in order.children):
        return ""
    return doc[order.left_edge.i:order.right_edge.i + 1].text


def _third_party_subject(verb: Any) -> bool:
    """Whether the verb's subject is a third party, not the speaker or the listener."""
    return any(c.dep_ == "nsubj" and c.lower_ not in ("i", "we", "you") for c in verb.children)


def _to_infinitive(verb: Any) -> bool:
    return verb.tag_ == "VB" and any(c.tag_ == "TO" for c in verb.children)


def relayed_ask(doc: Any) -> str:
    """The words of the deed a relayed ask passes on to the listener ("" when the clause is none):
    X (a third party) asks, tells or wants the speaker ("me" / "us", the asking verb's object or the
    telling verb's subject) to tell, remind or ask "you" to do Y; Y is the to-infinitive under the
    verb of telling. What is to be told as news ("... to tell you the van needs diesel") is no deed."""
    root = next(iter(doc.sents)).root
    if root.lemma_.lower() not in _ASKING or not _third_party_subject(root):
        return ""
    telling = next((c for c in root.children if c.dep_ in ("xcomp", "ccomp") and _to_infinitive(c)
                    and c.lemma_.lower() in _TELLING), None)
    if telling is None:
        return ""
    relayer = [c for c in root.children if c.dep_ == "dobj"] + [c for c in telling.children if c.dep_ == "nsubj"]
    told = [c for c in telling.children if c.dep_ in ("dobj", "dative")]
    if not any(c.lower_ in _SPEAKER for c in relayer) or not any(c.lower_ == "you" for c in told):
        return ""
    deed = next((c for c in telling.children if c.dep_ == "xcomp" and _to_infinitive(c)), None)
    if deed is None:
        return ""
    start = min(t.i for t in deed.subtree if t.tag_ != "TO")
    return doc[start:deed.right_edge.i + 1].text
