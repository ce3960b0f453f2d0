"""The asked thing found again among the question's own words, when every phrase the parser took
for it links to nothing memory holds.

A parse can cut the asked thing wrong: a trailing word taken for the thing ("where's Lena's bus
pass rn": 'rn'), a noun read as a verb ("the socket set at": 'socket'). The words around the
failed ones still hold the thing's name, and memory's own things say which run of them names
one: the longest run of the question's open-class words, holding or touching a failed word,
that links to a thing memory holds (seen or heard of), a person or a room excepted; a thing
named apart from the failed words is another thing the question names. A run wholly inside a
phrase that already failed adds nothing (its words were tried), so a look-alike never enters by
one shared word: "the popcorn bowl" never falls back to "bowl". One word alone must name one
thing, not a kind of several.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, FrozenSet, List, Sequence, Set, Tuple

from obsmem_ros.core.language import Lexicon
from obsmem_ros.core.language.linking import link, singular
from obsmem_ros.core.language.mentions import COLOURS
from obsmem_ros.core.language.syntax import stop_words

from .word_stems import ASKING

if TYPE_CHECKING:
    from .context import QueryContext

__all__ = ["span_ids", "span_targets"]

_WORD = re.compile(r"[^\W\d_]+(?:'s|')?")  # a hyphen parts words: "come-along" is two
_LONGEST = 4  # words in a run: a thing's name said in full ("big blue cooler bag")


def span_ids(ctx: "QueryContext") -> List[str]:
    """The ids of the run naming a thing memory holds, when the plan names things and none of
    them links ([] else): for a retriever to try once what was heard of the phrases found nothing."""
    if not ctx.plan.targets or any(ids for _phrase, ids in ctx.targets()):
        return []
    found = span_targets(ctx, ctx.plan.targets)
    return found[0][1] if found else []


def span_targets(ctx: "QueryContext", failed: Sequence[str]) -> List[Tuple[str, List[str]]]:
    """The run of the question's words that names a thing memory holds, with its ids ([] when
    none does): the longest run that holds or touches a word of the failed phrases."""
    words = [w.lower() for w in _WORD.findall(re.sub(r"\s+'s\b", "'s", ctx.plan.question))]  # "Lola 's"
    tried = {w for phrase in failed for w in phrase.lower().replace("_", " ").split()}
    near = [i for i, w in enumerate(words) if w in tried]
    excluded = _not_things(ctx)
    lexicon = _lexicon(ctx)
    for size in range(min(_LONGEST, len(words)), 0, -1):
        found = []
        for start in range(len(words) - size + 1):
            run = words[start:start + size]
            if not any(start - 1 <= i <= start + size for i in near):
                continue  # a thing named apart from the failed words is another thing the question names
            ids = _run_ids(ctx, lexicon, run, tried, excluded)
            if ids:
                found.append((" ".join(run), ids))
        if found:
            return found[:1]
    return []


def _run_ids(ctx: "QueryContext", lexicon: Lexicon, run: Sequence[str], tried: Set[str],
             excluded: FrozenSet[str]) -> List[str]:
    """The things a run of words names, people and rooms left out: by the names memory files
    things under (`entity_ids`), else the one thing the parser's linker picks whose name holds
    every word of the run, an owner's possessive before them ("the bible": "Nan's bible"); [] for
    a run that holds a closed-class word (but a name's own "of"), ends in a possessive, lies
    inside the failed phrases, or is one word naming several."""
    closed = _closed()
    phrase = " ".join(run)
    inside = [w for w in run[1:-1] if w != "of"]  # "the box of baubles": a name's own "of"
    if any(_owner(w) in closed for w in (run[0], run[-1], *inside)) or run[-1].endswith("'") \
            or _owner(run[-1]) != run[-1] or set(run) <= tried or phrase in excluded:  # a possessive names whose
        return []
    ids = ctx.entity_ids(phrase) or [i for i in [link(phrase, lexicon)[1]] if _named_in_full(ctx, i, run)]
    ids = [i for i in ids if i and i not in excluded]
    return ids if len(run) > 1 or len(ids) == 1 else []


def _named_in_full(ctx: "QueryContext", entity_id: str, run: Sequence[str]) -> bool:
    """Whether the thing's name, kind and attributes hold every word of the run (an owner's
    possessive aside; a colour, when none was seen): the linker's pick by a shared head noun
    ("gym bag" for the "beach bag") is a look-alike, not it."""
    record = ctx.entity_record(entity_id) if entity_id else None
    if record is None:
        return False
    said = " ".join([record.name or "", record.category or "", *record.attributes]).lower()
    named = {singular(_owner(w)) for w in _WORD.findall(said)}
    unseen = COLOURS if named.isdisjoint(COLOURS) else frozenset()  # a colour never seen rules nothing out
    return {singular(w) for w in run if _owner(w) == w} <= named | unseen  # whose: the linker weighed it


def _owner(word: str) -> str:
    """A possessive's owner ("nan's": "nan"; "where's": "where"), any other word as it is."""
    return word[:-2] if word.endswith("'s") else word


def _lexicon(ctx: "QueryContext") -> Lexicon:
    from .language import MemoryLexicon  # it reads the clock from `context`, which reads this module

    return MemoryLexicon(ctx.reader).lexicon()


def _not_things(ctx: "QueryContext") -> FrozenSet[str]:
    """Ids and phrases that name no asked thing: the household's people, its rooms, and the
    persons and places the question names as such."""
    return frozenset({*ctx.reader.people(), *ctx.reader.rooms(), *ctx.plan.persons, *ctx.plan.places})


def _closed() -> FrozenSet[str]:
    return ASKING | stop_words()
