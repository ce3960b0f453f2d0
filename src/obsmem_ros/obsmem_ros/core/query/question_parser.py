"""The deterministic rule question parser: a question in, a `QueryPlan` out.

Intent comes from an ordered list of patterns (the first match wins; more specific families
come first); the rest of the plan from small lexicons. No memory is read here: entity and
person words stay surface text for the engine to resolve.
"""
from __future__ import annotations

import re
import unicodedata
from typing import List, Optional, Pattern, Sequence, Set, Tuple

from ..language.varieties import standard_words
from ..letters import unaccented
from .lexicon import (ATTRIBUTE_WORDS, DETERMINERS, LOCATION_PREPOSITIONS, PERSON_WORDS, SETTING_NOUNS,
                      STATE_VALUES, STOPWORDS, VERB_FORMS)
from .plan import Intent, QueryPlan, Relation, View
from .temporal import parse_temporal

_P = r"(?:\w+)"  # one word standing for a person
_ROUTINE_TIME = (r"^(?:when|at what time|what time|which day|what day|on which day|how late|how early) "
                 r"(?:does|do|did|was|is|were) [a-z0-9_' ]*?\b(?:usually|typically|normally|generally|habitually|unusually|regularly"
                 r"|tends? to|on most days)\b"
                 r"(?!.*\b(?:next|comes|follows?|after)\b)|\b(?:later|earlier) than (?:usual|normal)\b|\bunusually (?:late|early)\b")
_FREQ = r"(?:usually |typically |normally |generally |always |most often |often |tend to |most characteristically )?"

_STATE_CUE = re.compile(
    r"\bwhere\b|\bhave you seen\b|\b(?:which|what) room\b|\blocation\b|\bset to\b|\bsetting\b|\bwhat (?:colou?r|material)\b|\bmade of\b|\bstate of\b"
    r"|\bstatus of\b|^who (?:has|had|is holding|was holding|holds|held|is carrying|was carrying|owns|owned)\b"
    r"|\bwhose\b|\bfind\b|^(?:is|are|was|were) (?:the |my |your |a |an )?[a-z0-9_ ]+? (?:open|closed|on|off|shut|locked|unlocked|running|still|in|inside|under|at|near|behind|next to|set)\b"
    r"|^what (?:is|was|are|were) (?:the |my )?[a-z0-9_ ]*? ?(?:in|on|inside|under) (?:the|my)\b"
    r"|\bbefore\b.*\b(?:changed|switched|turned|set|moved|put|placed)\b.*\bwhat (?:was|were) (?:it|they)\b")

RULES: Sequence[Tuple[Intent, Pattern[str]]] = tuple((intent, re.compile(pattern)) for intent, pattern in (
    (Intent.PLANNING_CONTEXT,
     r"\bwhat (?:do|should|would|must) (?:i|we|you) (?:need to |have to )?(?:know|check|consider|remember|bear in mind)\b.*\b(?:to|before|for|if|about)\b"
     r"|\b(?:help me|how should (?:i|you|we)) (?:plan|prepare)\b|\bwhat(?: is|'s) relevant (?:to|for)\b"
     r"|\bwhat (?:do|would|will) (?:i|you|we) need (?:to|for|in order to)\b|\bplanning\b|\bcontext for\b"
     r"|\bwhat should (?:i|you|we) (?:keep in mind|be aware of|know)\b|\bget ready (?:to|for)\b"),
    (Intent.ROUTINE, _ROUTINE_TIME),
    (Intent.SOURCE,
     r"\bwho (?:said|says|told|tells|mentioned|reported|claimed|claims|informed|stated|announced)\b"
     r"|\baccording to\b|\bwhere did " + _P + r" (?:say|tell|claim|report)\b"
     r"|^(?:was|were|is) " + _P + r" (?:right|correct|wrong|mistaken)\b"
     r"|\baccording to (?:whom|who)\b|\b(?:where|from whom|from who|who) did (?:i|you|we) (?:hear|learn|get)\b"
     r"|\bwhat is the source\b|\bwho was it (?:that )?(?:said|told)\b|\bwhose (?:claim|report|word)\b"
     r"|\bsource of\b|\bwho is the source\b|\bby whom was it (?:said|reported)\b|\bwho gave (?:me|you|us) that\b"),
    (Intent.COMMITMENT,
     r"\b(?:asked|wanted|told|needed|requested|reminded) (?:the robot|me|you|us|it|him|her) to\b|\bas " + _P + r" (?:asked|requested|wanted)\b"
     r"|\bwas it (?:done|carried out|finished|completed)\b|\b(?:say|said) (?:they|he|she|i|we) (?:would|will|'d)\b"
     r"|^(?:when|at what time|what time|what day|on which day) (?:is|are|will)\b(?!.*\b(?:usually|typically|normally|open|closed|on|off)\b)"
     r"|\bpromis|\bremind|\bdue\b|\bowe[ds]?\b|\bcommit|\bschedul|\bappointment|\bto-?do\b|\bagenda\b|\bpending\b"
     r"|\bsupposed to\b|\bmust be done\b|\b(?:have|has|need|needs) to be done\b|\brequest(?:s|ed)?\b|\bobligation"
     r"|\bdeadline|\boverdue\b|\bwhat (?:did|has|had) " + _P + r" ask(?:ed)? (?:me|you|us|the robot|for)\b"
     r"|\b(?:asked|told) (?:me|you|us) to\b|\bwhat (?:should|must|do) (?:i|you|we) (?:have to )?do (?:today|tomorrow|tonight|later|next|this)\b"
     r"|\bis there anything (?:i|you|we) (?:have|need|must|should) to do\b|\bwhat (?:tasks|chores)\b|\bwhat (?:is|'s) left to do\b"
     r"|\bwhat (?:should|must|do) (?:i|you|we) (?:\w+ )?(?:bring|get|buy|fetch|take|do)\b.*\b(?:today|tomorrow|tonight|later)\b"),
    (Intent.BELIEF,
     r"\bcan (?:i|we|you) (?:still )?(?:trust|rely on|be sure|believe)\b|\bhow (?:sure|certain|confident|reliable|fresh|up to date|current)\b"
     r"|\b(?:is|are) (?:that|this|it) (?:still )?(?:reliable|accurate|up to date|true|trustworthy|current|valid)\b"
     r"|\b(?:should|must) (?:i|we|you) (?:check|verify|look|double-check)\b|\bdo (?:i|we|you) (?:need|have) to (?:check|verify|look|double-check)\b"
     r"|\bsafe to (?:assume|say)\b|\bstale\b|\bhow (?:old|recent) is\b|\bstill (?:valid|accurate|true|correct)\b|\bbelief\b|\bconfidence\b"
     r"|\b(?:could|might|may) (?:it|that|they|the [a-z ]+?) have (?:been )?(?:moved|changed|taken)\b|\bis .* reliable\b|\btrust\b"),
    (Intent.HABIT,
     r"\bwhat (?:" + _FREQ + r")?(?:comes|happens) (?:next|after|right after)\b|\bwhat " + _FREQ + r"follows\b"
     r"|\bwhat (?:do|does|did) (?:the )?" + _P + r" " + _FREQ + r"do (?:next|right after|immediately after|just after|straight after|after|with (?:it|them) next)\b"
     r"|\bafter\b.*\bwhat (?:do|does|did) (?:the )?" + _P + r" (?:usually|typically|normally|generally|tend|most|then)\b"
     r"|\bafter\b.*\bwhat (?:do|does) (?:they|he|she) (?:usually|typically|normally|tend)\b|\bnext step after\b"
     r"|\bwhat action (?:" + _FREQ + r")?follows\b|\bhabit|\bmost (?:likely|often) to do next\b"
     r"|\b(?:usual|typical|habitual|characteristic|recurring|repeated|common)\w*\b.*\b(?:next|follows?|follow-up|lead to|leads to)\b"
     r"|\b(?:next|follow-up|follows)\b.*\b(?:usual|typical|habitual|characteristic|recurring|repeated|common)\w*\b"
     r"|\bwhat (?:do|does) " + _P + r" " + _FREQ + r"do once\b"),
    (Intent.PREFERENCE,
     r"\bprefer|\bfavou?rite\b|\bhow (?:do|does|did) " + _P + r" (?:like|want|take|have|drink|eat)\b|\b(?:likes?|loves?|enjoys?|hates?|dislikes?)\b"
     r"|\brather\b|\bwhich [a-z ]+? (?:do|does|did) " + _P + r" " + _FREQ + r"(?:use|want|choose|pick|take|drink|eat|keep)\b"
     r"|\bwhat (?:kind of |sort of )?(?:[a-z]+ )?(?:do|does) " + _P + r" " + _FREQ + r"(?:drink|eat|use|choose|pick|want|take)\b"
     r"|\btends? to (?:use|choose|pick|keep|prefer)\b|\bwhere (?:do|does) " + _P + r" (?:usually |typically |seem to |normally |always )?(?:keep|store|retrieve|get)\b"
     r"|\bwhat [a-z ]*?(?:method|choice|implement|material)\b|\bfavou?r(?:ed|s)?\b|\bwhich storage\b"
     r"|\bseems? to (?:check|use|favou?r|prefer|keep|choose)\b|\bacross (?:sessions|videos|days|meals)\b"
     r"|\b(?:style|pattern)\b|^(?:does|do) " + _P + r" (?:take|want|like|drink|eat)\b"
     r"|\b(?:when|what time|how) (?:do|does) " + _P + r" (?:want|like|prefer|need)\b"),
    (Intent.ROUTINE,
     r"\b(?:usually|typically|normally|generally|habitually|routinely|every (?:day|morning|evening|night|week|weekday))\b.*\bdo\b"
     r"|\broutine\b|\bsteps?\b.*\b(?:for|to|of|in)\b|\bhow (?:do|does|did) " + _P + r" " + _FREQ
     + r"(?:make|prepare|cook|clean|handle|organi[sz]e|set up|wash|tidy|go about|approach|deal with|manage)\b"
     r"|\bapproach\b|\bworkflow\b|\bset-?up\b|\bhow (?:are|is) [a-z ]+ used\b"
     r"|\bhow (?:does|do|did) " + _P + r" (?:ready|get|position|steady|access|finish|incorporate|dislodge|prepare|use)\b"
     r"|\bstrategy\b|\bprocedure\b|\bin what order\b|\bwhat order\b|\bprocess (?:for|of)\b"
     r"|\bhow is [a-z ]+? (?:usually |typically |normally )?(?:made|done|prepared|cleaned)\b|\bwhat does " + _P + r" do (?:in|every|each) (?:the )?(?:morning|evening|afternoon|night|day)\b"),
    (Intent.ACTIVITY,
     r"\bwhat (?:was|were|is|are) (?:the )?" + _P + r" doing\b|\bwhat did (?:the )?" + _P + r" (?:do|say|tell|mention)\b|\bwhat happened\b"
     r"|\bwhat went on\b|\bwhat (?:has|had) " + _P + r" been doing\b|\bsummar(?:y|ise|ize)\b|\bwhat activit"
     r"|\bwhat (?:did|does) " + _P + r" (?:handle|work on|cook|make|prepare)\b|\bwhat was (?:going on|done)\b"),
    (Intent.EVENT_COUNT, r"\bhow many times\b|\bhow often\b|\bnumber of times\b|\bhow many\b|\bhow frequently\b|\bcount\b"),
    (Intent.EVENT_WHEN,
     r"\bwhen (?:did|was|were|has|had|is|does|do)\b|\bwhat time (?:did|was|were|is|does)\b|\bat what time\b"
     r"|\bhow long ago\b|\bsince when\b|\b(?:what|which) day (?:did|was)\b|\bwhat date\b"),
    (Intent.CURRENT_STATE, _STATE_CUE.pattern),
    (Intent.EVENT_COUNT, r"^(?:has|have|had|did) (?:anyone |someone |anybody |somebody |the |my )?[a-z0-9_ ]*?\b(?:" + "|".join(sorted(VERB_FORMS, key=len, reverse=True)) + r")\b"),
    (Intent.EVENT_WHO,
     r"^who\b|\bby whom\b|\bwhich (?:person|family member|one of (?:you|them|us))\b|\bwho (?:was|is) (?:the )?(?:last|first)\b"),
    (Intent.ROUTINE, r"\b(?:usually|typically|tends? to|commonly|most often|often|repeated|most typical)\b"),
))

_INTENT_VIEWS = {
    Intent.CURRENT_STATE: (View.STATE, View.BELIEF, View.EVENT),
    Intent.PAST_STATE: (View.STATE, View.EVENT),
    Intent.EVENT_WHEN: (View.EVENT,), Intent.EVENT_WHO: (View.EVENT,), Intent.EVENT_COUNT: (View.EVENT,),
    Intent.SOURCE: (View.EVENT, View.STATE),
    Intent.PREFERENCE: (View.KNOWLEDGE, View.EVENT),
    Intent.ROUTINE: (View.KNOWLEDGE, View.EPISODE), Intent.HABIT: (View.KNOWLEDGE, View.EPISODE),
    Intent.ACTIVITY: (View.EPISODE, View.EVENT),
    Intent.COMMITMENT: (View.COMMITMENT, View.EVENT),
    Intent.BELIEF: (View.BELIEF, View.STATE),
    Intent.PLANNING_CONTEXT: (View.STATE, View.BELIEF, View.COMMITMENT, View.KNOWLEDGE),
    Intent.FREE_TEXT: (View.EVENT, View.EPISODE, View.KNOWLEDGE),
}
_STATE_INTENTS = (Intent.CURRENT_STATE, Intent.PAST_STATE)
_PAST_TENSE = re.compile(r"^(?:was|were|had|did)\b|\b(?:where|what|who|how|which) (?:was|were|had|did)\b|\bused to\b|\bhad been\b")
_NOW = re.compile(r"\b(?:now|right now|currently|at the moment|at present|still)\b")
_YES_NO = re.compile(r"^(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should)\b")
_NAME = re.compile(r"\b([A-Z][a-z]+|[Pp]\d{2,})(?:'s)?\b")
_SESSION = re.compile(r"\b(?:in |during |from )?(?:the )?(?:video|session|episode)\s+([a-z0-9][a-z0-9_\-]*\d[a-z0-9_\-]*)")
_PLACE = re.compile(r"\b(?:" + "|".join(LOCATION_PREPOSITIONS) + r")\s+(?:the |a |an |my |your |his |her |their |our )?"
                    r"([a-z][a-z0-9_']*(?: [a-z][a-z0-9_']*)?)")
def _alternation(words) -> "re.Pattern[str]":
    """One pattern matching any of `words` as whole words, longest first (multi-word forms win)."""
    return re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")\b")


_DETERMINER_END = re.compile(r"\b(?:the|a|an|my|your|his|her|their|our|this|that)\s+$")
_NOW_END = re.compile(r"(?:\s+\b(?:right now|now|currently|at the moment|at present|still|today))+\s*$")
_CHANGE_VERBS = r"(?:moved|put|placed|taken|changed|set|switched|turned|brought|left)"
_CHANGED_TO = re.compile(
    r"\bbefore (?P<subj>.+?) (?:was|were|got|had been|has been) " + _CHANGE_VERBS + r"(?: back)?"
    r"(?: (?:to|into|onto|in|on|at|inside|under|next to|over to))?(?: the| a| an)? (?P<v>[a-z0-9_:'\- ]+?)(?= what\b| where\b| who\b|$)"
    r"|\bbefore (?P<subj2>.+?) ended up (?:in|on|at|inside|under|next to)(?: the| a| an)? (?P<v2>[a-z0-9_:'\- ]+?)(?= what\b| where\b|$)")
_ANY_SETTING = re.compile(r"\bset to\b|\bsetting\b")
ANY_SETTING = "setting:*"  # "what is the thermostat set to": whichever setting the device has
_ROOM_QUESTION = re.compile(r"\b(?:which|what) room\b")
_VERB_RE = _alternation(VERB_FORMS)
_SETTING_RE = _alternation(SETTING_NOUNS)
_ATTRIBUTE_RE = _alternation(ATTRIBUTE_WORDS)
_STATE_VALUE_END = re.compile(r"\b(?:(turned|switched|left|still)\s+)?(" + "|".join(STATE_VALUES) + r")\s*$")
_QUESTION_WORDS = frozenset({"where", "what", "who", "when", "which", "how", "is", "are", "was", "were", "do", "does",
                             "did", "can", "could", "should", "has", "have", "had", "will", "would", "in", "on",
                             "at", "after", "before", "across", "during", "according", "i", "the", "a", "tell",
                             "please", "yesterday", "today", "since", "when's", "where's", "what's", "who's"})


def intent_views(intent: Intent) -> Tuple[View, ...]:
    """The views an intent consults, in the order their evidence is preferred."""
    return _INTENT_VIEWS[intent]


class RuleQuestionParser:
    """Deterministic question parser: ordered intent patterns plus lexicon-driven slot filling."""

    def plan(self, question: str) -> QueryPlan:
        original = question.strip()
        standard = standard_words(original.replace("’", "'"))  # "where's ma keys" read as "where's my keys"
        persons = _persons(standard)
        text = _normalise(standard)
        intent = _intent(text)
        changed_to, text_wo_change = _changed_to(text)
        if changed_to and intent in _STATE_INTENTS + (Intent.FREE_TEXT,):
            intent = Intent.PAST_STATE
        temporal, rest = parse_temporal(text_wo_change if changed_to else text)
        if intent is Intent.CURRENT_STATE and (_PAST_TENSE.search(text) or temporal.relation is not Relation.NONE) \
                and not _NOW.search(text):
            intent = Intent.PAST_STATE
        sessions = tuple(m.group(1) for m in _SESSION.finditer(rest))
        rest = _SESSION.sub(" ", rest)
        attribute, expected, rest = _attribute(rest, intent)
        if intent in _STATE_INTENTS and _ROOM_QUESTION.search(rest):
            attribute, rest = "room", _ROOM_QUESTION.sub(" ", rest)
        verbs, rest = _verbs(rest)
        if intent in _STATE_INTENTS and "leave" in verbs:
            verbs = tuple(dict.fromkeys("place" if v == "leave" else v for v in verbs))  # "where did I leave it"
        places: Tuple[str, ...] = ()
        if intent in (Intent.SOURCE, Intent.BELIEF, Intent.CURRENT_STATE, Intent.PAST_STATE):
            places = tuple(_content(m.group(1)) for m in _PLACE.finditer(rest) if _content(m.group(1)))
            rest = _PLACE.sub(" ", rest)
        lowered_persons = {p.lower() for p in persons}
        targets = tuple(_phrases(rest, lowered_persons))
        if attribute and attribute.startswith("setting:"):
            targets = _without_setting_noun(targets, attribute.split(":", 1)[1])
        if attribute is None and intent in _STATE_INTENTS + (Intent.SOURCE, Intent.BELIEF):
            attribute = "location"
        if expected is None and places and _YES_NO.search(text):
            expected = places[0]
        if intent in (Intent.CURRENT_STATE, Intent.PAST_STATE) and not targets and places:
            targets, places = (), places  # "what is on the table": a contents question about the place
        keywords = tuple(w for w in re.findall(r"[^\s:'\-]+", text) if w not in STOPWORDS and len(w) > 1)
        return QueryPlan(
            question=original, intent=intent, targets=targets, places=places, persons=persons, sessions=sessions,
            attribute=attribute, expected=expected, verbs=verbs, temporal=temporal, views=_INTENT_VIEWS[intent],
            keywords=keywords, changed_to=changed_to, yes_no=bool(_YES_NO.search(text)) and intent in _STATE_INTENTS + (Intent.EVENT_COUNT,),
        )


def _normalise(text: str) -> str:
    """Lower case, accents dropped ("Mít" -> "mit": the patterns read a-z, and person ids are written
    so), letters of other scripts kept, punctuation but ``:'-`` dropped."""
    text = unaccented(text.split("\n")[0]).lower().replace("’", "'")
    text = re.sub(r"'s\b", "", text)
    text = "".join(c if _word_char(c) or c in ":'- " else " " for c in text)
    return re.sub(r"\s+", " ", text).strip()


def _word_char(c: str) -> bool:
    """A letter, digit or underscore, or a mark that is part of its letter (a Devanagari vowel sign)."""
    return c.isalnum() or c == "_" or unicodedata.category(c).startswith("M")


def _intent(text: str) -> Intent:
    for intent, pattern in RULES:
        if pattern.search(text):
            return intent
    return Intent.FREE_TEXT


def _persons(original: str) -> Tuple[str, ...]:
    """Capitalised names (not question words) and participant ids, in order, lower-cased and without
    accents, as person ids are written ("Rubén" -> ruben)."""
    names: List[str] = []
    for m in _NAME.finditer(unaccented(original.split("\n")[0])):
        word = m.group(1).lower()
        if word in _QUESTION_WORDS or word in STOPWORDS or word in VERB_FORMS:
            continue
        names.append(word)
    names += [w for w in re.findall(r"[a-z]+", original.lower()) if w in PERSON_WORDS]
    return tuple(dict.fromkeys(names))


def _verbs(text: str) -> Tuple[Tuple[str, ...], str]:
    """Verb words and the text without them; a gerund right after an article or possessive
    modifies a noun ("the washing machine") and stays in the text."""
    found: List[str] = []
    kept: List[str] = []
    last = 0
    for m in _VERB_RE.finditer(text):
        if m.group(1).endswith("ing") and _DETERMINER_END.search(text[: m.start()]):
            continue
        found.extend(VERB_FORMS[m.group(1)])
        kept.append(text[last: m.start()])
        last = m.end()
    kept.append(text[last:])
    return tuple(dict.fromkeys(found)), " ".join(kept)


def _changed_to(text: str) -> Tuple[str, str]:
    """The value a "before it was changed to V" / "before it ended up in V" clause names, and the
    text with the clause reduced to its subject ("" and the text when there is none)."""
    m = _CHANGED_TO.search(text)
    if not m:
        return "", text
    raw, subject = (m.group("v"), m.group("subj")) if m.group("v") else (m.group("v2"), m.group("subj2"))
    value = " ".join(w for w in raw.split() if w not in STOPWORDS) or raw
    return value.strip(), f"{text[: m.start()]} {subject} {text[m.end():]}"


def _attribute(text: str, intent: Intent) -> Tuple[Optional[str], Optional[str], str]:
    """The state attribute a question is about, the value a yes/no question checks, and the text
    with those cue words removed."""
    noun = _SETTING_RE.search(text)
    if noun:
        return f"setting:{'program' if noun.group(1) == 'programme' else noun.group(1)}", None, text
    if intent in _STATE_INTENTS and _ANY_SETTING.search(text):
        return ANY_SETTING, None, _ANY_SETTING.sub(" ", text)
    if intent not in _STATE_INTENTS + (Intent.SOURCE, Intent.BELIEF):
        return None, None, text
    m = _STATE_VALUE_END.search(_NOW_END.sub("", text))
    if m:
        return "state", STATE_VALUES[m.group(2)], text[: m.start()]
    cue = _ATTRIBUTE_RE.search(text)
    if cue:
        return ATTRIBUTE_WORDS[cue.group(1)], None, _ATTRIBUTE_RE.sub(" ", text)
    return None, None, text


def _without_setting_noun(targets: Tuple[str, ...], noun: str) -> Tuple[str, ...]:
    """"oven timer" -> "oven": the device is the entity, the noun names its setting (a bare
    "timer" stays, as the device may be called that)."""
    out = []
    for phrase in targets:
        words = [w for w in phrase.split() if w != noun]
        out.append(" ".join(words) if words else phrase)
    if len(out) > 1 and noun in out:
        out.remove(noun)
    return tuple(dict.fromkeys(out))


def _content(text: str) -> str:
    return " ".join(w for w in text.split() if w not in STOPWORDS and w not in VERB_FORMS)


def _phrases(text: str, persons: Set[str]) -> List[str]:
    """Maximal runs of content words: the surface phrases that may name entities."""
    runs: List[List[str]] = [[]]
    previous = ""
    for word in text.split():
        modifier = word.endswith("ing") and previous in DETERMINERS  # "the washing machine"
        head = bool(runs[-1]) and runs[-1][-1].endswith("ing") and len(runs[-1]) == 1 and word.isalpha()  # "watering can"
        if not modifier and not head and (word in STOPWORDS or word in VERB_FORMS or word in STATE_VALUES or word.isdigit()
                             or word in persons):
            runs.append([])
        else:
            runs[-1].append(word)
        previous = word
    return list(dict.fromkeys(" ".join(r) for r in runs if r))
