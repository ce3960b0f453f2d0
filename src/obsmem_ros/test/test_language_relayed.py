"""Who a clause is passed on from (``language.relayed``): a claim's origin, the clauses an utterance
passes on whether or not a claim was read from them, and a stored origin read as a person."""
from __future__ import annotations

from obsmem_ros.core.language.relayed import origin_person

from .factories import read_heard

PEOPLE = ("kofi", "ama", "joann")


def reading(reader, words: str, speaker: str = "kofi"):
    return read_heard(reader, words, speaker=speaker, now_ns=0, people=PEOPLE)


def test_a_clause_passed_on_is_kept_with_its_first_speaker_whether_or_not_a_claim_was_read(reader):
    said = reading(reader, "Ama says the gutter is leaking over the porch again. I'll get a man in.")
    assert said.relayed == (("ama", "Ama says the gutter is leaking over the porch again."),)
    (claim,) = reading(reader, "Ama says the hose is in the garage.").claims
    assert (claim.entity, claim.value, claim.origin) == ("hose", "garage", "ama")


def test_the_speakers_own_words_and_words_told_to_others_are_not_passed_on(reader):
    for words in ("The hose is in the garage.", "I told Ama the hose is in the garage.",
                  "You said the hose was in the garage."):
        said = reading(reader, words)
        assert said.relayed == () and all(c.origin == "" for c in said.claims)


def test_a_lead_in_that_says_nothing_itself_passes_its_speaker_to_the_next_clause(reader):
    said = reading(reader, "Jo-Ann messaged Ama, the boiler is fixed.")
    assert [c.origin for c in said.claims if c.entity == "boiler"] == ["joann"]
    assert [who for who, _words in said.relayed] == ["joann", "joann"]


def test_a_stored_origin_is_read_as_the_person_its_relayer_means():
    kin = {("kofi", "grandad"): "ebo", ("ama", "grandad"): "yaw"}
    people = {"kofi", "ama", "ebo", "yaw", "nathaniel"}
    assert origin_person("grandad", "kofi", people, kin) == "ebo"
    assert origin_person("grandad", "ama", people, kin) == "yaw"
    assert origin_person("nath", "kofi", people, kin) == "nathaniel"  # the one name it clips
    assert origin_person("ama", "kofi", people, kin) == "ama"
    assert origin_person("postman", "kofi", people, kin) == "postman"


def test_a_request_after_words_passed_on_is_the_speakers_own(reader):
    said = reading(reader, "Ama says the pump is making a noise, can you check it?")
    assert said.relayed == (("ama", "Ama says the pump is making a noise"),)


def test_a_clause_joined_to_the_verb_of_saying_is_the_speakers_own(reader):
    passed, own = reading(reader, "Ama says the hose is in the garage but I put it on the patio.").claims
    assert (passed.value, passed.origin) == ("garage", "ama") and (own.value, own.origin) == ("patio", "")
    for words in ("Ama rang and I moved the bike to the shed.", "Ama says hi and I moved the bike to the shed."):
        (claim,) = reading(reader, words).claims
        assert (claim.entity, claim.origin) == ("bike", "")


def test_a_reporting_tag_after_the_words_passes_them_on_from_its_sayer(reader):
    """"..., Ama said" after a clause, or ending a clause whose words come first ("Only after dark,
    she said"), passes those words on from the sayer; the speaker's own tag passes nothing on."""
    (claim,) = reading(reader, "The ladder's behind the shed, Ama said.").claims
    assert (claim.entity, claim.value, claim.origin) == ("ladder", "shed", "ama")
    said = reading(reader, "Only after dark, Ama said.")
    assert [who for who, _words in said.relayed] == ["ama"]
    mine = reading(reader, "The ladder's behind the shed, I said.")
    assert mine.relayed == () and all(c.origin == "" for c in mine.claims)
    assert reading(reader, "Yesterday, Ama said.").relayed == ()
    own = reading(reader, "I hung the ladder behind the shed, Ama said.")  # the speaker's own deed, as Ama asked
    assert own.relayed == () and all(c.origin == "" for c in own.claims)
    told = reading(reader, "The ladder's behind the shed, tell Ama.")  # an order after the words: no tag
    assert told.relayed == () and [(c.entity, c.origin) for c in told.claims] == [("ladder", "")]


def test_a_reporting_tag_may_say_whom_it_was_told_to_and_how(reader):
    """"..., Ama told me" or "..., Ama told me on the phone" is a tag still: the words before it are
    Ama's; a tag that goes on to say more ("Ama told me to fetch it") is no bare tag."""
    (claim,) = reading(reader, "The ladder's behind the shed, Ama told me.").claims
    assert (claim.entity, claim.value, claim.origin) == ("ladder", "shed", "ama")
    phoned = reading(reader, "The drill is in the garage, Ama told me on the phone.")
    assert [(c.entity, c.origin) for c in phoned.claims] == [("drill", "ama")]
    assert [who for who, _words in phoned.relayed] == ["ama", "ama"]
    mine = reading(reader, "The ladder's behind the shed, I told her.")
    assert mine.relayed == () and all(c.origin == "" for c in mine.claims)


def test_a_name_a_recogniser_writes_in_lower_case_passes_words_on(reader):
    """Speech as a recogniser writes it has no capitals: a word English does not know, said as the
    one who says, is a name; a noun with a determiner or a noun before it is not ("the app")."""
    said = reading(reader, "zbyszek said the tram's off till noon so i'm walking")
    assert [who for who, _words in said.relayed][:1] == ["zbyszek"]
    for words in ("the app says the tram's off till noon", "tram app says the tram's off till noon"):
        assert reading(reader, words).relayed == ()


def test_he_or_she_after_a_name_memory_has_not_met_passes_the_words_on_from_that_name(reader):
    """"Wendell rang, he says ..." said before memory met Wendell: "he" is Wendell, not whoever
    was named in the utterance before."""
    said = reading(reader, "Wendell rang, he says the shed door is off its hinges.")
    assert {who for who, _words in said.relayed} == {"wendell"}
    said = reading(reader, "wendell's working late so he says he'll skip the quiz")
    assert [who for who, _words in said.relayed] == ["wendell"]


def test_a_kin_word_before_a_lower_case_name_or_an_owners_me_leaves_the_sayer(reader):
    said = reading(reader, "auntie wendell says the quiz starts at eight")
    assert [who for who, _words in said.relayed] == ["wendell"]
    said = reading(reader, "me nan's just texted she's stuck at the station", speaker="ama")
    assert [who for who, _words in said.relayed][:1] == ["nan"]


def test_a_person_said_of_the_subject_is_no_new_sayer(reader):
    """"Ama's not a morning person, she says ...": "she" is Ama, not "a morning person"."""
    said = reading(reader, "Ama's not a morning person, she says the alarm is too early.")
    assert [who for who, _words in said.relayed] == ["ama"]
    said = reading(reader, "Ama is a nurse, she says the cut is fine.", speaker="joann")
    assert [who for who, _words in said.relayed] == ["ama"]


def test_a_reporting_tag_opening_its_sentence_passes_on_the_words_after_it(reader):
    """"Ama said, the gate's stuck again" (a recogniser's turn cut after "said"): the words after
    the tag are Ama's; a tag after the words is theirs as before, and the speaker's own words after
    it stay the speaker's."""
    (claim,) = reading(reader, "Ama said, the rake is behind the shed.").claims
    assert (claim.entity, claim.value, claim.origin) == ("rake", "shed", "ama")
    (claim,) = reading(reader, "Ama said, I put the rake behind the shed.").claims
    assert (claim.entity, claim.origin) == ("rake", "")


def test_words_passed_on_twice_keep_the_one_who_first_said_them(reader):
    said = reading(reader, "Joann told me that Ama reckons the boiler's pilot light keeps going out.")
    assert [who for who, _words in said.relayed] == ["ama"]
