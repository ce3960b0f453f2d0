"""Rule-based parser: a household instruction -> ordered goals.

Handles single goals ("put my laptop on the desk"), sequences ("open the fridge, then put
the milk in it" -> clauses split on then / and / ;), conditions ("if the fridge has fruit,
put the bowl on the table") and projects ("prepare the living room for movie night"),
which expand through project templates or remembered routines (see ``templates``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Sequence

from .errors import ParseError
from .goals import Condition, Goal, GoalKind, ObjectRef

ARTICLES = {"the", "a", "an", "some", "any", "this", "that", "these", "those", "of"}
SETTING_NOUNS = ("timer", "temperature", "volume", "channel", "brightness", "mode", "alarm", "power")
POLITE = re.compile(r"^(?:(?:hey|ok|okay)\s+)?(?:robot\s*,?\s*)?(?:(?:please|kindly|could you|can you|would you|will you)\s+)*")
VERB_START = re.compile(
    r"^(?:put|place|move|set|leave|bring|take|carry|return|store|get|fetch|hand|give|pass|open|close|shut|"
    r"turn|switch|start|stop|tell|remind|say)\b")
SPLIT = re.compile(r"\s*(?:,\s*and then\s+|,\s*then\s+|\s+and then\s+|\s+then\s+|;\s*|\s+after that,?\s+|,\s*after that,?\s+|\.\s+)")
PLACE_PREP = r"(?:back\s+)?(?:on top of|onto|on|into|inside|in|to|under|next to|beside|at)"


@dataclass(frozen=True)
class ParseContext:
    """Who asked (resolves "my" and "me"), and the people the robot knows (recipients)."""

    requester: str = ""
    people: frozenset[str] = frozenset()


PREFERENCE_WORDS = ("favourite", "favorite", "preferred", "usual")


def object_ref(phrase: str, ctx: ParseContext) -> ObjectRef:
    """Turn a noun phrase into an ObjectRef: drop articles, resolve "my" / "Bob's" to an owner and
    "Bob's favourite mug" / "the mug Bob prefers" to a remembered preference."""
    owner, preferred = "", ""
    phrase = phrase.lower().strip()
    m = re.fullmatch(r"(.+?)\s+([a-z]+)\s+(?:prefers|likes|usually uses|uses)", phrase)
    if m:
        phrase, preferred = m.group(1), _person(m.group(2), ctx)
    words: list[str] = []
    for token in re.findall(r"[a-z0-9_:'-]+", phrase):
        token = token.rstrip("'") if not token.endswith("'s") else token
        if token in PREFERENCE_WORDS:
            preferred = preferred or owner or ctx.requester
            owner = ""
        elif token in ("my", "mine"):
            owner = ctx.requester
        elif token.endswith("'s") and len(token) > 2:
            owner = ctx.requester if token[:-2] in ("me", "my") else token[:-2]
        elif token in ("his", "her", "their", "our", "your", "please"):
            continue
        elif token not in ARTICLES:
            words.append(token)
    if len(words) > 1:
        words = [w for w in words if w not in ("it", "them")]
    if not words:
        raise ParseError(f"object phrase {phrase!r} names no object (field 'target')")
    if preferred:
        return ObjectRef(words=tuple(words), preferred_by=preferred)
    return ObjectRef(words=tuple(words), owner=owner)


def _person(word: str, ctx: ParseContext) -> str:
    word = word.strip().lower()
    return ctx.requester if word in ("me", "myself") else word


def _is_person(phrase: str, original: str, ctx: ParseContext) -> bool:
    word = phrase.strip().lower()
    if word in ("me", "myself") or word in ctx.people:
        return True
    return bool(re.fullmatch(r"[a-z]+", word)) and bool(re.search(rf"\b{word.capitalize()}\b", original))


def normalise_value(value: str, setting: str) -> str:
    """Canonical text for a setting value: times as HH:MM, numbers without units."""
    value = value.strip().lower()
    time = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?\s*(am|pm|o'clock)?", value)
    if time and (setting in ("timer", "alarm", "") and (time.group(2) or time.group(3))):
        hour, minute = int(time.group(1)), int(time.group(2) or 0)
        if time.group(3) == "pm" and hour < 12:
            hour += 12
        if time.group(3) == "am" and hour == 12:
            hour = 0
        return f"{hour:02d}:{minute:02d}"
    number = re.fullmatch(r"(-?\d+(?:\.\d+)?)\s*(?:degrees|degree|percent|%|c|celsius)?", value)
    return number.group(1) if number else value


def _set_goal(obj: str, value: str, clause: str, ctx: ParseContext) -> Goal:
    setting = ""
    inner = re.fullmatch(rf"(?:the\s+)?({'|'.join(SETTING_NOUNS)})\s+(?:on|of|for)\s+(.+)", obj)
    if inner:
        setting, obj = inner.group(1), inner.group(2)
    else:
        words = obj.split()
        if len(words) > 1 and words[-1] in SETTING_NOUNS:
            setting, obj = words[-1], " ".join(words[:-1])
    return Goal(kind=GoalKind.SET, target=object_ref(obj, ctx), value=normalise_value(value, setting),
                setting=setting, text=clause)


ClauseRule = Callable[[str, str, ParseContext], "Goal | None"]


def _hand_over(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = re.fullmatch(r"(?:bring|get|fetch|hand|give|pass)\s+me\s+(.+)", clause)
    if m:
        return Goal(GoalKind.HAND_OVER, object_ref(m.group(1), ctx), ObjectRef((ctx.requester or "requester",)),
                    text=clause)
    m = re.fullmatch(r"(?:bring|give|hand|pass|take)\s+(.+?)\s+to\s+([a-z]+)", clause)
    if m and _is_person(m.group(2), original, ctx):
        return Goal(GoalKind.HAND_OVER, object_ref(m.group(1), ctx), ObjectRef((_person(m.group(2), ctx),)),
                    text=clause)
    m = re.fullmatch(r"(?:bring|give|hand|pass)\s+([a-z]+)\s+((?:the|my|a|his|her|their)\s.+)", clause)
    if m and _is_person(m.group(1), original, ctx):
        return Goal(GoalKind.HAND_OVER, object_ref(m.group(2), ctx), ObjectRef((_person(m.group(1), ctx),)),
                    text=clause)
    return None


def _remembered_set(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    """Settings whose value memory must supply: what someone asked for, or what they prefer."""
    patterns = (
        (r"set the (\w+) of (.+?) back to what ([a-z]+) asked for", "request", 2, 1, 3),
        (r"make sure (.+?) has the (\w+) ([a-z]+) wanted", "request", 1, 2, 3),
        (r"set (.+?) to ([a-z]+)'s preferred (\w+)", "preference", 1, 3, 2),
        (r"set (.+?) the way ([a-z]+) likes it", "preference", 1, 0, 2),
    )
    for pattern, source, target, setting, person in patterns:
        m = re.fullmatch(pattern, clause)
        if m:
            return Goal(GoalKind.SET, object_ref(m.group(target), ctx), setting=m.group(setting) if setting else "",
                        text=clause, value_from={"source": source, "person": _person(m.group(person), ctx)})
    return None


def _set(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = re.fullmatch(r"(?:set|change|adjust|program)\s+(.+?)\s+to\s+((?:\d[\w:. ]*|[a-z]+))", clause)
    if m and (m.group(2)[0].isdigit() or m.group(2) in ("high", "low", "medium", "auto", "eco", "off", "on")):
        return _set_goal(m.group(1), m.group(2), clause, ctx)
    return None


def _place(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = re.fullmatch(rf"(?:put|place|move|set|leave|bring|take|carry|return|store)\s+(.+?)\s+{PLACE_PREP}\s+(.+)",
                     clause)
    if not m:
        return None
    return Goal(GoalKind.PLACE, object_ref(m.group(1), ctx), object_ref(m.group(2), ctx), text=clause)


def _open_close(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = re.fullmatch(r"(open|close|shut)\s+(?:up\s+)?(.+)", clause)
    if not m:
        return None
    kind = GoalKind.OPEN if m.group(1) == "open" else GoalKind.CLOSE
    return Goal(kind, object_ref(m.group(2), ctx), text=clause)


def _switch(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = (re.fullmatch(r"(?:turn|switch)\s+(on|off)\s+(.+)", clause)
         or re.fullmatch(r"(?:turn|switch)\s+(.+?)\s+(on|off)", clause))
    if m:
        state, obj = (m.group(1), m.group(2)) if m.group(1) in ("on", "off") else (m.group(2), m.group(1))
        return Goal(GoalKind.TURN_ON if state == "on" else GoalKind.TURN_OFF, object_ref(obj, ctx), text=clause)
    m = re.fullmatch(r"(start|stop)\s+(.+)", clause)
    if m:
        kind = GoalKind.TURN_ON if m.group(1) == "start" else GoalKind.TURN_OFF
        return Goal(kind, object_ref(m.group(2), ctx), text=clause)
    return None


def _say(clause: str, original: str, ctx: ParseContext) -> Goal | None:
    m = re.fullmatch(r"(?:tell|remind)\s+([a-z]+)\s+(?:that\s+|to\s+)?(.+)", clause)
    if not m:
        return None
    return Goal(GoalKind.SAY, ObjectRef((_person(m.group(1), ctx),)), value=m.group(2), text=clause)


RULES: tuple[ClauseRule, ...] = (_remembered_set, _hand_over, _set, _place, _open_close, _switch, _say)


def parse_clause(clause: str, ctx: ParseContext, original: str = "") -> list[Goal]:
    """Parse one imperative clause into goals (one per listed object), or raise ParseError naming it."""
    text = POLITE.sub("", clause.strip().lower().rstrip(".!?")).strip()
    text = re.sub(r"\s+(?:for me|please|now|right now)$", "", text)
    for rule in RULES:
        goal = rule(text, original or clause, ctx)
        if goal is not None:
            return _split_conjoined(goal)
    raise ParseError(f"instruction clause {clause!r} matches no goal pattern (put/bring/open/close/turn on/set/give)")


def _split_conjoined(goal: Goal) -> list[Goal]:
    """'put the mug and the plate on the table' -> one goal per object."""
    if goal.kind is GoalKind.SAY or "and" not in goal.target.words:
        return [goal]
    groups: list[list[str]] = [[]]
    for word in goal.target.words:
        if word == "and":
            groups.append([])
        else:
            groups[-1].append(word)
    return [replace(goal, target=ObjectRef(tuple(g), goal.target.owner)) for g in groups if g]


def parse_condition(text: str, ctx: ParseContext) -> Condition:
    """Parse "the fridge has fruit", "there is milk in the fridge", "the oven is on"."""
    text = text.strip().lower()
    negated = bool(re.search(r"\b(?:not|no|isn't|doesn't|don't|aren't)\b", text))
    text = re.sub(r"\b(?:not|isn't|doesn't|don't|aren't)\b\s*", "", text).replace(" has no ", " has ")
    text = re.sub(r"\bdoes\s+", "", text)
    patterns = (
        (r"(?:there (?:is|are)\s+)(.+?)\s+(?:in|on|inside)\s+(.+)", 1, 2),
        (r"(.+?)\s+(?:has|have|contains|contain)\s+(.+)", 2, 1),
        (r"(.+?)\s+(?:is|are)\s+(?:in|on|inside)\s+(.+)", 1, 2),
    )
    for pattern, thing, place in patterns:
        m = re.fullmatch(pattern, text)
        if m:
            place_ref = object_ref(m.group(place), ctx)
            return Condition(object_ref(m.group(thing), ctx), "location", place_ref.text, place_ref, negated)
    m = re.fullmatch(r"(.+?)\s+(?:is|are)\s+(open|closed|on|off)", text)
    if m:
        return Condition(object_ref(m.group(1), ctx), "state", m.group(2), None, negated)
    raise ParseError(f"condition {text!r} matches no pattern (X has Y / there is Y in X / X is open)")


def split_clauses(text: str) -> list[str]:
    """Split a sequence into clauses on then / after that / ; / '. ', and on 'and' before a verb."""
    clauses: list[str] = []
    for part in SPLIT.split(text):
        pieces = [p.strip(" ,") for p in re.split(r",?\s+and\s+|,\s+", part)]
        merged: list[str] = []
        for piece in pieces:
            if merged and not VERB_START.match(POLITE.sub("", piece)):
                merged[-1] = f"{merged[-1]} and {piece}"
            elif piece:
                merged.append(piece)
        clauses.extend(merged)
    return [c for c in clauses if c]


def parse_instruction(instruction: str, ctx: ParseContext) -> list[Goal]:
    """Parse a whole instruction (no projects) into ordered goals; raise ParseError if nothing parses."""
    text = POLITE.sub("", instruction.strip().lower().rstrip(".!?")).strip()
    condition = None
    m = re.fullmatch(r"(?:if|when|in case)\s+(.+?)(?:,\s*|\s+then\s+)(?:then\s+)?(.+)", text)
    if m:
        condition, text = parse_condition(m.group(1), ctx), m.group(2)
    clauses = split_clauses(text)
    if not clauses:
        raise ParseError(f"instruction {instruction!r} is empty (field 'instruction')")
    goals = _resolve_pronouns([g for c in _imperative(clauses, ctx, instruction) for g in parse_clause(c, ctx, instruction)])
    return [replace(g, condition=condition) for g in goals] if condition else goals


def _imperative(clauses: list[str], ctx: ParseContext, original: str) -> list[str]:
    """Drop context clauses ("Alice is coming home") when the others are requests the parser understands."""
    def parses(clause: str) -> bool:
        try:
            parse_clause(clause, ctx, original)
        except ParseError:
            return False
        return True

    kept = [c for c in clauses if parses(c)]
    dropped = [c for c in clauses if c not in kept]
    if kept and all(not VERB_START.match(POLITE.sub("", c.lower())) for c in dropped):
        return kept
    return clauses


def _resolve_pronouns(goals: Sequence[Goal]) -> list[Goal]:
    """'open the fridge, then put the milk in it': 'it' refers to the previous goal's target."""
    out: list[Goal] = []
    for goal in goals:
        if out and goal.destination is not None and goal.destination.words in (("it",), ("them",), ("there",)):
            goal = replace(goal, destination=out[-1].target)
        out.append(goal)
    return out
