"""Linking by meaning: a phrase no name, synonym or head noun links, matched to a known thing by
the sentence encoder ("the green tea" -> the green tea tin, "Koro's pills" -> his pill box).

Word-based linking (`linking`) stays first: it is exact where it fires, and a phrase whose head
noun some candidate has ("the tables", "the new trainers") stays its to decide, tie or not. The
phrase is compared with each candidate's name and category ("green tea tin (tea tin)") by
`closeness.closeness`; the best one links when it is close enough (`THRESHOLD`), clearly closer
than the runner-up (`MARGIN`), both read off the curve of right and wrong links on the
development stories, and when its head noun fits the phrase's (`head_fits`): the encoder puts
things used together as close as two words for one thing ("rice" and the rice cooker, "driving"
and the car), so closeness alone links wrongly. Candidates are first narrowed by the phrase's
role: a place said ("on the bench") only links to what holds things or stands in a room
(`Role.PLACE`), a thing said only to what is not a fixture (`Role.THING`). Things the robot has
seen come before things only heard of: those are tried only when no seen thing links. The same
closeness drops a link word linking made by the head noun alone when the phrase means another
thing (`far_from_thing`: "the tax books" are not the recipe book). Without an encoder every
closeness is 0.0: nothing links by meaning and word-based linking alone decides.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, FrozenSet, Iterable, Optional, Sequence, Tuple

from obsmem_ros.core.letters import spelling_key

from .closeness import closeness
from .linking import clean, singular

__all__ = ["FAR", "MARGIN", "SAME_HEAD", "THRESHOLD", "Known", "Role", "RoleResolver", "contents_of", "far_from_thing",
           "in_spelling_of",
           "link_by_meaning", "meaning_text", "resolve_as"]

# Chosen on the development stories (batches 6-12 and s01-s42): with the head-noun gate every link
# at 0.55 or more was right (7 of 7: "the green tea", "Koro's pills", "the packed lunch"); below it
# closeness alone is mostly noise (without the gate, 53 of 69 links at 0.5 were wrong).
THRESHOLD = 0.55
# How much closer than the runner-up the winner must be: "green tea" lies 0.77 from the green tea
# tin and 0.58 from the barley tea tin; two tins of one tea would lie within it.
MARGIN = 0.1
# How far in meaning a phrase linked by its head noun alone may lie from the thing: of the 40 such
# links on the dev stories, the 9 below 0.4 were wrong or unclear ("the SAT books" -> Ethan's
# piano book 0.34, "the tablet" -> the kitchen table 0.32, "the car" -> the Presto card 0.20); above
# it most were right ("fairy lights" -> the box of Christmas lights 0.58).
FAR = 0.4

Near = Callable[[str, str], float]


def _closeness(a: str, b: str) -> float:
    """`closeness` under ingest-time linking's failure policy (no encoder: 0.0, see closeness)."""
    return closeness(a, b, encoder_required=False)


# How close two head nouns must be to name one kind of thing: "jacket" and "coat" lie at 0.78,
# "spectacles" and "glasses" 0.76; the encoder puts things used together nearly as close ("driving"
# and "car" 0.71, "boots" and "shoes" 0.70, "tea" and "teapot" 0.73), so only near-identity counts.
SAME_HEAD = 0.75
_LINKERS = frozenset({"of", "with", "for"})  # "box of christmas lights": the head comes before them


class Role(str, enum.Enum):
    """What a phrase was said as: a place things are at, a thing, or not known."""

    PLACE = "place"
    THING = "thing"
    ANY = "any"


@dataclass(frozen=True)
class Known:
    """One candidate thing as linking by meaning sees it.

    `holder`: something is kept on or in it; `fixture`: it holds things, stands in a room and has
    never been moved (a bench, a counter, a shelf); `seen`: the robot saw it (not only heard of it)."""

    id: str
    name: str
    category: str = ""
    holder: bool = False
    fixture: bool = False
    seen: bool = True

    def fits(self, role: Role) -> bool:
        """Whether a phrase said in `role` may mean this thing."""
        if role is Role.PLACE:
            return self.holder or self.fixture
        if role is Role.THING:
            return not self.fixture
        return True


@dataclass(frozen=True)
class RoleResolver:
    """A resolver (words -> entity id or None, as the utterance reader calls it) that can also be
    told the role the words were said in (`resolve_as`): `resolve(words, role)` does both."""

    resolve: Callable[[str, Role], Optional[str]]

    def __call__(self, words: str) -> Optional[str]:
        return self.resolve(words, Role.ANY)


def resolve_as(resolver: Callable[[str], Optional[str]], words: str, role: Role) -> Optional[str]:
    """`resolver`'s entity for `words` said in `role` (a plain resolver is asked without it)."""
    if isinstance(resolver, RoleResolver):
        return resolver.resolve(words, role)
    return resolver(words)


def far_from_thing(phrase: str, name: str, category: str, near: Near = _closeness) -> bool:
    """Whether a phrase that word linking tied to a thing by its head noun alone means something
    else (`FAR`); never without an encoder (closeness 0.0 is no evidence)."""
    found = near(in_spelling_of(clean(phrase), name), meaning_text(name, category))
    return found != 0.0 and found < FAR


def in_spelling_of(phrase: str, name: str) -> str:
    """`phrase` with each word the thing's name spells the other way written as the name spells it
    ("organiser" beside "vitamin organizer": organizer): the encoder reads the two spellings of a
    word as far apart (0.38 against 0.60), and a spelling says nothing of which thing is meant."""
    spelt = {spelling_key(w): w for w in name.replace("_", " ").lower().split()}
    return " ".join(spelt.get(spelling_key(w), w) for w in phrase.split())


def meaning_text(name: str, category: str) -> str:
    """What a candidate is compared with: its name, and its category when that adds words
    ("stock pot (pot)", "piano")."""
    name, category = name.replace("_", " ").strip(), category.replace("_", " ").strip()
    return f"{name} ({category})" if category and category not in name else name


def link_by_meaning(phrase: str, candidates: Iterable[Known], *, role: Role = Role.ANY,
                    near: Near = _closeness) -> str:
    """The id of the one candidate `phrase` means by meaning ("" when none is close enough or two
    are too close to each other): seen things first, then things only heard of. A phrase naming a
    room ("Mkhulu's room", "the bathroom") links to no thing; a phrase whose head noun is some
    candidate's head ("the tables", "the new takkies") is left to word linking, which knows what
    its modifiers, owner or number rule out."""
    words = clean(phrase).split()
    if not words or words[-1].endswith("room"):
        return ""
    fitting = [c for c in candidates if c.fits(role)]
    if any(singular(words[-1]) in _heads(c) for c in fitting):
        return ""
    seen = [c for c in fitting if c.seen]
    found = _winner(words, seen, near)
    if found or len(seen) == len(fitting):
        return found
    return _winner(words, [c for c in fitting if not c.seen], near)


def head_of(name: str) -> str:
    """The head noun of a name, singular: its last word, or the word before "of" ("box of lights")."""
    words = clean(name.replace("_", " ")).split()
    cut = next((i for i, w in enumerate(words) if w in _LINKERS and i > 0), len(words))
    return singular(words[cut - 1]) if words else ""


def _heads(known: Known) -> FrozenSet[str]:
    return frozenset({head_of(known.name), head_of(known.category)} - {""})


def head_fits(head: str, known: Known, near: Near = _closeness) -> bool:
    """Whether a phrase's head noun (singular) may name the candidate, which has another head: the
    candidate is a container of what the head names (`contents_of`: "green tea" the green tea tin,
    "Koro's pills" his pill box, "lunch" the lunchbox; but "rice" is not the rice cooker, "tea" not
    the teapot, "Diwali" not the box of Diwali lights); or the two heads mean the same (`SAME_HEAD`:
    "jacket" and "coat", "spectacles" and "glasses")."""
    if head in contents_of(known):
        return True
    words = {singular(w) for w in clean(f"{known.name} {known.category}".replace("_", " ")).split()}
    if head in words or any(h.startswith(head) for h in _heads(known)):
        return False   # a word of its name that it does not hold ("rice" of the rice cooker)
    return max((near(head, h) for h in _heads(known)), default=0.0) >= SAME_HEAD


def contents_of(known: Known) -> FrozenSet[str]:
    """What a container's name says it holds, singular: the noun before a container head ("tea" of
    "green tea tin", "pill" of "pill box"), the last word after "of" ("light" of "box of christmas
    lights"), the start of a compound ending in one ("lunch" of "lunchbox")."""
    from .referents import CONTAINERS   # referents resolves through this module

    held = set()
    for name in (known.name, known.category):
        words = [singular(w) for w in clean(name.replace("_", " ")).split()]
        cut = next((i for i, w in enumerate(words) if w in _LINKERS and i > 0), len(words))
        head = words[cut - 1] if words else ""
        if head in CONTAINERS:
            held |= {words[-1]} if cut < len(words) - 1 else ({words[cut - 2]} if cut >= 2 else set())
        held |= {head[:-len(c)] for c in CONTAINERS if head.endswith(c) and len(head) > len(c) + 2}
    return frozenset(held)


def ranked(phrase: str, candidates: Sequence[Known], near: Near = _closeness) -> Tuple[Tuple[float, Known], ...]:
    """(closeness, candidate) of every candidate to `phrase`, closest first (ties by id)."""
    return tuple(sorted(((near(phrase, meaning_text(c.name, c.category)), c) for c in candidates),
                        key=lambda sc: (-sc[0], sc[1].id)))


def _winner(words: Sequence[str], candidates: Sequence[Known], near: Near) -> str:
    """The closest candidate, when it is close enough, clearly closer than the runner-up, and its
    head fits the phrase's (`head_fits`)."""
    order = ranked(" ".join(words), candidates, near)
    if not order or order[0][0] < THRESHOLD:
        return ""
    runner_up = order[1][0] if len(order) > 1 else 0.0
    best = order[0][1]
    return best.id if order[0][0] - runner_up >= MARGIN and head_fits(singular(words[-1]), best, near) else ""
