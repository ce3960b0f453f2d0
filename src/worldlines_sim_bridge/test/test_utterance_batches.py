"""Leave-one-household-out on the dev utterances: a household is never fitted on when it is scored,
and the test split is in no household."""
from pathlib import Path

import numpy as np

from obsmem_ros.core import ClauseExample, ClauseKindClassifier, UtteranceReader
from worldlines_sim_bridge.core.evaluation.utterance_batches import (BATCHES, batch_of, held_out_splits, households,
                                                                     leave_one_batch_out)
from worldlines_sim_bridge.core.evaluation.utterance_scoring import load_utterances

UTTERANCES = Path(__file__).resolve().parents[1] / "worldlines_sim_bridge" / "handwritten" / "utterances.jsonl"


def _row(number, text, split="dev", kinds=("claim",), expect=None):
    return {"id": f"u{number:03d}", "split": split, "speaker": "sam", "addressee": "robot",
            "said_at": "2026-12-01T09:00:00+00:00", "text": text, "kinds": list(kinds),
            "expect": expect or {"claims": [{"entity": text.split()[1], "value": text.split()[-1].rstrip("."),
                                             "negated": False}]}}


def test_batches_of_the_frozen_set():
    rows = load_utterances(UTTERANCES)
    sizes = {name: sum(batch_of(r) == name for r in rows) for name in BATCHES}
    assert sizes == {"A": 66, "B": 121, "C": 113, "D": 128, "E": 128}
    assert all(batch_of(r) == "" for r in rows if r["split"] == "test")
    groups = households([UTTERANCES])
    assert [name for name, _ in groups] == list(BATCHES)
    for name, fit, held in held_out_splits(groups):
        assert {batch_of(r) for r in held} == {name}
        assert name not in {batch_of(r) for r in fit} and "" not in {batch_of(r) for r in fit}
        assert not {r["id"] for r in fit} & {r["id"] for r in held}


def test_a_held_out_batch_is_never_fitted_on(tmp_path):
    rows = [_row(5, "The kettle is in the kitchen."), _row(20, "The lamp is in the study."),
            _row(150, "The broom is in the hall."), _row(200, "The bucket is in the shed."),
            _row(300, "The towel is in the bathroom."), _row(340, "The mop is in the garage."),
            _row(90, "The secret is in the vault.", split="test")]
    fitted = {}

    def encoder(texts):
        return np.asarray([[len(t) / 40.0, float("kitchen" in t)] for t in texts], dtype=np.float32)

    def classifier(examples):
        kinds = ClauseKindClassifier(examples, encoder=encoder, cache_dir=tmp_path)
        fitted[len(fitted)] = {e.source for e in examples}
        return kinds

    written = [ClauseExample("Nice weather.", "none")]
    groups = [(name, [r for r in rows if batch_of(r) == name]) for name in ("A", "B", "C")]
    held = leave_one_batch_out(groups, written, reader=lambda kinds: UtteranceReader(clause_kinds=kinds),
                               classifier=classifier)
    assert [h.batch for h in held] == ["A", "B", "C"]
    assert fitted[0] == {"u150", "u200", "u300", "u340", "written"}
    assert fitted[1] == {"u005", "u020", "u300", "u340", "written"}
    assert fitted[2] == {"u005", "u020", "u150", "u200", "written"}
    assert all("u090" not in sources for sources in fitted.values())
    assert [h.utterances for h in held] == [2, 2, 2]
    assert all(h.recall["claims"] == 1.0 for h in held)  # the forms read every one of these claims


def test_refit_reads_the_dev_split_only_and_keeps_written_rows(tmp_path):
    import json

    from click.testing import CliRunner

    from obsmem_ros.core import load_clause_examples, write_clause_examples
    from worldlines_sim_bridge.cli import cli

    rows = [_row(5, "The kettle is in the kitchen."), _row(90, "The secret is in the vault.", split="test"),
            _row(7, "That was a lovely walk.", kinds=("chit_chat",), expect={})]
    path = tmp_path / "utterances.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = tmp_path / "kinds.jsonl"
    write_clause_examples([ClauseExample("What a day.", "none"), ClauseExample("The vase is old.", "claim",
                                                                               source="u999")], out)
    result = CliRunner().invoke(cli, ["clause-kinds", "refit", "--file", str(path), "--out", str(out)])
    assert result.exit_code == 0, result.output
    got = [(e.source, e.label, e.text) for e in load_clause_examples(out)]
    assert got == [("u005", "claim", "The kettle is in the kitchen."), ("u007", "none", "That was a lovely walk."),
                   ("written", "none", "What a day.")]


def _write(path, rows):
    import json

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_each_later_batch_file_is_one_household_and_its_test_rows_are_not_read(tmp_path):
    frozen = _write(tmp_path / "set" / "utterances.jsonl", [_row(3, "The mug is in the sink."),
                                                            _row(70, "The code is in the safe.", split="test"),
                                                            _row(400, "The rake is in the shed.")])
    later = _write(tmp_path / "batch9" / "utterances.jsonl", [_row(1701, "The kite is in the loft."),
                                                              _row(1702, "The map is in the car."),
                                                              _row(1703, "The key is in the moat.", split="test")])
    groups = households([frozen, later])
    assert [(name, [r["id"] for r in rows]) for name, rows in groups] == [
        ("A", ["u003"]), ("D", ["u400"]), ("batch9", ["u1701", "u1702"])]
    splits = {name: ([r["id"] for r in fit], [r["id"] for r in held]) for name, fit, held in held_out_splits(groups)}
    assert splits["batch9"] == (["u003", "u400"], ["u1701", "u1702"])
    assert splits["A"] == (["u400", "u1701", "u1702"], ["u003"])
    only = {name: [r["id"] for r in fit] for name, fit, _ in held_out_splits(groups, fit_on={"A", "D"})}
    assert only == {"A": ["u400"], "D": ["u003"], "batch9": ["u003", "u400"]}


def test_lobo_fits_only_the_named_households(tmp_path):
    rows = {"A": [_row(5, "The kettle is in the kitchen.")], "D": [_row(380, "The lamp is in the study.")],
            "batch7": [_row(800, "The broom is in the hall.")]}
    fitted = []

    def encoder(texts):
        return np.asarray([[len(t) / 40.0, float("kitchen" in t)] for t in texts], dtype=np.float32)

    def classifier(examples):
        fitted.append(sorted({e.source for e in examples}))
        return ClauseKindClassifier(examples, encoder=encoder, cache_dir=tmp_path)

    written = [ClauseExample("Nice weather.", "none"), ClauseExample("The hat is on the peg.", "claim")]
    held = leave_one_batch_out(list(rows.items()), written, fit_on={"A"}, classifier=classifier,
                               reader=lambda kinds: UtteranceReader(clause_kinds=kinds))
    assert [h.batch for h in held] == ["A", "D", "batch7"]
    assert fitted == [["written"], ["u005", "written"], ["u005", "written"]]
    from worldlines_sim_bridge.core.evaluation.utterance_scoring import MISS_STAGES
    assert all(h.misses == dict.fromkeys(MISS_STAGES, 0) for h in held)  # claims only: no undertaking missed


def test_refit_takes_several_files_and_every_later_batch(tmp_path, monkeypatch):
    from click.testing import CliRunner

    from obsmem_ros.core import load_clause_examples
    from worldlines_sim_bridge.cli import cli
    from worldlines_sim_bridge.cli import utterances as command

    frozen = _write(tmp_path / "hw" / "utterances.jsonl", [_row(5, "The kettle is in the kitchen."),
                                                           _row(90, "The secret is in the vault.", split="test")])
    _write(tmp_path / "hw" / "batch10" / "utterances.jsonl", [_row(1200, "The spade is in the garden.")])
    _write(tmp_path / "hw" / "batch9" / "utterances.jsonl", [_row(1100, "The ladder is in the garage."),
                                                             _row(1101, "The gold is in the cellar.", split="test")])
    _write(tmp_path / "hw" / "batch11" / "utterances.jsonl", [_row(1400, "The yardstick is in the attic.")])
    _write(tmp_path / "hw" / "batch12" / "utterances.jsonl", [_row(1500, "The trowel is in the shed.")])
    monkeypatch.setattr(command, "HANDWRITTEN", tmp_path / "hw")
    monkeypatch.setattr(command, "HELD_OUT_BATCHES", frozenset({"batch11"}))  # a held-out batch is never read
    monkeypatch.setattr(command, "UNFITTED_BATCHES", frozenset({"batch12"}))  # nor a dev batch kept out of the fit
    assert [p.parent.name for p in command.batch_files()] == ["batch9", "batch10"]
    out = tmp_path / "kinds.jsonl"
    result = CliRunner().invoke(cli, ["clause-kinds", "refit", "--file", str(frozen), "--batches", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert [(e.source, e.label) for e in load_clause_examples(out)] == [
        ("u005", "claim"), ("u1100", "claim"), ("u1200", "claim")]
    other = _write(tmp_path / "other" / "utterances.jsonl", [_row(1300, "The saw is in the shed.")])
    result = CliRunner().invoke(cli, ["clause-kinds", "refit", "--file", str(frozen), "--file", str(other),
                                      "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert [e.source for e in load_clause_examples(out)] == ["u005", "u1300"]


def test_the_package_examples_learn_from_every_dev_household():
    from obsmem_ros.core import load_clause_examples
    from worldlines_sim_bridge.cli.utterances import batch_files

    sources = {e.source for e in load_clause_examples()}
    groups = households([UTTERANCES, *batch_files()])
    assert len(groups) == len(BATCHES) + len(batch_files()) >= 12
    for name, rows in groups:  # most utterances of each household give the classifier a clause
        assert len({r["id"] for r in rows} & sources) >= 0.8 * len(rows), name
    assert sources - {r["id"] for _, rows in groups for r in rows} == {"written"}
