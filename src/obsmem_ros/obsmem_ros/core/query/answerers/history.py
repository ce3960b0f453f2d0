"""State questions answered from a pair's history: "where was the mug before it was moved into
the cupboard?" (the run of values before the named change; runs are read by `retrieval.state`)."""
from __future__ import annotations

from typing import List

from ..retrieval.context import QueryContext
from ..retrieval.state import Run, robot_facts_between, setting_attributes, value_runs
from ..retrieval.to_evidence import fact_evidence
from .draft import Draft, missing
from .wording import describe_value, value_type_of


def _matches(ctx: QueryContext, value: str, phrase: str) -> bool:
    phrase = phrase.strip().lower()
    if not phrase:
        return False
    name = ctx.display(value).lower()
    return value.lower() == phrase or name == phrase or ctx.place_id(phrase) == value or name.endswith(" " + phrase) \
        or value.lower().replace("_", " ") == phrase


def before_change(ctx: QueryContext, ids: List[str], attribute: str) -> Draft:
    """"Where was the mug before it was moved into the cupboard?": the value of the run before the
    latest run whose value is the one the question names (`plan.changed_to`)."""
    wanted = ctx.plan.changed_to
    for entity in ids:
        for name in setting_attributes(ctx, entity, attribute):
            runs = value_runs(ctx, entity, name)
            hits = [i for i, run in enumerate(runs) if i > 0 and _matches(ctx, run.value, wanted)]
            if not hits:
                continue
            before, change = runs[hits[-1] - 1], runs[hits[-1]]
            return _before_draft(ctx, entity, name, before, change)
    return missing(f"memory holds no change of {' / '.join(ctx.plan.targets) or 'it'} to {wanted!r}")


def _before_draft(ctx: QueryContext, entity: str, attribute: str, before: Run, change: Run) -> Draft:
    sentence = describe_value(ctx, entity, attribute, before.value).replace(" is ", " was ", 1)
    sentence += f" Then: {describe_value(ctx, entity, attribute, change.value)}"
    candidates = [fact_evidence(ctx, change.first), fact_evidence(ctx, before.last, 0.95),
                  fact_evidence(ctx, before.first, 0.9)]
    between = robot_facts_between(ctx, entity, attribute, before.last.time_ns + 1, change.first.time_ns - 1)
    if between:  # the pick that took it away (a held run in between)
        candidates.insert(1, fact_evidence(ctx, between[0], 0.97))
    value_type = "entity" if attribute == "location" else value_type_of(before.first)
    return Draft(answer=sentence, value=before.value, value_type=value_type, candidates=candidates)


