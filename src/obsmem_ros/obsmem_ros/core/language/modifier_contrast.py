"""Contrasting modifiers: a phrase and a thing of one kind that each say which one they are.

A thing said by its head noun links to the one thing of that kind memory knows ("the cookery
book" -> Maya's recipe book), but when both the phrase and the thing's name carry words of their
own that tell which one is meant, and those words lie far apart in meaning ("the ECG card" and
Efua's hospital ID card, "last year's lantern" and the rabbit lantern, "the extra oranges" and
the plate of oranges), they name two things: the phrase is another one, heard of. Words both share, the
thing's owner ("Efua's") and the head noun itself are no contrast; words close in meaning
("hedge" and "garden" shears 0.37, "cookery" and "recipe" 0.57) are the same description said
otherwise. Without an encoder nothing contrasts (closeness 0.0 is no evidence).
"""
from __future__ import annotations

from typing import Callable, FrozenSet

from .closeness import closeness
from .linking import clean, singular

__all__ = ["CONTRAST", "contrasting"]

# Below this closeness the two sets of modifiers describe different things: "ecg" and "hospital
# id" lie 0.29 apart, "extra" and "plate" 0.31; "hedge" and "garden" (shears) 0.37 and "cookery"
# and "recipe" 0.57 describe one.
CONTRAST = 0.33

Near = Callable[[str, str], float]


def _near(a: str, b: str) -> float:
    return closeness(a, b, encoder_required=False)


def contrasting(phrase: str, name: str, near: Near = _near) -> bool:
    """Whether `phrase` and a thing's `name`, sharing a head noun, each carry modifiers of their own
    that lie far apart in meaning (see the module docstring)."""
    said, known = _modifiers(phrase, owned=False), _modifiers(name, owned=True)
    own_said, own_known = said - known, known - said
    if not own_said or not own_known:
        return False
    found = near(" ".join(sorted(own_said)), " ".join(sorted(own_known)))
    return found != 0.0 and found < CONTRAST


def _modifiers(words: str, *, owned: bool) -> FrozenSet[str]:
    """The words before a phrase's head noun, singular, without articles, "of" or, with `owned`,
    an owner's name ("Efua's hospital ID card": hospital, id; "last year's lantern" said: last, year)."""
    said = words.lower().replace("_", " ").split()
    kept = [w for w in said[:-1] if not (owned and w.endswith(("'s", "\u2019s", "s'")))]
    return frozenset(singular(w) for w in clean(" ".join(kept)).split() if w not in _LINKS)


_LINKS = frozenset({"of", "for", "with", "from"})  # "plate of oranges": the words of a name that only join
