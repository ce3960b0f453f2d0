"""Project tasks: multi-goal household requests drawn from the simulator's own truth about its people.

Each task is a request in everyday words ("get the living room ready for movie night, it's Bob's
pick") with the goal predicates that must hold in the simulator at the end and the order some of
them must be reached in. Goals come from what the simulator defines, never from a memory's
inference: people's preferences and routines in the home file, the robot's tidying chore (mugs to
the dishwasher), requests people spoke (the trace's commitment extras). Like the planning miner, a
slot is drawn only when the robot could know it at the cutoff (a preference it heard stated or saw
shown, an object whose place it saw last, a request it heard); a preference it could not know is
not a goal but an ``unknown`` slot, where the right behaviour is to ask.

Perturbations: ``moved`` (a person carries a goal's object elsewhere, unseen, before the task) and
``change`` (the person changes their mind by speaking during execution; the goal's value is then
the new one). ``mine_projects`` is seeded and deterministic.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

from mimir_grounding.core import DataError

from ..miner.belief import judge
from ..miner.families_habits import preference_at
from ..miner.index import TraceIndex
from ..miner.samples import random_cutoff, truth_at
from ..sim.clock import NS_PER_S, clock_of, iso_to_ns
from .benchmark_data import GoalCondition
from .project_wording import JOINERS, people_phrase, phrase

DRINK_DEVICES = {"coffee": "coffee_machine", "tea": "kettle"}
PUT_AWAY = ("dishwasher", "cupboard")
WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


@dataclass(frozen=True)
class SpeechChange:
    """A person changing their mind mid-task: after ``after_steps`` executed steps they say ``words``,
    and goal ``goal`` must then hold ``value`` (it held ``before`` in the request as first made)."""

    after_steps: int
    person: str
    words: str
    goal: int
    value: str
    before: str

    def to_json(self) -> dict[str, Any]:
        return {"after_steps": self.after_steps, "person": self.person, "words": self.words, "goal": self.goal,
                "value": self.value, "before": self.before}


@dataclass(frozen=True)
class ProjectTask:
    """One project task: the request, the goal predicates, order constraints and perturbations."""

    id: str
    kinds: tuple[str, ...]
    instruction: str
    requester: str
    goals: tuple[GoalCondition, ...]
    order: tuple[tuple[int, int], ...]          # (i, j): goal i must be reached no later than goal j
    cutoff_ns: int
    split: str = "dev"                          # the wording split of its phrasing(s)
    moved: bool = False
    change: Optional[SpeechChange] = None
    unknown: tuple[tuple[str, str], ...] = ()   # (person, topic) the robot cannot know: it should ask
    heard: tuple[str, ...] = ()                 # event ids of requests the goals depend on (only heard)

    @property
    def size(self) -> int:
        return len(self.goals)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "family": "project", "kinds": list(self.kinds), "instruction": self.instruction,
                "requester": self.requester, "goal": [g.__dict__ for g in self.goals],
                "order": [list(o) for o in self.order], "cutoff": self.cutoff_ns, "split": self.split,
                "moved": self.moved, "change": self.change.to_json() if self.change else None,
                "unknown": [list(u) for u in self.unknown], "heard": list(self.heard), "size": self.size}

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "ProjectTask":
        where = f"project task {raw.get('id')!r}"
        try:
            goals = tuple(GoalCondition(str(g["entity"]), str(g["attribute"]), str(g["value"])) for g in raw["goal"])
            order = tuple((int(a), int(b)) for a, b in raw.get("order") or ())
            change = SpeechChange(**raw["change"]) if raw.get("change") else None
            task = cls(id=str(raw["id"]), kinds=tuple(raw["kinds"]), instruction=str(raw["instruction"]),
                       requester=str(raw.get("requester") or ""), goals=goals, order=order,
                       cutoff_ns=int(raw["cutoff"]), split=str(raw.get("split", "dev")), moved=bool(raw.get("moved")),
                       change=change, unknown=tuple((str(p), str(t)) for p, t in raw.get("unknown") or ()),
                       heard=tuple(str(e) for e in raw.get("heard") or ()))
        except (KeyError, TypeError, ValueError) as err:
            raise DataError(f"{where}: a field is missing or malformed: {err}") from err
        if not 3 <= task.size <= 8:
            raise DataError(f"{where}: field 'goal' has {task.size} goals; a project has 3 to 8")
        if any(not (0 <= a < task.size and 0 <= b < task.size) for a, b in task.order):
            raise DataError(f"{where}: field 'order' names a goal index outside 0..{task.size - 1}")
        return task


@dataclass
class _Part:
    """One project of a task, before the parts are joined into one request."""

    kind: str
    slots: dict[str, str]
    goals: list[GoalCondition]
    order: list[tuple[int, int]] = field(default_factory=list)
    unknown: list[tuple[str, str]] = field(default_factory=list)
    heard: list[str] = field(default_factory=list)
    change: Optional[tuple[str, str, int, str, str]] = None   # (person, words, goal, value, before)


def _fact(entity: str, attribute: str, value: str) -> GoalCondition:
    return GoalCondition(entity, attribute, value)


def _first(index: TraceIndex, category: str, kind: str = "") -> str:
    return next((e.id for e in index.home.entities if e.category == category
                 and (not kind or e.kind.value == kind)), "")


def _known_place(index: TraceIndex, obj: str, t: int) -> bool:
    """The robot's last sighting of ``obj`` is its true place and still fresh at ``t``, and no one holds it."""
    run = index.known_run(obj, "location", t)
    return run is not None and not truth_at(index, obj, "held_by", t) and run[0].value == truth_at(index, obj, "location", t) and \
        judge(index, obj, "location", t).label == "fresh"


def _pref(index: TraceIndex, person: str, topic: str, t: int) -> str:
    """The person's preference (the home file's truth) when the robot could know it at ``t``; else ""."""
    known = preference_at(index, person, topic, t)
    truth = next((p for p in index.home.people if p.id == person)).preference(topic)
    return truth if known is not None and known[0] == truth else ""


def _setting(part: _Part, index: TraceIndex, person: str, topic: str, device: str, setting: str, t: int) -> None:
    value = _pref(index, person, topic, t)
    if value:
        part.goals.append(_fact(device, f"setting:{setting}", value))
    elif next((p for p in index.home.people if p.id == person)).preference(topic):
        part.unknown.append((person, topic))


def _mug(part: _Part, index: TraceIndex, person: str, place: str, t: int) -> None:
    mug = _pref(index, person, "mug", t)
    if mug and _known_place(index, mug, t):
        part.goals.append(_fact(mug, "location", place))
    elif not mug:
        part.unknown.append((person, "mug"))


def _movie_night(index: TraceIndex, rng: random.Random, t: int, person: str) -> Optional[_Part]:
    bowl, remote, table = _first(index, "bowl", "object"), _first(index, "remote"), _first(index, "coffee_table")
    tv, thermostat = _first(index, "tv"), _first(index, "thermostat")
    if not all((bowl, remote, table, tv)) or not (_known_place(index, bowl, t) and _known_place(index, remote, t)):
        return None
    part = _Part("movie_night", {"p": index.namer.person(person)},
                 [_fact(bowl, "location", table), _fact(remote, "location", table), _fact(tv, "state", "on")])
    _setting(part, index, person, "channel", tv, "channel", t)
    channels = sorted({p.preference("channel") for p in index.home.people} - {""})
    if len(part.goals) == 4 and rng.random() < 0.35:    # the host changes their mind mid-run
        new = rng.choice([c for c in channels if c != part.goals[3].value] or channels)
        part.change = (person, f"Actually, please set the TV channel to {new} instead.", 3, new,
                       part.goals[3].value)
    elif len(part.goals) == 3 and channels and rng.random() < 0.5:   # unknown, but said during the run
        new = rng.choice(channels)
        part.goals.append(_fact(tv, "setting:channel", new))
        part.unknown = [u for u in part.unknown if u != (person, "channel")]
        part.change = (person, f"And could you set the TV channel to {new}, please?", 3, new, "")
    if len(part.goals) == 4:
        part.order.append((2, 3))   # the TV is on before its channel is chosen
    if thermostat:
        _setting(part, index, person, "thermostat", thermostat, "temperature", t)
    return part


def _set_table(index: TraceIndex, rng: random.Random, t: int, person: str) -> Optional[_Part]:
    table = _first(index, "table")
    people = [p.id for p in index.home.people]
    everyone = rng.random() < 0.4
    diners = people if everyone else sorted(rng.sample(people, rng.randint(2, len(people))), key=people.index)
    part = _Part("set_table", {}, [])
    for diner in diners:
        _mug(part, index, diner, table, t)
    if not part.goals:
        return None
    names = [index.namer.person(d) for d in diners]
    said = people_phrase(names, False, rng) if not everyone else rng.choice(
        ("all of us", "everyone", "the whole family", f"the {WORDS.get(len(people), str(len(people)))} of us"))
    part.slots = {"people": said}
    return part


def _tidy_mugs(index: TraceIndex, rng: random.Random, t: int, person: str) -> Optional[_Part]:
    dishwasher = _first(index, "dishwasher")
    put_away = {e.id for e in index.home.entities if e.category in PUT_AWAY}
    mugs = [e.id for e in index.home.entities if e.category == "mug"]
    out = [m for m in mugs if truth_at(index, m, "location", t) not in put_away and
           not truth_at(index, m, "held_by", t) and _known_place(index, m, t)]
    if len(out) < 2 or len(out) != len([m for m in mugs if truth_at(index, m, "location", t) not in put_away]):
        return None
    part = _Part("tidy_mugs", {}, [_fact(m, "location", dishwasher) for m in out] + [_fact(dishwasher, "state", "closed")])
    part.order = [(i, len(out)) for i in range(len(out))]   # every mug is in before the dishwasher is shut
    return part


def _morning(index: TraceIndex, rng: random.Random, t: int, person: str) -> Optional[_Part]:
    counter, thermostat = _first(index, "counter"), _first(index, "thermostat")
    drink = _pref(index, person, "drink", t)
    device = _first(index, DRINK_DEVICES.get(drink, "-"))
    if not device or truth_at(index, device, "state", t) == "on":
        return None
    part = _Part("morning", {"p": index.namer.person(person)}, [])
    _mug(part, index, person, counter, t)
    if not part.goals:
        return None
    part.goals.append(_fact(device, "state", "on"))
    part.order.append((0, 1))   # the mug is under the machine before it runs
    if thermostat:
        _setting(part, index, person, "thermostat", thermostat, "temperature", t)
        temps = sorted({p.preference("thermostat") for p in index.home.people} - {"", part.goals[-1].value})
        if len(part.goals) == 3 and temps and rng.random() < 0.35:
            new = rng.choice(temps)
            part.change = (person, f"Actually, could you set the thermostat temperature to {new} instead?", 2, new,
                           part.goals[2].value)
    return part


def _promise(index: TraceIndex, rng: random.Random, t: int, person: str) -> Optional[_Part]:
    """A request the person spoke to the robot (a goal the robot only heard), plus their usual things."""
    asked = [e for e in index.robot_events(t) if e.kind.value == "utterance" and e.actor == person
             and (dict(e.extras).get("commitment") or {}).get("type") == "request"
             and not (dict(e.extras).get("commitment") or {}).get("recurrence")]
    if not asked:
        return None
    last = asked[-1]
    info = dict(last.extras)["commitment"]
    goal = (info.get("goal") or [None])[0]
    due = iso_to_ns(info["due"]) if info.get("due") else 0
    cancelled = any((dict(e.extras).get("commitment") or {}).get("id") == info.get("id") and
                    (dict(e.extras).get("commitment") or {}).get("action") == "cancel" for e in index.robot_events(t))
    if cancelled:
        return None
    if goal is None or not (t < due or t - last.time_ns < 900 * NS_PER_S) or \
            truth_at(index, goal["entity"], goal["attribute"], t) == goal["value"] or \
            (goal["attribute"] == "location" and not _known_place(index, goal["entity"], t)):
        return None
    when = clock_of(max(t + 3600 * NS_PER_S, due))
    part = _Part("promise", {"p": index.namer.person(person), "clock": when, "they": "they", "their": "their",
                             "be": "are", "likes": "like", "arrives": "arrive", "returns": "return"},
                 [_fact(goal["entity"], goal["attribute"], goal["value"])], heard=[last.id])
    _mug(part, index, person, _first(index, "table"), t)
    thermostat = _first(index, "thermostat")
    if thermostat:
        _setting(part, index, person, "thermostat", thermostat, "temperature", t)
    return part


MAKERS: dict[str, Callable[[TraceIndex, random.Random, int, str], Optional[_Part]]] = {
    "movie_night": _movie_night, "set_table": _set_table, "tidy_mugs": _tidy_mugs, "morning": _morning,
    "promise": _promise,
}


def _promise_cutoff(index: TraceIndex, rng: random.Random) -> tuple[int, str]:
    asked = [e for e in index.robot_events() if e.kind.value == "utterance" and index.day(e.time_ns) >= 2
             and (dict(e.extras).get("commitment") or {}).get("type") == "request"]
    if not asked:
        return random_cutoff(index, rng, min_day=2), ""
    event = rng.choice(asked)
    return event.time_ns + rng.randint(20, 200) * NS_PER_S, event.actor


def _join(parts: list[_Part]) -> tuple[list[GoalCondition], list[tuple[int, int]], Optional[tuple]]:
    goals: list[GoalCondition] = []
    order: list[tuple[int, int]] = []
    change = None
    for part in parts:
        base = len(goals)
        for goal in part.goals:
            if any((g.entity, g.attribute) == (goal.entity, goal.attribute) for g in goals):
                return [], [], None   # two projects wanting the same thing (one mug, two places): not drawn
            goals.append(goal)
        order += [(base + a, base + b) for a, b in part.order]
        if part.change is not None and change is None:
            person, words, index, value, before = part.change
            change = (person, words, base + index, value, before)
    return goals, order, change


def _draw(index: TraceIndex, rng: random.Random, seed: int, number: int, turn: int) -> Optional[ProjectTask]:
    kinds = [sorted(MAKERS)[turn % len(MAKERS)]]   # kinds in turn, so every project is drawn alike
    if rng.random() < 0.4:
        kinds.append(rng.choice(sorted(set(MAKERS) - set(kinds) - {"promise"})))
    if "promise" in kinds:
        t, person = _promise_cutoff(index, rng)
    else:
        t, person = random_cutoff(index, rng, min_day=3), ""
    requester = person or rng.choice([p.id for p in index.home.people])
    parts = []
    for kind in kinds:
        who = person if kind == "promise" else rng.choice([p.id for p in index.home.people])
        part = MAKERS[kind](index, rng, t, who or requester)
        if part is None:
            return None
        parts.append(part)
    goals, order, change = _join(parts)
    if not 3 <= len(goals) <= 8:
        return None
    task_id = f"p{number:03d}"
    wording = random.Random(f"projects-wording:{seed}:{task_id}")
    said = [phrase(p.kind, p.slots, wording) for p in parts]
    text = said[0][0] + "".join(wording.choice(JOINERS) + s[:1].lower() + s[1:] for s, _ in said[1:])
    speech = None
    if change is not None:
        who, words, goal, value, before = change
        speech = SpeechChange(rng.randint(2, 5), who, words, goal, value, before)
        goals[goal] = GoalCondition(goals[goal].entity, goals[goal].attribute, value)
    return ProjectTask(task_id, tuple(kinds), text, requester, tuple(goals), tuple(order), t,
                       split="test" if any(s == "test" for _, s in said) else "dev",
                       moved=rng.random() < 0.25 and any(g.attribute == "location" for g in goals), change=speech,
                       unknown=tuple(u for p in parts for u in p.unknown), heard=tuple(e for p in parts for e in p.heard))


def mine_projects(index: TraceIndex, *, seed: int, want: int = 64) -> list[ProjectTask]:
    """``want`` project tasks (3 to 8 goals each) for the home of ``index``; the same seed gives the same tasks."""
    rng = random.Random(f"worldlines-projects:{seed}")
    tasks: list[ProjectTask] = []
    misses = 0
    for _ in range(want * 80):
        if len(tasks) >= want:
            break
        task = _draw(index, rng, seed, len(tasks), len(tasks) + misses // 60)   # a kind this home rarely
        misses = 0 if task is not None else misses + 1                         # allows yields its turn
        if task is not None:
            tasks.append(task)
    return sorted(tasks, key=lambda task: (task.cutoff_ns, task.id))
