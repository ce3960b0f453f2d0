"""The evidence selector: dedup, the k bound, complementary picks, determinism."""
from __future__ import annotations

import pytest

from obsmem_ros.core.query import Evidence, SelectorConfig, View, dedup_union, select_evidence
from obsmem_ros.errors import ConfigError, QueryError

HOUR = 3600 * 10**9


def ev(i, view=View.EVENT, entity="laptop_1", hour=0, score=1.0):
    return Evidence(id=f"e{i}", view=view, time_ns=hour * HOUR, text=f"record {i}", entity=entity, score=score)


def test_selector_never_returns_more_than_k():
    items = [ev(i, hour=i, score=1 - i / 100) for i in range(20)]
    assert len(select_evidence(items, 5)) == 5
    assert len(select_evidence(items, 2)) == 2
    assert select_evidence(items, 0) == []


def test_selector_keeps_the_most_relevant_record_first():
    items = [ev(0, score=0.2), ev(1, score=0.9)]
    assert select_evidence(items, 1)[0].id == "e0"  # retrieval order: the answer's own support first


def test_dedup_union_keeps_one_item_per_id_with_the_best_score():
    merged = dedup_union([ev(1, View.STATE, score=0.4), ev(2), ev(1, View.EVENT, score=0.9)])
    assert [m.id for m in merged] == ["e1", "e2"]
    assert merged[0].score == 0.9


def test_selector_prefers_complementary_entities_views_and_times():
    same = [ev(i, entity="laptop_1", hour=1, score=0.9) for i in range(1, 5)]
    other = ev(9, view=View.STATE, entity="desk_1", hour=7, score=0.6)
    picked = select_evidence([ev(0, hour=1)] + same + [other], 2)
    assert [p.id for p in picked] == ["e0", "e9"]


def test_selector_without_diversity_follows_relevance():
    same = [ev(i, hour=1, score=1 - i / 10) for i in range(5)]
    other = ev(9, view=View.STATE, entity="desk_1", hour=7, score=0.1)
    picked = select_evidence(same + [other], 3, SelectorConfig(diversity=0.0))
    assert [p.id for p in picked] == ["e0", "e1", "e2"]


def test_selector_is_deterministic():
    items = [ev(i, entity=f"x{i % 3}", hour=i % 4, score=(i * 7 % 10) / 10) for i in range(30)]
    assert select_evidence(items, 5) == select_evidence(list(items), 5)


def test_selector_rejects_a_negative_budget_and_bad_weights():
    with pytest.raises(QueryError, match="evidence budget"):
        select_evidence([ev(0)], -1)
    with pytest.raises(ConfigError, match="diversity"):
        SelectorConfig(diversity=2.0)


def test_records_about_different_things_in_one_hour_are_not_redundant():
    # why a belief is uncertain: three people came in within the hour; each is its own reason
    answer = ev(0, view=View.STATE, entity="book_1", hour=1)
    reasons = [ev(i, view=View.BELIEF, entity=person, hour=2, score=0.8) for i, person in enumerate(("dan", "carol", "bob"), 1)]
    later = ev(9, view=View.BELIEF, entity="alice", hour=9, score=0.8)
    picked = select_evidence([answer, reasons[0], reasons[1], later, reasons[2]], 3)
    assert [p.id for p in picked] == ["e0", "e1", "e2"]

