"""Reading knowledge back by goal, topic and trigger."""
from obsmem_ros.core.views.knowledge import Habit, Preference, RoutineSkill, find_habits, find_preferences, find_routines, tokens


def test_tokens_stem_and_split_compound_epic_words():
    assert tokens("Putting the spoon:slotted into drawers") == {"putt", "spoon", "slott", "drawer"} - {"putt", "slott"} | {"put", "slot"}


def test_find_routines_prefers_word_overlap_then_count():
    coffee = RoutineSkill("r1", "a", "make coffee", ("boil kettle", "pour coffee"), ("kettle", "cup"), ("s1", "s2"), 2, 1.0)
    toast = RoutineSkill("r2", "a", "make toast", ("slice bread", "toast bread"), ("bread",), ("s1", "s3"), 5, 1.0)
    assert [r.id for r, _ in find_routines([toast, coffee], "making coffee")] == ["r1"]
    assert [r.id for r, _ in find_routines([coffee, toast], "make")] == ["r2", "r1"]
    assert find_routines([coffee], "make coffee", actor="someone else") == []


def test_find_preferences_by_topic_and_habits_by_trigger():
    cup = Preference("p1", "a", "tool", "pour coffee", "glass cup", "a uses the glass cup", 0.9, 9, 10)
    knife = Preference("p2", "a", "tool", "cut onion", "knife", "a uses the knife", 1.0, 4, 4)
    assert [p.id for p, _ in find_preferences([cup, knife], "coffee")] == ["p1"]
    assert [p.id for p, _ in find_preferences([cup, knife])] == ["p2", "p1"]
    lid = Habit("h1", "a", "take-off lid", "stir pan", 5, 8)
    assert find_habits([lid], "removing the lid")[0][0].next_action == "stir pan"
