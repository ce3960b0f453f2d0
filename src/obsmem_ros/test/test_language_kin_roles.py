"""Who is whose relative, read off the kin words a household uses (``language.kin_roles``), and the
words that then name a person for one speaker or for the whole household; sentences and names
written for this file."""
from __future__ import annotations

from obsmem_ros.core.language.kin_roles import (Family, household_relation_words, kin_lexicon,
                                                speaker_relation_words)
from obsmem_ros.core.language.person_words import household_kin

# tomos and efa call nerys "Mam"; nerys and her brother gethin call olwen "Mum"
KIN = {("tomos", "mam"): "nerys", ("efa", "mam"): "nerys", ("nerys", "mum"): "olwen",
       ("gethin", "mum"): "olwen"}


def test_the_lexicon_holds_relation_words_of_several_languages():
    lexicon = kin_lexicon()
    assert (lexicon["nonna"], lexicon["abuelo"], lexicon["auntie"], lexicon["kuya"]) == \
        ("grandmother", "grandfather", "aunt", "brother")
    assert "ma" not in lexicon and "ate" not in lexicon  # Scots "my", the English verb


def test_ties_compose_through_parents():
    family = Family.of(KIN)
    assert family.relatives("tomos", "grandmother") == {"olwen"}
    assert family.relatives("tomos", "uncle") == {"gethin"}
    assert family.relatives("tomos", "sister") == {"efa"}
    assert family.relatives("nerys", "brother") == {"gethin"}


def test_a_known_sex_rules_a_relative_out():
    family = Family.of({**KIN, ("nerys", "brother"): "gethin"})
    assert family.relatives("tomos", "uncle") == {"gethin"}
    assert family.relatives("tomos", "aunt") == set()
    assert Family.of(KIN).relatives("tomos", "grandfather") == set()  # olwen is a mother


def test_a_speaker_names_their_one_relative_by_any_word_of_the_relation():
    words = speaker_relation_words(KIN, "efa")
    assert (words["granny"], words["abuela"], words["uncle"]) == ("olwen", "olwen", "gethin")
    assert speaker_relation_words(KIN, "nerys")["mother"] == "olwen"


def test_the_household_names_a_relation_only_one_person_stands_in():
    words = household_relation_words(KIN)
    assert words["grandma"] == "olwen"
    assert "mother" not in words  # nerys to two children, olwen to two others


def test_a_word_the_household_uses_itself_stands_before_the_relation():
    kin = {("robot", "bubbe"): "miriam", ("dov", "grandma"): "ruth", ("dov", "papa"): "avi"}
    words = household_kin(kin)
    assert words["bubbe"] == "miriam" and words["grandma"] == "ruth"
    assert "granny" not in words  # two grandmothers: no other word names either
    assert words["dad"] == "avi"


def test_a_brother_or_sister_named_so_shares_their_parents():
    """ifan calls cerys "Sis" and cerys calls bethan "Mam": ifan's mother is bethan too."""
    kin = {("ifan", "sis"): "cerys", ("cerys", "mam"): "bethan", ("bethan", "dad"): "emrys"}
    assert Family.of(kin).relatives("ifan", "mother") == {"bethan"}
    words = speaker_relation_words(kin, "ifan")
    assert (words["mum"], words["grandpa"]) == ("bethan", "emrys")
    assert "mum" not in speaker_relation_words({("cerys", "mam"): "bethan"}, "ifan")


def test_a_relation_word_names_the_one_household_person_it_can_still_fit():
    from obsmem_ros.core.language.kin_roles import fitting_relative

    # bryn calls delyth "nan"; nia is the one bryn speaks to; huw and delyth are the others
    kin = {("bryn", "nan"): "delyth"}
    people = {"bryn", "delyth", "huw", "nia"}
    assert fitting_relative("dad", "bryn", people, kin, besides=["nia"]) == "huw"
    assert fitting_relative("dad", "bryn", people, kin) == ""  # nia might be meant too
    assert fitting_relative("nan", "bryn", people | {"cerys"}, {}) == ""  # several fit
    assert fitting_relative("huw", "bryn", people, kin, besides=["nia"]) == ""  # no relation word
    # a known mother is no "dad", and a known child of the speaker is no parent of theirs
    kin = {("huw", "mam"): "nia", ("osian", "dad"): "huw"}
    assert fitting_relative("dad", "huw", {"huw", "nia", "osian", "rhodri"}, kin) == "rhodri"


def test_another_speakers_mum_is_not_the_speakers_mum_when_she_is_their_nan():
    from obsmem_ros.core.language.kin_roles import ruled_out

    kin = {("carys", "mam"): "morwen", ("owain", "nan"): "morwen"}
    assert ruled_out("mum", "owain", "morwen", kin)
    assert not ruled_out("mum", "carys", "morwen", kin)
    assert not ruled_out("nan", "carys", "morwen", kin)  # a parent says "Nan" of her own mother
    assert not ruled_out("morwen", "owain", "morwen", kin)  # no relation word


def test_a_relayed_parent_word_is_not_the_household_mum_who_is_the_speakers_nan():
    from obsmem_ros.core.language.person_mentions import resolve_person

    kin = {("carys", "mam"): "morwen", ("owain", "nan"): "morwen"}
    people = {"carys", "morwen", "owain"}
    assert resolve_person("mum", speaker="owain", people=people, kin=kin) == ""
    assert resolve_person("mum", speaker="gethin", people=people, kin=kin) == "morwen"


def test_a_known_relative_places_a_parent_only_as_a_last_resort():
    from obsmem_ros.core.language.kin_roles import fitting_relative, placed_relative

    kin = {("carys", "mam"): "morwen", ("owain", "nan"): "morwen"}
    people = {"carys", "morwen", "owain", "gethin"}
    assert fitting_relative("mum", "owain", people, kin) == ""  # carys and gethin both fit
    assert placed_relative("mum", "owain", people, kin) == "carys"
    assert placed_relative("mum", "owain", people, kin, besides=["carys"]) == ""
    assert placed_relative("gethin", "owain", people, kin) == ""  # no relation word
