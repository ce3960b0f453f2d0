"""Misheard runs of words linked to the home's names by sound and spelling, and nothing else touched."""
import pytest

from memora_perception.core.listening import ListenConfig
from memora_perception.core.name_linking import NameLinkConfig, NameLinker, phonetic_key
from memora_perception.errors import ConfigError, SpeechError
from memora_perception.core.speech import WhisperTranscriber

HOME = ("Alice", "Bob", "kitchen", "living room", "nightstand", "laptop", "dining table", "coffee table", "keys",
        "bookshelf", "windowsill", "medicine box", "remote", "bed", "desk", "sofa", "kettle")


@pytest.mark.parametrize("text, key", [
    ("nightstand", "ntstnt"), ("right stand", "rtstnt"), ("knight", "nt"), ("phone", "fn"), ("bookshelf", "pkxlf"),
    ("Kettle!", "ktl"), ("", "")])
def test_phonetic_key_drops_silent_letters_and_inner_vowels_and_merges_voicing(text, key):
    assert phonetic_key(text) == key


@pytest.mark.parametrize("heard, linked", [
    ("The bananas are on the right stand.", "The bananas are on the nightstand."),
    ("Bob's laptop is on the eye to stand.", "Bob's laptop is on the nightstand."),
    ("My lamp top is on the sofa.", "My laptop is on the sofa."),
    ("The remote is on the guiding table.", "The remote is on the dining table."),
])
def test_a_misheard_name_is_replaced_by_the_name_it_sounds_and_is_spelled_like(heard, linked):
    assert NameLinker(HOME).link(heard) == linked


@pytest.mark.parametrize("heard", [
    "Alice's keys are on the windowsill.",          # names, possessive and all
    "Please bring the remote to the kitchen tomorrow at six thirty.",
    "The work is on the key hook.",                 # a real word far from every name
    "I think it is on the table by the window.",   # runs of function words and plain English
    "Then I brought the remote to the coffee table.",
])
def test_a_sentence_without_a_misheard_name_is_left_as_it_is(heard):
    assert NameLinker(HOME).link(heard) == heard


def test_a_possessive_and_trailing_punctuation_stay_on_the_linked_name():
    assert NameLinker(("nightstand", "Alice")).link("the right stand's lamp, the right stand.") == \
        "the nightstand's lamp, the nightstand."


def test_a_run_close_to_two_names_is_left_alone():
    # "kattle" sounds and is spelled as much like "kettle" as like "cattle": no margin, no guess
    assert NameLinker(("kettle", "cattle")).link("the kattle is hot") == "the kattle is hot"
    assert NameLinker(("kettle",)).link("the kattle is hot") == "the kettle is hot"


def test_bad_link_settings_are_refused_naming_the_field():
    with pytest.raises(ConfigError, match="max_span"):
        NameLinkConfig(max_span=0)
    with pytest.raises(ConfigError, match="margin"):
        NameLinkConfig(margin=1.5)


def test_listening_decodes_with_beam_10_and_the_length_penalty_and_links_names_by_default():
    config = ListenConfig()
    transcriber = config.transcriber()
    assert (config.beam_size, config.link_names) == (10, True)
    assert (transcriber.beam_size, transcriber.length_penalty) == (10, 0.5)
    with pytest.raises(SpeechError, match="length_penalty"):
        WhisperTranscriber(length_penalty=-1.0)
    with pytest.raises(ConfigError, match="ListenConfig.length_penalty=3.0"):
        ListenConfig(length_penalty=3.0)
