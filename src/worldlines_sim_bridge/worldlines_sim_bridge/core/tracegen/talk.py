"""What people say to the robot: reports of where things are (sometimes wrong), stated preferences,
and the words that create, move or cancel commitments."""
from __future__ import annotations

from typing import List

from obsmem_ros import FactSpec, ValueType

from .actors import Ctx, say
from .commitments import Commitment
from .steps import Episode

SURFACES = ("table", "coffee_table", "counter", "sofa", "desk", "shelf", "drawer", "nightstand", "hook", "armchair",
            "bench", "windowsill", "bed", "cupboard")
PREFERENCE_WORDS = {
    "drink": "I prefer {value} in the morning.",
    "thermostat": "I like the thermostat at {value} degrees.",
    "channel": "My favourite TV channel is {value}.",
    "strength": "I like my coffee {value}.",
}


def object_phrase(ctx: Ctx, who: str, obj: str) -> str:
    """How a person names an object: "my laptop" for their own, else the usual phrase."""
    spec = ctx.world.spec(obj)
    if spec.owner == who:
        return f"my {spec.name}"
    return ctx.world.namer.the(obj)


def plausible_places(ctx: Ctx, exclude: str) -> List[str]:
    return [e.id for e in ctx.home.entities if e.category in SURFACES and e.id != exclude]


def report_location(ctx: Ctx, who: str, obj: str, *, wrong_rate: float) -> Episode:
    """Tell the robot where an object is (the speaker's own belief: sometimes wrong)."""
    truth = ctx.world.get(obj, "location")
    if ctx.world.get(obj, "held_by") or truth not in ctx.world.entities():
        return
    claimed = truth
    if ctx.rng.random() < wrong_rate:
        claimed = ctx.rng.choice(plausible_places(ctx, truth))
    namer = ctx.world.namer
    phrase = object_phrase(ctx, who, obj)
    verb = "are" if ctx.world.spec(obj).name.endswith("s") else "is"
    words = f"{phrase[0].upper()}{phrase[1:]} {verb} {namer.at(claimed)}."
    yield from say(ctx, who, words, to=ctx.robot, claims=[FactSpec(obj, "location", claimed, ValueType.ENTITY)])


def state_preference(ctx: Ctx, who: str, topic: str) -> Episode:
    """Say a preference out loud (its claim: ``preference:<topic>`` of the speaker)."""
    value = ctx.state.preference(who, topic)
    if not value:
        return
    if topic == "mug":
        words = f"My favourite mug is the {ctx.world.spec(value).color} one."
    else:
        words = PREFERENCE_WORDS[topic].format(value=value)
    yield from say(ctx, who, words, to=ctx.robot, claims=[FactSpec(who, f"preference:{topic}", value)])


def change_drink(ctx: Ctx, who: str, new: str) -> Episode:
    """A preference changes: from now on the person says (and does) the new one."""
    old = ctx.state.preference(who, "drink")
    ctx.state.prefs[(who, "drink")] = new
    yield from say(ctx, who, f"These days I prefer {new} to {old} in the morning.", to=ctx.robot,
                   claims=[FactSpec(who, "preference:drink", new)])


def announce(ctx: Ctx, who: str, words: str, item: Commitment, action: str = "create") -> Episode:
    """Say words that create (or reschedule, cancel) a commitment; its structure rides in extras."""
    yield from say(ctx, who, words, to=ctx.robot, extras=(("commitment", item.extras(action)),))
