"""`worldlines eval` and `worldlines report` on the tiny benchmark."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from worldlines_sim_bridge.cli.evaluate import eval_command, report_command

DATA = Path(__file__).parent / "data" / "tiny_benchmark"
REQUIRED = {"judge", "perfect", "event_r5", "session_any5", "per_family", "n", "state_multihop_event_r5",
            "hidden_judge", "latency_ms"}


def test_eval_json_prints_one_object_with_the_metrics(tmp_path: Path) -> None:
    result = CliRunner().invoke(eval_command, ["--data", str(DATA), "--memory", "graph", "--json",
                                               "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout.strip().splitlines()[-1])
    assert REQUIRED <= set(payload)
    assert payload["n"] == 6
    assert set(payload["latency_ms"]) == {"p50", "p95"}
    assert (tmp_path / "graph" / "rows.jsonl").is_file()


def test_eval_limit_and_default_results_folder(tmp_path: Path) -> None:
    data = tmp_path / "bench"
    shutil.copytree(DATA, data)
    result = CliRunner().invoke(eval_command, ["--data", str(data), "--memory", "none", "--json", "--limit", "2"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout.strip().splitlines()[-1])["n"] == 2
    assert len((data / "results" / "none" / "rows.jsonl").read_text().splitlines()) == 2


def test_eval_rejects_unknown_memory_listing_choices() -> None:
    result = CliRunner().invoke(eval_command, ["--data", str(DATA), "--memory", "nope"])
    assert result.exit_code != 0
    assert "obsmem" in result.output and "graph" in result.output


def test_report_command_writes_plots(tmp_path: Path) -> None:
    CliRunner().invoke(eval_command, ["--data", str(DATA), "--memory", "none", "--json", "--out", str(tmp_path)])
    result = CliRunner().invoke(report_command, ["--results", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "radar.png").is_file() and (tmp_path / "report.md").is_file()
    assert "Published figures" in result.output


def test_eval_reads_another_question_file_by_split_and_reports_per_wording(tmp_path: Path) -> None:
    rows = [json.loads(line) for line in (DATA / "samples.jsonl").read_text().splitlines() if line.strip()]
    for i, row in enumerate(rows):
        row.update(id=f"mine-{i}", split="dev" if i % 2 == 0 else "test", wording="handwritten")
    questions = tmp_path / "mine.jsonl"
    questions.write_text("".join(json.dumps(r) + "\n" for r in rows))
    result = CliRunner().invoke(eval_command, ["--data", str(DATA), "--samples", str(questions), "--split", "dev",
                                               "--memory", "none", "--json", "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout.strip().splitlines()[-1])
    assert (payload["samples"], payload["split"]) == (str(questions), "dev")
    assert set(payload["per_wording"]) == {"handwritten"}
    kept = [json.loads(line)["id"] for line in (tmp_path / "out" / "none" / "rows.jsonl").read_text().splitlines()]
    assert kept and all(i.startswith("mine-") and int(i.split("-")[1]) % 2 == 0 for i in kept)


def test_eval_rejects_a_split_no_sample_has_and_a_parser_for_other_systems(tmp_path: Path) -> None:
    result = CliRunner().invoke(eval_command, ["--data", str(DATA), "--split", "nope", "--memory", "none",
                                               "--out", str(tmp_path)])
    assert result.exit_code != 0 and "split" in result.output
    result = CliRunner().invoke(eval_command, ["--data", str(DATA), "--memory", "none", "--parser", "language"])
    assert result.exit_code != 0 and "--parser" in result.output
