"""EAM-QA answering without a language model: choice scoring, E when memory has no support, baselines."""
import pytest

from memora_perception.core.eam.baselines import FlatView, GraphView
from memora_perception.core.eam.evaluate import answer_all, summarise
from memora_perception.core.eam.memora_view import MemoraView, split_trigger
from memora_perception.core.eam.questions import EamQuestion, load_questions
from memora_perception.core.eam.scoring import AnswerConfig, Evidence, IdfTable, distinctive_concepts, score_choices
from memora_perception.errors import ConfigError, DataError


def item(question, choices, answer="A", qa_type="SHabit"):
    return EamQuestion("q1", "P03", question, (*choices, "The information is not available"), answer, qa_type, False)


HABIT = item("After P03 picks up a knife, what do they typically do next?",
             ["wash knife in sink", "carry knife to hob", "dry knife with towel", "put knife in drawer"])


@pytest.fixture(scope="module")
def questions(data):
    return {q.question_id: q for q in load_questions(data / "p03_questions_slice.json")}


def test_distinctive_concepts_drop_what_all_choices_and_the_question_share():
    assert distinctive_concepts(HABIT)[0] == frozenset({"v:wash", "n:sink"})


def test_best_supported_choice_wins_and_weak_or_missing_support_gives_e():
    idf = IdfTable([frozenset({"v:wash", "n:knife"}), frozenset({"v:put", "n:drawer"}), frozenset({"n:sink"})])
    strong = [Evidence.from_text("e1", "wash knife in the sink", 1.0, "test")]
    assert score_choices(HABIT, strong, idf).letter == "A"
    weak = [Evidence("e2", "", {"v:wash": 0.1}, 1.0, "test")]
    answer = score_choices(HABIT, weak, idf, AnswerConfig(support_threshold=0.3))
    assert answer.letter == "E" and "< 0.3" in answer.reason
    assert score_choices(HABIT, [], idf).reason == "no relevant record in memory"


def test_trigger_is_the_quoted_action_or_the_leading_clause():
    assert split_trigger("Across sessions, what does P03 typically do immediately after 'pick-up knife'?")[0] == "pick-up knife"
    assert split_trigger("After P03 picks up a glass when making a drink, what next?")[0] == "P03 picks up a glass"


def test_recall_of_remembered_videos_is_answered_and_unknown_videos_get_e(memory, questions):
    view = MemoraView(memory, "P03")
    rows = {r.question_id: r for r in answer_all(questions.values(), view)}
    assert [rows[q].predicted for q in ("p03_q0002", "p03_q0034", "p03_q0036", "p03_q0037")] == ["C", "C", "D", "A"]
    assert rows["p03_q0001"].predicted == "E"       # P03_123 is not in this memory
    assert rows["p03_q0012"].predicted == "E"       # a control borrowed from another participant ("P03_???")
    assert rows["p03_q0012"].is_correct


def test_baselines_answer_from_at_most_five_records(narrations, questions):
    q = questions["p03_q0003"]
    flat, graph = FlatView(narrations, "P03"), GraphView(narrations, "P03")
    assert 0 < len(flat.evidence(q)) <= 5 and 0 < len(graph.evidence(q)) <= 5
    assert flat.evidence(q)[0].text.startswith("P03_1")


def test_summary_is_computed_from_rows(memory, questions):
    rows = answer_all(questions.values(), MemoraView(memory, "P03"))
    summary = summarise(rows)
    assert summary["n"] == 80 and set(summary["per_type"]) == {"SPref", "SHabit", "SRoutine", "ERecall"}
    assert summary["accuracy"] == round(sum(r.is_correct for r in rows) / 80, 4)
    assert summary["e_rate"] == round(sum(r.predicted == "E" for r in rows) / 80, 4)
    assert summary["accuracy"] > summary["chance"]


def test_bad_question_files_and_config_raise(tmp_path):
    bad = tmp_path / "q.json"
    bad.write_text('{"questions": [{"question_id": "x", "question": "?", "choices": ["a", "b"], "correct_answer": "A",'
                   ' "qa_type": "SPref", "participant_id": "P03"}]}')
    with pytest.raises(DataError, match="has 2 choices; expected 5"):
        load_questions(bad)
    with pytest.raises(ConfigError, match="support_threshold=0"):
        AnswerConfig(support_threshold=0)


def test_declared_memory_scope_leaves_out_blanked_video_ids(questions):
    from memora_perception.core.eam.questions import declared_videos

    videos = declared_videos(list(questions.values()))
    assert "P03_101" in videos and all("?" not in v for v in videos)
    assert questions["p03_q0012"].video_scope == ()
