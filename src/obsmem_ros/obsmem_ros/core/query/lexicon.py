"""Small word lists the rule question parser reads: verb forms, attribute cues, function words.

Verb forms map question words to the trace vocabulary of docs/formats.md (`pick`, `place`,
`open`, ...); a question verb may stand for several trace verbs ("move" = pick or place).
"""
from __future__ import annotations

import functools
import re
from typing import Dict, FrozenSet, Tuple

from ..language.linking import canonical

_MOVE = ("pick", "place", "hand_over")
VERB_FORMS: Dict[str, Tuple[str, ...]] = {
    **{w: _MOVE for w in ("move", "moves", "moved", "moving", "relocate", "relocated", "shift", "shifted")},
    **{w: _MOVE + ("use",) for w in ("touch", "touched", "handled", "handle")},
    **{w: ("place",) for w in ("put", "puts", "putting", "place", "placed", "places", "left", "leave it",
                                "set down", "dropped", "drop", "stored", "store", "store it")},
    **{w: ("pick",) for w in ("pick", "picked", "picks", "picking", "take", "took", "takes", "taken",
                               "grab", "grabbed", "grabs", "fetch", "fetched", "get", "got", "remove", "removed")},
    **{w: ("open",) for w in ("open", "opened", "opens", "opening")},
    **{w: ("close",) for w in ("close", "closed", "closes", "closing", "shut")},
    **{w: ("toggle",) for w in ("turn on", "turned on", "turn off", "turned off", "switch on", "switched on",
                                 "switch off", "switched off", "toggle", "toggled", "turned", "switched")},
    **{w: ("set",) for w in ("set", "sets", "setting", "adjusted", "adjust", "changed", "change")},
    **{w: ("hand_over",) for w in ("give", "gave", "given", "hand", "handed", "hands", "pass", "passed")},
    **{w: ("enter",) for w in ("enter", "entered", "enters", "came in", "come in", "came into", "walked in",
                                "walked into", "arrived", "arrive")},
    **{w: ("leave",) for w in ("leave", "leaves", "exited", "went out", "walked out")},
    **{w: ("say",) for w in ("say", "said", "says", "tell", "told", "mention", "mentioned", "ask", "asked")},
    **{w: ("navigate",) for w in ("go", "went", "goes", "walk", "walked", "navigate", "navigated", "visit", "visited")},
    **{w: ("wash",) for w in ("wash", "washed", "washing", "rinse", "rinsed", "clean", "cleaned", "cleaning")},
    **{w: ("cook",) for w in ("cook", "cooked", "cooking", "make", "made", "making", "prepare", "prepared",
                               "preparing", "bake", "baked", "baking")},
    **{w: ("use",) for w in ("use", "used", "uses")},
    **{w: ("look",) for w in ("saw", "spotted", "noticed", "looked at", "checked", "observed")},
}

PARTICLES = ("up", "down", "away", "out", "off", "back")
_PARTICLE = re.compile(r"\s+(?:" + "|".join(PARTICLES) + r")$")


@functools.lru_cache(maxsize=4096)
def verb_key(verb: str) -> str:
    """The one normalized key of an event verb, so every counter and matcher sees the same action:
    "take", "grab", "picked up", "pick_up" -> "pick"; "put" -> "place". A verb the lexicon does not
    know, or folds into several trace verbs ("move"), is its own key."""
    word = re.sub(r"[\s_-]+", " ", verb.strip().lower())
    forms = VERB_FORMS.get(word) or VERB_FORMS.get(_PARTICLE.sub("", word))
    return forms[0] if forms and len(forms) == 1 else word.replace(" ", "_")


# Attribute words -> attribute names of the state view (docs/formats.md "Attributes").
ATTRIBUTE_WORDS: Dict[str, str] = {
    "where": "location", "location": "location", "located": "location", "kept": "location",
    "color": "color", "colour": "color", "material": "material", "made of": "material",
    "owner": "owner", "owns": "owner", "belongs": "owner", "whose": "owner",
    "category": "category", "kind of": "category", "type of": "category",
    "holding": "held_by", "holds": "held_by", "has": "held_by", "held": "held_by", "carrying": "held_by",
}
STATE_VALUES: Dict[str, str] = {"open": "open", "opened": "open", "closed": "closed", "shut": "closed",
                                "on": "on", "off": "off", "running": "on", "locked": "locked", "unlocked": "unlocked"}
# Names of device settings ("the program of the washing machine"); a device's own name ("thermostat")
# is not one: "is the thermostat on" asks its on/off state, "what is the thermostat set to" any setting.
SETTING_NOUNS: FrozenSet[str] = frozenset({"timer", "alarm", "temperature", "volume", "mode", "speed", "brightness",
                                           "heat", "channel", "program", "programme", "strength", "station",
                                           "cycle", "level", "setpoint"})
# Words that open a noun phrase before its noun: articles, "some", owners, "this" / "that". What the
# question parser reads as a noun after them ("the washing machine"), what alternatives and a
# sentence's values are said without ("a window seat" -> window seat).
DETERMINERS: FrozenSet[str] = frozenset({"the", "a", "an", "some", "my", "your", "his", "her", "their", "our", "its",
                                         "this", "that"})
LOCATION_PREPOSITIONS: Tuple[str, ...] = ("on top of", "next to", "inside", "under", "behind", "beside",
                                          "near", "into", "onto", "on", "in", "at")

STOPWORDS: FrozenSet[str] = frozenset("""
a an the this that these those it its it's they them their there here what which who whom whose when
where why how is are was were be been being do does did done doing have has had having can could would
should will shall may might must i me my mine we us our you your he him his she her hers to of for from
by with about as into onto on in at up down out over under again then once any some all each every
both few more most other such no nor not only own same so than too very just now right currently
still usually typically normally generally often always ever tend tends like likes liked prefer prefers
preferred know need needs needed tell let please also anything something everything nothing else
time times many much yes currently moment kind sort whether if or and but because while during after
before until since day days today yesterday tomorrow morning evening afternoon night set seen see saw
look looking find found thing things stuff one ones going get got put said told says say according
robot memory remember recall sure certain trust reliable believe think thought last first next
approach strategy method way ways steps step routine procedure process habit habits preference
preferences favourite favorite choice usually choose chooses chose tend seem seems seemed action
actions video session episode across anyone someone somebody person people whom information
promise promised promises due owe owed comes come happens happened follows follow next then just
safe assume away while correct wrong mistaken saying
monday tuesday wednesday thursday friday saturday sunday weekend weekends weekday weekdays
""".split())

# Nouns that name a kind of thing by what it is for, not by its category.
KIND_WORDS: Dict[str, Tuple[str, ...]] = {
    "seat": ("chair", "armchair", "sofa", "couch", "bench", "stool", "seat", "recliner"),
    "cup": ("mug", "cup"), "mug": ("mug", "cup"),
}


def kinds_covered(noun: str) -> FrozenSet[str]:
    """The categories a kind word asked about covers: itself, the everyday word it stands for
    ("telly" ~ "tv") and the kinds it names by use ("seat": chair, sofa, ...)."""
    return frozenset({noun, canonical(noun), *KIND_WORDS.get(noun, ())})


# Lower-case words that name people without a capital letter.
PERSON_WORDS: FrozenSet[str] = frozenset({"mom", "mum", "dad", "grandma", "grandpa", "granny", "baby"})

