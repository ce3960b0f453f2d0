"""The turns of talk a commitment was made in: the ask its sentence answered and the reply that
took it up.

An undertaking is rarely one sentence. "Sami, bring the chairs up." - "After my shower, I
promise." The promise rests on the ask (what was promised, and to whom), and an ask or an
arrangement ("Jun's taking him") on the reply of the one it names ("Yep, I'll drop him off"):
that reply is what makes the named person the doer. Both are cited with the commitment.

A neighbouring turn belongs to the exchange when it is by someone else, said within a few
minutes in the same session, and is tied to the sentence: put to its speaker (addressed to them or
calling them by name), said by the one the commitment names to do it, or saying the same things
(two content words in common).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Tuple

from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import Commitment, Event, EventKind
from obsmem_ros.core.views.commitment_view import content_words

from .context import QueryContext

_TURN_NS = 3 * 60 * 1_000_000_000  # a reply or an ask said further away is another conversation
_SHARED = 2  # content words two turns share to be about the same thing
_THIRD_PERSON = frozenset("her him them it his their em".split())  # what a turn said before names


@dataclass(frozen=True)
class Talk:
    """What was said up to the cutoff around the question's commitments (utterances with words,
    oldest first), read in one query per question rather than one per commitment, and the people
    memory knows (whom a turn may call by name)."""

    turns: Tuple[Event, ...] = ()
    at: Dict[str, int] = field(default_factory=dict)
    people: Tuple[str, ...] = ()


def talk_of(ctx: QueryContext, made: Sequence[Commitment]) -> Talk:
    """The talk the commitments `made` were said in: the turns within `_TURN_NS` of each, up to the
    cutoff, one query per stretch of talk (`_stretches`), not every turn since the first of them: a
    home's months of talk hold few commitments."""
    if not made:
        return Talk()
    turns = tuple(e for start, end in _stretches(sorted(c.created_ns for c in made), ctx.now_ns)
                  for e in ctx.reader.events_between(start, end, kinds=(EventKind.UTTERANCE,)) if e.utterance)
    return Talk(turns=turns, at={e.id: i for i, e in enumerate(turns)}, people=tuple(sorted(ctx.reader.people())))


def _stretches(times: Sequence[int], now_ns: int) -> List[Tuple[int, int]]:
    """The spans, oldest first and apart, within `_TURN_NS` of the sorted `times` (and not past
    `now_ns`): spans that meet become one, so no turn is read twice."""
    spans: List[Tuple[int, int]] = []
    for t in times:
        start, end = t - _TURN_NS, min(t + _TURN_NS, now_ns)
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(spans[-1][1], end))
        else:
            spans.append((start, end))
    return spans


def exchange_turns(ctx: QueryContext, talk: Talk, c: Commitment) -> Tuple[str, ...]:
    """Ids of the turn before and the turn after the commitment's sentence that belong to its
    exchange (oldest first; none when it was not said in talk)."""
    at = talk.at.get(c.source_event_id)
    if at is None or not talk.turns[at].actor:
        return ()
    said = talk.turns[at]
    turns = [t for t in talk.turns[_first_near(talk, at):_last_near(talk, at) + 1] if t.session_id == said.session_id]
    at = next(i for i, t in enumerate(turns) if t.id == said.id)
    robot = ctx.reader.robot_id
    before = _neighbour(reversed(turns[:at]), said, robot)
    after = _neighbour(turns[at + 1:], said, robot)
    asked = before is not None and _asks(ctx, before, said, c)
    replied = after is not None and _replies(ctx, talk, after, said, c)
    return (*((before.id,) if asked else ()), *((after.id,) if replied else ()))


def names_by_pronoun(action: str) -> bool:
    """Whether an undertaking's words name someone or something by a pronoun of the third person
    ("carry her", "walk down for her", "take 'em")."""
    return bool(set(re.findall(r"[a-z]+", action.lower())) & _THIRD_PERSON)


def answered_words(ctx: QueryContext, talk: Talk, c: Commitment) -> str:
    """The words of the turns the commitment's sentence answers, where the person or thing it names
    by a pronoun was named: "Who'll take Kayla?" - "I'll take her"; "Gary's fetching Ellie at five" -
    said back to that speaker: "I'll walk down for her myself"; "Ray, you're getting the hoagies" -
    Ray: "I'll grab 'em" - Kayla, to the one who asked: "No, I'll get 'em". The turns since the one
    it is said to last spoke, within a few minutes in the same session; else the nearest turn by
    someone else that is the ask it answers (`_asks`); "" when none."""
    at = talk.at.get(c.source_event_id)
    if at is None or not talk.turns[at].actor:
        return ""
    said = talk.turns[at]
    turns = [t for t in talk.turns[_first_near(talk, at):at] if t.session_id == said.session_id]
    own = [i for i, t in enumerate(turns) if t.actor == said.actor]  # what it said itself before is no answer
    turns = [t for t in turns[own[-1] + 1 if own else 0:] if t.actor != ctx.reader.robot_id]
    since = next((i for i in range(len(turns) - 1, -1, -1) if turns[i].actor == said.addressee), None)
    if since is not None:
        return " ".join(t.utterance for t in turns[since:])
    before = turns[-1] if turns else None
    return before.utterance if before is not None and _asks(ctx, before, said, c) else ""


def reply_to(ctx: QueryContext, asked: Event) -> Optional[Event]:
    """The turn that answers a question put in talk ("Has anyone seen my keys?" - "I think they're
    on the counter"): the next turn by someone else (not the robot), within a few minutes in the
    same session; None when the turn asks nothing or the asker speaks again first."""
    if asked.kind is not EventKind.UTTERANCE or "?" not in asked.utterance:
        return None
    end = min(asked.time_ns + _TURN_NS, ctx.now_ns)
    turns = [e for e in ctx.reader.events_between(asked.time_ns, end, kinds=(EventKind.UTTERANCE,))
             if e.session_id == asked.session_id and e.utterance and e.id != asked.id and e.time_ns >= asked.time_ns]
    return _neighbour(turns, asked, ctx.reader.robot_id)


def _first_near(talk: Talk, at: int) -> int:
    start = talk.turns[at].time_ns - _TURN_NS
    while at > 0 and talk.turns[at - 1].time_ns >= start:
        at -= 1
    return at


def _last_near(talk: Talk, at: int) -> int:
    end = talk.turns[at].time_ns + _TURN_NS
    while at + 1 < len(talk.turns) and talk.turns[at + 1].time_ns <= end:
        at += 1
    return at


def _neighbour(turns: Iterable[Event], said: Event, robot: str) -> Optional[Event]:
    """The nearest turn by someone other than the speaker and the robot (the robot's own words
    relay, they do not ask or take up); None when the speaker speaks again first."""
    for turn in turns:
        if turn.actor == said.actor:
            return None
        if turn.actor != robot:
            return turn
    return None


def _asks(ctx: QueryContext, turn: Event, said: Event, c: Commitment) -> bool:
    """The turn before is the ask the sentence answers: put to its speaker (or to the doer), or on
    the same things."""
    return (turn.addressee in (said.actor, c.owner) and bool(turn.addressee)
            or calls(ctx, turn, {said.actor, c.owner}) or _same_things(turn, said))


def _replies(ctx: QueryContext, talk: Talk, turn: Event, said: Event, c: Commitment) -> bool:
    """The turn after takes the commitment up: said by the doer it names, or by the one it was put
    to, or on the same things."""
    put_to = {said.addressee} | _called(ctx, said, talk.people)
    return turn.actor == c.owner != said.actor or turn.actor in put_to or _same_things(turn, said)


def _same_things(a: Event, b: Event) -> bool:
    return len(content_words(a.utterance) & content_words(b.utterance)) >= _SHARED


def people_words(ctx: QueryContext) -> FrozenSet[str]:
    """The content words of the household's people's names: a turn sharing only these with a
    thing or a plan is no more about it than "she" would be."""
    return frozenset(content_words(" ".join(ctx.display(p) for p in ctx.reader.people())))


def calls(ctx: QueryContext, turn: Event, persons: Sequence[str]) -> bool:
    """Whether the turn calls one of `persons` by a name or an alias memory knows them by."""
    return bool(_called(ctx, turn, [p for p in persons if p]))


def _called(ctx: QueryContext, turn: Event, persons: Sequence[str]) -> FrozenSet[str]:
    """The persons among `persons` the turn names (by their name or an alias memory knows)."""
    words = set(unaccented(turn.utterance.lower()).replace(",", " ").replace(".", " ").split())
    return frozenset(p for p in persons if _names(ctx, p) & words)


def heard_names(ctx: QueryContext) -> Tuple[Tuple[str, str, str], ...]:
    """(speaker, word, person) of every one-word name memory knows a person by (speaker "": anyone
    says it) and every kin word a speaker calls someone ("Daddy", said by his daughter)."""
    named = [("", name, p) for p in sorted(ctx.reader.people()) for name in sorted(_names(ctx, p))]
    kin = [(speaker, unaccented(word.lower()), p) for (speaker, word), p in sorted(ctx.reader.kin_words().items())]
    return tuple(named + kin)


def _names(ctx: QueryContext, person: str) -> FrozenSet[str]:
    record = ctx.entity_record(person)
    said = [person, ctx.display(person), *(getattr(record, "aliases", ()) or ())]
    return frozenset(unaccented(n.lower()) for n in said if n and " " not in n.strip())

