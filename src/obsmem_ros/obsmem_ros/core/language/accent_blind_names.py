"""Names with accents tagged as the names they are.

The small English tagger reads a word partly by its last letters, so an accented name it has never
seen can come out a common noun where the same name without accents is a proper noun ("Rubén's
taking me": NOUN; "Ruben's taking me": PROPN), and every reader that finds people by the proper-noun
tag then misses the person. After the pipeline has run, each capitalised word with accented Latin
letters and no article takes the tag the tagger gives it in the text written without accents, where
that tag says proper noun; nothing else of the parse changes.
"""
from __future__ import annotations

from typing import Any

from obsmem_ros.core.letters import unaccented

COMPONENT = "accent_blind_names"
_NAME_TAGS = frozenset({"NNP", "NNPS"})


def install(nlp: Any) -> None:
    """Add the component at the end of `nlp` (once)."""
    from spacy.language import Language

    if COMPONENT in nlp.pipe_names:
        return
    if not Language.has_factory(COMPONENT):
        Language.factory(COMPONENT, func=lambda nlp, name: _Retagger(nlp))
    nlp.add_pipe(COMPONENT, last=True)


class _Retagger:
    """The pipeline component: `nlp`'s own tagger run on the accent-free text, for the names only."""

    def __init__(self, nlp: Any) -> None:
        self._nlp = nlp

    def __call__(self, doc: Any) -> Any:
        accented = [t.i for t in doc if t.is_title and t.pos_ != "PROPN" and unaccented(t.text) != t.text
                    and not any(c.dep_ == "det" for c in t.children)]  # "the Café" is a thing
        if not accented:
            return doc
        plain = self._tags(unaccented(doc.text))
        if plain is None or len(plain) != len(doc):
            return doc
        for i in accented:
            if plain[i].tag_ in _NAME_TAGS:
                doc[i].tag_, doc[i].pos_ = plain[i].tag_, "PROPN"
        return doc

    def _tags(self, text: str) -> Any:
        """The tagged `Doc` of `text` (tokens, vectors, tags; no parse), or None without a tagger."""
        names = self._nlp.pipe_names
        if "tagger" not in names:
            return None
        doc = self._nlp.make_doc(text)
        for name in ("tok2vec", "tagger"):
            if name in names:
                doc = self._nlp.get_pipe(name)(doc)
        return doc
