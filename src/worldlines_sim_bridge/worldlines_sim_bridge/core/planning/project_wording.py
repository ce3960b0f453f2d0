"""Everyday phrasings of project requests: eight or more per project, split dev / test.

Each form is filled from the task's slots ({p}: the person it is for, {people}: named diners,
{n}: how many, {clock}: a time). A task draws its phrasing with a ``random.Random`` of its own
(seed + task id), so the wording never moves any other random stream. Forms with an even index
are the dev split, odd ones the test split: the project reader may be tuned on dev forms only.
"""
from __future__ import annotations

import random
from typing import Mapping

PROJECT_PHRASINGS: dict[str, tuple[str, ...]] = {
    "movie_night": (
        "Get the living room ready for movie night, it's {p}'s pick tonight.",
        "{P} wants a film tonight, can you set things up for it?",
        "Could you sort out movie night for {p}?",
        "We're watching a movie later with {p} choosing, please get everything ready.",
        "Set up for a film night the way {p} likes it.",
        "Time for movie night, {p} is in charge of the remote tonight.",
        "Can you prep the lounge for {p}'s movie evening?",
        "{P} fancies watching a flick tonight, get it all set up please.",
        "Let's do a cinema night tonight for {p}, could you get things going?",
    ),
    "set_table": (
        "Set the table for dinner for {people}.",
        "Could you lay the table? {people} will be eating.",
        "Dinner's soon, get the table ready for {people}.",
        "Please set places at the table for {people}.",
        "We're having supper, with {people} at the table.",
        "Can you get the dining table ready for lunch for {people}?",
        "Lay the table for the meal, it's {people} tonight.",
        "Get the table sorted for dinner, {people} will join.",
        "Set up the table so {people} can eat.",
    ),
    "tidy_mugs": (
        "Tidy up all the mugs lying around.",
        "Could you clear away the cups people left out?",
        "There are mugs everywhere, please tidy them up.",
        "Clean up the mess of cups around the house.",
        "Can you put the mugs away where they belong?",
        "Please declutter the place, starting with the cups.",
        "Straighten up the kitchen things, the mugs are all over.",
        "Gather up the dirty mugs and tidy them away.",
        "Clear up after everyone's tea and coffee, the cups are out.",
    ),
    "morning": (
        "Get {p}'s morning ready.",
        "Could you prepare things for {p} when they wake up?",
        "{P} is up early tomorrow, have the morning sorted for them.",
        "Please get the morning going for {p}.",
        "Set up {p}'s usual morning, they're waking soon.",
        "Can you make sure {p} has everything for the morning?",
        "Have {p}'s breakfast things ready for the morning.",
        "{P} gets up soon, get their morning started.",
        "Prepare the morning routine for {p}, please.",
    ),
    "promise": (
        "{P} is back at {clock}, have everything ready like {they} asked.",
        "{P} comes home at {clock}; please do what {they} asked for.",
        "Before {p} returns at {clock}, sort out what {they} wanted.",
        "{P} will be home around {clock}, get things the way {they} asked.",
        "Could you take care of {p}'s request before {they} {arrives} at {clock}?",
        "Do what {p} asked you earlier, {they} {be} back by {clock}.",
        "{P} gets back at {clock}, make sure {their} request is done and things are how {they} {likes} them.",
        "Please keep your promise to {p}, {they} {returns} at {clock}.",
        "By {clock} {p} is home, have ready what {they} asked for.",
    ),
}
JOINERS = (" And then ", " Then ", " After that, ", " Also, ")


def phrase(kind: str, slots: Mapping[str, str], rng: random.Random) -> tuple[str, str]:
    """(sentence, split) for one project of ``kind``: a form drawn by ``rng``, filled from ``slots``."""
    forms = PROJECT_PHRASINGS[kind]
    index = rng.randrange(len(forms))
    filled = {**slots, "P": slots.get("p", "")[:1].upper() + slots.get("p", "")[1:]}
    text = forms[index].format(**filled)
    return text[:1].upper() + text[1:], "dev" if index % 2 == 0 else "test"


def people_phrase(names: list[str], everyone: bool, rng: random.Random) -> str:
    """How diners are said: every name, or "all of us" / "everyone" / "the whole family" when all eat."""
    if everyone:
        return rng.choice(("all of us", "everyone", "the whole family", "the four of us"))
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
