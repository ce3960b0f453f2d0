"""`python -m obsmem_ros.bench.speaker_varieties` prints both variety reads' times, their ratio,
and that both read the same varieties."""
from __future__ import annotations

import json

from click.testing import CliRunner

from obsmem_ros.bench.speaker_varieties import speaker_varieties


def test_one_json_row_with_both_reads_agreeing(tmp_path):
    result = CliRunner().invoke(speaker_varieties, ["--size", "300", "--db", str(tmp_path / "v.db"),
                                                    "--repeats", "3"])
    assert result.exit_code == 0, result.output
    row = json.loads(result.output)
    assert 0 < row["events"] <= 300 and row["utterances"] > 0  # the robot keeps what it observed
    assert row["newest_same"] is True and row["middle_same"] is True
    assert row["newest_old_ms"] > 0 and row["middle_new_ms"] > 0 and row["newest_old_vs_new"] > 0
