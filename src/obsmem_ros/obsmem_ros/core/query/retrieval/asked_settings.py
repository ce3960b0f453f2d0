"""The setting a preference question asks about, and the values memory has seen it hold.

"How strong does Bob like the coffee?" and "What strength does Bob take?" ask a setting of the
coffee machine: the question names the setting ("strength") or one of the values memory has seen
it hold ("strong", beside "medium"). The things looked at are those the question's words name (by
their names' words too: "the coffee" names the coffee machine);
their settings' histories, up to the cutoff, give the values. A sentence that says one of those
values gives the preference in memory's own words ("Always strong for my coffee, please." ->
strong), whatever its syntax.
"""
from __future__ import annotations

import re
from typing import List, Sequence, Set

from .claims import stem
from .context import QueryContext
from .said_clauses import denied_words

_HISTORY = 200  # facts read per thing: a setting's recent values


def _question_stems(ctx: QueryContext) -> Set[str]:
    persons = {p.lower() for p in ctx.plan.persons}
    return {stem(w) for w in re.findall(r"[^\W\d_]+", ctx.plan.question.lower()) if w not in persons}


def _named_things(ctx: QueryContext, asked: Set[str]) -> List[str]:
    """The things the question's targets resolve to, then those whose name or kind shares a word
    with the question ("the coffee" names the coffee machine), without repeats."""
    ids = [i for _phrase, found in ctx.targets() for i in found]
    for entity in ctx.reader.entities():
        words = re.findall(r"[^\W\d_]+", f"{entity.name or ''} {entity.category or ''}".lower())
        if entity.first_seen_ns <= ctx.now_ns and {stem(w) for w in words} & asked:
            ids.append(entity.id)
    return list(dict.fromkeys(ids))


def _seen_values(ctx: QueryContext, entity: str, attribute: str) -> List[str]:
    """The values memory has seen the setting hold on `entity` up to the cutoff, most often first."""
    values = [str(f.value) for f in ctx.reader.history(entity, attribute, as_of_ns=ctx.now_ns, limit=_HISTORY)
              if f.value]
    return sorted(dict.fromkeys(values), key=lambda v: -values.count(v))


def _asks(name: str, values: Sequence[str], asked: Set[str], planned: str) -> bool:
    return name == planned or stem(name) in asked or bool({stem(v.lower()) for v in values} & asked)


def asked_setting_values(ctx: QueryContext) -> List[str]:
    """The values memory has seen the setting the question asks about hold (module doc), most
    often seen first; [] when the question asks about no setting memory knows. The things the
    question names are read first (every value their settings held); any other thing counts when
    the question names its setting or the value it holds now ("what browning": the toaster's)."""
    asked = _question_stems(ctx)
    planned = (ctx.plan.attribute or "").partition("setting:")[2]
    named = _named_things(ctx, asked)
    for entity in named:
        for snap in ctx.reader.states(entity, as_of_ns=ctx.now_ns):
            if snap.attribute.startswith("setting:"):
                values = _seen_values(ctx, entity, snap.attribute)
                if _asks(snap.attribute.split(":", 1)[1], values, asked, planned):
                    return values
    for entity in (e.id for e in ctx.reader.entities() if e.id not in named and e.first_seen_ns <= ctx.now_ns):
        for snap in ctx.reader.states(entity, as_of_ns=ctx.now_ns):
            now = [str(snap.current.value)] if snap.current is not None and snap.current.value else []
            if snap.attribute.startswith("setting:") and _asks(snap.attribute.split(":", 1)[1], now, asked, planned):
                return _seen_values(ctx, entity, snap.attribute)
    return []


def setting_value_said(sentence: str, values: Sequence[str]) -> str:
    """The first of `values` the sentence says, not denied ("" when it says none)."""
    text = sentence.lower()
    denied = denied_words(sentence)
    found = []
    for value in values:
        m = re.search(r"\b" + re.escape(value.lower()) + r"\b", text)
        if m and value.lower().split()[-1] not in denied:
            found.append((m.start(), value))
    return min(found)[1] if found else ""
