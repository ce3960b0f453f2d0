"""Promises said in the plain present: "I go pick her up", "I go cut the bamboo myself", "Dad says
he go wash it himself", "fine, I take you Saturday".

Many varieties of English (and casual standard English) promise without "will": "go" / "come"
followed at once by a bare verb marks the deed as one the subject sets out to do, and a plain
present becomes an undertaking when the clause marks it as a job taken on: an emphatic reflexive
("myself", "himself"), "instead", a deed done to a person at a time still ahead ("I take you
Saturday"), a deadline ("by noon"), or an assent opening the sentence ("Okay, I take her"). A
plain present with a time alone stays ambiguous ("I walk the dog at seven" is a habit) and is
read elsewhere (`plans.present_plan`). Never a promise: a habit
("every morning", "always"), a question, a negated clause, or a deed the clause places in the
past ("I go buy it yesterday", "I make it myself already").
"""
from __future__ import annotations

import re
from typing import Any, List, Optional

from . import utterance_syntax as sx
from .due_times import due_of
from .referents import ReadingContext

__all__ = ["behind", "present_promise", "set_out_to", "time_ahead"]

_SETTING_OUT = frozenset({"go", "come"})
_JOINED = frozenset({"ccomp", "parataxis", "conj", "advcl"})
_REFLEXIVES = frozenset({"myself", "ourselves", "himself", "herself", "themselves"})
_TAKING_OVER = frozenset({"instead"})
_ASSENT = frozenset({"yes", "yeah", "yep", "okay", "ok", "sure", "fine", "alright", "right"})
_PLEDGES = frozenset({"promise", "swear"})
_PLEDGE = re.compile(r"(?:i |we )?(?:promise|swear)(?: you)?$")  # a pledge said on its own
_PERSONS = frozenset({"you", "him", "her", "them", "us", "me"})
_DONE = frozenset({"already", "yesterday", "ago", "last", "earlier"})  # the deed lies behind
_NOT_DEEDS = frozenset({"be", "have", "know", "think", "like", "love", "want", "need", "see", "hope", "guess",
                        "mean", "feel", "reckon", "say", "tell", "hear", "seem", "look", "forget", "remember"})


def present_promise(pred: Any, ctx: ReadingContext) -> Optional[Any]:
    """The predicate of the deed a plain-present clause undertakes (the verb after a serial "go",
    else `pred` itself), or None when the clause undertakes nothing (module doc)."""
    if pred.tag_ not in ("VBP", "VBZ", "VB") or sx.auxiliaries(pred) or sx.negated(pred) or \
            sx.is_question(pred.doc) or sx.subject(pred) is None:
        return None
    deed = set_out_to(pred)
    action = deed if deed is not None else pred
    if action.lemma_.lower() in _NOT_DEEDS or sx.habitual(pred) or sx.habitual(action) or behind(pred, ctx):
        return None
    if pred.tag_ == "VB" and deed is None:  # a bare verb is an order or an infinitive, not a present
        return None
    if deed is not None or _taken_on(pred) or _taken_on(action) or _assented(pred) or _deadline(action) or \
            _for_someone_ahead(action, ctx) or _pledged(pred, ctx):
        return action
    return None


def set_out_to(pred: Any) -> Optional[Any]:
    """The bare verb right after a "go" / "come" (or after its "and") with no object of its own ("I
    go get her", "he come fix it", "she go and season it"): the deed the subject sets out to do;
    None otherwise ("I go to the shop")."""
    if pred.lemma_.lower() not in _SETTING_OUT or sx.child(pred, "dobj") is not None:
        return None
    joined = pred.i + 2 < len(pred.doc) and pred.doc[pred.i + 1].lower_ == "and"  # "go and season the duck"
    return next((c for c in pred.children if c.i == pred.i + 1 + joined and c.tag_ == "VB"
                 and c.dep_ in ("advcl", "xcomp", "conj", "dep", "ccomp")), None)


def _taken_on(pred: Any) -> bool:
    """An emphatic reflexive or "instead" under the verb, after it ("I go cut it myself", "I drive
    instead"): the deed taken on by its subject. A fronted object ("this cake I make myself")
    tells how a thing came about, not what will be done."""
    if any(c.dep_ == "dobj" and c.i < pred.i for c in pred.children):
        return False
    return any(t.lower_ in _REFLEXIVES | _TAKING_OVER and t.i > pred.i and t.head.i == pred.i or
               t.lower_ in _REFLEXIVES and t.head.head.i == pred.i and t.dep_ == "appos" for t in pred.subtree)


def _assented(pred: Any) -> bool:
    """The clause follows an assent that opens its sentence ("Okay, I take her", "Yes, I drive"):
    it answers an ask or a plan with the deed, and so takes the deed on."""
    before = [t for t in pred.sent if t.i < pred.i and not t.is_punct]
    return bool(before) and before[0].lower_ in _ASSENT and before[0].pos_ in ("INTJ", "ADV", "ADJ", "X")


def _pledged(pred: Any, ctx: ReadingContext) -> bool:
    """The speaker's "I promise" (or a bare "promise", "I swear") said beside the clause, not over it
    ("Sunday I do it, I promise"), in its sentence or as a clause of its own next to it: the deed is
    pledged."""
    return any(t.lemma_.lower() in _PLEDGES and t.i != pred.i and pred not in t.subtree and
               (sx.subject(t) is None or sx.subject(t).lower_ in ("i", "we")) for t in pred.sent) or \
        any(_PLEDGE.match(words.lower().strip(" .,!")) for words in ctx.around)


def _deadline(pred: Any) -> bool:
    """A deadline in the clause ("I bring it back by noon"): "by" before a time lies ahead."""
    return any(t.lower_ == "by" and t.head.i == pred.i and any(sx.is_time_token(g) or sx.is_time_phrase(g)
                                                               for g in t.children) for t in _own_words(pred))


def _for_someone_ahead(pred: Any, ctx: ReadingContext) -> bool:
    """A deed done to a person ("I take you", "I drive Gran to the clinic", "I get her") at a time
    the clause's words name and that is still ahead: a service offered, not a habit of the speaker's."""
    done_to = any(c.dep_ in ("dobj", "dative") and (c.lower_ in _PERSONS or ctx.speakers.person(c))
                  for c in pred.children)
    return done_to and time_ahead(pred, ctx)


def time_ahead(pred: Any, ctx: ReadingContext) -> bool:
    """Whether the time the clause's words say, not recurring, lies after the time of speaking (read
    from the words as well as the parse, which may lose the time phrase: "I drive you to school
    tomorrow wit da board", "tomorrow" read into a noun)."""
    due_ns, _words, recurrence = due_of(pred, pred.doc.text, ctx)
    return due_ns is not None and due_ns >= ctx.now_ns and not recurrence


def behind(pred: Any, ctx: ReadingContext) -> bool:
    """Whether the clause places its deed in the past: a word of what is done ("already",
    "yesterday", "last night") or a time phrase that resolves before the time of speaking."""
    if any(t.lower_ in _DONE for t in _own_words(pred)):
        return True
    if not sx.time_phrases_in(pred):
        return False
    due_ns, _words, recurrence = due_of(pred, pred.doc.text, ctx)
    return due_ns is not None and due_ns < ctx.now_ns and not recurrence


def _own_words(pred: Any) -> List[Any]:
    """The words of `pred`'s own clause: its subtree without the clauses joined to it ("I go get it
    after school, I late already": not "already"), the deed after a serial "go" kept."""
    deed = set_out_to(pred)
    joined = [c for c in pred.children if c.dep_ in _JOINED and c.pos_ in ("VERB", "AUX") and c is not deed]
    if deed is not None:
        joined += [c for c in deed.children if c.dep_ in _JOINED and c.pos_ in ("VERB", "AUX")]
    joined += [t for t in pred.subtree if t.dep_ == "relcl" and t.pos_ in ("VERB", "AUX")]  # a clause of
    # its own the parser hangs on a noun ("... to the job, he said yes last night": not "last")
    dropped = {t.i for c in joined for t in c.subtree}
    comma = next((t.i for t in pred.subtree if t.text in (",", ";") and t.i > pred.i), len(pred.doc))
    return [t for t in pred.subtree if t.i not in dropped and t.i < comma]  # a comma may open a clause the
    # parser hangs on the verb ("..., I late already": no verb of its own for "late")
