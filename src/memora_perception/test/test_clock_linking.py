"""Clock times the home uses, read as said, and clock times heard as other words re-read by the
audio: slots by hand, the choice by hand-set scores, and the real Whisper scorer on espeak-ng speech."""
import pytest

from memora_perception.core.clock_linking import (ClockLinkConfig, ClockLinker, clock_slots, clock_times_in,
                                                  spoken_clock_time, spoken_recurrence, spoken_schedule)
from memora_perception.core.listening import ListenConfig, Listener
from memora_perception.core.vocabulary import HomeVocabulary
from memora_perception.errors import ConfigError


@pytest.mark.parametrize("hours, minutes, said", [
    (7, 0, "seven o'clock"), (18, 30, "six thirty"), (7, 5, "seven oh five"), (0, 0, "twelve o'clock"),
    (12, 15, "twelve fifteen"), (23, 45, "eleven forty five"),
])
def test_a_time_of_day_is_said_on_a_twelve_hour_clock(hours, minutes, said):
    assert spoken_clock_time(hours, minutes) == said


def test_no_such_clock_time_is_refused():
    with pytest.raises(ValueError, match="no such clock time 24:00"):
        spoken_clock_time(24, 0)


@pytest.mark.parametrize("text, times", [
    ("Please make sure the coffee machine timer is set to 07:00 every weekend.", ("seven o'clock",)),
    ("Water the plant at 7 o'clock and again at 18:30.", ("seven o'clock", "six thirty")),
    ("Remind me at 9 pm.", ("nine o'clock",)),
    ("Bring 3 mugs and 2.5 kg of apples.", ()),             # numbers, not times
    ("Set it to 25:00.", ()),                                # no such hour
])
def test_clock_times_are_read_from_words_as_said(text, times):
    assert clock_times_in(text) == times


def test_a_schedule_is_its_clock_times_with_their_recurrence():
    assert spoken_recurrence("weekends") == "every weekend" and spoken_recurrence("weekly:sunday") == "every sunday"
    assert spoken_recurrence("") == ""
    assert spoken_schedule("The timer is set to 07:00 every weekend.", "weekends") == ("seven o'clock every weekend",)
    assert spoken_schedule("Call Bob at 18:30.", "") == ("six thirty",)


@pytest.mark.parametrize("heard, slots", [
    ("The timer is set to send the clock every weekend.", [(5, 8)]),
    ("The timer is set to a San Bernardino clock.", [(5, 9)]),
    ("Set to center the clock, now.", [(2, 5)]),
    ("The timer is set to seven o'clock.", []),             # an hour before it: a clock time already
    ("The timer is set to 7 o'clock.", []),
    ("Please set the clock to seven.", []),                 # no clock cue before it: the clock itself
    ("Put it by the big old wall clock.", []),              # more than three words from the cue
    ("Set it to noon, the clock says.", []),                # punctuation between the cue and the clock
])
def test_a_clock_slot_is_a_clock_after_a_cue_with_no_hour_before_it(heard, slots):
    assert clock_slots(heard) == slots


def fixed_scores(table):
    """A scorer from hand-set log-probabilities of the clock time each candidate sentence holds."""
    def score(texts):
        return [next(v for k, v in table.items() if f"to {k}" in t) if any(f"to {k}" in t for k in table) else -40.0
                for t in texts]
    return score


def test_the_clock_time_the_audio_supports_best_is_taken_when_it_leads_by_the_margin():
    linker = ClockLinker(config=ClockLinkConfig(home_prior=2.0, margin=1.0))
    heard = "The timer is set to send the clock every weekend."
    assert linker.link(heard, fixed_scores({"seven o'clock": -10.0, "eleven o'clock": -12.0})) == \
        "The timer is set to seven o'clock every weekend."
    # within the margin of another hour: left as heard
    assert linker.link(heard, fixed_scores({"seven o'clock": -10.0, "eleven o'clock": -10.5})) == heard


def test_a_time_the_home_uses_gets_the_prior_but_the_audio_can_overrule_it():
    linker = ClockLinker(["seven o'clock"], ClockLinkConfig(home_prior=2.0, margin=1.0))
    heard = "Set the timer to send the clock."
    # -10.5 + 2 = -8.5 leads -10.0 by 1.5: the home's time
    assert linker.link(heard, fixed_scores({"seven o'clock": -10.5, "eleven o'clock": -10.0})) == \
        "Set the timer to seven o'clock."
    # the audio says nine by 5 nats: the prior does not overrule it
    assert linker.link(heard, fixed_scores({"seven o'clock": -15.0, "nine o'clock": -10.0})) == \
        "Set the timer to nine o'clock."


def test_bad_clock_link_settings_are_refused_naming_the_field():
    with pytest.raises(ConfigError, match="ClockLinkConfig.margin=-1"):
        ClockLinkConfig(margin=-1)
    with pytest.raises(ConfigError, match="ClockLinkConfig.max_span=0"):
        ClockLinkConfig(max_span=0)


def test_whisper_scores_the_sentence_that_was_said_above_a_misreading(whisper, speech_kit):
    audio = speech_kit.say("The timer is set to seven o'clock every weekend.")
    said, misread = whisper.score(audio, ["The timer is set to seven o'clock every weekend.",
                                          "The timer is set to nine o'clock every weekend."])
    assert said > misread


def test_a_clock_time_heard_as_words_is_read_again_from_the_audio(whisper, speech_kit):
    audio = speech_kit.say("The timer is set to seven o'clock every weekend.")
    linker = ClockLinker(["seven o'clock"])
    linked = linker.link("The timer is set to send the clock every weekend.",
                         lambda texts: whisper.score(audio, texts))
    assert linked == "The timer is set to seven o'clock every weekend."


def test_a_listener_re_reads_clock_slots_by_default_and_not_when_told_not_to(whisper, speech_kit):
    audio = speech_kit.say("The timer is set to seven o'clock every weekend.")
    home = HomeVocabulary(times=("seven o'clock",), schedules=("seven o'clock every weekend",))
    heard = "The timer is set to center the clock every weekend."
    on = Listener(ListenConfig(robot_id="g1"), transcriber=whisper)
    off = Listener(ListenConfig(robot_id="g1", link_clock_times=False), transcriber=whisper)
    assert (on.config.link_clock_times, on.config.clock_home_prior, on.config.clock_margin) == (True, 2.0, 1.0)
    assert on._clock_read(home, heard, audio, home.prompt()) == "The timer is set to seven o'clock every weekend."
    assert off._clock_read(home, heard, audio, home.prompt()) == heard


def test_bad_clock_settings_of_a_listener_are_refused_naming_the_field():
    with pytest.raises(ConfigError, match="ListenConfig.clock_margin=-0.5 must be >= 0"):
        ListenConfig(clock_margin=-0.5)
    with pytest.raises(ConfigError, match="ListenConfig.clock_home_prior=-1.0 must be >= 0"):
        ListenConfig(clock_home_prior=-1.0)
