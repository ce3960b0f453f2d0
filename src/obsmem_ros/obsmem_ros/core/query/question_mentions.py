"""Which of a question's mentions name the things and places its plan asks about, and the plan
phrase of each (`plan_phrases`): a time or an attribute noun names no thing, a person's name with
its honorific is the person, a thing said only to locate another is a place, a weak link beside a
strong one is dropped, and a phrase cut where a known name ends keeps the noun it heads."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import List, Optional, Sequence, Tuple

from ..language import Mention, Parse, TimeExpression
from ..language.linking import clean, mention_id
from ..language.parse import Role
from ..language.utterance_syntax import TIME_NOUNS

WH_WORDS = frozenset({"what", "which", "whose", "who", "where", "when", "how", "whom"})
_ATTRIBUTE_NOUNS = frozenset({"owner", "colour", "color", "location", "place", "state", "status", "setting", "room"})
STRONG_LINK = 0.75
_PERIODS = TIME_NOUNS | {"year", "term", "season"}  # times that own a thing said ("next year's seeds")
_TIME_OWNER = re.compile(r"\b(?:(?:next|last|this)\s+)?(?P<unit>[a-z]+)'s\b\s*")


def plan_phrases(parse: Parse, now_ns: int, resolve=None) -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    """(targets, places): the plan phrases of the things the question asks about and of the places
    it names, each once, in the order said."""
    mentions = _locating_as_places([m for m in parse.mentions if _names_a_thing(m, parse.times)
                                    and not _names_a_person(m, parse)])
    targets = tuple(dict.fromkeys(t for t in (_phrase(m, now_ns, resolve) for m in
                                              _confident(heads([m for m in mentions if m.role == "target"]))) if t))
    places = tuple(dict.fromkeys(t for t in (_phrase(m, now_ns, resolve) for m in mentions if m.role == "place") if t))
    return targets, places


def _confident(mentions: Sequence[Mention]) -> List[Mention]:
    """Mentions without a weak or no link beside a strong one: a phrase memory knows nothing like
    ("any idea"), or only by a far embedding similarity, and a description ("whatever Alice picked
    up last") are dropped when another mention links firmly: that one names the thing."""
    strong = [m for m in mentions if m.entity and m.candidates and m.candidates[0].score >= STRONG_LINK]
    if not strong:
        return list(mentions)
    return [m for m in mentions if m.kind == "pronoun" or (m.candidates and m.candidates[0].score >= STRONG_LINK)]


def heads(mentions: Sequence[Mention]) -> List[Mention]:
    """Target mentions less one that runs straight into a lone noun ("the car" before "keys" in "the
    car keys", cut in two where a known thing's name ends): the phrase names what its last word heads.
    A description ("the object that Alice last picked up") is never cut so."""
    return [m for m, after in zip(mentions, [*mentions[1:], None]) if not _runs_into(m, after)]


def _runs_into(mention: Mention, after: Optional[Mention]) -> bool:
    return (after is not None and mention.span is not None and after.span is not None
            and mention.kind == after.kind == "entity" and len(after.text.split()) == 1
            and not after.text.lower().endswith("ing")   # a posture the chunker took for a noun: "the cabinet standing"
            and after.span.start - mention.span.end == 1)


def inside_time(span, times: Sequence[TimeExpression]) -> bool:
    """A capitalised word inside a time expression ("14 March", "Friday") is no person."""
    return span is not None and any(t.span.start <= span.start and span.end <= t.span.end for t in times)


def _locating_as_places(mentions: Sequence[Mention]) -> List[Mention]:
    """A thing said only to locate another ("the keys on the bed": the bed) is a place of the
    question, not a second thing asked about; the thing a setting is on ("the timer on the coffee
    maker") is the thing asked about."""
    locating = {mention_id(clean(m.located)) for m in mentions if m.located and not m.setting}  # "the kids ' desk"
    return [replace(m, role="place") if m.role == "target" and m.kind == "entity"
            and mention_id(clean(m.text)) in locating else m for m in mentions]


def _phrase(mention: Mention, now_ns: int, resolve) -> str:
    """The plan phrase of a mention: its linked entity id, else its words without articles."""
    if mention.entity:
        return mention.entity
    if mention.kind == "description" and resolve is not None:
        found = resolve(mention, now_ns)
        if found:
            return found
    if mention.kind == "pronoun":
        return ""
    words = _after_possessor(re.findall(r"[\w'\-]+", _without_time_owner(mention.text.lower().replace("’", "'"))))
    text = " ".join(w for w in words
                    if w not in WH_WORDS and not w.endswith("'s") and w != mention.owner and w not in ("the", "a", "an", "my", "your", "his", "her", "their", "our", "this",
                                                  "that"))
    return text.strip()


def _after_possessor(words: List[str]) -> List[str]:
    """The words of a phrase after its possessor ("Aunty Huia's cake", "Por Por's thermos": the
    cake, the thermos): a title or a name's first half said with the owner tells whose the thing
    is, never what it is called; a question word with its "'s" ("where's") owns nothing."""
    owned = [i for i, w in enumerate(words) if w.endswith("'s") and w[:-2] not in WH_WORDS]
    return words[owned[-1] + 1:] if owned and owned[-1] + 1 < len(words) else words


def _without_time_owner(text: str) -> str:
    """`text` less a time said as the owner of the thing ("next year's seeds", "last week's
    paper", "tonight's curry"): the time tells which one, the thing is named by the rest."""
    return _TIME_OWNER.sub(lambda m: "" if m.group("unit") in _PERIODS else m.group(0), text)


def _names_a_thing(mention: Mention, times: Sequence[TimeExpression]) -> bool:
    """Not a time ("4:14 pm") nor an attribute noun ("the owner of the laptop"); a thing a time
    owns ("next week's raffle tickets") is one, the time said before it."""
    owned = _without_time_owner(mention.text.lower()) != mention.text.lower()
    if any((t.span.start <= mention.span.start < t.span.end or mention.span.start <= t.span.start < mention.span.end)
           and not (owned and t.span.end < mention.span.end) for t in times) or \
            not re.search(r"[^\W\d_]{2}", mention.text.lower().replace(" pm", "").replace(" am", "")):
        return False
    exact = mention.entity != "" and mention.candidates and mention.candidates[0].score >= 0.86
    return bool(exact) or mention.head.lower() not in _ATTRIBUTE_NOUNS


def _names_a_person(mention: Mention, parse: Parse) -> bool:
    """A mention opening with a person's name, owning nothing, that linked to a thing memory knows
    ("Bapu ji", the name with its honorific, taken for a "Papa ji" heard of); not "Bob's laptop",
    "the Punjabi newspaper" (the name inside), nor a phrase linked to nothing ("Freya swimming")."""
    return bool(mention.entity) and not re.search(r"\w'|'\w", mention.text) and any(
        p.span is not None and p.role is not Role.ASKER and p.span.start == mention.span.start for p in parse.people)
