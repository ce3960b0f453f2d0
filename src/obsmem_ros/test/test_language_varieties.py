"""Variety spellings of English read as standard words before parsing (`varieties.standard_words`),
on sentences written for this file: each variety reads as its standard paraphrase through the
utterance reader (claims, requests, promises, negation, times, preferences), standard speech and
words with a second sense are left alone, and questions are normalised too."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.language.syntax import normalise
from obsmem_ros.core.language.varieties import standard_words
from obsmem_ros.core.query.question_parser import RuleQuestionParser
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-06T09:10:00+00:00")  # a Wednesday morning
KNOWN = {"torch": "torch_1", "drawer": "drawer_1", "shelf": "shelf_1", "bins": "bins_1", "heater": "heater_1",
         "van": "van_1", "porch": "porch", "cupboard": "cupboard_1", "scarf": "scarf_1", "press": "press_1"}


@pytest.fixture(scope="module")
def reader():
    return UtteranceReader(robot_id="robot", meal_clock={"breakfast": "07:30", "lunch": "12:30", "dinner": "18:30",
                                                         "morning": "08:00", "afternoon": "15:00",
                                                         "tonight": "21:00"})


def reading(reader, words):
    """What the reader reads, as comparable values (the words as said kept on the reading)."""
    said = reader.read(words, speaker="ailsa", addressee="robot", now_ns=SAID, event_id="e1", resolve=KNOWN.get,
                       people=("ailsa", "rory"))
    assert said.text == words
    return ({(c.entity, c.attribute, c.value, c.negated) for c in said.claims},
            {(u.kind, u.owner, u.beneficiary, u.objects, u.due_ns) for u in said.undertakings},
            {(p.person, p.topic, p.value, p.kind) for p in said.preferences})


@pytest.mark.parametrize("variety, standard", [
    ("The torch isnae in the drawer, it's on the shelf.", "The torch isn't in the drawer, it's on the shelf."),
    ("Ah'll pit the bins oot the night.", "I'll put the bins out tonight."),
    ("Can ye switch the heater on the morra?", "Can you switch the heater on tomorrow?"),
    ("I didnae leave the scarf in the van.", "I didn't leave the scarf in the van."),
    ("The torch is no in the drawer.", "The torch is not in the drawer."),
    ("I'm after putting the scarf in the cupboard.", "I've just been putting the scarf in the cupboard."),
    ("Yer scarf is on the porch, amn't I right?", "Your scarf is on the porch, aren't I right?"),
    ("There's nowt in the drawer.", "There's nothing in the drawer."),
    ("I'll bring the scarf in this arvo.", "I'll bring the scarf in this afternoon."),
    ("I'm finna clean the van.", "I'm going to clean the van."),
    ("I'll move the van just now.", "I'll move the van later."),
    ("I'll collect the scarf by 6 only.", "I'll collect the scarf by 6."),
    ("Can you bring the torch lah.", "Can you bring the torch."),
    ("I dinnae like the heater on.", "I don't like the heater on."),
])
def test_a_variety_reads_as_its_standard_paraphrase(reader, variety, standard):
    assert reading(reader, variety) == reading(reader, standard)


@pytest.mark.parametrize("variety, standard", [
    ("Ah cannae find ma scarf.", "I can't find my scarf."),
    ("She wisnae hame the day, she'll be back the night.", "She wasn't home today, she'll be back tonight."),
    ("Ye'll dae it wi Rory fae the shop.", "You'll do it with Rory from the shop."),
    ("Aye, ah'll take it doon.", "Yes, I'll take it down."),
    ("Where's me scarf?", "Where's my scarf?"),
    ("I ain't got the torch.", "I haven't got the torch."),
    ("Yous are gonnae be late.", "You are going to be late."),
    ("Ja, I'll light it now now.", "Yes, I'll light it soon."),
    ("The meeting's preponed to ten, do the needful.", "The meeting's brought forward to ten, do what is needed."),
    ("I'm comin' back after brekkie.", "I'm coming back after breakfast."),
])
def test_variety_spellings_read_as_standard_words(variety, standard):
    assert standard_words(variety) == standard


@pytest.mark.parametrize("words", [
    "Put the mugs back in the press.",               # Irish cupboard, also a machine: linking reads it
    "I got the messages on the way home.",            # Scots shopping
    "I woke up twice in the night.",                  # a night, not tonight (no Scots around it)
    "Ah, there's the torch.",                         # an interjection, not "I"
    "Ask Ken about the van, and Ye can come too.",    # names written with a capital
    "I saw the scarf just now.",                      # just now in the past: a moment ago
    "There's no milk, and it's no good.",             # "no" as a determiner, not "not"
    "Give me the torch, and tell me later.",          # "me" the object
    "Main ghar ja rahi haan.",                        # another language's "ja" inside its sentence
    "We need a new robot for the kitchen.",           # the word's household sense
])
def test_standard_speech_and_second_senses_are_left_alone(words):
    assert standard_words(words) == words


@pytest.mark.parametrize("words, kept", [
    ("I cannae sleep in the night.", "in the night"),      # a noun phrase after "in", even in Scots
    ("We met the day before, didnae we?", "the day before"),
])
def test_a_marked_phrase_in_a_noun_phrase_is_left_alone_in_a_variety(words, kept):
    assert standard_words(words) != words and kept in standard_words(words)


def test_a_capital_is_kept_at_the_start_of_a_sentence():
    assert standard_words("Cannae find it. Didnae look.") == "Can't find it. Didn't look."


def test_normalise_reads_variety_spellings():
    assert normalise("I  cannae   find ma  keys") == "I can't find my keys"


def test_a_question_in_a_variety_is_planned_as_its_standard_paraphrase():
    parser = RuleQuestionParser()
    variety = parser.plan("Who didnae put the scarf in the drawer the day?")
    standard = parser.plan("Who didn't put the scarf in the drawer today?")
    assert (variety.intent, variety.targets, variety.temporal) == (standard.intent, standard.targets,
                                                                    standard.temporal)
    assert variety.question == "Who didnae put the scarf in the drawer the day?"


def test_a_speaker_heard_in_a_variety_has_its_marked_forms_read_so_later():
    reader = UtteranceReader(robot_id="robot", meal_clock={"tonight": "21:00"})

    def promised(words, speaker):
        said = reader.read(words, speaker=speaker, addressee="robot", now_ns=SAID, event_id="e1",
                           resolve=KNOWN.get, people=("ailsa", "rory"))
        return [(u.objects, u.due_ns) for u in said.undertakings]

    promised("Ah cannae find the torch.", "ailsa")
    scots = promised("I'll take the bins out the night.", "ailsa")
    assert scots == promised("I'll take the bins out tonight.", "rory")
    assert promised("I'll take the bins out the night.", "rory") != scots   # rory has not been heard so


@pytest.mark.parametrize("variety, standard", [
    ("Abeg, bring the torch to the porch.", "Please, bring the torch to the porch."),
    ("I cyaan find the scarf, it's no in the van.", "I can't find the scarf, it's not in the van."),
])
def test_west_african_and_caribbean_spellings_read_as_standard(reader, variety, standard):
    assert reading(reader, variety) == reading(reader, standard)


@pytest.mark.parametrize("words, spoken, standard", [
    ("Ma trainers are soaking.", ["scots"], "My trainers are soaking."),
    ("We're off tae ma gran's.", [], "We're off to my gran's."),
    ("Ma said ye were oot.", ["scots"], "Ma said you were out."),          # a mother, by the verb after
    ("Tell ma later.", ["scots"], "Tell ma later."),
    ("Ma trainers are soaking.", [], "Ma trainers are soaking."),           # no variety heard: a name
])
def test_ma_is_my_before_a_noun_from_a_speaker_of_a_variety(words, spoken, standard):
    assert standard_words(words, spoken) == standard


def test_punctuation_leaves_a_marked_phrase_a_time():
    assert standard_words("Ah'll feed the dog the night, ye lot are oot.") == \
        "I'll feed the dog tonight, you lot are out."


@pytest.mark.parametrize("words, standard", [
    ("Mind the dog, Ah've the vet at four.", "Mind the dog, I've the vet at four."),   # "I" has its capital
    ("Ye can go, Ah'll no be long.", "You can go, I'll no be long."),
    ("Ask Ken aboot it.", "Ask Ken about it."),                                      # a name stays a name
])
def test_a_capital_form_standing_for_i_is_no_name(words, standard):
    assert standard_words(words) == standard


@pytest.mark.parametrize("words, standard", [
    ("Ah cannae go, Ah'm no feelin' great.", "I can't go, I'm not feeling great."),  # after the dropped g
    ("The kettle's no workin', it's been aff a week.", "The kettle's not working, it's been off a week."),
    ("The van's no in the drive.", "The van's not in the drive."),                    # a subject's "'s"
    ("Rory's no good at this.", "Rory's no good at this."),                           # no place, no -ing
])
def test_no_after_a_subjects_be_reads_as_not(words, standard):
    assert standard_words(words) == standard


def test_of_clipped_and_scots_words():
    assert standard_words("A tin o' beans at five o'clock.") == "A tin of beans at five o'clock."
    assert standard_words("Gie's the red wans, ye cannae miss them.") == "Give me the red ones, you can't miss them."


def test_a_capital_i_form_reads_the_sentence_through(reader):
    assert reading(reader, "Rory, mind the van, Ah've the bins tae dae the morra.") == \
        reading(reader, "Rory, mind the van, I've the bins to do tomorrow.")
