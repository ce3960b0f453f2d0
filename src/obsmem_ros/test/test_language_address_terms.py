"""What a speaker calls the people they talk to (``language.address_terms``): a courtesy before the
word, a vocative particle after a hyphen, and a kin word said to the room that the one who answers
claims; sentences written for this file."""
from __future__ import annotations

from obsmem_ros.core.language.address_terms import Answers, address_words, closing_kin_words
from obsmem_ros.core.language.syntax import analyse

MINUTE = 60 * 1_000_000_000


def words_of(said: str, sentence: str):
    return address_words(said, analyse(sentence), frozenset({"mum", "dad"}))


def test_a_courtesy_before_a_name_is_not_part_of_it():
    assert words_of("Cheers Nonna", "Cheers Nonna, that was lovely.") == ["nonna"]
    assert words_of("Sorry Dad", "Sorry Dad, I forgot the milk.") == ["dad"]


def test_a_vocative_particle_gives_the_name_as_well():
    assert words_of("Hana-ya", "Hana-ya, come and eat.") == ["hana-ya", "hana"]
    assert words_of("Coffee-table", "Coffee-table, it's there.") == []


def test_an_interjection_calls_nobody():
    assert words_of("Right", "Right, let's go.") == []


def test_a_kin_word_said_to_the_room_is_the_one_who_answers():
    answers = Answers()
    answers.said("oskar", ["oma", "later"], 0)
    assert answers.answered("ida", "oskar", 2 * MINUTE) == {("oskar", "oma"): "ida"}
    answers.said("oskar", ["oma"], 0)
    assert answers.answered("ida", "oskar", 20 * MINUTE) == {}  # too late to be the answer
    answers.said("oskar", ["Pieter"], 0)
    assert answers.answered("ida", "oskar", MINUTE) == {}  # a name may be someone spoken of


def test_the_reader_learns_kin_words_from_answers_and_particles(reader):
    reader.read("Oma, can you pass the salt?", speaker="oskar", addressee="robot", now_ns=0, people=("oskar", "ida"))
    reader.read("Here you go, love.", speaker="ida", addressee="oskar", now_ns=MINUTE, people=("oskar", "ida"))
    reader.read("Thanks Tante, you're the best.", speaker="lotte", addressee="ida", now_ns=2 * MINUTE)
    reader.read("Min-ah, your shoes are by the door.", speaker="ida", addressee="minho", now_ns=3 * MINUTE)
    assert reader.kin[("oskar", "oma")] == "ida" and reader.kin[("lotte", "tante")] == "ida"
    assert reader.kin[("ida", "min")] == "minho"


def test_a_name_said_twice_or_after_a_letter_is_one_name():
    assert words_of("Nan-Nan", "Nan-Nan, the kettle's boiled.") == ["nan-nan"]  # not "nan", a gran word
    assert words_of("J-Bird", "J-Bird, your bus is here.") == ["j-bird"]


def test_the_reader_does_not_take_a_half_of_a_doubled_name_for_a_relative(reader):
    reader.read("Pop-Pop, your slippers are under the bench.", speaker="milo", addressee="walter", now_ns=0,
                people=("milo", "walter"))
    assert reader.kin[("milo", "pop-pop")] == "walter" and ("milo", "pop") not in reader.kin


def test_a_kin_word_closing_a_sentence_without_a_comma_is_a_vocative():
    assert closing_kin_words(analyse("cheers for the lift nana")) == []  # "the lift nana": a phrase
    assert closing_kin_words(analyse("see you at six grandad")) == ["grandad"]
    assert closing_kin_words(analyse("I'll be home by nine. Love you mum")) == ["mum"]


def test_a_kin_word_a_verb_preposition_or_possessive_takes_in_is_someone_spoken_of():
    for said in ("shall I ring grandad", "she went out with dad", "is that for nana", "go and ask your mum",
                 "me and gran"):
        assert closing_kin_words(analyse(said)) == [], said


def test_the_reader_learns_a_closing_kin_word_said_to_someone_but_not_to_the_robot(reader):
    reader.know_kin({})
    reader.read("the bus was late again grandad", speaker="tilly", addressee="reg", now_ns=0, people=("tilly", "reg"))
    reader.read("remind me to phone gran", speaker="tilly", addressee="reg", now_ns=MINUTE)
    reader.read("the match starts at three dad", speaker="tilly", addressee="robot", now_ns=2 * MINUTE)
    assert reader.kin == {("tilly", "grandad"): "reg"}


def test_a_kin_word_opening_a_sentence_before_the_speakers_own_clause_is_a_vocative():
    from obsmem_ros.core.language.address_terms import opening_kin_words

    assert opening_kin_words(analyse("grandad can we borrow the ladder on sunday")) == ["grandad"]
    assert opening_kin_words(analyse("mum i left the gate open by mistake")) == ["mum"]
    assert opening_kin_words(analyse("nana where did the scissors go")) == ["nana"]
    assert opening_kin_words(analyse("mum mum can we go to the park after tea")) == ["mum"]  # the call said twice
    for said in ("mum says the gate is open", "dad he reckons the ladder's bent", "grandad and me fixed it",
                 "your mum can we borrow it"):
        assert opening_kin_words(analyse(said)) == [], said


def test_a_kin_word_closing_a_clause_before_the_speakers_own_is_a_vocative():
    assert closing_kin_words(analyse("I'll drive you nan I've got the car today")) == ["nan"]
    assert closing_kin_words(analyse("thanks mum we loved the cake")) == ["mum"]
    for said in ("I'll tell dad you rang", "she rang grandad we think"):
        assert closing_kin_words(analyse(said)) == [], said


def test_a_kin_word_the_parse_sets_off_from_the_clause_is_a_vocative():
    from obsmem_ros.core.language.address_terms import opening_kin_words

    assert opening_kin_words(analyse("grandad the gate is blowing open again")) == ["grandad"]
    assert opening_kin_words(analyse("grandad reckons the gate is broken")) == []


def test_the_reader_learns_a_kin_word_said_to_the_robot_without_a_comma_from_who_answers(reader):
    reader.know_kin({})
    people = ("tilly", "reg", "jan")
    reader.read("grandad the gate is blowing open again", speaker="tilly", addressee="robot", now_ns=0, people=people)
    reader.read("I'll shut it in a minute pet", speaker="reg", addressee="tilly", now_ns=MINUTE, people=people)
    reader.read("mum wants the car at six", speaker="jan", addressee="robot", now_ns=2 * MINUTE, people=people)
    reader.read("fine by me", speaker="tilly", addressee="jan", now_ns=3 * MINUTE, people=people)
    assert reader.kin == {("tilly", "grandad"): "reg"}
