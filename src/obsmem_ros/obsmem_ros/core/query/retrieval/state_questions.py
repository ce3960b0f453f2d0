"""State and Belief view retrievers for state questions: each reads what one kind of answer needs
and returns it as a typed bundle (`..state_readings`), display names resolved."""
from __future__ import annotations

import re
from typing import Iterable, List, Optional, Sequence

from obsmem_ros.core.hearing import NEGATED_PREFIX
from obsmem_ros.core.records import Fact, Provenance
from obsmem_ros.core.spoken_settings import SETTING_KIND

from ..question_parser import ANY_SETTING
from ..setting_asked import STRANDED_ON
from ..readings import ClaimReading, EventReading, StateReading
from ..state_readings import BeliefFound, SourceFound
from .context import QueryContext, id_form
from .events import safe_event
from .claims import claims_about, claims_say_rest, heard_about, heard_claims, question_negated
from .heard_saying import heard_saying
from .relayed import claim_origins, heard_origins, said_first_by
from .said_order import states
from .said_spots import seen_place
from .state import belief_of, history_of, snapshot
from .to_evidence import belief_evidence, event_evidence, fact_evidence
from .to_readings import event_reading, fact_reading
from .untold_relatives import untold_relatives


def plan_attribute(ctx: QueryContext) -> str:
    """The attribute a state question asks about (location unless it names one, or it asks what a
    device with a tracked setting is on)."""
    attribute = ctx.plan.attribute or "location"
    if attribute == "location" and STRANDED_ON.search(ctx.plan.question.lower().replace("\u2019", "'")):
        ids = ctx.first_target_ids()
        if ids and any(s.attribute.startswith(SETTING_KIND) for s in ctx.reader.states(ids[0], as_of_ns=ctx.now_ns)):
            return ANY_SETTING
    return attribute


def names_of(ctx: QueryContext, ids: Iterable[str]) -> dict:
    """Display names of the ids ("" ids skipped)."""
    return {i: ctx.display(i) for i in ids if i}


def fact_ids(*facts: Optional[Fact]) -> List[str]:
    """The entity, value and reporter ids of the facts (None skipped)."""
    return [i for f in facts if f is not None for i in (f.entity, f.value, f.reporter)]


def expected_match(ctx: QueryContext, attribute: str, value: str) -> Optional[bool]:
    """Whether a value is the one the yes/no question names (None when it names none)."""
    expected = ctx.plan.expected or ""
    if not expected:
        return None
    if attribute in ("location", "held_by", "owner"):
        return value in (ctx.place_id(expected), expected) or ctx.display(value) == expected
    return value.lower() == expected.lower()


def retrieve_belief(ctx: QueryContext) -> BeliefFound:
    """The current value of the target's pair and the belief in it."""
    ids = ctx.first_target_ids()
    if not ids:
        return BeliefFound()
    entity, attribute, snap = snapshot(ctx, ids, plan_attribute(ctx), None)
    if snap is None:
        return BeliefFound(subject=entity, attribute=attribute, names=names_of(ctx, [entity]))
    belief = belief_of(ctx, entity, attribute)
    fact = snap.current
    state = StateReading(evidence=fact_evidence(ctx, fact), fact=fact, names=names_of(ctx, fact_ids(fact)), belief=belief,
                         belief_events=tuple(belief_evidence(ctx, belief)),
                         matches_expected=expected_match(ctx, attribute, fact.value))
    return BeliefFound(subject=entity, attribute=attribute, state=state, names=names_of(ctx, [entity, fact.value]))


def claim_reading(ctx: QueryContext, fact: Fact) -> ClaimReading:
    """A reported fact with the utterance that made it."""
    event = safe_event(ctx, fact.source_event_id)
    said = event_evidence(ctx, event, entity=fact.entity) if event is not None else None
    return ClaimReading(evidence=fact_evidence(ctx, fact), fact=fact, names=names_of(ctx, fact_ids(fact)), said=said)


def _next_look(ctx: QueryContext, claim: Fact, attribute: str) -> Optional[Fact]:
    """The robot's first look at the claimed thing at or after the claim."""
    looks = [f for f in history_of(ctx, claim.entity, attribute, since_ns=claim.time_ns)
             if f.provenance is not Provenance.REPORTED and f.time_ns >= claim.time_ns]
    return looks[0] if looks else None


def retrieve_source(ctx: QueryContext) -> SourceFound:
    """Who said what about the target: the speakers' claims and the robot's next look after the
    latest when the question names speakers ("according to Bob", "was Bob right"), else every
    claim about it that fits the place and polarity the question names (`claims`); when none
    does, the utterances heard that name the thing and say the rest (`heard`), else those that say
    most of the question in other words, the thing not named by its name (`heard_saying`)."""
    phrase, ids = next(((p, i) for p, i in ctx.targets() if i), ("", []))
    if not ids:
        return _unseen_source(ctx)
    attribute = plan_attribute(ctx)
    if attribute == "location" and not ctx.plan.places:
        attribute = _claimed_setting(ctx, ids[0]) or attribute
    persons = _told(ctx, ids, attribute, _speakers(ctx, [p for p in ctx.person_ids() if p not in ids]))
    form = ctx.plan.form
    if persons and form != "who_said" and (form or not re.match(r"^who\b", ctx.plan.question.lower())):
        return _said_by(ctx, ids, phrase, attribute, persons)
    reports = _naming(ctx, claims_about(ctx, ids, attribute, negated=question_negated(ctx.plan.question)), persons)
    saying = [] if reports and _claims_fit(ctx, reports, ids, phrase, attribute) else heard_about(ctx, ids, phrase)
    if reports:  # claims that do not say it yield only to an utterance that states it
        saying = [e for e in saying if states(ctx.plan.question, e.utterance or e.text)]
        reports = [] if saying else reports
    heard = tuple(event_reading(ctx, e, entity=ids[0]) for e in saying[:3])
    if not reports and not heard:  # the thing was said in other words ("turned the heat up": the thermostat)
        heard = tuple(event_reading(ctx, e) for e in heard_saying(ctx)[:3])
    return _found(ctx, ids[0], attribute, reports, heard)


def _claims_fit(ctx: QueryContext, reports: Sequence[Fact], ids: Sequence[str], phrase: str, attribute: str) -> bool:
    """Whether the claims kept answer what the question says of the thing: any claim when it asks
    a place or a setting, else one whose words say the rest of the question (a claim of
    where the machine is loses to an utterance heard saying it "makes noise": `claims_say_rest`)."""
    return bool(ctx.plan.places) or attribute != "location" or claims_say_rest(ctx, reports, ids, phrase)


def _said_by(ctx: QueryContext, ids: Sequence[str], phrase: str, attribute: str, persons: List[str]) -> SourceFound:
    """The named speakers' claims about the thing, their own or passed on by others ("According to
    Stu ...", told by Aroha: "Stu reckons ..."), with the robot's next look after the latest."""
    own = claims_about(ctx, ids, attribute, persons=persons, negated=False)
    candidates = {f.id: f for f in own + claims_about(ctx, ids, attribute, negated=False)}
    origins = claim_origins(ctx, list(candidates.values()))
    kept = [f for f in candidates.values() if origins.get(f.id, f.reporter) in persons]
    said = {f.source_event_id for f in kept}  # words heard later than any claim kept from them count too
    heard = [f for f in heard_claims(ctx, ids, phrase, attribute, persons) if f.source_event_id not in said]
    reports = _as_known(ctx, sorted(kept + heard, key=lambda f: (f.time_ns, f.id)), attribute)
    look = _next_look(ctx, reports[-1], attribute) if reports else None
    return SourceFound(subject=ids[0], attribute=attribute, persons=tuple(persons),
                       claims=tuple(claim_reading(ctx, f) for f in reports),
                       next_look=fact_reading(ctx, look) if look is not None else None,
                       origins={f.id: origins[f.id] for f in kept if f.id in origins},
                       names=names_of(ctx, [ids[0], *persons, *fact_ids(*reports, look), *origins.values()]))


def _as_known(ctx: QueryContext, reports: List[Fact], attribute: str) -> List[Fact]:
    """The places a person said, as the state answer grounds them (`said_spots.seen_place`: "my
    closet" said by the mother is the parents' room), when their words are asked for, not judged."""
    if attribute != "location" or ctx.plan.form == "was_right":
        return reports
    return [seen_place(ctx, f) for f in reports]


def _found(ctx: QueryContext, subject: str, attribute: str, reports: Sequence[Fact],
           heard: Sequence[EventReading]) -> SourceFound:
    """The source bundle of claims (or utterances heard), with whom each relayed one came from."""
    events = [h.event for h in heard]
    origins = {**claim_origins(ctx, reports), **said_first_by(ctx, events, heard_origins(ctx, events))}
    return SourceFound(subject=subject, attribute=attribute, claims=tuple(claim_reading(ctx, f) for f in reports),
                       heard=tuple(heard), origins=origins,
                       names=names_of(ctx, [subject, *fact_ids(*reports), *(h.event.actor for h in heard),
                                            *origins.values()]))


def _speakers(ctx: QueryContext, persons: List[str]) -> List[str]:
    """The people asked about as speakers: an owner the question names beside a speaker ("Where
    did Carol say Alice's laptop was?") says whose thing it is, not who said it."""
    owners = ctx.possessors(persons)
    return [p for p in persons if p not in owners] if len(owners) < len(persons) else persons


def _told(ctx: QueryContext, ids: Sequence[str], attribute: str, persons: List[str]) -> List[str]:
    """The speakers asked about, a relative named by a word memory ties to nobody and no claim
    about the thing names ("Where did Dad say his envelope is?" before anyone was heard to call
    someone Dad; `untold_relatives`) read as any of the people who made those claims: one of
    them is the relative."""
    if not persons:
        return persons
    facts = claims_about(ctx, ids, attribute, negated=False)
    named = set(claim_origins(ctx, facts).values()) | {f.reporter for f in facts}
    untold = untold_relatives(ctx, persons, named)
    if not untold:
        return persons
    people = ctx.reader.people()
    return list(dict.fromkeys([p for p in persons if p not in untold] + sorted(p for p in named if p in people)))


def _claimed_setting(ctx: QueryContext, entity: str) -> str:
    """The one setting people made claims about, for a thing nobody said a place of ("Who said
    they'd turned the heating up?" asks the thermostat's claimed temperature, not where it is);
    "" when its place was claimed, or no setting or several were."""
    attributes = {f.attribute for f in ctx.reader.reports(entity=entity, as_of_ns=ctx.now_ns)
                  if f.provenance is Provenance.REPORTED}
    settings = [a for a in attributes if a.startswith(SETTING_KIND)]
    return settings[0] if len(settings) == 1 and not attributes & {"location", f"{NEGATED_PREFIX}location"} else ""


def _naming(ctx: QueryContext, reports: List[Fact], persons: Sequence[str]) -> List[Fact]:
    """The claims whose words name the people the question says the thing was about ("Who told you
    Caleb had moved them?": a claim that names Caleb, or Caleb's own); all of them when it names nobody."""
    if not persons:
        return reports
    names = {w for p in persons for w in (p.lower(), ctx.display(p).lower())}
    kept = []
    for fact in reports:
        words = set(re.findall(r"[^\W\d_]+", _said(ctx, fact).lower()))
        if names & words or fact.reporter in persons:  # "I moved them", said by Caleb himself
            kept.append(fact)
    return kept


def _said(ctx: QueryContext, fact: Fact) -> str:
    event = safe_event(ctx, fact.source_event_id)
    return (event.utterance or "") if event is not None else ""


def _unseen_source(ctx: QueryContext) -> SourceFound:
    """Who said it, about something the robot never saw: an appointment, a party, a thing only
    heard of ("Who said the builder's coming on Tuesday?"). What was said is linked against the
    claims filed under the name it was heard by (`id_form`), else against the utterances heard
    that name it and say the rest of the question (`heard_about`); the question's content words
    stand for the thing when it names none the parser kept ("Who told you movie night had moved?");
    when neither names what was said, the utterances that say most of the question (`heard_saying`)."""
    phrase = next(iter(ctx.plan.targets), "") or " ".join(ctx.plan.keywords)
    attribute = plan_attribute(ctx)
    filed = [id_form(t) for t in ctx.plan.targets]
    reports = claims_about(ctx, filed, attribute, negated=question_negated(ctx.plan.question)) if filed else []
    named = [] if reports or not phrase.strip() else heard_about(ctx, [], phrase)
    heard = tuple(event_reading(ctx, e) for e in named[:3])
    if not reports and not heard:
        heard = tuple(event_reading(ctx, e) for e in heard_saying(ctx)[:3])  # said in other words
        phrase = phrase.strip() or ctx.plan.question
    if not reports and not heard:
        return SourceFound()
    subject = reports[0].entity if reports else phrase
    return _found(ctx, subject, attribute, reports, heard)
