"""Who is to do a plan: the doer of the deed the question names, as it stands after the last word on it.

"Who's taking Mateo to practice?" names a deed (taking) and what it is about (Mateo, practice).
Of the undertakings memory holds, the ones whose own clause does that deed and that share
something besides the deed with the question say who does it; the one said last holds, since a
later word on the same deed hands it over ("I'll take him, I guess", then Lorena: "tell Vale I'll
take Mateo to practice") or corrects it ("Harpreet's doing it, actually"). A prohibition ("don't let
Rafa touch it") is nobody's deed. The question's verb and its undertakings' verbs are compared as
the one verb key of the lexicon ("grab him" and "taking" are one deed).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import FrozenSet, Tuple

from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.views.commitment_view import content_words

from ..lexicon import verb_key
from ..readings import CommitmentReading, CommitmentsFound

__all__ = ["AskedDeed", "asked_deed", "doer_key"]


@dataclass(frozen=True)
class AskedDeed:
    """The deed a "who is to do it" question asks the doer of: its verb key and the content words
    the question says it with (to tell the deed apart from what it is about)."""

    key: str = ""
    said: FrozenSet[str] = frozenset()


def asked_deed(question: str) -> AskedDeed:
    """The verb whose subject is the question's "who" ("who's frying the turkey": fry); an empty
    deed when "who" is no verb's subject."""
    for tok in analyse(normalise(question)):
        if tok.lower_ == "who" and tok.dep_ in ("nsubj", "nsubjpass") and tok.head.pos_ in ("VERB", "AUX"):
            return AskedDeed(verb_key(tok.head.lemma_), frozenset(content_words(tok.head.text)))
    return AskedDeed()


def _about(found: CommitmentsFound, reading: CommitmentReading, topic: set, deed: AskedDeed) -> bool:
    """Whether the undertaking shares with the question something besides the deed: a thing both
    name, or a word of its sentence or its things ("I'll take him" in a sentence about Sheru's vet)."""
    c = reading.commitment
    if set(found.target_ids) & set(reading.object_ids):
        return True
    said = content_words(f"{c.text} {' '.join(c.objects)} {' '.join(reading.object_ids)}".replace("_", " "))
    return bool((topic - deed.said) & said)


def doer_key(found: CommitmentsFound, reading: CommitmentReading, topic: set,
             deed: AskedDeed) -> Tuple[bool, int, bool]:
    """Sort key of an undertaking for "who is to do it" (module doc): those doing the asked deed
    about what the question names first, the one said last among them first; prohibitions last."""
    c = reading.commitment
    does = bool(deed.key) and verb_key(c.verb) == deed.key and _about(found, reading, topic, deed)
    return not does, -c.created_ns if does else 0, c.action.lower().startswith("not ")
