"""The home's words for speech recognition, read from a memory through its public face, and read
again as the memory grows; the prompt each heard segment is decoded with."""
import json

import pytest
from click.testing import CliRunner

from memora_perception.cli import main
from memora_perception.core.listening import ListenConfig, Listener
from memora_perception.core.vocabulary import HomeVocabulary, MemoryVocabulary, readable, vocabulary_from_memory
from memora_perception.errors import ConfigError

DAY = "2026-06-"


def event(eid, when, kind, **fields):
    return {"id": eid, "time": f"{DAY}{when}Z", "kind": kind, "observers": ["g1"], **fields}


def seen(eid, when, room, thing, where, **attributes):
    deltas = [{"entity": thing, "attribute": "location", "value": where, "value_type": "entity"}]
    deltas += [{"entity": thing, "attribute": k, "value": v} for k, v in attributes.items()]
    return event(eid, when, "observation", actor="g1", verb="observe", objects=[thing], location=room, deltas=deltas)


def said(eid, when, actor, words):
    return event(eid, when, "utterance", actor=actor, addressee="g1", verb="say", utterance=words, location="kitchen")


WORLD = [
    seen("w1", "01T07:00:00", "kitchen", "worktop_1", "kitchen", name="worktop", category="counter"),
    seen("w2", "01T07:00:05", "kitchen", "teapot_1", "worktop_1", name="teapot", category="teapot"),
    seen("w3", "01T07:00:10", "kitchen", "teapot_1", "worktop_1", name="teapot", category="teapot"),
    seen("w4", "01T07:00:15", "living_room", "ottoman_1", "living_room", name="ottoman", category="seat"),
    said("s1", "01T07:01:00", "ines", "Good morning."),
    said("s2", "01T07:02:00", "tomasz", "I am off to work."),
]


@pytest.fixture()
def memory(tmp_path):
    from obsmem_ros import EngineConfig, Memory

    with Memory(str(tmp_path / "home.db"), config=EngineConfig(robot_id="g1")) as m:
        m.ingest(WORLD)
        yield m


def test_ids_are_read_as_said():
    assert readable("coffee_table_1") == "coffee table"
    assert readable("kids_room") == "kids room"
    assert readable("tv") == "tv"


def test_the_vocabulary_holds_the_memorys_people_places_and_things(memory):
    vocabulary = vocabulary_from_memory(memory, robot_id="g1")
    assert vocabulary.people == ("Ines", "Tomasz")
    assert {"kitchen", "living room"} <= set(vocabulary.places) and "g1" not in vocabulary.words()
    assert vocabulary.things[0] == "teapot"          # seen most often: first
    assert {"teapot", "worktop", "ottoman"} <= set(vocabulary.things)
    prompt = vocabulary.prompt()
    for name in ("Ines", "Tomasz", "kitchen", "living room", "teapot", "worktop", "ottoman"):
        assert name in prompt
    assert prompt.endswith(".") and prompt.index("Ines") < prompt.index("kitchen") < prompt.index("ottoman")


def test_the_prompt_keeps_the_best_known_names_within_its_budget():
    vocabulary = HomeVocabulary(people=("Ines",), places=("living room", "kitchen"), things=("teapot", "fruit bowl"))
    assert vocabulary.prompt() == "Ines, living room, kitchen, teapot, fruit bowl."
    assert vocabulary.prompt(max_words=4) == "Ines, living room, kitchen."
    assert vocabulary.prompt(max_words=5) == "Ines, living room, kitchen, teapot."
    assert HomeVocabulary().prompt() == "" and not HomeVocabulary()
    with pytest.raises(ConfigError, match="max_words"):
        vocabulary.prompt(max_words=0)


def test_the_homes_schedules_end_the_prompt_and_its_clock_times_are_kept(memory):
    memory.ingest([event("s3", "01T07:03:00", "utterance", actor="ines", addressee="g1", verb="say",
                         location="kitchen",
                         utterance="Please make sure the coffee machine timer is set to 07:00 every weekend.")])
    vocabulary = vocabulary_from_memory(memory, robot_id="g1")
    assert vocabulary.times == ("seven o'clock",)
    assert vocabulary.schedules == ("seven o'clock every weekend",)
    assert vocabulary.prompt().endswith(" worktop. Seven o'clock every weekend.")


def test_schedules_come_first_within_the_prompt_budget():
    vocabulary = HomeVocabulary(people=("Ines",), things=("teapot", "fruit bowl"), times=("six thirty",),
                                schedules=("six thirty every day",))
    assert vocabulary.prompt() == "Ines, teapot, fruit bowl. Six thirty every day."
    assert vocabulary.prompt(max_words=6) == "Ines, teapot. Six thirty every day."
    assert HomeVocabulary(times=("six thirty",))


def test_compounds_the_home_spells_whole_are_joined():
    vocabulary = HomeVocabulary(people=("Ines",), places=("kitchen",), things=("bookshelf", "windowsill", "key hook"))
    assert vocabulary.join_compounds("The book is on the book shelf.") == "The book is on the bookshelf."
    assert vocabulary.join_compounds("Keys on the Window sill, please") == "Keys on the windowsill, please"
    assert vocabulary.join_compounds("The key hook is by the door.") == "The key hook is by the door."
    assert vocabulary.join_compounds("A book, shelf and lamp.") == "A book, shelf and lamp."  # a comma parts them
    assert HomeVocabulary().join_compounds("the book shelf") == "the book shelf"
    assert vocabulary.current() is vocabulary


def test_names_repeated_across_lists_are_kept_once():
    vocabulary = HomeVocabulary(people=("Sofa",), places=("sofa", "hallway"), things=("Hallway", "mug"))
    assert vocabulary.words() == ("Sofa", "hallway", "mug")


def test_the_vocabulary_follows_a_memory_another_process_writes(memory, tmp_path):
    """The memory node writes; the listener's vocabulary sees a new thing once refresh_s has passed."""
    from obsmem_ros import EngineConfig, Memory

    now = [0.0]
    vocabulary = MemoryVocabulary(memory, robot_id="g1", refresh_s=30.0, clock=lambda: now[0])
    assert "colander" not in vocabulary.current().prompt()
    with Memory(str(tmp_path / "home.db"), config=EngineConfig(robot_id="g1")) as writer:
        writer.ingest([seen("w9", "01T08:00:00", "kitchen", "colander_1", "worktop_1", name="colander",
                            category="colander")])
        writer.catch_up()
    now[0] = 10.0
    assert "colander" not in vocabulary.current().things and vocabulary.reads == 1   # not yet due
    now[0] = 31.0
    assert "colander" in vocabulary.current().things and vocabulary.reads == 2
    now[0] = 62.0
    assert "colander" in vocabulary.current().things and vocabulary.reads == 2       # due, but nothing changed


def test_a_listener_given_a_memory_decodes_with_its_names(speech_kit, whisper, memory, tmp_path):
    config = ListenConfig(robot_id="g1", memory_db=str(tmp_path / "home.db"), vocabulary_refresh_s=0.0)
    listener = Listener(config, transcriber=whisper)
    assert "teapot" in listener.vocabulary.current().prompt()
    samples, _ = speech_kit.stream(["The teapot is on the worktop."], silence_s=1.0)
    segments = [s for chunk in speech_kit.chunks(samples, 0) for s in listener.hear(chunk)] + listener.finish()
    heard = [listener.transcribe(s) for s in segments]
    assert len(heard) == 1 and heard[0].prompted and "teapot" in heard[0].text.lower()
    assert heard[0].to_event("g1").extras["asr"]["prompted"] is True
    plain = Listener(ListenConfig(robot_id="g1"), transcriber=whisper)
    assert plain.vocabulary is None and plain.transcribe(segments[0]).prompted is False


def test_memora_listen_conditions_on_the_memory_it_is_given(speech_kit, memory, tmp_path):
    samples, truth = speech_kit.stream(["The teapot is on the worktop."], silence_s=1.0, start_ns=5_000_000_000)
    speech_kit.write_bag(tmp_path / "bag", speech_kit.chunks(samples, 5_000_000_000))
    (tmp_path / "truth.json").write_text(json.dumps({"utterances": truth}))
    out = CliRunner().invoke(main, ["listen", "--bag", str(tmp_path / "bag"), "--memory", str(tmp_path / "home.db"),
                                    "--json"])
    assert out.exit_code == 0, out.output
    result = json.loads(out.output)
    assert [h["prompted"] for h in result["heard"]] == [True] and result["score"]["recovered"] == 1


def test_vocabulary_refresh_must_not_be_negative():
    with pytest.raises(ConfigError, match="vocabulary_refresh_s"):
        ListenConfig(vocabulary_refresh_s=-1.0)
