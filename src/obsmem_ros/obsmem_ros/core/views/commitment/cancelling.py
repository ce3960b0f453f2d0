"""Words that end a commitment: "never mind", "cancel the reminder", "call movie night off", "you
can stop reminding Dan", "drop the bins reminder", "the homework reminders can stop now".

The verbs come from the verb lexicon (`language/data/verbs.yaml`, `undertakings`): its ending
verbs end whatever they are said of (a phrasal one with up to four words between its verb and its
particle: "knock the reminders on the head"); its halting verbs (stop, drop, end) end an
reminder only when said of one: before a word that names it ("stop nudging Dan", "drop the
movie reminder") or after a noun that does ("the reminders can stop"). Anything else a
person may say to call a thing off ("no need", "don't bother", "forget it") is written here.
"""
from __future__ import annotations

import functools
import re

__all__ = ["cancels", "kind_words", "names_reminding"]

_SAID = (r"never\s*mind|don'?t bother|no need|(?:you can|please) stop|no longer need|"
         r"(?:do not|don't) need to")
_FORGET = re.compile(r"\b([\w']+\s+)?forget (?:it|that)\b")
# a word before "forget" that makes it a statement or a warning, not a telling-off: its subject
# ("she'll forget it", "I always forget it"), an auxiliary, a negation or "let me" ("don't let me forget it")
_NOT_TOLD = re.compile(r"[\w']*'(?:ll|d)|will|would|might|may|could|can|won't|don't|doesn't|didn't|do|does|did|not|"
                       r"never|always|usually|to|me|him|her|us|them|you|i|he|she|we|they")
_HALTING = r"(?:s|ping)?"  # "stops", "stopping"; a verb in the past reports, it calls nothing off ("the train's
# been cancelled": someone else's plan)


@functools.lru_cache(maxsize=1)
def _pattern() -> "re.Pattern[str]":
    from obsmem_ros.core.language.verbs import lexicon, undertaking_words  # the language layer reads the views

    verbs = set(lexicon()["undertakings"]["verbs"]["remind"])  # what runs on until halted: reminding
    nouns = set(lexicon()["undertakings"]["nouns"]["remind"])
    ending = "|".join(_phrasal(v) for v in sorted(undertaking_words("ending")))
    halting = "(?:" + "|".join(map(re.escape, sorted(undertaking_words("halting")))) + ")" + _HALTING
    named = "(?:" + "|".join(map(re.escape, sorted(verbs | nouns))) + r")\w*"
    only_nouns = "(?:" + "|".join(map(re.escape, sorted(nouns - verbs))) + ")s?"  # "reminder", not "nudge"
    return re.compile(rf"\b(?:{_SAID}|{ending}|{halting}(?:\s+[\w']+){{0,3}}?\s+{named}|"
                      rf"{only_nouns}(?:\s+[\w']+){{0,2}}?\s+{halting})\b")


def _phrasal(verb: str) -> str:
    """A verb of the lexicon as a pattern: its words as said to call a thing off (the base form:
    "cancel it", "let's call it off"), an object where `_` stands."""
    head, *rest = verb.split()
    out = re.escape(head)
    for word in rest:
        out += r"(?:\s+[\w']+){0,4}?" if word == "_" else r"\s+" + re.escape(word)
    return out


def cancels(words: str) -> bool:
    """Whether lower-cased words call off something owed (module doc)."""
    return bool(_pattern().search(words)) or _told_to_forget(words)


def _told_to_forget(words: str) -> bool:
    """Whether "forget it" (or "forget that") is said as a telling-off ("forget it, I'll go myself",
    "tell him forget it"), not of someone forgetting ("or she'll forget it", "don't let me forget
    it", "so he doesn't forget it"): the word before it is no subject, auxiliary or negation."""
    return any(not (m.group(1) and _NOT_TOLD.fullmatch(m.group(1).strip())) for m in _FORGET.finditer(words))


@functools.lru_cache(maxsize=1)
def _reminding() -> "re.Pattern[str]":
    from obsmem_ros.core.language.verbs import lexicon  # the language layer reads the views

    words = {*lexicon()["undertakings"]["verbs"]["remind"], *lexicon()["undertakings"]["nouns"]["remind"]}
    return re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words))) + r")\w*")


def names_reminding(words: str) -> bool:
    """Whether lower-cased words name reminding ("reminding me", "the pill reminders", "nudges"):
    what they call off is a reminder."""
    return bool(_reminding().search(words))


@functools.lru_cache(maxsize=1)
def kind_words() -> frozenset:
    """The words that name a kind of undertaking ("reminder", "nudge", "promise", "favour"): in
    "cancel the medicine reminder" they say which kind is called off, not what it was about."""
    from obsmem_ros.core.language.verbs import lexicon  # the language layer reads the views

    kinds = lexicon()["undertakings"]
    return frozenset(w for table in (kinds["verbs"], kinds["nouns"]) for words in table.values() for w in words)
