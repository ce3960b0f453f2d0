"""`python -m obsmem_ros.bench.visit_counts` prints, per size, both visit reads' times, their
ratio, and that both read the same visits."""
from __future__ import annotations

import json

from click.testing import CliRunner

from obsmem_ros.bench.visit_counts import visit_counts


def test_one_json_row_per_size_with_both_reads_agreeing(tmp_path):
    result = CliRunner().invoke(visit_counts, ["--sizes", "400,600", "--db", str(tmp_path / "v.db"),
                                               "--behind", "150", "--repeats", "3"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert [r["events"] for r in rows] == [400, 600]
    for row in rows:
        assert row["pairs"] > 4 and row["newest_same"] is True and row["catch_up_same"] is True
        assert row["newest_old_ms"] > 0 and row["catch_up_new_ms"] > 0 and row["catch_up_old_vs_new"] > 0
