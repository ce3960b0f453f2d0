"""One person mention, said by one speaker, as the person memory knows: the resolver every reader
of people goes through (a relayed claim's first speaker, a doer, an owner, the person a question
asks about).

A mention names a person when memory can tell whom, in this order:

* the person's own id ("Yati" is yati);
* the word the speaker has been heard to call someone by ("Cel" said by aisyah to maricel);
* a kin word of a relation in which the speaker has one relative only (`kin_roles`: "Gran" from
  a child whose mother calls agnes "Mum");
* a word the household uses for one person only (`person_words.household_kin`), unless it is a
  parent word and the speaker is known to stand in another tie to that person (`kin_roles.ruled_out`);
* a title before a name ("Auntie Yati", "Mak Cik Yati", "Dr. Okafor"): the name decides; a name
  memory does not know leaves the mention unresolved, whatever its title says ("Uncle Ravi" is
  not the one uncle memory knows);
* a clipped or pet form of one person's name ("Pao" for paolo), or of a word one person is called
  by ("Unc" for the one the robot calls "Uncle"), or their initials ("JJ" for junjie:
  `person_words.initials_person`), or one slip of spelling from one person's id ("Jasmin" for
  jasmine: `person_words.near_person`), or a short form of one person's id as families shorten
  names ("Taz" for tasneem, "Ebi" for ebrahim, "Lia" for malia: `short_forms`).

Words are compared without their hyphens: "Pawpaw" is the "Paw-Paw" memory learnt. Anything
else stays unresolved (""): a mention is never guessed onto a person.
"""
from __future__ import annotations

import re
from typing import AbstractSet, FrozenSet, Mapping, Tuple

from obsmem_ros.core.letters import unaccented

from .hyphen_names import unhyphenated
from .kin_roles import kin_lexicon, ruled_out, speaker_relation_words
from .person_words import clipped_person, household_kin, initials_person, near_person
from .short_forms import short_form_person

__all__ = ["mention_words", "people_named", "resolve_person"]

Kin = Mapping[Tuple[str, str], str]
_POSSESSED = re.compile(r"\b([^\W\d_]+)['\u2019]s ([^\W\d_]+)")  # "wade's mama"
_CAPITALISED = re.compile(r"\b[A-Z][^\W\d_]+")  # "Mama", "Pop", "JJ"


def mention_words(mention: str) -> str:
    """A mention as the resolver compares it: lower case, unaccented, without a possessive "'s"
    or the punctuation around it ("Auntie Yati's" -> "auntie yati")."""
    words = unaccented(mention.lower().replace("\u2019", "'")).replace(".", " ").split()
    if words and words[-1].endswith("'s"):
        words[-1] = words[-1][:-2]
    return " ".join(w.strip(",;:!?\"'") for w in words if w.strip(",;:!?\"'"))


def resolve_person(mention: str, *, speaker: str = "", people: AbstractSet[str] = frozenset(),
                   kin: Kin = {}) -> str:
    """The person id `mention` names as `speaker` means it (module doc); "" when memory cannot
    tell. `people`: the ids memory knows; `kin`: (speaker, word) -> person as memory learnt them."""
    said = unhyphenated(mention_words(mention))
    if not said:
        return ""
    kin = {(who, unhyphenated(word)): person for (who, word), person in kin.items()}  # "Pawpaw" is "Paw-Paw"
    found = _as_said(said, speaker, people, kin, capitals=mention.strip().isupper())
    if found or " " not in said:
        return found
    *titles, name = said.split()
    if not _is_title(name):  # "Auntie Yati": the name decides, known or not
        return _as_said(name, speaker, people, kin, whole=False)
    return next((p for p in (_as_said(t, speaker, people, kin) for t in reversed(titles)) if p), "")


def _as_said(said: str, speaker: str, people: AbstractSet[str], kin: Kin, *, whole: bool = True,
             capitals: bool = False) -> str:
    """The person one mention names by its words as they are; `whole` False for a name after a
    title, which no kin relation reads; `capitals`: written in capitals, so it may be initials
    ("JJ", never "St")."""
    if said in people:
        return said
    own = kin.get((speaker, said), "") if speaker else ""
    if own:
        return own
    if whole and speaker:
        related = speaker_relation_words(kin, speaker).get(said, "")
        if related:
            return related
    called = household_kin(kin).get(said, "")
    if called == speaker and _is_title(said):  # "Grandpa" said by the household's grandpa: his own
        return ""
    if called and ruled_out(said, speaker, called, kin):  # another's "Mum" who is the speaker's "Nan"
        return ""
    if called or " " in said:
        return called
    return clipped_person(said, _names(said, people, kin)) or (initials_person(said, people) if capitals else "") \
        or _misspelt(said, people, kin)


def _misspelt(said: str, people: AbstractSet[str], kin: Kin) -> str:
    """The one person whose id `said` spells with one slip (`person_words.near_person`: "Jasmin"
    for jasmine), else whose id it shortens as families shorten names (`short_forms`: "Taz" for
    tasneem, "Ebi" for ebrahim), when `said` is no kin word and no word anyone is heard to call
    someone by."""
    if said in kin_lexicon() or any(word == said for _speaker, word in kin):
        return ""
    return near_person(said, people) or short_form_person(said, people)


def _names(said: str, people: AbstractSet[str], kin: Kin) -> Mapping[str, Tuple[str, ...]]:
    """Person -> the names a clipped form may begin: their id, and, for a word nobody has been
    heard to say and no kin word ("Unc"), the words they are called by ("uncle")."""
    ids = {p: (p,) for p in people}
    if said in kin_lexicon() or any(word == said for _speaker, word in kin):
        return ids
    for (_speaker, word), person in kin.items():
        if person in ids and word not in ids[person]:
            ids[person] += (word,)
    return ids


def _is_title(word: str) -> bool:
    """Whether a word before or as a name is a kin word (a title: "Auntie", "Uncle"), not a name."""
    return word in kin_lexicon()


def people_named(words: str, *, speaker: str = "", people: AbstractSet[str] = frozenset(),
                 kin: Kin = {}) -> FrozenSet[str]:
    """The people a sentence names: each capitalised word (a name, a kin word: "Son, I'll drive
    ...", "Pop") as `speaker` means it, and a kin word after a person's possessive as that person
    means it ("wade's mama", as memory writes "your mama" said to wade)."""
    found = {resolve_person(w, speaker=speaker, people=people, kin=kin) for w in _CAPITALISED.findall(words)}
    for owner_word, word in _POSSESSED.findall(words):
        owner = resolve_person(owner_word, speaker=speaker, people=people, kin=kin)
        if owner:
            found.add(resolve_person(word, speaker=owner, people=people, kin=kin))
    return frozenset(found - {""})
