"""Entity linking: a phrase of the utterance -> the entities the memory knows, with scores.

The caller builds a `Lexicon` from memory (entity ids with names, categories, colours, owners,
rooms, settings; the people). A phrase is scored against every entry's surface forms (its
name, its category, the everyday synonyms of `data/aliases.yaml`): exact or synonym matches
first, then fuzzy string similarity (rapidfuzz), then, when nothing is close, embedding
similarity (when the lexicon has an encoder). Colour and owner narrow. The winner must beat
the runner-up by a margin; otherwise the mention is ambiguous and lists its candidates.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple

from rapidfuzz.fuzz import ratio

from obsmem_ros.core.letters import spelling_key, unaccented

from .parse import Candidate
from .person_words import household_kin
from .spares import says_spare

ALIASES_PATH = Path(__file__).parent / "data" / "aliases.yaml"
MIN_SCORE = 0.6
MARGIN = 0.08
FIRM = 0.7      # the score a said phrase's best candidate needs before `resolve_said` binds it
_LETTERS = re.compile(r"[^\W\d_]+")
_ARTICLES = frozenset({"the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that", "these",
                       "those", "some", "any", "its"})


@dataclass(frozen=True)
class LexEntry:
    """One entity as memory knows it (all words lower-case; `room` is the room it is in)."""

    id: str
    name: str
    category: str = ""
    kind: str = ""                 # object | furniture | device | room | person
    colour: str = ""
    owner: str = ""
    room: str = ""
    settings: Tuple[str, ...] = ()
    aliases: Tuple[str, ...] = ()
    heard: bool = False            # known only from what people said (a name heard, no thing seen)


@dataclass(frozen=True)
class Lexicon:
    """What the memory knows, for linking. `people` maps person id -> lower-case names."""

    entries: Tuple[LexEntry, ...] = ()
    people: Mapping[str, Tuple[str, ...]] = field(default_factory=dict)
    kin: Mapping[str, str] = field(default_factory=dict)  # a kin word the household uses -> its person
    said: FrozenSet[str] = frozenset()  # every word the household has been heard to say (lower case)
    encoder: Optional[Callable[[Sequence[str]], "object"]] = field(default=None, compare=False, repr=False)

    @classmethod
    def from_entities(cls, entities: Iterable[Mapping[str, object]], *,
                      encoder: Optional[Callable[[Sequence[str]], "object"]] = None,
                      kin: Optional[Mapping[Tuple[str, str], str]] = None,
                      said: Iterable[str] = ()) -> "Lexicon":
        """From entity dicts with `id`, `name`, `category`, `kind`, `color`, `owner`, `location`
        (the parent: a room or a piece of furniture), `settings`, `heard` (only heard of); people are entities of kind "person";
        `kin`: (speaker, kin word) -> person as memory learnt them (`household_kin`); `said`: the
        words memory has heard the household say."""
        rows = list(entities)
        parent = {str(r["id"]): str(r.get("location") or "") for r in rows}
        kinds = {str(r["id"]): str(r.get("kind") or "") for r in rows}
        entries, people = [], {}
        for r in rows:
            eid, name = str(r["id"]), str(r.get("name") or r["id"]).lower()
            if r.get("kind") == "person":
                people[eid] = tuple(dict.fromkeys((name, eid.lower())))
                continue
            entries.append(LexEntry(
                id=eid, name=name, category=str(r.get("category") or "").replace("_", " ").lower(),
                kind=str(r.get("kind") or ""), colour=str(r.get("color") or r.get("colour") or "").lower(),
                owner=str(r.get("owner") or "").lower(), room=_room_of(eid, parent, kinds),
                settings=tuple(sorted(dict(r.get("settings") or {}))),
                aliases=tuple(str(a).lower() for a in r.get("aliases") or ()), heard=bool(r.get("heard"))))
        return cls(entries=tuple(entries), people=people, encoder=encoder, kin=household_kin(kin or {}),
                   said=frozenset(w.lower() for w in said))

    @functools.cached_property
    def surfaces(self) -> FrozenSet[str]:
        """Every name, category and synonym an entry answers to (lower case)."""
        out = set()
        for entry in self.entries:
            for surface in _surfaces(entry):
                out |= synonyms(surface)
        return frozenset(out)

    @functools.cached_property
    def links(self) -> Dict[Tuple[str, ...], Tuple[Tuple[Candidate, ...], str]]:
        """`link` results already computed against this lexicon (it never changes: memory builds a
        new one when it learns more), so a phrase said again costs a dictionary lookup."""
        return {}

    @functools.cached_property
    def forms(self) -> Tuple["EntryForms", ...]:
        """Each entry's forms as `link` compares them, in `entries` order (read once per entry: memory
        builds a new lexicon whenever it holds more events, and most entries are unchanged)."""
        return tuple(_entry_forms(entry) for entry in self.entries)

    @functools.cached_property
    def exact_names(self) -> FrozenSet[str]:
        """Every name an entry answers to as said, without synonyms: name, category, id and id stem,
        aliases, each also with the entry's colour ("red mug"); cleaned like `clean`."""
        return frozenset().union(*(_exact_names(entry) for entry in self.entries))

    @functools.cached_property
    def name_words(self) -> FrozenSet[str]:
        """The words of the names things seen are called by ("lianhe", "zaobao" of "Lianhe Zaobao
        newspaper"; "irn", "bru" of "bottle of Irn-Bru"), three letters or more, without accents (a
        name only heard may be a person's: "Sister Jo" filed as a thing heard of)."""
        return frozenset(w for entry in self.entries if not entry.heard for name in (entry.name, *entry.aliases)
                         for w in re.findall(r"[^\W\d_]{3,}", unaccented(name.lower())))

    def person_id(self, word: str) -> str:
        """The id of the person called `word` by name or by the household's kin word ("" when nobody
        is); a name said with its accents ("Tuấn") is the name memory keeps without them ("tuan"),
        when no name or kin word is the word as said (a kin word keeps its accents: "Bà" is not "Ba")."""
        word = word.lower()
        found = next((pid for pid, names in self.people.items() if word in names), "") or self.kin.get(word, "")
        if found or word == unaccented(word):
            return found
        bare = unaccented(word)
        return next((pid for pid, names in self.people.items() if bare in names), "")


def word_list(text: str) -> List[str]:
    """The words of `text` as the English-word gate compares them: lower case, letters only, split
    at hyphens, apostrophes and digits ("aso-ebi": aso, ebi). Names and the household's speech are
    split alike, so a word said and a word of a name meet."""
    return _LETTERS.findall(text.lower())


def mention_id(words: str) -> str:
    """The snake_case id of an unlinked mention or any words said ("coffee mug" -> "coffee_mug",
    "Tuấn's ute" -> "tuan_s_ute"): accents dropped, as ids are written; letters of other scripts kept."""
    return re.sub(r"[\W_]+", "_", unaccented(words.strip().lower())).strip("_")


def _room_of(eid: str, parent: Mapping[str, str], kinds: Mapping[str, str]) -> str:
    seen, here = set(), parent.get(eid, "")
    while here and here not in seen and kinds.get(here) != "room":
        seen.add(here)
        here = parent.get(here, "")
    return here


@functools.lru_cache(maxsize=4)
def alias_groups(path: Path = ALIASES_PATH) -> Tuple[Tuple[str, ...], ...]:
    """The synonym groups of the alias table, each with its canonical word first."""
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return tuple(tuple(str(w).lower() for w in group) for group in data.get("groups", ()))


@functools.lru_cache(maxsize=4096)
def canonical(word: str) -> str:
    """The first word of the first alias group holding `word` (`word` itself when none does)."""
    return next((group[0] for group in alias_groups() if word in group), word)


def clean(phrase: str) -> str:
    """Lower-case, no articles or possessive markers, single spaces."""
    words = [w for w in re.findall(r"[\w']+", phrase.lower().replace("'s ", " ")) if w not in _ARTICLES]
    return " ".join(w[:-2] if w.endswith("'s") else w for w in words).strip()


@functools.lru_cache(maxsize=4096)
def synonyms(phrase: str) -> FrozenSet[str]:
    """`phrase` and every word group member it shares a group with."""
    out = {phrase}
    for group in alias_groups():
        if phrase in group:
            out |= set(group)
    return frozenset(out)


@functools.lru_cache(maxsize=4096)
def _exact_names(entry: LexEntry) -> FrozenSet[str]:
    """`Lexicon.exact_names` of one entry."""
    plain = {n for n in (*_surfaces(entry), entry.id.lower(), entry.id.replace("_", " ")) if n}
    named = plain | ({f"{entry.colour} {n}" for n in plain} if entry.colour else set())
    return frozenset(clean(n) for n in named)


@functools.lru_cache(maxsize=4096)
def _entry_forms(entry: LexEntry) -> "EntryForms":
    return EntryForms.of(entry)


@functools.lru_cache(maxsize=4096)
def _surfaces(entry: LexEntry) -> FrozenSet[str]:
    stem = re.sub(r"_\d+$", "", entry.id).replace("_", " ")
    base = {entry.name, entry.category, stem, *entry.aliases} - {""}
    return frozenset(base)


@dataclass(frozen=True)
class EntryForms:
    """What a phrase is compared with in one entry: its ids, surfaces and the words they hold."""

    ids: Tuple[str, ...]            # the id as written and with spaces ("coffee_table_1", "coffee table 1")
    names: FrozenSet[str]           # its name and aliases (an exact match scores highest)
    surfaces: Tuple[str, ...]       # `_surfaces`: name, category, id stem, aliases
    compact: FrozenSet[str]         # the surfaces written together, last word singular ("doormat")
    heads: FrozenSet[str]           # each surface, and its last word singular (what a head noun may be)
    words: FrozenSet[str]           # every word of the surfaces, singular

    @classmethod
    def of(cls, entry: LexEntry) -> "EntryForms":
        surfaces = tuple(sorted(_surfaces(entry)))
        return cls(ids=(entry.id.lower(), entry.id.lower().replace("_", " ")),
                   names=frozenset({entry.name, *entry.aliases}), surfaces=surfaces,
                   compact=frozenset(_compact(s) for s in surfaces),
                   heads=_spellings(frozenset(surfaces) | {singular(s.split()[-1]) for s in surfaces}),
                   words=_spellings(singular(w) for w in " ".join(surfaces).split()))


@dataclass(frozen=True)
class _Said:
    """A phrase's forms as `_score_one` compares them, read once per link, not once per entry."""

    phrase: str
    synonyms: FrozenSet[str]
    compact: str
    head_synonyms: FrozenSet[str]   # the head noun's synonyms, singular (empty without a head)
    words: FrozenSet[str]           # the phrase's words, singular

    @classmethod
    def of(cls, phrase: str, head: str) -> "_Said":
        head_syn = frozenset({singular(h) for h in synonyms(head)} | {singular(h) for h in synonyms(singular(head))}) \
            if head else frozenset()
        return cls(phrase=phrase, synonyms=synonyms(phrase), compact=_compact(phrase), head_synonyms=_spellings(head_syn),
                   words=_spellings(singular(w) for w in phrase.split()))


def _score_one(said: _Said, forms: EntryForms) -> float:
    phrase = said.phrase
    if phrase in forms.ids:
        return 1.0  # the id itself, as other robot stacks and tools name things
    if phrase in forms.surfaces:
        return 1.0 if phrase in forms.names else 0.88
    if not said.synonyms.isdisjoint(forms.names):
        return 0.93
    if not said.synonyms.isdisjoint(forms.surfaces):
        return 0.86
    if said.compact in forms.compact:
        return 0.9  # the same words written together or apart ("doormat" / "door mat", "dust-pan")
    fuzzy = max([ratio(phrase, s) for s in forms.surfaces]) / 100.0
    head_hit = not said.head_synonyms.isdisjoint(forms.heads)
    score = max(fuzzy * 0.9, 0.8 if head_hit else 0.0)
    extra = said.words - forms.words - said.head_synonyms
    return score - 0.05 * len(extra) if head_hit else score


def _compact(phrase: str) -> str:
    """The phrase written together, its last word singular, each word in one spelling ("pill
    organisers" and "pill-organizer" are both "pillorganizer")."""
    return "".join(spelling_key(w) for w in re.split(r"[\s_\-]+", singular_phrase(phrase)))


def _spellings(words: Iterable[str]) -> FrozenSet[str]:
    """`words` and each in its one spelling (`letters.spelling_key`: "organiser" also "organizer")."""
    words = frozenset(words)
    return words | {spelling_key(w) for w in words}


@functools.lru_cache(maxsize=8192)
def singular(word: str) -> str:
    """A plural noun's singular by the regular rules ("boxes" -> "box", "batteries" -> "battery");
    applied to both sides of a comparison, so a plural-only noun ("shears") meets itself."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def singular_phrase(phrase: str) -> str:
    """`phrase` with its last word in the singular."""
    words = phrase.split()
    return " ".join(words[:-1] + [singular(words[-1])]) if words else ""


@dataclass(frozen=True)
class Resolution:
    """What a said phrase links to: `entity` ("" when unresolved) and the candidates, best first."""

    entity: str
    candidates: Tuple[Candidate, ...] = ()

    @property
    def ambiguous(self) -> bool:
        """Unresolved because two candidates both fit firmly and neither is clearly ahead."""
        firm = [c for c in self.candidates if c.score >= FIRM]
        return not self.entity and len(firm) > 1 and firm[0].score - firm[1].score < MARGIN


def resolve_said(phrase: str, lexicon: Lexicon, *, owner: str = "", colour: str = "") -> Resolution:
    """The thing a phrase someone said means, among what memory knows: `link`'s winner when it
    scores at least `FIRM` (a name, synonym, spelling, or head-noun match; fuzzy and embedding
    similarity only when close) and is clearly ahead of the runner-up; else unresolved, with the
    candidates kept so the caller can say why."""
    text = clean(phrase)
    words = text.split()
    if not words:
        return Resolution("")
    head = singular(words[-1])
    candidates, winner = link(text, lexicon, head=head, owner=owner, colour=colour)
    firm = bool(winner) and candidates[0].score >= FIRM and same_kind(head, candidates[0], lexicon)
    if firm and candidates[0].score < _NAMED:   # a link by the head noun alone ("the SAT books", one book known)
        from .meaning_links import far_from_thing   # it links through this module

        entry = next(e for e in lexicon.entries if e.id == winner)
        firm = not far_from_thing(text, entry.name, entry.category)
    return Resolution(winner if firm else "", candidates)


def same_kind(head: str, best: Candidate, lexicon: Lexicon) -> bool:
    """Whether the said head noun names the kind of the best candidate: a name or synonym match,
    or a head noun that is the candidate's (its synonyms, or the same word misspelt). Words the
    phrase shares with another thing's name do not make it that thing ("the winter coat" is not
    the winter boots)."""
    if best.score >= _NAMED:
        return True
    forms = next(f for e, f in zip(lexicon.entries, lexicon.forms) if e.id == best.entity)
    heads = _spellings({singular(h) for h in synonyms(head)} | {singular(h) for h in synonyms(singular(head))})
    return not heads.isdisjoint(forms.heads) or any(ratio(head, h) >= _MISSPELT for h in forms.heads)


_NAMED = 0.86      # `_score_one`'s floor for a surface, name, synonym or compact-spelling match
_MISSPELT = 80     # rapidfuzz ratio of a head noun to the candidate's head: the same word misspelt


SPARE_COST = 0.3  # a thing named as a spare, asked without "spare": the one in use is meant (`spares`)


def link(phrase: str, lexicon: Lexicon, *, head: str = "", colour: str = "", owner: str = "",
         setting: str = "") -> Tuple[Tuple[Candidate, ...], str]:
    """Candidates for `phrase` (best first, scores in [0, 1]) and the winning entity id ("" when
    nothing is close enough or two candidates are within the margin); memoised per lexicon."""
    key = (phrase, head, colour, owner, setting)
    found = lexicon.links.get(key)
    if found is None:
        found = lexicon.links[key] = _link(phrase, lexicon, head=head, colour=colour, owner=owner, setting=setting)
    return found


def _link(phrase: str, lexicon: Lexicon, *, head: str, colour: str, owner: str,
          setting: str) -> Tuple[Tuple[Candidate, ...], str]:
    text = clean(phrase)
    if not text and not setting:
        return (), ""
    scored: List[Tuple[float, LexEntry]] = []
    said = _Said.of(text, head)
    for entry, forms in zip(lexicon.entries, lexicon.forms):
        if setting and not text and setting not in entry.settings:
            continue
        score = _score_one(said, forms) if text else (0.9 if setting in entry.settings else 0.0)
        if setting:
            score += 0.05 if setting in entry.settings else -0.2
        score += _narrow(entry.colour, colour, conflict=-1.0) + _narrow(entry.owner, owner, conflict=-0.35, clipped=True)
        score -= SPARE_COST if says_spare([entry.name]) and not says_spare([text]) else 0.0  # not "Mum's car keys"
        scored.append((min(1.0, max(0.0, score)), entry))
    if lexicon.encoder is not None and text and max((s for s, _ in scored), default=0.0) < 0.75:
        scored = _with_embeddings(text, scored, lexicon)
    scored.sort(key=lambda se: (-se[0], se[1].id))
    candidates = tuple(Candidate(entity=e.id, score=round(s, 3), name=e.name) for s, e in scored if s >= MIN_SCORE)[:5]
    if not candidates:
        return (), ""
    if len(candidates) > 1 and candidates[0].score - candidates[1].score < MARGIN:
        return candidates, ""
    return candidates, candidates[0].entity


def _narrow(known: str, said: str, *, conflict: float, clipped: bool = False) -> float:
    """A said colour or owner: agreeing lifts, unknown lowers a little, conflicting costs `conflict`
    (a colour that conflicts with the one seen rules the thing out: "the red mug" is not the green
    one, however alone it is; an owner may be misremembered); with `clipped`, a name said clipped
    agrees a little ("Vale" of valeria, below valeria said in full)."""
    if not said:
        return 0.0
    if not known:
        return -0.05
    if known == said or said in synonyms(known):
        return 0.06
    return 0.03 if clipped and _clipped(said, known) else conflict


def _clipped(said: str, known: str) -> bool:
    """A name said clipped ("vale" of valeria, "pao" of paolo): the start of the known one, three
    letters at least, accents aside."""
    said, known = unaccented(said), unaccented(known)
    return len(said) >= 3 and said.isalpha() and known.startswith(said)


def _with_embeddings(text: str, scored: List[Tuple[float, LexEntry]], lexicon: Lexicon) -> List[Tuple[float, LexEntry]]:
    """Blend in cosine similarity of MiniLM embeddings (phrase vs entry name) for far phrases."""
    import numpy as np

    names = [f"{e.name} ({e.category})" for _, e in scored]
    vectors = np.asarray(lexicon.encoder([text] + names), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9
    sims = vectors[1:] @ vectors[0]
    return [(max(s, float(sim) * 0.85), e) for (s, e), sim in zip(scored, sims)]

