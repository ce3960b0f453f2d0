"""Who is whose relative, read off the words a household calls its people by.

Memory learns what each speaker calls each person ((speaker, word) -> person: "Mum" said to lorraine
by kayleigh, "Umma" said to soonja by daniel). A word of the kin lexicon (`data/kin_terms.yaml`:
mother, father, grandmother, ... in the languages families speak) says how the two are related, and
those ties compose: the mother of one's mother is a grandmother, a sibling of one's parent an aunt
or uncle, two people with a parent in common are siblings. A relation word then names the one
relative in that relation, whichever language it is said in: "Gran says ..." from a child whose
mother calls agnes "Mum" is agnes, and "grandpa" in a question is the one person the household
calls by any grandfather word ("Harabeoji"). A relation with two or more candidates names nobody.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import AbstractSet, Dict, FrozenSet, Iterable, Mapping, Set, Tuple

KIN_TERMS_PATH = Path(__file__).parent / "data" / "kin_terms.yaml"

# relation -> (the tie it states, the sex of the one it names)
_TIES = {"mother": ("parent", "f"), "father": ("parent", "m"), "grandmother": ("grandparent", "f"),
         "grandfather": ("grandparent", "m"), "aunt": ("auntuncle", "f"), "uncle": ("auntuncle", "m"),
         "sister": ("sibling", "f"), "brother": ("sibling", "m")}

Kin = Mapping[Tuple[str, str], str]


@functools.lru_cache(maxsize=2)
def relation_words(path: Path = KIN_TERMS_PATH) -> Dict[str, Tuple[str, ...]]:
    """Relation -> its words (lower case), as the data file lists them."""
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {relation: tuple(str(w).lower() for w in words) for relation, words in data["relations"].items()}


@functools.lru_cache(maxsize=2)
def kin_lexicon(path: Path = KIN_TERMS_PATH) -> Dict[str, str]:
    """Kin word -> the relation it names ("teta" -> grandmother)."""
    return {word: relation for relation, words in relation_words(path).items() for word in words}


@dataclass
class Family:
    """The ties the household's kin words state (`ties`: person -> tie -> people) and the sex each
    word says its person has; `relatives` composes them."""

    ties: Dict[str, Dict[str, Set[str]]] = field(default_factory=dict)
    sex: Dict[str, Set[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, kin: Kin) -> "Family":
        family = cls()
        lexicon = kin_lexicon()
        for (speaker, word), person in kin.items():
            relation = lexicon.get(word)
            if relation and person != speaker:
                tie, sex = _TIES[relation]
                family.ties.setdefault(speaker, {}).setdefault(tie, set()).add(person)
                family.sex.setdefault(person, set()).add(sex)
        return family

    def people(self) -> Set[str]:
        return set(self.ties) | {p for ties in self.ties.values() for people in ties.values() for p in people}

    def _said(self, person: str, tie: str) -> Set[str]:
        return set(self.ties.get(person, {}).get(tie, ()))

    def parents(self, person: str) -> Set[str]:
        """Parents said so, and those a brother or sister the person names so calls their parent
        ("Sis" said by koa to malia, who calls jas "Mom": koa's mother is jas too)."""
        found = self._said(person, "parent")
        for sibling in self._said_siblings(person):
            found |= self._said(sibling, "parent")
        return found - {person}

    def _said_siblings(self, person: str) -> Set[str]:
        """Siblings said so by a sibling word, either way round."""
        return (self._said(person, "sibling") | {other for other in self.ties if person in self._said(other, "sibling")}) \
            - {person}

    def siblings(self, person: str) -> Set[str]:
        """Siblings said so either way round, and those sharing a parent."""
        found = self._said_siblings(person)
        found |= {child for child in self.ties for parent in self.parents(person) if parent in self.parents(child)}
        return found - {person}

    def kinsfolk(self, person: str, tie: str) -> Set[str]:
        """The people in `tie` to `person`: said so, or composed through their parents."""
        parents = self.parents(person)
        if tie == "parent":
            return parents
        if tie == "sibling":
            return self.siblings(person) - parents
        if tie == "grandparent":
            return (self._said(person, tie) | {g for p in parents for g in self.parents(p)}) - parents - {person}
        found = self._said(person, tie) | {s for p in parents for s in self.siblings(p)}
        return found - parents - {person}

    def children(self, person: str) -> Set[str]:
        """The people whose parents, said or composed, include `person`."""
        return {child for child in self.people() if person in self.parents(child)} - {person}

    def through_kin(self, person: str, tie: str) -> Set[str]:
        """The people the family places in `tie` to `person` through a known relative, where the
        tie itself is not said: a parent or an aunt or uncle is a child of the person's grandparent
        (jade calls sue "Nan", sue's child is carl: jade's "Dad" may be carl); none for other ties."""
        if tie not in ("parent", "auntuncle"):
            return set()
        return {c for g in self.kinsfolk(person, "grandparent") for c in self.children(g)} - {person}

    def relatives(self, person: str, relation: str) -> Set[str]:
        """The people `person` would call by a word of `relation` (a known sex must fit it)."""
        tie, sex = _TIES[relation]
        return {p for p in self.kinsfolk(person, tie) if self.sex.get(p, set()) != {"f", "m"} - {sex}}


@functools.lru_cache(maxsize=256)
def _family(kin: FrozenSet[Tuple[Tuple[str, str], str]]) -> Family:
    return Family.of(dict(kin))


def family_of(kin: Kin) -> Family:
    """The family `kin` states (cached: read for every utterance and question)."""
    return _family(frozenset(kin.items()))


def _words_for(relatives: Iterable[Tuple[str, Set[str]]]) -> Dict[str, str]:
    words = relation_words()
    return {w: next(iter(people)) for relation, people in relatives if len(people) == 1 for w in words[relation]}


def speaker_relation_words(kin: Kin, speaker: str) -> Dict[str, str]:
    """Kin word -> person, for every relation in which `speaker` has one relative only ("Gran"
    from a child whose mother's mother is known names her, whatever word the child uses)."""
    family = family_of(kin)
    return _words_for((relation, family.relatives(speaker, relation)) for relation in _TIES)


def household_relation_words(kin: Kin) -> Dict[str, str]:
    """Kin word -> person, for every relation in which the household has one person only: the one
    someone calls, or would call, by a word of it ("grandpa" is the one they call "Harabeoji")."""
    family = family_of(kin)
    everyone = family.people()
    return _words_for((relation, set().union(*(family.relatives(p, relation) for p in everyone)))
                      for relation in _TIES)


def fitting_relative(word: str, speaker: str, people: AbstractSet[str], kin: Kin, *,
                     besides: Iterable[str] = ()) -> str:
    """The one person of the household a relation word said by `speaker` can still name, as a
    listener narrows it down ("me dad says ..." said to the speaker's nan, with one other person in
    the house): not the speaker, nor `besides` (the one spoken to: nobody tells Dad "Dad says"), nor
    anyone whose known sex the word contradicts, nor anyone the speaker stands in another known
    relation to (their gran, their brother, a child of theirs); "" when the word is no relation word
    or none or several people fit."""
    relation = relation_of(word)
    fits = _fits(relation, speaker, people, kin, besides) if relation else set()
    return fits.pop() if len(fits) == 1 else ""


def placed_relative(word: str, speaker: str, people: AbstractSet[str], kin: Kin, *,
                    besides: Iterable[str] = ()) -> str:
    """Of the people a relation word said by `speaker` can still name (`fitting_relative`), the one
    a known relative of the speaker's places in that relation (`Family.through_kin`: "me mum" from
    a boy who calls sue "Nan" is the one child of sue's memory knows); "" when not one person."""
    relation = relation_of(word)
    if not relation:
        return ""
    fits = _fits(relation, speaker, people, kin, besides) & family_of(kin).through_kin(speaker, _TIES[relation][0])
    return fits.pop() if len(fits) == 1 else ""


def relation_of(word: str) -> str:
    """The relation a kin word names ("" for a word of no relation)."""
    return kin_lexicon().get(word.lower(), "")


def _fits(relation: str, speaker: str, people: AbstractSet[str], kin: Kin, besides: Iterable[str]) -> Set[str]:
    """The people a word of `relation` said by `speaker` can name."""
    tie, sex = _TIES[relation]
    family = family_of(kin)
    return {p for p in people if family.sex.get(p, set()) != {"f", "m"} - {sex}} \
        - _otherwise_related(family, speaker, tie) - {speaker, *besides}


def _otherwise_related(family: Family, speaker: str, tie: str) -> Set[str]:
    """The people `speaker` is known to stand in a tie other than `tie` to, their children too."""
    other = set().union(*(family.kinsfolk(speaker, t) for t in {t for t, _ in _TIES.values()} - {tie}))
    return other | family.children(speaker)


def ruled_out(word: str, speaker: str, person: str, kin: Kin) -> bool:
    """Whether a parent word `speaker` says cannot name `person`, whom others call by a word of that
    relation ("Mum", said by kieran, is not tess whom jackie calls "Mam" when kieran calls tess
    "Nan"): `speaker` is known to stand in another tie to `person` (their grandparent, brother or
    sister, aunt or uncle, or their child). One person's mother is another's grandmother, while a
    grandparent word said of a parent is how parents speak to their children ("Nan's here")."""
    relation = relation_of(word)
    if not speaker or not relation or _TIES[relation][0] != "parent":
        return False
    return person in _otherwise_related(family_of(kin), speaker, "parent")
