"""What every handler of the text answerer works with: the question, the retrieved sentences and
the lexicon, plus the small selections they all make (about the target, by a person, newest first).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Optional, Sequence

from worldlines_sim_bridge.core.evaluation.baselines import sentence_parse as parse
from worldlines_sim_bridge.core.evaluation.baselines.text_query import TextQuery
from worldlines_sim_bridge.core.evaluation.baselines.text_records import Lexicon, TextRecord
from worldlines_sim_bridge.core.evaluation.records import ROBOT_ID

DAY_NS = 86_400 * 1_000_000_000
Found = Optional[tuple[Any, str]]
_VERB_WORDS = {
    "pick": r"\bpick|\btook\b|\btake|\bgrab", "place": r"\bput\b|\bputs\b|\bplace|\bleft\b|\bmoved?\b",
    "open": r"\bopen", "close": r"\bclos|\bshut", "toggle": r"\bturn|\bswitch", "set": r"\bset\b|\bsets\b|\bchange",
    "hand_over": r"\bhand|\bgave\b|\bgive", "say": r"\bsaid\b|\bsays?\b|\btold\b", "navigate": r"\bwent\b|\bgo\b",
    "enter": r"\bwent into\b|\benter", "leave": r"\bleft the house\b|\bleave", "use": r"\bus(?:e|ed|es)\b",
    "cook": r"\bcook|\bmade\b|\bmake", "wash": r"\bwash|\brinse|\bclean",
}


@dataclass(frozen=True)
class AnswerContext:
    """One question with the (at most k) sentences retrieved for it."""

    query: TextQuery
    records: Sequence[TextRecord]
    lexicon: Lexicon

    @cached_property
    def targets(self) -> tuple[str, ...]:
        """Ids of the primary thing asked about (the first target phrase that resolves)."""
        for phrase in self.query.plan.targets:
            ids = self.lexicon.resolve(phrase)
            if ids:
                return ids
        return ()

    @cached_property
    def persons(self) -> tuple[str, ...]:
        return tuple(i for p in self.query.plan.persons for i in self.lexicon.resolve(p) if i in self.lexicon.persons)

    @cached_property
    def places(self) -> tuple[str, ...]:
        return tuple(i for p in self.query.plan.places for i in self.lexicon.resolve(p))

    def newest_first(self, records: Optional[Sequence[TextRecord]] = None) -> list[TextRecord]:
        return sorted(self.records if records is None else records, key=lambda r: r.time_ns, reverse=True)

    def about_target(self) -> list[TextRecord]:
        """Sentences naming the target; failing a resolvable target, sentences holding the
        question's keywords; failing those, all retrieved sentences."""
        if self.targets:
            return [r for r in self.records if any(parse.mentions_entity(r, self.lexicon, t) for t in self.targets)]
        words = [w for w in self.query.plan.keywords if len(w) > 2]
        keyed = [r for r in self.records if words and all(re.search(r"\b" + re.escape(w), r.text.lower())
                                                          for w in words[:2])]
        return keyed or list(self.records)

    def by_person(self, records: Sequence[TextRecord]) -> list[TextRecord]:
        """Sentences whose actor or speaker is the person asked about (all when none is named)."""
        if not self.persons:
            return list(records)
        return [r for r in records if parse.actor_of(r, self.lexicon) in self.persons]

    def with_verbs(self, records: Sequence[TextRecord]) -> list[TextRecord]:
        """Sentences using one of the plan's verbs (all when the plan names none)."""
        patterns = [_VERB_WORDS[v] for v in self.query.plan.verbs if v in _VERB_WORDS]
        if not patterns:
            return list(records)
        return [r for r in records if any(re.search(p, r.text.lower()) for p in patterns)]

    def heard(self, records: Optional[Sequence[TextRecord]] = None) -> list[TextRecord]:
        """Utterances by people other than the robot."""
        return [r for r in (self.records if records is None else records) if r.speaker and r.speaker != ROBOT_ID]

    def day_of(self, time_ns: int) -> int:
        """Day number of a time, day 1 being the memory's first day."""
        return (time_ns - time_ns % DAY_NS - (self.query.origin_ns - self.query.origin_ns % DAY_NS)) // DAY_NS + 1

    def value_type(self, entity_id: str) -> str:
        return "person" if entity_id in self.lexicon.persons else "entity"
