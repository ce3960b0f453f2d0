"""Parse features of one spoken clause: what a listener reads from its form before its words.

The clause-kind classifier (`clause_kinds`) reads these beside the clause's sentence embedding.
They describe the clause's grammar, never its wording: mood (question, imperative, "let's"),
the modal of its main verb (future, ability / request, obligation, possibility), the person of
its subject (the speaker, the addressee, another person, a thing, none), tense and aspect,
negation, a hedge, a recurring time, a time phrase, who speaks and who is addressed (the robot
or a person), and the kind of its main verb's complement (an infinitive, a place, a state).
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Tuple

from . import utterance_syntax as sx
from .speakers import is_person_noun

__all__ = ["FEATURE_VERSION", "clause_features", "clause_feature_names"]

FEATURE_VERSION = "1"  # bump when clause_features changes: cached training matrices are keyed by it

_FUTURE = frozenset({"will", "'ll", "shall", "wo", "gon", "going"})
_ABILITY = frozenset({"can", "could", "would", "'d", "ca"})
_OBLIGATION = frozenset({"must", "should", "need", "have", "ought", "got"})
_POSSIBILITY = frozenset({"might", "may"})
_PERSONS = ("speaker", "speakers", "addressee", "person", "thing", "none")


def clause_feature_names() -> Tuple[str, ...]:
    """The fixed order of `clause_features` keys."""
    return (
        "question", "imperative", "lets", "please",
        "modal_future", "modal_ability", "modal_obligation", "modal_possibility",
        *(f"subject={p}" for p in _PERSONS),
        "past", "perfect", "progressive", "present",
        "negation", "hedge", "habitual", "time_phrase",
        "by_robot", "to_robot", "infinitive_complement", "gerund_complement", "clause_complement",
        "place_phrase", "copula", "adjective_complement", "object", "number", "words",
    )


def clause_features(doc: Any, *, by_robot: bool, to_robot: bool) -> Dict[str, float]:
    """The form of clause `doc` (a parse), said by the robot or a person to the robot or a person."""
    root = _main_verb(doc)
    out = dict.fromkeys(clause_feature_names(), 0.0)
    out["by_robot"], out["to_robot"] = float(by_robot), float(to_robot)
    out["question"] = float(sx.is_question(doc))
    out["please"] = float(any(t.lower_ == "please" for t in doc))
    out["number"] = float(any(t.like_num for t in doc))
    out["words"] = min(len([t for t in doc if not t.is_punct]), 20) / 20.0
    out["negation"] = float(any(t.dep_ == "neg" or t.lower_ in ("never", "not", "n't") for t in doc))
    out["habitual"] = float(any(t.lower_ in sx.HABITUAL or t.lower_ in ("every", "each") for t in doc) or any(
        t.lower_.endswith("s") and t.lower_[:-1] in sx.RECURRING_NOUNS for t in doc))
    if root is None:
        out["subject=none"] = 1.0
        return out
    auxs = set(sx.auxiliaries(root))
    subj = sx.subject(root)
    out["imperative"] = float(sx.imperative(root))
    out["lets"] = float(root.lemma_.lower() == "let" or any(t.lower_ == "'s" and t.i > 0 and doc[t.i - 1].lower_ == "let"
                                                            for t in doc))
    out["modal_future"] = float(bool(auxs & _FUTURE))
    out["modal_ability"] = float(bool(auxs & _ABILITY))
    out["modal_obligation"] = float(bool(auxs & _OBLIGATION) or root.lemma_.lower() in ("need", "have") and any(
        c.dep_ == "xcomp" for c in root.children))
    out["modal_possibility"] = float(bool(auxs & _POSSIBILITY))
    out[f"subject={_person(subj)}"] = 1.0
    out["past"] = float(root.tag_ == "VBD" or "did" in auxs or "had" in auxs)
    out["perfect"] = float(root.tag_ == "VBN" and bool(auxs & {"have", "has", "'ve", "'s", "had"}))
    out["progressive"] = float(root.tag_ == "VBG")
    out["present"] = float(root.tag_ in ("VBP", "VBZ") and not out["past"])
    out["hedge"] = float(any(sx.hedge(p) for p in sx.predicates(doc)))
    out["time_phrase"] = float(any(sx.is_time_phrase(t) for t in doc))
    out["infinitive_complement"] = float(any(c.dep_ in ("xcomp", "ccomp") and any(g.tag_ == "TO" for g in c.children)
                                             for c in root.children))
    out["gerund_complement"] = float(any(c.dep_ in ("xcomp", "dobj") and c.tag_ == "VBG" for c in root.children))
    out["clause_complement"] = float(any(c.dep_ == "ccomp" for c in root.children))
    out["place_phrase"] = float(any(c.dep_ == "prep" and c.lower_ in sx.LOCATION_PREPS for c in root.children)
                                or any(c.lower_ in sx.PLACE_ADVERBS for c in root.children))
    out["copula"] = float(root.lemma_.lower() == "be")
    out["adjective_complement"] = float(any(c.dep_ == "acomp" for c in root.children))
    out["object"] = float(any(c.dep_ in ("dobj", "dative") for c in root.children))
    return out


def _main_verb(doc: Any) -> Optional[Any]:
    """The clause's first predicate (its root verb, or the first verb under a verbless root)."""
    preds = sx.predicates(doc)
    return preds[0] if preds else (doc[:].root if len(doc) else None)


def _person(subj: Optional[Any]) -> str:
    """Whose action the clause is about, by its subject: the speaker ("I"), the speaker's group
    ("we"), the addressee ("you"), another person (a name, "he", a kin word), a thing, none."""
    if subj is None:
        return "none"
    word = subj.lower_
    if word in ("i", "me"):
        return "speaker"
    if word in ("we", "us"):
        return "speakers"
    if word == "you":
        return "addressee"
    if subj.pos_ == "PROPN" or word in sx.THIRD_PERSON or is_person_noun(subj) or word in ("they", "someone",
                                                                                           "somebody", "everyone"):
        return "person"
    return "thing"
