"""Who is to do it, named as memory knows the person (issue 11, session 34): a doer said by a title
another speaker put before their name ("Tata Kofi") is that person; a "who's V-ing" question the
parser reads as a routine or liking asks for a person, so the plan that names the deed answers it;
the one a reminder reminds is not the doer when the question names them as the one taken. Fresh
sentences, in no hand-written set."""
from __future__ import annotations

from functools import partial

import pytest

from .factories import heard, iso, ns, remembered

t = partial(iso, 10)  # (day, hour, minute) of October 2026, as a trace line's time
at = partial(ns, 10)


def say(n: int, when: str, who: str, words: str, to: str = "robot") -> dict:
    return heard(f"n{n:03d}", when, who, words, addressee=to, location="kitchen", source="sim", verb="",
                 observers=["robot", "ama", "efua", "kofi", "yaw"])


STORY = [
    {"id": "n001", "time": t(5, 8, 0), "kind": "session_start", "location": "kitchen", "observers": ["robot"],
     "source": "sim"},
    say(2, t(5, 8, 5), "kofi", "Morning all, I've left the ladder by the back door."),
    say(3, t(5, 8, 6), "yaw", "Morning."),
    say(4, t(5, 8, 7), "efua", "Morning."),
    say(5, t(5, 8, 10), "ama", "Tata Kofi's in the garage fixing the bike."),
    say(6, t(5, 8, 20), "efua", "Actually Yaw's not driving me to the dentist tomorrow now, Tata's driving me."),
    say(7, t(5, 9, 0), "efua", "I'll walk him down to his swimming tomorrow, I'm going that way.", to="yaw"),
    say(8, t(5, 9, 5), "ama", "Remind Yaw to take his swimming bag and his towel at eight tomorrow morning."),
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    yield from remembered(STORY, str(tmp_path_factory.mktemp("doers") / "d.db"))


def test_a_doer_said_by_a_title_another_speaker_put_before_a_name_is_that_person(memory):
    answer = memory.ask("Who's driving Efua to the dentist?", at_ns=at(5, 12, 0))
    assert answer.value == "kofi"


def test_the_one_a_reminder_reminds_is_not_the_doer_of_taking_them(memory):
    answer = memory.ask("Who's taking Yaw to his swimming lesson?", at_ns=at(5, 12, 0))
    assert answer.value == "efua"
