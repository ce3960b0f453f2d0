"""Words given in a bare verb where "will" would stand: a word reported under a verb of saying or
promising, the addressee's own word recalled to them, someone's deed done to the speaker at a
time ahead, and the speaker's deed beside an "I promise"; habits, states and deeds already done
stay no promise. Sentences written for this file."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language import UtteranceReader
from obsmem_ros.core.records import CommitmentKind

from .factories import told as read


@pytest.fixture()
def reader():
    return UtteranceReader(robot_id="robot")


def promises(reader, words, **kw):
    return [u for u in read(reader, words, **kw).undertakings if u.kind is CommitmentKind.PROMISE]


def test_a_third_persons_bare_verb_under_said_is_their_word(reader):
    (paint,) = promises(reader, "rita said she paint the gate on friday")
    assert (paint.owner, paint.beneficiary) == ("rita", "lena") and paint.action.startswith("paint the gate")


def test_a_word_reported_under_a_noun_of_promising_is_the_promisers(reader):
    (mend,) = promises(reader, "Omar promise he mend my bike tomorrow!")
    assert mend.owner == "omar" and "mend" in mend.action


def test_the_addressees_word_recalled_to_them_is_theirs(reader):
    (sweep,) = promises(reader, "sam you said you sweep the yard before lunch", addressee="sam")
    assert (sweep.owner, sweep.beneficiary) == ("sam", "lena") and "sweep" in sweep.action
    (ring,) = promises(reader, "You said you'd ring the vet about the cat.", addressee="sam")
    assert (ring.owner, ring.beneficiary) == ("sam", "lena") and "ring" in ring.action


def test_someones_deed_done_to_the_speaker_after_a_time_ahead_is_their_word(reader):
    (lift,) = promises(reader, "Dentist tomorrow at ten. Omar drives me.")
    assert (lift.owner, lift.beneficiary) == ("omar", "lena") and "drive" in lift.action


def test_the_speakers_deed_beside_i_promise_is_pledged(reader):
    (wash,) = promises(reader, "saturday i wash the van i promise", addressee="sam")
    assert (wash.owner, wash.beneficiary) == ("lena", "sam") and wash.action.startswith("wash")


@pytest.mark.parametrize("words", [
    "Omar drives me to school.",  # a habit
    "rita said she painted the gate yesterday",  # done
    "rita said she likes the gate",  # a state
    "I walk the dog at seven.",  # a habit of the speaker's
    "rita said she paint the gate every friday",  # a habit reported
])
def test_habits_states_and_deeds_done_are_no_word(reader, words):
    assert promises(reader, words) == []
