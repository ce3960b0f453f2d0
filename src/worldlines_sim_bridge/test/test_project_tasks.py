"""Project tasks drawn from a 30-day home's truth: count, sizes, determinism, and goals the simulator defines."""
from __future__ import annotations

from collections import Counter

import pytest

from worldlines_sim_bridge.core.miner import TraceIndex
from worldlines_sim_bridge.core.miner.samples import truth_at
from worldlines_sim_bridge.core.planning.project_tasks import mine_projects
from worldlines_sim_bridge.core.planning.project_wording import PROJECT_PHRASINGS
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace


@pytest.fixture(scope="module")
def month():
    trace = generate_trace(GeneratorConfig(seed=7, days=30))
    index = TraceIndex(trace.events, trace.home)
    return index, mine_projects(index, seed=7, want=64)


def test_a_month_gives_at_least_sixty_projects_of_three_to_eight_goals_of_every_kind(month):
    _index, tasks = month
    assert len(tasks) == 64 and len({t.id for t in tasks}) == 64
    assert all(3 <= t.size <= 8 for t in tasks) and max(t.size for t in tasks) >= 6
    kinds = Counter(k for t in tasks for k in t.kinds)
    assert set(kinds) == {"movie_night", "set_table", "tidy_mugs", "morning", "promise"}
    assert sum(t.moved for t in tasks) >= 8 and sum(t.change is not None for t in tasks) >= 4
    assert sum(bool(t.order) for t in tasks) >= 20 and any(t.heard for t in tasks)


def test_the_same_seed_gives_the_same_tasks_and_another_seed_others(month):
    index, tasks = month
    assert mine_projects(index, seed=7, want=64) == tasks
    assert mine_projects(index, seed=8, want=64) != tasks


def test_goals_come_from_the_people_of_the_home_file(month):
    index, tasks = month
    prefs = {(p.id, topic): value for p in index.home.people for topic, value in p.preferences}
    for task in tasks:
        for goal in task.goals:
            if goal.attribute == "setting:temperature" and (task.change is None or task.goals[task.change.goal] != goal):
                assert goal.value in {v for (_, t), v in prefs.items() if t == "thermostat"}
            if index.home.entity(goal.entity).category == "mug" and goal.value != "dishwasher_1":
                assert goal.entity in {v for (_, t), v in prefs.items() if t == "mug"}
        people = {p.id for p in index.home.people}
        for person, topic in task.unknown:   # a preference the task needs that the robot cannot know (or none has)
            assert person in people and topic in {"mug", "channel", "thermostat"}


def test_a_goal_heard_only_is_a_request_the_person_spoke_and_not_yet_done(month):
    index, tasks = month
    heard = [t for t in tasks if t.heard]
    for task in heard:
        event = index.by_id[task.heard[0]]
        assert event.kind.value == "utterance" and "robot" in event.observers and event.time_ns <= task.cutoff_ns
        first = task.goals[0]
        assert truth_at(index, first.entity, first.attribute, task.cutoff_ns) != first.value


def test_wording_is_varied_everyday_speech(month):
    _index, tasks = month
    assert all(len(forms) >= 8 for forms in PROJECT_PHRASINGS.values())
    assert len({t.instruction for t in tasks}) >= 50
    assert {t.split for t in tasks} == {"dev", "test"}
