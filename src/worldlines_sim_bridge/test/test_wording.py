"""Wording of mined samples: the generator's templates byte for byte, or people's varied phrasings."""
from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from string import Formatter

import pytest
from click.testing import CliRunner

from worldlines_sim_bridge.cli import cli
from worldlines_sim_bridge.core.formats import files
from worldlines_sim_bridge.core.miner import (DEFAULT_WORDING, MINERS, PHRASINGS, TEMPLATES, TEMPLATES_WORDING,
                                              VARIED_WORDING, MinerConfig, TraceIndex, Wording, check_samples,
                                              mine_samples)
from worldlines_sim_bridge.core.miner.everyday import EverydayNames
from worldlines_sim_bridge.core.miner.planning import planning
from worldlines_sim_bridge.core.miner.wording import Rendered
from worldlines_sim_bridge.core.tracegen.config import GeneratorConfig
from worldlines_sim_bridge.core.tracegen.director import generate_trace
from worldlines_sim_bridge.errors import GeneratorConfigError

FIXTURE = Path(__file__).parent / "data" / "templates_wording" / "samples.jsonl"
LOCATION_FORMS = {("current_state", "location"), ("hidden_uncertain", "location"), ("state_multihop", "room")}


@pytest.fixture(scope="module")
def home_index() -> TraceIndex:
    trace = generate_trace(GeneratorConfig(seed=7, days=30))
    return TraceIndex(trace.events, trace.home)


@pytest.fixture(scope="module")
def both(home_index):
    """(templates rows, varied rows) of one home and seed."""
    def rows(wording: str) -> list:
        qa, plans = mine_samples(home_index, MinerConfig(seed=7, qa=270, plans=20, wording=wording))
        return qa + plans
    return rows(TEMPLATES_WORDING), rows(VARIED_WORDING)


def test_templates_wording_reproduces_the_earlier_generator_byte_for_byte():
    trace = generate_trace(GeneratorConfig(seed=5, days=6))
    index = TraceIndex(trace.events, trace.home)
    qa, plans = mine_samples(index, MinerConfig(seed=5, qa=45, plans=5, wording=TEMPLATES_WORDING))
    assert {row.pop("wording") for row in qa + plans} == {TEMPLATES_WORDING}
    written = "".join(files.dumps(row) + "\n" for row in qa + plans)
    assert written == FIXTURE.read_text(encoding="utf-8")


def test_varied_is_the_default_wording_now_the_language_layer_reads_it():
    assert DEFAULT_WORDING == VARIED_WORDING == MinerConfig().wording


def _phrased(index: TraceIndex, drafts: list, seed: int) -> list:
    wording = Wording(VARIED_WORDING, index.home, seed)
    return [wording.phrase(d.question, f"sample-{i}", index.day(d.cutoff_ns)) for i, d in enumerate(drafts)]


def test_varied_wording_is_deterministic_per_seed(home_index, drafts):
    config = MinerConfig(seed=7, qa=45, plans=5, wording=VARIED_WORDING)
    assert mine_samples(home_index, config) == mine_samples(home_index, config)
    seven = _phrased(home_index, drafts, 7)
    assert seven == _phrased(home_index, drafts, 7)
    assert sum(a != b for a, b in zip(seven, _phrased(home_index, drafts, 8))) > len(drafts) // 2


def test_varied_wording_changes_only_the_phrasing(both):
    templates, varied = both
    assert len(templates) == len(varied)
    for plain, people in zip(templates, varied):
        assert people["wording"] == VARIED_WORDING and plain["wording"] == TEMPLATES_WORDING
        keep = ("question", "instruction", "wording")
        assert {k: v for k, v in plain.items() if k not in keep} == {k: v for k, v in people.items() if k not in keep}
        if people["family"] == "planning":
            assert people["instruction"] == people["question"]


def test_every_form_has_at_least_eight_distinct_phrasings():
    assert set(PHRASINGS) == set(TEMPLATES)
    for form, phrasings in PHRASINGS.items():
        assert len(set(phrasings)) >= 8, form
        assert not set(phrasings) & set(TEMPLATES[form]), f"{form} copies a template"


@pytest.fixture(scope="module")
def drafts(home_index) -> list:
    """Drafts of every family miner and of planning, their questions still rendered templates."""
    index, out = home_index, []
    for family, miner in MINERS.items():
        out += miner(index, random.Random(f"wording-test:{family}"), 60)
    return out + planning(index, random.Random("wording-test:planning"), 40)


def _mined_or_composed(drafts: list) -> list:
    """One (form, template slots, cutoff) per mined draft, plus one for each form this home never mines
    (its template's slots filled with values mined for other forms of the same home)."""
    cases = [((d.family, d.subtype), d.question.slots, d.cutoff_ns) for d in drafts]
    seen: dict = {}
    for _form, slots, cutoff in cases:
        seen.update(slots)
    for form in set(PHRASINGS) - {case[0] for case in cases}:
        names = {field for template in TEMPLATES[form] for _t, field, _s, _c in Formatter().parse(template) if field}
        cases.append((form, {name: seen[name] for name in names}, cases[0][2]))
    return cases


def test_every_phrasing_fills_every_slot_in_a_generated_home(home_index, drafts):
    wording = Wording(VARIED_WORDING, home_index.home, 7)
    cases = _mined_or_composed(drafts)
    assert {case[0] for case in cases} == set(PHRASINGS)
    for form, given, cutoff in cases:
        slots = wording.slots(given, random.Random(repr(sorted(given.items()))), home_index.day(cutoff))
        for phrasing in PHRASINGS[form]:
            text = phrasing.format(**slots)
            assert "{" not in text and "}" not in text and "  " not in text, (phrasing, text)


def test_mined_questions_carry_their_form_and_slots(drafts):
    for draft in drafts:
        assert isinstance(draft.question, Rendered)
        assert (draft.question.family, draft.question.subtype) == (draft.family, draft.subtype)
        assert copy.deepcopy(draft.question).slots == draft.question.slots


def test_rows_hold_plain_strings_in_either_wording(both):
    for rows in both:
        assert all(type(row["question"]) is str for row in rows)


def test_varied_questions_differ_from_the_templates_for_most_samples(both):
    templates, varied = both
    differ = sum(a["question"] != b["question"] for a, b in zip(templates, varied))
    assert differ >= 0.95 * len(varied)


def test_varied_questions_start_each_sentence_with_a_capital(both):
    _templates, varied = both
    for row in varied:
        assert not re.search(r"(^|[.?!]\s+)[a-z]", row["question"]), row["question"]


def test_leakage_checker_passes_on_varied_samples(home_index, both):
    _templates, varied = both
    assert check_samples(varied, home_index) == []


def test_varied_location_questions_do_not_name_their_answer(home_index, both):
    templates, varied = both
    names = EverydayNames(home_index.home)
    for plain, people in zip(templates, varied):
        if (people["family"], people["subtype"]) not in LOCATION_FORMS or people["answer"]["value"] is None:
            continue
        answer = home_index.home.entity(people["answer"]["value"]).name
        for said in (answer, *names.aliases(answer)):
            if re.search(rf"\b{re.escape(said)}\b", plain["question"], re.I) is None:
                assert re.search(rf"\b{re.escape(said)}\b", people["question"], re.I) is None, people["question"]


def test_unknown_wording_is_refused_naming_the_known_ones():
    with pytest.raises(GeneratorConfigError, match=r"wording = 'poetic' is not one of templates, varied"):
        MinerConfig(wording="poetic")


def test_generate_records_the_wording_in_benchmark_json_and_every_sample(tmp_path):
    result = CliRunner().invoke(cli, ["generate", "--seed", "3", "--days", "3", "--qa", "18", "--plans", "2",
                                      "--wording", "varied", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / files.META_FILE).read_text())["wording"] == VARIED_WORDING
    rows = list(files.read_jsonl(tmp_path / files.SAMPLES_FILE))
    assert rows and {row["wording"] for row in rows} == {VARIED_WORDING}


def test_generate_help_names_both_wordings():
    result = CliRunner().invoke(cli, ["generate", "--help"])
    assert "--wording [templates|varied]" in result.output
