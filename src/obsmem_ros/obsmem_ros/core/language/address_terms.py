"""What a speaker calls the people they talk to: the words of a vocative said in passing.

"Gran, your tea's here" said to rita teaches that the speaker calls rita "Gran". Three forms say it
besides a bare name or kin word:

* a courtesy before it ("Thanks Teta", "Sorry Auntie", "Night Gran"): the word after it;
* a vocative particle joined by a hyphen ("Minjun-ah", "Sun-hee-ya", "Bapu-ji"): the word as said
  and the name it is joined to, as others say the name without it ("Minjun");
* a relation word said to nobody in particular, or to the robot, while others are about ("Umma,
  make her some white kimchi" said in the kitchen): the one it calls is the person who answers
  the speaker next, within a few minutes (`Answers`). Only words of the kin lexicon are read so:
  a name said so may be someone spoken of, a relation word rarely is.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Tuple

from .kin_roles import kin_lexicon

_COURTESIES = frozenset({"thanks", "thank", "you", "ta", "cheers", "sorry", "bye", "night", "morning", "hi",
                         "hey", "hello", "oh", "okay", "ok", "love", "please", "yes", "no", "aye", "yeah"})
_PARTICLE_MAX = 3  # letters of a vocative particle after a hyphen ("-ah", "-ya", "-ji")
_ANSWER_NS = 5 * 60 * 1_000_000_000  # an answer comes within five minutes


def address_words(said: str, doc: Any, people_nouns: frozenset) -> List[str]:
    """The words (lower case) a vocative piece calls its addressee by: none when it is no name or
    kin word (an interjection, a verb: "Right", "Look"). `doc` is the parsed utterance."""
    words = said.strip(" ,.!?").split()
    while len(words) > 1 and words[0].lower() in _COURTESIES:
        words = words[1:]
    if len(words) != 1:
        return []
    word = words[0]
    head, _, particle = word.rpartition("-")
    if head and particle.isalpha() and len(particle) <= _PARTICLE_MAX and _called(head.split("-")[0], doc):
        return [word.lower(), head.lower()]
    lower = word.lower()
    return [lower] if lower in people_nouns or lower in kin_lexicon() or _called(word, doc) else []


def _called(said: str, doc: Any) -> bool:
    """Whether a one-word vocative is what the speaker calls the person they address, in any
    language ("Bà", "Lola", "Tita"; beside the kin words English has): written with a capital and
    read in the sentence as a name, noun or adjective (the small English model tags a word it has
    never seen as either), not as an interjection or a verb ("Right, ...", "Look, ...")."""
    if " " in said or not said[:1].isupper():
        return False
    token = next((t for t in doc if t.text == said), None)
    return token is not None and token.pos_ in ("PROPN", "NOUN", "ADJ")


@dataclass
class Answers:
    """Relation words said to no one present in particular, waiting for the one who answers."""

    waiting: Dict[str, Tuple[List[str], int]] = field(default_factory=dict)  # speaker -> (words, said at)

    def said(self, speaker: str, words: List[str], now_ns: int) -> None:
        """`speaker` used these words of address without addressing anyone by them."""
        related = [w for w in words if w in kin_lexicon()]
        if related:
            self.waiting[speaker] = (related, now_ns)

    def answered(self, speaker: str, addressee: str, now_ns: int) -> Dict[Tuple[str, str], str]:
        """(the one who waited, word) -> `speaker`, when `speaker` now talks to one who waits."""
        words, at = self.waiting.pop(addressee, ([], 0)) if addressee != speaker else ([], 0)
        if not words or now_ns - at > _ANSWER_NS:
            return {}
        return {(addressee, word): speaker for word in words}
