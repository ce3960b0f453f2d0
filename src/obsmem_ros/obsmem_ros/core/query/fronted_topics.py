"""A topic said before "who", with nothing to set it off: "Today tamil shop who is going", "Monday
biryani who is cooking", "Tomorrow the gas man who will let him in?".

Speakers of topic-prominent varieties name what they ask about first and then ask "who" of it; the
parser reads such a text as a noun phrase with a relative clause ("the shop who is going") and the
question loses its verb's object or its time. When the words before "who" hold no verb (a topic,
a time, or both) and "who" opens a clause with a verb of its own, the text is read as the "who"
clause with the topic said after it ("who is going today tamil shop"), as English orders it.
"""
from __future__ import annotations

import re

from ..language.syntax import analyse

__all__ = ["with_topic_after"]

_WHO = re.compile(r"\bwho(?:'s|’s|s)?\b", re.IGNORECASE)
_MOST_TOPIC_WORDS = 5
_DISCOURSE = frozenset({"CCONJ", "INTJ", "ADV"})  # "so", "and", "ok": no topic, a turn's opening


def with_topic_after(question: str) -> str:
    """`question` with the verbless words before its "who" said after its "who" clause, and a
    discourse word alone before it ("So who's ...", "Ok who ...") dropped; `question` as it is when
    "who" comes first, follows a verb or a mark that sets a topic off ("The cake, who's bringing
    it?" is the lead-in reading's), or does not open the text's last clause ("The man who fixed the
    boiler, when is he coming?")."""
    said = _WHO.search(question)
    if said is None or said.start() == 0:
        return question
    topic, clause = question[:said.start()].strip(), question[said.start():].strip()
    if not topic or re.search(r"[^\w\s']", f"{topic} {clause.rstrip('?!.')}") or len(topic.split()) > _MOST_TOPIC_WORDS:
        return question
    fronted, asked = analyse(topic), analyse(clause)
    if any(t.pos_ in ("VERB", "AUX") for t in fronted) or not any(t.pos_ in ("VERB", "AUX") for t in asked[1:]):
        return question
    if all(t.pos_ in _DISCOURSE for t in fronted):
        return clause
    first = topic if fronted[0].pos_ == "PROPN" else topic[0].lower() + topic[1:]
    mark = clause[-1] if clause[-1] in "?!." else ""
    return f"{clause.rstrip('?!.').rstrip()} {first}{mark}"
