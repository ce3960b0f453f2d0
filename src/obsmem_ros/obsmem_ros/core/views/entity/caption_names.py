"""Names the robot's perception calls people by, read off the one-line captions of events it saw.

An event's ``actor`` is a person id ("gurdev"); its caption says who acted as the household calls
them ("Bapu ji took the Punjabi newspaper.", "Lola put the rice cooker on the counter."). The
capitalised words the caption starts with are a name of the actor whenever they are not already
the actor's id: memory keeps each as a kin word of the robot's (``kin_words`` with the robot as
speaker, taught by that event), so "How many times did Bapu ji pick up the paper?" and "Tell Lola
her tea's ready" find the person without anyone having said the name to them first.
"""
from __future__ import annotations

import re
from typing import Iterable, List, Tuple

from obsmem_ros.core.language.linking import unaccented
from obsmem_ros.core.records import Event, EventKind

# A caption that starts with one of these speaks of someone unnamed ("The robot saw ...").
_UNNAMED = frozenset({"the", "a", "an", "someone", "somebody", "nobody", "everyone", "this", "that"})
_WORD = re.compile(r"[^\W\d_][^\W_]*")


def caption_names(events: Iterable[Event], robot: str) -> List[Tuple[str, str, str, int]]:
    """(word, person, event id, time_ns) for each name word a caption calls its actor by, other than
    the actor's id; events of the robot, utterances (their text is what was said) and captions
    that open with an unnamed subject teach nothing."""
    found = []
    for event in events:
        if not event.actor or event.actor == robot or event.kind is EventKind.UTTERANCE or not event.text:
            continue
        for word in _leading_name(event.text):
            if unaccented(word) != unaccented(event.actor.lower()):
                found.append((word, event.actor, event.id, event.time_ns))
    return found


def _leading_name(caption: str) -> List[str]:
    """The run of capitalised words a caption starts with, lower-cased ("Chú Tuấn put ..." ->
    ["chú", "tuấn"]); it ends at the first word in lower case or with anything but letters ("Jek's");
    none when the first word is an article or an unnamed someone."""
    names = []
    for token in caption.split():
        if not (_WORD.fullmatch(token) and token[:1].isupper()):
            break
        names.append(token.lower())
    return [] if not names or names[0] in _UNNAMED else names
