"""EPIC-KITCHENS ingestion: rows, noun phrases, lexicon, participant timeline."""
import pytest

from memora_perception.core.epic import lexicon, load_narrations, noun_category, noun_phrase
from memora_perception.core.text import concepts
from memora_perception.core.timeline import DAY_NS, epic_timestamp_ns, format_iso, session_starts
from memora_perception.errors import DataError


def test_slice_loads_sorted_by_video_and_time(narrations):
    assert len(narrations) == 643
    assert [n.video_id for n in narrations[:1] + narrations[-1:]] == ["P03_101", "P03_117"]
    first = narrations[0]
    assert (first.narration, first.verb, first.start_ns) == ("turn on tap", "turn-on", 2_600_000_000)


def test_other_participants_rows_are_filtered_out(data):
    assert load_narrations([data / "epic_p03_slice.csv"], "P06") == []


def test_noun_phrases_and_classes():
    assert noun_phrase("bowl:washing:up") == "washing up bowl"
    assert noun_category("saucepan") == "pan"
    assert lexicon().verb_of["put-in"] == "insert"


def test_concepts_map_english_onto_epic_classes():
    assert concepts("rinsing the saucepan") == concepts("wash pan") == frozenset({"v:wash", "n:pan"})
    assert "v:take" in concepts("picks up the knife")
    assert "v:put" in concepts("put it into the drawer") and "v:put" in concepts("put-in knife")


def test_videos_of_a_participant_are_days_apart_in_id_order():
    starts = session_starts(["P03_108", "P03_101", "P06_101"])
    assert starts["P03_108"] - starts["P03_101"] == DAY_NS
    assert format_iso(starts["P03_101"]) == "2020-01-01T09:00:00+00:00" == format_iso(starts["P06_101"])
    assert epic_timestamp_ns("00:01:02.50") == 62_500_000_000


def test_missing_file_and_bad_timestamp_raise(tmp_path, data):
    with pytest.raises(DataError, match="does not exist"):
        load_narrations([tmp_path / "nope.csv"])
    bad = tmp_path / "bad.csv"
    bad.write_text((data / "epic_p03_slice.csv").read_text().splitlines()[0] + "\nP03_101_0,P03,P03_101,x,1:2,00:00:03.86,1,2,a,b,0,c,0,['c'],[0]\n")
    with pytest.raises(DataError, match="bad.csv:2: row 'P03_101_0' is malformed"):
        load_narrations([bad])
