"""Who came to know something ("Who noticed ...", "Who found out ...") is asked as a source
question: whoever said it, first speaker kept."""
from __future__ import annotations

from obsmem_ros.core.query.learnt_asked import learnt_source
from obsmem_ros.core.query.plan import Intent, QueryPlan


def plan(question: str) -> QueryPlan:
    return QueryPlan(question=question, intent=Intent.EVENT_WHO)


def test_who_noticed_or_found_out_is_a_source_question():
    assert learnt_source(plan("Who noticed the cat limping on its back leg?")).intent is Intent.SOURCE
    assert learnt_source(plan("Who found out the chemist is shut on Monday?")).form == "who_said"


def test_who_saw_or_did_a_deed_stays_as_read():
    assert learnt_source(plan("Who saw Ola take the car keys?")).intent is Intent.EVENT_WHO
    assert learnt_source(plan("Who found the car keys?")).intent is Intent.EVENT_WHO
