"""Who likes a thing ("Who likes the lemon cakes?"): the people of whom a sentence with a preferring
word ("like", "love", "always", "go for") says, with them as its subject, that they like the thing
asked, named by the words that tell it from others of its kind ("the lemon ones" for the lemon
cakes, not "the cakes"), and does not deny it. Each person's sentences are the ones their own
preference question would read (`stated`); their own statements come first, then what others said."""
from __future__ import annotations

from typing import Any, Set, Tuple

from obsmem_ros.core.language.syntax import analyse

from ..readings import SaidReading
from ..syntax_readings import asks_liker
from .context import QueryContext
from .said_clauses import meanings, whether, words_of
from .said_values import PREFERRING
from .stated import SaidSentence, said_sentences
from .to_evidence import event_evidence


def liked_by(ctx: QueryContext) -> Tuple[SaidReading, ...]:
    """The people who said, or of whom it was said, that they like what the question names, own
    statements first; () when the question asks no liker or nobody did."""
    if not asks_liker(ctx.plan.question):
        return ()
    told = _telling_words(ctx.plan.question)
    found = []
    for person in sorted(p for p in ctx.reader.people() if p != "robot"):
        names = {person, ctx.display(person).lower()}
        said = next((s for s in said_sentences(ctx, person) if not s.loose and _likes(s, names, told, person)
                     and whether(ctx.plan.question, s.sentence) == "yes"), None)
        if said is None:
            continue
        own = said.event.actor == person
        found.append((not own, -said.event.time_ns, SaidReading(
            evidence=event_evidence(ctx, said.event), event=said.event, sentence=said.sentence, value=person,
            value_type="person", person_name=ctx.display(person),
            speaker_name="" if own else ctx.display(said.event.actor))))
    return tuple(reading for *_key, reading in sorted(found, key=lambda f: f[:2]))


def _telling_words(question: str) -> Set[str]:
    """The meanings of the words that tell the liked thing from others of its kind ("the durian
    mooncakes": durian), else of the thing itself."""
    doc = analyse(question)
    thing = next((t for t in doc if t.dep_ == "dobj"), None)
    if thing is None:
        return set()
    told = {c.lower_ for c in thing.children if c.dep_ in ("amod", "compound", "nmod")}
    return meanings({w for c in thing.children if c.lower_ in told for w in _words(c)} or {thing.lower_})


def _words(token: Any) -> Set[str]:
    return {t.lower_ for t in token.subtree}


def _likes(said: SaidSentence, names: Set[str], told: Set[str], person: str) -> bool:
    """Whether the sentence says, with a preferring word, that the person likes the thing asked:
    its subject is the person ("I" when they said it), and it names what tells the thing apart."""
    words = words_of(said.sentence)
    if not words & PREFERRING or told - meanings(words):
        return False
    own = said.event.actor == person
    return any(t.dep_ == "nsubj" and (t.lower_ in names or own and t.lower_ == "i") for t in analyse(said.sentence))
