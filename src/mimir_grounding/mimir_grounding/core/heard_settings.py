"""The value a heard request asks a device setting to take, read by the shared language layer.

Whether a sentence asks the robot for something is the memory's call: its utterance reader files a
request in the Commitment view (``obsmem_ros``). What the request asks for is read here from the
language layer's parse of its words (``obsmem_ros.core.shared_parser``, the parser the memory's
read path and Mimir's decomposer use), never from patterns over the text: the request must be a
setting instruction naming the device and the setting, and the value is the one it says (a number,
a clock time, a word) or, when the words name it as a thing ("to music"), that thing's words.
"""
from __future__ import annotations

from typing import Iterable

from obsmem_ros.core import Parse, shared_parser

from .instruction_parser import normalise_value

__all__ = ["asked_setting", "setting_value"]

_ARTICLES = frozenset({"the", "a", "an"})


def setting_value(parse: Parse, device_names: Iterable[str], setting: str, *, sole: bool = False) -> str:
    """The value ``parse`` sets ``setting`` of the device (one of ``device_names``) to; "" when it
    is no setting instruction for that device and setting (``sole``: the device has no other
    setting, so naming the device is enough)."""
    if parse.kind.value != "instruction" or parse.intent != "set":
        return ""
    names = {n.lower() for n in device_names if n}
    named = [m for m in parse.mentions if m.setting == setting or
             (m.entity and m.entity.lower() in names) or set(m.text.lower().replace("_", " ").split()) & names]
    if not named or not (sole or any(m.setting == setting for m in named) or setting in parse.text.lower()):
        return ""
    said = next((v for v in parse.values if v.kind in ("number", "clock", "word") and not v.changed_to), None)
    if said is not None:
        return normalise_value(said.normalised or said.text, setting)
    others = [m for m in parse.mentions if m not in named and m.kind == "entity" and m.role != "condition"]
    if not others:
        return ""
    words = others[-1].text.split()   # as said ("cartoons", not the lemma), without its article
    return normalise_value(" ".join(words[1:] if len(words) > 1 and words[0].lower() in _ARTICLES else words), setting)


def asked_setting(words: str, speaker: str, device_names: Iterable[str], setting: str, *, sole: bool = False) -> str:
    """The value a request's ``words`` (said by ``speaker``) ask ``setting`` of the device to take."""
    return setting_value(shared_parser().parse(words, asker=speaker), device_names, setting, sole=sole)
