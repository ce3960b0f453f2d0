"""Values said in a preference sentence, linked against memory: a thing memory knows of the kind
the question asks for (the "blue mug" -> `mug_blue_1`), a clock time when the question asks when
("half eight" -> 08:30), a number ("twenty-two" -> 22; both read by `said_numbers`), else the word the
sentence prefers (the object of its verb, as said with its compounds, what an amount of it said
with "a" holds: "a bottle of stout" -> stout, or that object's modifier when the object is what
the question names: "the sports channel" -> sports; "the purple ones" for the goggles asked
about; a thing asked by "what" said without the preposition it is wanted in: "in purple" ->
purple).
A value memory has seen the asked setting hold comes before a number or a preferred word
(`asked_settings`: "Always strong for my coffee" -> strong). Also the words that say a condition
or a preference, shared with the sentence reader (`stated`).
"""
from __future__ import annotations

import re
from typing import AbstractSet, Any, List, Sequence, Set, Tuple

from obsmem_ros.core.clock_words import spoken_clock
from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.preferences import LIKER_NOUNS, LIKING
from obsmem_ros.core.language.syntax import WH_WORDS, analyse
from obsmem_ros.core.language.utterance_syntax import time_phrases_in
from obsmem_ros.core.language.value_spans import unsaid_prepositions, wanted_in

from ..lexicon import SETTING_NOUNS, kinds_covered
from ..syntax_readings import asked_kind
from .asked_settings import setting_value_said
from .word_stems import stem
from .context import QueryContext
from .focused import focused_value
from .asked_slot import asked_part
from .unseen_things import set_against
from .liked_states import liked_state, state_of_asked
from .owned_values import own_as
from .said_numbers import CLOCK, LIMIT_ASKED, bound_clock, said_clock, said_number
from .denials import denied_words
from .said_clauses import asked_verbs, meanings, offered
from .taken_phrases import (DISLIKING, before_liking, contents, disliked_words, is_liking_verb, names_a_property,
                            negated_before, property_asked, taken_in_order, told_apart, vocatives)

CONDITIONS = (frozenset("weekend weekends saturday saturdays sunday sundays".split()),
               frozenset("weekday weekdays week monday mondays tuesday tuesdays wednesday wednesdays thursday "
                         "thursdays friday fridays".split()),
               frozenset("morning mornings breakfast".split()), frozenset("afternoon afternoons lunch".split()),
               frozenset("evening evenings dinner night nights tonight".split()))
ASKING = frozenset("what which who when how does do did is are was were the a an to of in on at for his her their "
                    "my your like likes liked prefer prefers preferred favourite favorite want wants wanted usually "
                    "use uses have has set it me i".split())
_SORT_ASKED = re.compile(r"\b(?:kind|sort|type)s?\b")  # "what kind of tea", "what kind rice"
_WHEN = re.compile(r"^(?:when|what time|at what time)\b|\bwhat time\b"
                   r"|\bhow (?:late|early)\b|\bthe (?:earliest|latest)\b")  # "how late does he sleep": a clock
# Words by which a sentence heard (not kept as a stated preference) says what someone prefers.
PREFERRING = frozenset("like likes prefer prefers rather favourite favorite always usually want wants love "
                        "loves fine plenty best keen go".split())
ONES = frozenset({"one", "ones"})
# Kinds of value that are numbers themselves (beside the settings': `SETTING_NOUNS`).
NUMERIC_KINDS = frozenset({"number", "amount", "count", "size", "age", "score", "time", "hour", "degree", "percent",
                           "setting"})
# Possessive pronouns stand for a thing, never name a value ("Make mine coffee": not 'mine').
POSSESSIVES = frozenset({"mine", "yours", "his", "hers", "ours", "theirs"})


def setting_values(ctx: QueryContext) -> List[float]:
    """The numbers memory has seen the settings of the thing the question names hold (the
    thermostat at 19 to 22), up to the cutoff: of the first thing it names that memory saw set
    ("if Alice is home, what should the thermostat be set to": the thermostat, not the home)."""
    for _phrase, ids in ctx.targets():
        values = [float(fact.value) for entity in ids[:1]
                  for fact in ctx.reader.history(entity, since_ns=None, as_of_ns=ctx.now_ns, limit=200)
                  if fact.attribute.startswith("setting:") and re.fullmatch(r"-?\d+(?:\.\d+)?", fact.value or "")]
        if values:
            return values
    return []


def in_range(sentence: str, values: Sequence[float]) -> bool:
    """Whether the sentence says a number within the span the asked thing's setting has held
    (widened by half of it either side): "keep it at 21 degrees" speaks of a thermostat seen at
    19 to 22, not of an oven at 180; the thing need not be named."""
    said = said_number(spoken_clock(sentence.lower())) if values and not CLOCK.search(spoken_clock(sentence.lower())) else None
    if said is None:
        return False
    low, high = min(values), max(values)
    margin = max(high - low, abs(high) * 0.25) / 2
    return low - margin <= float(said) <= high + margin


def asked_thing(ctx: QueryContext, sentence: str) -> str:
    """A thing memory knows that the sentence names, of the kind the question asks for ("which mug
    should I use" -> the mug the sentence names; "" when the question asks no kind or the sentence
    names none)."""
    kind = _asked_kind(ctx)
    return _thing(ctx, sentence, stem(kind)) if kind else ""


def _asked_kind(ctx: QueryContext) -> str:
    return asked_kind(ctx.plan.question) or _copular_kind(ctx.plan.question)


def asked_kind_of(ctx: QueryContext) -> str:
    """The kind of thing the question asks for ("which wig": wig; "" when it names none)."""
    return _asked_kind(ctx)


def asks_known_things(ctx: QueryContext) -> bool:
    """Whether the question asks which of the things memory knows of a kind ("which mug", "her
    go-to cup"): an answer must then name one of them, not some other word of its sentence."""
    kind = _asked_kind(ctx)
    return bool(kind) and any(ctx.entity_ids(k) for k in sorted(kinds_covered(kind)))  # "which cup": the mugs


def numeric_kind(kind: str) -> bool:
    """Whether a number can be of the kind a question asks for: no kind named ("what does he set it
    to"), a setting's ("which channel", "her temperature of choice") or a number's own ("lucky
    number"), by any word of the same meaning ("what temp"); a drink, a mug or a game is no number
    ("What's Bob's drink of choice?": not the 7 a timer request says)."""
    return not kind or bool(({kind} | meanings({kind})) & (SETTING_NOUNS | NUMERIC_KINDS))  # "what temp"


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
    """A thing memory knows that the sentence names, of the kind the question asks for: one memory
    saw before one it only heard of, whichever of the sentence's phrases names it ("the red cup"
    may be a name heard before the red mug was seen; "red cup" names the mug)."""
    kinds = {stem(k) for k in kinds_covered(kind)}  # "the blue cup" is a mug
    said = word_list(sentence)
    words = [kind if w in ONES else w for w in said]  # "the red one" is the red mug
    denied = denied_words(sentence)
    several = len(ctx.entity_ids(kind)) > 1
    heard = ""
    for size in (3, 2, 1):
        for i in range(len(words) - size + 1):
            gram = words[i:i + size]
            if not meanings({gram[-1]}) & kinds or said[i + size - 1] in denied:
                continue
            if several and not {w for w in gram[:-1] if len(w) > 1} - ASKING:  # "my mug" tells no mug from the others
                continue
            linked = ctx.link(" ".join(gram)) or _named_with(ctx, gram)
            if linked and set_against(ctx, linked, said, denied):
                continue
            if linked and not ctx.heard_only(linked):
                return linked
            heard = heard or linked
    return heard


def _named_with(ctx: QueryContext, gram: Sequence[str]) -> str:
    """The one thing memory saw whose name has every word of `gram`, a modifier among them ("the red
    sweater" is the "red dog sweater" when no other thing's name has "red" and "sweater"); "" when
    none or several do."""
    if len(gram) < 2:
        return ""
    wanted = {stem(w) for w in gram}
    named = [e.id for e in ctx.reader.entities() if wanted <= {stem(w) for w in re.findall(
        r"[^\W\d_]+", (e.name or "").lower())}]
    return named[0] if len(named) == 1 else ""


def _preferred_word(sentence: str, asked: Set[str], verbs: Set[str] = frozenset(),
                    people: Set[str] = frozenset(), sort: bool = False,
                    stranded: AbstractSet[str] = frozenset(), settings: bool = True,
                    named: AbstractSet[str] = frozenset()) -> str:
    """The word the sentence prefers: what it says the asked verb or a liking verb takes
    (`_chosen_phrase`: "he goes for Collingwood", "I always sit on the left side"), else the object
    of its verb (or the sentence's head noun), or that object's modifier when the object is what
    the question names or a setting's name (the kind of value, not the value: "the sports channel"
    -> sports; not when the question asks a kind no setting's value is, `settings` false: "the
    coffee machine timer" names no drink; not a modifier the question says with its own noun,
    `named`: "her rhubarb crumble" names the crumble, tells none apart); never a word naming one
    of the household's `people` ("Puttar, put the radio on")."""
    doc = analyse(sentence)
    order = "dobj attr ROOT oprd nsubj".split()
    liking = verbs | (LIKING - DISLIKING if not verbs & DISLIKING else LIKING)  # "I hates the ham": not liked
    denied = denied_words(sentence) | vocatives(doc) | disliked_words(doc, liking)
    chosen = (_chosen_phrase(doc, liking, denied | people, asked, sort, stranded, settings)
              or focused_value(doc, people) or own_as(doc, people))
    if chosen:
        return chosen
    start = before_liking(doc, liking) or 0  # "and robo sunday morning i want pittu": nothing before "want"
    nouns = [t for t in doc if (t.pos_ in ("NOUN", "PROPN") or t.lower_ in ONES and t.dep_ == "appos")  # "my hat, the
             # green one" with "one" tagged a number
             and t.i >= start and t.text.lower() not in denied | POSSESSIVES | people
             and not (t.dep_ == "compound" and t.head.pos_ in ("NOUN", "PROPN"))]  # "peanut" of peanut
             # butter, "bara" of bara brith: a word compounded with a noun is said with it (`_as_said`)
    for token in sorted(nouns, key=lambda t: (order.index(t.dep_) if t.dep_ in order else len(order),
                                              t.pos_ != "PROPN", t.i)):  # a name before a common noun
        lemma = token.lemma_.lower()
        if stem(lemma) in asked or stem(token.text.lower()) in asked or lemma in SETTING_NOUNS and settings:
            modifier = [c for c in token.children if c.dep_ in ("compound", "amod")
                        and c.pos_ in ("NOUN", "ADJ", "PROPN") and stem(c.lower_) not in named]
            if modifier and not _identified(token):
                return modifier[0].text.lower()
            continue
        if lemma in SETTING_NOUNS:
            continue
        if token.lower_ in ONES:  # "I want the purple ones": the ones said, with what tells them apart
            modifier = [c for c in token.children if c.dep_ in ("amod", "compound") and c.i < token.i]
            if modifier:
                return " ".join(t.text for t in [*modifier, token]).lower()
        if lemma not in _CONDITION_WORDS and lemma not in PREFERRING:  # "the green mug's my favourite"
            return _as_said(contents(token), asked)
    return state_of_asked(doc, asked)


def _chosen_phrase(doc: Any, verbs: Set[str], excluded: Set[str], asked: Set[str], sort: bool = False,
                   stranded: AbstractSet[str] = frozenset(), settings: bool = True) -> str:
    """What one of `verbs` takes in the sentence, with the words that tell it apart ("I always get
    blue" -> blue, "he goes for Collingwood", "sit on the left side" -> left side): its object or
    complement, else the object of the preposition right after it; only those words when it is the
    thing asked about ("I like the quiz channel" -> quiz), with it when the question asks which
    `sort` of it ("what kind of tea": "black tea"); "" when none of `verbs` takes a word of
    its own (a pronoun, a word denied or naming a person, a setting when no `settings` answer)."""
    for verb in (t for t in doc if is_liking_verb(t, verbs) and not negated_before(t)):
        state = liked_state(verb, asked, doc)
        if state is not None and state.lower_ not in excluded:  # "I like my eggs scrambled": the state the
            # asked thing is liked in; never a person called ("the lollies robot", "robot" read as a verb)
            return " ".join(t.text for t in [*(c for c in state.children if c.dep_ == "advmod" and c.i < state.i),
                                             state, *(c for c in state.children if c.dep_ == "advmod"
                                                      and c.i > state.i)]).lower()
        taken = next((c for c in verb.children if c.dep_ in ("dobj", "acomp", "oprd")), None)
        if taken is None:
            prep = next((c for c in verb.children if c.dep_ == "prep" and c.i == verb.i + 1), None)
            taken = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
        fits = lambda t: t.text.lower() not in excluded and t.lemma_.lower() not in _CONDITION_WORDS and not (
            t.lemma_.lower() in SETTING_NOUNS and not settings)  # "I like tea first thing": a time
        run = [] if taken is not None and taken.pos_ in ("NOUN", "PROPN", "ADJ") and fits(taken) else taken_in_order(verb)
        taken = run[-1] if run else taken  # "i want pittu with the sambal": the parse gave it no object of its own
        if taken is None or not run and taken.pos_ not in ("NOUN", "PROPN", "ADJ") or not fits(taken):
            continue
        taken = taken if run else contents(taken)  # "I like a cup of tea": tea
        told = [t for t in (run[:-1] if run else told_apart(taken)) if t.i < taken.i
                and not {stem(t.lemma_.lower()), stem(t.lower_)} & asked]  # "my coffee black" read as one noun
        placed = ""
        if stem(taken.lemma_.lower()) in asked or stem(taken.lower_) in asked or taken.lemma_.lower() in SETTING_NOUNS:
            placed = "" if told or sort else wanted_in(verb, taken, stranded)  # "I want the kurma in a Crix tin"
            bare = names_a_property(taken) or property_asked(asked)
            taken = taken if told and (sort or not bare) else None  # the asked thing itself: what tells it
            # apart is the value, said with it ("what soup": light soup) unless the thing is a setting or a
            # property whose value the modifier is ("the sports channel": sports), or the question asks
            # such a property of it ("what flavour lolly": the strawberry lollies are strawberry)
        if told or taken is not None:  # with a noun "and" joins to it: "a pie and peas"
            joined = _joined(taken, asked) if taken is not None and not run else []
            return " ".join([*(t.text for t in [*told, *([taken] if taken is not None else [])]), *joined]).lower()
        if placed:
            return placed
    return ""


def _identified(token: Any) -> bool:
    """Whether the asked noun is said to be some other noun ("cartoons is the only channel I
    watch"): that noun is the value, not the asked noun's modifier."""
    return token.dep_ == "attr" and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in token.head.children)


def _as_said(token: Any, asked: Set[str]) -> str:
    """A preferred word as said ("I want cartoons": cartoons, not one cartoon), with the words it
    is compounded of ("Radio Cymru", "peanut butter"), a common noun without the thing asked about
    ("my tea black" read as one noun is black for "How does Des have his tea?"; a name is said whole,
    however many words it chains: "Dahil Sa Iyo", also before a common noun: "ABC news"), with a
    noun "and" joins to it ("fish and chips"); a noun for the one who likes it is left out
    ("I'm a cocoa person" prefers cocoa)."""
    name = [c for c in token.children if c.dep_ == "compound" and c.i < token.i
            and (c.pos_ == "PROPN" or c.pos_ == token.pos_ and stem(c.text) not in asked)]
    if name and token.lemma_.lower() in LIKER_NOUNS:
        return " ".join(_as_said(c, asked) for c in name).lower()
    return " ".join([*(_as_said(c, asked) for c in name), token.text, *_joined(token, asked)]).lower()


def _joined(token: Any, asked: Set[str]) -> List[str]:
    """The nouns "and" joins to a preferred word, as one dish or one set ("mince and tatties"), with
    the adjectives that tell the joined one apart ("pie and mushy peas")."""
    said = [c for c in token.children if c.dep_ == "conj" and c.pos_ == token.pos_]
    if not said or not any(c.dep_ == "cc" and c.lower_ == "and" for c in token.children):
        return []
    return ["and", *(c.lower_ for c in said[0].children if c.dep_ == "amod" and c.i < said[0].i),
            _as_said(said[0], asked)]


_CONDITION_WORDS = frozenset().union(*CONDITIONS) | {"time", "thing", "lot", "bit", "choice", "way", "one", "me"}


def said_value(ctx: QueryContext, sentence: str, *, context: str = "", seen: Sequence[str] = ()) -> Tuple[str, str]:
    """(value, value type) a preference sentence gives for the question ("", "" when none);
    `context` is the sentence a correction corrects (a clock's half of the day); `seen` the
    values memory saw the asked setting hold (`asked_settings`)."""
    question = ctx.plan.question.lower()
    asked = {stem(w) for w in re.findall(r"[^\W\d_]+", question)} - {stem(w) for w in ASKING} - offered(question)
    thing = asked_thing(ctx, sentence)
    if thing:
        return thing, "entity"
    if _WHEN.search(question):
        part = asked_part(sentence, asked)  # "in bed by half seven, but on his birthday ... till nine"
        clock = LIMIT_ASKED.search(question) and bound_clock(sentence, context=f"{context} {sentence}") \
            or part != sentence and said_clock(part) and said_clock(part, context=f"{context} {sentence}") \
            or said_clock(sentence, context=context)  # "till what time": the end of "from seven till two"
        if clock:
            return clock, "str"
        when = _time_said(sentence, question) if asks_when(ctx.plan.question) else ""
        if when:
            return when, "str"
    setting = setting_value_said(sentence, seen)
    if setting:
        return setting, "str"
    number = said_number(spoken_clock(sentence.lower())) if not CLOCK.search(spoken_clock(sentence.lower())) else None
    if number is not None and not asks_a_thing(ctx.plan.question) and numeric_kind(_asked_kind(ctx)):
        return number, "str"
    word = _preferred_word(sentence, asked, asked_verbs(ctx.plan.question), people_words(ctx),
                           sort=bool(_SORT_ASKED.search(question)),
                           stranded=unsaid_prepositions(analyse(ctx.plan.question)),
                           settings=numeric_kind(_asked_kind(ctx)), named=modifiers_named(ctx.plan.question))
    return (word, "str") if word else ("", "")


def modifiers_named(question: str) -> Set[str]:
    """The stems of the words the question says a noun of its own with ("her rhubarb crumble", "the
    egg hunt"): naming the thing, they tell no value apart."""
    return {stem(t.lower_) for t in analyse(question)
            if t.dep_ in ("compound", "amod") and t.head.pos_ in ("NOUN", "PROPN")}


def people_words(ctx: QueryContext) -> Set[str]:
    """The words the household's people are called by (ids, names, kin words heard or any the
    language knows: "roll only tomato sauce, tell mum" names no sauce "mum") and the robot's own
    (a speaker calls it by name: "i only like the strawberry ones robot"), unless the question asks
    who: no other answer names a person."""
    if re.match(r"\s*who\b", ctx.plan.question.lower()):
        return set()
    people = ctx.reader.people()
    return {*people, *(ctx.display(p).lower() for p in people), *(w for _speaker, w in ctx.reader.kin_words()),
            *kin_lexicon(), ctx.reader.robot_id.lower()}


def asks_a_thing(question: str) -> bool:
    """Whether "what" is the very thing the question's verb takes ("What's Dad bringing home?",
    "what does Nan want for lunch?"): a number the sentence says ("about six") is no answer. Not
    when the verb takes something else too ("what does he want the heating on?": a level)."""
    for tok in analyse(question):
        verb = tok.head.head if tok.head.dep_ == "aux" else tok.head  # "what's he bringing": "'s" helps
        if tok.lower_ == "what" and tok.tag_ == "WP" and tok.dep_ in ("dobj", "attr") and verb.pos_ == "VERB":
            return not any(c.dep_ in ("dobj", "ccomp", "xcomp", "oprd") and c.i != tok.i for c in verb.children)
    return False


def asks_when(question: str) -> bool:
    """Whether the question itself asks a time ("when does ...", "what time ..."), not a question
    opened by a clause of time ("When Dan gets up, what does he drink?")."""
    doc = analyse(question)
    other = any(t.lower_ in WH_WORDS and t.lower_ != "when" for t in doc)  # "When Bob turns on the TV, which ..."
    return "what time" in question.lower() or not other and any(t.lower_ == "when" and t.head.dep_ == "ROOT" for t in doc)


def time_phrases(sentence: str) -> List[Any]:
    """The phrases that time the sentence's verbs ("before breakfast", "every morning")."""
    return [p for root in (t for t in analyse(sentence) if t.dep_ == "ROOT") for p in time_phrases_in(root)]


_DURATIONS = frozenset({"second", "minute", "hour", "while"})


def _time_said(sentence: str, question: str) -> str:
    """The time a sentence gives when it says no clock time: its time phrase that the question does
    not name itself and that is no recurrence ("Christmas morning we open presents before
    breakfast" -> "before breakfast" for "when ... on Christmas morning"; "every morning" is when
    it recurs, not when in the day, unless the sentence says no other time: "Every Saturday I read
    it" -> "saturday", or says it inside: "every evening after work" -> "after work"; a duration
    is no time)."""
    asked = {stem(w) for w in re.findall(r"[^\W\d_]+", question)}
    recurring = ""
    for phrase in time_phrases(sentence):
        words = _up_to_comma(list(phrase.subtree), phrase)
        if phrase.lemma_.lower() in _DURATIONS:
            continue  # "an hour or so" says how long, not when
        every = words[0].lower_ in ("every", "each")
        if every:
            words = words[1:]
        if not words or {stem(t.lower_) for t in words} <= asked:
            continue
        within = next((c for c in phrase.children if c.dep_ == "prep"), None) if every else None
        if within is not None:  # "every evening after work": when in the evening
            return " ".join(t.text for t in _up_to_comma(list(within.subtree), within)).lower()
        if every:
            recurring = recurring or (words[0].text.lower() if len(words) == 1 else "")
            continue
        return " ".join(t.text for t in words).lower()
    return recurring


def _up_to_comma(tokens: List[Any], head: Any) -> List[Any]:
    """A phrase's words up to a comma after its head: what follows a comma is said of something
    else ("after breakfast, twenty minutes": a duration after the time)."""
    cut = next((t.i for t in tokens if t.i > head.i and t.text == ","), None)
    return [t for t in tokens if not t.is_punct and (cut is None or t.i < cut)]
