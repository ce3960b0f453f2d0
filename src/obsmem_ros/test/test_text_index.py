"""The text index: BM25 + MiniLM search, cutoffs, persistence beside the store, rebuild when stale."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from obsmem_ros.core.memory import Memory
from obsmem_ros.core.query import TEXT_BACKENDS, TextIndex, make_backend
from obsmem_ros.core.timefmt import parse_iso_ns
from obsmem_ros.errors import UnknownBackendError

STORY = [json.loads(line) for line in (Path(__file__).parent / "data" / "laptop_story.jsonl").read_text().splitlines()]


@pytest.fixture()
def store(tmp_path):
    db = tmp_path / "home.db"
    with Memory(str(db)) as memory:
        memory.ingest(STORY)
        yield db, memory


def test_bm25_finds_events_by_their_words():
    index = TextIndex(backends=("bm25",))
    index.add([("e1", 1, "Alice puts the mug on the counter."), ("e2", 2, "Bob says the laptop is on the desk."),
               ("e3", 3, "The robot opens the fridge.")])
    assert [h.id for h in index.search("laptop desk", k=1)] == ["e2"]


def test_bm25_matches_words_of_any_script_with_or_without_accents():
    index = TextIndex(backends=("bm25",))
    index.add([("e1", 1, "Ông Nội put the phở bowls by the sink."), ("e2", 2, "Zoë left her skates in the hall."),
               ("e3", 3, "The robot opens the fridge.")])
    assert [h.id for h in index.search("where are zoe's skates", k=1)] == ["e2"]
    assert [h.id for h in index.search("pho bowls", k=1)] == ["e1"]
    assert [h.id for h in index.search("Ông's bowls", k=1)] == ["e1"]


def test_embeddings_find_paraphrases_without_shared_words():
    index = TextIndex(backends=("minilm",))
    index.add([("e1", 1, "Alice puts the mug on the counter."), ("e2", 2, "Bob says the laptop is on the desk."),
               ("e3", 3, "The robot opens the fridge.")])
    assert index.search("refrigerator door", k=1)[0].id == "e3"
    assert index.search("notebook computer", k=1)[0].id == "e2"


def test_search_honours_the_time_window_and_prefers_recent_duplicates():
    index = TextIndex(backends=("bm25",))
    index.add([("e1", 10, "Bob opens the fridge."), ("e2", 20, "Bob opens the fridge."), ("e3", 30, "Bob opens the fridge.")])
    assert [h.id for h in index.search("fridge", k=1)] == ["e3"]
    assert [h.id for h in index.search("fridge", k=1, until_ns=25)] == ["e2"]
    assert index.search("fridge", k=1, since_ns=31) == []


def test_identical_texts_are_indexed_once():
    index = TextIndex(backends=("bm25",))
    index.add([(f"e{i}", i, "Bob opens the fridge.") for i in range(50)])
    assert (len(index), len(index.texts)) == (50, 1)


def test_index_syncs_from_the_store_and_persists_beside_it(store):
    db, memory = store
    index = TextIndex.open(db, backends=("bm25", "minilm"))
    assert index.sync(memory) == memory.event_count()
    assert Path(f"{db}.faiss").exists() and Path(f"{db}.textindex.json").exists()
    again = TextIndex.open(db, backends=("bm25", "minilm"))
    assert (len(again), again.watermark) == (len(index), index.watermark)
    assert again.sync(memory) == 0  # nothing new: no rebuild
    assert again.search("laptop on the desk", k=1)[0].id == "d001-e000007"


def test_index_catches_up_incrementally_with_new_events(tmp_path):
    db = tmp_path / "home.db"
    with Memory(str(db)) as memory:
        memory.ingest(STORY[:5])
        index = TextIndex.open(db, backends=("bm25",))
        first = index.sync(memory)
        index.save()
        memory.ingest(STORY[5:])
        reopened = TextIndex.open(db, backends=("bm25",))
        assert reopened.sync(memory) == memory.event_count() - first
        assert reopened.search("table", k=1)[0].id == "d001-e000010"


def test_index_is_rebuilt_when_its_files_are_missing_or_corrupt(store):
    db, memory = store
    index = TextIndex.open(db, backends=("bm25",))
    index.sync(memory)
    Path(f"{db}.textindex.npz").write_bytes(b"not an index")
    broken = TextIndex.open(db, backends=("bm25",))
    assert len(broken) == 0
    assert broken.sync(memory) == memory.event_count()


def test_index_built_with_other_backends_is_not_reused(store):
    db, memory = store
    TextIndex.open(db, backends=("bm25",)).sync(memory)
    other = TextIndex.open(db, backends=("bm25", "minilm"))
    assert len(other) == 0


def test_index_of_another_sentence_encoders_vectors_is_rebuilt_not_searched(store, monkeypatch):
    from obsmem_ros.core.language import sentence_encoder

    db, memory = store
    TextIndex.open(db, backends=("bm25", "minilm")).sync(memory)
    assert len(TextIndex.open(db, backends=("bm25", "minilm"))) > 0
    monkeypatch.setattr(sentence_encoder, "ENCODER_VERSION", "int8-dynamic-per-channel-traced-1")   # the one before
    stale = TextIndex.open(db, backends=("bm25", "minilm"))
    assert len(stale) == 0
    assert stale.sync(memory) == memory.event_count()


def test_index_ahead_of_its_store_is_rebuilt(tmp_path, store):
    db, memory = store
    TextIndex.open(db, backends=("bm25",)).sync(memory)
    with Memory(str(db) + ".other") as small:
        small.ingest(STORY[:3])
        copy = TextIndex(backends=("bm25",), path=db)
        copy.load()
        assert copy.sync(small) == small.event_count()
        assert len(copy) == small.event_count()


def test_free_text_question_uses_the_index_through_the_engine(store):
    db, memory = store
    from obsmem_ros.core.query import QueryEngine

    engine = QueryEngine.open(memory, db)
    answer = engine.answer("anything about a notebook computer on the sofa?",
                           at_ns=parse_iso_ns("2026-03-02T09:05:00+00:00"))
    assert answer.known and answer.evidence
    assert all(e.to_json()["time"] <= "2026-03-02T09:05:00+00:00" for e in answer.evidence)
    assert answer.evidence[0].id == "d001-e000004"


def test_unknown_backend_names_the_known_ones():
    assert set(TEXT_BACKENDS) == {"bm25", "minilm"}
    with pytest.raises(UnknownBackendError, match="known: \\['bm25', 'minilm'\\]"):
        make_backend("elastic")


def test_structured_questions_never_read_the_index_files(store):
    db, memory = store
    from obsmem_ros.core.query import QueryEngine

    Path(f"{db}.textindex.json").write_text("{broken")
    engine = QueryEngine.open(memory, db)
    assert engine.answer("Where is the laptop?").value == "table_1"
    assert Path(f"{db}.textindex.json").read_text() == "{broken"  # untouched: not even parsed
    engine.answer("anything about a notebook computer?")
    assert json.loads(Path(f"{db}.textindex.json").read_text())["docs"] == memory.event_count()


@pytest.mark.parametrize("backends", [("bm25",), ("bm25", "minilm")])
def test_forget_drops_documents_texts_and_vectors_of_forgotten_events_only(tmp_path, backends):
    index = TextIndex(backends=backends, path=tmp_path / "home.db")
    index.add([("e1", 1, "Alice puts the mug on the counter."), ("e2", 2, "Zephyrine hides the quokkaphone."),
               ("e3", 3, "Alice puts the mug on the counter."), ("e4", 4, "The robot opens the fridge.")])
    assert index.forget({"e2", "e3"}) == 2 and index.forget({"e9"}) == 0
    assert (index.doc_ids, index.texts) == (["e1", "e4"], ["Alice puts the mug on the counter.",
                                                           "The robot opens the fridge."])
    assert [h.id for h in index.search("mug counter", k=2)][:1] == ["e1"]
    assert "e2" not in [h.id for h in index.search("quokkaphone", k=5)]
    index.save()
    reloaded = TextIndex(backends=backends, path=tmp_path / "home.db")
    assert reloaded.load() and reloaded.doc_ids == ["e1", "e4"]
    assert [h.id for h in reloaded.search("fridge", k=1)] == ["e4"]
    for file in tmp_path.iterdir():
        assert b"quokkaphone" not in file.read_bytes().lower(), file.name
    index.remove_files()
    assert list(tmp_path.iterdir()) == []


def test_an_indexed_text_gets_the_vector_its_question_gets_bit_for_bit():
    import numpy as np

    from obsmem_ros.core.language.sentence_encoder import sentence_encoder
    from obsmem_ros.core.query.text_backends import EmbeddingBackend

    texts = ["Is the telly on at the moment?", "x", "鲍勃的钥匙在哪里？", "word " * 400, "Alice put the mug in the sink."]
    backend = EmbeddingBackend()
    backend.add(texts)
    assert [i for i, _ in backend.top("x", 1)] == [1]
    indexed = backend._index.reconstruct_n(0, len(texts))
    for row, text in zip(indexed, texts):
        alone = sentence_encoder("").encode(text)[0]
        assert np.array_equal(row, alone), text   # encoded alone, whatever else was queued with it
        assert abs(float(np.linalg.norm(row)) - 1.0) < 1e-5
    assert backend.top(texts[4], 1)[0] == (4, pytest.approx(1.0, abs=1e-5))


def test_a_sync_that_finds_nothing_new_keeps_the_lexical_index(store):
    db, memory = store
    index = TextIndex.open(db, backends=("bm25",))
    index.sync(memory)
    first = index.search("laptop on the desk", k=1)
    built = index._backends[0]._model
    assert index.sync(memory) == 0
    assert index.search("laptop on the desk", k=1) == first
    assert index._backends[0]._model is built  # not rebuilt from every text for a question
    memory.ingest([{**STORY[6], "id": "d009-e000001", "time": "2026-03-09T10:00:00+00:00", "session_id": "d009-s1",
                    "text": "Bob says the umbrella is in the hall.", "utterance": "The umbrella is in the hall."}])
    assert index.sync(memory) == 1
    index.search("laptop on the desk", k=1)
    assert index._backends[0]._model is not built  # new text: rebuilt


def test_bm25_scores_in_the_calling_thread(monkeypatch):
    import threading

    backend = make_backend("bm25")
    backend.add(["Alice opens the fridge.", "Bob puts the red mug on the sofa.", "Carol reads on the sofa."])
    assert backend.top("mug", 2)[0][0] == 1   # the first search builds the model
    started = []
    start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda self: (started.append(self.name), start(self))[1])
    assert [pos for pos, _score in backend.top("red mug sofa", 3)] == [1, 2]
    assert started == []   # no thread (pool) per query
