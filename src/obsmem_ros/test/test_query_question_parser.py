"""The rule planner: intents over many paraphrases, and the slots each plan carries."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Intent, Ordinal, PartOfDay, Relation, RuleQuestionParser, View

PARAPHRASES = {
    Intent.CURRENT_STATE: [
        "Where is the laptop?", "Where's the laptop now?", "where are my glasses", "Where can I find the scissors?",
        "Tell me where the remote is.", "What is the location of the blue mug?", "Is the fridge open?",
        "Is the stove turned on?", "What is the timer set to?", "What is the thermostat set to right now?",
        "Who has the keys?", "What color is the mug?", "Is the laptop still on the sofa?", "Is the light on?",
        "What is on the table?", "Do you know where the keys are?", "Have you seen my keys?",
        "Which room is the laptop in?",
    ],
    Intent.PAST_STATE: [
        "Where was the laptop before?", "Where was the laptop previously?", "What was the timer set to before?",
        "Where was the laptop at 07:00 on day 3?", "Where was the laptop before Bob moved it?",
        "Was the fridge open at 7 pm yesterday?", "Where was the remote 3 hours ago?",
        "Where did Bob put the keys?", "Where did the mug use to be?", "Where was the book yesterday morning?",
        "Where were the keys before Alice took them?", "Was the laptop ever on the desk?",
    ],
    Intent.EVENT_WHEN: [
        "When did Bob move the laptop?", "When was the fridge last opened?", "What time did Alice leave the kitchen?",
        "At what time was the oven turned on?", "When did someone first open the window?", "How long ago was the door closed?",
    ],
    Intent.EVENT_WHO: [
        "Who moved the laptop?", "Who opened the fridge last?", "Who put the mug in the sink?",
        "By whom was the window opened?", "Which person took the keys?",
    ],
    Intent.EVENT_COUNT: [
        "How many times was the fridge opened yesterday?", "How often does Alice water the plants?",
        "How many times did Bob pick up the remote?", "Did Bob open the fridge today?",
        "Has the dishwasher been opened since 9:00?", "Number of times the door was opened?",
        "Did anyone touch the laptop while I was away?",
    ],
    Intent.SOURCE: [
        "Who said the laptop was on the desk?", "Who told me the keys were in the drawer?",
        "According to whom is the laptop on the desk?", "Where did I hear that the laptop is on the desk?",
        "Who mentioned the remote?", "Who reported that the milk is in the fridge?",
    ],
    Intent.PREFERENCE: [
        "How does Alice like her coffee?", "Which mug does Bob prefer?", "What is Alice's favourite cup?",
        "Does Bob like tea?", "What does Alice usually drink in the morning?",
        "Where does P03 usually keep the knife?", "Which knife does Bob tend to use?",
        "Does Alice take sugar in her tea?", "Which cup is Bob's favourite?",
    ],
    Intent.ROUTINE: [
        "What does Alice usually do in the morning?", "What are the steps for making tea?",
        "What is Bob's routine in the evening?", "How does Alice usually make coffee?",
        "What is P03's approach to getting pantry snacks?", "What steps does Bob follow to clean the kitchen?",
        "What is P06's strategy for managing the cheese?", "What is Bob's workflow for cleaning up after dinner?",
        "How does Alice get the knife ready before chopping?", "When serving soup, what plating approach does Bob use?",
    ],
    Intent.HABIT: [
        "When P03 has just removed the pan lid during cooking, what usually comes next?",
        "What does P06 usually do after picking up a spoon?", "After Bob washes a knife, what does he typically do next?",
        "What usually follows opening the fridge?", "What does Alice do right after closing the door?",
        "After Bob closes a drawer, what action most often follows?",
        "When Alice picks up a cup, what is the usual next step?",
    ],
    Intent.ACTIVITY: [
        "What was P03 doing in video P03_123?", "What did Bob do yesterday?", "What happened in the kitchen this morning?",
        "What was Alice doing in the evening?", "What did Bob say about the laptop?",
    ],
    Intent.COMMITMENT: [
        "What did I promise?", "What must be done tomorrow?", "Is there anything due?", "What are my reminders?",
        "What did Alice ask me to do?", "What is on the agenda for today?", "Are any tasks overdue?",
        "What appointments are scheduled?", "What do I owe Bob?", "Remind me what I should do today.",
        "What should I bring Bob tomorrow morning?", "Did I promise to water the plants?",
    ],
    Intent.BELIEF: [
        "Can I trust that the laptop is on the table?", "How sure are you that the keys are in the drawer?",
        "Should I check the laptop before going there?", "Is that still accurate?",
        "Could the laptop have been moved?", "Do I need to verify where the remote is?",
        "How reliable is the location of the laptop?", "Is it safe to assume the keys are still in the bowl?",
    ],
    Intent.PLANNING_CONTEXT: [
        "What do I need to know to make breakfast?", "What should I check before cooking dinner?",
        "Help me plan the tidying of the living room.", "What is relevant for setting the table?",
        "What would I need to prepare tea?", "Before making dinner, what should I know?",
    ],
}


@pytest.fixture(scope="module")
def planner() -> RuleQuestionParser:
    return RuleQuestionParser()


@pytest.mark.parametrize("intent,question", [(i, q) for i, qs in PARAPHRASES.items() for q in qs])
def test_planner_classifies_paraphrases_by_intent(planner, intent, question):
    assert planner.plan(question).intent is intent


def test_planner_falls_back_to_free_text_for_open_questions(planner):
    assert planner.plan("Anything interesting about the garden lamp?").intent is Intent.FREE_TEXT


def test_current_state_plan_names_target_attribute_and_views(planner):
    plan = planner.plan("Where is the laptop?")
    assert plan.targets == ("laptop",)
    assert plan.attribute == "location"
    assert plan.views[0] is View.STATE and View.BELIEF in plan.views
    assert plan.temporal.relation is Relation.NONE


def test_yes_no_state_question_carries_the_checked_value(planner):
    plan = planner.plan("Is the fridge open?")
    assert (plan.targets, plan.attribute, plan.expected, plan.yes_no) == (("fridge",), "state", "open", True)
    located = planner.plan("Is the laptop still on the sofa?")
    assert (located.targets, located.attribute, located.expected) == (("laptop",), "location", "sofa")


def test_setting_question_names_the_setting_attribute(planner):
    assert planner.plan("What is the timer set to?").attribute == "setting:timer"


def test_source_question_separates_subject_from_claimed_place(planner):
    plan = planner.plan("Who said the laptop was on the desk?")
    assert plan.targets == ("laptop",)
    assert plan.places == ("desk",)
    assert plan.attribute == "location"


def test_past_state_before_names_previous_relation(planner):
    assert planner.plan("Where was the laptop before?").temporal.relation is Relation.PREVIOUS


def test_day_and_clock_are_parsed(planner):
    temporal = planner.plan("Where was the laptop at 07:00 on day 3?").temporal
    assert temporal.relation is Relation.AT
    assert (temporal.ref.day_index, temporal.ref.clock) == (3, (7, 0))


def test_pm_clock_and_yesterday_are_parsed(planner):
    ref = planner.plan("Was the fridge open at 7 pm yesterday?").temporal.ref
    assert (ref.day_offset, ref.clock) == (-1, (19, 0))


def test_event_anchor_names_actor_and_move_verbs(planner):
    plan = planner.plan("Where was the laptop before Bob moved it?")
    anchor = plan.temporal.ref.anchor
    assert plan.temporal.relation is Relation.BEFORE
    assert anchor.actor == "bob" and "place" in anchor.verbs and "pick" in anchor.verbs
    assert plan.targets == ("laptop",)


def test_ordinals_first_and_last(planner):
    assert planner.plan("When did someone first open the window?").temporal.ordinal is Ordinal.FIRST
    assert planner.plan("Who opened the fridge last?").temporal.ordinal is Ordinal.LAST


def test_part_of_day_and_persons(planner):
    plan = planner.plan("What does Alice usually do in the morning?")
    assert plan.temporal.ref.part is PartOfDay.MORNING
    assert plan.persons == ("alice",)


def test_persons_are_not_targets(planner):
    plan = planner.plan("How often does Alice water the plants?")
    assert "alice" not in " ".join(plan.targets)
    assert plan.persons == ("alice",)


def test_event_question_maps_verbs_to_trace_vocabulary(planner):
    assert set(planner.plan("Who moved the laptop?").verbs) >= {"pick", "place"}
    assert planner.plan("How many times was the fridge opened yesterday?").verbs == ("open",)


def test_session_ids_are_extracted(planner):
    assert planner.plan("What was P03 doing in video P03_123?").sessions == ("p03_123",)


def test_ago_is_parsed_in_seconds(planner):
    assert planner.plan("Where was the remote 3 hours ago?").temporal.ref.ago_s == 3 * 3600


def test_plan_round_trips_to_a_json_ready_dict(planner):
    data = planner.plan("Where was the laptop before Bob moved it?").to_dict()
    assert data["intent"] == "past_state"
    assert data["temporal"]["ref"]["anchor"]["actor"] == "bob"
