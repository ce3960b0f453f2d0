"""The `memora` command line on the test slices."""
import json

from click.testing import CliRunner

from memora_perception.cli import main


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_build_reports_editor_operations_and_writes_a_memory_the_tools_read(data, tmp_path):
    db = tmp_path / "p03.json"
    out = run("build", "--annotations", data / "epic_p03_slice.csv", "--participant", "P03", "--db", db)
    assert "editor: add=" in out and "compression ratio" in out and db.is_file()
    hits = json.loads(run("search-objects", "grater", "--db", db, "--participant", "P03", "--k", 1))
    assert hits[0]["name"] == "grater"
    history = json.loads(run("object-history", "grater", "--db", db, "--participant", "P03", "--limit", 2))
    assert len(history["interactions"]) == 2
    assert json.loads(run("routine", "wash knife", "--db", db, "--participant", "P03"))[0]["steps"]
    assert json.loads(run("preferences", "--db", db, "--participant", "P03", "--topic", "knife"))


def test_build_into_the_engine_store_keeps_memora_json_beside_it(data, tmp_path):
    db = tmp_path / "home.db"
    out = run("build", "--annotations", data / "epic_p03_slice.csv", "--participant", "P03", "--db", db, "--json")
    report = json.loads(out[out.index("{"):])
    assert db.is_file() and (tmp_path / "home.db.memora.json").is_file()
    assert report["engine"]["events"] > report["actions"] and report["engine"]["knowledge"]["episodes"] == 4
    assert json.loads(run("search-objects", "grater", "--db", db, "--participant", "P03"))[0]["name"] == "grater"
    acts = json.loads(run("activities", "squash", "--db", db, "--participant", "P03", "--until", "2020-01-04T00:00:00+00:00"))
    assert acts and all(a["start"] < "2020-01-04" for a in acts)


def test_eval_eam_json_and_report_files(data, tmp_path):
    out = run("eval-eam", "--questions", data / "p03_questions_slice.json", "--annotations", data / "epic_p03_slice.csv",
              "--json", "--out", tmp_path)
    summary = json.loads(out[out.index("{"):])
    assert {"accuracy", "per_type", "e_rate", "n"} <= set(summary) and summary["n"] == 80
    assert summary["memory_videos"] == 4  # the slice's videos, all inside the declared video_scope
    assert {p.name for p in tmp_path.iterdir()} >= {"summary.json", "report.md", "eam_accuracy.png", "results_memora.jsonl"}


def test_eval_plan_json(data):
    out = run("eval-plan", "--tasks", data / "p03_replay_slice.json", "--annotations", data / "epic_p03_slice.csv", "--json")
    summary = json.loads(out[out.index("{"):])
    assert {"order", "key_obj", "pref_adh", "rgp", "n"} <= set(summary) and summary["n"] == 2


def test_unknown_participant_is_a_clean_error(data):
    result = CliRunner().invoke(main, ["build", "--annotations", str(data / "epic_p03_slice.csv"), "--participant", "P99"])
    assert result.exit_code != 0 and "participant='P99' has no narration" in result.output
