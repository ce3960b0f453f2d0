"""How-many-times questions in a household's own words: the deed read through the one verb lexicon
(a verb with its preposition included), days said together as one span, the household's variety
of English, a thing named "X of Y" that memory calls by both words, and a thing called by one
word of its name (a title: "the Dagbladet", not a person; the contents a tin is named for; not a word
that only says its kind: "swimming" of a "swimming bag")."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import Granularity, Span, TimeExpression
from obsmem_ros.core.language.verbs import lexicon_action
from obsmem_ros.core.query.language_question_parser import trace_verbs
from obsmem_ros.core.query.question_times import day_span

from .factories import DAY, H, T0, DayLog, language_engine

_LOG = DayLog()
_ASKED = T0 + DAY + 18 * H  # Tuesday evening


def _ev(time_ns: int, actor: str, verb: str, objects=(), deltas=(), **fields) -> dict:
    return _LOG.event(time_ns, actor, verb, objects=objects, deltas=deltas, **fields)


def _seen(time_ns: int, entity: str, name: str, category: str) -> dict:
    return _ev(time_ns, "robot", "observe", [entity],
               [(entity, "name", name), (entity, "category", category), (entity, "location", "counter_1")])


def _took_and_put_back(time_ns: int, actor: str, entity: str) -> list:
    return [_ev(time_ns, actor, "grab", [entity], [(entity, "held_by", actor)]),
            _ev(time_ns + 60 * 10**9, actor, "place", [entity, "counter_1"], [(entity, "location", "counter_1")])]


def _household() -> list:
    events = [_seen(T0 + 6 * H, "jar_shortbread", "shortbread jar", "jar"),
              _seen(T0 + 6 * H + 10**9, "tray_scones", "tray scones", "tray"),
              _seen(T0 + 6 * H + 2 * 10**9, "tv_1", "telly", "tv"),
              _seen(T0 + 6 * H + 3 * 10**9, "paper_1", "Dagbladet newspaper", "newspaper"),
              _seen(T0 + 6 * H + 4 * 10**9, "tin_2", "tin of toffees from Aunt Rona", "tin"),
              _seen(T0 + 6 * H + 5 * 10**9, "bag_1", "swimming bag", "bag"),
              _ev(T0 + 6 * H + 6 * 10**9, "robot", "observe", ["brush_isla"],
                  [("brush_isla", "name", "hairbrush"), ("brush_isla", "category", "hairbrush"),
                   ("brush_isla", "owner", "isla"), ("brush_isla", "location", "counter_1")]),
              _ev(T0 + 7 * H, "morag", "say", kind="utterance", words="Ah cannae find the tea towels anywhere.")]
    events += _took_and_put_back(T0 + 9 * H, "fergus", "jar_shortbread")  # yesterday
    for hour in (8, 12):
        events += _took_and_put_back(T0 + DAY + hour * H, "fergus", "jar_shortbread")
    events += _took_and_put_back(T0 + DAY + 10 * H, "robot", "tray_scones")
    events += _took_and_put_back(T0 + DAY + 9 * H, "isla", "paper_1") + _took_and_put_back(T0 + DAY + 11 * H, "isla", "tin_2")
    events += _took_and_put_back(T0 + DAY + 13 * H, "fergus", "tin_2")
    for hour, who in ((7, "robot"), (14, "isla"), (15, "robot")):  # the robot tidies it twice, Isla uses it once
        events += _took_and_put_back(T0 + DAY + hour * H, who, "brush_isla")
    for day in (0, 1):
        events.append(_ev(T0 + day * DAY + 20 * H if day == 0 else T0 + DAY + 17 * H, "isla", "set", ["tv_1"],
                          [("tv_1", "setting:channel", "news")]))
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    yield from language_engine(_household())


@pytest.mark.parametrize("question, count", [
    ("How many times did Fergus go for the shortbread jar today?", 2),
    ("How many times has Fergus gone after the shortbread jar today?", 2),
    ("How many times did Fergus help himself to the shortbread jar today?", 2),
    ("How many times did Fergus lift the shortbread jar today?", 2),
    ("How many times did Fergus take the shortbread jar, yesterday and today?", 3),
    ("How many times did Fergus take the shortbread jar the day?", 2),
    ("How many times did you pick up the tray of scones today?", 1),
    ("How many times did Isla switch the telly to the news?", 2),
    ("How many times did you pick up Isla's hairbrush today?", 2),  # the robot's own, not its owner's too
    ("How many times did Isla pick up her hairbrush today?", 1),
    ("How many times did you lift the shortbread jar today?", 0),  # "you" is the robot, not the one who did
    ("How many times did Isla take the Dagbladet today?", 1),
    ("How many times did Fergus go for the toffees today?", 1),
])
def test_counts_in_household_words(engine, question, count):
    answer = engine.answer(question, at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", count), answer.plan


@pytest.mark.parametrize("lemmas, verbs", [
    (("lift",), ("pick",)), (("go for",), ("pick",)), (("help oneself to",), ("pick",)),
    (("switch to",), ("set",)), (("ponder",), ()),
])
def test_a_verb_the_rule_table_lacks_is_read_through_the_verb_lexicon(lemmas, verbs):
    assert trace_verbs(lemmas) == verbs


def test_the_lexicon_names_no_action_for_an_unknown_verb():
    assert lexicon_action("reach for") == "pick" and lexicon_action("whistle") == ""


def _day(text: str, start: int, day: int) -> TimeExpression:
    return TimeExpression(text=text, span=Span(start, start + len(text)), start_ns=T0 + day * DAY,
                          end_ns=T0 + (day + 1) * DAY, granularity=Granularity.DAY)


def test_days_said_together_are_one_span():
    text = "Who came in on Monday and Tuesday?"
    ref = day_span([_day("on Monday", 12, 0), _day("Tuesday", 26, 1)], text, T0 + DAY + 18 * H)
    assert (ref.day_offset, ref.days) == (-1, 2)
    to = "Who came in from Monday to Wednesday?"
    assert day_span([_day("Monday", 17, 0), _day("Wednesday", 27, 2)], to, T0 + 2 * DAY).days == 3


def test_days_with_other_words_between_are_no_span():
    text = "Was the light on Monday when Bob came on Tuesday?"
    assert day_span([_day("on Monday", 15, 0), _day("on Tuesday", 37, 1)], text, T0 + 2 * DAY) is None


def test_only_things_seen_lend_their_name_words():
    from obsmem_ros.core.language.linking import Lexicon

    lexicon = Lexicon.from_entities([{"id": "paper_1", "name": "Evening Herald newspaper"},
                                     {"id": "brother_ian", "name": "brother ian", "heard": True}])
    assert {"evening", "herald"} <= lexicon.name_words and "brother" not in lexicon.name_words


def test_a_word_that_says_only_what_kind_a_thing_is_names_no_thing():
    from obsmem_ros.core.query.retrieval.context import _naming_words

    assert not _naming_words("swimming bag")
    assert "toffee" in _naming_words("tin of toffees from Aunt Rona") and "dagbladet" in _naming_words("Dagbladet newspaper")
