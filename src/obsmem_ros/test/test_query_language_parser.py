"""The language layer on the read path: `LanguageQuestionParser` plans and answers over a small
memory, with sentences written for this test (not from the hand-written set or the wording pool).
spaCy and MiniLM load once for the module."""
from __future__ import annotations

import pytest

from obsmem_ros.core.config import EngineConfig
from obsmem_ros.core.language import Granularity, Kind, Parse, Span, TimeExpression
from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import Intent, QueryConfig, QueryEngine, Relation
from obsmem_ros.core.query.language_question_parser import LanguageQuestionParser, time_ref, to_plan, trace_verbs
from obsmem_ros.core.query.plan import PartOfDay
from obsmem_ros.errors import ConfigError

from .factories import DAY, T0, H, DayLog

_LOG = DayLog()


def ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), **fields) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas, **fields)


def seen(time_ns: int, entity: str, name: str, colour: str, place: str, owner: str = "") -> dict:
    deltas = [(entity, "name", name), (entity, "category", name), (entity, "color", colour), (entity, "location", place)]
    return ev(time_ns, "robot", "observe", [entity], deltas + ([(entity, "owner", owner)] if owner else []))


def week() -> list:
    events = [seen(T0 + H, "mug_blue_1", "mug", "blue", "cupboard_1"),
              seen(T0 + H + 10**9, "mug_green_1", "mug", "green", "cupboard_1"),
              seen(T0 + H + 2 * 10**9, "keys_1", "keys", "silver", "key_hook_1", owner="bob"),
              seen(T0 + H + 3 * 10**9, "tv_1", "tv", "black", "living_room"),
              seen(T0 + H + 4 * 10**9, "sofa_1", "sofa", "grey", "living_room"),
              ev(T0 + 2 * H, "robot", "observe", ["tv_1"], [("tv_1", "state", "off")])]
    for day in range(4):
        start = T0 + day * DAY + 7 * H
        events += [ev(start, "alice", "pick", ["mug_blue_1"], [("mug_blue_1", "location", "alice")]),
                   ev(start + 60 * 10**9, "alice", "place", ["mug_blue_1", "counter_1"],
                      [("mug_blue_1", "location", "counter_1")])]
    events += [
        ev(T0 + 4 * DAY + 9 * H, "bob", "pick", ["mug_green_1"], [("mug_green_1", "location", "bob")]),
        ev(T0 + 4 * DAY + 9 * H + 10**10, "bob", "place", ["mug_green_1", "dishwasher_1"],
           [("mug_green_1", "location", "dishwasher_1")]),
        ev(T0 + 4 * DAY + 20 * H, "carol", "toggle", ["tv_1"], [("tv_1", "state", "on")]),
        ev(T0 + 5 * DAY + 8 * H, "carol", "say", kind="utterance", words="Bob's keys are on the sofa.",
           claims=[("keys_1", "location", "sofa_1")]),
    ]
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    with Memory(":memory:") as memory:
        memory.ingest(week())
        yield QueryEngine(memory, config=QueryConfig(parser="language"))


def ask(engine, question: str):
    return engine.answer(question, at_ns=T0 + 6 * DAY)


def test_the_configured_parser_is_the_language_layer(engine):
    assert isinstance(engine.parser, LanguageQuestionParser)
    with pytest.raises(ConfigError, match="parser"):
        QueryConfig(parser="regex")
    with pytest.raises(ConfigError, match="parser"):
        EngineConfig(parser="regex")


def test_everyday_wording_links_to_what_memory_knows(engine):
    plan = engine.plan("Any clue where the green mug has got to?")
    assert (plan.intent, plan.targets, plan.attribute) == (Intent.CURRENT_STATE, ("mug_green_1",), "location")
    assert ask(engine, "Any clue where the green mug has got to?").value == "dishwasher_1"


def test_a_synonym_names_the_thing(engine):
    plan = engine.plan("Has anybody switched the telly on?")
    assert plan.targets == ("tv_1",)
    assert "toggle" in plan.verbs


def test_owner_and_person_come_from_the_possessive(engine):
    plan = engine.plan("So where have Bob's keys wandered off to?")
    assert plan.targets == ("keys_1",) and "bob" in plan.persons
    assert ask(engine, "So where have Bob's keys wandered off to?").known


def test_a_description_is_resolved_through_memory(engine):
    plan = engine.plan("The thing Bob picked up last, where is it now?")
    assert plan.intent is Intent.CURRENT_STATE
    assert "mug_green_1" in plan.targets or plan.persons == ("bob",)


@pytest.mark.parametrize("question", [
    "Blorft the zingle wabbit quorpy?",
    "¿Dónde están las llaves de Bob?",
    "鲍勃的钥匙在哪里？",
])
def test_nonsense_and_other_languages_are_not_understood(engine, question):
    answer = ask(engine, question)
    assert answer.known is False and answer.value is None
    assert answer.answer.startswith("did not understand")
    assert answer.plan.understood is False


def test_phrasal_verbs_map_through_the_trace_verb_table():
    assert trace_verbs(("turn",), ("who", "turned", "off", "the", "tv")) == ("toggle",)
    assert set(trace_verbs(("move",))) == {"pick", "place", "hand_over"}
    assert trace_verbs(("wonder",)) == ()


def test_resolved_times_become_references_relative_to_now():
    now = T0 + 5 * DAY + 15 * H
    yesterday_morning = TimeExpression(text="yesterday morning", span=Span(0, 17), start_ns=T0 + 4 * DAY + 5 * H,
                                       end_ns=T0 + 4 * DAY + 12 * H, granularity=Granularity.PART_OF_DAY)
    ref = time_ref(yesterday_morning, now)
    assert (ref.day_offset, ref.part) == (-1, PartOfDay.MORNING)
    at_seven = TimeExpression(text="at 07:00 on day 3", span=Span(0, 5), start_ns=T0 + 2 * DAY + 7 * H,
                              end_ns=T0 + 2 * DAY + 7 * H + 60 * 10**9, granularity=Granularity.MINUTE,
                              relation="at", day_index=3)
    assert (time_ref(at_seven, now).day_index, time_ref(at_seven, now).clock) == (3, (7, 0))
    ago = TimeExpression(text="two hours ago", span=Span(0, 13), start_ns=now - 2 * H, end_ns=now - 2 * H + 1,
                         granularity=Granularity.HOUR, relation="ago")
    assert time_ref(ago, now).ago_s == 7200


def test_a_question_with_a_time_asks_the_past_state():
    parse = Parse(text="Where was the mug yesterday?", kind=Kind.QUESTION, intent="where_is", confidence=0.9,
                  understood=True, times=(TimeExpression(text="yesterday", span=Span(18, 27), start_ns=T0,
                                                         end_ns=T0 + DAY, granularity=Granularity.DAY),))
    plan = to_plan(parse.text, parse, now_ns=T0 + DAY + H)
    assert (plan.intent, plan.temporal.relation, plan.temporal.ref.day_offset) == (Intent.PAST_STATE, Relation.DURING, -1)


def test_a_parse_below_confidence_keeps_its_best_reading():
    parse = Parse(text="Mug?", kind=Kind.QUESTION, intent="where_is", confidence=0.2, understood=False,
                  reason="did not understand the request well enough: best reading question:where_is (0.20)")
    plan = to_plan(parse.text, parse, now_ns=T0)
    assert plan.understood is False and "best reading question:where_is" in plan.reason


def test_the_question_embedding_is_computed_once_and_shared_with_text_search(engine):
    class Index:
        def __init__(self):
            self.shared = []

        def share_query_vector(self, query, vector):
            self.shared.append((query, len(vector)))

    index = Index()
    parser = LanguageQuestionParser(engine.reader, language=engine.parser.language, text_index=index)
    parser.plan("  Where did the blue mug go?  ")
    assert index.shared == [("Where did the blue mug go?", 384)]


def test_a_name_ingested_after_a_question_links_when_the_question_is_asked_again():
    # the same text again reuses its held spaCy parse and embedding; what it links to is read
    # from the memory as it is now
    question = "Where has the kettle got to?"
    with Memory(":memory:") as memory:
        memory.ingest(week())
        engine = QueryEngine(memory, config=QueryConfig(parser="language"))
        engine.plan(question)
        assert [m.entity for m in engine.parser.last_parse.targets] == [""]
        assert not ask(engine, question).known
        memory.ingest([seen(T0 + 6 * DAY, "kettle_1", "kettle", "white", "counter_1")])
        engine.plan(question)
        assert [m.entity for m in engine.parser.last_parse.targets] == ["kettle_1"]
        assert ask(engine, question).value == "counter_1"


def test_a_description_reads_back_as_far_as_its_newest_fitting_event(engine):
    from obsmem_ros.core.language import Mention
    from obsmem_ros.core.query.retrieval.language import MemoryLexicon

    lexicon = MemoryLexicon(engine.reader)

    def picked_last(person: str, category: str, at_ns: int) -> str:
        mention = Mention(text="the thing", span=Span(0, 9), head="thing", kind="description",
                          relation="last_picked_by", person=person, category=category)
        return lexicon.describe(mention, at_ns)

    # Bob's one pick (day 4, 09:00) seen the same day, from 3 days on and from 40 days on
    assert picked_last("bob", "", T0 + 4 * DAY + 12 * H) == "mug_green_1"
    assert picked_last("bob", "mug", T0 + 7 * DAY) == "mug_green_1"
    assert picked_last("bob", "", T0 + 44 * DAY) == "mug_green_1"
    assert picked_last("bob", "", T0 + 4 * DAY + 8 * H) == ""       # before it happened
    assert picked_last("bob", "keys", T0 + 44 * DAY) == ""          # nothing of that kind, the whole log read
    assert picked_last("alice", "", T0 + 30 * DAY) == "mug_blue_1"


def test_a_description_finds_the_newest_fitting_event_among_many_at_one_instant():
    from obsmem_ros.core.language import Mention
    from obsmem_ros.core.query.retrieval import language as described

    busy = T0 + 2 * DAY
    events = [seen(T0 + H, "book_1", "book", "red", "shelf_1"), seen(T0 + H + 10**9, "pen_1", "pen", "blue", "desk_1"),
              ev(T0 + DAY, "dan", "pick", ["book_1"], [("book_1", "location", "dan")]),
              ev(busy, "dan", "pick", ["pen_1"], [("pen_1", "location", "dan")])]
    events += [ev(busy, "dan", "look", ["book_1"]) for _ in range(40)]   # many events at one instant
    events += [ev(busy + (i + 1) * 10**9, "dan", "navigate") for i in range(10)]
    with Memory(":memory:") as memory:
        memory.ingest(events)
        lexicon = described.MemoryLexicon(memory)

        def picked_last(category: str, at_ns: int) -> str:
            return lexicon.describe(Mention(text="the thing", span=Span(0, 9), head="thing", kind="description",
                                            relation="last_picked_by", person="dan", category=category), at_ns)

        assert picked_last("", busy + DAY) == "pen_1"        # inside the busy instant
        assert picked_last("book", busy + DAY) == "book_1"   # past it
        assert picked_last("", busy - 1) == "book_1"
        assert picked_last("lamp", busy + DAY) == ""
        assert picked_last("", busy + DAY) == "pen_1"        # asked again: the same answer



def test_a_noun_phrase_cut_in_two_is_read_by_its_last_part():
    from obsmem_ros.core.language import Mention
    from obsmem_ros.core.query.question_mentions import heads as _heads

    question = "who took the van keys and the torch"
    cut = [Mention(text="the van", span=Span(9, 16), head="van"), Mention(text="keys", span=Span(17, 21), head="keys"),
           Mention(text="the torch", span=Span(26, 35), head="torch")]
    assert question[17:21] == "keys" and question[26:35] == "the torch"
    assert [m.text for m in _heads(cut)] == ["keys", "the torch"]
    described = [Mention(text="the object", span=Span(9, 19), head="object"),
                 Mention(text="that Alice last picked up", span=Span(20, 45), head="", kind="description")]
    assert [m.text for m in _heads(described)] == ["the object", "that Alice last picked up"]


def test_a_time_owning_an_unknown_thing_is_no_word_of_its_name(engine):
    plan = engine.plan("Where are next week's raffle tickets?")
    assert plan.targets == ("raffle tickets",)
