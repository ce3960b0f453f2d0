"""The frozen hand-written stories and utterances are well formed (format only: nothing here parses words)."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from worldlines_sim_bridge.core.formats import read_jsonl, read_trace

HANDWRITTEN = Path(__file__).resolve().parents[1] / "worldlines_sim_bridge" / "handwritten"
STORIES = HANDWRITTEN / "stories"
BATCH6 = HANDWRITTEN / "batch6"  # held out in session 10: its own folder, all dev, longer stories
BATCH7 = HANDWRITTEN / "batch7"  # held out in session 11, the same way (a leave before every enter: longer still)
BATCH8 = HANDWRITTEN / "batch8"  # held out in session 12, the same way
BATCH9 = HANDWRITTEN / "batch9"  # held out in session 13, the same way
BATCH10 = HANDWRITTEN / "batch10"  # held out in session 14, the same way
BATCH11 = HANDWRITTEN / "batch11"  # held out at the start of session 15
BATCH12 = HANDWRITTEN / "batch12"  # held out through session 15
BATCH13 = HANDWRITTEN / "batch13"  # held out in session 16 (Scots speech)
BATCH14 = HANDWRITTEN / "batch14"  # held out in session 16
BATCH15 = HANDWRITTEN / "batch15"  # held out in session 17 (Singlish speech)
BATCH16 = HANDWRITTEN / "batch16"  # held out in session 17 (Texas speech)
BATCH17 = HANDWRITTEN / "batch17"  # held out in session 18 (Kenyan English, Nairobi)
BATCH18 = HANDWRITTEN / "batch18"  # held out in session 18 (Australian English, Queensland)
BATCH19 = HANDWRITTEN / "batch19"  # held out in session 19 (Indian English, Bengaluru)
BATCH20 = HANDWRITTEN / "batch20"  # held out in session 19 (Upper Midwest English, Minnesota)
BATCH21 = HANDWRITTEN / "batch21"  # held out in session 20 (Jamaican English, Kingston)
BATCH22 = HANDWRITTEN / "batch22"  # held out in session 20 (south Louisiana English, Lafayette)
BATCH23 = HANDWRITTEN / "batch23"  # held out in session 21 (Trinidadian English, San Fernando)
BATCH24 = HANDWRITTEN / "batch24"  # held out in session 21 (Hawai'i Pidgin, Waipahu)
BATCH25 = HANDWRITTEN / "batch25"  # held out in session 22 (Ghanaian English, Kumasi)
BATCH26 = HANDWRITTEN / "batch26"  # held out in session 22 (Pittsburgh, speech as a recogniser writes it)
BATCH27 = HANDWRITTEN / "batch27"  # held out in session 23 (African-American English, southwest Atlanta)
BATCH28 = HANDWRITTEN / "batch28"  # held out in session 23 (Manchester, second-language English as a recogniser writes it)
BATCH29 = HANDWRITTEN / "batch29"  # held out in session 24 (Manglish, a Hokkien-speaking family in Penang)
BATCH30 = HANDWRITTEN / "batch30"  # held out in session 24 (broad Yorkshire as a recogniser writes it)
BATCH31 = HANDWRITTEN / "batch31"  # held out in session 25 (Newfoundland English, an outport on Conception Bay)
BATCH32 = HANDWRITTEN / "batch32"  # held out in session 25 (Sri Lankan Tamil family in Scarborough, as a recogniser writes it)
BATCH33 = HANDWRITTEN / "batch33"  # held out in session 26 (Belfast English, a terraced house off the Ormeau Road)
BATCH34 = HANDWRITTEN / "batch34"  # held out in session 26 (Dominican family in Washington Heights, as a recogniser writes it)
BATCH35 = HANDWRITTEN / "batch35"  # held out in session 27 (Gujarati family in Belgrave, Leicester)
BATCH36 = HANDWRITTEN / "batch36"  # held out in session 27 (Liverpool family in Walton, as a recogniser writes it)
BATCH37 = HANDWRITTEN / "batch37"  # held out in session 28 (Cape Malay family in Athlone, Cape Town)
BATCH38 = HANDWRITTEN / "batch38"  # held out in session 28 (Irish-American family in Dorchester, as a recogniser writes it)
BATCH39 = HANDWRITTEN / "batch39"  # held out in session 29 (Greek Cypriot family in Palmers Green, London)
BATCH40 = HANDWRITTEN / "batch40"  # held out in session 29 (eastern Kentucky family in a holler, as a recogniser writes it)
BATCH41 = HANDWRITTEN / "batch41"  # held out in session 30 (Nepali family in Aldershot, Hampshire)
BATCH42 = HANDWRITTEN / "batch42"  # held out in session 30 (Geordie family in Gateshead, as a recogniser writes it)
BATCH43 = HANDWRITTEN / "batch43"  # held out in session 31 (Goan Catholic family in Swindon, Wiltshire)
BATCH44 = HANDWRITTEN / "batch44"  # held out in session 31 (Brummie family in Kings Heath, as a recogniser writes it)
BATCH45 = HANDWRITTEN / "batch45"  # held out in session 32 (Hong Kong Cantonese family in Reading, Berkshire)
BATCH46 = HANDWRITTEN / "batch46"  # held out in session 32 (Doric-speaking family in Torry, Aberdeen, as a recogniser writes it)
BATCH47 = HANDWRITTEN / "batch47"  # held out in session 33 (Somali-British family in Easton, Bristol)
BATCH48 = HANDWRITTEN / "batch48"  # held out in session 33 (dairy-farming family on the Somerset Levels, as a recogniser writes it)
BATCH49 = HANDWRITTEN / "batch49"  # held out in session 34 (Filipino-American family in Daly City, California)
BATCH50 = HANDWRITTEN / "batch50"  # held out in session 34 (Geordie family in Heaton, Newcastle, as a recogniser writes it)
BATCH51 = HANDWRITTEN / "batch51"  # held out in session 35 (Nigerian (Yoruba) family in Peckham, south London)
BATCH52 = HANDWRITTEN / "batch52"  # held out in session 35 (Valleys family in Merthyr Tydfil, as a recogniser writes it)
BATCH53 = HANDWRITTEN / "batch53"  # held out in session 36 (Glaswegian family in a Govan tenement)
BATCH54 = HANDWRITTEN / "batch54"  # held out in session 36 (Vietnamese-American family in Alief, Houston, as a recogniser writes it)
BATCH55 = HANDWRITTEN / "batch55"  # held out in session 37 (Maori and Pakeha whanau in Porirua, New Zealand)
BATCH56 = HANDWRITTEN / "batch56"  # held out in session 37 (Punjabi Sikh family in Brampton, Ontario, as a recogniser writes it)
BATCH57 = HANDWRITTEN / "batch57"  # held out in session 38 (Mexican-American family on the West Side of San Antonio)
BATCH58 = HANDWRITTEN / "batch58"  # held out in session 38 (Irish family in Tallaght, Dublin, as a recogniser writes it)
BATCH59 = HANDWRITTEN / "batch59"  # held out in session 39 (British Bangladeshi family off Whitechapel Road, Tower Hamlets)
BATCH60 = HANDWRITTEN / "batch60"  # held out in session 39 (Italian-American family on Federal Hill, Providence, as a recogniser writes it)
BATCHES = (BATCH6, BATCH7, BATCH8, BATCH9, BATCH10, BATCH11, BATCH12, BATCH13, BATCH14, BATCH15, BATCH16, BATCH17, BATCH18,
           BATCH19, BATCH20, BATCH21, BATCH22, BATCH23, BATCH24, BATCH25, BATCH26, BATCH27, BATCH28,
           BATCH29, BATCH30, BATCH31, BATCH32, BATCH33, BATCH34, BATCH35, BATCH36,
           BATCH37, BATCH38, BATCH39, BATCH40, BATCH41, BATCH42, BATCH43, BATCH44,
           BATCH45, BATCH46, BATCH47, BATCH48, BATCH49, BATCH50, BATCH51, BATCH52, BATCH53, BATCH54,
           BATCH55, BATCH56, BATCH57, BATCH58, BATCH59, BATCH60)
STORY_SETS = {"frozen": (STORIES, 40), "batch6": (BATCH6 / "stories", 70),
              "batch7": (BATCH7 / "stories", 100), "batch8": (BATCH8 / "stories", 120),
              "batch9": (BATCH9 / "stories", 120), "batch10": (BATCH10 / "stories", 120),
              "batch11": (BATCH11 / "stories", 120), "batch12": (BATCH12 / "stories", 120),
              "batch13": (BATCH13 / "stories", 120), "batch14": (BATCH14 / "stories", 120),
              "batch15": (BATCH15 / "stories", 120), "batch16": (BATCH16 / "stories", 120),
              "batch17": (BATCH17 / "stories", 120), "batch18": (BATCH18 / "stories", 120),
              "batch19": (BATCH19 / "stories", 120), "batch20": (BATCH20 / "stories", 120),
              "batch21": (BATCH21 / "stories", 120), "batch22": (BATCH22 / "stories", 120),
              "batch23": (BATCH23 / "stories", 120), "batch24": (BATCH24 / "stories", 120),
              "batch25": (BATCH25 / "stories", 120), "batch26": (BATCH26 / "stories", 120),
              "batch27": (BATCH27 / "stories", 120), "batch28": (BATCH28 / "stories", 120),
              "batch29": (BATCH29 / "stories", 120), "batch30": (BATCH30 / "stories", 120),
              "batch31": (BATCH31 / "stories", 120), "batch32": (BATCH32 / "stories", 120),
              "batch33": (BATCH33 / "stories", 120), "batch34": (BATCH34 / "stories", 120),
              "batch35": (BATCH35 / "stories", 120), "batch36": (BATCH36 / "stories", 120),
              "batch37": (BATCH37 / "stories", 120), "batch38": (BATCH38 / "stories", 120),
              "batch39": (BATCH39 / "stories", 120), "batch40": (BATCH40 / "stories", 120),
              "batch41": (BATCH41 / "stories", 120), "batch42": (BATCH42 / "stories", 120),
              "batch43": (BATCH43 / "stories", 120), "batch44": (BATCH44 / "stories", 120),
              "batch45": (BATCH45 / "stories", 120), "batch46": (BATCH46 / "stories", 120),
              "batch47": (BATCH47 / "stories", 120), "batch48": (BATCH48 / "stories", 120),
              "batch49": (BATCH49 / "stories", 120), "batch50": (BATCH50 / "stories", 120),
              "batch51": (BATCH51 / "stories", 120), "batch52": (BATCH52 / "stories", 120),
              "batch53": (BATCH53 / "stories", 120), "batch54": (BATCH54 / "stories", 120),
              "batch55": (BATCH55 / "stories", 120), "batch56": (BATCH56 / "stories", 120),
              "batch57": (BATCH57 / "stories", 120), "batch58": (BATCH58 / "stories", 120),
              "batch59": (BATCH59 / "stories", 120), "batch60": (BATCH60 / "stories", 120)}  # folder, most events per story
FAMILIES = {"source", "commitment", "preference", "hidden_uncertain", "reported_only", "state", "count", "time_scoped"}
KINDS = {"claim", "negated_claim", "correction", "hedged_claim", "request", "promise", "schedule", "preference",
         "routine", "new_thing", "chit_chat"}
EXPECT_KEYS = {"claims", "requests", "promises", "preferences", "new_things", "schedules"}


def _questions(folder: Path = STORIES):
    return list(read_jsonl(folder / "questions.jsonl"))


def _story_files(folder: Path = STORIES):
    return sorted(folder.glob("s*.jsonl"))


@pytest.mark.parametrize("name", STORY_SETS)
def test_each_story_reads_as_a_trace_with_speech_as_words_only(name):
    folder, most = STORY_SETS[name]
    files = _story_files(folder)
    assert len(files) >= 7
    for path in files:
        events = read_trace(path)
        assert 15 <= len(events) <= most, path.name
        raw = [json.loads(line) for line in path.read_text().splitlines()]
        utterances = [r for r in raw if r["kind"] == "utterance"]
        assert utterances and all("claims" not in r and r["utterance"] and r["actor"] for r in utterances), path.name
        assert all("commitment" not in r["extras"] for r in raw), path.name
        assert [e.time_ns for e in events] == sorted(e.time_ns for e in events), path.name


@pytest.mark.parametrize("name", STORY_SETS)
def test_every_question_names_robot_perceived_evidence_at_or_before_its_cutoff(name):
    folder, _ = STORY_SETS[name]
    traces = {p.stem: {e.id: e for e in read_trace(p)} for p in _story_files(folder)}
    questions = _questions(folder)
    assert len(questions) >= 75 and len({q["id"] for q in questions}) == len(questions)
    for q in questions:
        events = traces[q["story"]]
        cutoff = datetime.fromisoformat(q["at"]).timestamp() * 1e9
        assert q["evidence"] or not q["expected"]["known"], q["id"]  # a "not known" may rest on nothing seen
        for eid in q["evidence"]:
            assert "robot" in events[eid].observers and events[eid].time_ns <= cutoff, (q["id"], eid)


def test_questions_cover_every_family_in_both_splits_with_whole_stories_per_split():
    questions = _questions()
    splits = defaultdict(set)
    for q in questions:
        splits[q["story"]].add(q["split"])
    assert all(len(s) == 1 for s in splits.values())
    per = Counter((q["family"], q["split"]) for q in questions)
    assert {q["family"] for q in questions} == FAMILIES
    assert all(per[(f, split)] >= 3 for f in FAMILIES for split in ("dev", "test"))


@pytest.mark.parametrize("question", _questions() + [q for b in BATCHES for q in _questions(b / "stories")],
                         ids=lambda q: q["id"])
def test_expected_answers_are_typed(question):
    expected = question["expected"]
    value, kind = expected["value"], expected["value_type"]
    if not expected["known"]:
        assert value is None
    elif kind == "time":
        assert datetime.fromisoformat(value).tzinfo is not None
    elif kind == "count":
        assert isinstance(value, int) and value >= 0
    elif kind == "bool":
        assert value in ("yes", "no")
    else:
        assert isinstance(value, str) and value
    assert expected.get("belief", "fresh") in ("fresh", "stale", "uncertain", "contradicted")


def test_utterances_cover_every_kind_in_both_splits_with_typed_expectations():
    rows = list(read_jsonl(HANDWRITTEN / "utterances.jsonl"))
    assert len(rows) >= 120 and len({r["id"] for r in rows}) == len(rows)
    assert Counter(r["split"] for r in rows) == {"dev": 556, "test": 66}
    per = Counter((k, r["split"]) for r in rows for k in r["kinds"])
    assert all(per[(k, split)] >= 5 for k in KINDS for split in ("dev", "test"))
    _typed_utterances(rows)


@pytest.mark.parametrize("batch", BATCHES, ids=lambda b: b.name)
def test_each_later_batch_is_dev_only_covers_every_kind_and_shares_no_id_with_the_sets_before_it(batch):
    rows = list(read_jsonl(batch / "utterances.jsonl"))
    earlier = [HANDWRITTEN, *BATCHES[:BATCHES.index(batch)]]  # the frozen set's stories are in HANDWRITTEN/stories too
    said_before = {r["id"] for folder in earlier for r in read_jsonl(folder / "utterances.jsonl")}
    asked_before = {q["id"] for folder in earlier for q in _questions(folder / "stories")}
    assert Counter(r["split"] for r in rows) == {"dev": 128} and len({r["id"] for r in rows}) == 128
    assert not {r["id"] for r in rows} & said_before
    assert {k for r in rows for k in r["kinds"]} == KINDS
    assert not {q["id"] for q in _questions(batch / "stories")} & asked_before
    assert {q["family"] for q in _questions(batch / "stories")} == FAMILIES
    _typed_utterances(rows)


def _typed_utterances(rows):
    for r in rows:
        said = datetime.fromisoformat(r["said_at"])
        expect = r["expect"]
        assert set(expect) == EXPECT_KEYS and set(r["kinds"]) <= KINDS, r["id"]
        assert any(expect.values()) != (r["kinds"] == ["chit_chat"]), r["id"]
        for item in expect["requests"] + expect["promises"] + expect["schedules"]:
            if item["due"] is not None:  # a moved event heard of late ("it's changed to eight already", at
                # ten past) or a corrected time of one just begun: due just before
                late = timedelta(hours=1) if item.get("status") == "moved" or "correction" in r["kinds"] else timedelta(0)
                assert datetime.fromisoformat(item["due"]) >= said - late, r["id"]
        for claim in expect["claims"]:
            assert claim["attribute"] in ("location", "state") or claim["attribute"].startswith("setting:"), r["id"]
