"""Preferences people stated in their own words, read for a preference question.

The write side keeps what a person said they prefer as a stated-preference record (its topic, the
words as said, the utterance behind it); some preferences are said in words it keeps no record
of. Both are read here: the person's records and the utterances heard from them that share words
with the question, split into sentences. A sentence is a candidate when it shares the question's
words and, when the question names a condition (a kind of day or part of day: "on weekends",
"in the morning"), names that condition and no other of its kind ("weekdays nineteen's plenty" is
not the weekend's temperature). Shared words weigh more when they name the thing asked about
(a noun) than an action, and most when they name what a yes/no question asks of ("Does Minh have
onion in his soup?": the onion). A person memory knows by no name ("Nan", a pet) is read from
anyone's sentences; a kin word ("Harabeoji") names one of the household's speakers, so every
speaker's own words are read as possibly theirs, and only one speaker's answering words answer.
A yes/no question is also answered by a sentence saying its very deed ("I'm not having the
curry"). A yes/no question ("Does Jek drink coffee?") is answered by whether the sentence denies it (`said_clauses`). How one sentence reads from its words alone (the conditions it
names, whom it speaks of, whether it says a preference) is read by `preference_sentences`.

The person is named in a sentence by their name with or without its accents ("Rubén") or by a
clipped or pet form no one else's name begins ("Ronnie" for Ron: `holder_names`); in an utterance
of someone else's that a stated-preference record was kept of, the sentences that speak of the
person rank before those that do not ("You go for the Dogs, right? ... except Chú Tuấn, he goes
for Collingwood"). Words are shared by their lemmas too ("goes" is go), each question word counted
once however many meanings it has; a question of one deed ("Which kente is Nana wearing to the
party?") is answered by the sentence saying that deed; a recogniser's run-on turn is cut at its
clauses first.

A sentence of the person's own said as a fragment naming more than the question does
("Passionfruit on the pav, nothing else.") states a choice without a preferring word; a diet
said ("I'm vego now") speaks to the kinds of food it rules out (`diets`).

When no sentence shares the question's words, the question is linked to sentences by meaning
(`topic_similarity`, the person's name read as "someone"; each sentence read alone and after the
utterance heard just before it, `said_context`): first those with a preferring word
(for someone known by no name, only their records and sentences naming them), then, at a
stricter floor, the person's own sentences with none ("My ideal is 22 degrees").

A wish for one day ("Tonight I want the crab sticks", "no cabbage on my plate tomorrow") is no
standing preference, yet the best word memory has when no standing sentence names what is asked:
it answers then (loosely, so behaviour shown outranks it), before sentences found by meaning alone.

A value said elliptically is read from its fragments (`fragments`): "Tea. Black, two sugars.
That's how I have it." -> "Black, two sugars".

The value is linked against memory before it is answered: the write side's own reading of the
same utterance when it kept one (a reported `preference:<topic>` fact of the speaker from that
event: "my favourite mug is the blue one" -> `mug_blue_1`, "... is sports" -> sports, words it
already linked in context); else the value the sentence says, read by `said_values`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Dict, List, Optional, Sequence, Set, Tuple

from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.recognised_speech import recognised
from obsmem_ros.core.language.syntax import analyse, normalise
from obsmem_ros.core.language.utterance_syntax import TIME_NOUNS
from obsmem_ros.core.language.value_spans import plain_value
from obsmem_ros.core.letters import unaccented
from obsmem_ros.core.records import CommitmentKind, Event, EventKind, Provenance

from ..lexicon import STOPWORDS
from ..readings import SaidReading
from .word_stems import stem, stems
from .context import QueryContext, id_form
from .events import events_by_ids
from .heard_varieties import speakers_varieties, standard_text
from .holder_names import called_in
from .asked_persons import known_first, knows_person, names_of, naming_phrases, with_kin_titles
from .preference_sentences import (antecedent, asks_an_occasion, corrected_sentences, cued, elliptical, errand,
                                   errand_said, fits_condition, name_words, names_condition, one_occasion,
                                   passes_on_own, pointed_back, read_with_pointer, said_names, speaking_of,
                                   split_sentences, stood_for, told_message, wishes)
from .diets import ruled_out
from .fragments import asked_sort, described, fragment_runs, is_fragment
from .asked_settings import asked_setting_values, setting_value_said
from .denials import denied_words, refused_words
from .said_clauses import (another_kind, asked_kinds, asked_nouns, asked_objects, asked_verbs, asks_one_deed,
                           asks_yes_no, lemmas_of, listener_frame, meanings, names_every, orders_own, reached,
                           says_asked_deed, senses, tells_an_occasion, whether, words_of)
from .said_context import in_context
from .said_moments import said_moment
from .said_values import (ASKING, CONDITIONS, ONES, asked_kind_of, asked_thing, asks_when, in_range, numeric_kind,
                          people_words, said_clock, said_value, setting_values, time_phrases)
from .asked_slot import slot_value
from .to_evidence import event_evidence
from .topic_similarity import TOPIC_FLOOR, UNCUED_FLOOR, closest_sentences
from .value_shapes import apart_in_words, counted_value, names_an_alternative, offers_alternatives, shaped

_CANDIDATES = 50


@dataclass(frozen=True)
class SaidSentence:
    """One sentence a person said about a preference: the utterance and, when the write side kept
    it, the stated-preference record it made."""

    event: Event
    sentence: str
    record_id: str = ""
    correction: str = ""  # what the speaker said next to correct it ("No, make that thirty.")
    loose: bool = False  # found only by closeness in meaning, or said without the condition asked
    before: str = ""  # the sentence just before, when this one points back to what it named ("that one")
    elided: str = ""  # the value said as a fragment before it ("Black, two sugars. That's how I have it.")


def said_sentences(ctx: QueryContext, person: str, seen: Sequence[str] = (), *,
                   everyone: bool = False) -> List[SaidSentence]:
    """The person's sentences that share the question's words (and fit its condition), best first:
    those the write side kept as stated preferences before other utterances heard from them, then
    what others said of them (a parent of a child's usual bowl). `seen`: the values memory saw
    the asked setting hold (`asked_settings`): a sentence saying one speaks of it."""
    raw = words_of(normalise(ctx.plan.question))  # read as the sentences are: "hame" is home
    raw |= lemmas_of(normalise(ctx.plan.question))
    word_senses = senses(normalise(ctx.plan.question))
    conditions = {stem(w) for group in CONDITIONS for w in group}  # "Sundays" is a condition, never a person
    names = names_of(ctx, person)
    naming = " ".join([*ctx.plan.persons, person, *naming_phrases(ctx, names), *said_names(ctx.plan.question, names)])
    naming_stems = stems(naming) - conditions
    asked = meanings(raw) - meanings(set(ASKING)) - naming_stems - meanings(listener_frame(ctx.plan.question))
    named = asked_nouns(ctx.plan.question) & asked
    polar = asks_yes_no(ctx.plan.question)
    deed = asks_one_deed(ctx.plan.question)  # "Which kente is Nana wearing?": "I'll wear my kente, the yellow one"
    focus = asked_objects(ctx.plan.question) & asked if polar else set()
    kinds = asked_kinds(ctx.plan.question) if polar else {}  # "jasmine rice": said of rice, not of jasmine rice
    verbs = asked_verbs(ctx.plan.question)
    values = setting_values(ctx)
    when = asks_when(ctx.plan.question)
    choices = offers_alternatives(ctx.plan.question)
    occasion = asks_an_occasion(ctx.plan.question)
    kind = asked_sort(ctx.plan.question)  # "what kind of tea": told by the word before the noun
    anyone = not knows_person(ctx, person)  # "Nan", whom memory knows by no name: whoever said it of someone
    kin = anyone and person in kin_lexicon()  # "Gran" is one of the household's speakers: maybe any of them
    every = kin and everyone  # every speaker's kept preferences, the robot's own apart
    records = [p for p in ctx.reader.preferences(person=None if every else person, topic=None)
               if p.kind.startswith("stated") and not (every and p.actor == ctx.reader.robot_id)]
    pairs: List[Tuple[Event, str]] = []
    for record in records:
        for event in events_by_ids(ctx, list(record.evidence_ids)):
            if event.time_ns <= ctx.now_ns:
                pairs.append((event, record.id))
    if ctx.text_index is not None:
        ctx.text_index.sync(ctx.reader)
        hits = ctx.text_index.search(ctx.plan.question, k=_CANDIDATES, since_ns=ctx.origin_ns, until_ns=ctx.now_ns)
        pairs += [(e, "") for e in ctx.reader.events([h.id for h in hits])
                  if e.kind is EventKind.UTTERANCE and e.time_ns <= ctx.now_ns and e.actor]
    scored, unshared, uncued, occasional = [], [], [], []
    of_them: Set[Tuple[str, str]] = set()  # (event, sentence) said of the one asked, by name or carried on
    focal: Set[SaidSentence] = set()  # sentences refusing the thing a yes/no asks of ("no chicken feet")
    errands = asked_once(ctx) if pairs else set()
    spoken = speakers_varieties(ctx) if pairs else {}
    for rank, (event, record_id) in enumerate(dict.fromkeys(pairs)):
        own = event.actor == person or kin and event.actor != ctx.reader.robot_id
        text = recognised(standard_text(event, spoken))  # "Ah take ma tea strong" from a Scots speaker: "I take
        # my tea"; a recogniser's run-on turn cut at its clauses ("can i have eggs tomorrow i like em ...")
        called = called_in(text, person, names, ctx.reader.people())  # "Ronnie" is ron
        if not own and not record_id and not anyone and not called & name_words(text):
            continue
        sentences = corrected_sentences(text)
        before = {said: sentences[i - 1][0] for i, (said, _c) in enumerate(sentences) if i}
        runs = dict(zip((said for said, _c in sentences), fragment_runs([said for said, _c in sentences])))
        absorbed = read_with_pointer(runs)  # "Lots of butter. that's the only way I'll eat it.": read as one
        after = {said: sentences[i + 1][0] for i, (said, _c) in enumerate(sentences[:-1])}
        told = {said for said, _c in speaking_of(sentences, called)} if not own else set()
        about = told if anyone else set()
        for sentence, correction in (sentences if own or record_id or anyone else speaking_of(sentences, called)):
            if sentence in absorbed:
                continue
            carried, aside = sentence in about, not own and sentence not in told  # "You go for the Dogs": not of Tuấn
            sentence, run, elided = elliptical(sentence, runs.get(sentence, ()), after.get(sentence, ""), asked)
            if carried:
                of_them.add((event.id, sentence))
            words = words_of(sentence)
            gives = bool(setting_value_said(sentence, seen))
            if not fits_condition(raw, words) or polar and another_kind(kinds, sentence, text):
                continue
            if when and said_clock(sentence) is None and not time_phrases(sentence):
                continue  # "I take my tea black" says no time for "what time does Des take the dog out"
            if choices and not names_an_alternative(ctx.plan.question, sentence):
                continue  # "I'll go at three" does not choose between the green tea and the barley
            if not record_id and errand_said(sentence, errands.get(event.id, ())) \
                    and not orders_own(sentence, asked) and not passes_on_own(sentence):  # "make my cocoa
                # extra thick, yeah?" says how it is liked; "tell Nan I don't eat pork" how the speaker stands
                continue  # "I'd like the remote brought to the sofa tomorrow at 7:30": a request, even if kept as a liking
            once = one_occasion(words) and not occasion  # a wish for one day: heard only when nothing else speaks
            if once and not (record_id or wishes(words, sentence)):
                continue  # "My train's tomorrow at ten": a plan for the day, no wish
            if not (record_id or gives or run and elided or cued(words, sentence, verbs, asked)
                    or (polar or deed) and says_asked_deed(sentence, ctx.plan.question)
                    or own and _chosen_in_fragment(sentence, words, asked | naming_stems) or ruled_out(words)
                    or polar and own and names_every(named, sentence)):
                if own and not asked & meanings(words):  # naming the thing without liking it says no preference
                    uncued.append((0, False, tells_an_occasion(sentence), True, False, True, rank,
                                   SaidSentence(event, sentence, correction=correction, loose=True)))
                continue
            common = asked & (meanings(words | lemmas_of(sentence))  # "he goes for Collingwood": go
                              | stood_for(words - denied_words(sentence), named, text)
                              | meanings(ruled_out(words)))  # "Never the straw one" stands for no hat liked
            common |= pointed_back(sentence, named - common, in_context(ctx, event, text)) if named - common else set()
            shared = reached(common, word_senses) + reached(common & named, word_senses) \
                + reached(common & focus, word_senses) \
                + 2 * (in_range(sentence, values) or gives)  # a thing outweighs a verb, the thing a yes/no asks of most
            general = not names_condition(raw, words)
            earlier = "" if elided else antecedent(before.get(sentence, ""), sentence, asked)
            elided = elided or described(earlier or sentence, asked, kind)  # "... a cup of tea, milky, two sugars"
            said = SaidSentence(event, sentence, record_id, correction, loose=general or once, elided=elided,
                                before=earlier)
            if meanings(refused_words(sentence)) & common & focus:  # not "Kim will bring beer tomorrow"
                focal.add(said)
            if once:  # a wish for one day that names what is asked answers only when no standing sentence does
                if shared and common - meanings(TIME_NOUNS):  # its thing, not only the day's part it is for
                    occasional.append((-shared, aside, True, True, not own, not record_id, rank, said))
                continue
            (scored if shared else unshared).append((-shared, aside, tells_an_occasion(sentence), general, not own,
                                                     not record_id, rank, said))
    scored = _focal_wishes(scored, occasional, focal)
    if not scored:  # no standing sentence names what is asked: a wish for one day that does, else the ones
        # closest to it in meaning
        masked = names | name_words(" ".join(naming_phrases(ctx, names)))
        pool = [s for s in unshared  # of someone known by no name: their records and sentences naming them
                if not anyone or s[-1].record_id or names & name_words(s[-1].sentence)]
        scored = occasional or _by_meaning(ctx, pool, masked) or _by_meaning(ctx, uncued, masked, floor=UNCUED_FLOOR)
    scored.sort(key=lambda s: s[:7])
    scored = _said_of_self_first(scored, names, of_them) if anyone else scored
    if anyone and _told_by_several(scored, names, of_them):
        return []
    return list(dict.fromkeys(s[-1] for s in scored))


def _focal_wishes(scored: List[tuple], occasional: List[tuple], focal: Set[SaidSentence]) -> List[tuple]:
    """The wishes for one day that refuse the thing a yes/no asks of ("no chicken feet for me
    tomorrow" for "Does Dad eat chicken feet at yum cha?"), when no standing sentence names it but
    only its setting ("we're all coming for yum cha"): the thing asked of outweighs the occasion."""
    if any(s[-1] in focal for s in scored):
        return scored
    return [s for s in occasional if s[-1] in focal] or scored


def _chosen_in_fragment(sentence: str, words: Set[str], known: Set[str]) -> bool:
    """Whether a sentence says a choice without a verb ("Passionfruit on the pav, nothing else."):
    a fragment (`is_fragment`) naming a thing beyond `known`, the words of the question ("Black
    Friday." after "Does she like Black Friday?" names only the asked thing, and chooses nothing),
    by a noun of its own ("The little white ones." points back to what was said before it), and
    not asked ("The blue cup?" checks, and chooses nothing)."""
    return not sentence.rstrip().endswith("?") and is_fragment(sentence) and any(
        t.pos_ in ("NOUN", "PROPN") and t.lower_ not in ONES and not meanings({t.lower_}) & known
        for t in analyse(sentence))


_SELF = frozenset({"i", "me", "my", "mine", "i'm", "i'd", "i'll", "i've"})


def _said_of_self_first(scored: List[tuple], names: Set[str], of_them: Set[Tuple[str, str]]) -> List[tuple]:
    """For someone memory knows by no name (a kin word, a family's own word for Gran), read against
    every speaker's words: when the best sentences are several speakers', the ones a speaker says of
    themselves ("Me, I like the old one", "Not for me, the kimchi.") beside bare fragments
    ("Radishes, okay.") or words of a third person that may be anyone's, when they are one speaker's
    and no best sentence names the one asked of or carries on about them ("Kit's staying over. She
    has the grey mug": `of_them`)."""
    best = [s for s in scored if s[0] == scored[0][0]] if scored else []
    if any((s[-1].event.id, s[-1].sentence) in of_them or names & name_words(s[-1].sentence) for s in best):
        return scored
    selfish = [s for s in best if _SELF & words_of(s[-1].sentence)]
    if len({s[-1].event.actor for s in best}) < 2 or len({s[-1].event.actor for s in selfish}) != 1:
        return scored
    return selfish + [s for s in scored if s[0] != scored[0][0]]


def _told_by_several(scored: List[tuple], names: Set[str], of_them: Set[Tuple[str, str]]) -> bool:
    """For someone memory knows by no name, whether the best sentences are several people's words
    about themselves, none speaking of the one asked of: no telling whose is meant ("Does Granny
    drink coffee?" after Lena's "I drink oat milk" and Greta's "My evening drink is cocoa"). A
    sentence speaks of them when it names them or carries on about them from the sentence before
    (`speaking_of`: "Kit's staying over. She has the grey mug"; ``of_them``): no one's own words."""
    best = [s[-1] for s in scored if s[0] == scored[0][0]]
    if any((said.event.id, said.sentence) in of_them for said in best):
        return False
    return len({said.event.actor for said in best if not names & name_words(said.sentence)}) > 1


def _by_meaning(ctx: QueryContext, pool: List[tuple], masked: Set[str], floor: float = TOPIC_FLOOR) -> List[tuple]:
    """The ranked candidates of `pool` close enough in meaning to the question (`topic_similarity`),
    each read alone and after what was said just before it (`said_context`: "Apricot jam on mine"
    after "Vetkoek for the game"), the closer of the two, ranked by that closeness: the ones with a
    preferring word, else (with the stricter `floor`) the person's own sentences with none ("My
    ideal is 22 degrees" for "how warm does she like it")."""
    texts = [s[-1].sentence for s in pool] + [in_context(ctx, s[-1].event, s[-1].sentence) for s in pool]
    best: Dict[int, float] = {}
    for i, sim in closest_sentences(ctx.plan.question, texts, masked, floor=floor):
        best[i % len(pool)] = max(sim, best.get(i % len(pool), sim))
    return [(-sim, *pool[i][1:-1], replace(pool[i][-1], loose=True)) for i, sim in best.items()]


def claimed_value(ctx: QueryContext, said: SaidSentence, person: str) -> Tuple[str, str]:
    """(value, value type) of the preference the write side linked from the sentence's utterance:
    a reported `preference:<topic>` fact of `person` from that event, on a topic the sentence names
    (or the utterance's only sentence); ("", "") when it kept none."""
    words = {stem(w) for w in word_list(said.sentence)}
    alone = len(split_sentences(said.event.utterance or said.event.text)) == 1
    for fact in ctx.reader.facts_from_event(said.event.id):
        topic = fact.attribute.partition(":")[2]
        if fact.entity == person and fact.attribute.startswith("preference:") and fact.value \
                and fact.provenance is Provenance.REPORTED and (alone or stems(topic.replace("_", " ")) & words):
            return fact.value, "entity" if ctx.entity_record(fact.value) is not None else "str"
    return "", ""


def asked_once(ctx: QueryContext) -> Dict[str, List[Set[str]]]:
    """Per utterance memory read a one-off request of the robot from ("I'd like my keys brought to
    the desk at 9:15 in the morning"), the words of each errand asked: a sentence saying one asks
    it, not a liking stated, whatever words it shares with a question about what someone likes."""
    out: Dict[str, List[Set[str]]] = {}
    for c in ctx.reader.commitments(as_of_ns=ctx.now_ns):
        if c.kind is CommitmentKind.REQUEST and not c.recurrence and c.owner == ctx.reader.robot_id and \
                errand(c.action):
            out.setdefault(c.source_event_id, []).append(stems(c.action) - STOPWORDS)
    return out


def _named_before(ctx: QueryContext, before: str, seen: Sequence[str]) -> Tuple[str, str]:
    """(value, type) the sentence pointed back to names: a thing of the asked kind, else its value."""
    thing = asked_thing(ctx, before)
    return (thing, "entity") if thing else said_value(ctx, before, seen=seen)


def speakers_own(ctx: QueryContext, speaker: str, sentence: str, value: str) -> str:
    """A value said with the speaker's "my" ("He always sleeps on my bed", said of the dog) is the
    speaker's: "Arjun's bed", not any bed; the value as said otherwise, and when the word after
    "my" is one the question asks about ("I like my coffee black": how the coffee is, not whose)."""
    said = re.search(r"\bmy\s+(?:(\w+)\s+)?" + re.escape(value) + r"\b", sentence.lower())
    if not said or said.group(1) and stem(said.group(1)) in stems(ctx.plan.question):
        return value
    name = ctx.display(speaker)
    return f"{name[:1].upper()}{name[1:]}'s {value}"


def person_named(ctx: QueryContext, value: str) -> Optional[Tuple[str, str]]:
    """(person id, "person") when a value said is the name of someone memory knows, its accents
    and capitals aside ("Tuấn" is tuan); else None."""
    said = id_form(unaccented(value))
    return (said, "person") if said in ctx.reader.people() else None


def _moment(ctx: QueryContext, sentence: str, said_ns: int, value: str, value_type: str) -> Tuple[str, str]:
    """(the moment a clock `value` of `sentence` stands for, "time"), else the value as it was."""
    config = getattr(ctx.reader, "config", None)
    moment = said_moment(sentence, value, said_ns, question=ctx.plan.question, timezone=getattr(config, "timezone", "UTC"),
                         meal_clock=dict(getattr(config, "meal_clock", {}) or {}))
    return (moment, "time") if moment else (value, value_type)


def _fuller(value: str, phrase: str) -> bool:
    """Whether a short value read from the sentence already holds its manner or place phrase and
    says more ("pan fried with garlic" over "with garlic"): the fuller reading is the answer."""
    return len(value.split()) <= 5 and f" {phrase} " in f" {value} " and value != phrase


def _tries(ctx: QueryContext, persons: Sequence[str]) -> List[Tuple[str, bool]]:
    """(person, whether every speaker's kept preferences are read as maybe theirs) in the order
    they are tried: a kin word memory knows nobody by ("Grandma") names one of the household's
    speakers, so when no sentence heard answers for it, what any speaker was kept saying they
    prefer ("when you make my tea, na Lipton") is read as maybe theirs."""
    return [(p, every) for p in persons
            for every in ((False, True) if not knows_person(ctx, p) and p in kin_lexicon() else (False,))]


def said_preferences(ctx: QueryContext, persons: Sequence[str]) -> Tuple[SaidReading, ...]:
    """What the first of the people who said something that answers the question said, with
    its value, best first."""
    polar = asks_yes_no(ctx.plan.question)
    seen = asked_setting_values(ctx)  # "how strong": strong, medium (a setting's values in memory's words)
    numbered = bool(asked_kind_of(ctx)) and numeric_kind(asked_kind_of(ctx))
    for person, everyone in _tries(ctx, with_kin_titles(ctx, known_first(ctx, persons))):
        found = []
        for said in said_sentences(ctx, person, seen, everyone=everyone)[:3]:
            message = told_message(said.sentence)  # "And tell Ebi, I like my chops well done": what is told
            value, value_type = ("", "") if said.correction else claimed_value(ctx, said, person)
            if value_type != "entity" and not said.correction:  # "I'll have the blue cup": the mug it names
                thing = asked_thing(ctx, message)
                value, value_type = (thing, "entity") if thing else (value, value_type)
            if not value and said.correction:  # the value the speaker ended with
                value, value_type = said_value(ctx, said.correction, context=message, seen=seen)
            if not value:
                value, value_type = said_value(ctx, message, seen=seen)
            if said.elided and not polar:  # "Te Karere. I watch that every day."
                thing = asked_thing(ctx, said.elided)
                value, value_type = (thing, "entity") if thing else (said.elided, "str")
            elif said.before and not polar:  # "I always take that one": the thing the sentence before named
                earlier = _named_before(ctx, said.before, seen)
                value, value_type = earlier if earlier[0] else (value, value_type)
            slotted = "" if polar or value_type == "entity" or said.correction or said.elided or numbered \
                else slot_value(ctx.plan.question, message, people_words(ctx))  # "what temperature": a number
            value, value_type = (slotted, "str") if slotted else (value, value_type)  # "brown sauce, never red"
            fitted = "" if polar or value_type == "entity" and not apart_in_words(ctx) else shaped(ctx, message)
            if fitted and not _fuller(value, fitted):  # "with food or on an empty stomach?" -> "with food"
                value, value_type = fitted, "entity" if ctx.entity_record(fitted) is not None else "str"
            counted = "" if polar else counted_value(ctx.plan.question, message)
            value, value_type = (counted, "str") if counted else (value, value_type)  # "at how many degrees?"
            if value_type == "str":  # "Only the chantilly cake, not the chocolate one." -> "the chantilly cake"
                value = plain_value(value)
            if polar:  # "Does Jek drink coffee?" -> "I don't drink coffee": no
                value, value_type = whether(ctx.plan.question, message), "bool"
            elif value_type == "str" and said.event.actor != person:
                value = speakers_own(ctx, said.event.actor, message, value)
            if value_type == "str":  # "Bà like Tuấn drive": the person memory knows as tuan
                value, value_type = person_named(ctx, value) or (value, value_type)
            if value_type == "str" and asks_when(ctx.plan.question):  # "what time is Gaz bringing it": a moment
                value, value_type = _moment(ctx, message, said.event.time_ns, value, value_type)
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
