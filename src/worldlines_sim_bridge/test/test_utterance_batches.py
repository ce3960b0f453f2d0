"""Leave-one-batch-out on the dev utterances: a batch is never fitted on when it is scored, and the
test split is in no batch."""
from pathlib import Path

import numpy as np

from obsmem_ros.core import ClauseExample, ClauseKindClassifier, UtteranceReader
from worldlines_sim_bridge.core.evaluation.utterance_batches import (BATCHES, batch_of, held_out_splits,
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
    assert sizes == {"A": 66, "B": 121, "C": 113}
    assert all(batch_of(r) == "" for r in rows if r["split"] == "test")
    for name, fit, held in held_out_splits(rows):
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
    held = leave_one_batch_out(rows, written, reader=lambda kinds: UtteranceReader(clause_kinds=kinds),
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
