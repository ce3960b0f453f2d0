"""Questions asked after a lead-in ("I need the stapler for a minute. Where would it be?"): the
interrogative clause is what is asked, its pronouns and "then" written out from the lead-in; a
lead-in that is part of the question, or that the question points back at, keeps it whole. Fresh
sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from obsmem_ros.core.language.lead_ins import asked_question, without_afterword

from .factories import iso, ns, remembered

t = partial(iso, 6)
at = partial(ns, 6)


@pytest.mark.parametrize("text, asked", [
    ("I need Omar's stapler for a minute. Where would it be?", "Where would Omar's stapler be?"),
    ("Rania is hunting for her bus pass. Where is it?", "Where is Rania's bus pass?"),
    ("Tariq made scones for the picnic. Where are they?", "Where are the scones?"),
    ("The picnic blanket, where's it now?", "Where's the picnic blanket now?"),
    ("Dad's back is sore again. So who's walking the dog tonight?", "Who's walking the dog tonight?"),
    ("Nadia is at choir on Thursday. Who's cooking then?", "Who's cooking on Thursday?"),
    ("Nana's asking for something sweet. Would she eat cake at this hour?", "Would Nana eat cake at this hour?"),
    ("Yusuf wants a snack. Would he like crisps at this hour?", "Would Yusuf like crisps at this hour?"),
    ("The blue thermos, is it still in the van?", "Is the blue thermos still in the van?"),
    ("The spare fuses, are they still under the sink?", "Are the spare fuses still under the sink?"),
    ("I'm pouring coffee. How does Leila take hers?", "How does Leila take her coffee?"),
    ("Grandpa bought Sami new boots, where are they hidden?", "Where are Sami's new boots hidden?"),
    ("I'm pouring Ruth a cup of tea - does she take milk?", "Does Ruth take milk?"),
    ("The hamster's water bottle is empty. Who said they'd fill it?", "Who said they'd fill the hamster's water bottle?"),
])
def test_the_asked_clause_takes_the_lead_ins_referents(text, asked):
    assert asked_question(text) == asked


def test_it_takes_up_the_thing_memory_knows_before_another_said_later():
    text = "Omar can't play the match without his gloves. Where are they?"
    assert asked_question(text, lambda phrase: phrase == "gloves") == "Where are Omar's gloves?"
    text = "Omar can't watch the match without his cap. Where is it?"
    assert asked_question(text, lambda phrase: phrase == "cap") == "Where is Omar's cap?"
    text = "The phone lying on the bench, whose is it?"  # the thing said first, known or not
    assert asked_question(text, lambda phrase: phrase == "bench") == "Whose is the phone lying on the bench?"


@pytest.mark.parametrize("text", [
    "Where is the stapler?",
    "The jug was moved onto the shelf. Where was it before that?",  # points back at the lead-in's change
    "Rania said the pass was in her bag. Was she right?",  # a claim the question judges
    "Is the jug on the shelf? Where is it?",  # two questions
    "Rania asked to be picked up on Friday. What time?",  # no clause of its own
    "Before the jug was put on the shelf, where was it?",  # the time it asks about
    "If the fuse blows, is the torch still in the drawer?",  # a condition of the question
    "Honestly, is the torch in the drawer?",
    "On day 3 at 10:15, where was the jug?",
    "The last time the jug got moved, who did it?",
    "Omar put something in the freezer. What was it?",  # "it" is a thing not said
    "Leila has a favourite cup. Which one is it?",
    "If I'm making Omar a sandwich, which bread should I use?",
    "When Leila has tea, which cup does she use?",
    "Going by Omar, where would the jug be?",  # no subject: a phrase of the question
    "Remind me, when do you water the ferns?",
    "Omar took the bins out this morning. When was the last time?",  # asks about the lead-in itself
    "Somebody asked you to fetch the jug. Who was it?",
    "I wonder whether the window is shut. Is it?",
    "On Friday, Omar wanted you to take the jug to the shed. Did it happen?",
    "On Monday Leila asked you to water the ferns by the door. Was it done?",  # the asked deed, passive
    "Do you know if it got fixed, when Omar asked you to mend the tap?",
])
def test_a_question_that_needs_its_lead_in_is_left_whole(text):
    assert asked_question(text) is None


def _event(n: int, when: str, deltas: list) -> dict:
    return {"id": f"l{n:03d}", "time": when, "kind": "observation", "actor": "robot", "verb": "", "objects": [],
            "location": "study", "observers": ["robot"], "source": "sim", "text": "", "deltas": deltas}


def _delta(entity: str, attribute: str, value: str, value_type: str = "entity") -> dict:
    return {"entity": entity, "attribute": attribute, "value": value, "value_type": value_type}


STORY = [
    _event(1, t(8, 9, 0), [_delta("stapler_1", "name", "stapler", "str"), _delta("stapler_1", "location", "desk_1"),
                           _delta("desk_1", "name", "desk", "str"), _delta("desk_1", "location", "study")]),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("lead") / "l.db"))


def test_a_lead_in_question_is_answered_about_the_thing_it_takes_up(memory):
    answer = memory.ask("I need the stapler for a minute. Where would it be?", at_ns=at(8, 10, 0))
    assert answer.value == "desk_1"


@pytest.mark.parametrize("text", [
    "The heating was turned down to 17 - what had it been on until then?",
    "There's a scarf on the bannister - who does it belong to?",
])
def test_a_wh_question_after_a_dash_that_leans_on_its_lead_in_stays_whole(text):
    assert asked_question(text) is None


def test_statements_after_the_question_are_set_aside():
    assert without_afterword("Where's the big colander? Dad wants to drain the pasta.") == "Where's the big colander?"
    assert without_afterword("Is the oven on? Where is the tray?") == "Is the oven on? Where is the tray?"
    assert without_afterword("Pat is out. Who feeds the cat?") == "Pat is out. Who feeds the cat?"


def test_an_object_pronoun_takes_up_the_lead_ins_object_not_its_subject():
    assert asked_question("Omar was meant to take Rita to the pool. Who's driving her now?") == \
        "Who's driving Rita now?"


def test_a_who_set_off_by_but_is_the_asked_clause():
    assert asked_question("Sam said he'd return the ladder, but who's actually bringing it back?") == \
        "Who's actually bringing the ladder back?"


def test_who_with_only_an_auxiliary_asks_who_will_do_the_planned_deed():
    assert asked_question("Omar said he'd collect Lena from the station. Is he still going, or who is?") == \
        "Who will collect Lena from the station?"
    assert asked_question("Rita was going to water the plants tonight. Who is?") == "Who will water the plants tonight?"
