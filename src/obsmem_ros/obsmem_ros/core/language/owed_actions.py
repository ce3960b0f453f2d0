"""The parts and words of an owed action: coordinated results split into deeds of their own
(`actions`: "have the room ready and the grapes washed"), the time phrases each part says of its
own (`own_times`: "water the plants tonight and mow the lawn on Saturday"; "the balloons done by
half three and the banner up tomorrow": the first deed keeps its own), a conjoined clause read
on its own (`own_clause`: "... and I'll pick him up"), and the words of a deed with "me" / "my" /
"you" as the people they mean (`said_as`).
"""
from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from . import utterance_syntax as sx
from .referents import ReadingContext
from .speakers import Speakers
from .spoken_due import unsaid
from .undertaking_forms import pledging, result_clause

__all__ = ["actions", "own_clause", "own_times", "said_as"]


def own_clause(conj: Any) -> bool:
    """A conjoined clause with a subject and a tense of its own ("... and I'll pick him up"): read
    on its own, not as a part of its head's deed ("get the room tidied and the grapes washed")."""
    subj = next((c for c in conj.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subj is not None and (any(c.dep_ in ("aux", "auxpass") for c in conj.children) or
                                 subj.pos_ in ("PRON", "PROPN"))


def own_times(pred: Any, heads: Sequence[Any], text: str) -> List[Optional[Tuple[str, List[Any]]]]:
    """For each coordinated part of an owed action (`heads`: `pred`, then each conjunct split off),
    the clause's words with the other parts' time phrases blanked out and its own time phrases,
    when at least two parts say a time of their own ("water the plants tonight and mow the lawn on
    Saturday"); None for a part that shares the clause's time ("wash and dry the towels by six"). A
    deed not split keeps the times said before an "and" that parts them (`_before_and`)."""
    phrases = sx.time_phrases_in(pred)
    inside = [{t.i for t in h.subtree} if h is not pred else set() for h in heads]
    split_off = set().union(*inside)
    owned = [[p for p in phrases if p.i in spread] if h is not pred else [p for p in phrases if p.i not in split_off]
             for h, spread in zip(heads, inside)]
    if len(heads) == 1:
        return [_before_and(pred, phrases, text)]
    if sum(bool(o) for o in owned) < 2:
        return [None] * len(heads)
    return [(unsaid(text, [t for other in owned if other is not own for p in other for t in p.subtree]), own)
            if own else None for own in owned]


def _before_and(pred: Any, phrases: Sequence[Any], text: str) -> Optional[Tuple[str, List[Any]]]:
    """A deed whose clause goes on, after an "and", to another thing with a time of its own ("I'll
    have the balloons done by half three and the banner up tomorrow"): the deed keeps the times said
    before that "and" (the clause's words with the later ones blanked out); None when no "and"
    parts its time phrases ("wash and dry the towels by six tomorrow": one time for all)."""
    for cc in (t for t in pred.subtree if t.dep_ == "cc" and t.lower_ in ("and", "but")):
        before = [p for p in phrases if p.i < cc.i]
        after = [p for p in phrases if p.i > cc.i]
        if before and after:
            return unsaid(text, [t for p in after for t in p.subtree]), before
    return None


def actions(pred: Any, ctx: ReadingContext) -> List[Tuple[str, List[Any], Any]]:
    """(verb, tokens, head) of each owed action: coordinated results split ("have the room ready and
    the grapes washed" -> "have the room ready", "have the grapes washed"); times and the subject left
    out (but those of a message passed on: "tell Biji I'll call her tonight at nine" tells her when);
    `head` is `pred` for the first, the conjunct for each split off."""
    message = {t.i for c in pred.children if c.dep_ == "ccomp" for t in c.subtree} if pred.lemma_.lower() == "tell" \
        else set()
    done_to = result_clause(pred)  # "my book brought to the settee": its subject is what is done to, kept
    drop = [p for p in sx.time_phrases_in(pred) if p.i not in message] + [c for c in pred.children if c.dep_ in (
        "aux", "neg", "punct", "intj", "mark", "cc") or c.dep_ == "nsubj" and not done_to or c.lower_ == "please" or
        (c.dep_ == "npadvmod" and ctx.speakers.person(c)) or pledging(c, ctx)]
    drop += [c for c in pred.children if c.dep_ == "conj" and own_clause(c)]  # its own clause:
    # "Tuấn's dropping him off and I'll pick him up" owes two deeds of two people
    conj = [c for c in pred.children if c.dep_ == "conj" and c not in drop]
    separate = [c for c in conj if any(t.pos_ in ("VERB", "ADJ") for t in c.subtree)]
    first = [t for t in sx.subtree_without(pred, drop + separate) if t.lower_ != "please" and not t.is_punct]
    verb = pred.lemma_ if pred.pos_ in ("VERB", "AUX") else ""  # a verbless result: "the towels back in"
    out = [(verb, first, pred)]
    for c in separate:
        tokens = [t for t in sx.subtree_without(c, drop) if not t.is_punct]
        if c.pos_ in ("VERB", "AUX"):
            out.append((c.lemma_, tokens, c))
        else:
            out.append((pred.lemma_, [pred] + tokens, c))
    return out


def said_as(tokens: Sequence[Any], speakers: Speakers) -> str:
    """The words of an owed action with "me" / "my" / "you" as the people they mean ("wake me up"
    said by ava -> "wake ava up"), so the action reads the same to whoever asks about it later."""
    words = []
    for tok in sorted(tokens, key=lambda t: t.i):
        person = speakers.person(tok) if tok.lower_ in ("me", "myself", "you", "yourself") and tok.dep_ != "nsubj" or \
            tok.lower_ in speakers.kin and tok.pos_ in ("NOUN", "PROPN") else ""  # "ask Gran" -> "ask rita"
        owner = speakers.person(tok) if tok.lower_ in ("my", "your") else ""
        words.append(person or (f"{owner}'s" if owner else tok.text))
    out = ""
    for tok, word in zip(sorted(tokens, key=lambda t: t.i), words):
        out += word if (not out or word.startswith("'") or word in (",", ".", "n't")) else " " + word
    return out.strip(" ,.")
