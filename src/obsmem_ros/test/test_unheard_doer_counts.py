"""A doer called by a name memory never heard ("Nonno", said by nobody in the house) is the one
person the rest of the question picks out; with two such people the name stays unlinked. A
question's afternoon runs to six."""
from __future__ import annotations

import pytest

from .factories import DAY, H, T0, DayLog, language_engine

_LOG = DayLog()
_ASKED = T0 + DAY + 19 * H  # Tuesday evening
_MIN = 60 * 10**9


def _seen(time_ns: int, entity: str, name: str) -> dict:
    return _LOG.event(time_ns, "robot", "observe", objects=[entity],
                      deltas=[(entity, "name", name), (entity, "location", "shelf_1")])


def _grab(time_ns: int, actor: str, entity: str) -> list:
    return [_LOG.event(time_ns, actor, "grab", objects=[entity], deltas=[(entity, "held_by", actor)]),
            _LOG.event(time_ns + _MIN, actor, "place", objects=[entity, "shelf_1"],
                       deltas=[(entity, "location", "shelf_1")])]


def _household() -> list:
    tuesday = T0 + DAY
    events = [_seen(T0 + 6 * H, "tin_1", "biscuit tin"), _seen(T0 + 6 * H + 10**9, "pot_1", "sugar pot"),
              _LOG.event(T0 + 7 * H, "rocco", "say", kind="utterance", words="Morning, I'm off to the garden."),
              _LOG.event(T0 + 7 * H + _MIN, "gina", "say", kind="utterance", words="Bring the hose back in after.")]
    for at in (8 * H, 13 * H, 17 * H + 30 * _MIN):  # the last one at half five in the afternoon
        events += _grab(tuesday + at, "rocco", "tin_1")
    events += _grab(tuesday + 9 * H, "rocco", "pot_1") + _grab(tuesday + 10 * H, "gina", "pot_1")
    return sorted(events, key=lambda e: e["time"])


@pytest.fixture(scope="module")
def engine():
    yield from language_engine(_household())


@pytest.mark.parametrize("question, count", [
    ("How many times did Nonno take the biscuit tin today?", 3),    # only Rocco took it: Nonno is Rocco
    ("How many times did Rocco take the biscuit tin today?", 3),
    ("How many times did Rocco take the biscuit tin this afternoon?", 2),  # 13:00 and 17:30
    ("How many times did Nonno take the sugar pot today?", 0),      # Rocco and Gina did: Nonno is not known
    ("How many times did Gina take the sugar pot today?", 1),
])
def test_an_unheard_name_is_the_one_doer_the_question_picks_out(engine, question, count):
    answer = engine.answer(question, at_ns=_ASKED)
    assert (answer.intent.value, answer.value) == ("event_count", count), answer.plan
