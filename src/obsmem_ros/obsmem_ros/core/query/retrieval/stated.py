"""Preferences people stated in their own words, read for a preference question.

The write side keeps what a person said they prefer as a stated-preference record (its topic, the
words as said, the utterance behind it); some preferences are said in words it keeps no record
of. Both are read here: the person's records and the utterances heard from them that share words
with the question, split into sentences. A sentence is a candidate when it shares the question's
words and, when the question names a condition (a kind of day or part of day: "on weekends",
"in the morning"), names that condition and no other of its kind ("weekdays nineteen's plenty" is
not the weekend's temperature). Shared words weigh more when they name the thing asked about
(a noun) than an action; a person memory knows by no name ("Nan") is read from anyone's
sentences, and no sentence is then taken for being merely close in meaning. A yes/no question
("Does Jek drink coffee?") is answered by whether the sentence denies it (`said_clauses`).

The value is linked against memory before it is answered: the write side's own reading of the
same utterance when it kept one (a reported `preference:<topic>` fact of the speaker from that
event: "my favourite mug is the blue one" -> `mug_blue_1`, "... is sports" -> sports, words it
already linked in context); else, read here (`said_value`), a thing memory knows
(the "blue mug" -> `mug_blue_1`), a clock time when the question asks when ("half eight" ->
08:30), a number ("twenty-two" -> 22), else the word the sentence prefers (the object of its
verb, as said with its compounds, or that object's modifier when the object is what the
question names: "the sports channel" -> sports; "the purple ones" for the goggles asked about).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.clock_words import HOUR_WORDS, spoken_clock
from obsmem_ros.core.time_reading import daytime_hour, half_of_day, in_half
from obsmem_ros.core.language.syntax import WH_WORDS, analyse
from obsmem_ros.core.language.utterance_syntax import opens_with_correction, time_phrases_in
from obsmem_ros.core.records import Event, EventKind, Provenance

from ..lexicon import SETTING_NOUNS, kinds_covered
from ..readings import SaidReading
from ..syntax_readings import asked_kind
from .claims import stem, stems
from .context import QueryContext, id_form
from .said_clauses import (asked_nouns, asked_verbs, asks_yes_no, denied_words, meanings, offered, speaks_for_self,
                           states_habit, whether, words_of)
from .events import events_by_ids
from .to_evidence import event_evidence
from .topic_similarity import closest_sentences

_CONDITIONS = (frozenset("weekend weekends saturday saturdays sunday sundays".split()),
               frozenset("weekday weekdays week monday mondays tuesday tuesdays wednesday wednesdays thursday "
                         "thursdays friday fridays".split()),
               frozenset("morning mornings breakfast".split()), frozenset("afternoon afternoons lunch".split()),
               frozenset("evening evenings dinner night nights tonight".split()))
_ASKING = frozenset("what which who when how does do did is are was were the a an to of in on at for his her their "
                    "my your like likes liked prefer prefers preferred favourite favorite want wants wanted usually "
                    "use uses have has set it me i".split())
_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_NUMBER = re.compile(r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<unit>" + "|".join(list(_UNITS)[1:10])
                     + r"))?|(?P<small>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")|(?P<digits>\d+(?:\.\d+)?))\b")
_CLOCK = re.compile(r"\b(\d{1,2}):(\d{2})\b")
_WHEN = re.compile(r"^(?:when|what time|at what time)\b|\bwhat time\b")
_CANDIDATES = 50
# Words by which a sentence heard (not kept as a stated preference) says what someone prefers.
_PREFERRING = frozenset("like likes prefer prefers rather favourite favorite always usually want wants love "
                        "loves fine plenty best keen go".split())
_ONES = frozenset({"one", "ones"})
_FOR_ME = re.compile(r"\bfor me\b")
_PRONOUN = re.compile(r"^(?:he|she|they)(?:'s|'d|'ll)?\b", re.IGNORECASE)


@dataclass(frozen=True)
class SaidSentence:
    """One sentence a person said about a preference: the utterance and, when the write side kept
    it, the stated-preference record it made."""

    event: Event
    sentence: str
    record_id: str = ""
    correction: str = ""  # what the speaker said next to correct it ("No, make that thirty.")
    loose: bool = False  # found only by closeness in meaning, or said without the condition asked


def _sentences(text: str) -> List[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?;])\s+", text) if s.strip()]


def _corrected_sentences(text: str) -> List[Tuple[str, str]]:
    """(sentence, the corrections said right after it): "For films I like the telly on
    twenty-five. No, make that thirty." -> [("For films ... twenty-five.", "No, make that thirty.")];
    a correcting sentence belongs to the one it corrects and is no candidate of its own."""
    out: List[Tuple[str, str]] = []
    for sentence in _sentences(text):
        if out and opens_with_correction(analyse(sentence)):
            said, corrections = out[-1]
            out[-1] = (said, f"{corrections} {sentence}".strip())
        else:
            out.append((sentence, ""))
    return out


def _fits_condition(asked: Set[str], said: Set[str]) -> bool:
    """Whether the sentence holds under each condition the question names: it names that condition
    (a word of the same group: "Saturdays" fits "at the weekend") or none of its kind (a liking
    said without a condition holds in every one); a sentence naming another condition does not
    ("weekdays nineteen's plenty" is not the weekend's temperature)."""
    return all(group & said or not _other_condition(group, said) for group in _CONDITIONS if group & asked)


def _other_condition(group: frozenset, said: Set[str]) -> bool:
    """Whether the sentence names a condition of the same kind as `group` other than it (another
    kind of day for a kind of day, another part of the day for a part of the day)."""
    days = _CONDITIONS[:2]
    return any(other & said for other in (days if group in days else _CONDITIONS[2:]) if other is not group)


def _names_condition(asked: Set[str], said: Set[str]) -> bool:
    """Whether the sentence names every condition the question names (ranks before a general one)."""
    return all(group & said for group in _CONDITIONS if group & asked)


def _names_of(ctx: QueryContext, person: str) -> Set[str]:
    """The words a person is called by: their id and name, and the household's kin words for them."""
    names = {person.lower(), ctx.display(person).lower()}
    return names | {word.lower() for (_speaker, word), who in ctx.reader.kin_words().items() if who == person}


def _name_words(text: str) -> Set[str]:
    """The words of `text` as a person may be named in it ("Zain's" is Zain)."""
    return set(re.findall(r"[^\W\d_]+", text.lower().replace("'s ", " ")))


def knows_person(ctx: QueryContext, person: str) -> bool:
    """Whether memory knows the person by the word the question names them with: someone seen or
    heard, or a kin word someone was called by ("Gran" is nobody until someone is called so)."""
    return person in ctx.reader.people() or person in {word for _speaker, word in ctx.reader.kin_words()}


def known_first(ctx: QueryContext, persons: Sequence[str]) -> List[str]:
    """The people memory knows among `persons`, else all of them: a word naming no one beside a
    known name is a title ("Uncle Des" is Des), read as a person only when it stands alone ("Gran")."""
    return [p for p in persons if knows_person(ctx, p)] or list(persons)


def asked_people(ctx: QueryContext) -> List[str]:
    """The people a preference or routine question asks about: the plan's, else the words it names
    a person memory knows by ("what time does jun walk the dog": a name not written as one)."""
    words = (id_form(w) for w in (*ctx.plan.targets, *ctx.plan.keywords))
    return ctx.person_ids() or list(dict.fromkeys(w for w in words if w in ctx.reader.people()))


def _about(sentences: List[Tuple[str, str]], names: Set[str]) -> List[Tuple[str, str]]:
    """The sentences of someone else's utterance that speak of the person: naming them, or opening
    with a pronoun right after a sentence that named them ("Zain's back tonight. He has the
    yellow bowl, always.")."""
    kept, named_before = [], False
    for sentence, correction in sentences:
        names_them = bool(_name_words(sentence) & names)
        if names_them or (named_before and _PRONOUN.match(sentence)):
            kept.append((sentence, correction))
        named_before = names_them
    return kept


def _cued(words: Set[str], sentence: str, verbs: Set[str], asked: Set[str]) -> bool:
    """Whether a sentence no preference record was made of says what someone prefers: a preferring
    word, a habit of the asked action (`states_habit`), a wish or a standard of the speaker's own
    (`speaks_for_self`), or a standing want for oneself ("for me") with a condition or a value
    ("Put Radio 3 on for me in the mornings", "twenty degrees is just right for me")."""
    if words & _PREFERRING or states_habit(sentence, verbs) or speaks_for_self(sentence, asked):
        return True
    standing = any(group & words for group in _CONDITIONS) or _number(sentence) is not None
    return bool(_FOR_ME.search(sentence.lower())) and standing


def _stood_for(words: Set[str], named: Set[str], text: str) -> Set[str]:
    """The asked things a sentence names by "one(s)" when its utterance names them ("I'm not
    wearing the green goggles. I want the purple ones." speaks of goggles twice)."""
    return named & meanings(words_of(text)) if words & _ONES else set()


def said_sentences(ctx: QueryContext, person: str) -> List[SaidSentence]:
    """The person's sentences that share the question's words (and fit its condition), best first:
    those the write side kept as stated preferences before other utterances heard from them, then
    what others said of them (a parent of a child's usual bowl)."""
    raw = words_of(ctx.plan.question)
    conditions = {stem(w) for group in _CONDITIONS for w in group}  # "Sundays" is a condition, never a person
    asked = meanings(raw) - meanings(set(_ASKING)) - (stems(" ".join(ctx.plan.persons)) - conditions)
    named = asked_nouns(ctx.plan.question) & asked
    verbs = asked_verbs(ctx.plan.question)
    values = setting_values(ctx)
    when = asks_when(ctx.plan.question)
    records = [p for p in ctx.reader.preferences(person=person, topic=None) if p.kind.startswith("stated")]
    pairs: List[Tuple[Event, str]] = []
    for record in records:
        for event in events_by_ids(ctx, list(record.evidence_ids)):
            if event.time_ns <= ctx.now_ns:
                pairs.append((event, record.id))
    names = _names_of(ctx, person)
    anyone = not knows_person(ctx, person)  # "Nan", whom memory knows by no name: whoever said it of someone
    if ctx.text_index is not None:
        ctx.text_index.sync(ctx.reader)
        hits = ctx.text_index.search(ctx.plan.question, k=_CANDIDATES, since_ns=ctx.origin_ns, until_ns=ctx.now_ns)
        pairs += [(e, "") for e in ctx.reader.events([h.id for h in hits])
                  if e.kind is EventKind.UTTERANCE and e.time_ns <= ctx.now_ns and e.actor]
    scored, unshared = [], []
    for rank, (event, record_id) in enumerate(dict.fromkeys(pairs)):
        own = event.actor == person
        text = event.utterance or event.text
        if not own and not record_id and not anyone and not names & _name_words(text):
            continue
        sentences = _corrected_sentences(text)
        for sentence, correction in (sentences if own or record_id or anyone else _about(sentences, names)):
            words = words_of(sentence)
            if not _fits_condition(raw, words) or not (record_id or _cued(words, sentence, verbs, asked)):
                continue
            if when and _clock(sentence) is None and not _time_phrases(sentence):
                continue  # "I take my tea black" says no time for "what time does Des take the dog out"
            common = asked & (meanings(words) | _stood_for(words, named, text))
            shared = len(common) + len(common & named) + 2 * _in_range(sentence, values)  # a thing outweighs a verb
            general = not _names_condition(raw, words)
            said = SaidSentence(event, sentence, record_id, correction, loose=general)
            (scored if shared else unshared).append((-shared, general, not own, not record_id, rank, said))
    if not scored and not anyone:  # no sentence names what is asked: the ones closest to it in meaning
        close = closest_sentences(ctx.plan.question, [s[-1].sentence for s in unshared])
        scored = [(-sim, *unshared[i][1:-1], replace(unshared[i][-1], loose=True)) for i, sim in close]
    scored.sort(key=lambda s: s[:5])
    return list(dict.fromkeys(s[-1] for s in scored))


def setting_values(ctx: QueryContext) -> List[float]:
    """The numbers memory has seen the settings of the thing the question names hold (the
    thermostat at 19 to 22), up to the cutoff."""
    values: List[float] = []
    for _phrase, ids in ctx.targets()[:1]:
        for entity in ids[:1]:
            for fact in ctx.reader.history(entity, since_ns=None, as_of_ns=ctx.now_ns, limit=200):
                if fact.attribute.startswith("setting:") and re.fullmatch(r"-?\d+(?:\.\d+)?", fact.value or ""):
                    values.append(float(fact.value))
    return values


def _in_range(sentence: str, values: Sequence[float]) -> bool:
    """Whether the sentence says a number within the span the asked thing's setting has held
    (widened by half of it either side): "keep it at 21 degrees" speaks of a thermostat seen at
    19 to 22, not of an oven at 180; the thing need not be named."""
    said = _number(spoken_clock(sentence.lower())) if values and not _CLOCK.search(spoken_clock(sentence.lower())) else None
    if said is None:
        return False
    low, high = min(values), max(values)
    margin = max(high - low, abs(high) * 0.25) / 2
    return low - margin <= float(said) <= high + margin


def _number(text: str) -> Optional[str]:
    for m in _NUMBER.finditer(text.lower()):
        if m.group("digits"):
            return m.group("digits")
        if m.group("tens"):
            return str(_TENS[m.group("tens")] + (_UNITS[m.group("unit")] if m.group("unit") else 0))
        if m.group("small") and m.group("small") not in ("one", "zero"):
            return str(_UNITS[m.group("small")])
    return None


_AT_HOUR = re.compile(r"\b(?:at|by|till|until|from|around|about)\s+(" + "|".join(HOUR_WORDS) + r"|1[0-2]|[1-9])()"
                      r"(?:\s*o'?clock)?\b(?!\s*(?:minutes?|hours?|days?|weeks?|degrees?|percent|[:.]\d))")


def _clock(text: str, *, context: str = "") -> Optional[str]:
    """The clock time a sentence says, with its half of the day: as said ("07:30", "19:30"), else
    from the part of the day the words name ("at five every evening" -> 17:00; a correction takes
    the half of the sentence it corrects), else its daytime reading (a standing time's half of
    the day is not in its words: "coffee at half eight" is 08:30, "the crossword at four" 16:00)."""
    m = _CLOCK.search(spoken_clock(text.lower())) or _AT_HOUR.search(text.lower())
    written = bool(m) and m.group(1).startswith("0")  # "07:30": its half of the day is said
    if m:
        hour, minute = _hour(m.group(1)), int(m.group(2) or 0)
    elif context and _clock(context) is not None and (_number(text) or "").isdigit() and 1 <= int(_number(text)) <= 12:
        hour, minute = int(_number(text)), 0  # "at eight. No, make that seven": the hour replaces the hour
    else:
        return None
    half = half_of_day(f"{context} {text}".lower(), hour=hour) if 1 <= hour <= 11 and not written else None
    return f"{in_half(hour, half) if half else daytime_hour(hour):02d}:{minute:02d}"


def _hour(said: str) -> int:
    return int(said) if said.isdigit() else HOUR_WORDS.index(said) + 1


def asked_thing(ctx: QueryContext, sentence: str) -> str:
    """A thing memory knows that the sentence names, of the kind the question asks for ("which mug
    should I use" -> the mug the sentence names; "" when the question asks no kind or the sentence
    names none)."""
    kind = _asked_kind(ctx)
    return _thing(ctx, sentence, stem(kind)) if kind else ""


def _asked_kind(ctx: QueryContext) -> str:
    return asked_kind(ctx.plan.question) or _copular_kind(ctx.plan.question)


def asks_known_things(ctx: QueryContext) -> bool:
    """Whether the question asks which of the things memory knows of a kind ("which mug", "her
    go-to cup"): an answer must then name one of them, not some other word of its sentence."""
    kind = _asked_kind(ctx)
    return bool(kind) and bool(ctx.entity_ids(kind))


def _copular_kind(question: str) -> str:
    """The kind a question asks for by naming it as what the question word is ("What's Carol's
    go-to mug?", "Which is her mug of choice?": a mug); "" when it does not."""
    root = next((t for t in analyse(question) if t.dep_ == "ROOT"), None)
    if root is None or root.lemma_.lower() != "be":
        return ""
    args = [c for c in root.children if c.dep_ in ("nsubj", "attr")]
    if not any(c.lower_ in WH_WORDS for c in args):
        return ""
    return next((c.lemma_.lower() for c in args if c.lower_ not in WH_WORDS and c.pos_ not in ("PRON", "PROPN")), "")


def _thing(ctx: QueryContext, sentence: str, kind: str) -> str:
    """A thing memory knows that the sentence names, of the kind the question asks for."""
    kinds = {stem(k) for k in kinds_covered(kind)}  # "the blue cup" is a mug
    said = re.findall(r"[^\W\d_]+", sentence.lower())
    words = [kind if w in _ONES else w for w in said]  # "the red one" is the red mug
    denied = denied_words(sentence)
    several = len(ctx.entity_ids(kind)) > 1
    for size in (3, 2, 1):
        for i in range(len(words) - size + 1):
            gram = words[i:i + size]
            if not meanings({gram[-1]}) & kinds or said[i + size - 1] in denied:
                continue
            if several and not {w for w in gram[:-1] if len(w) > 1} - _ASKING:  # "my mug" tells no mug from the others
                continue
            linked = ctx.link(" ".join(gram))
            if linked:
                return linked
    return ""


def _preferred_word(sentence: str, asked: Set[str]) -> str:
    """The word the sentence prefers: the object of its verb (or the sentence's head noun), or
    that object's modifier when the object is what the question names or a setting's name (the
    kind of value, not the value: "the sports channel" -> sports)."""
    doc = analyse(sentence)
    order = "dobj attr ROOT oprd nsubj".split()
    denied = denied_words(sentence)
    nouns = [t for t in doc if t.pos_ in ("NOUN", "PROPN") and t.text.lower() not in denied
             and not (t.dep_ == "compound" and t.head.pos_ == t.pos_)]  # "peanut" of peanut butter
    for token in sorted(nouns, key=lambda t: (order.index(t.dep_) if t.dep_ in order else len(order), t.i)):
        lemma = token.lemma_.lower()
        if stem(lemma) in asked or stem(token.text.lower()) in asked or lemma in SETTING_NOUNS:
            modifier = [c for c in token.children if c.dep_ in ("compound", "amod") and c.pos_ in ("NOUN", "ADJ", "PROPN")]
            if modifier and not _identified(token):
                return modifier[0].text.lower()
            continue
        if token.lower_ in _ONES:  # "I want the purple ones": the ones said, with what tells them apart
            modifier = [c for c in token.children if c.dep_ in ("amod", "compound") and c.i < token.i]
            if modifier:
                return " ".join(t.text for t in [*modifier, token]).lower()
        if lemma not in _CONDITION_WORDS and lemma not in _PREFERRING:  # "the green mug's my favourite"
            return _as_said(token, asked)
    return ""


def _identified(token: Any) -> bool:
    """Whether the asked noun is said to be some other noun ("cartoons is the only channel I
    watch"): that noun is the value, not the asked noun's modifier."""
    return token.dep_ == "attr" and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in token.head.children)


def _as_said(token: Any, asked: Set[str]) -> str:
    """A preferred word as said ("I want cartoons": cartoons, not one cartoon), with the words it
    is compounded of ("Radio Cymru", "peanut butter"), a common noun without the thing asked about
    ("my tea black" read as one noun is black for "How does Des have his tea?"; a name is said whole)."""
    name = [c for c in token.children if c.dep_ == "compound" and c.pos_ == token.pos_ and c.i < token.i
            and (c.pos_ == "PROPN" or stem(c.text) not in asked)]
    return " ".join(t.text for t in [*name, token]).lower()


_CONDITION_WORDS = frozenset().union(*_CONDITIONS) | {"time", "thing", "lot", "bit", "choice", "way", "one", "me"}


def said_value(ctx: QueryContext, sentence: str, *, context: str = "") -> Tuple[str, str]:
    """(value, value type) a preference sentence gives for the question ("", "" when none);
    `context` is the sentence a correction corrects (a clock's half of the day)."""
    question = ctx.plan.question.lower()
    asked = {stem(w) for w in re.findall(r"[^\W\d_]+", question)} - {stem(w) for w in _ASKING} - offered(question)
    thing = asked_thing(ctx, sentence)
    if thing:
        return thing, "entity"
    if _WHEN.search(question):
        clock = _clock(sentence, context=context)
        if clock:
            return clock, "str"
        when = _time_said(sentence, question) if asks_when(ctx.plan.question) else ""
        if when:
            return when, "str"
    number = _number(spoken_clock(sentence.lower())) if not _CLOCK.search(spoken_clock(sentence.lower())) else None
    if number is not None:
        return number, "str"
    word = _preferred_word(sentence, asked)
    return (word, "str") if word else ("", "")


def asks_when(question: str) -> bool:
    """Whether the question itself asks a time ("when does ...", "what time ..."), not a question
    opened by a clause of time ("When Dan gets up, what does he drink?")."""
    doc = analyse(question)
    other = any(t.lower_ in WH_WORDS and t.lower_ != "when" for t in doc)  # "When Bob turns on the TV, which ..."
    return "what time" in question.lower() or not other and any(t.lower_ == "when" and t.head.dep_ == "ROOT" for t in doc)


def _time_phrases(sentence: str) -> List[Any]:
    """The phrases that time the sentence's verbs ("before breakfast", "every morning")."""
    return [p for root in (t for t in analyse(sentence) if t.dep_ == "ROOT") for p in time_phrases_in(root)]


def _time_said(sentence: str, question: str) -> str:
    """The time a sentence gives when it says no clock time: its time phrase that the question does
    not name itself and that is no recurrence ("Christmas morning we open presents before
    breakfast" -> "before breakfast" for "when ... on Christmas morning"; "every morning" is when
    it recurs, not when in the day)."""
    asked = {stem(w) for w in re.findall(r"[^\W\d_]+", question)}
    for phrase in _time_phrases(sentence):
        words = [t for t in phrase.subtree if not t.is_punct]
        if words[0].lower_ in ("every", "each") or {stem(t.lower_) for t in words} <= asked:
            continue
        return " ".join(t.text for t in words).lower()
    return ""


def claimed_value(ctx: QueryContext, said: SaidSentence, person: str) -> Tuple[str, str]:
    """(value, value type) of the preference the write side linked from the sentence's utterance:
    a reported `preference:<topic>` fact of `person` from that event, on a topic the sentence names
    (or the utterance's only sentence); ("", "") when it kept none."""
    words = {stem(w) for w in re.findall(r"[^\W\d_]+", said.sentence.lower())}
    alone = len(_sentences(said.event.utterance or said.event.text)) == 1
    for fact in ctx.reader.facts_from_event(said.event.id):
        topic = fact.attribute.partition(":")[2]
        if fact.entity == person and fact.attribute.startswith("preference:") and fact.value \
                and fact.provenance is Provenance.REPORTED and (alone or stems(topic.replace("_", " ")) & words):
            return fact.value, "entity" if ctx.entity_record(fact.value) is not None else "str"
    return "", ""


def said_preferences(ctx: QueryContext, persons: Sequence[str]) -> Tuple[SaidReading, ...]:
    """What the first of the people who said something that answers the question said, with
    its value, best first."""
    polar = asks_yes_no(ctx.plan.question)
    for person in known_first(ctx, persons):
        found = []
        for said in said_sentences(ctx, person)[:3]:
            value, value_type = ("", "") if said.correction else claimed_value(ctx, said, person)
            if value_type != "entity" and not said.correction:  # "I'll have the blue cup": the mug it names
                thing = asked_thing(ctx, said.sentence)
                value, value_type = (thing, "entity") if thing else (value, value_type)
            if not value and said.correction:  # the value the speaker ended with
                value, value_type = said_value(ctx, said.correction, context=said.sentence)
            if not value:
                value, value_type = said_value(ctx, said.sentence)
            if polar:  # "Does Jek drink coffee?" -> "I don't drink coffee": no
                value, value_type = whether(ctx.plan.question, said.sentence), "bool"
            if value:
                found.append(SaidReading(evidence=event_evidence(ctx, said.event), event=said.event, loose=said.loose,
                                         sentence=f"{said.sentence} {said.correction}".strip(),
                                         value=value, value_type=value_type,
                                         person_name=ctx.display(person),
                                         speaker_name="" if said.event.actor == person
                                         else ctx.display(said.event.actor)))
        if found:
            return tuple(found)
    return ()
