"""When a rule plan may stand in for the language layer's: the decision alone, on hand-built parses and plans
(no models load here)."""
from __future__ import annotations

from dataclasses import replace

from obsmem_ros.core.language import Kind, Lexicon, Parse, Person, Role, Span, TimeExpression
from obsmem_ros.core.language.parse import Granularity
from obsmem_ros.core.query.language_question_parser import _intent_of
from obsmem_ros.core.query.plan import Intent, QueryPlan, Relation, TemporalFilter, TimeRef
from obsmem_ros.core.query.rule_agreement import rule_plan_agrees

LEX = Lexicon.from_entities([
    {"id": "tele_1", "kind": "device", "name": "TV", "category": "tv"},
    {"id": "cup_1", "kind": "object", "name": "mug", "category": "mug", "color": "orange"},
    {"id": "settee_1", "kind": "furniture", "name": "sofa", "category": "sofa"},
])
PARSE = Parse(text="Where is the orange mug?", kind=Kind.QUESTION, intent="where_is", confidence=0.9, understood=True,
              alternatives=(("question:what_said", 0.05),))
RULE = QueryPlan(question=PARSE.text, intent=Intent.CURRENT_STATE, targets=("orange mug",), attribute="location")
LANGUAGE = QueryPlan(question=PARSE.text, intent=Intent.CURRENT_STATE, targets=("cup_1",), attribute="location")


def agrees(rule: QueryPlan = RULE, plan: QueryPlan = LANGUAGE, parse: Parse = PARSE) -> bool:
    return rule_plan_agrees(rule, plan, parse, LEX, _intent_of)


def test_a_rule_plan_that_names_known_things_and_matches_the_classifier_stands():
    assert agrees()


def test_a_phrase_memory_has_no_name_for_keeps_the_language_plan():
    assert not agrees(rule=replace(RULE, targets=("mug sitting",)))
    assert not agrees(rule=replace(RULE, targets=("telly",)))   # a synonym: the rules cannot resolve it


def test_a_phrase_cut_with_punctuation_was_not_read():
    assert not agrees(rule=replace(RULE, targets=("mug:",)))


def test_the_classifier_must_read_the_same_family():
    other = replace(PARSE, intent="who_asked", alternatives=(("question:where_is", 0.1),))
    assert not agrees(parse=other)
    assert agrees(parse=replace(other, alternatives=(("question:where_is", 0.3),)))


def test_now_and_before_are_one_family_for_the_rules():
    assert agrees(rule=replace(RULE, intent=Intent.PAST_STATE), parse=replace(PARSE, intent="past_state"))


def test_a_time_the_rules_read_differently_keeps_the_language_plan():
    when = TimeExpression(text="at 3:02 in the afternoon", span=Span(0, 5), start_ns=0, end_ns=1,
                          granularity=Granularity.MINUTE, relation="at")
    timed = replace(PARSE, times=(when,))
    plan = replace(LANGUAGE, temporal=TemporalFilter(relation=Relation.AT, ref=TimeRef(clock=(15, 2))))
    assert not agrees(rule=replace(RULE, temporal=TemporalFilter(relation=Relation.AT, ref=TimeRef(clock=(3, 2)))),
                      plan=plan, parse=timed)
    assert agrees(rule=replace(RULE, temporal=plan.temporal), plan=plan, parse=timed)


def test_the_checked_state_and_the_attribute_must_be_read_alike():
    state = replace(LANGUAGE, attribute="state", expected="on")
    assert not agrees(rule=RULE, plan=state)
    assert agrees(rule=replace(RULE, attribute="state", expected="on"), plan=state)


def test_people_must_be_known_to_memory_or_found_by_the_language_layer():
    assert not agrees(rule=replace(RULE, persons=("march",)))
    found = replace(PARSE, people=(Person(id="wes", role=Role.SUBJECT),))
    assert agrees(rule=replace(RULE, persons=("wes",)), plan=replace(LANGUAGE, persons=("wes",)), parse=found)


def test_text_that_is_not_english_never_takes_a_rule_plan():
    foreign = Parse(text="¿Dónde está la taza?", kind=Kind.UNKNOWN, intent="", confidence=0.0, understood=False,
                    reason="did not understand: the text is not in English")
    assert not agrees(parse=foreign)


def test_the_free_text_fallback_of_the_rules_never_stands():
    assert not agrees(rule=replace(RULE, intent=Intent.FREE_TEXT))


def test_a_person_only_memory_knows_lets_the_rule_plan_stand():
    """An unusual name the tagger misses ("Zephyrine") is a person memory has seen, or nobody."""
    asks = replace(PARSE, text="What does Zephyrine need to be reminded of?", intent="commitment_when",
                   alternatives=(("question:free_text", 0.1),))
    rule = QueryPlan(question=asks.text, intent=Intent.COMMITMENT, persons=("zephyrine",))
    plan = QueryPlan(question=asks.text, intent=Intent.COMMITMENT)
    assert not agrees(rule=rule, plan=plan, parse=asks)
    assert rule_plan_agrees(rule, plan, asks, LEX, _intent_of, people=frozenset({"zephyrine", "bob"}))
    assert not rule_plan_agrees(rule, plan, asks, LEX, _intent_of, people=frozenset({"bob"}))  # forgotten


def test_a_rule_plan_that_loses_a_person_memory_knows_gives_way():
    asked = replace(PARSE, text="Which fish sauce does Bà want?", intent="preference")
    rule = QueryPlan(question=asked.text, intent=Intent.PREFERENCE, targets=("fish sauce", "b want"))
    plan = replace(rule, persons=("hoa",), targets=("fish sauce",))
    assert not rule_plan_agrees(rule, plan, asked, LEX, _intent_of, people={"hoa"})
    assert rule_plan_agrees(replace(rule, persons=("hoa",)), plan, asked, LEX, _intent_of, people={"hoa"})


def test_the_rule_plan_must_read_a_change_the_language_plan_reads():
    plan = replace(LANGUAGE, intent=Intent.PAST_STATE, changed_to="settee_1")
    assert not agrees(rule=replace(RULE, intent=Intent.PAST_STATE), plan=plan, parse=replace(PARSE, intent="past_state"))
