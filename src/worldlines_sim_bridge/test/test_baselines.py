"""Baselines: the observer rule, the text answerer, flat BM25 / MiniLM memories, graph memory, none."""
from __future__ import annotations

from pathlib import Path

import pytest

from obsmem_ros import Event, EventKind, FactSpec
from worldlines_sim_bridge.core.evaluation.baselines.answer_context import AnswerContext
from worldlines_sim_bridge.core.evaluation.baselines.event_answers import schedule_when
from worldlines_sim_bridge.core.evaluation.baselines.flat_memory import FlatTextMemory
from worldlines_sim_bridge.core.evaluation.baselines.graph_memory import GraphMemory, render, triples_of
from worldlines_sim_bridge.core.evaluation.baselines.retrievers import Bm25Retriever, MiniLmRetriever
from worldlines_sim_bridge.core.evaluation.baselines.sentence_parse import place_of, setting_value
from worldlines_sim_bridge.core.evaluation.baselines.text_query import QueryPreparer, question_form
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.benchmark import load_benchmark
from worldlines_sim_bridge.core.evaluation.records import iso_to_ns
from worldlines_sim_bridge.core.evaluation.runner import run_samples
from worldlines_sim_bridge.core.evaluation.systems import SystemOptions, create_system

DATA = Path(__file__).parent / "data" / "tiny_benchmark"
UNSEEN_MOVE = "d002-e000009"  # Bob puts the laptop on the kitchen table; the robot is not there
EXPECTED = {"tiny-001": "sofa_1", "tiny-002": "04:00", "tiny-003": "alice", "tiny-004": "sofa_1",
            "tiny-005": "2026-03-02T07:09:00+00:00", "tiny-006": None}


@pytest.fixture(scope="module")
def benchmark():
    return load_benchmark(DATA)


def _lexicon() -> Lexicon:
    lexicon = Lexicon()
    lexicon.learn(Event(id="e1", time_ns=0, kind=EventKind.OBSERVATION, actor="robot", location="kitchen",
                        observers=("robot",), deltas=(
        FactSpec("table_1", "name", "table"), FactSpec("laptop_1", "name", "laptop"),
        FactSpec("laptop_1", "owner", "bob"), FactSpec("mug_1", "name", "mug"), FactSpec("mug_1", "color", "blue"),
        FactSpec("mug_2", "name", "mug"))))
    lexicon.learn(Event(id="e2", time_ns=0, kind=EventKind.ACTION, actor="bob", observers=("robot",)))
    return lexicon


def test_lexicon_learns_names_colours_and_owners_from_perception() -> None:
    lexicon = _lexicon()
    assert lexicon.resolve("bob laptop") == ("laptop_1",)
    assert lexicon.resolve("blue mug") == ("mug_1",)
    assert set(lexicon.resolve("mug")) == {"mug_1", "mug_2"}
    assert lexicon.resolve("umbrella") == ()


def test_sentence_parser_takes_the_head_of_the_place_phrase() -> None:
    record = TextRecord(id="r", time_ns=0, session_id="", text="Bob puts Bob's laptop on the kitchen table.")
    assert place_of(record, _lexicon(), "laptop_1") == "table_1"
    taken = TextRecord(id="r", time_ns=0, session_id="", text="Bob takes the blue mug out of the kitchen.")
    assert place_of(taken, _lexicon(), "mug_1") == "bob"
    timer = TextRecord(id="r", time_ns=0, session_id="", text="Bob sets the coffee machine timer to 04:00.")
    assert setting_value(timer, "timer") == "04:00"


def test_flat_memory_keeps_only_what_the_robot_perceived(benchmark) -> None:
    memory = create_system("flat", SystemOptions(workdir=Path("/tmp")))
    memory.ingest(benchmark.events)
    assert isinstance(memory, FlatTextMemory)
    assert UNSEEN_MOVE not in {r.id for r in memory.records}
    assert len(memory.records) == sum(1 for e in benchmark.events if "robot" in e.observers)
    answer = memory.ask("Where is the laptop now?", at_ns=benchmark.events[-1].time_ns, k=5)
    assert answer.value == "sofa_1"
    assert len(answer.evidence) <= 5


def test_flat_bm25_answers_the_tiny_benchmark(benchmark) -> None:
    rows = run_samples(create_system("flat", SystemOptions(workdir=Path("/tmp"))), benchmark, progress=False)
    assert {r.id: r.value for r in rows} == EXPECTED


def test_flat_minilm_answers_the_tiny_benchmark(benchmark) -> None:
    memory = FlatTextMemory(name="flat-minilm", retriever=MiniLmRetriever())
    rows = run_samples(memory, benchmark, progress=False)
    assert {r.id: r.value for r in rows} == EXPECTED
    assert all(len(r.evidence_ids) <= 5 for r in rows)


def test_bm25_retriever_ranks_the_matching_sentence_first() -> None:
    retriever = Bm25Retriever()
    retriever.add(["Alice opens the fridge.", "Bob puts the laptop on the desk.", "The robot sees a mug."])
    assert retriever.search("where is the laptop", 2)[0][0] == 1


def test_graph_triples_keep_reports_apart_and_skip_unseen_events(benchmark) -> None:
    by_id = {e.id: e for e in benchmark.events}
    claim = triples_of(by_id["d002-e000008"])
    assert [(t.subject, t.relation, t.object, t.reporter) for t in claim] == [("mug_1", "location", "fridge_1", "alice")]
    memory = GraphMemory()
    memory.ingest(benchmark.events)
    assert UNSEEN_MOVE not in {t.event_id for t in memory.triples}
    assert render(claim[0], memory.lexicon) == "alice said the mug location: the fridge."


def test_graph_memory_answers_the_tiny_benchmark(benchmark) -> None:
    rows = run_samples(create_system("graph", SystemOptions(workdir=Path("/tmp"))), benchmark, progress=False)
    assert {r.id: r.value for r in rows} == EXPECTED
    assert all(len(r.evidence_ids) <= 5 for r in rows)


def test_no_memory_only_scores_on_unanswerable_samples(benchmark) -> None:
    rows = run_samples(create_system("none", SystemOptions(workdir=Path("/tmp"))), benchmark, progress=False)
    assert {r.id: r.judge_score for r in rows} == {"tiny-001": 0, "tiny-002": 0, "tiny-003": 0, "tiny-004": 0,
                                                   "tiny-005": 0, "tiny-006": 3}


def test_mem0_runs_locally_and_answers_the_tiny_benchmark(benchmark, tmp_path: Path) -> None:
    rows = run_samples(create_system("mem0", SystemOptions(workdir=tmp_path)), benchmark, progress=False)
    assert {r.id: r.value for r in rows} == EXPECTED
    assert all(len(r.evidence_ids) <= 5 for r in rows)
    assert UNSEEN_MOVE not in {e for r in rows for e in r.evidence_ids}
    assert (tmp_path / "faiss").is_dir()


@pytest.mark.parametrize(("question", "form"), [
    ("At what time does Bob usually make coffee?", "usual_time"),
    ("Which day was Dan unusually late to do the homework?", "late_day"),
    ("Who owns the keys that are on the key hook?", "owner"),
    ("Which room are the reading glasses in?", "room"),
    ("At what time should the robot remind Dan to do the homework?", "remind_time"),
    ("What did Dan promise to do after dinner on day 2?", "promise"),
    ("When is movie night?", "schedule_when"),
    ("Was Dan right that the apples are on the nightstand?", "was_right"),
    ("Where is the laptop now?", "plain"),
])
def test_question_forms_are_recognised_by_wording(question: str, form: str) -> None:
    assert question_form(question).value == form


def test_requests_and_promises_are_not_read_as_locations() -> None:
    request = TextRecord(id="r", time_ns=0, session_id="", speaker="bob",
                         text='Bob said to the robot: "Please bring my laptop to the table tomorrow at 08:00."')
    assert place_of(request, _lexicon(), "laptop_1") is None
    report = TextRecord(id="r", time_ns=0, session_id="", speaker="bob", text='Bob said: "My laptop is on the table."')
    assert place_of(report, _lexicon(), "laptop_1") == "table_1"


def test_planned_event_is_dated_from_the_day_it_was_said() -> None:
    thursday_ns = iso_to_ns("2026-03-05T18:00:00+00:00")
    said = TextRecord(id="r", time_ns=thursday_ns, session_id="", speaker="bob",
                      text='Bob said to the robot: "Movie night is moved to Sunday at 20:00."')
    query = QueryPreparer().prepare("When is movie night?", at_ns=thursday_ns + 1, origin_ns=thursday_ns)
    found = schedule_when(AnswerContext(query, [said], _lexicon()))
    assert found == ("2026-03-08T20:00:00+00:00", "time")
