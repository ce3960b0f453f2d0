"""The span a stated value is said in: the phrase a preference names, whole, without what is set
against it.

People name what they like and, in the same breath, what they do not: "only the chantilly cake,
not the chocolate one", "rice instead of roti", "the window seat rather than the aisle". The value
is the phrase before the contrast (`up_to_contrast`). A phrase also ends at the punctuation that
closes it: what follows a comma after the liked thing is another clause the parser may have
hung on the verb ("I don't like paratha, it too oily"), and a trailing part of adverbs only
("Sohari leaf, always", "black, please") says how often or how politely, not what
(`plain_value`). When the liked thing is the very thing asked about, the value is the phrase of
place or manner it is wanted in, whole ("I want the kurma in a Crix tin": `wanted_in`).
"""
from __future__ import annotations

from typing import AbstractSet, Any, FrozenSet, List, Sequence

from .syntax import analyse
from .utterance_syntax import time_phrases_in

__all__ = ["closing_break", "plain_value", "sets_against", "stranded_prepositions", "unsaid_prepositions",
           "up_to_contrast", "wanted_in"]

_CONTRASTING = frozenset({"not", "never"})
_LINKING = frozenset({"so", "and", "but", "because", "cause", "coz"})
_TRAILING = frozenset({"ADV", "INTJ", "PART", "PUNCT"})  # "always", "please", "eh"


def sets_against(tok: Any) -> bool:
    """Whether `tok` opens an alternative set against what precedes it: a "not" / "never" with no
    verb of its own ("..., not the chocolate one"), "instead of", "rather than"."""
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if tok.lower_ in _CONTRASTING:
        return after is not None and after.pos_ not in ("VERB", "AUX")
    return after is not None and (tok.lower_, after.lower_) in (("instead", "of"), ("rather", "than"))


def up_to_contrast(tokens: Sequence[Any]) -> List[Any]:
    """`tokens` (a phrase, in text order) before the first alternative set against them; the
    phrase whole when none follows a word of its own."""
    ordered = sorted(tokens, key=lambda t: t.i)
    for n, tok in enumerate(ordered):
        if n and sets_against(tok):
            kept = ordered[:n]
            while kept and (kept[-1].is_punct or kept[-1].lower_ in ("and", "but", "or")):
                kept.pop()
            return kept
    return ordered


def closing_break(tokens: Sequence[Any], after: int) -> List[Any]:
    """`tokens` before the first punctuation of their sentence past token index `after` (the end of
    the named thing) that opens a part with a pronoun or a verb: a clause of its own, said of
    something else ("... paratha, it too oily"); a part that only describes stays ("black, two
    sugars")."""
    ordered = sorted(tokens, key=lambda t: t.i)
    if not ordered:
        return ordered
    doc = ordered[0].doc
    cut = next((t.i for t in doc[after + 1:ordered[-1].i + 1] if t.is_punct and _clausal(doc[t.i + 1:])), None)
    return [t for t in ordered if cut is None or t.i < cut]


def _clausal(tokens: Sequence[Any]) -> bool:
    """Whether the part up to the next punctuation is a clause: it has a verb, or opens (after a
    linking word) with a personal pronoun ("it too oily", "so it keeps"; not "in the mug with the
    sheep on it")."""
    part = []
    for tok in tokens:
        if tok.is_punct:
            break
        part.append(tok)
    opening = next((t for t in part if t.pos_ not in ("CCONJ", "SCONJ") and t.lower_ not in _LINKING), None)
    return any(t.pos_ in ("VERB", "AUX") for t in part) or opening is not None and opening.tag_ == "PRP"


def plain_value(value: str) -> str:
    """A value as said, without an alternative set against it and without trailing parts of
    adverbs only ("the chantilly cake, not the chocolate one" -> "the chantilly cake"; "Sohari
    leaf, always" -> "Sohari leaf"); `value` itself when neither is there."""
    if not value or not any(c in value for c in ", ") or value.startswith("not "):
        return value
    doc = analyse(value)
    kept = up_to_contrast(list(doc))
    while kept:
        comma = max((t.i for t in kept if t.text == ","), default=None)
        if comma is None or not all(t.pos_ in _TRAILING for t in kept if t.i > comma):
            break
        kept = [t for t in kept if t.i < comma]
    if not kept or len(kept) == len(doc):
        return value
    return doc[kept[0].i:kept[-1].i + 1].text.strip(" ,.;")


_HELD_IN = frozenset({"in", "on", "inside", "into", "with", "without", "under", "beside", "behind", "near", "by",
                      "from"})  # "the cranberry from the can"


def wanted_in(verb: Any, thing: Any, stranded: AbstractSet[str] = frozenset()) -> str:
    """The phrase of place or manner a liking verb wants its object in, said right after the
    object, whole ("want the kurma in a Crix tin" -> "in a crix tin"), without its preposition
    when the question leaves that one out of its answer (`unsaid_prepositions`: "what does she
    like her chai in?": the steel glass); without a clause or a comparison said of its object
    ("with ham same as grandad has": ham); not a time ("in the morning"); "" when none."""
    timed = {t.i for p in time_phrases_in(verb) for t in p.subtree}
    prep = next((c for c in (*thing.children, *verb.children) if c.dep_ == "prep" and c.i > thing.i
                 and c.lower_ in _HELD_IN and c.i not in timed and any(g.dep_ == "pobj" for g in c.children)), None)
    if prep is None:
        return ""
    aside = {t.i for g in prep.children if g.dep_ == "pobj" for c in g.children if c.dep_ in _ASIDE
             for t in c.subtree}
    words = [t for t in prep.subtree if not t.is_punct and t.i not in aside
             and not (t.i == prep.i and prep.lower_ in stranded)]
    return " ".join(t.text for t in up_to_contrast(words)).lower()


_ASIDE = frozenset({"advmod", "advcl", "relcl", "acl"})  # "ham same as grandad has", "the tin that he bought"


def unsaid_prepositions(question: Any) -> FrozenSet[str]:
    """The prepositions an answer to the question is said without: those it strands itself
    (`stranded_prepositions`), and every one of place or manner but "without" (which says the
    thing is not had) when it asks for a thing by "what" or "which" ("what colour does she want
    the title?": purple, not "in purple"; "what does he have on his roll?"), not how it is had
    ("how does she take her tea?": with evaporated milk)."""
    asks_thing = any(t.lower_ in ("what", "which") and t.tag_ in ("WDT", "WP") for t in question) \
        and not any(t.lower_ == "how" for t in question)
    return stranded_prepositions(question) | (_HELD_IN - {"without"} if asks_thing else frozenset())


def stranded_prepositions(question: Any) -> FrozenSet[str]:
    """The prepositions a question's parse leaves without an object ("what does she like her chai
    in?"): the question says them itself, the answer is their object."""
    return frozenset(t.lower_ for t in question if t.pos_ == "ADP" and t.dep_ in ("prep", "prt")
                     and not any(c.dep_ in ("pobj", "pcomp") for c in t.children))
