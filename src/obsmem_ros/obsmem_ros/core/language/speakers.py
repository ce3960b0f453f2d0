"""Who and what a heard utterance's words name: people and things.

`Speakers` holds who "I", "you", names, kin words and "he" / "she" mean in one utterance;
beside it the person-word helpers (`titled_name`, `possessor`, `is_person_noun`,
`practitioner`) and the thing test that needs them (`is_thing`, `named_doer`). They read spaCy
tokens through the syntax helpers of `utterance_syntax`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Mapping, Sequence, Tuple

from .hyphen_names import joined_name, unhyphenated
from .kin_roles import kin_lexicon
from .linking import mention_id, unaccented
from .person_words import clipped_person, initials_person, near_person
from .short_forms import short_form_person
from .utterance_syntax import (ABSTRACT, ADDRESSEE_WORDS, SPEAKER_WORDS, THIRD_PERSON, child, is_time_token,
                               noun_words, particle_object, phrase_text)
from .verbs import claim_words

PEOPLE_NOUNS = claim_words("people")


@dataclass
class Speakers:
    """Who "I", "you", names, kin words ("Gran", "my mum": `kin`, learnt from how the speaker
    addresses people) and "he" / "she" (the last person named: `last`) mean in one utterance."""

    speaker: str
    addressee: str
    people: Dict[str, str] = field(default_factory=dict)  # lower-case name -> person id
    kin: Dict[str, str] = field(default_factory=dict)     # the speaker's kin word -> person id
    last: str = ""
    kin_of: Callable[[str], Mapping[str, str]] = lambda _person: {}  # anyone's kin words ("your mum")
    fresh: str = ""  # a name no one known bears, said as a clause's subject after `last` was named (`notice`)
    told: Tuple[str, str] = ("", "")  # a "he" / "she" said as a subject and whom it named (`notice`)

    def notice(self, tokens: Sequence[Any]) -> None:
        """Take the last person named among `tokens` as the one "he" / "she" means next, the last
        subject among them before an owner ("Piotr's borrowed Marcus's toolbox, it's in his room":
        Piotr's room); a name memory does not know said as a subject after it as `fresh`, whom a
        plan's "he" / "she" may mean (`plans.planner_of`) while "he" as a thing stays `last`. A
        person named after a subject "he" / "she" as the subject of a tensed clause of their own
        ends what that pronoun goes on naming (`told`, `person`)."""
        subject = ""
        told = max((n for n, t in enumerate(tokens) if t.lower_ == self.told[0] and t.dep_ == "nsubj"), default=-1)
        for n, tok in enumerate(tokens):
            if tok.lower_ in THIRD_PERSON | SPEAKER_WORDS | ADDRESSEE_WORDS:
                continue
            if n > told and tok.dep_ == "nsubj" and finite(tok.head) and (self.person(tok) or is_person_noun(tok)):
                self.told = ("", "")  # "Mum said Priya's coming, she'll ...": she may be Priya now
            named = self.last
            if not self.person(tok) and is_person_noun(tok) and tok.dep_ != "compound" and not _predicated(tok):
                # "the boiler man ... he"; not "Moira's not a cake person, she says ...": Moira
                self.last = mention_id(phrase_text(noun_words(tok)))
            elif tok.text[:1].isupper() and tok.dep_ != "compound" and titled_name(tok) in kin_lexicon() \
                    and not self.person(tok):  # "Mama message me, she ...": Mama, whoever memory finds her to be
                self.last = mention_id(titled_name(tok))
            if _newcomer(tok) and not self.person(tok):  # "Kaylee texted. She's gonna ...": Kaylee, not met yet
                titled = titled_name(tok)  # a kin word of two words is said whole; a title before a name
                self.fresh = mention_id(titled if titled in kin_lexicon() else tok.lower_)  # leaves it: wen
            elif self.last != named or self.person(tok):  # someone else named after: "he" is theirs again
                self.fresh = ""
            if tok.dep_ == "nsubj" and self.last and (self.person(tok) or is_person_noun(tok)):
                subject = self.last
            elif tok.dep_ == "poss" and subject and self.person(tok):
                self.last = subject

    def person(self, tok: Any) -> str:
        """Whom a word means; a "he" / "she" said as a subject after the same pronoun was a subject
        names whom that one named, though others were named between as no clause's own subject ("She
        said don't let Remy go, she'll go herself": the one who said it; `notice`)."""
        word = tok.lower_
        if word in SPEAKER_WORDS:
            return self.speaker
        if word in ADDRESSEE_WORDS:
            return self.addressee
        if word in THIRD_PERSON:  # the same pronoun as a subject again names whom it named before it
            meant = self.told[1] if tok.dep_ == "nsubj" and self.told[0] == word else self.last
            if tok.dep_ == "nsubj" and meant:
                self.told = (word, meant)
            return meant
        joined = joined_name(tok)
        if joined:  # "Paw-Paw": the whole name, never a piece of it ("Maw" is a mother word)
            return self._joined(joined)
        owner = child(tok, "poss")
        titled = titled_name(tok)
        said = next((w for w in (titled, word) if w in self.kin), "")  # "Ah Gong", "Gran"
        if said and (owner is None or owner.lower_ in ("my", "our")):  # not "your mum"
            self.last = self.kin[said]
            return self.last
        whose = self._owner(owner) if owner is not None else ""
        if whose and self.kin_of(whose).get(word):  # "your mama" said to her son: his mother; "his mom"
            self.last = self.kin_of(whose)[word]  # said of mason: the one mason calls "Mom"
            return self.last
        word = unaccented(word)  # "Tuấn" is tuan
        if tok.pos_ == "PROPN" or word in self.people:
            ids = list(self.people.values())  # "JJ" is junjie, "Jasmin" jasmine, "Taz" tasneem (`short_forms`)
            named = self.people.get(word, "") or clipped_person(word, {p: (p,) for p in ids}) or \
                (initials_person(word, ids) if tok.text.isupper() else "") or \
                (near_person(word, ids) if word not in kin_lexicon() else "") or short_form_person(word, ids)
            owner = tok.dep_ == "poss" and tok.pos_ == "PROPN" and tok.text[:1].isupper()
            self.last = named or (mention_id(word) if owner else self.last)  # "Pao" is paolo; "Koro's pills
            return named  # in his bag": Koro, whom memory may know by another name
        return ""

    def _owner(self, owner: Any) -> str:
        """The person whose kin word a possessive before it says: the addressee's ("your mum"), the
        last one named ("his mom"), or a named person's ("Mason's mom"); "" for the speaker's own."""
        word = owner.lower_
        if word == "your":
            return self.addressee
        if word in ("his", "her"):
            return self.last
        return self.people.get(unaccented(word), "") if owner.pos_ == "PROPN" else ""

    def _joined(self, word: str) -> str:
        """The person a hyphenated name means ("Paw-Paw", "Sun-hee"): the speaker's word or a
        person's name, hyphens aside; "" when neither is it."""
        bare = unhyphenated(word)
        found = next((p for w, p in self.kin.items() if unhyphenated(w) == bare), "") or self.people.get(bare, "")
        if found:
            self.last = found
        return found


def _newcomer(tok: Any) -> bool:
    """A capitalised name said as the one a clause is about, its subject or an owner ("Gary rang",
    "Jiddo's home"; the small parser may take a name before a verb it does not know for a compound):
    someone, whether or not memory has met them, whom a "he" / "she" said next may mean. Not a name
    called out ("Mummy, ..."), nor one naming a place or a kind of thing ("at Naivas", "the DTE guy")."""
    if tok.pos_ != "PROPN" or not tok.text[:1].isupper() or not tok.is_alpha:
        return False
    called = tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].text == ","
    about = tok.dep_ in ("nsubj", "nsubjpass", "poss") or tok.dep_ == "compound" and tok.head.dep_ == "ROOT" \
        and tok.head.pos_ != "NOUN"  # "Gary rang." tagged as one name; not "on Ballarat Road"
    return about and not called


def _predicated(tok: Any) -> bool:
    """Whether a noun is said of a clause's subject as what it is ("Tom's a plumber", "she's not a
    morning person"), not someone new: the complement of "be", or a phrase right after a form of
    "be" and a "not" where the small parser hung it elsewhere (a subject's "'s" read as an owner's)."""
    if tok.dep_ == "attr":
        return True
    start = tok.i
    while start > 0 and tok.doc[start - 1].head.i == tok.i and tok.doc[start - 1].dep_ in ("det", "compound", "amod"):
        start -= 1  # "a cake person"
    before = tok.doc[max(0, start - 2):start]
    return len(before) == 2 and before[1].lower_ in ("not", "n't", "never") \
        and (before[0].lemma_ == "be" or before[0].lower_ == "'s")


def titled_name(tok: Any) -> str:
    """A person word with the capitalised words before it that the parse joins to it, lower case
    ("Kor Kor", "Ah Gong", "Auntie Yati"; "Mama")."""
    return " ".join([t.lower_ for t in tok.lefts if t.dep_ == "compound" and t.pos_ == "PROPN"] + [tok.lower_])


def possessor(tok: Any, speakers: Speakers) -> str:
    """Whose thing it is ("my laptop" -> the speaker, "Bob's keys" -> bob)."""
    owner = child(tok, "poss")
    return speakers.person(owner) if owner is not None else ""


def is_thing(tok: Any, speakers: Speakers) -> bool:
    """A concrete noun that is not a person, a time or an abstraction."""
    nominal = tok.pos_ in ("NOUN", "PROPN", "PRON", "NUM") or (  # "at his flat" tagged as an adjective,
        tok.pos_ in ("ADJ", "VERB", "ADV") and tok.dep_ in ("pobj", "nsubj", "dobj")  # "a new tree stand" as a
        and any(c.dep_ in ("det", "poss", "compound") for c in tok.children))  # verb, "the shop vac" as an adverb,
    # "in t shed" (a clipped article taken for a compound noun) as a verb
    food = tok.lemma_.lower() in MEALS and tok.dep_ in ("nsubj", "nsubjpass", "dobj")  # "the packed lunch is in ..."
    return (nominal and not speakers.person(tok) and tok.lower_ not in THIRD_PERSON and (food or not is_time_token(tok))
            and tok.lemma_.lower() not in ABSTRACT and tok.lower_ not in SOMEONE and not is_person_noun(tok)
            and not named_doer(tok))


def named_doer(tok: Any) -> bool:
    """A name without an article that does something to something ("Chela dropped off a bag of
    nopales", "Rubén brought the Modelos", "the pound cake Aunt Rita brought"): someone memory may not know yet, never a thing. A
    particle the tagger took for a preposition ("dropped off a bag") counts as the verb's own."""
    verb = tok.head
    if not (tok.pos_ == "PROPN" and tok.dep_ == "nsubj" and child(tok, "det") is None and verb.pos_ == "VERB"
            and verb.lemma_.lower() not in ("be", "have")):
        return False
    if verb.dep_ == "relcl" and verb.head.pos_ == "NOUN" and child(verb, "dobj") is None:
        return True  # "the pound cake Aunt Rita brought": the thing is what the name did something to
    return any(c.dep_ in ("dobj", "dative", "prt") or particle_object(c) for c in verb.children)


MEALS = frozenset({"breakfast", "lunch", "dinner", "supper", "tea"})  # a time of day, or the food itself
# Indefinite pronouns of people ("if anyone's looking for the mug, it's ..."): nobody's thing, never "it".
SOMEONE = frozenset({"someone", "somebody", "anyone", "anybody", "everyone", "everybody", "nobody", "noone"})


def is_person_noun(tok: Any) -> bool:
    """A noun naming someone by kin or role ("my sister", "the boiler man", "the dentist")."""
    word = tok.lemma_.lower()
    return tok.pos_ in ("NOUN", "PROPN") and (tok.lower_ in PEOPLE_NOUNS or word in PEOPLE_NOUNS
                                              or practitioner(word))


def practitioner(word: str) -> bool:
    """A noun naming who practises a trade by its agent suffix ("orthodontist", "physician");
    "-list" is left out: a list, a playlist, a checklist are things."""
    return len(word) > 5 and (word.endswith("ician") or word.endswith("ist") and not word.endswith("list"))


def finite(verb: Any) -> bool:
    """Whether a verb heads a tensed clause ("Priya's coming", "Omar rang"), not a bare infinitive
    whose subject another verb lets or makes do it ("let Remy go")."""
    return verb.tag_ in ("VBD", "VBZ", "VBP", "MD") or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBD", "VBZ", "VBP", "MD") for c in verb.children)
