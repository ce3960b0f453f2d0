"""``LanguageDecomposer``: instruction -> goals through the shared language layer (``obsmem_ros``).

The instruction is read by one ``LanguageParser`` parse (spaCy dependency tree + MiniLM goal-kind
classifier) with mentions linked against a lexicon built from the world memory Mimir reads
(entity names, categories, colours, owners, rooms, people). Sequences are split at the
dependency tree's coordinated and sentence-level verbs; a clause that names no thing of its
own ("... and leave it on the desk", "Bob's coming home; ...") stays with its neighbour, so
"grab X and leave it on Y" is one goal. Fail-closed: a clause the parser does not understand
gives no goal and a ``ParseError`` with the parser's reason, so the planner asks instead of acting.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence, Union

from obsmem_ros.core import LanguageParser, LLMParser, Lexicon, Mention, Parse, Role, analyse
from obsmem_ros.core import shared_parser as obsmem_shared_parser

from .errors import ParseError
from .goals import Condition, Goal, GoalKind, ObjectRef
from .instruction_parser import ParseContext, normalise_value

EntityRows = Callable[[], Iterable[Mapping[str, Any]]]
_FETCH = {"bring", "place"}
_REQUEST_CUES = frozenset({"ask", "want", "request", "say", "tell", "set", "need"})
_PREFERENCE_CUES = frozenset({"like", "prefer", "love", "usual", "favourite", "favorite", "preferred", "enjoy", "use"})
_HABIT_ADVERBS = frozenset({"usually", "always", "normally", "typically", "generally"})   # "the chair Dan always sits in"
_REQUEST_MODALS = frozenset({"can", "could", "would", "will"})
_CONNECTIVES = frozenset({"then", "and", "afterwards", "next", "also", "after", "that"})
_NEXT_VERB_DEPS = frozenset({"conj", "dep", "parataxis"})   # a verb of its own after the root: a next step


def shared_parser() -> LanguageParser:
    """The process's one offline parser, the same the memory's read path uses (models load once)."""
    return obsmem_shared_parser()


@dataclass
class LanguageDecomposer:
    """Goals from the language layer's typed parse, linked against what memory knows.

    ``entities`` returns the world memory's entity rows (``entity_rows_from``); the people of
    ``ParseContext.people`` join them for each instruction. ``projects`` expands a project the
    parse gives no goal for ("get the living room ready for movie night") through a remembered
    routine or a template (``RuleDecomposer.expand_project``). ``parser`` is the offline
    ``LanguageParser`` or an ``LLMParser`` filling the same parse from an endpoint."""

    entities: Optional[EntityRows] = None
    projects: Optional[Callable[[str, ParseContext], list[Goal]]] = None
    parser: Union[LanguageParser, LLMParser] = field(default_factory=shared_parser)

    def lexicon(self, ctx: ParseContext) -> Lexicon:
        rows = list(self.entities()) if self.entities is not None else []
        people = sorted(set(ctx.people) | ({ctx.requester} if ctx.requester else set()))
        rows = [r for r in rows if str(r["id"]) not in people]
        rows += [{"id": p, "name": p, "kind": "person"} for p in people]
        return Lexicon.from_entities(rows)

    def decompose(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        try:
            return self._goals(instruction, ctx)
        except ParseError:
            project = self.projects(instruction, ctx) if self.projects is not None else []
            if project:
                return project
            raise

    def _goals(self, instruction: str, ctx: ParseContext) -> list[Goal]:
        lexicon = self.lexicon(ctx)
        parse = functools.partial(self.parser.parse, asker=ctx.requester, lexicon=lexicon)
        whole = parse(instruction)
        segments = clause_segments(instruction, whole)
        goals: list[Goal] = []
        previous: Optional[Parse] = None
        for text in segments:
            part = whole if len(segments) == 1 else parse(text, previous=previous)
            try:
                goals.append(goal_from_parse(part, ctx, lexicon, context=whole, before=goals[-1] if goals else None))
            except ParseError:
                if len(segments) == 1 or _names_a_thing(part):
                    raise   # a step of the sequence is not understood: no goal rather than half the task
                continue    # a clause naming nothing gives context ("Bob's coming home soon")
            previous = part
        if not goals:
            raise ParseError(f"instruction {instruction!r}: no goal understood ({whole.reason or whole.intent})")
        return goals


def _names_a_thing(parse: Parse) -> bool:
    return any(m.kind != "pronoun" and (m.entity or m.candidates or m.kind == "description") for m in parse.mentions)


def clause_segments(text: str, whole: Parse) -> list[str]:
    """The instruction's clauses, from the dependency tree: each sentence's root verb and the verbs
    coordinated with it after it start a clause; a clause naming no thing of its own joins the one
    before it (unless that one has a place: "... and shut it" is a step of its own). Connectives at the edges
    ("and", "then", commas) are left out of the clause text."""
    doc = analyse(text)
    starts: list[int] = []
    for sent in doc.sents:
        starts.append(sent.start)
        root = sent.root
        starts += [v.left_edge.i for v in root.children if v.dep_ in _NEXT_VERB_DEPS and v.pos_ == "VERB"
                   and v.i > root.i]
    starts = sorted(set(starts))
    bounds = list(zip(starts, starts[1:] + [len(doc)]))
    spans = [(doc[a].idx, doc[b - 1].idx + len(doc[b - 1])) for a, b in bounds]
    owns = [any(m.kind != "pronoun" and m.role == "target" and a <= m.span.start < b for m in whole.mentions)
            for a, b in spans]
    has_place = [any(m.role == "place" and a <= m.span.start < b for m in whole.mentions) for a, b in spans]
    merged: list[list[int]] = []
    for i, (a, b) in enumerate(bounds):
        joins_previous = i > 0 and not owns[i] and not has_place[i - 1]
        if merged and joins_previous:
            merged[-1][1] = b
        else:
            merged.append([a, b])
    return [t for t in (_trimmed(doc[a:b]) for a, b in merged) if t]


def _trimmed(span: Any) -> str:
    """The clause's text without connectives or punctuation at its edges."""
    tokens = list(span)
    edge = lambda t: t.is_punct or t.dep_ == "cc" or t.lower_ in _CONNECTIVES  # noqa: E731
    while tokens and edge(tokens[0]):
        tokens.pop(0)
    while tokens and edge(tokens[-1]) and not tokens[-1].text in ("?", "."):
        tokens.pop()
    return "".join(t.text_with_ws for t in tokens).strip(" ,;")


def goal_ready(parse: Parse, entries: Optional[Mapping[str, Any]] = None) -> bool:
    """Understood as an instruction, or an instruction reading the classifier was unsure of but the
    parse's structure corroborates: a fetch with a linked thing and a place, or a setting with a
    device that has settings and a value said or remembered."""
    if parse.understood and parse.kind.value == "instruction":
        return True
    if _asks_for_an_outcome(parse):
        return True
    if not parse.reason.startswith("did not understand the request"):
        return False
    readings = [parse.intent if parse.kind.value == "instruction" else ""] + \
        [k.split(":", 1)[1] for k, _ in parse.alternatives if k.startswith("instruction:")]
    things = [m for m in parse.mentions if m.role == "target" and (m.entity or m.kind == "description")]
    place = [m for m in parse.mentions if m.role == "place" and m.entity] or things[1:]
    if readings[0] in _FETCH or not readings[0] and any(r in _FETCH for r in readings):
        return bool(things and place)
    devices = [m for m in parse.mentions if entries and m.entity in entries and entries[m.entity].settings]
    return readings[0] == "set" and bool(devices) and bool(parse.values or parse.people)


def _asks_for_an_outcome(parse: Parse) -> bool:
    """"Could Alice's laptop end up on the worktop?": said to the robot as a task, a modal question
    whose subject is the linked thing itself and which names a linked place asks for that outcome,
    whatever the classifier's first reading (it reads some of these as questions about the state)."""
    fetch = any(k.split(":", 1)[1] in _FETCH for k, _ in parse.alternatives if k.startswith("instruction:"))
    things = [m for m in parse.mentions if m.role == "target" and m.entity and m.span is not None]
    if not (fetch and things and any(m.role == "place" and m.entity for m in parse.mentions)):
        return False
    root = next(iter(analyse(parse.text).sents)).root
    auxes = {c.lemma_.lower() for c in root.children if c.dep_ == "aux"}
    modal = root.pos_ == "VERB" and bool(auxes & _REQUEST_MODALS) and "have" not in auxes   # not "could it have ended up"
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return modal and subject is not None and any(m.span.start <= subject.idx < m.span.end for m in things)


def goal_from_parse(parse: Parse, ctx: ParseContext, lexicon: Lexicon, *, context: Optional[Parse] = None,
                    before: Optional[Goal] = None) -> Goal:
    """One goal from one clause's parse; ``ParseError`` with the parser's reason when not understood."""
    entries = {e.id: e for e in lexicon.entries}
    if not goal_ready(parse, entries):
        reason = parse.reason or f"read as a {parse.kind.value} ({parse.intent}), not an instruction"
        raise ParseError(f"instruction clause {parse.text!r} not understood: {reason}")
    kind = _device_kind(parse) or (parse.intent if parse.kind.value == "instruction" and parse.intent else "place")
    things = [m for m in parse.mentions if m.role == "target"]
    places = [m for m in parse.mentions if m.role == "place"]
    condition = _condition(parse.condition, ctx, entries) if parse.condition else None
    text = parse.text
    if kind == "set":
        return _set_goal(parse, things + places, ctx, entries, context or parse, condition, before)
    if kind == "say":
        person = parse.person_with(Role.RECIPIENT) or parse.person_with(Role.SUBJECT) or ctx.requester
        return Goal(GoalKind.SAY, ObjectRef((person,)), value=text, text=text, condition=condition)
    target_mention = _first_thing(things, entries, device=kind not in _FETCH)
    if target_mention is None:
        raise ParseError(f"instruction clause {text!r} names no object I know (field 'target'); "
                         f"best reading {parse.kind.value}:{parse.intent}")
    if target_mention.entity in entries and entries[target_mention.entity].kind == "room":
        raise ParseError(f"instruction clause {text!r} acts on a room ({target_mention.text!r}), not a thing "
                         f"(field 'target')")
    target = _ref(target_mention, ctx, entries, before)
    liker = _liked_by(parse, target_mention)
    if liker and not target.preferred_by:
        target = ObjectRef(words=(target.words[-1],), preferred_by=liker)
    constraints = {"color": target_mention.colour} if target_mention.colour else {}
    if kind in ("open", "close", "turn_on", "turn_off"):
        return Goal(GoalKind(kind), target, text=text, condition=condition, constraints=constraints)
    rest = [m for m in things if m is not target_mention and m.kind != "pronoun"]
    place = places[0] if places else (rest[0] if rest and rest[0].entity in entries else None)
    if place is not None:
        return Goal(GoalKind.PLACE, target, _ref(place, ctx, entries, before, avoid=target), text=text,
                    condition=condition,
                    constraints=constraints)
    person = parse.person_with(Role.RECIPIENT) or ctx.requester
    if not person:
        raise ParseError(f"instruction clause {text!r} names no place or person to take it to (field 'destination')")
    return Goal(GoalKind.HAND_OVER, target, ObjectRef((person,)), text=text, condition=condition,
                constraints=constraints)


def _liked_by(parse: Parse, mention: Mention) -> str:
    """"the mug Dan prefers": a reduced relative clause of preference right after the thing, its
    subject a person. Read from token order, since the small model often misattaches such clauses."""
    doc = analyse(parse.text)
    after = [t for t in doc if t.idx >= mention.span.end and not t.is_punct][:4]
    for person in parse.people:
        if person.span is None or not after or after[0].idx != person.span.start:
            continue
        rest = [t for t in after if t.idx >= person.span.end]
        adverbs = {t.lower_ for t in rest if t.pos_ == "ADV"}
        verb = next((t for t in rest if t.pos_ != "ADV"), None)
        if verb is not None and (verb.lemma_.lower() in _PREFERENCE_CUES or adverbs & _HABIT_ADVERBS):
            return person.id
    return ""


_STATE_GOALS = {"open": "open", "closed": "close", "on": "turn_on", "off": "turn_off"}


def _device_kind(parse: Parse) -> str:
    """For a state-changing reading, the state the parse's own values name ("shut it" -> closed ->
    close) decides between open / close / turn on / turn off, not the classifier's nearest label."""
    if parse.intent not in _STATE_GOALS.values():
        return ""
    tested = {v.span for v in parse.condition.values} if parse.condition else set()
    states = [v.normalised for v in parse.values if v.kind == "state" and v.normalised in _STATE_GOALS
              and v.span not in tested]
    return _STATE_GOALS[states[0]] if len(set(states)) == 1 else ""


def _first_thing(things: Sequence[Mention], entries: Mapping[str, Any], *, device: bool) -> Optional[Mention]:
    """The acted-on thing: a description or linked entity first (a device with settings or state,
    for device goals), else the first mention."""
    linked = [m for m in things if m.kind == "description" or m.entity or m.candidates or m.kind == "pronoun"]
    if device:
        devices = [m for m in linked if m.entity in entries and entries[m.entity].kind != "room"]
        linked = devices or linked
    return (linked or list(things) or [None])[0]


def _ref(mention: Mention, ctx: ParseContext, entries: Mapping[str, Any], before: Optional[Goal], *,
         avoid: Optional[ObjectRef] = None) -> ObjectRef:
    """An ObjectRef in the memory's own words for a linked mention, else the person's words. A pronoun
    with no antecedent in its own clause names the previous step's most recent thing (its place,
    then its target) other than ``avoid`` (the thing this step acts on)."""
    if mention.kind == "description" and mention.relation == "liked_best_by":
        return ObjectRef(words=tuple((mention.category or mention.head).split()), preferred_by=mention.person)
    if mention.kind == "pronoun" and before is not None:
        said = _ref(replace(mention, kind="entity"), ctx, entries, None) if mention.entity else None
        recent = [r for r in (before.destination if before.kind is GoalKind.PLACE else None, before.target)
                  if r is not None and r != avoid]
        if recent and (not mention.antecedent or said is None or said == avoid):
            return recent[0]
    entry = entries.get(mention.entity)
    if entry is not None:
        return ObjectRef(words=tuple(entry.name.replace("'", "").split()), owner=mention.owner)
    words = tuple(w for w in mention.text.lower().replace("'s", "").split() if w.isalpha() and w not in _DROP)
    if not words:
        raise ParseError(f"phrase {mention.text!r} names no object I know (field 'target')")
    return ObjectRef(words=words, owner=mention.owner)


_DROP = frozenset({"the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that", "some", "it",
                   "them", "certain"})


def _set_goal(parse: Parse, mentions: Sequence[Mention], ctx: ParseContext, entries: Mapping[str, Any],
              context: Parse, condition: Optional[Condition], before: Optional[Goal]) -> Goal:
    """A setting goal: the device, the setting named, and a value said or remembered."""
    devices = [m for m in mentions if m.entity in entries and entries[m.entity].settings]
    device = devices[0] if devices else _first_thing(mentions, entries, device=True)
    if device is None:
        raise ParseError(f"instruction clause {parse.text!r} names no device (field 'target')")
    setting = next((m.setting for m in mentions if m.setting), "") or next(
        (v.attribute.split(":", 1)[1] for v in parse.values if v.attribute.startswith("setting:")
         and v.attribute != "setting:*"), "")
    if device.entity in entries and setting and setting not in entries[device.entity].settings:
        setting = ""
    said = next((v for v in parse.values if v.kind in ("clock", "number", "word") and not v.changed_to), None)
    target = _ref(device, ctx, entries, before)
    if said is not None:
        return Goal(GoalKind.SET, target, value=normalise_value(said.normalised or said.text, setting),
                    setting=setting, text=parse.text, condition=condition)
    return Goal(GoalKind.SET, target, setting=setting, text=parse.text, condition=condition,
                value_from=_value_from(parse, context, ctx))


def _value_from(parse: Parse, context: Parse, ctx: ParseContext) -> dict[str, str]:
    """Where a value the instruction does not say comes from: the person's request or preference."""
    remembered = next((v for p in (parse, context) for v in p.values if v.kind == "from_memory"), None)
    if remembered is not None:
        return {"source": remembered.source, "person": remembered.person or ctx.requester}
    described = next((m for p in (parse, context) for m in p.mentions if m.relation in ("requested_by",
                                                                                      "liked_best_by")), None)
    person = (described.person if described else "") or next(
        (p.id for q in (parse, context) for p in q.people if p.role is not Role.RECIPIENT), "") or ctx.requester
    lemmas = {t.lemma_.lower() for t in analyse(context.text)}
    if described is not None and described.relation == "requested_by" or lemmas & _REQUEST_CUES and \
            not lemmas & _PREFERENCE_CUES:
        return {"source": "request", "person": person}
    if lemmas & _PREFERENCE_CUES or described is not None:
        return {"source": "preference", "person": person}
    raise ParseError(f"instruction {context.text!r} says no value to set and no one whose value to use "
                     f"(field 'value')")


def _condition(part: Parse, ctx: ParseContext, entries: Mapping[str, Any]) -> Optional[Condition]:
    """The if-clause as a Condition on a thing's state or location."""
    things = [m for m in part.mentions if m.kind != "pronoun"]
    if not things:
        return None
    subject = _ref(things[0], ctx, entries, None)
    state = next((v for v in part.values if v.kind == "state"), None)
    if state is not None:
        return Condition(subject, "state", state.normalised, negated=part.negated)
    if len(things) > 1:
        where = _ref(things[1], ctx, entries, None)
        return Condition(subject, "location", where.text, value_ref=where, negated=part.negated)
    return None


def entity_rows_from(memory: Any) -> list[dict[str, Any]]:
    """Entity rows for a ``Lexicon`` from an ObsMem memory: every entity with its remembered name,
    category, colour, owner, parent and settings, plus the rooms things are remembered in."""
    rows, places = [], set()
    for entity in memory.entities():
        facts = {s.attribute: s.current.value for s in memory.states(entity.id) if s.known and s.current}
        places.add(facts.get("location") or entity.location)
        rows.append({"id": entity.id, "name": facts.get("name") or entity.name,
                     "category": facts.get("category") or entity.category, "color": facts.get("color", ""),
                     "owner": facts.get("owner", ""), "location": facts.get("location") or entity.location,
                     "aliases": list(entity.aliases),
                     "settings": {a.split(":", 1)[1]: v for a, v in facts.items() if a.startswith("setting:")}})
    known = {r["id"] for r in rows}
    rooms = {memory.room_of(r["id"]) for r in rows} | places
    rows += [{"id": room, "name": room.replace("_", " "), "kind": "room"} for room in sorted(rooms - known - {""})
             if "_" in room or room.isalpha()]
    return rows
