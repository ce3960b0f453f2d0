"""Everything one question needs besides its plan: the reader, the memory's clock, the time
window, and the plan's surface words resolved to ids.

The clock: `now_ns` is the caller's cutoff (`at_ns`), else the newest event memory holds;
`origin_ns` is the oldest event ("day 1" is its UTC date). Names resolve through the reader's
entity lookup (the full phrase, then its head word, then a singular form); people and rooms
that are not registered entities fall back to their id-shaped spelling ("living room" ->
"living_room"), which is what traces use.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional, Sequence, Tuple

from obsmem_ros.errors import UnknownRecordError

from obsmem_ros.core.language.linking import singular, synonyms
from obsmem_ros.core.language.person_mentions import resolve_person
from obsmem_ros.core.language.syntax import english_words
from obsmem_ros.core.views.knowledge import KnowledgeConfig

from ..plan import QueryPlan
from ..temporal import Window, reference_window, resolve_window

if TYPE_CHECKING:
    from obsmem_ros.core.views.entity.records import Entity
    from obsmem_ros.core.reader import MemoryReader

    from ..text_index import TextIndex

_FAR_FUTURE_NS = 2 ** 62
_NARRATIONS = 20  # accounts of events read to learn whom a name in a question means
_WIDE = 50  # candidates read when modifiers or an owner must pick among look-alikes


def _naming_words(name: str) -> FrozenSet[str]:
    """The words of a thing's name that stand for the thing (singular): what it holds, after "of"
    ("tin of toffees from Aunt Rona": toffee), and words no English dictionary knows (brands,
    titles, borrowed words: "zaobao", "murukku")."""
    words = re.findall(r"[^\W\d_]+", name.lower())
    held = re.search(r"\bof\s+((?:(?!from\b|for\b|with\b|by\b)[^\W\d_]+\s*)+)", name.lower())
    english = english_words()
    named = {w for w in words if w not in english} | set(held.group(1).split() if held else ())
    return frozenset(singular(w) for w in named)


def memory_clock(reader: "MemoryReader", at_ns: Optional[int]) -> Tuple[int, int]:
    """(origin_ns, now_ns) of the memory as seen from the cutoff `at_ns` (an empty memory's
    clock is the cutoff, or 0)."""
    span = reader.time_span() if callable(getattr(reader, "time_span", None)) else _scan_span(reader)
    if span is None:
        return (at_ns or 0), (at_ns or 0)
    return span[0], span[1] if at_ns is None else at_ns


def _scan_span(reader: "MemoryReader") -> Optional[Tuple[int, int]]:
    """(first, last) event time for readers without `time_span`: the oldest event, and the
    newest among the last ones ingested (ingest order is time order, as traces require)."""
    first = reader.events_between(0, _FAR_FUTURE_NS, limit=1)
    if not first:
        return None
    last = first[0].time_ns
    for _seq, event in reader.iter_events(after_seq=max(reader.event_count() - 64, 0), batch_size=64):
        last = max(last, event.time_ns)
    return first[0].time_ns, last


def id_form(phrase: str) -> str:
    """A phrase spelled as an id: "living room" -> "living_room"."""
    return re.sub(r"\s+", "_", phrase.strip().lower())


@dataclass
class QueryContext:
    """One question being answered."""

    reader: "MemoryReader"
    plan: QueryPlan
    origin_ns: int
    now_ns: int
    k: int
    text_index: Optional["TextIndex"] = None  # the lexical / embedding fallback (None: text search finds nothing)
    anchor_ns: Optional[int] = None
    knowledge: KnowledgeConfig = field(default_factory=KnowledgeConfig)  # thresholds of habits mined at query time
    _names: Dict[str, str] = field(default_factory=dict)
    _resolved: Dict[str, List[str]] = field(default_factory=dict)
    _links: Dict[str, str] = field(default_factory=dict)  # name as said -> `link`, read once per question
    _records: Dict[str, Optional["Entity"]] = field(default_factory=dict)  # id -> `entity_record`
    _naming: Optional[List[Tuple[str, FrozenSet[str]]]] = None  # `_naming_index`

    @property
    def window(self) -> Window:
        return resolve_window(self.plan.temporal, now_ns=self.now_ns, origin_ns=self.origin_ns, anchor_ns=self.anchor_ns)

    def reference_span(self) -> Tuple[int, int]:
        """The [start, end) span the question's time names, not clipped to now ("tomorrow")."""
        return reference_window(self.plan.temporal.ref, now_ns=self.now_ns, origin_ns=self.origin_ns,
                                anchor_ns=self.anchor_ns)

    # --- resolution ------------------------------------------------------------------------
    def entity_ids(self, phrase: str, *, limit: int = 3) -> List[str]:
        """Entity ids a phrase may mean, best first ([] when memory knows none).

        A phrase memory has no name for is read as modifiers + head noun ("green mug"): the
        things the head names whose colour, material or name words include every modifier.
        An owner the question names ("Bob's laptop") must be the thing's known owner. A thing
        whose modifiers or owner fit none memory saw is not known (not a look-alike)."""
        return self._cached(phrase, limit, owned=True)

    def _cached(self, phrase: str, limit: int, *, owned: bool) -> List[str]:
        key = phrase if owned else f"\0{phrase}"
        if key not in self._resolved:
            self._resolved[key] = self._resolve(phrase, limit, owned=owned)
        return list(self._resolved[key])

    def _resolve(self, phrase: str, limit: int, *, owned: bool = True) -> List[str]:
        words = phrase.split()
        owner = self._owner_of(words[-1]) if words and owned else ""
        ids = self._named_ids(phrase, words, owner)
        if ids and self.heard_only(ids[0]):  # a name said before the thing was seen: what was seen first
            ids = [i for i in self._by_head(words, owner) if not self.heard_only(i)] + ids
            ids = list(dict.fromkeys(ids))
        return (ids or self._by_head(words, owner) or self._by_synonym(phrase, words, owner) or self._heard_of(words)
                or self._by_name_words(words, owner) or self._meant(phrase, owned))[:limit]

    def _by_name_words(self, words: List[str], owner: str) -> List[str]:
        """The one thing seen whose name holds every word of a phrase no name or kind answers to, as
        words that stand for the thing (`_naming_words`): a brand or title ("the Zaobao": the "Lianhe
        Zaobao newspaper"), the contents a container is named for ("the murukku": the "container of
        murukku from Auntie Jaya"); [] when none or several do. An English word that only says what
        kind of thing it is ("swimming" of "swimming bag") names no thing."""
        wanted = {singular(w) for w in words}
        if not wanted:
            return []
        found = [i for i, named in self._naming_index() if wanted <= named]
        return self._owned(found, owner) if len(found) == 1 else []

    def _naming_index(self) -> List[Tuple[str, FrozenSet[str]]]:
        """(id, `_naming_words`) of every thing seen, read once per question: a question links
        many phrases (each commitment's things), and each would list every entity again."""
        if self._naming is None:
            self._naming = [(e.id, _naming_words(e.name or "")) for e in self.reader.entities()
                            if e.provenance != "reported"]
        return self._naming

    def _by_synonym(self, phrase: str, words: List[str], owner: str) -> List[str]:
        """Things called by a synonym of the phrase or of its head noun, modifiers kept ("Gran's
        specs" -> her reading glasses), as `link` reads names said."""
        if not words:
            return []
        variants = sorted(synonyms(phrase) - {phrase})
        variants += [" ".join(words[:-1] + [s]) for s in sorted(synonyms(words[-1]) - {words[-1]})]
        for variant in variants:
            ids = [i for i in self._named_ids(variant, variant.split(), owner) if not self.heard_only(i)]
            if ids:
                return ids
        return []

    def _meant(self, phrase: str, owned: bool) -> List[str]:
        """The one thing an asked thing or place no word names means by meaning (`meaning_links`:
        "the green tea" -> the green tea tin); only for the plan's own phrases, not for words read
        from what was said."""
        if not owned or phrase not in (*self.plan.targets, *self.plan.places):
            return []
        from obsmem_ros.core.language.meaning_links import Role
        from obsmem_ros.core.views.entity.meaning_candidates import meant

        role = Role.THING if phrase in self.plan.targets else Role.PLACE
        found = meant(phrase, self.reader.entities(), role.value)
        return [found] if found else []

    def _named_ids(self, phrase: str, words: List[str], owner: str) -> List[str]:
        """Things called exactly the phrase (or its singular), before things only of that kind
        ("desk" vs "kids' desk")."""
        for attempt in dict.fromkeys([phrase, " ".join(singular(w) for w in words)]):
            ids = self.reader.resolve_entity(attempt, limit=_WIDE)
            if ids:
                ids = sorted(ids, key=lambda i: (not self._named(i, attempt), ids.index(i)))
                return self._owned(ids, owner)
        return []

    def _by_head(self, words: List[str], owner: str) -> List[str]:
        """The things the head noun names whose words include every modifier ("green mug")."""
        if len(words) < 2:
            return []
        for head in dict.fromkeys([words[-1], singular(words[-1])]):
            ids = self.reader.resolve_entity(head, limit=_WIDE)
            if ids:
                return self._owned([i for i in ids if all(self._fits(i, m) for m in words[:-1])], owner)
        return []

    def heard_only(self, entity_id: str) -> bool:
        """Whether memory knows the thing only from what was said (never seen, never linked)."""
        record = self.entity_record(entity_id)
        return record is not None and record.provenance == "reported" and not record.same_as

    def _heard_of(self, words: List[str]) -> List[str]:
        """A thing memory knows only from what people said, with no entity record (its reports
        are filed under the name as said: "pills", "kitchen scissors"): the id form of the
        phrase or of its head noun that some report is about ([] when none is)."""
        if not words:
            return []
        forms = [" ".join(words), " ".join(singular(w) for w in words), words[-1], singular(words[-1])]
        for form in dict.fromkeys(id_form(f) for f in forms):
            if self.reader.reports(entity=form, as_of_ns=self.now_ns, limit=1):
                return [form]
        return []

    def link(self, phrase: str) -> str:
        """The id of the thing memory knows that a name as said means ("" when none): the name
        itself, else a synonym of it or of its head noun from the alias table, modifiers kept
        ("blue cup" -> the blue mug, "bedside table" -> the nightstand). Read once per question:
        claims say the same few places over and over."""
        if phrase not in self._links:
            self._links[phrase] = self._link(phrase)
        return self._links[phrase]

    def _link(self, phrase: str) -> str:
        phrase = phrase.replace("_", " ").strip().lower()
        if not phrase:
            return ""
        words = phrase.split()
        record = self.entity_record(id_form(phrase))
        if record is not None and not self.heard_only(record.id):
            meant = record.same_as or record.id
            if all(self._fits(meant, m) for m in words[:-1]):  # a link made by kind alone may miss the colour
                return meant
        variants = [phrase, *sorted(synonyms(phrase) - {phrase})]
        variants += [" ".join(words[:-1] + [s]) for s in sorted(synonyms(words[-1]) - {words[-1]})]
        heard = ""
        for variant in variants:
            ids = self._cached(variant, 1, owned=False)  # words said, not the question: its owner does not apply
            if ids and self.entity_record(ids[0]) is not None and not self.heard_only(ids[0]):
                return ids[0]
            heard = heard or (ids[0] if ids else "")
        return heard  # a thing only heard of, when nothing seen answers to the name or its synonyms

    def report_ids(self, entity_id: str) -> List[str]:
        """The ids what people said about a thing may be filed under: its own, and every name the
        thing answers to (its name and category, their synonyms, modifiers kept) that links to
        it: the thing heard of before it was seen (`same_as`), a name said with no record made."""
        record = self.entity_record(entity_id)
        if record is None:
            return [entity_id]
        names = {record.name or "", record.category or "", re.sub(r"_\d+$", "", entity_id).replace("_", " ")} - {""}
        names |= {f"{a} {n}" for a in record.attributes for n in list(names) if len(n.split()) == 1}
        forms = set()
        for name in names:
            words = name.lower().replace("_", " ").split()
            forms |= {id_form(s) for s in synonyms(" ".join(words))}
            forms |= {id_form(" ".join(words[:-1] + [s])) for s in synonyms(words[-1])}
            forms |= {id_form(" ".join([singular(w) for w in words]))}
        linked = [entity_id]
        for form in sorted(forms - {entity_id}):
            if (self.reader.reports(entity=form, as_of_ns=self.now_ns, limit=1) and self.link(form) == entity_id
                    and len(self.entity_ids(form.replace("_", " "), limit=2)) < 2):
                linked.append(form)
        return linked

    def _named(self, entity_id: str, phrase: str) -> bool:
        try:
            return (self.reader.entity(entity_id).name or "").lower() == phrase.lower()
        except UnknownRecordError:
            return False

    def _owner_of(self, head: str) -> str:
        """The person a possessive in the question gives the thing ("Bob's laptop" -> "bob"), when
        memory knows that person ("" otherwise)."""
        m = re.search(r"\b([^\W\d_]+)'s\s+(?:[\w'-]+\s+){0,2}?" + re.escape(head) + r"\b", self.plan.question.lower())
        if not m or m.group(1) in ("it", "that", "what", "who", "where", "there", "here"):
            return ""
        ids = self.reader.resolve_entity(m.group(1), limit=1)
        owner = ids[0] if ids else id_form(m.group(1))
        # "Gran's hearing aids", "Dad's toolbox": a word for someone memory knows by another name
        # (or not at all) cannot rule a thing out; only a person memory knows can
        return owner if owner in self.reader.people() else ""

    def _owned(self, ids: List[str], owner: str) -> List[str]:
        """The ids whose known owner is `owner`; a thing only heard of, whose owner memory cannot
        know, is kept."""
        if not owner:
            return list(ids)
        kept = []
        for i in ids:
            current = self.reader.state(i, "owner", as_of_ns=self.now_ns).current
            record = self.entity_record(i) if current is None else None
            if (current is not None and current.value == owner) or getattr(record, "provenance", "") == "reported":
                kept.append(i)
        return kept

    def _fits(self, entity_id: str, modifier: str) -> bool:
        """Whether a modifier word ("green", "glass", "kids'") describes the entity."""
        record = self.entity_record(entity_id)
        if record is None:
            return False
        tokens = {t.lower() for t in record.attributes} | set(re.findall(r"(?:[^\W\d_]|')+", (record.name or "").lower()))
        tokens |= set(entity_id.lower().split("_")) | {(record.category or "").lower()}
        modifier = modifier.lower()
        return modifier in tokens or modifier.rstrip("'s") in {t.rstrip("'s") for t in tokens}

    def targets(self) -> List[Tuple[str, List[str]]]:
        """Each target phrase with the ids it resolves to (unresolved phrases keep []), led by
        the name two of them make together when memory calls a thing so (`joined_targets`)."""
        return [*self._joined_targets(), *((t, self.entity_ids(t)) for t in self.plan.targets)]

    def _joined_targets(self) -> List[Tuple[str, List[str]]]:
        """"the bag of sugar" read as two targets ("bag", "sugar"): the whole name, when the
        question says it and memory holds a thing called exactly that, comes before its parts
        (the container alone may link to another bag heard of). Memory may call it with both words
        and no "of" ("tray tablet" for "the tray of tablet"): a thing whose words hold both counts."""
        text = " ".join(re.findall(r"[\w']+", self.plan.question.lower()))
        found = []
        for first, second in zip(self.plan.targets, self.plan.targets[1:]):
            joined = f"{first} of {second}"
            if f" {joined} " in f" {text} ":
                ids = [i for i in self._named_ids(joined, joined.split(), "")
                       if self._named(i, joined) or self._fits(i, first) and self._fits(i, second)]
                found += [(joined, ids)] if ids else []
        return found

    def first_target_ids(self) -> List[str]:
        for _phrase, ids in self.targets():
            if ids:
                return ids
        return []

    def place_id(self, phrase: str) -> str:
        """A place phrase as an id: a registered entity when one matches, else the room id form."""
        ids = self.entity_ids(phrase, limit=1)
        return ids[0] if ids else id_form(phrase)

    def person_ids(self) -> List[str]:
        """The plan's people as ids: a person memory knows by that id, or the one the household
        calls so (a kin word or name learnt from how people are addressed: "Lola"), or whose name
        it clips ("Pao" for paolo), or the one the accounts of events call so; else entity lookup,
        else the name itself. A person comes
        before a thing: a name heard in speech may have been filed as a thing heard of."""
        return [self.person_id(name) for name in self.plan.persons]

    def person_id(self, name: str, speaker: str = "") -> str:
        """One name as a person id (`person_ids`), a kin word read as `speaker` means it when given
        ("her mum" said of Sharon: `speaker` sharon)."""
        person = self._called(name, speaker) or self._narrated_person(name)
        if person:
            return person
        ids = self.reader.resolve_entity(name, limit=1)
        return ids[0] if ids else id_form(name)

    def possessors(self, persons: Sequence[str]) -> List[str]:
        """The persons of `persons` the question names only as an owner ("Alice's laptop",
        "Bob's keys"): their name is followed by "'s" and a word, and never stands alone."""
        question = self.plan.question.lower().replace("\u2019", "'")
        out = []
        for person in persons:
            names = {person.lower(), self.display(person).lower()}
            said = [m for n in names for m in re.finditer(rf"\b{re.escape(n)}\b('s\s+\w)?", question)]
            if said and all(m.group(1) for m in said):
                out.append(person)
        return out

    def person_of(self, word: str, speaker: str = "") -> str:
        """The person a stored person word names (a doer or owner the reader filed as the word said,
        "jj", when it did not know whom it meant then), as `speaker` means it
        (`person_mentions.resolve_person`, against the people and kin words memory holds now); the
        word itself when it names nobody known, or is a person's id or the robot's."""
        people = self.reader.people()
        if not word or word in people or word == self.reader.robot_id:
            return word
        return resolve_person(word, speaker=speaker, people=people, kin=self.reader.kin_words()) or word

    def _called(self, name: str, speaker: str = "") -> str:
        return resolve_person(name, speaker=speaker, people=self.reader.people(), kin=self.reader.kin_words())

    def _narrated_person(self, name: str) -> str:
        """The person the accounts of events call `name` ("Jek took the laptop." tells of jericho's
        act: Jek is jericho), most often when they call several so; "" when none does."""
        if self.text_index is None:
            return ""
        self.text_index.sync(self.reader)
        hits = self.text_index.search(name, k=_NARRATIONS, until_ns=self.now_ns)
        opening = re.compile(rf"{re.escape(name)}", re.IGNORECASE)
        actors = Counter(e.actor for e in self.reader.events([h.id for h in hits])
                         if e.actor in self.reader.people() and opening.match(e.text or ""))
        return actors.most_common(1)[0][0] if actors else ""

    def entity_record(self, entity_id: str) -> Optional["Entity"]:
        """The Entity view's record of an id (None when memory holds no such entity), read once
        per question."""
        if entity_id not in self._records:
            try:
                self._records[entity_id] = self.reader.entity(entity_id)
            except UnknownRecordError:
                self._records[entity_id] = None
        return self._records[entity_id]

    def display(self, entity_id: str) -> str:
        """A readable name for an id ("laptop_1" -> "laptop", "living_room" -> "living room")."""
        if entity_id not in self._names:
            try:
                name = self.reader.entity(entity_id).name
            except UnknownRecordError:
                name = ""
            self._names[entity_id] = name or re.sub(r"_\d+$", "", entity_id).replace("_", " ")
        return self._names[entity_id]

