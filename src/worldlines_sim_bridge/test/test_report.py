"""Reports are recomputed from rows: JSON, a markdown table, plots; the scoreboard labels published figures."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from worldlines_sim_bridge.core.evaluation.report import load_results, markdown_table, write_report
from worldlines_sim_bridge.core.evaluation.scoreboard import print_scoreboard
from worldlines_sim_bridge.core.evaluation.session import evaluate
from worldlines_sim_bridge.errors import BenchmarkFormatError

DATA = Path(__file__).parent / "data" / "tiny_benchmark"
PNG_MAGIC = b"\x89PNG"


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("results")
    for memory in ("flat", "none"):
        evaluate(memory, DATA, out, progress=False)
    return out


def test_report_writes_json_table_and_plots_from_rows(results: Path) -> None:
    paths = write_report(results)
    report = json.loads(paths["json"].read_text())
    assert sorted(report) == ["flat", "none"]
    for system in ("flat", "none"):
        summary = json.loads((results / system / "summary.json").read_text())
        assert report[system]["judge"] == summary["judge"]
        assert report[system]["n"] == 6
    assert report["none"]["judge"] == 0.1667
    assert paths["bars"].read_bytes()[:4] == PNG_MAGIC
    assert paths["radar"].read_bytes()[:4] == PNG_MAGIC
    table = paths["markdown"].read_text()
    assert "| flat |" in table and "| none |" in table and "| current_state |" in table


def test_markdown_table_shows_missing_metrics_as_dash() -> None:
    table = markdown_table({"x": {"judge": 0.5, "hidden_judge": None, "per_family": {}, "latency_ms": {}, "n": 1}})
    assert "| x | 0.500 | - |" in table


def test_load_results_without_rows_names_the_folder(tmp_path: Path) -> None:
    with pytest.raises(BenchmarkFormatError, match="No \\*/rows.jsonl under"):
        load_results(tmp_path)


def test_scoreboard_prints_published_figures_under_their_own_label() -> None:
    console = Console(record=True, width=160)
    print_scoreboard({"obsmem": {"judge": 0.8, "event_r5": 0.6, "latency_ms": {"p50": 1.0}, "n": 3}}, console=console)
    text = console.export_text()
    assert "Published figures on the paper's" in text and "not measured in this run" in text
    assert "0.713" in text and "0.537" in text and "0.575" in text and "0.378" in text
    assert text.index("obsmem") < text.index("Published figures")
