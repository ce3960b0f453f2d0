"""Short forms of a household's names, linked to the one person they shorten
(``language.short_forms``), as the resolver and a heard utterance's reader use them; names and
sentences written for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.person_mentions import resolve_person
from obsmem_ros.core.language.relayed import origin_person
from obsmem_ros.core.language.short_forms import short_form_person, sound_key

from .factories import read_heard

PEOPLE = ("bartosz", "natasha", "isabella", "rasheed", "kelvin", "ruqayya", "benjamin")


def test_names_are_compared_by_how_they_sound():
    assert sound_key("Michelle") == "mishel"
    assert sound_key("Kat") == sound_key("Cat") == "kat"
    assert sound_key("Roz") == "ros"


def test_a_cut_start_said_as_it_sounds_names_its_person():
    assert short_form_person("Raz", PEOPLE) == "rasheed"  # "ras" begins "rashid"
    assert short_form_person("Bartos", PEOPLE) == "bartosz"
    assert short_form_person("Bart", PEOPLE) == ""  # English: it names by its meaning


def test_a_start_before_a_diminutive_ending_names_its_person():
    assert short_form_person("Benji", PEOPLE) == "benjamin"  # "benj" + "i"
    assert short_form_person("Bartek", PEOPLE) == "bartosz"  # "bart" + "ek"
    assert short_form_person("Ruqi", PEOPLE) == "ruqayya"  # "ruq" + "i"


def test_a_cut_end_from_a_syllables_start_names_its_person():
    assert short_form_person("Tasha", PEOPLE) == "natasha"
    assert short_form_person("Bella", PEOPLE) == "isabella"
    assert short_form_person("Vin", PEOPLE) == ""  # kel-vin: no syllable of its own starts there


def test_words_that_name_by_their_meaning_and_forms_of_two_names_are_no_short_form():
    assert short_form_person("Bell", PEOPLE) == ""  # English
    assert short_form_person("her", ("esther",)) == ""  # a stop word
    assert short_form_person("Nan", ("nancy",)) == ""  # a kin word
    assert short_form_person("Ella", ("isabella", "gabriella")) == ""  # both end so
    assert short_form_person("natasha", PEOPLE) == ""  # the name itself is no short form of it


def test_the_resolver_reads_a_short_form_only_where_nothing_else_names_the_word():
    assert resolve_person("Bartek", speaker="natasha", people=frozenset(PEOPLE)) == "bartosz"
    assert resolve_person("Tasha's", people=frozenset(PEOPLE)) == "natasha"
    kin = {("bartosz", "tasha"): "isabella"}  # a word heard for someone else keeps its meaning
    assert resolve_person("Tasha", speaker="bartosz", people=frozenset(PEOPLE), kin=kin) == "isabella"


def test_words_passed_on_from_a_short_form_keep_the_person_it_shortens(reader):
    said = read_heard(reader, "Bartek says the shed door is jammed again.", speaker="natasha", now_ns=0,
                      people=PEOPLE)
    assert [who for who, _words in said.relayed] == ["bartosz"]
    assert origin_person("benji", "natasha", set(PEOPLE), {}) == "benjamin"
