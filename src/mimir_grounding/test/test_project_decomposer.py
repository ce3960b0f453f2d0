"""Projects read from everyday words and composed from a small memory: routines, preferences, promises."""
from __future__ import annotations

import json

from mimir_grounding.core import (Goal, GoalKind, HeardRequest, ObjectRef, ParseContext, ProjectDecomposer,
                                  ProjectKind, RememberedFact, order_goals, read_projects)
from mimir_grounding.core.world_memory import Candidate

PEOPLE = frozenset({"alice", "bob", "carol", "dan"})


class SmallMemory:
    """A household memory of a few facts (the ``WorldMemory`` reads a project needs), no engine."""

    def __init__(self, *, prefs=None, routines=None, requests=None, requested=None, categories=None) -> None:
        self.prefs = prefs or {}
        self.routines = routines or {}
        self.requests = requests or {}
        self.asked = requested or {}
        self.categories = categories or {"mug_red_1": "mug", "mug_blue_1": "mug", "dishwasher_1": "dishwasher",
                                         "bowl_1": "bowl", "fruit_bowl_1": "bowl", "cupboard_1": "cupboard"}
        self.places = {"mug_red_1": "table_1", "mug_blue_1": "cupboard_1", "bowl_1": "counter_1",
                       "fruit_bowl_1": "kitchen"}

    def preferred(self, person, topic):
        return RememberedFact(person, f"preference:{topic}", self.prefs.get((person, topic), ""), 0)

    def routine_steps(self, goal_words, person):
        return list(self.routines.get((goal_words, person), []))

    def open_requests(self, person):
        return [r if isinstance(r, HeardRequest) else HeardRequest(person, r, 1, ("e1",))
                for r in self.requests.get(person, [])]

    def heard_since(self, since_ns):
        return []

    def requested(self, person, entity, attribute):
        value, when = self.asked.get((person, entity, attribute), ("", 0))
        return RememberedFact(entity, attribute, value, when)

    def candidates(self, ref, *, k):
        words = set(ref.words)
        return [Candidate(e, c, c, location=RememberedFact(e, "location", self.places.get(e, ""), 1))
                for e, c in sorted(self.categories.items()) if c in words or e in words][:k]

    def sightings(self, entity):
        from mimir_grounding.core.world_memory import Sighting
        return [Sighting("counter_1", 2, 1), Sighting("coffee_table_1", 1, 2)] if entity == "bowl_1" else \
            [Sighting(self.places.get(entity, "kitchen"), 5, 1)]

    def facts(self, entity):
        category = self.categories.get(entity, "")
        return {"category": RememberedFact(entity, "category", category, 0)} if category else {}


def test_reader_names_projects_people_and_their_order():
    read = read_projects("Lay the table for Bob and me. Then get the living room ready for a film, Carol's pick.",
                         PEOPLE, "alice")
    assert [p.kind for p in read] == [ProjectKind.SET_TABLE, ProjectKind.MOVIE_NIGHT]
    assert read[0].people == ("alice", "bob") and read[1].people == ("carol",)
    assert read_projects("What time is it?", PEOPLE, "alice") == []


def test_reader_keeps_a_clause_without_a_project_as_context():
    read = read_projects("Could you lay the table? Bob, Carol and Dan will be eating.", PEOPLE, "alice")
    assert len(read) == 1 and read[0].people == ("bob", "carol", "dan")
    assert read_projects("Set the table for everyone.", PEOPLE)[0].everyone


def test_morning_comes_from_routine_and_preferences_in_precondition_order():
    memory = SmallMemory(prefs={("bob", "mug"): "mug_red_1", ("bob", "thermostat"): "19"},
                         routines={("make coffee", "bob"): ["enter kitchen", "pick mug_red_1", "toggle coffee_machine_1"]})
    dec = ProjectDecomposer(memory)
    goals = dec.decompose("Have Bob's morning sorted, he wakes up early.", ParseContext("alice", PEOPLE))
    assert [(g.kind, g.target.words) for g in goals] == [
        (GoalKind.PLACE, ("mug",)), (GoalKind.TURN_ON, ("coffee_machine_1",)), (GoalKind.SET, ("thermostat",))]
    assert goals[0].target.preferred_by == "bob" and goals[0].destination.words == ("counter",)
    assert goals[2].value == "19" and goals[2].setting == "temperature" and dec.questions == []


def test_an_unknown_preference_becomes_a_question_not_a_goal():
    memory = SmallMemory(prefs={("bob", "mug"): "mug_red_1"})
    dec = ProjectDecomposer(memory)
    goals = dec.decompose("Get Bob's morning ready.", ParseContext("alice", PEOPLE))
    assert [g.kind for g in goals] == [GoalKind.PLACE]   # no drink routine or preference, no temperature
    assert dec.questions == [("bob", "What would you like to drink in the morning?"),
                             ("bob", "Which temperature would you like on the thermostat?")]


def test_tidying_puts_mugs_where_the_robot_routine_puts_them_then_shuts_it():
    memory = SmallMemory(routines={("tidy", "robot"): ["navigate kitchen", "open dishwasher_1", "place mug_red_1",
                                                        "close dishwasher_1"]})
    goals = ProjectDecomposer(memory).decompose("Please tidy the cups away.", ParseContext("alice", PEOPLE))
    assert [(g.kind, g.target.words, g.destination.words if g.destination else None) for g in goals] == [
        (GoalKind.PLACE, ("mug_red_1",), ("dishwasher_1",)), (GoalKind.CLOSE, ("dishwasher_1",), None)]
    unknown = ProjectDecomposer(SmallMemory())
    assert unknown.decompose("Please tidy the cups away.", ParseContext("alice", PEOPLE)) == []
    assert unknown.questions == [("alice", "Where do the cups go?")]


def test_a_promise_is_kept_from_the_open_request_heard_and_the_person_preferences():
    seen = []

    def inner(text, ctx):
        seen.append((text, ctx.requester))
        return [Goal(GoalKind.PLACE, ObjectRef(("laptop",)), ObjectRef(("sofa",)), text=text)]

    memory = SmallMemory(prefs={("carol", "mug"): "mug_blue_1", ("carol", "thermostat"): "22"},
                         requests={"carol": ["Please bring my laptop to the sofa."]})
    goals = ProjectDecomposer(memory, inner=inner).decompose("Carol is back at 18:00, do what she asked.",
                                                             ParseContext("alice", PEOPLE))
    assert seen == [("Please bring my laptop to the sofa.", "carol")]
    assert [g.describe() for g in goals] == ["place laptop -> sofa", "place mug -> dining table",
                                             "set thermostat = 22"]


def test_speech_heard_during_the_task_overrides_the_preference():
    memory = SmallMemory(prefs={("bob", "channel"): "sports", ("bob", "thermostat"): "19"},
                         requested={("bob", "tv_1", "setting:channel"): ("music", 50)},
                         categories={"tv_1": "tv", "bowl_1": "bowl"})
    dec = ProjectDecomposer(memory)
    before = dec.decompose("Movie night tonight, Bob chooses.", ParseContext("alice", PEOPLE))
    dec.since_ns = 10
    after = dec.decompose("Movie night tonight, Bob chooses.", ParseContext("alice", PEOPLE))
    channel = lambda goals: next(g.value for g in goals if g.setting == "channel")  # noqa: E731
    assert channel(before) == "sports" and channel(after) == "music"
    assert [g.kind for g in after][:3] == [GoalKind.PLACE, GoalKind.PLACE, GoalKind.TURN_ON]
    assert after[0].target.words == ("bowl_1",)   # the bowl people carry, not the fixed fruit bowl


def test_goals_are_ordered_by_preconditions_and_otherwise_as_said():
    tv, box = ObjectRef(("tv",)), ObjectRef(("box",))
    goals = [Goal(GoalKind.SET, tv, value="news", setting="channel"), Goal(GoalKind.CLOSE, box),
             Goal(GoalKind.TURN_ON, tv), Goal(GoalKind.PLACE, ObjectRef(("cup",)), box)]
    assert [g.kind for g in order_goals(goals)] == [GoalKind.PLACE, GoalKind.TURN_ON, GoalKind.SET, GoalKind.CLOSE]


def test_the_llm_decomposer_reads_a_heard_request_through_the_endpoint(reply_server):
    from mimir_grounding.core import decomposer_from_settings
    from obsmem_ros.core import LLMSettings

    reply_server.reply = {"kind": "instruction", "intent": "place", "confidence": 0.9,
                          "mentions": [{"text": "the laptop", "head": "laptop", "role": "target"},
                                       {"text": "the sofa", "head": "sofa", "role": "place"}], "people": []}
    rows = [{"id": "laptop_1", "name": "laptop", "category": "laptop", "kind": "object"},
            {"id": "sofa_1", "name": "sofa", "category": "sofa", "kind": "furniture"}]
    inner = decomposer_from_settings(LLMSettings(url=reply_server.url, model="tiny", timeout_s=5.0), offline="llm",
                                     entities=lambda: rows)
    memory = SmallMemory(prefs={("carol", "mug"): "mug_blue_1", ("carol", "thermostat"): "22"},
                         requests={"carol": ["Please bring the laptop to the sofa."]})
    goals = ProjectDecomposer(memory, inner=inner.decompose).decompose("Carol is back at six, do what she asked.",
                                                                      ParseContext("alice", PEOPLE))
    assert goals[0].describe() == "place laptop -> sofa" and goals[0].text.startswith("carol asked:")
    assert any("Please bring the laptop to the sofa." in json.dumps(b) for b in reply_server.bodies)


def _not_understood(text, ctx):
    from mimir_grounding.core import ParseError
    raise ParseError(f"did not understand {text!r}")


def test_an_open_request_is_read_from_the_memory_readers_record_of_the_deed():
    said = "Please bring the remote to the nightstand."
    things = {"remote_1": "remote", "nightstand_1": "nightstand", "mug_red_1": "mug"}
    memory = SmallMemory(categories=things, prefs={("carol", "mug"): "mug_red_1", ("carol", "thermostat"): "21"},
                         requests={"carol": [HeardRequest("carol", said, 1, ("e9",), "hand_over", ("remote_1", "nightstand_1")),
                                             HeardRequest("carol", "Give the grapes to Dan.", 2, ("e10",), "hand_over",
                                                          ("grapes", "dan")),
                                             HeardRequest("carol", "Bring the mug to Dan.", 3, ("e11",), "hand_over",
                                                          ("mug_red_1", "dan"))]})
    memory.categories["dan"] = "person"
    goals = ProjectDecomposer(memory, inner=_not_understood).decompose("Carol is back at 18:00, do what she asked.",
                                                                       ParseContext("alice", PEOPLE))
    described = [g.describe() for g in goals]
    assert "place remote_1 -> nightstand_1" in described                  # the words alone were not understood
    assert "hand_over mug_red_1 -> dan" in described                       # a person as the place: handed over
    assert not any("grapes" in d for d in described)                       # a thing memory never saw: not guessed


def test_words_read_as_a_project_that_composes_nothing_are_a_direct_instruction():
    def inner(text, ctx):
        return [Goal(GoalKind.PLACE, ObjectRef(("remote",)), ObjectRef(("coffee", "table")), text=text)]

    dec = ProjectDecomposer(SmallMemory(), inner=inner)
    goals = dec.decompose("Put the remote on the coffee table.", ParseContext("alice", PEOPLE))
    assert [p.kind for p in dec.last_projects] == [ProjectKind.SET_TABLE]     # the cue, but no diner
    assert [g.describe() for g in goals] == ["place remote -> coffee table"] and dec.questions == []
    asked = ProjectDecomposer(SmallMemory(), inner=inner).decompose("Lay the table for Bob.", ParseContext("alice", PEOPLE))
    assert asked == []                                                        # a question instead: no fallback
