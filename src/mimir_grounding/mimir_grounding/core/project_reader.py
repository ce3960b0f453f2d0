"""Reading a household project out of everyday speech: which project, for whom, and in what order.

"Get the living room ready for movie night", "lay the table for the four of us", "Carol's back at
half eight, have everything the way she asked" name an outcome, not steps. ``read_projects``
finds the projects an instruction names from the lemmas of its spaCy parse (the shared language
layer's ``analyse``): each project kind is a concept with a few cue lemmas (what the thing is,
never a sentence it is said in), the people it is for come from the household's names and
pronouns, and a sentence or "and then" starts the next project. A clause naming no project
joins the one before it ("..., the kids are eating with us"). Nothing found: [] (the caller
falls back to direct goals or says it did not understand).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from obsmem_ros.core import analyse


class ProjectKind(str, Enum):
    """The household projects Mimir composes from memory."""

    MOVIE_NIGHT = "movie_night"    # TV on, a person's channel and temperature, snacks and remote out
    SET_TABLE = "set_table"        # each diner's own mug on the dining table
    TIDY_MUGS = "tidy_mugs"        # cups put away where this household puts them, that place shut
    MORNING = "morning"            # a person's drink started in their mug, the room at their temperature
    PROMISE = "promise"            # what a person asked the robot for, and the home the way they like it


_CUES: dict[ProjectKind, frozenset[str]] = {
    ProjectKind.MOVIE_NIGHT: frozenset({"movie", "film", "cinema", "flick", "screening"}),
    ProjectKind.SET_TABLE: frozenset({"table", "dinner", "supper", "lunch", "meal", "lay"}),
    ProjectKind.TIDY_MUGS: frozenset({"tidy", "clear", "declutter", "mess", "straighten", "cup", "mug", "clean"}),
    ProjectKind.MORNING: frozenset({"morning", "wake", "waking", "breakfast", "sunrise", "early"}),
    ProjectKind.PROMISE: frozenset({"ask", "promise", "request", "want", "back", "return", "arrive", "home"}),
}
_STRONG = {ProjectKind.MOVIE_NIGHT: {"movie", "film", "cinema", "flick"}, ProjectKind.MORNING: {"morning", "wake"},
           ProjectKind.TIDY_MUGS: {"tidy", "declutter", "mess"}}
_EVERYONE = frozenset({"everyone", "everybody", "all", "family"})
_SELF = frozenset({"me", "my", "i", "myself", "mine"})
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_BREAK = re.compile(r"(?<=[.!?;])\s+|\s*\b(?:and then|after that|then|also|plus)\b\s*", re.I)


@dataclass(frozen=True)
class ProjectRequest:
    """One project an instruction names: its kind, the people it names (none: the requester's own),
    whether it is for everyone or a number of people, and the words it came from."""

    kind: ProjectKind
    people: tuple[str, ...]
    text: str
    everyone: bool = False
    count: int = 0


def _kind_of(lemmas: Sequence[str]) -> ProjectKind | None:
    """The project whose cues the clause uses most; a strong cue (movie, morning, tidy) decides ties."""
    scores = {k: sum(1 for w in lemmas if w in cues) + (2 if set(lemmas) & _STRONG.get(k, set()) else 0)
              for k, cues in _CUES.items()}
    best = max(scores.values())
    if best == 0:
        return None
    tied = [k for k, s in scores.items() if s == best]
    return tied[0]


def _people(tokens: Sequence[str], people: Iterable[str], requester: str) -> tuple[str, ...]:
    names = {p.lower(): p for p in people}
    found = [names[t.rstrip("'s")] for t in tokens if t.rstrip("'s") in names]
    if requester and set(tokens) & _SELF:
        found.insert(0, requester)
    return tuple(dict.fromkeys(found))


def clauses(text: str) -> list[str]:
    """Sentences and "and then" parts of an instruction, without empty pieces."""
    return [c.strip(" ,") for c in _BREAK.split(text) if c and c.strip(" ,")]


def read_projects(text: str, people: Iterable[str], requester: str = "") -> list[ProjectRequest]:
    """The projects ``text`` names, in the order said; [] when it names none."""
    people = tuple(people)
    out: list[ProjectRequest] = []
    for clause in clauses(text):
        doc = analyse(clause)
        lemmas = [t.lemma_.lower() for t in doc if not t.is_punct]
        tokens = [t.lower_ for t in doc if not t.is_punct]
        kind = _kind_of(lemmas)
        whom = _people(tokens, people, requester)
        everyone = bool(set(tokens) & _EVERYONE)
        count = next((_NUMBERS[t] for t in tokens if t in _NUMBERS), 0) or \
            next((int(t) for t in tokens if t.isdigit() and int(t) < 10), 0)
        if kind is None or (out and kind is out[-1].kind and not whom):
            if out:   # context for the project before ("..., the kids are eating with us")
                last = out[-1]
                out[-1] = ProjectRequest(last.kind, tuple(dict.fromkeys(last.people + whom)), f"{last.text}, {clause}",
                                         last.everyone or everyone, last.count or count)
            continue
        out.append(ProjectRequest(kind, whom, clause, everyone, count))
    return out
