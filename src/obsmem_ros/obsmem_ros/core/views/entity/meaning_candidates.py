"""The live entities as candidates of linking by meaning (`language.meaning_links`): each with
whether it holds things, whether it is a fixture of its room, and whether the robot saw it.

Both sides use it: the Entity view when a phrase someone said links by no word, the query
context when an asked thing does not resolve.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, List, Optional

from .records import Entity

if TYPE_CHECKING:
    from obsmem_ros.core.language.meaning_links import Known

__all__ = ["known_things", "meant"]


def meant(phrase: str, entities: Iterable[Entity], role: str) -> Optional[str]:
    """The one live entity `phrase`, said in `role`, means by meaning (None when none does)."""
    from obsmem_ros.core.language.meaning_links import Role, link_by_meaning

    return link_by_meaning(phrase, known_things(entities), role=Role(role)) or None


def known_things(entities: Iterable[Entity]) -> List["Known"]:
    """Every live entity as a `Known`: a holder is the location of another live entity; a fixture
    holds things, stands directly in a room (its location is no entity) and was never moved (its
    trail has one place at most); seen unless only heard of (and not linked to a seen one)."""
    from obsmem_ros.core.language.meaning_links import Known

    live = [e for e in entities if not e.deleted and not e.same_as]
    ids = {e.id for e in live}
    holders = {e.location for e in live if e.location in ids}
    return [Known(id=e.id, name=e.name or e.id, category=e.category or "", holder=e.id in holders,
                  fixture=e.id in holders and e.location not in ids and len({v.location for v in e.trail}) <= 1,
                  seen=e.provenance != "reported") for e in live]
