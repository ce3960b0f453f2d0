"""Topics: a thing named outside a clause's usual slots, read at the two levels it takes.

This module is the one face of topic reading; the work is split by when it can be done:

* **on the words, before the clause is parsed** (`plain_order`: `resumed`, `copula_dropped`;
  called by `clauses` while it cuts an utterance at commas). A fronted noun phrase the
  comma cut off as its own piece is put back in its clause ("Your gym bag, I put in the garage" ->
  "I put your gym bag in the garage"; "The spare key, I found it" -> "I found the spare key"), and
  a verbless "thing, [not / now] in a place" gets its copula ("My wallet, not in the car" -> "My
  wallet is not in the car"). Done on the text because the cutting would otherwise leave the topic
  a stray fragment no parse of the clause sees, and because the rewritten sentence then reads like
  any other (its negation, its pronoun resolved, its "'s" not taken for "is").
* **on one clause's dependency parse** (here; called by `claims`): what stays inside one piece of
  the cut: a topic with no comma the parser hangs a relative clause from ("the old rug he leave in
  the shed"), or one still set off by a comma where the words were left as said, the clause
  having an object of its own ("the samosas, I made forty": `fronted`); a verbless clause rooted in a noun or a pronoun that
  puts it somewhere ("they in the shed, behind the mower", "my passport in the top drawer":
  `verbless`); "there" for the last place said (`place_there`); things conjoined with the one a
  claim is about ("the jam and the butter went in the fridge": `conjoined`).

Neither level covers the other (measured on dev, session 18): without the word level, eight
utterances of batches 11, 12, 14 and 15 lose their claims; without the parse level's comma topics
and verbless clauses, two of batch 15 do, and two story questions (batches 14 and 15) lose the
place a person said.
"""
from __future__ import annotations

from typing import Any, List, Optional, Tuple

from . import utterance_syntax as sx
from .place_phrases import place_of
from .plain_order import copula_dropped, object_first, resumed
from .referents import ReadingContext, referent
from .speakers import is_thing

__all__ = ["conjoined", "copula_dropped", "dropped", "fronted", "object_first", "place_there", "resumed", "verbless"]

# Verbs that say people moved, as often as things ("we moved to Leeds", "he went to his room"):
# without an object they never stand for a thing understood.
_PEOPLE_MOVE = frozenset({"move", "go", "come", "get", "head", "shift"})
_RELATIVE_WORDS = frozenset({"that", "which", "who", "whom", "whose", "where", "when", "what"})
Found = List[Tuple[str, str, str, str]]


def fronted(pred: Any, ctx: ReadingContext) -> Optional[Any]:
    """The fronted noun phrase `pred` takes as its object when it has none of its own (or only a
    number of it) and its subject is someone (a thing as subject is the one that moved: "the rug,
    it went ..."): a noun before the subject, set off by a comma ("the coats, I keep ..."), or the
    sentence's verbless root a relative clause with a subject, a place phrase and no relative word
    hangs from ("the rug he leave in the shed")."""
    subj, obj = sx.subject(pred), sx.child(pred, "dobj")
    if obj is not None and not sx.is_quantity(obj) or subj is None or is_thing(subj, ctx.speakers):
        return None  # "the samosas, I made forty": the number counts the fronted thing
    before = [c for c in pred.children if c.i < subj.i and c.dep_ in ("dep", "npadvmod", "nsubj")
              and c.pos_ in ("NOUN", "PROPN") and c is not subj]
    for tok in before:
        if any(t.text == "," for t in tok.doc[tok.right_edge.i + 1:subj.i]) and not sx.is_time_token(tok):
            return tok
    head = pred.head
    placing = any(c.dep_ == "prep" for c in pred.children)  # "the cheap ones Stu got": a relative clause
    if placing and pred.dep_ == "relcl" and _opens_clause(head) and head.pos_ in ("NOUN", "PROPN") and \
            subj.i > head.i and not any(t.lower_ in _RELATIVE_WORDS for t in pred.subtree if t.i < subj.i):
        return head
    return None


def _opens_clause(head: Any) -> bool:
    """Whether a noun phrase opens its sentence as a topic, wherever the parser hung it: the root
    ("my pills I keep in the drawer."), or, with no full stop or a tag after it, a subject or an
    adverbial of a later word the parser took for the root ("my pills I keep in the drawer,
    okay?"); never the object of a preposition ("in the box we keep ...")."""
    sentence = head.sent
    return head.left_edge.i == sentence.start and (head.dep_ == "ROOT" or head.dep_ in ("nsubj", "npadvmod", "dep"))


def verbless(root: Any, ctx: ReadingContext) -> Found:
    """Where a clause without a verb (but a relative clause telling which thing: `_outside_relatives`)
    puts the thing it names: the place phrases hanging off the noun or pronoun at its root, or off a
    part of a place set beside it ("they in the freezer, the bottom, behind the bread"; not another
    thing: "the keys in the fridge, the milk in my bag")."""
    if root.pos_ not in ("NOUN", "PROPN", "PRON") or any(t.pos_ in ("VERB", "AUX") for t in _outside_relatives(root)) or \
            sx.is_question(root.doc) or sx.time_phrases_in(root) or ctx.speakers.person(root) or not _definite(root):
        return []
    entity = referent(root, ctx)
    if not entity:
        return []
    holders = [root] + [c for c in root.children if c.dep_ == "appos" and c.lemma_.lower() in sx.PART_NOUNS]
    place = place_of(holders, entity, ctx)
    return [(entity, "location", place, "entity")] if place else []


def _outside_relatives(root: Any) -> List[Any]:
    """The words of `root`'s clause outside a relative clause with a subject of its own that tells
    which thing it is ("the kite Nana bought, still in the boot": the buying is no verb of the
    clause, which says where the kite is)."""
    inside = {t.i for c in root.children if c.dep_ == "relcl" and c.i > root.i and sx.subject(c) is not None
              for t in c.subtree}
    return [t for t in root.doc if t.i not in inside]


def _definite(tok: Any) -> bool:
    """A pronoun, or a noun said with its article or owner ("the keys", "my passport"): a thing
    meant; a bare noun before a place is a remark ("summer in the city, lovely")."""
    return tok.pos_ == "PRON" or any(c.dep_ in ("det", "poss") for c in tok.children)


def conjoined(found: Found, thing: Optional[Any], ctx: ReadingContext) -> Found:
    """`found` and, for each thing conjoined with `thing` ("the jam and the butter"), or said with
    the one a "they" / "them" takes up ("she brought the sukuma and tomatoes, I put them in the
    store"), the same location or state claimed of it."""
    if thing is None or not found:
        return found
    first = referent(thing, ctx, new_ok=False)
    others = [c for c in thing.conjuncts if c.i > thing.i and is_thing(c, ctx.speakers)]
    if thing.lower_ in ("they", "them", "these", "those"):  # "the sukuma and tomatoes ... I've put them": both
        others += [c for c in ctx.together.get(first or "", ()) if is_thing(c, ctx.speakers)]
    more = [(referent(c, ctx), a, v, t) for c in others for e, a, v, t in found if e == first]
    return found + [m for m in more if m[0] and m[0] != m[2]]


def place_there(pred: Any, ctx: ReadingContext) -> str:
    """The place a "there" hanging off `pred` means ("the pies are down there too", "I left it in
    there"): where the last location claim of the conversation put its thing ("" when none was
    said, or the clause says no "there")."""
    said = any(c.dep_ == "advmod" and c.lower_ == "there" for c in pred.children)
    return ctx.last_place if said else ""


def dropped(pred: Any, ctx: ReadingContext) -> Found:
    """Where a placing verb with no object of its own puts the thing the talk is about ("Nan's
    cardigan? I think she hung in the wardrobe", "his stick, he take to his room"): in many
    Englishes an object understood from the topic goes unsaid. The thing is the last one named
    (no person, whatever a parse made of a name); the verb must put it somewhere a place phrase names, and its subject be someone, not a thing."""
    subj = sx.subject(pred)
    if not ctx.last_thing or ctx.last_thing in ctx.speakers.people.values() or pred.lemma_.lower() not in sx.PLACING or pred.lemma_.lower() in _PEOPLE_MOVE or \
            sx.child(pred, "dobj") is not None or subj is not None and is_thing(subj, ctx.speakers):
        return []
    place = place_of([pred], ctx.last_thing, ctx)
    return [(ctx.last_thing, "location", place, "entity")] if place else []
