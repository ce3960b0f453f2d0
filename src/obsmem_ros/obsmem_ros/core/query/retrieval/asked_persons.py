"""The people a preference or routine question asks about, and the words each is called by.

A question names its person by an id memory knows, by a name not written as one ("what time does
jun walk the dog"), or by a word memory knows nobody by: a kin word someone was called by, a title
said with a name ("Uncle Des"), a pet whom others speak of. Read by the stated-preference reader
(`stated`) and the people and habit answerers.
"""
from __future__ import annotations

from typing import Any, List, Sequence, Set

from obsmem_ros.core.language.kin_roles import kin_lexicon
from obsmem_ros.core.language.linking import word_list
from obsmem_ros.core.language.syntax import analyse

from .context import QueryContext, id_form
from .holder_names import plain_words
from .preference_sentences import name_words


def names_of(ctx: QueryContext, person: str) -> Set[str]:
    """The words a person is called by: their id and name, and the household's kin words for them."""
    names = {person.lower(), ctx.display(person).lower()}
    names |= {word.lower() for (_speaker, word), who in ctx.reader.kin_words().items() if who == person}
    return names | plain_words(names)


def naming_phrases(ctx: QueryContext, names: Set[str]) -> List[str]:
    """The question's phrases that name the person, with the titles said with the name ("Bapu ji",
    "Uncle Des"): words of the person, not of what is asked about them."""
    return [phrase for phrase in ctx.plan.targets if name_words(phrase) & names]


def knows_person(ctx: QueryContext, person: str) -> bool:
    """Whether memory knows the person by the word the question names them with: someone seen or
    heard, or a kin word someone was called by ("Gran" is nobody until someone is called so)."""
    return person in ctx.reader.people() or person in {word for _speaker, word in ctx.reader.kin_words()}


def known_first(ctx: QueryContext, persons: Sequence[str]) -> List[str]:
    """The people memory knows among `persons`, else all of them: a word naming no one beside a
    known name is a title ("Uncle Des" is Des), read as a person only when it stands alone ("Gran")."""
    return [p for p in persons if knows_person(ctx, p)] or list(persons)


def with_kin_titles(ctx: QueryContext, persons: Sequence[str]) -> List[str]:
    """`persons`, and when memory knows none of them, after each the kin word the question says
    right before its name ("Grandma Ibadan", a name memory never heard used: the household's
    grandma, whom the kin word names)."""
    if any(knows_person(ctx, p) for p in persons):
        return list(persons)
    words = word_list(ctx.plan.question)
    kin = kin_lexicon()
    titled = {p: words[i - 1] for p in persons for i, w in enumerate(words)
              if i and w == p.lower() and words[i - 1] in kin and words[i - 1] != p.lower()}
    return list(dict.fromkeys(q for p in persons for q in (p, titled.get(p)) if q))


def asked_people(ctx: QueryContext) -> List[str]:
    """The people a preference or routine question asks about: the plan's, else the words it names
    a person memory knows by ("what time does jun walk the dog": a name not written as one)."""
    words = (id_form(w) for w in (*ctx.plan.targets, *ctx.plan.keywords))
    return ctx.person_ids() or list(dict.fromkeys(w for w in words if w in ctx.reader.people())) \
        or _named_subject(ctx.plan.question)


def _named_subject(question: str) -> List[str]:
    """The name the question's subject is said by when it names nobody memory knows ("Where does
    Mít like to sleep?": a pet, whom others speak of), read from anyone's sentences."""
    doc = analyse(question)
    said = [t.text for t in doc if t.dep_ == "nsubj" and t.pos_ == "PROPN"] or _after_do(doc)
    return [id_form(name) for name in said[:1]]


_DO = frozenset({"do", "does", "did"})


def _after_do(doc: Any) -> List[str]:
    """The capitalised word right after the question's "do"/"does"/"did", which the word order of a
    question makes its subject even when the tagger reads an unfamiliar name as a verb ("Which food
    does Bantay like?")."""
    return [t.text for t in doc if t.i and doc[t.i - 1].lower_ in _DO and t.text[:1].isupper()
            and t.is_alpha][:1]
