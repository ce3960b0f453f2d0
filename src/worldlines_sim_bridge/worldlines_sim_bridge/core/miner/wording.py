"""Wording of mined questions and instructions: the generator's templates, or people's varied phrasings.

``templates`` keeps each sample's template sentence (byte-identical to earlier benchmarks).
``varied`` re-renders the same meaning from ``wording_pool.PHRASINGS``: the phrasing, the everyday
names and the day / clock phrases are drawn by a ``random.Random`` of its own, seeded from the
benchmark seed and the sample id, so no other random stream moves and a seed gives the same files.

The miner renders a template once per sample (``templates.render``), which returns a ``Rendered``
sentence: the text plus its (family, subtype) and slot values, from which ``Wording.phrase``
re-renders the varied sentence after sample ids are assigned.
"""
from __future__ import annotations

import random
from typing import Dict, Mapping, Tuple

from worldlines_sim_bridge.errors import GeneratorConfigError

from ..sim.home import Home
from .everyday import EverydayNames, capitalise_sentences, clock_phrases, day_phrases, possessive, verb_forms
from .wording_pool import PHRASINGS

TEMPLATES_WORDING = "templates"
VARIED_WORDING = "varied"
WORDINGS: Tuple[str, ...] = (TEMPLATES_WORDING, VARIED_WORDING)
DEFAULT_WORDING = VARIED_WORDING

_PHRASE_SLOTS = ("x", "place", "to", "name")
# Derived slot -> (singular, plural) form, agreeing with the object ({x}, or {name} when there is no {x}).
_AGREEMENT: Dict[str, Tuple[str, str]] = {
    "be": ("is", "are"), "was": ("was", "were"), "it": ("it", "they"), "them": ("it", "them"), "has": ("has", "have"),
    "does": ("does", "do"), "that": ("that", "those"), "belongs": ("belongs", "belong"),
    "where_be": ("where's", "where are"), "needs": ("needs", "need"),
}


class Rendered(str):
    """A template sentence that remembers its (family, subtype) and slot values."""

    family: str
    subtype: str
    slots: Dict[str, str]

    def __new__(cls, text: str, family: str, subtype: str, slots: Mapping[str, str]) -> "Rendered":
        sentence = super().__new__(cls, text)
        sentence.family, sentence.subtype, sentence.slots = family, subtype, dict(slots)
        return sentence

    def __getnewargs__(self) -> Tuple[str, str, str, Dict[str, str]]:
        return str(self), self.family, self.subtype, self.slots


def check_wording(mode: str) -> str:
    """``mode`` when it is a known wording; otherwise a GeneratorConfigError naming the known ones."""
    if mode not in WORDINGS:
        raise GeneratorConfigError(f"wording = {mode!r} is not one of {', '.join(WORDINGS)}.")
    return mode


class Wording:
    """Phrases each sample's question in one wording mode for one home and seed."""

    def __init__(self, mode: str, home: Home, seed: int) -> None:
        self.mode = check_wording(mode)
        self._home, self._seed = home, seed
        self._names = EverydayNames(home)

    def phrase(self, question: str, sample_id: str, today: int) -> str:
        """The question (or instruction) of sample ``sample_id`` whose cutoff falls on simulated day ``today``."""
        if self.mode == TEMPLATES_WORDING:
            return str(question)
        if not isinstance(question, Rendered):
            raise GeneratorConfigError(f"sample {sample_id}: question {question!r} was not rendered from a template, "
                                       "so it cannot be reworded.")
        rng = random.Random(f"worldlines-wording:{self._seed}:{sample_id}")
        pool = PHRASINGS[(question.family, question.subtype)]
        form = pool[rng.randrange(len(pool))]
        return capitalise_sentences(form.format(**self.slots(question.slots, rng, today)))

    def slots(self, given: Mapping[str, str], rng: random.Random, today: int) -> Dict[str, str]:
        """The template's slot values plus the derived ones the phrasing pool uses (see wording_pool)."""
        slots = dict(given)
        for key in _PHRASE_SLOTS:
            if key in slots:
                slots[key] = self._names.phrase(slots[key], rng)
        head = slots.get("x") or slots.get("name") or ""
        plural = slots["be"] == "are" if "be" in slots else head.endswith("s")
        slots.update({key: forms[int(plural)] for key, forms in _AGREEMENT.items()})
        slots.update(xs=possessive(slots.get("x", "")), tv=f"the {self._names.word('TV', rng)}",
                     mug=self._names.word("mug", rng))
        if "day" in slots:
            slots["on_day"] = rng.choice(day_phrases(int(slots["day"]), today, self._home.start_date))
        if "clock" in slots:
            slots["clock"] = rng.choice(clock_phrases(slots["clock"]))
        if "verb_inf" in slots:
            slots.update(verb_forms(slots["verb_inf"]))
        return slots
