"""A text whose form asks (a "?", an inverted auxiliary, a polar tag, an opening wh-word) is read
among the classifier's question readings when its best reading is unsure; a request of the robot
in question form keeps its readings. The forms the classifier's examples were widened with
(a possessive thing asked yes or no of its place, "you seen X?", a name typed in lower case, a
setting asked as "what's X on", a polar tag) read as what they ask. Every sentence here was
written for these tests."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import shared_parser
from obsmem_ros.core.language.asked_readings import asked_readings
from obsmem_ros.core.language.parser import asked_understood
from obsmem_ros.core.language.syntax import analyse, normalise

UNSURE = [("instruction:place", 0.30), ("question:was_right", 0.25), ("statement:claim", 0.20),
          ("question:where_is", 0.15), ("instruction:bring", 0.10)]


@pytest.mark.parametrize("text", ["Still out on the porch?", "what time's Mo leaving for the match",
                                  "Is the pram by the gate?", "Ama drinks coffee or not?"])
def test_an_unsure_reading_of_a_question_is_read_among_its_question_readings(text):
    ranked = asked_readings(UNSURE, analyse(normalise(text)), threshold=0.4)
    assert ranked[0] == ("question:was_right", pytest.approx(0.25 / 0.40))
    assert ranked[1] == ("question:where_is", pytest.approx(0.15 / 0.40))
    assert {k for k, p in ranked if p == 0.0} == {"instruction:place", "statement:claim", "instruction:bring"}


@pytest.mark.parametrize("text", ["Could you pop the mop in the cupboard?", "The mop goes in the cupboard."])
def test_a_request_in_question_form_or_a_statement_keeps_its_readings(text):
    assert asked_readings(UNSURE, analyse(normalise(text)), threshold=0.4) == UNSURE


@pytest.mark.parametrize("text", ["where the spare bulbs stay now", "how much rice Ma got left",
                                  "who got the van keys this week"])
def test_a_sure_order_reading_of_a_wh_question_is_read_among_its_question_readings(text):
    sure = [("instruction:place", 0.7), ("question:where_is", 0.2), ("statement:claim", 0.1)]
    assert asked_readings(sure, analyse(normalise(text)), threshold=0.4)[0] == ("question:where_is", pytest.approx(1.0))


@pytest.mark.parametrize("text", ["When the kettle clicks, pour the tea", "Where the hose ends, put the bucket"])
def test_an_order_after_a_wh_clause_keeps_a_sure_reading(text):
    sure = [("instruction:place", 0.7), ("question:where_is", 0.2), ("statement:claim", 0.1)]
    assert asked_readings(sure, analyse(normalise(text)), threshold=0.4) == sure


def test_a_sure_reading_is_kept():
    sure = [("instruction:place", 0.8), ("question:where_is", 0.2)]
    assert asked_readings(sure, analyse(normalise("Could the mop go in the cupboard?")), threshold=0.4) == sure


@pytest.mark.parametrize("text, key", [
    ("Is Femi's skateboard still in the shed?", "question:state_now"),
    ("Auntie Jo's umbrella, you seen it?", "question:where_is"),
    ("Have you seen Kwesi's gloves anywhere?", "question:where_is"),
    ("does rafael like going camping", "question:preference"),
    ("Baba takes honey in his tea or not?", "question:preference"),
    ("What's the dehumidifier in the loft on now?", "question:setting_now"),
])
def test_the_widened_question_forms_read_as_what_they_ask(text, key):
    parse = shared_parser().parse(text)
    assert f"{parse.kind.value}:{parse.intent}" == key, (parse.confidence, parse.alternatives)
    assert parse.understood


class _Ranking:
    """The classifier's ranking, fixed, so that only the parser's bar decides."""

    def __init__(self, ranked):
        self.ranked = ranked

    def predict(self, embedding, doc, extra=None):
        return list(self.ranked)


@pytest.mark.parametrize("ranked, understood", [
    ([("instruction:place", 0.35), ("statement:claim", 0.34), ("question:where_is", 0.12),
      ("question:was_right", 0.10), ("question:past_state", 0.09)], True),
    ([("instruction:place", 0.35), ("statement:claim", 0.27), ("question:where_is", 0.10),
      ("question:was_right", 0.10), ("question:past_state", 0.10), ("question:owner", 0.08)], False),
])
def test_a_question_read_among_its_question_readings_is_understood_from_the_asked_bar(monkeypatch, ranked, understood):
    parser = shared_parser()
    monkeypatch.setattr(parser, "_classifier_ready", lambda: _Ranking(ranked))
    parse = parser.parse("Is the red bucket by the shed?")
    assert (parse.kind.value, parse.intent, parse.understood) == ("question", "where_is", False)
    assert asked_understood(parse, parser.config).understood is understood


def test_an_unsure_reading_that_is_no_question_is_not_understood_from_the_asked_bar(monkeypatch):
    parser = shared_parser()
    monkeypatch.setattr(parser, "_classifier_ready", lambda: _Ranking([("statement:claim", 0.35),
                                                                        ("question:where_is", 0.34)]))
    parse = parser.parse("The red bucket is by the shed.")
    assert not asked_understood(parse, parser.config).understood


@pytest.mark.parametrize("text", ["Where are the specs?", "where have the comics gone"])
def test_where_asks_a_place_whatever_the_reading(monkeypatch, text):
    parser = shared_parser()
    monkeypatch.setattr(parser, "_classifier_ready", lambda: _Ranking([("question:setting_now", 0.6),
                                                                        ("question:where_is", 0.3)]))
    assert parser.parse(text).attributes == ("location",)


def test_a_setting_asked_with_where_set_stays_a_setting(monkeypatch):
    parser = shared_parser()
    monkeypatch.setattr(parser, "_classifier_ready", lambda: _Ranking([("question:setting_now", 0.6),
                                                                        ("question:where_is", 0.3)]))
    assert parser.parse("Where's the heater set?").attributes == ("setting:*",)
