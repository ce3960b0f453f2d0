"""What one person last did with a verb is read by an index walk (`Memory.newest_events_by`,
`stored_verbs`), never by decoding their whole log, and gives what reading the whole log gave:
the same events in the same order, the same answers to "whatever X picked up last" and "the
thing X put down last", with nothing found when X never did it."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.verbs import canonical_verb, lexicon
from obsmem_ros.core.query import QueryEngine
from obsmem_ros.core.query.lexicon import PARTICLES, VERB_FORMS, verb_key
from obsmem_ros.core.query.retrieval.events import stored_verbs

from .factories import T0, numbered, remembered

S = 10**9
# Alice picks with many words (each stored as its canonical verb), places, and never "uses"; several
# events share one instant (order within it is the log's); Carol only places; Bob only walks around.
SAID_VERBS = ("pick", "grab", "took", "fetched", "picked up", "place", "put down", "get")


def _event(n: int, time_ns: int, actor: str, verb: str, objects=()) -> dict:
    return numbered(n, actor, verb, time_ns=time_ns, objects=objects)


def _events() -> list:
    sight = numbered(0, "robot", "look", time_ns=T0, kind="observation", objects=[f"mug_{i}" for i in range(12)],
                     observers=["robot"], deltas=[d for i in range(12) for d in (
                         (f"mug_{i}", "name", f"mug {i}"), (f"mug_{i}", "category", "mug"),
                         (f"mug_{i}", "location", "counter_1"))])
    events, n = [sight], 1
    for step in range(300):  # more than a page of each verb, with ties in time
        t = T0 + (10 + step // 3) * S
        verb = SAID_VERBS[step % len(SAID_VERBS)]
        events.append(_event(n, t, "alice", verb, [f"mug_{step % 12}"] if step % 5 else []))
        events.append(_event(n + 1, t, "carol", "place", [f"mug_{(step * 7) % 12}", "counter_1"]))
        events.append(_event(n + 2, t, "bob", "enter"))
        n += 3
    return events


@pytest.fixture(scope="module")
def memory():
    yield from remembered(_events())


def _whole_log(memory, actor, keys, until_ns):
    """Newest first, as reading the person's whole log and keeping the verbs gives."""
    return [e for e in reversed(memory.events_between(0, until_ns, actor=actor)) if verb_key(e.verb) in keys]


@pytest.mark.parametrize("keys", [("pick",), ("use", "pick"), ("place",), ("enter",), ("use",)])
@pytest.mark.parametrize("until", [T0 + 10**6 * S, T0 + 60 * S, T0 + 10 * S, T0])
def test_walk_gives_the_whole_logs_events_newest_first(memory, keys, until):
    for actor in ("alice", "carol", "bob"):
        walked = [e for e in memory.newest_events_by(actor, sorted(stored_verbs(frozenset(keys))), until_ns=until)
                  if verb_key(e.verb) in keys]
        assert [e.id for e in walked] == [e.id for e in _whole_log(memory, actor, keys, until)]


def test_walk_pages_past_ties_in_time_in_log_order(memory):
    walked = [e.id for e in memory.newest_events_by("alice", ["pick"])]
    assert len(walked) > 64  # several pages of one verb
    assert walked == sorted(walked, reverse=True)  # ids here follow the log order, ties included


def test_stored_verbs_hold_every_verb_ingest_can_store_for_the_keys():
    table = lexicon()["actions"]
    said = set(VERB_FORMS) | set(table) | {f for forms in table.values() for f in forms}
    said |= {f"{w} {p}" for w in list(said) for p in PARTICLES}
    said |= {w + s for w in list(said) for s in ("ed", "s", "ing")}
    for keys in [("pick",), ("use", "pick"), ("place",), ("hand_over",), ("move",), ("open", "close")]:
        stored = stored_verbs(frozenset(keys))
        missing = {canonical_verb(w) for w in said if verb_key(canonical_verb(w)) in keys} - stored
        assert not missing, f"{keys}: {sorted(missing)[:5]}"
        assert all(verb_key(v) in keys for v in stored)
    assert "fetched" in stored_verbs(frozenset({"pick"})) and "place" not in stored_verbs(frozenset({"pick"}))


@pytest.fixture(scope="module")
def engine(memory):
    return QueryEngine(memory)


def test_thing_put_down_last_is_the_newest_placed_thing(memory, engine):
    newest = next(e for e in _whole_log(memory, "carol", ("place",), 2**62) if e.objects)
    answer = engine.answer("Where is the thing Carol put down last?")
    assert answer.known and newest.id in {e.id for e in answer.evidence}
    assert newest.objects[0] in {e.entity for e in answer.evidence} | {answer.belief.entity}


def test_whatever_picked_up_last_names_the_newest_picked_thing(memory, engine):
    newest = next(e for e in _whole_log(memory, "alice", ("pick",), 2**62) if e.objects)
    plan = engine.plan("Whatever Alice picked up last, where is it now?")
    assert plan.targets and engine.answer("Whatever Alice picked up last, where is it now?").belief.entity == \
        newest.objects[0]


def test_a_description_that_fits_nothing_is_not_known(engine):
    answer = engine.answer("Whatever Bob picked up last, where is it now?")
    assert not answer.known
