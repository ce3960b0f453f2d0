"""State questions answered from a pair's history: the value before a named change ("where was
the mug before it was moved into the cupboard?"), ever, before the current one, and as a named
event set it ("where did Bob put the keys")."""
from __future__ import annotations

from ..plan import QueryPlan
from ..state_readings import ChangeFound, EverFound, PreviousFound, SetByEventFound
from .draft import Draft, missing
from .wording import describe, value_type_of, what_asked


def before_change(plan: QueryPlan, found: ChangeFound) -> Draft:
    if not found.subject:
        return missing(f"memory holds no change of {' / '.join(plan.targets) or 'it'} to {plan.changed_to!r}")
    name, attribute = found.name(found.subject), found.attribute
    sentence = describe(name, attribute, found.before_value, found.name(found.before_value)).replace(" is ", " was ", 1)
    sentence += f" Then: {describe(name, attribute, found.change_value, found.name(found.change_value))}"
    candidates = [found.change.evidence, found.before_last.evidence, found.before_first.evidence]
    if found.between is not None:  # the pick that took it away (a held run in between)
        candidates.insert(1, found.between.evidence)
    value_type = "entity" if attribute == "location" else value_type_of(found.before_first.fact)
    return Draft(answer=sentence, value=found.before_value, value_type=value_type, candidates=candidates)


def ever(plan: QueryPlan, found: EverFound) -> Draft:
    """"Was the laptop ever on the desk?"."""
    if found.hits:
        value = found.hits[-1].fact.value
        said = describe(found.name(found.subject), found.attribute, value, found.name(value)).replace(' is ', ' was ', 1)
        return Draft(answer=f"Yes: {said}", value="yes", value_type="bool",
                     candidates=[h.evidence for h in reversed(found.hits)])
    if found.latest:
        return Draft(answer=f"No: memory never saw the {found.name(found.subject)} there.", value="no", value_type="bool",
                     candidates=[f.evidence for f in reversed(found.latest)])
    return missing(f"no {found.attribute} is known for {what_asked(plan)}")


def previous(plan: QueryPlan, found: PreviousFound) -> Draft:
    """"Where was the laptop before?"."""
    if not found.known:
        return missing(f"no {found.attribute} is known for the {found.name(found.subject)}")
    if found.previous is None:
        return missing(f"memory holds only one {found.attribute} for the {found.name(found.subject)}")
    name, attribute, before = found.name(found.subject), found.attribute, found.previous.fact
    sentence = describe(name, attribute, before.value, found.name(before.value)).replace(" is ", " was ", 1)
    if found.now is not None:
        sentence += f" Now: {describe(name, attribute, found.now.fact.value, found.name(found.now.fact.value))}"
    value_type = "entity" if attribute == "location" else value_type_of(before)
    candidates = [found.previous.evidence] + ([found.now.evidence] if found.now is not None else [])
    return Draft(answer=sentence, value=before.value, value_type=value_type, candidates=candidates)


def set_by_event(plan: QueryPlan, found: SetByEventFound) -> Draft:
    """"Where did Bob put the keys": the value the latest matching event gave the attribute."""
    if found.fact is None:
        return missing(f"memory holds no matching event about the {found.name(found.subject)}")
    fact, attribute = found.fact.fact, found.attribute
    sentence = describe(found.name(fact.entity), attribute, fact.value, found.name(fact.value)).replace(" is ", " was put ", 1)
    return Draft(answer=sentence, value=fact.value, value_type="entity" if attribute == "location" else value_type_of(fact),
                 candidates=[found.event.evidence, found.fact.evidence])
