"""Who holds a plan (sentences written for this file): a clause read as a promise whose subject is
"you" hands the deed to the one addressed ("okay, you take her": an offer accepted)."""
from __future__ import annotations

import pytest

from obsmem_ros.core.language.clauses import PARSES
from obsmem_ros.core.language.referents import ReadingContext
from obsmem_ros.core.language.speakers import Speakers
from obsmem_ros.core.language.undertakings import undertakings_as
from obsmem_ros.core.records import CommitmentKind
from obsmem_ros.core.timefmt import parse_iso_ns

from .factories import ask_morning, morning_ns, said

NOW = parse_iso_ns("2026-10-06T18:00:00+00:00")


def _promised(words: str, addressee: str = "tomas"):
    ctx = ReadingContext(speakers=Speakers(speaker="ines", addressee=addressee), resolve=lambda _w: None, now_ns=NOW)
    doc = PARSES.doc(words)
    root = next(iter(doc.sents)).root
    return [(u.kind, u.owner, u.beneficiary) for u in undertakings_as("promise", root, doc, ctx, words)]


@pytest.mark.parametrize("words", ["Alright then, you drive him.", "Fine, you do the bins tonight."])
def test_a_promise_said_of_you_is_the_addressees_deed(words):
    assert _promised(words) == [(CommitmentKind.PROMISE, "tomas", "ines")]


def test_a_promise_of_the_speakers_own_stays_theirs():
    assert _promised("I'll do the bins tonight.") == [(CommitmentKind.PROMISE, "ines", "tomas")]


def test_you_said_to_the_robot_stays_the_speakers_word():
    assert _promised("Fine, you do the bins tonight.", addressee="robot") == [(CommitmentKind.PROMISE, "ines", "robot")]


def _said(n: int, who: str, words: str, minutes: int, to: str = "robot") -> dict:
    return said(n, who, words, to=to, time_ns=morning_ns(minutes))


def test_the_robot_agreeing_to_pass_a_plan_on_does_not_take_it():
    events = [_said(1, "marta", "I'll mow the lawn after lunch.", 0),
              _said(2, "pablo", "Tell Marta to leave the lawn, I'll mow it myself tomorrow.", 30),
              _said(3, "robot", "Okay Pablo, I'll tell her.", 31, to="pablo")]
    assert ask_morning(events, "Who said they'd mow the lawn?", 40) == "pablo"


def test_a_request_of_the_robot_is_not_who_does_a_household_errand():
    events = [_said(1, "omar", "I'll collect Aunt Vera from the station tomorrow.", 0),
              _said(2, "omar", "She's off dairy now. Make her some oat porridge.", 2)]
    assert ask_morning(events, "Who's getting Aunt Vera from the station?", 20) == "omar"


def test_a_deed_said_with_another_verb_is_the_asked_deed():
    from obsmem_ros.core.query.answerers.doers import asked_deed, said_otherwise
    deed = asked_deed("Who's getting the oysters for the party?")
    assert deed.phrase == "getting the oysters for the party"
    assert said_otherwise("bring the oysters", deed)
    assert not said_otherwise("sweep the porch", deed)


def test_the_last_doer_of_the_deed_in_other_words_holds_it():
    events = [_said(1, "omar", "I'll bring the oysters for the party tomorrow night.", 0),
              _said(2, "lena", "Omar's boat didn't go out. I'll pick up oysters from the market instead.", 600)]
    assert ask_morning(events, "Who's getting the oysters for the party?", 700) == "lena"


def test_a_pronoun_promise_answers_the_word_said_just_before_it():
    from obsmem_ros.core.query.answerers.threads import answers_another
    from obsmem_ros.core.records import Commitment

    def promise(who: str, words: str, minutes: int) -> Commitment:
        return Commitment(id=f"c{minutes}", kind=CommitmentKind.PROMISE, owner=who, beneficiary="robot",
                          action="x", text=words, created_ns=morning_ns(minutes), source_event_id=f"e{minutes}")
    plan = promise("tomas", "I'll walk the dog to the park after school.", 0)
    other = promise("marta", "Yeah, I'll call the plumber on Friday.", 10)
    later = promise("ines", "Don't bother. I'll call him myself and sort it.", 12)
    assert answers_another(plan, later, [plan, other, later])
    assert not answers_another(plan, later, [plan, later])



def test_a_later_word_naming_the_plans_holder_is_about_their_plan():
    from obsmem_ros.core.query.answerers.revisions import names_holder
    from obsmem_ros.core.query.evidence import Evidence
    from obsmem_ros.core.query.plan import View
    from obsmem_ros.core.query.readings import CommitmentReading
    from obsmem_ros.core.records import Commitment

    def promise(who: str, words: str) -> Commitment:
        return Commitment(id=who, kind=CommitmentKind.PROMISE, owner=who, beneficiary="robot", action="x",
                          text=words, created_ns=morning_ns(0), source_event_id=who)
    plan = promise("marta_r", "I'll collect Nina from swimming at five.")
    link = CommitmentReading(evidence=Evidence(id="c", view=View.COMMITMENT, time_ns=0, text=""), commitment=plan,
                             names={"marta_r": "Marta"})
    assert names_holder(link, promise("pablo", "Tell Marta to leave Nina, I'll stroll over and get her myself."))
    assert not names_holder(link, promise("pablo", "I'll stroll over to the shop myself."))
    assert not names_holder(link, promise("marta_r", "Marta here, I'll get her at five."))
    assert not names_holder(link, promise("pablo", "Marta's collecting her? Fine, I'll do the cooking then."))


def test_a_pronoun_promise_with_its_own_antecedent_continues_no_thread():
    from obsmem_ros.core.query.answerers.threads import takes_up
    from obsmem_ros.core.records import Commitment

    def promise(who: str, action: str, words: str, minutes: int, objects: tuple, verb: str) -> Commitment:
        return Commitment(id=who, kind=CommitmentKind.PROMISE, owner=who, beneficiary="robot", action=action,
                          text=words, created_ns=morning_ns(minutes), source_event_id=who, objects=objects, verb=verb)
    plan = promise("ines", "do the trifle", "I'll do the trifle, love.", 0, ("trifle",), "do")
    swap = promise("tomas", "swap it at the garage", "Gas canister's nearly empty. I'll swap it at the garage.",
                   8, ("gas_canister", "garage"), "swap")
    make = promise("tomas", "make it", "Okay, I'll make it then.", 8, ("trifle",), "make")
    assert not takes_up(plan, swap, ["ines"], ["do"])
    assert takes_up(plan, make, ["ines"], ["do"])


def test_who_said_they_would_counts_a_promise_in_other_words():
    events = [_said(1, "ines", "I'll do the trifle for the picnic, love.", 0),
              _said(2, "tomas", "I'll wash the car this afternoon.", 5)]
    assert ask_morning(events, "Who said they'd make the trifle for the picnic?", 20) == "ines"


def test_a_spoken_em_names_the_plans_thing_by_a_pronoun():
    from obsmem_ros.core.query.answerers.threads import takes_up
    from obsmem_ros.core.records import Commitment

    def promise(who: str, action: str, minutes: int, objects: tuple, to: str) -> Commitment:
        return Commitment(id=who, kind=CommitmentKind.PROMISE, owner=who, beneficiary=to, action=action,
                          text=f"I'll {action}.", created_ns=morning_ns(minutes), source_event_id=who, objects=objects,
                          verb="take")
    plan = promise("dale", "run the jars over to the Parkers", 0, ("jars",), "mama")
    assert takes_up(plan, promise("jo", "take'em", 2, ("'em",), "dale"), ["dale"], ["take"])
    assert takes_up(plan, promise("jo", "take 'em over", 2, (), "dale"), ["dale"], ["take"])


def test_the_holders_own_word_between_is_no_other_plan():
    from obsmem_ros.core.query.answerers.threads import answers_another
    from obsmem_ros.core.records import Commitment

    def promise(who: str, words: str, minutes: int) -> Commitment:
        return Commitment(id=f"c{minutes}", kind=CommitmentKind.PROMISE, owner=who, beneficiary="robot",
                          action="x", text=words, created_ns=morning_ns(minutes), source_event_id=f"e{minutes}")
    plan = promise("dale", "Dale, run the jam jars over to the Parkers this morning.", 0)
    own = promise("dale", "I'll run 'em over at ten, Mama.", 1)
    later = promise("jo", "Daddy, I'll take 'em over, I'm going past anyway.", 2)
    assert answers_another(plan, later, [plan, own, later], holders=("robot",))
    assert not answers_another(plan, later, [plan, own, later], holders=("dale", "robot"))


def test_a_person_named_only_before_the_asking_sentence_is_no_party():
    from obsmem_ros.core.query.answerers.doers import asked_parties
    assert asked_parties("Pablo was going to fetch Nina. Who's fetching Nina now?", ["pablo", "nina"]) == ["nina"]
    assert asked_parties("Who's fetching Nina from Pablo's?", ["pablo", "nina"]) == ["pablo", "nina"]
    assert asked_parties("Gran's knee is bad. Who's driving gran?", ["gran"]) == ["gran"]


def test_who_said_they_would_takes_the_word_given_over_the_arrangement():
    events = [_said(1, "tomas", "The boiler man's coming tomorrow between nine and eleven. "
                                "Someone has to open the back door for him.", 0),
              _said(2, "ines", "I'll open the back door for the boiler engineer tomorrow. I'm home all morning.", 5)]
    assert ask_morning(events, "Who said they'd let the boiler man in?", 20) == "ines"

