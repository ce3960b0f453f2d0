"""The setting a preference question asks about, and the values memory has seen it hold.

"How strong does Bob like the coffee?" and "What strength does Bob take?" ask a setting of the
coffee machine: the question names the setting ("strength") or one of the values memory has seen
it hold ("strong", beside "medium"). The things looked at are those the question's words name (by
their names' words too: "the coffee" names the coffee machine); their settings' histories, up to
the cutoff, give the values. A sentence that says one of those values gives the preference in
memory's own words ("Always strong for my coffee, please." -> strong), whatever its syntax.
"""
from __future__ import annotations

import re
from typing import List, Sequence, Set

from .word_stems import stem
from .context import QueryContext
from .denials import denied_words

_HISTORY = 200  # facts read per thing: a setting's recent values


def _question_stems(ctx: QueryContext) -> Set[str]:
    persons = {p.lower() for p in ctx.plan.persons}
    return {stem(w) for w in re.findall(r"[^\W\d_]+", ctx.plan.question.lower()) if w not in persons}


def _named_things(ctx: QueryContext, asked: Set[str]) -> List[str]:
    """The things whose name or kind shares a word with the question or is made from one ("the
    coffee" names the coffee machine, "toast" the toaster)."""
    ids = []
    for entity in ctx.reader.entities():
        words = re.findall(r"[^\W\d_]+", f"{entity.name or ''} {entity.category or ''}".lower())
        if entity.first_seen_ns <= ctx.now_ns and any(_made_from(w, asked) for w in words):
            ids.append(entity.id)
    return ids


def _made_from(word: str, asked: Set[str]) -> bool:
    return stem(word) in asked or any(len(a) >= 4 and word.startswith(a) for a in asked)


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
    question's targets resolve to come first, then the things its words name (a setting named,
    or one of whose values the question says); else a setting the question names on any thing
    ("what browning": the toaster's)."""
    asked = _question_stems(ctx)
    planned = (ctx.plan.attribute or "").partition("setting:")[2]
    targets = list(dict.fromkeys(i for _phrase, found in ctx.targets() for i in found))
    values = _asked_on(ctx, targets, asked, planned)
    if not values:
        values = _asked_on(ctx, [e for e in _named_things(ctx, asked) if e not in targets], asked, planned)
    if not values:
        values = _held_anywhere(ctx, [planned, *re.findall(r"[^\W\d_]+", ctx.plan.question.lower())])
    return values


def _held_anywhere(ctx: QueryContext, names: Sequence[str]) -> List[str]:
    """The seen values of the first of `names` that is a setting some thing holds ([] for none)."""
    for name in dict.fromkeys(n for n in names if n and n != "*"):
        for entity in ctx.reader.current_values(f"setting:{name}"):
            seen = _seen_values(ctx, entity, f"setting:{name}")
            if seen:
                return seen
    return []


def _asked_on(ctx: QueryContext, entities: Sequence[str], asked: Set[str], planned: str) -> List[str]:
    """The seen values of the first setting of `entities` the question asks about ([] for none)."""
    for entity in entities:
        for snap in ctx.reader.states(entity, as_of_ns=ctx.now_ns):
            if snap.attribute.startswith("setting:"):
                values = _seen_values(ctx, entity, snap.attribute)
                if _asks(snap.attribute.split(":", 1)[1], values, asked, planned):
                    return values
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
