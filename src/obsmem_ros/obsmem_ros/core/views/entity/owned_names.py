"""Names a thing's own name gives its owner: "Koro's pill organiser" owned by hemi calls hemi Koro.

Perception names what it sees as the household says it ("Koro's pill organiser", "Nan's handbag",
"Bapu ji's reading glasses") and records whose it is (the ``owner`` delta, a person id). The
possessor the name opens with is then a word the household calls that owner by, as a caption's
leading name is (``caption_names``). Read off the live things each time, never stored: forgetting
the thing, or its owner, forgets the word.
"""
from __future__ import annotations

import re
from typing import Collection, Dict, Iterable, List, Mapping, Set, Tuple

from obsmem_ros.core.letters import unaccented

from .records import Entity

_POSSESSOR = re.compile(r"^((?:[^\W\d_]+ ){0,2}[^\W\d_]+)['’]s\s")
_UNNAMED = frozenset({"the", "a", "an", "my", "your", "his", "her", "their", "our", "someone", "somebody"})


def owned_names(entities: Iterable[Entity], people: Collection[str]) -> Dict[str, str]:
    """word -> person for each word of the possessor a live thing's name opens with that is not its
    owner's id (the owner one of `people`), and for the whole possessor when it is two or three
    words ("ah gong"); a word that names two people, or is someone's id, is nobody's here."""
    called: Dict[str, Set[str]] = {}
    ids = {unaccented(p.lower()) for p in people}
    for entity in entities:
        if entity.deleted or entity.owner not in people:
            continue
        words = possessor_words(entity.name or "")
        for word in words + ([" ".join(words)] if len(words) > 1 else []):  # "ah", "gong" and "ah gong"
            if unaccented(word) not in ids:
                called.setdefault(word, set()).add(entity.owner)
    return {word: next(iter(owners)) for word, owners in sorted(called.items()) if len(owners) == 1}


def possessor_words(name: str) -> List[str]:
    """The words of the possessor a name opens with, lower-cased ("Bapu ji's glasses" -> ["bapu",
    "ji"]); none when it opens with no possessive or with an article or pronoun."""
    found = _POSSESSOR.match(name.strip().lower())
    if not found:
        return []
    words = found.group(1).split()
    return [] if words[0] in _UNNAMED else words


def with_owned_names(kin: Mapping[Tuple[str, str], str], entities: Iterable[Entity], people: Collection[str],
                     robot: str) -> Dict[Tuple[str, str], str]:
    """`kin` ((speaker, word) -> person) with the words things' names call their owners by added as
    the robot's, where no speaker uses the word already (what people say, or a caption, stands)."""
    used = {word for _speaker, word in kin}
    owned = owned_names(entities, people)
    return {**{(robot, word): person for word, person in owned.items() if word not in used}, **kin}
