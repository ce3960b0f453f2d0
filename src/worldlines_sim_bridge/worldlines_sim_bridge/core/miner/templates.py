"""Paraphrase templates: several wordings per (family, subtype), in a style a rule-based query
planner parses: objects by name plus what tells them apart ("the blue mug", "Bob's laptop"),
people by name, times as "on day 3", "yesterday", "at 07:00 on day 3".

Placeholders: {x} object phrase, {X} the same capitalised, {place} location phrase ("on the desk"),
{to} destination phrase ("to the desk"), {p} person name, {setting}, {value}, {verb} past-tense verb
phrase, {verb_inf} infinitive phrase, {when} time phrase, {task}, {day}.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

from .wording import Rendered

TEMPLATES: Dict[Tuple[str, str], List[str]] = {
    ("current_state", "location"): [
        "Where {be} {x}?", "Where {be} {x} now?", "Where can I find {x}?", "What is the current location of {x}?"],
    ("current_state", "open"): [
        "Is {x} open?", "Is {x} open right now?", "Is {x} currently open?"],
    ("current_state", "power"): [
        "Is {x} on?", "Is {x} switched on right now?", "Is {x} currently on?"],
    ("current_state", "setting"): [
        "What is the {setting} of {x} set to?", "What {setting} is {x} set to now?", "What is {x}'s {setting} setting?"],
    ("overwritten_state", "before_move"): [
        "Where {was} {x} before {it} {was} moved {to}?", "Before {x} {was} put {place}, where {was} {it}?",
        "Where did {x} use to be before {it} ended up {place}?"],
    ("overwritten_state", "before_setting"): [
        "What was the {setting} of {x} set to before it was changed to {value}?",
        "Before the {setting} of {x} was changed to {value}, what was it?"],
    ("overwritten_state", "at_time"): [
        "Where {was} {x} at {clock} on day {day}?", "On day {day} at {clock}, where {was} {x}?"],
    ("state_multihop", "room"): [
        "Which room {be} {x} in?", "In which room {be} {x} now?", "What room can I find {x} in?"],
    ("state_multihop", "owner_at"): [
        "Who owns the {name} that {be} {place}?", "Whose {name} {be} {place}?"],
    ("state_multihop", "last_picked"): [
        "Where is the object that {p} last picked up?", "{p} last picked something up; where is that object now?"],
    ("temporal", "last_time"): [
        "When did {p} last {verb_inf} {x}?", "At what time did {p} last {verb_inf} {x}?"],
    ("temporal", "count_day"): [
        "How many times did {p} {verb_inf} {x} on day {day}?", "On day {day}, how many times did {p} {verb_inf} {x}?"],
    ("temporal", "count_yesterday"): [
        "How many times did {p} {verb_inf} {x} yesterday?"],
    ("temporal", "who_moved"): [
        "Who last moved {x}?", "Who was the last person to move {x}?", "Who put {x} {place}?"],
    ("preference", "drink"): [
        "What does {p} prefer to drink in the morning?", "What is {p}'s preferred morning drink?",
        "Does {p} prefer tea or coffee in the morning?"],
    ("preference", "mug"): [
        "Which mug does {p} prefer?", "Which mug does {p} usually use?", "What is {p}'s favourite mug?"],
    ("preference", "thermostat"): [
        "What temperature does {p} like the thermostat set to?", "What is {p}'s preferred thermostat temperature?"],
    ("preference", "channel"): [
        "Which TV channel does {p} like?", "What is {p}'s favourite TV channel?"],
    ("preference", "strength"): [
        "How does {p} like the coffee?", "How strong does {p} like the coffee?"],
    ("routine", "usual_time"): [
        "At what time does {p} usually {verb_inf}?", "When does {p} usually {verb_inf}?",
        "What time does {p} normally {verb_inf}?"],
    ("routine", "late_day"): [
        "On which day did {p} {verb_inf} much later than usual?", "Which day was {p} unusually late to {verb_inf}?"],
    ("source_aware", "who_said"): [
        "Who told the robot that {x} {be} {place}?", "Who said that {x} {be} {place}?"],
    ("source_aware", "according_to"): [
        "According to {p}, where {be} {x}?", "Where did {p} say {x} {be}?"],
    ("source_aware", "was_right"): [
        "Was {p} right that {x} {be} {place}?", "Was {p} correct when saying that {x} {be} {place}?"],
    ("hidden_uncertain", "location"): [
        "Where {be} {x}?", "Where {be} {x} now?", "Where can I find {x}?"],
    ("hidden_uncertain", "never_seen"): [
        "Where {be} {x}?", "Where can I find {x}?"],
    ("commitment", "when_schedule"): [
        "When is {task}?", "At what time is {task}?"],
    ("commitment", "reminder_time"): [
        "At what time should the robot remind {p} to {task}?", "When does the robot remind {p} to {task}?"],
    ("commitment", "reminder_active"): [
        "Does the robot still have to remind {p} to {task}?", "Is the reminder for {p} to {task} still active?"],
    ("commitment", "who_asked"): [
        "Who asked the robot to {task}?", "Who wanted the robot to {task}?"],
    ("commitment", "promise"): [
        "What did {p} promise to do {when} on day {day}?", "What did {p} say they would do {when} on day {day}?"],
    ("commitment", "request_done"): [
        "Did the robot {task} as {p} asked on day {day}?", "On day {day}, {p} asked the robot to {task}. Was it done?"],
    ("planning", "bring"): [
        "Bring {x} {to}.", "Please put {x} {place}.", "Could you take {x} {to}?"],
    ("planning", "setting_pin"): [
        "Set the {setting} of {x} back to what {p} asked for.", "Make sure {x} has the {setting} {p} wanted."],
    ("planning", "preferred_setting"): [
        "Set {x} to {p}'s preferred {setting}.", "{p} is coming home; set {x} the way {p} likes it."],
    ("planning", "favourite_mug"): [
        "Bring {p}'s favourite mug {to}.", "Put the mug {p} prefers {place}."],
}


def render(family: str, subtype: str, index: int, **values: str) -> Rendered:
    """The question of template ``index`` with its placeholders filled ({be}/{was}/{it} agree with {x})."""
    plural = values.get("be") == "are"
    values.setdefault("was", "were" if plural else "was")
    values.setdefault("it", "they" if plural else "it")
    text = TEMPLATES[(family, subtype)][index].format(**values)
    return Rendered(text[0].upper() + text[1:], family, subtype, values)


def count(family: str, subtype: str) -> int:
    return len(TEMPLATES[(family, subtype)])
