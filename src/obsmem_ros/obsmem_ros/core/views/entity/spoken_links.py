"""What people say, linked against the entities memory holds (pure; the Entity view persists).

A phrase heard in an utterance ("the washing hamper", "a doormat") is linked by the language
layer's scored linker (`language.linking.resolve_said`: names, categories, aliases and everyday
synonyms, head noun, spelling, fuzzy and embedding similarity, with a margin), over a lexicon of
the live entities. A thing heard of but never seen is linked to a newly seen entity the same way:
its words must pick that entity clearly ahead of every other live thing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, List, Mapping, Sequence, Tuple

from .attributes import COLOURS
from .records import Entity

if TYPE_CHECKING:
    from obsmem_ros.core.language.linking import Lexicon, Resolution

__all__ = ["lexicon_of", "said_link", "seen_as"]


def lexicon_of(entities: Iterable[Entity]) -> "Lexicon":
    """A linking lexicon of the live entities (names, categories, aliases, parents for rooms)."""
    from obsmem_ros.core.language.linking import Lexicon

    return Lexicon.from_entities(
        {"id": e.id, "name": e.name or e.id, "category": e.category, "location": e.location,
         "color": next((a for a in e.attributes if a in COLOURS), ""), "owner": e.owner, "aliases": list(e.aliases),
         "heard": e.provenance == "reported" and not e.same_as}
        for e in entities if not e.deleted)


def said_link(phrase: str, lexicon: "Lexicon") -> "Resolution":
    """What `phrase` means among the lexicon's entities (unresolved when nothing is clearly ahead);
    a colour said must be the thing's own ("the green mug" is not the red one); an owner said
    first (the utterance reader says "Dan's keys" as "dan keys") favours the thing Dan owns."""
    from obsmem_ros.core.language.linking import resolve_said

    words = phrase.lower().split()
    colour = next((w for w in words if w in COLOURS), "")
    owner = words[0] if len(words) > 1 and words[0] in _owners(lexicon) else ""  # "dan keys": the reader's owner first
    kept = [w for i, w in enumerate(words) if w != colour and not (owner and i == 0)]
    return resolve_said(" ".join(kept), lexicon, colour=colour, owner=owner)


def _owners(lexicon: "Lexicon") -> frozenset:
    return frozenset(e.owner for e in lexicon.entries if e.owner)


def seen_as(reported: Sequence[Entity], added: Mapping[str, Entity], lexicon: "Lexicon") -> List[Tuple[Entity, Entity]]:
    """(heard-of entity, newly seen entity it is) pairs: the heard-of words (name, then category)
    link clearly to one of the `added` entities among every live one in `lexicon`, by words, else
    by meaning ("the cocoa" heard of is the cocoa tin seen: `meaning_links`)."""
    pairs = []
    for heard in reported:
        found = next((f for w in dict.fromkeys(w for w in (heard.name, heard.category) if w)
                      for f in [said_link(w, lexicon).entity] if f), "") or _meant(heard.name, lexicon)
        if found in added:
            pairs.append((heard, added[found]))
    return pairs


def _meant(words: str, lexicon: "Lexicon") -> str:
    from obsmem_ros.core.language.meaning_links import Known, Role, link_by_meaning

    return link_by_meaning(words, [Known(e.id, e.name, e.category) for e in lexicon.entries], role=Role.THING)
