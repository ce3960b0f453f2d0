"""Names written with accents in questions: the rule parser reads them as whole words and as the
person ids memory writes without accents, and the commitment answerer finds a person named with
accents in what was said. Fresh sentences, in no hand-written set."""
from __future__ import annotations

from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.query.plan import Intent, QueryPlan, parties
from obsmem_ros.core.query.question_parser import RuleQuestionParser
from obsmem_ros.core.views.commitment_view import content_words


def test_unaccented_drops_marks_and_keeps_other_scripts():
    assert unaccented("Zoë's café") == "Zoe's cafe"
    assert unaccented("Ngọc") == "Ngoc"
    assert unaccented("दादी") == unaccented("दादी") and unaccented("दादी") != ""


def test_an_accented_name_is_one_person_not_broken_words():
    plan = RuleQuestionParser().plan("Which biscuits does Inés like?")
    assert plan.intent is Intent.PREFERENCE
    assert plan.persons == ("ines",)
    assert plan.targets == ("biscuits",)


def test_a_name_with_a_tone_mark_leaves_no_stray_letters_in_the_topic():
    plan = RuleQuestionParser().plan("Where does Thảo like to sit?")
    assert plan.persons == ("thao",)
    assert all(len(word) > 1 for target in plan.targets for word in target.split())


def test_words_of_another_script_are_kept_as_words():
    plan = RuleQuestionParser().plan("Where is the दादी shawl?")
    assert any("दादी" in target for target in plan.targets)


def test_content_words_match_with_or_without_accents():
    assert content_words("Get the phở ready") & content_words("the pho")


def test_an_accented_owner_is_no_party_to_what_is_asked_about_their_thing():
    plan = QueryPlan(question="Who's feeding Lúa's fish?", intent=Intent.COMMITMENT, targets=("fish",),
                     persons=("lua",))
    assert parties(plan, ["lua"]) == []
