"""A where-question asked in the passive of a verb of placing: "where's the spare torch kept?",
"where are the fuses stored?", "where's the cake hidden".

The participle says how the thing came to be where it is, not what is asked: "where is X kept" asks
where X is. Read as it stands, the participle is taken into the thing's name ("torch kept") or
leaves the question with no thing at all. The question is read without it: "where's the spare torch?".
Only the present ("is", "'s", "are") is read so: "where was the lamp moved?" asks where it went, a
past the question reader reads by its verb. The participle is told by its lemma, a verb the lexicon
counts as placing (`verbs.claim_words("placing")`: keep, hide, store, leave, put, ...), read as the
tagger reads it after "it was", where it cannot be a name or an adjective. A person or a pronoun
right before it makes it the verb of a clause of its own ("where's the cake Nan left?": the cake
that Nan left), which names the thing: the question is kept whole.
"""
from __future__ import annotations

import functools
import re
from typing import Callable

from ..language.syntax import analyse
from ..language.verbs import claim_words

__all__ = ["without_placing_participle"]

# "where's the X kept?", "where are the X stored", "Where is X hidden ?": the be of the present,
# at least one word of the thing, the participle last.
_ASKED = re.compile(r"^(?P<asked>\s*where\s*(?:'s|\u2019s|\s+is|\s+are|'re|\u2019re)\s+\S.*?)\s+"
                    r"(?P<participle>[^\W\d_]+)(?P<end>\s*[?.!]*\s*)$", re.IGNORECASE)
_PARTICIPLE_TAGS = frozenset({"VBN", "VBD"})  # "hid" as some say "hidden"
_DOERS = frozenset({"i", "you", "he", "she", "we", "they", "ya", "ye", "u"})


def without_placing_participle(text: str, names_person: Callable[[str], bool] = lambda _word: False) -> str:
    """`text` without the last word of a present where-question when that word is a participle of a
    verb of placing ("Where's the spare torch kept?" -> "Where's the spare torch?"), unless a person
    (`names_person`) or a pronoun says it right before; else `text`."""
    found = _ASKED.match(text)
    if found is None or not _placing_participle(found.group("participle").lower()):
        return text
    before = found.group("asked").split()[-1].lower()
    if before in _DOERS or names_person(before):
        return text
    return f"{found.group('asked')}{found.group('end').strip()}"


@functools.lru_cache(maxsize=1024)
def _placing_participle(word: str) -> bool:
    """Whether `word` is the participle of a verb of placing, as tagged after "it was"."""
    token = analyse(f"it was {word}")[2]
    return token.tag_ in _PARTICIPLE_TAGS and token.lemma_.lower() in claim_words("placing")
