"""The varied phrasing pool: how people ask each question and give each instruction.

Written from what each (family, subtype) means, not from any parser, and kept apart from the
sentence templates of ``templates.py`` (which stay byte-stable for ``--wording templates``). Each
form has at least eight phrasings: indirect questions ("do you know if", "any idea where"),
statement + question ("Carol said X. Was that right?"), pronouns whose referent is in the same
sentence, fillers ("at the moment", "sitting", "ended up"), requests ("I'd like", "X needs",
"could X end up on"). The robot is "you", as people address it.

Slots given by the miner: {x} object phrase, {place} location phrase ("on the desk"), {to}
destination phrase ("to the desk"), {p} person, {setting}, {value}, {name} bare object name,
{clock} a time of day, {task}, {when}, {verb_inf}, {be}. Slots derived by ``wording.py``:
{was} {it} {them} {has} {does} {that} {belongs} {where_be} {needs} (agree with {x} or {name}), {on_day} (a day,
exactly as the cutoff sees it: "on day 3", "yesterday", "three days ago", "on Tuesday", "on
4 March"), {verb_past} {verb_s} {verb_ing} (forms of {verb_inf}), {xs} ({x} possessive), {tv} and
{mug} (everyday names where the home allows them). Object and place phrases may use everyday
names ("telly", "couch") where that names the same thing unambiguously in the home.
"""
from __future__ import annotations

from typing import Dict, List, Tuple

_WHERE_NOW = [
    "Where {be} {x} at the moment?", "Do you know where {x} {be}?", "Any idea where {x} {be} right now?",
    "Where {be} {x} sitting at the moment?", "Where did {x} end up?", "I can't find {x}. Where {be} {it}?",
    "Where would I find {x} right now?", "Where {has} {x} got to?", "{x}: where {be} {it} now?",
    "Could you tell me where {x} {be}?", "{where_be} {x} right now?",
]

PHRASINGS: Dict[Tuple[str, str], List[str]] = {
    ("current_state", "location"): _WHERE_NOW,
    ("current_state", "open"): [
        "Is {x} open at the moment?", "Do you know if {x} is open?", "Any idea whether {x} is open right now?",
        "Has {x} been left open?", "Could you tell me if {x} is open?", "Is {x} open just now?",
        "{x}: is it open at the moment?", "I wonder whether {x} is open. Is it?", "Is {x} standing open right now?",
    ],
    ("current_state", "power"): [
        "Is {x} on at the moment?", "Do you know if {x} is switched on?", "Any idea whether {x} is on right now?",
        "Has {x} been left on?", "Is {x} turned on just now?", "{x}: is it on right now?",
        "Could you tell me if {x} is on?", "Is {x} switched on at the moment?", "Tell me, is {x} on?",
    ],
    ("current_state", "setting"): [
        "What's the {setting} on {x} at the moment?", "Do you know what {xs} {setting} is set to?",
        "Any idea what the {setting} on {x} is right now?", "What have we got {xs} {setting} set to?",
        "Tell me what {xs} {setting} is set to.", "What {setting} does {x} have at the moment?",
        "I need to know the {setting} on {x}. What is it?", "{x}: what's its {setting} set to right now?",
        "Could you tell me the current {setting} of {x}?",
    ],
    ("overwritten_state", "before_move"): [
        "Before {x} ended up {place}, where {was} {it}?", "Where {was} {x} before {it} got moved {to}?",
        "{x} {was} moved {to}. Where {was} {it} before that?", "Do you remember where {x} {was} before {it} went {to}?",
        "Where did {x} use to be, before {it} {was} put {place}?",
        "Any idea where {x} {was} sitting before {it} {was} moved {to}?", "Before {x} got taken {to}, where {was} {it}?",
        "Where {was} {x} before being moved {to}?", "I know {x} {was} moved {to}, but where {was} {it} before?",
    ],
    ("overwritten_state", "before_setting"): [
        "What was {xs} {setting} before someone changed it to {value}?",
        "Before the {setting} on {x} got changed to {value}, what was it?",
        "{xs} {setting} was changed to {value}. What was it before that?",
        "Do you remember what the {setting} of {x} was before it was set to {value}?",
        "What was the {setting} on {x} before it got switched to {value}?",
        "Somebody set {xs} {setting} to {value}; what had it been before?",
        "Any idea what {xs} {setting} was before the change to {value}?",
        "Before it was put on {value}, what was the {setting} of {x}?",
        "What was the old {setting} on {x}, the one before {value}?",
    ],
    ("overwritten_state", "at_time"): [
        "Where {was} {x} {on_day} at {clock}?", "{on_day} at {clock}, where {was} {x}?",
        "Do you know where {x} {was} at {clock} {on_day}?", "Where could I have found {x} at {clock} {on_day}?",
        "At {clock} {on_day}, where {was} {x} sitting?", "Think back to {clock} {on_day}: where {was} {x}?",
        "Where {was} {x} at {clock} {on_day}, do you know?", "{x}: where {was} {it} at {clock} {on_day}?",
        "Any idea where {x} {was} at {clock} {on_day}?",
    ],
    ("state_multihop", "room"): [
        "Which room {be} {x} in at the moment?", "What room {has} {x} ended up in?", "Do you know which room {x} {be} in?",
        "Which room should I look in for {x}?", "{x}: what room {be} {it} in now?",
        "Any idea what room {x} {be} in right now?", "Which room would I find {x} in?", "What room {be} {x} sitting in?",
        "In which part of the house {be} {x} at the moment?",
    ],
    ("state_multihop", "owner_at"): [
        "Whose {name} {be} {that} {place}?", "The {name} {place}: who {does} {it} belong to?",
        "Who {does} the {name} {place} belong to?", "Do you know whose {name} {be} {place}?",
        "Who's the owner of the {name} {place}?", "Which of us {does} the {name} {place} belong to?",
        "Any idea who the {name} {place} {belongs} to?", "Whose {be} the {name} {place}?",
        "The {name} sitting {place}, whose {be} {it}?",
    ],
    ("state_multihop", "last_picked"): [
        "Whatever {p} picked up most recently, where is it now?", "Where's the last thing {p} picked up?",
        "Where did the thing {p} last picked up end up?", "{p} last picked something up. Where is it now?",
        "Do you know where the last thing {p} picked up is now?", "Where has the last item {p} grabbed ended up?",
        "Any idea where the thing {p} picked up most recently is at the moment?",
        "The last object {p} picked up: where is it sitting now?", "Where is whatever {p} last picked up?",
    ],
    ("temporal", "last_time"): [
        "When was the last time {p} {verb_past} {x}?", "When did {p} {verb_inf} {x} most recently?",
        "Do you know when {p} last {verb_past} {x}?", "What time did {p} {verb_inf} {x} most recently?",
        "Any idea when {p} last {verb_past} {x}?", "{p} {verb_past} {x} at some point. When was the last time?",
        "When did {x} last get {verb_past} by {p}?", "Can you tell me when {p} last {verb_past} {x}?",
        "The last time {p} {verb_past} {x}, when was that?",
    ],
    ("temporal", "count_day"): [
        "How many times did {p} {verb_inf} {x} {on_day}?", "{on_day}, how often did {p} {verb_inf} {x}?",
        "Do you know how many times {p} {verb_past} {x} {on_day}?", "{on_day}, how many times did {x} get {verb_past} by {p}?",
        "What's the number of times {p} {verb_past} {x} {on_day}?", "Count for me: how many times did {p} {verb_inf} {x} {on_day}?",
        "Any idea how many times {p} {verb_past} {x} {on_day}?", "How often did {p} {verb_inf} {x} {on_day}?",
        "{p} {verb_past} {x} {on_day}. How many times was that?",
    ],
    ("temporal", "count_yesterday"): [
        "How often did {p} {verb_inf} {x} yesterday?", "Yesterday, how many times did {p} {verb_inf} {x}?",
        "Do you know how many times {p} {verb_past} {x} yesterday?", "How many times did {x} get {verb_past} by {p} yesterday?",
        "What's the number of times {p} {verb_past} {x} yesterday?", "Count for me: how many times did {p} {verb_inf} {x} yesterday?",
        "Any idea how many times {p} {verb_past} {x} yesterday?", "Yesterday {p} {verb_past} {x}. How many times was that?",
        "How many times yesterday did {p} {verb_inf} {x}?",
    ],
    ("temporal", "who_moved"): [
        "Who was the last one to move {x}?", "Who left {x} {place}?", "Who moved {x} last?",
        "Somebody put {x} {place}. Who was it?", "Any idea who put {x} {place}?", "Who was it that last moved {x}?",
        "{x} ended up {place}; who put {them} there?", "Who moved {x} most recently?",
        "The last time {x} got moved, who did it?", "Do you know who put {x} {place}?",
    ],
    ("preference", "drink"): [
        "What does {p} like to drink in the morning?", "What's {p}'s usual morning drink?",
        "Do you know what {p} likes to drink in the mornings?", "What should I make {p} to drink in the morning?",
        "What's {p}'s drink of choice in the morning?", "In the morning, what does {p} prefer to drink?",
        "When {p} gets up, what do they like to drink?", "Any idea what {p}'s favourite morning drink is?",
        "What does {p} go for first thing in the morning, drink-wise?",
    ],
    ("preference", "mug"): [
        "Which {mug} does {p} like best?", "What's {p}'s go-to {mug}?", "Do you know which {mug} {p} prefers?",
        "Which is {p}'s {mug} of choice?", "If I'm making {p} a drink, which {mug} should I use?",
        "Which {mug} does {p} tend to use?", "Any idea which {mug} is {p}'s favourite?",
        "{p} has a favourite {mug}. Which one is it?",
        "When {p} has a drink, which {mug} do they like to use?",
    ],
    ("preference", "thermostat"): [
        "What does {p} like the thermostat set to?", "What temperature does {p} usually want the thermostat at?",
        "Do you know what temperature {p} likes the heating set to?", "What's {p}'s favourite setting for the thermostat?",
        "How warm does {p} like the thermostat set?", "If {p} is home, what should the thermostat be set to?",
        "Which temperature does {p} prefer on the thermostat?", "Any idea how warm {p} likes the thermostat?",
        "When {p} sets the thermostat, what temperature do they like it on?",
    ],
    ("preference", "channel"): [
        "What does {p} like to watch on {tv}?", "Which channel does {p} usually put on?",
        "What's {p}'s favourite channel on {tv}?", "Do you know which channel {p} prefers?",
        "If {p} is watching {tv}, which channel will it be on?", "Which channel does {p} like best?",
        "What channel should I put on for {p}?", "Any idea what {p}'s favourite channel is?",
        "When {p} turns on {tv}, which channel do they go for?",
    ],
    ("preference", "strength"): [
        "How strong does {p} take the coffee?", "What strength of coffee does {p} like?",
        "How does {p} take the coffee: what strength?", "Do you know how strong {p} likes the coffee?",
        "When {p} has coffee, how strong do they like it?", "What coffee strength does {p} prefer?",
        "How strong should {p}'s coffee be?", "Any idea how strong {p} likes the coffee made?",
        "If I make {p} a coffee, how strong should it be?",
    ],
    ("routine", "usual_time"): [
        "What time does {p} tend to {verb_inf}?", "Around what time does {p} usually {verb_inf}?",
        "Do you know what time {p} usually {verb_s}?", "What's {p}'s usual time for {verb_ing}?",
        "When does {p} usually get round to {verb_ing}?", "{p} usually {verb_s} at what time?",
        "Any idea when {p} normally {verb_s}?", "What time of day does {p} {verb_inf}, as a rule?",
        "If I wanted to catch {p} {verb_ing}, what time should I look?",
    ],
    ("routine", "late_day"): [
        "Which day was {p} really late to {verb_inf}?", "On what day did {p} {verb_inf} a lot later than normal?",
        "Do you remember which day {p} {verb_past} way later than usual?",
        "{p} {verb_past} unusually late one day. Which day was that?",
        "Which day did {p} leave it really late to {verb_inf}?", "Any idea on which day {p} {verb_past} much later than usual?",
        "What day was it that {p} {verb_past} far later than they usually do?",
        "There was a day {p} {verb_past} much later than usual. Which one?",
        "When did {p} {verb_inf} much later than normal? Which day?",
    ],
    ("source_aware", "who_said"): [
        "Who told you {x} {was} {place}?", "Who was it that said {x} {be} {place}?",
        "Somebody said {x} {be} {place}. Who was that?", "Who mentioned that {x} {be} {place}?",
        "Who did you hear say {x} {was} {place}?", "Do you remember who said {x} {be} {place}?",
        "Who's the one who told you {x} {be} {place}?", "You were told {x} {be} {place}. By whom?",
        "Which of us said {x} {was} {place}?",
    ],
    ("source_aware", "according_to"): [
        "Where did {p} say {x} {was}?", "Where does {p} reckon {x} {be}?", "What did {p} tell you about where {x} {be}?",
        "{p} said something about {x}. Where did they say {it} {was}?", "Where did {p} tell you {x} {was}?",
        "If you go by what {p} said, where {be} {x}?", "Do you remember where {p} said {x} {was}?",
        "{p} mentioned where {x} {was}. Where was that?", "Going by {p}, where would {x} be?",
    ],
    ("source_aware", "was_right"): [
        "{p} said {x} {was} {place}. Was that right?", "{p} told you {x} {was} {place}. Was that true?",
        "Was {p} correct about {x} being {place}?", "{p} reckoned {x} {was} {place}. Did that turn out to be true?",
        "Was {p} right when they said {x} {was} {place}?", "Is it true, what {p} said, that {x} {was} {place}?",
        "Do you know if {p} was right that {x} {was} {place}?", "{p} claimed {x} {was} {place}; were they right?",
        "According to {p}, {x} {was} {place}. Did that check out?",
    ],
    ("hidden_uncertain", "location"): _WHERE_NOW,
    ("hidden_uncertain", "never_seen"): _WHERE_NOW,
    ("commitment", "when_schedule"): [
        "What time is {task}?", "When's {task}?", "Remind me, when is {task}?", "Sorry, when is {task}?",
        "Quick question: when is {task}?", "Do you remember: when is {task}?", "What time's {task}?",
        "So when is {task}, then?", "When is {task} again?",
    ],
    ("commitment", "reminder_time"): [
        "What time are you reminding {p} to {task}?", "When are you supposed to remind {p} to {task}?",
        "What time do you remind {p} to {task}?", "{p} gets a reminder to {task}. At what time?",
        "At what time does {p} get reminded to {task}?", "When is {p}'s reminder to {task} set for?",
        "What time should {p} be reminded to {task}?", "Any idea what time you remind {p} to {task}?",
        "Remind me, when do you tell {p} to {task}?",
    ],
    ("commitment", "reminder_active"): [
        "Are you still reminding {p} to {task}?", "Is {p}'s reminder to {task} still on?",
        "Do you still need to remind {p} to {task}?", "Is the reminder for {p} to {task} still going?",
        "Should you still be reminding {p} to {task}?", "Do you know if {p} still gets reminded to {task}?",
        "Are you meant to keep reminding {p} to {task}?", "Is {p} still getting a reminder to {task}?",
        "Is there still a reminder set for {p} to {task}?",
    ],
    ("commitment", "who_asked"): [
        "Who asked you to {task}?", "Who wanted you to {task}?", "Remind me who asked you to {task}?",
        "Who got you to {task}?", "Who was it that asked you to {task}?", "Do you know who asked you to {task}?",
        "Someone asked you to {task}. Who was it?", "Whose idea was it for you to {task}?",
        "Who told you to {task}?",
    ],
    ("commitment", "promise"): [
        "{on_day}, {p} promised to do something {when}. What was it?", "What was it {p} promised {on_day} to do {when}?",
        "Do you remember what {p} promised {on_day} to do {when}?", "{on_day} {p} said they would do something {when}. What?",
        "What had {p} promised {on_day} that they would do {when}?", "Any idea what {p} promised {on_day} to get done {when}?",
        "What task did {p} promise {on_day} to do {when}?", "{p} gave their word {on_day} to do something {when}. What was it?",
        "{p} made a promise {on_day}: to do what {when}?",
    ],
    ("commitment", "request_done"): [
        "{p} asked you {on_day} to {task}. Did you do it?", "Did you {task} like {p} asked you to {on_day}?",
        "{on_day} {p} wanted you to {task}. Did that get done?", "Did you manage to {task}, as {p} asked {on_day}?",
        "{p} asked {on_day} for you to {task}; was it done?", "Did you get round to it when {p} asked you {on_day} to {task}?",
        "Do you know if it got done, when {p} asked you {on_day} to {task}?",
        "{on_day}, {p} wanted you to {task}. Did it happen?", "When {p} asked you {on_day} to {task}, did it get done?",
    ],
    ("planning", "bring"): [
        "I'd like {x} {place}, please.", "{x} {needs} to go {to}.", "Could {x} end up {place}?",
        "Can you put {x} {place}?", "Would you mind taking {x} {to}?", "Pop {x} {place} for me.",
        "Grab {x} and leave {them} {place}.", "Please get {x} and put {them} {place}.",
        "Could you move {x} over {to}?", "{x} should be {place}. Can you sort that out?",
    ],
    ("planning", "setting_pin"): [
        "{p} wanted a particular {setting} on {x}. Could you put it back to that?",
        "Could you put {xs} {setting} back the way {p} asked?", "Please reset {xs} {setting} to whatever {p} asked for.",
        "{p} asked for a certain {setting} on {x}; make sure it's set to that.",
        "I'd like {xs} {setting} back to what {p} asked for.", "{x} needs its {setting} set the way {p} wanted.",
        "Can you change the {setting} on {x} back to {p}'s request?", "Put {xs} {setting} back to what {p} wanted, please.",
        "{p} set out how the {setting} on {x} should be. Can you make it so?",
    ],
    ("planning", "preferred_setting"): [
        "{p} is on the way home; get {x} to the {setting} they like.", "Could you set {x} to the {setting} {p} likes?",
        "Put {x} on the {setting} {p} prefers.", "I'd like {x} set to {p}'s favourite {setting}.",
        "{x} needs to be at {p}'s preferred {setting}.", "{p}'s coming home soon; set {x} the way they like it.",
        "Can you get {x} to whatever {setting} {p} prefers?", "Please set {x} to the {setting} {p} likes best.",
        "Make {x} match {p}'s preferred {setting}, please.",
    ],
    ("planning", "favourite_mug"): [
        "Grab the {mug} {p} likes best and leave it {place}.", "{p} would like their favourite {mug} {place}.",
        "Could {p}'s favourite {mug} end up {place}?", "I'd like {p}'s favourite {mug} {place}.",
        "Put the {mug} {p} prefers {place}, please.", "Fetch {p}'s go-to {mug} and set it down {place}.",
        "{p}'s favourite {mug} needs to go {to}.", "Can you take the {mug} {p} usually uses {to}?",
        "Please bring the {mug} {p} likes best {to}.",
    ],
}
