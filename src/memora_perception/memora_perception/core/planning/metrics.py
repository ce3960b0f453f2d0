"""MEMORA-Bench planning metrics, re-implemented from the release's plain-language description
(METRICS.md): text normalisation, action-verb extraction, step checks, OrderExec, KeyObj, PrefAdh.
Every score is None where the description says "None" (callers skip it in means).
"""
from __future__ import annotations

import re
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Set

from obsmem_ros.core import stem as light_stem  # the same light stemmer as the memory's look-ups

STOPWORDS: FrozenSet[str] = frozenset("""
a an the be is are was were been being am to of in on at and or for with by from this that it its
person participant user help tends typically usually while after before when their they p01 p02 p03 p04
p05 p06 p07 p08 p09
""".split())
_TOKEN = re.compile(r"[a-z][a-z\-]{2,}")


def token_set(text: str) -> Set[str]:
    """Lower-cased, 3+ letter words (hyphens kept), stopwords dropped, lightly stemmed, as a set."""
    return {light_stem(t) for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS}


def jaccard(a: Set[str], b: Set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


# -- action verbs ------------------------------------------------------------------------------
_SYNONYMS: Dict[str, Sequence[str]] = {
    "grasp": ("grab", "hold", "grip", "pick up", "take", "get", "grabbing", "grabbed", "grabs", "holding", "held",
              "holds", "gripping", "gripped", "grips", "picking up", "picked up", "picks up", "taking", "took", "takes",
              "taken", "getting", "got", "gets"),
    "place": ("put", "set", "lay", "rest", "drop", "position", "putting", "puts", "setting", "sets", "laying", "laid",
              "lays", "resting", "rested", "rests", "dropping", "dropped", "drops", "positioning", "positioned",
              "positions", "placing", "placed", "places"),
    "move": ("carry", "bring", "transfer", "transport", "carrying", "carried", "carries", "bringing", "brought",
             "brings", "transferring", "transferred", "transfers", "transporting", "transported", "transports",
             "moving", "moved", "moves"),
    "turn": ("twist", "rotate", "switch", "twisting", "twisted", "twists", "rotating", "rotated", "rotates",
             "switching", "switched", "switches", "turning", "turned", "turns"),
    "wash": ("clean", "scrub", "rinsing", "rinses", "rinsed", "cleaning", "cleaned", "cleans", "scrubbing",
             "scrubbed", "scrubs", "washing", "washed", "washes"),
    "rinse": ("rinse",),
    "cut": ("slice", "chop", "dice", "cutting", "cuts", "slicing", "sliced", "slices", "chopping", "chopped", "chops",
            "dicing", "diced", "dices"),
    "pour": ("drizzle", "add", "pouring", "poured", "pours", "drizzling", "drizzled", "drizzles", "adding", "added", "adds"),
    "open": ("opening", "opened", "opens"),
    "close": ("shut", "closing", "closed", "closes", "shutting", "shuts"),
    "stir": ("mix", "whisk", "stirring", "stirred", "stirs", "mixing", "mixed", "mixes", "whisking", "whisked", "whisks"),
    "peel": ("peeling", "peeled", "peels"),
    "reach": ("extend", "reaching", "reached", "reaches", "extending", "extended", "extends"),
    "wipe": ("wiping", "wiped", "wipes"),
    "fill": ("refill", "filling", "filled", "fills", "refilling", "refilled", "refills"),
}
_OWN_CLASSES = ("prepare", "cook", "use", "begin", "continue", "knead", "fold", "press", "shake", "squeeze", "drain",
                "boil", "fry")
PHRASES: Dict[str, str] = {"the person is": ""}
for _canon, _forms in _SYNONYMS.items():
    PHRASES[_canon] = _canon
    for _form in _forms:
        PHRASES.setdefault(_form, _canon)
for _canon in _OWN_CLASSES:
    PHRASES[_canon] = _canon
PHRASES["start"] = "begin"
_PHRASE_ORDER = sorted(PHRASES, key=lambda p: -len(p))
NON_VERBS = frozenset({"person", "a", "the", "he", "she", "they", "it", "user", "participant", "subject"})
_NUMBERING = re.compile(r"^\s*\d+\s*[.)]\s*")
_PERSON = re.compile(r"^(?:the |a )?person(?: (?:is|are|was|were|will|begins?(?: to)?|continues?(?: to)?))?(?:\s+|$)")
_PRONOUN = re.compile(r"^(?:he|she|they|it)(?: (?:is|are|was|were|will))?(?:\s+|$)")
FILLER = None


def _phrase_match(text: str, phrase: str) -> bool:
    return text == phrase or text.startswith(phrase + " ") or (phrase[-1] in "sh" and text.startswith(phrase + "s "))


def action_verb(step: str) -> Optional[str]:
    """Canonical action verb of a step; "" for the filler phrase, None for non-verb filler."""
    text = _NUMBERING.sub("", step.lower().strip())
    text = _PRONOUN.sub("", _PERSON.sub("", text))
    for phrase in _PHRASE_ORDER:
        if _phrase_match(text, phrase):
            return PHRASES[phrase]
    words = text.split()
    if not words:
        return FILLER
    word = words[0] if words[0] not in NON_VERBS else (words[1] if len(words) > 1 else "")
    if not word or word in NON_VERBS:
        return FILLER
    stemmed = light_stem(word)
    return PHRASES.get(word) or PHRASES.get(stemmed) or stemmed


# -- step checks -------------------------------------------------------------------------------
ACTION_WORDS = frozenset("""
pick up;put down;turn on;turn off;open;close;wash;rinse;place;take;wipe;stir;fill;scoop;transfer;reach for;retrieve;
put;grab;hold;move;carry;bring;cut;slice;chop;dice;peel;pour;add;mix;whisk;knead;fold;press;shake;squeeze;drain;
boil;fry;cook;heat;bake;grate;spread;season;sprinkle;serve;dry;scrub;clean;soak;empty;remove;insert;lift;lower;
set;lay;rest;drop;position;switch;twist;rotate;adjust;check;measure;weigh;crack;beat;blend;roll;cover;uncover;
unwrap;wrap;seal;unseal;store;hang;fetch;get;use;prepare;load;unload;throw;discard;flip;tap;break;squash;spoon;
ladle;scrape;sweep;brush;dip;dunk;eat;taste;smell;plate;stack;tidy;arrange;sort;push;pull;slide;tilt;lock;unlock;
picking up;putting;washing;rinsing;placing;taking;wiping;stirring;filling;opening;closing;cutting;pouring
""".replace("\n", "").split(";"))
LOCATION_NOUNS = frozenset("""
counter countertop cabinet cupboard sink shelf drawer fridge refrigerator freezer stove oven table rack pan pot board
bowl plate tap faucet bin hob microwave dishwasher colander tray worktop surface hook holder jar container basin
kettle toaster cooker burner floor wall windowsill sideboard island bench
""".split())
LOCATION_PREPS = ("next to", "out of", "toward", "towards", "on", "in", "from", "at", "into", "onto", "near", "under",
                  "inside", "across", "over", "beside", "above", "below", "within", "off")
PRONOUNS = frozenset({"it", "that", "this", "them", "something", "these", "those", "one", "him", "her", "they"})
_CHUNK_STOP = frozenset({"a", "an", "the", "and", "or", "then", "to", "with", "for", "is", "are"})


def _has_phrase(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![a-z]){re.escape(phrase)}(?![a-z])", text) is not None


def has_action(step: str) -> bool:
    text = step.lower()
    return any(_has_phrase(text, a) for a in ACTION_WORDS)


def has_object(step: str) -> bool:
    words = re.findall(r"[a-z][a-z'\-]*", step.lower())
    single_preps = {p for p in LOCATION_PREPS if " " not in p}
    for size in (1, 2):
        for i in range(len(words) - size + 1):
            chunk = words[i:i + size]
            if chunk[0] in ACTION_WORDS or chunk[0] in single_preps:
                continue
            if all(w in _CHUNK_STOP for w in chunk):
                continue
            joined = " ".join(chunk)
            if len(joined) > 1 and not all(w in PRONOUNS or w in _CHUNK_STOP for w in chunk):
                return True
    return False


def has_location(step: str) -> bool:
    text = step.lower()
    return any(_has_phrase(text, w) for w in LOCATION_NOUNS) or any(_has_phrase(text, p) for p in LOCATION_PREPS)


def executable(step: str) -> bool:
    """All three deterministic step checks pass."""
    return has_action(step) and has_object(step) and has_location(step)


# -- metrics -----------------------------------------------------------------------------------
def reference_texts(steps: Iterable) -> List[str]:
    """Reference step texts: a dict's narration (else action), or the string itself; blanks dropped."""
    out = []
    for step in steps:
        text = (step.get("narration") or step.get("action") or "") if isinstance(step, dict) else str(step)
        if text.strip():
            out.append(text.strip())
    return out


def order_exec(plan: Sequence[str], reference_steps: Iterable) -> Optional[float]:
    """Greedy in-order matching of reference verbs against executable plan steps (4-decimal rounding)."""
    refs = [v for v in (action_verb(t) for t in reference_texts(reference_steps)) if v]
    if not plan or not refs:
        return None
    plan_verbs = [(action_verb(s) or "", executable(s)) for s in plan]
    matches, pointer = 0, 0
    for verb in refs:
        while pointer < len(plan_verbs) and not (plan_verbs[pointer][1] and plan_verbs[pointer][0] == verb):
            pointer += 1
        if pointer >= len(plan_verbs):
            break
        matches += 1
        pointer += 1
    return round(matches / len(refs), 4)


def key_object_hits(plan: Sequence[str], objects: Sequence[str]) -> Optional[float]:
    """Share of reference object phrases found in the plan (phrase, or any of its 3+ letter words, as substring)."""
    text = " ".join(plan).lower()
    refs = [o.lower().strip().replace("_", " ").replace(":", " ") for o in objects if o and o.strip()]
    if not plan or not refs:
        return None
    hits = sum(1 for r in refs if r in text or any(len(w) > 2 and w in text for w in r.split()))
    return hits / len(refs)


def pref_adherence(plan: Sequence[str], query: str, statements: Sequence[str]) -> Optional[float]:
    """Mean, over statements relevant to the query (Jaccard >= 0.05), of their content tokens found in the plan."""
    if not plan or not statements:
        return None
    query_tokens = token_set(query)
    plan_tokens = token_set(" ".join(plan))
    plan_text = " ".join(plan).lower()
    scores = []
    for statement in statements:
        content = token_set(statement) - {"used", "typically", "use", "user"}
        if not content or jaccard(query_tokens, content) < 0.05:
            continue
        scores.append(sum(1 for t in content if t in plan_tokens or t in plan_text) / len(content))
    return sum(scores) / len(scores) if scores else None
