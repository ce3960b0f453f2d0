"""`Where`: clauses and their parameters stay together, optional filters apply only when given."""
from __future__ import annotations

from obsmem_ros.core.store.where import Where


def test_filters_given_apply_in_order_with_their_parameters_and_limit_last():
    where = Where("time_ns BETWEEN ? AND ?", 1, 9).equal("actor", "bob").equal("location", None)
    sql, params = where.add("kind IN (?,?)", "action", "utterance").select("SELECT id FROM events",
                                                                        tail="ORDER BY time_ns", limit=5)
    assert sql == ("SELECT id FROM events WHERE time_ns BETWEEN ? AND ? AND actor = ? AND kind IN (?,?) "
                   "ORDER BY time_ns LIMIT ?")
    assert params == [1, 9, "bob", "action", "utterance", 5]


def test_no_filter_selects_everything_and_select_does_not_change_the_builder():
    where = Where().equal("entity", None)
    assert where.select("SELECT 1 FROM facts") == ("SELECT 1 FROM facts WHERE 1 = 1", [])
    where.select("SELECT 1 FROM facts", limit=3)
    assert where.params == []
