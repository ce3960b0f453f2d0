"""Project templates: multi-step household projects, written as clauses the parser understands.

A project ("prepare the living room for movie night") names an outcome, not the steps. A
template lists the steps a household usually takes; remembered routines (the memory's
Knowledge view) take precedence when one matches the words (see ``decomposer``).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ProjectTemplate:
    """Trigger phrases and the clauses of one project."""

    name: str
    triggers: tuple[str, ...]
    clauses: tuple[str, ...]

    def matches(self, text: str) -> bool:
        return any(t in text for t in self.triggers)


TEMPLATES: tuple[ProjectTemplate, ...] = (
    ProjectTemplate("movie_night", ("movie night", "movie", "film night"),
                    ("put the popcorn bowl on the coffee table", "put the remote on the coffee table",
                     "turn on the tv")),
    ProjectTemplate("morning_coffee", ("morning coffee", "coffee ready", "weekend coffee", "prepare coffee"),
                    ("put my mug on the kitchen counter", "turn on the coffee machine")),
    ProjectTemplate("laundry", ("laundry", "wash the towels"),
                    ("put the towels in the washing machine", "turn on the washing machine")),
    ProjectTemplate("homework", ("homework",), ("put the notebook on the kids' desk",)),
    ProjectTemplate("guests", ("guests", "visitors"),
                    ("turn on the living room lamp", "set the thermostat to 21")),
    ProjectTemplate("bedtime_medicine", ("medicine", "pills"), ("bring me my medicine box",)),
)


def find_template(text: str) -> ProjectTemplate | None:
    """The first template whose trigger occurs in the (lower-cased) instruction, or None."""
    lowered = text.lower()
    return next((t for t in TEMPLATES if t.matches(lowered)), None)
