"""`LanguageQuestionParser`: the language layer's `Parse` mapped to a `QueryPlan`.

The offline `LanguageParser` (spaCy dependency parse + MiniLM intent classifier + entity linking)
reads the question against a `Lexicon` built from what the memory knows (entity names,
categories, colours, owners; cached per memory size). The parse is then mapped to the plan
the retrievers read: linked mentions become entity ids, descriptions ("whatever Bob picked up
last") are resolved through memory, resolved times become symbolic `TimeRef`s relative to the
memory's clock (so the engine re-anchors them to the question's cutoff), verb lemmas go through
the trace verb table. A parse below the classifier's confidence, or of text that is not English,
becomes a plan that is not understood: the engine answers it known=false with the reason.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Dict, Optional, Sequence, Tuple


from ..clock_words import asked_clock, spoken_clock
from ..language import Kind, LanguageParser, Lexicon, Parse, Value, link, quoted, shared_parser
from ..language.kin_roles import kin_lexicon
from ..language.asked_copula import copula_restored
from ..language.lead_ins import asked_question, without_afterword
from ..language.linking import canonical, clean
from ..language.parse import Role
from ..language.parser import asked_understood
from ..language.person_words import clipped_person
from ..language.syntax import analyse, normalise
from ..language.verbs import lexicon_action
from .answerers.commitments import question_form
from .undertaking_questions import (asks_arrangement_time, asks_due_time, asks_requested_deed, asks_time,
                                    asks_wanted_place, parsed_form)
from .asked_frames import framed
from .choice_questions import offered_people
from .learnt_asked import learnt_source
from .own_sightings import own_sighting
from .plan_lead_ins import plan_led_in
from .placed_participles import without_placing_participle
from .fronted_people import with_person_written
from .inverted_questions import inverted
from .passed_on_questions import passed_on_question
from .name_capitals import with_capitals
from .possessives import wh_apostrophes, with_apostrophes
from .setting_asked import setting_now, setting_state
from .lexicon import STOPWORDS, VERB_FORMS
from .question_times import day_span, household_hours, merge, midnight, time_ref
from .plan import EventAnchor, Intent, Ordinal, QueryPlan, Relation, TemporalFilter, TimeRef, parties
from .question_mentions import WH_WORDS, inside_time, plan_phrases
from .question_parser import ANY_SETTING, RuleQuestionParser, intent_views
from .retrieval.language import MemoryLexicon
from .rule_agreement import rule_plan_agrees
from .syntax_readings import syntax_reading

if TYPE_CHECKING:
    from obsmem_ros.core.reader import MemoryReader

    from .text_index import TextIndex

_INTENTS: Dict[str, Intent] = {
    **dict.fromkeys(("where_is", "state_now", "setting_now", "which_room", "owner"), Intent.CURRENT_STATE),
    "past_state": Intent.PAST_STATE, "last_time": Intent.EVENT_WHEN, "who_did": Intent.EVENT_WHO,
    "count": Intent.EVENT_COUNT, **dict.fromkeys(("who_said", "was_right", "what_said"), Intent.SOURCE),
    **dict.fromkeys(("commitment_when", "who_asked", "request_done"), Intent.COMMITMENT),
    "usual_time": Intent.ROUTINE, "routine": Intent.ROUTINE, "habit": Intent.HABIT,
    "preference": Intent.PREFERENCE, "activity": Intent.ACTIVITY, "trust": Intent.BELIEF,
    "planning": Intent.PLANNING_CONTEXT, "free_text": Intent.FREE_TEXT,
}
_STATE_INTENTS = (Intent.CURRENT_STATE, Intent.PAST_STATE)
_FORMS = {"was_right": "was_right", "who_said": "who_said", "what_said": "what_said", "who_asked": "who_asked",
          "request_done": "done"}
_RELATIONS = {"at": Relation.AT, "during": Relation.DURING, "before": Relation.BEFORE, "after": Relation.AFTER,
              "ago": Relation.AT}


class LanguageQuestionParser:
    """A `QuestionParser` over the language layer, reading the memory through `reader`.

    `asker` is who asks ("" = unknown); `language` defaults to the process's shared
    `LanguageParser` (models load once, at first use)."""

    def __init__(self, reader: "MemoryReader", *, language: Optional[LanguageParser] = None, asker: str = "",
                 text_index: Optional["TextIndex"] = None) -> None:
        self.memory = MemoryLexicon(reader)  # the retrieval side: lexicon rows, descriptions, clock
        self.language = language or shared_parser()
        self.asker = asker
        self.text_index = text_index  # shares the question's embedding with free-text search (same MiniLM)
        self.last_parse: Optional[Parse] = None
        self.rules = RuleQuestionParser()  # exact on the forms it knows: its plan stands when it agrees

    def lexicon(self) -> Lexicon:
        """What the memory knows, for linking (rebuilt when the memory holds more events)."""
        return self.memory.lexicon()

    def plan(self, question: str) -> QueryPlan:
        return self.plan_at(question, None)

    def plan_at(self, question: str, at_ns: Optional[int]) -> QueryPlan:
        """The plan of a question asked at `at_ns` (None: at the newest event memory holds): its
        relative times ("yesterday", "on Friday night") are read against that moment, the one
        the engine answers as of."""
        origin_ns, now_ns = self.memory.clock()
        now_ns = now_ns if at_ns is None else at_ns
        lexicon = self.lexicon()  # once per question: each read asks the store how many events it holds
        question = without_afterword(wh_apostrophes(question))  # "Where's the jar? Nan wants it ready": the first asks
        question = with_capitals(question, self.memory.people(), kin_lexicon())  # "does colt like ...": Colt
        question = with_person_written(question, self.memory.person_words())  # "Ruth: ..., which does she ..."
        question = passed_on_question(question, self.memory.person_words())  # "Jenny wants to know if her ..."
        led = question
        question = asked_question(question, lambda phrase: bool(link(phrase, lexicon)[1])) or question
        choice = offered_people(question, self._names_person)  # "..., Kawika or Jas?": asked without them
        question = choice.asked if choice is not None else question
        text = clock_in_digits(question.strip())  # a lead-in's referents are written into the asked clause
        text = normalise(text, self.memory.varieties())  # asked in the household's own words ("the day": today)
        text = with_apostrophes(text, self.memory.person_words())
        text = copula_restored(text)  # "Mom's phone, still on the couch?": "Is Mom's phone still on the couch?"
        text = without_placing_participle(text, self._names_person)  # "where's the torch kept?": "where's the torch?"
        parse = asked_understood(setting_now(syntax_reading(self.language.parse(text, asker=self.asker, now_ns=now_ns,
                                                                    day1_ns=midnight(origin_ns), lexicon=lexicon))),
                                 self.language.config)
        if self.text_index is not None and parse.embedding is not None:
            self.text_index.share_query_vector(text, parse.embedding)  # the one sentence embedding of the question
        self.last_parse = parse
        plan = to_plan(question.strip(), parse, now_ns=now_ns, resolve=self.memory.describe, lexicon=lexicon)
        rule = self.rules.plan(text)
        if rule_plan_agrees(rule, plan, parse, lexicon, _intent_of, people=self.memory.people()):  # keeps the parse's reason (LLM fallback)
            form = rule.form or plan.form if rule.intent is plan.intent else rule.form
            plan = replace(rule, form=form, reason=rule.reason or plan.reason)
        plan = _lead_in_form(own_sighting(robot_asked(framed(learnt_source(setting_state(plan))))), led)
        plan = _plan_asked(plan, led)
        return replace(plan, choices=choice.people) if choice is not None and not choice.open else plan

    def _names_person(self, word: str) -> bool:
        """Whether `word` names someone of the household: a person memory knows, a word they are
        called by, a kin word, or the clipped start of a name ("Dani" of Danielle)."""
        words = self.memory.person_words()
        people = self.memory.people()
        return word.lower() in words or bool(clipped_person(word, {p: (p,) for p in people}))


_TO_THE_ROBOT = re.compile(r"\b(?:do|would|did|can|could) you (?:reckon|think|say|guess|suppose)\b|\byou (?:reckon|think)\b")


def _lead_in_form(plan: QueryPlan, led: str) -> QueryPlan:
    """A time asked after a lead-in that names a reminder ("Mum wanted a nudge about the roast. When
    were you meant to give it?") asks the reminder's time, not the deed's: the asked clause, read
    alone with its pronoun written out, no longer says which undertaking it asks about."""
    if led.strip() == plan.question or plan.form not in ("", "when") or not asks_time(plan.question):
        return plan
    if parsed_form(led) != "remind_time":
        return plan
    return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="remind_time")


_NOT_PLANS = frozenset({Intent.CURRENT_STATE, Intent.PAST_STATE, Intent.PREFERENCE})


def _plan_asked(plan: QueryPlan, led: str) -> QueryPlan:
    """A state or preference reading of a question after a lead-in that states someone's plan ("Tolu
    was going to fetch the cake. Is she still?") asks about that plan (`plan_lead_ins`): who is to do
    it now."""
    if plan.intent not in _NOT_PLANS or not plan_led_in(led):
        return plan
    return replace(plan, intent=Intent.COMMITMENT, views=intent_views(Intent.COMMITMENT), form="who_owes",
                   attribute=None, expected=None, yes_no=False)


def robot_asked(plan: QueryPlan) -> QueryPlan:
    """A question that asks what the robot itself believes ("Where do you reckon Rosa's cardigan
    is?") is a state question even when it names a person: a person named only as the owner of
    the thing asked about is no speaker whose words it asks for."""
    if plan.intent is not Intent.SOURCE or not plan.persons or not _TO_THE_ROBOT.search(plan.question.lower()):
        return plan
    if parties(plan, plan.persons):
        return plan
    return replace(plan, intent=Intent.CURRENT_STATE, views=intent_views(Intent.CURRENT_STATE), form="",
                   attribute=plan.attribute or "location")


def clock_in_digits(question: str) -> str:
    """The question with clock times said in words written in digits ("at quarter to six" ->
    "at 5:45", `clock_words.spoken_clock`; "at noon" -> "at 12:00", `clock_words.asked_clock`), the
    rest as typed (names keep their capitals)."""
    lowered = question.lower()
    rewritten = asked_clock(spoken_clock(lowered))
    if rewritten == lowered or len(lowered) != len(question):
        return rewritten if len(lowered) != len(question) else question
    out, at = [], 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, lowered, rewritten, autojunk=False).get_opcodes():
        out.append(question[i1:i2] if tag == "equal" else rewritten[j1:j2])
        at = i2
    return "".join(out) + question[at:]


def to_plan(question: str, parse: Parse, *, now_ns: int, resolve=None, lexicon: Optional[Lexicon] = None) -> QueryPlan:
    """The `QueryPlan` of a `Parse` (`resolve(mention, now_ns)` -> entity id for descriptions;
    `lexicon` links values the question names, e.g. the place a change moved a thing to)."""
    parse = _count_reading(_due_reading(_as_question(parse)))
    if not parse.understood or parse.kind.value not in ("question", "unknown"):
        reason = parse.reason or (f"did not understand {quoted(question)}: it reads as a {parse.kind.value}, not a "
                                  f"question; best reading {parse.kind.value}:{parse.intent} ({parse.confidence:.2f})")
        return QueryPlan(question=question, intent=_INTENTS.get(parse.intent, Intent.FREE_TEXT), understood=False,
                         reason=reason, views=intent_views(Intent.FREE_TEXT), persons=_persons(parse),
                         temporal=_temporal(parse, now_ns))
    intent = _INTENTS.get(parse.intent, Intent.FREE_TEXT)
    words = re.findall(r"\w+", parse.text.lower())
    if intent is Intent.CURRENT_STATE and parse.yes_no and "ever" in words:
        intent = Intent.PAST_STATE   # "was the laptop ever on the sofa?": any time in its history, not now
    temporal = _temporal(parse, now_ns)
    changed_to = next((_value(v, lexicon, parse.text) for v in parse.values if v.changed_to), "")
    if parse.intent == "past_state" and not changed_to and not parse.times and parse.claim is not None:
        # "Bob's laptop got moved onto the nightstand. Where was it before?": the statement names the change
        changed_to = next((m.entity or clean(m.text) for m in parse.claim.mentions if m.role == "place"), "")
    if parse.intent == "past_state" and not changed_to and not parse.times:
        # "the thermostat was changed to 19 - what was it before?": the number names the change
        changed_to = next((_value(v, lexicon) for v in parse.values if v.kind in ("clock", "number")), "")
    if changed_to:  # "before it was moved to the sofa": the change is the time reference
        temporal = TemporalFilter(ordinal=temporal.ordinal)
    if intent is Intent.CURRENT_STATE and (temporal.relation is not Relation.NONE or changed_to):
        intent = Intent.PAST_STATE
    if intent is Intent.PAST_STATE and temporal.relation is Relation.NONE and not changed_to:
        temporal = TemporalFilter(relation=Relation.PREVIOUS)
    targets, places = plan_phrases(parse, now_ns, resolve)
    if changed_to:
        places = ()  # the place of the change is its value, not a place asked about
    attribute = _attribute(parse, intent, changed_to)
    expected = _expected(parse, places)
    if attribute == "state" and expected is not None and places and expected == places[0]:
        attribute = "location"  # "are the car keys on the hook?": no state named, the place checked is the question
    if parse.intent == "was_right" and places:
        expected = expected or places[0]  # "Carol said X was on the sofa. Was she right?" checks the sofa
    if intent in _STATE_INTENTS and not targets and places:
        attribute = attribute or "location"
    persons = _persons(parse)
    yes_no = parse.yes_no or (bool(expected) and not WH_WORDS & set(words))  # "Tell me, is the oven on?"
    return QueryPlan(
        question=question, intent=intent, targets=targets, places=places, persons=persons, sessions=parse.sessions,
        attribute=attribute, expected=expected, verbs=trace_verbs(parse.verbs, words), temporal=temporal,
        views=intent_views(intent), keywords=_keywords(words, parse),
        yes_no=yes_no and intent in _STATE_INTENTS + (Intent.EVENT_COUNT,), changed_to=changed_to,
        form=_form(parse), reason=parse.reason)


def _keywords(words: Sequence[str], parse: Parse) -> Tuple[str, ...]:
    """The question's content words, without the words that name a person ("Gran", the "Uncle" of
    "Uncle Stevie": the person is asked about, not a thing called so)."""
    named = {p.text.lower() for p in parse.people}
    return tuple(w for w in words if w not in STOPWORDS and len(w) > 1 and w not in named)


def _persons(parse: Parse) -> Tuple[str, ...]:
    """The people the question is about (not the asker; no capitalised word inside a time)."""
    return tuple(dict.fromkeys(p.id for p in parse.people if p.role is not Role.ASKER
                               and not inside_time(p.span, parse.times)))


def _intent_of(key: str) -> Intent:
    """The read-path intent of a classifier key ("question:where_is"); other kinds are free text."""
    kind, _, label = key.partition(":")
    return _INTENTS.get(label, Intent.FREE_TEXT) if kind == "question" else Intent.FREE_TEXT


def _form(parse: Parse) -> str:
    """The answerers' question form the parse's fine intent names. A commitment question keeps the
    specific form its words show ("what time are you reminding Dan": the reminder's clock); else
    "when" asks a commitment's time only when the question asks a time and names no clock time
    ("when's the match", "what time's the drop-off on Monday"; "what is due tomorrow", "is there
    anything due?", "what did Bob ask me to do" list)."""
    if parse.intent == "commitment_when":
        if asks_wanted_place(parse.text):
            return "where"
        said = question_form(parse.text)
        if said != "list":
            return said
        clock = any(t.granularity.value in ("minute", "hour") for t in parse.times)  # a day only narrows it
        return "when" if not (clock or parse.yes_no) and asks_time(parse.text) else ""
    return _FORMS.get(parse.intent, "")


_WHO_FIRST = re.compile(r"^\W*who(?:'s|s|’s)?\b", re.IGNORECASE)


def _as_question(parse: Parse) -> Parse:
    """A text that ends in "?" read as an instruction ("Could you tell me if the dishwasher is open?"),
    or one that opens with "who" or with "be", "do" or "have" before its subject read as a statement
    or an instruction, as a recogniser writes a question ("who's taking the bins out sunday night",
    "is the cake still on the counter": no English statement or order opens so), takes its best
    question reading instead."""
    asked = parse.kind is Kind.INSTRUCTION and parse.text.rstrip().endswith("?")
    spoken = parse.kind in (Kind.INSTRUCTION, Kind.STATEMENT) and (_WHO_FIRST.match(parse.text) or inverted(parse))
    if not (asked or spoken):
        return parse
    key, prob = next(((k, p) for k, p in parse.alternatives if k.startswith("question:")), ("", 0.0))
    if not key:
        return parse
    mentions = tuple(replace(m, role="target") if m.role == "condition" else m for m in parse.mentions)
    return replace(parse, kind=Kind.QUESTION, intent=key.split(":", 1)[1], confidence=prob, mentions=mentions,
                   condition=None)


def _due_reading(parse: Parse) -> Parse:
    """A question that asks by when something was to be done, where someone wanted a thing, what
    someone asked to be done, or a reminder's time or state or what was promised, by any word that
    means it (`undertaking_questions`), read as the commitment question it is, whatever reading the
    classifier gave it (an event's time, a source, or none above its confidence): the syntax says
    so, not the words' closeness to examples."""
    if parse.intent == "commitment_when" and parse.understood or not (
            asks_due_time(parse.text) or asks_wanted_place(parse.text) or asks_requested_deed(parse.text)
            or asks_arrangement_time(parse.text)  # "what time's midnight mass?"
            or parsed_form(parse.text) not in ("", "done")):  # a reminder's time or state, what was promised
        return parse
    return replace(parse, kind=Kind.QUESTION, intent="commitment_when", understood=True, reason="")


_HOW_MANY_TIMES = re.compile(r"\bhow (?:many times|often|frequently)\b|\bnumber of times\b")
_PAST_AUX = frozenset({"did", "has", "have", "had", "was", "were"})


def _count_reading(parse: Parse) -> Parse:
    """A question that asks how many times (how often) something happened, in the past ("how many
    times did Ben switch the telly over", "how often has the fridge been opened today"), counts
    events whatever reading the classifier gave it: the wh-phrase asks a number of occurrences.
    In the present it asks a habit ("how often does Ben ..."), which stays as read; the past is an
    auxiliary of it or a verb in the simple past ("the number of times Ben fed the cat")."""
    text = parse.text.lower()
    if parse.intent == "count" or not parse.understood or not _HOW_MANY_TIMES.search(text):
        return parse
    if _PAST_AUX.isdisjoint(re.findall(r"[^\W\d_]+", text)) and not any(
            t.tag_ == "VBD" for t in analyse(normalise(parse.text))):
        return parse
    return replace(parse, kind=Kind.QUESTION, intent="count")


def _value(value: Value, lexicon: Optional[Lexicon], question: str = "") -> str:
    """A value the question names: a clock or number as said ("07:00"), an entity it links to
    ("the bedside table" -> nightstand_1; by the words of its whole span in `question`, so "the
    kids' desk" keeps its modifier), else its words."""
    text = value.normalised or value.text
    if value.kind in ("clock", "number") or re.fullmatch(r"\d{1,2}[:.]\d{2}|\d+(?:\.\d+)?", text.strip()):
        return text.strip()
    words = clean(text)
    said = clean(question[value.span.start:value.span.end]) if question and value.span is not None else ""
    for phrase in dict.fromkeys(p for p in (said, words) if p and lexicon is not None):
        _candidates, entity = link(phrase, lexicon, head=phrase.split()[-1])
        if entity:
            return entity
    return canonical(words)  # "the bedside table" among two: the word memory's names use (nightstand)


def trace_verbs(lemmas: Sequence[str], words: Sequence[str] = ()) -> Tuple[str, ...]:
    """Verb lemmas as trace verbs through the rule parser's verb table ("move" -> pick, place, ...);
    a phrasal verb ("turn off") counts when its particle is among the question's `words`. A lemma
    or verb phrase that table does not know is read through the one verb lexicon ("lift", "go
    for" -> pick: `language.verbs.lexicon_action`)."""
    present = set(words)
    phrasal = [v for form, verbs in VERB_FORMS.items() if " " in form
               and form.split()[0] in lemmas and form.split()[1] in present for v in verbs]
    return tuple(dict.fromkeys([*phrasal, *(v for lemma in lemmas for v in _lemma_verbs(lemma))]))


def _lemma_verbs(lemma: str) -> Tuple[str, ...]:
    """The trace verbs of one lemma: the rule table's, else the verb lexicon's action (none: ())."""
    if lemma in VERB_FORMS:
        return VERB_FORMS[lemma]
    action = lexicon_action(lemma)
    return (action,) if action else ()


def anchor_verbs(said: Sequence[str]) -> Tuple[str, ...]:
    """The trace verbs of an anchor's verb: a phrasal verb as said ("walked in" -> enter) over its lemma's
    plain meaning ("walk" -> navigate); a verb the table does not know stays as said."""
    phrasal = tuple(dict.fromkeys(v for verb in said if " " in verb for v in VERB_FORMS.get(verb, ())))
    lemmas = [verb for verb in said if " " not in verb]
    return phrasal or trace_verbs(lemmas) or tuple(lemmas)


def _attribute(parse: Parse, intent: Intent, changed_to: str = "") -> Optional[str]:
    attrs = list(parse.attributes)
    if changed_to[:1].isdigit() and (not attrs or attrs[0] == "location"):
        return ANY_SETTING  # a number or a clock is a setting's value, never a place
    if not attrs:
        return "location" if intent in _STATE_INTENTS + (Intent.SOURCE, Intent.BELIEF) else None
    return ANY_SETTING if attrs[0] == "setting:*" else attrs[0]


def _expected(parse: Parse, places: Tuple[str, ...]) -> Optional[str]:
    """The value a yes/no question checks: a state it names ("on"), else the place it names."""
    state = next((v.normalised for v in parse.values if v.kind == "state" and not v.changed_to), "")
    if state and parse.intent in ("state_now", "past_state", "was_right"):
        return state
    return (places[0] if places else None) if parse.yes_no else None


def _temporal(parse: Parse, now_ns: int) -> TemporalFilter:
    ordinal = Ordinal(parse.ordinal) if parse.ordinal in ("first", "last") else None
    if parse.anchor is not None:
        anchor = EventAnchor(verbs=anchor_verbs(parse.anchor.verbs), actor=parse.anchor.actor, obj=parse.anchor.obj)
        return TemporalFilter(relation=_RELATIONS.get(parse.anchor.relation, Relation.BEFORE),
                              ref=TimeRef(anchor=anchor), ordinal=ordinal)
    if not parse.times:
        return TemporalFilter(ordinal=ordinal)
    refs = [time_ref(t, now_ns) for t in parse.times]
    merged = day_span(parse.times, parse.text, now_ns) or refs[0]
    for ref in refs[1:] if merged is refs[0] else ():  # "two days ago at 4:14 pm": the day of one, the clock of the other
        merged = merge(merged, ref)
    relation = next((_RELATIONS[t.relation] for t in parse.times if t.relation in ("at", "before", "after")),
                    _RELATIONS.get(parse.times[0].relation, Relation.DURING))
    if merged.clock is not None and relation is Relation.DURING:
        relation = Relation.AT
    return TemporalFilter(relation=relation, ref=household_hours(merged, parse.times), ordinal=ordinal)
