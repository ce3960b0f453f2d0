"""One person mention as the person memory knows, from the speaker's point of view
(``language.person_mentions``), the vocatives it learns from (``language.address_terms``),
initials (``language.person_words``) and the people a commitment's words name; sentences written
for this file, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.language.address_terms import address_words
from obsmem_ros.core.language.person_mentions import mention_words, people_named, resolve_person
from obsmem_ros.core.language.person_words import initials_person, near_person
from obsmem_ros.core.language.syntax import analyse

MINUTE = 60 * 1_000_000_000
PEOPLE = frozenset({"hamid", "farah", "zainab", "tobias", "ruqayya", "imran"})
# farah's children call her "Ummi" (not a word of the lexicon) ... and "Mama"; tobias calls zainab "Nenek"
KIN = {("imran", "mama"): "farah", ("ruqayya", "mama"): "farah", ("farah", "abba"): "hamid",
       ("tobias", "nenek"): "zainab", ("hamid", "rooq"): "ruqayya"}


def person(mention: str, speaker: str = "") -> str:
    return resolve_person(mention, speaker=speaker, people=PEOPLE, kin=KIN)


def test_a_kin_word_is_read_from_the_speakers_place_in_the_family():
    assert person("Grandpa", "imran") == "hamid"  # his mama's abba
    assert person("Abba", "farah") == "hamid"


def test_a_mention_is_the_id_the_speakers_word_or_the_households():
    assert person("Tobias") == "tobias"
    assert person("Rooq", "hamid") == "ruqayya"
    assert person("Mama", "tobias") == "farah"  # the one word the household uses for one person


def test_a_title_before_a_name_is_read_by_the_name():
    assert person("Auntie Zainab") == "zainab"
    assert person("Mak Cik Farah's") == "farah"
    assert person("Uncle Yusuf", "imran") == ""  # a name memory does not know: nobody, whatever the title


def test_initials_in_capitals_name_the_one_person_they_fit():
    assert initials_person("tb", PEOPLE) == "tobias"
    assert initials_person("ma", {"maricel"}) == ""  # a short word with a vowel is no initials
    assert initials_person("st", {"stevie"}) == ""  # letters of one syllable are not initials
    assert person("TB") == "tobias" and person("Tb") == ""


def test_what_memory_cannot_tell_stays_unresolved():
    assert person("Grandpa", "hamid") == ""  # no grandfather of hamid's known
    assert person("Someone") == ""
    assert mention_words("Dr. Okafor's") == "dr okafor"


def test_a_kin_word_after_a_possessive_is_the_possessors_relative():
    named = people_named("drive imran's mama to the clinic", speaker="hamid", people=PEOPLE, kin=KIN)
    assert named == {"farah"}
    assert people_named("Rooq, take the bins out", speaker="hamid", people=PEOPLE, kin=KIN) == {"ruqayya"}


def words_of(said: str, sentence: str, addressee: str = ""):
    return address_words(said, analyse(sentence), frozenset({"mum", "dad"}), addressee)


def test_a_noun_fronted_before_its_clause_is_no_name():
    assert words_of("Kettle", "Kettle, I filled it already.") == []
    assert words_of("Biscuits", "Biscuits, again. Always biscuits.") == []
    assert words_of("Kettle", "Kettle.") == []


def test_an_english_word_that_names_the_addressee_or_addresses_them_is_learnt():
    assert words_of("Honey", "Honey, your coat is on the chair.") == ["honey"]
    assert words_of("Hope", "Hope, the bus is here.", addressee="hope") == ["hope"]
    assert words_of("Ming", "Ming, over here.", addressee="weiming") == ["ming"]  # the end of the name


def test_a_title_and_name_are_learnt_whole_and_by_the_name():
    assert words_of("Tita Marisol", "Tita Marisol, come in!") == ["tita marisol", "marisol"]
    assert words_of("Ah Ma", "Ah Ma, the soup is ready.") == ["ah ma"]  # one kin word of two words


def test_the_reader_follows_an_unknown_kin_word_to_he_and_she(reader):
    said = reader.read("Nenek called, she says the gate is locked.", speaker="imran", addressee="robot", now_ns=0,
                       people=("imran", "hamid"))
    assert any(who == "nenek" for who, _words in said.relayed)


def test_the_reader_reads_your_kin_word_as_the_addressees(reader):
    reader.read("Mama, the tea is ready.", speaker="yusra", addressee="halima", now_ns=0,
                people=("yusra", "halima", "omid"))
    said = reader.read("I'll drive your mama to the clinic.", speaker="omid", addressee="yusra", now_ns=MINUTE,
                       people=("yusra", "halima", "omid"))
    assert said.last_person == "halima"


def test_memory_keeps_its_kin_words_until_speech_teaches_more(tmp_path):
    from obsmem_ros.core.memory import Memory

    from .factories import stamped

    def said(eid, clock, words, speaker, to):
        return stamped(eid, f"2026-05-02T{clock}Z", "utterance", actor=speaker, verb="say", addressee=to,
                       location="kitchen", observers=["robot", speaker, to], utterance=words)

    with Memory(tmp_path / "home.db") as m:
        m.ingest([said("u1", "07:00:00", "Nenek, your tea is ready.", "imran", "zainab")])
        first = m.kin_words()
        assert first[("imran", "nenek")] == "zainab" and m.kin_words() == first
        m.ingest([said("u2", "07:05:00", "Rooq, come and eat.", "hamid", "ruqayya")])
        assert m.kin_words()[("hamid", "rooq")] == "ruqayya"


def test_a_hyphenated_word_is_the_same_written_without_its_hyphen():
    kin = {**KIN, ("imran", "dee-dee"): "zainab"}
    assert resolve_person("Deedee", speaker="imran", people=PEOPLE, kin=kin) == "zainab"
    assert resolve_person("Dee-Dee's", speaker="imran", people=PEOPLE, kin=kin) == "zainab"


def test_one_slip_of_spelling_names_the_one_person_it_is_near():
    people = frozenset({"katrina", "tobias", "marisol"})
    assert resolve_person("Katrine", people=people) == "katrina"
    assert resolve_person("Tobais", people=people) == "tobias"  # two letters swapped
    assert resolve_person("Marisa", people=people) == ""  # two slips: nobody
    assert near_person("marita", {"marina", "marika"}) == ""  # as near to two: nobody
    assert near_person("tobi", {"tobias", "tobis"}) == ""  # too short to tell


def test_a_kin_word_after_a_possessive_is_the_possessors(reader):
    people = ("bram", "saskia", "joost", "lieke")
    reader.read("Mama, the bus is here.", speaker="joost", addressee="saskia", now_ns=0, people=people)
    said = reader.read("Joost says his mama is picking up the cake.", speaker="bram", addressee="robot",
                       now_ns=MINUTE, people=people)
    assert said.last_person == "saskia"
