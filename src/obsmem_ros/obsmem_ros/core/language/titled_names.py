"""Kin titles said before a name: "Uncle Femi's in the shed", "Tata Oluwaseun rang", "my nana Ros
says ...". A speaker who puts a title before the name of someone memory knows calls that person by
the title, so the title alone, said later by them ("Uncle's fixing it") or by the household ("Tata
says ..."), names that person.

The title is a word of the kin lexicon, or a word written with a capital that English does not
know and that names nobody memory knows (a title of another language: a word of a dialect a
recogniser writes in lower case, "tek ellie", is none); it is said right before the name, in one
breath (no comma between). It is not read when it may be a call to the one spoken to rather than a title
("Mum, Femi's driving", as a recogniser writes it without its comma: "mum femi's driving"): at the
start of a sentence said to someone other than the robot, or a call of the robot itself ("robo
femi's here"); nor when someone else's possessive owns it ("your uncle Femi": the addressee's
uncle, not the speaker's)."""
from __future__ import annotations

import re
from typing import AbstractSet, Dict

from obsmem_ros.core.letters import unaccented

from .kin_roles import kin_lexicon
from .person_words import clipped_person
from .syntax import english_words, stop_words

__all__ = ["titled_kin"]

_TOKEN = re.compile(r"[^\s]+")
_OTHERS = frozenset({"your", "yer", "ya", "his", "her", "their", "its"})  # a title owned by another
_SENTENCE_END = (".", "!", "?")
_TITLE_MIN = 3  # letters a title of another language needs ("Tata", "Abti"; not "Mr")


def titled_kin(words: str, people: AbstractSet[str], *, speaker: str, addressee: str, robot_id: str) -> Dict[str, str]:
    """Title (lower case) -> the known person `speaker` calls by it in `words` (module doc); the
    speaker's own name after a title teaches nothing."""
    tokens = _TOKEN.findall(words)
    found: Dict[str, str] = {}
    for at in range(len(tokens) - 1):
        title, name = tokens[at], _bare(tokens[at + 1])
        person = unaccented(name.lower())
        if title[-1:] in ",;:.!?" or person not in people or person == speaker:
            continue
        said = title.strip("\"'(")
        word = unaccented(said.lower())
        if not _is_title(said, word, people, robot_id):
            continue
        before = tokens[at - 1] if at > 0 else ""
        opens = not before or before.endswith(_SENTENCE_END)
        if before.lower() in _OTHERS or opens and addressee not in ("", robot_id):
            continue
        found[word] = person
    return found


def _bare(token: str) -> str:
    """A token less its punctuation and a possessive or contracted "'s" ("Femi's" -> "Femi")."""
    token = token.strip(".,;:!?\"()")
    return re.sub(r"['’]s$", "", token)


def _is_title(said: str, word: str, people: AbstractSet[str], robot_id: str) -> bool:
    """A kin word, or a word written with a capital, as a title is (`said`), that English does not
    know, is no word of grammar ("our", "que"), names no one known and does not call the robot."""
    if word in stop_words():
        return False
    if word in kin_lexicon():
        return True
    return said[:1].isupper() and word.isalpha() and len(word) >= _TITLE_MIN and word not in english_words() \
        and word not in people and word != robot_id and clipped_person(word, {robot_id: (robot_id,)}) != robot_id
