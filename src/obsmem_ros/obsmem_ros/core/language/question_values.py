"""What a question or instruction says beyond its intent, read off the dependency parse.

The module-level readers `LanguageParser` composes into a `Parse`: states named ("is the telly
on"), values memory holds ("whatever Bob asked for", "his usual temperature"), the value a change
made ("before it was switched to eco"), an event named as a time reference ("before Bob moved
it"), the reported statement before a question ("Carol said X. Was she right?") and the condition
an instruction depends on ("if the fridge has fruit, ...").
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, List, Optional, Sequence, Tuple

from .parse import Anchor, Kind, Mention, Parse, Person, Span, Value

_STATES = {"open": "open", "opened": "open", "closed": "closed", "shut": "closed", "on": "on", "off": "off",
           "locked": "locked", "unlocked": "unlocked", "running": "on", "going": "on", "playing": "on"}
_MEMORY_VERBS = {"ask": "request", "want": "request", "request": "request", "say": "request", "like": "preference",
                 "prefer": "preference", "love": "preference", "enjoy": "preference"}
_PARTICLES = frozenset({"in", "out", "into", "up", "down", "off", "on", "back", "away"})


def state_values(doc: Any) -> List[Value]:
    out = []
    for tok in doc:
        state = _STATES.get(tok.lower_)
        if not state or (tok.lower_ in ("on", "off") and any(c.dep_ == "pobj" for c in tok.children)):
            continue
        if tok.lower_ in ("going", "playing", "running") and tok.dep_ == "ROOT" and tok.tag_ != "VBG":
            continue
        out.append(Value(text=tok.text, kind="state", normalised=state, attribute="state",
                         span=Span(tok.idx, tok.idx + len(tok.text))))
    return out


def remembered_values(doc: Any, person_tokens: dict) -> List[Value]:
    """"whatever Bob asked for", "the way she likes it": a value memory holds (a request, a preference)."""
    out = []
    for tok in doc:
        source = _MEMORY_VERBS.get(tok.lemma_)
        if not source or tok.dep_ == "ROOT":
            continue
        person = next((person_tokens[c.i] for c in tok.children if c.dep_ == "nsubj" and c.i in person_tokens), "")
        opener = {t.lower_ for t in tok.subtree} | {t.lower_ for t in tok.head.children if t.i < tok.i}
        if person and opener & {"what", "whatever", "way", "how", "wanted", "usual"}:
            out.append(Value(text=" ".join(t.text for t in tok.subtree), kind="from_memory", source=source,
                             person=person, span=Span(tok.left_edge.idx, tok.right_edge.idx + len(tok.right_edge.text))))
    return out


def setting_preferences(mentions: Sequence[Mention]) -> Tuple[List[Mention], List[Value]]:
    """"his usual temperature" is no thing but a remembered value of a setting."""
    kept, values = [], []
    for m in mentions:
        if m.kind == "description" and m.setting and m.relation == "liked_best_by":
            values.append(Value(text=m.text, kind="from_memory", source="preference", person=m.person,
                                attribute=f"setting:{m.setting}", span=m.span))
        else:
            kept.append(m)
    return kept, values


def changed_to_values(doc: Any) -> List[Value]:
    """"before it was switched to eco" -> eco, the value the change made; "the timer, the one before
    07:00" -> 07:00 ("the one" stands for a value of what was asked: the one before is the older)."""
    out = []
    for tok in doc:
        if tok.lower_ != "before" or tok.dep_ not in ("mark", "prep"):
            continue
        if tok.dep_ == "prep" and tok.head.lower_ == "one":
            obj = next((c for c in tok.children if c.dep_ == "pobj"), None)
            if obj is not None:
                out.append(_change_value(obj))
            continue
        clause = tok.head if tok.dep_ == "mark" else next((c for c in tok.children if c.dep_ == "pcomp"), None)
        clause = clause if clause is not None else _said_before(tok)
        if clause is None:
            continue
        for prep in (c for c in clause.subtree if c.dep_ in ("prep", "dative") and c.lower_ in
                     ("to", "into", "onto", "in", "on", "inside", "under") and c.head.pos_ in ("VERB", "AUX", "ADP", "PART")):
            obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if obj is not None:
                out.append(_change_value(obj))
    return out


def _change_value(obj: Any) -> Value:
    """The value a change made, as said: the object phrase up to its head, less articles and owners."""
    words = [t.text for t in obj.doc[obj.left_edge.i: obj.i + 1] if t.dep_ not in ("det", "poss", "case")]
    return Value(text=" ".join(words), kind="word", normalised=" ".join(words).lower(), changed_to=True,
                 span=Span(obj.left_edge.idx, obj.idx + len(obj.text)))


def _said_before(before: Any) -> Any:
    """The change "before that" points back to: the main verb of the sentence before ("The mug was
    moved into the cupboard. Where was it before that?"); None when "before" names no such change."""
    if not any(c.dep_ == "pobj" and c.lower_ in ("that", "this", "then") for c in before.children) and \
            before.i + 1 < len(before.doc) and before.nbor().lower_ not in ("then",):
        return None
    sents = list(before.doc.sents)
    at = next((i for i, sent in enumerate(sents) if sent.start <= before.i < sent.end), 0)
    return sents[at - 1].root if at else None


def event_anchor(doc: Any, person_tokens: dict, mentions: Sequence[Mention]) -> Optional[Anchor]:
    """An event named as a time reference: "before Bob moved it", "after she got home"."""
    for tok in doc:
        if tok.lower_ in ("before", "after", "since", "until") and tok.dep_ == "mark":
            verb = tok.head
            actor = next((person_tokens[c.i] for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")
                          and c.i in person_tokens), "")
            obj = next((m.text for m in mentions if verb.left_edge.idx <= m.span.start <= verb.right_edge.idx), "")
            particle = next((c.lower_ for c in verb.children if c.dep_ in ("prt", "advmod") and c.i == verb.i + 1
                             and c.pos_ in ("ADP", "ADV") and c.lower_ in _PARTICLES), "")
            phrasal = (f"{verb.lower_} {particle}",) if particle else ()   # "walked in": the verb as said
            return Anchor(relation=tok.lower_ if tok.lower_ in ("before", "after") else
                          ("after" if tok.lower_ == "since" else "before"), verbs=(*phrasal, verb.lemma_), actor=actor,
                          obj=obj)
    return None


def reported_claim(doc: Any, mentions: Sequence[Mention], people: Sequence[Person],
                   values: Sequence[Value]) -> Optional[Parse]:
    """The reported statement before a question ("Carol said X. Was she right?")."""
    sents = list(doc.sents)
    if len(sents) < 2 or not sents[-1].text.rstrip().endswith("?"):
        return None
    return _part(doc, 0, sents[-1].start_char, mentions, people, values)


def instruction_condition(doc: Any, mentions: Sequence[Mention], people: Sequence[Person],
                          values: Sequence[Value]) -> Optional[Parse]:
    """The clause an instruction depends on ("if the fridge has fruit, ..."; "unless Bob is home"); a
    question's "if" is indirect ("any idea if ...") and is no condition, so only instructions have one."""
    for tok in doc:
        if tok.lower_ in ("if", "unless") and tok.dep_ == "mark":
            verb = tok.head
            start, end = tok.idx, verb.right_edge.idx + len(verb.right_edge.text)
            part = _part(doc, start, end, mentions, people, values)
            negated = any(t.dep_ == "neg" for t in verb.subtree) != (tok.lower_ == "unless")
            return replace(part, negated=negated)
    return None


def _part(doc: Any, start: int, end: int, mentions: Sequence[Mention], people: Sequence[Person],
          values: Sequence[Value]) -> Parse:
    """The statement `doc.text[start:end]`, with the mentions, people and values inside it."""
    def inside(span: Optional[Span]) -> bool:
        return span is not None and start <= span.start and span.end <= end

    return Parse(text=doc.text[start:end].strip(" ,.;"), kind=Kind.STATEMENT, intent="claim", confidence=1.0,
                 understood=True, mentions=tuple(m for m in mentions if inside(m.span)),
                 people=tuple(p for p in people if inside(p.span)), values=tuple(v for v in values if inside(v.span)))
