"""The last promiser of a plan's thread: who took a deed over in the talk that followed it.

A plan is handed on in talk that rarely names its thing again: "Can you remind Layla she's picking
up the baby at four?" - Layla to Sami: "you're getting her" - Sami: "Fine, I'll get her at four";
"Dad said he'll clear the path" - Sami: "Fine, I'll do it". The later word names its thing by a
pronoun, or not at all, and may say the deed with another verb ("picking up" / "get"). What ties it
to the plan is the talk itself: it is a promise said soon after the last word on the plan, by
someone else, and it either does the plan's deed (its verb) or is said to the one who had it.
Following such words from the plan, the one who said the last holds it (the writers' convention:
the last promiser keeps a relayed or changed plan).

Only a promise whose thing is a pronoun or unsaid continues a thread this way (a promise that names
its own thing is about that thing: the doers module hands a plan over by its named thing), unless
its sentence names the plan's doer and its deed a word of the plan's sentence: "Karim's busy. I'll
get the van from Ali's" after Karim's "Ali called, it's ready. I'll pick it up".
"""
from __future__ import annotations

import re
from typing import Sequence

from obsmem_ros.core.language.clauses import sentences
from obsmem_ros.core.language.closeness import closeness
from obsmem_ros.core.language.varieties import standard_words
from obsmem_ros.core.records import Commitment, CommitmentKind, CommitmentStatus
from obsmem_ros.core.views.commitment_view import content_words

from ..readings import CommitmentReading

__all__ = ["answers_another", "last_promiser", "takes_up"]

THREAD_GAP_NS = 90 * 60 * 1_000_000_000  # the most time between two words of one exchange about a plan
SAME_DAY_NS = 12 * 3600 * 1_000_000_000
_PRO_VERB = "do"  # "Sami's doing the driveway": "do" stands for whatever the deed is
_PRONOUN_THING = re.compile(r"^\S+(?: \S+)? (?:it|her|him|them|that|this one)\b|^(?:do|sort|handle) it\b"
                            r"|^[^\s']+(?: \S+)? ?'em\b")  # "take 'em", "take'em": them as spoken
_PRONOUNS = frozenset({"it", "them", "em", "her", "him", "that", "this"})
_FIRST_PERSON = re.compile(r"\b(?:i|me|we|us)\b")
_BARE_DEED = re.compile(r"^(?:do|go|sort|handle|get|take|pick)(?: up)?$")


def _thing_unsaid(action: str) -> bool:
    """Whether a promise's words name its thing by a pronoun, or not at all ("get her at four",
    "shovel it", "do it at noon", "go"): only the talk around it says what it is about."""
    words = action.lower().strip()
    return bool(_PRONOUN_THING.search(words) or _BARE_DEED.match(words))


def _in_own_voice(text: str) -> bool:
    """Whether a sentence speaks of its speaker ("Fine, I'll get her", "Me, I go", "Ah'll take him"):
    only a word in one's own voice takes a plan up; "Kayleigh said she's taking her" tells of
    another's plan, whoever the reading made its owner."""
    return bool(_FIRST_PERSON.search(standard_words(text).lower()))


def takes_up(link: Commitment, later: Commitment, doers: Sequence[str], verbs: Sequence[str]) -> bool:
    """Whether `later` is someone else's promise that takes up the plan whose last word was `link`:
    naming its thing by a pronoun or not at all, and either said within an exchange of `link`
    doing a deed of the thread (`verbs`) or said to the one who had the plan last (the last of
    `doers`), or said to that one later the same day, naming a word of the plan ("I'll drop it at
    Ali's" - hours later, to him: "Fine, I'll take it to Ali's")."""
    if later.kind is not CommitmentKind.PROMISE or later.status is CommitmentStatus.CANCELLED:
        return False
    if not later.owner or later.owner in doers[-1:] or later.action.lower().startswith("not "):
        return False
    if not _in_own_voice(later.text):
        return False
    gap = later.created_ns - link.created_ns
    if 0 < gap <= THREAD_GAP_NS and _stands_in(link, later, doers[-1:]):
        return True
    if gap <= 0 or gap > SAME_DAY_NS or not _thing_unsaid(later.action) or _own_antecedent(link, later):
        return False
    to_doer = later.beneficiary in doers[-1:]
    if gap <= THREAD_GAP_NS and (to_doer or later.verb in verbs or _PRO_VERB in (later.verb, link.verb)):
        return True
    return to_doer and bool(content_words(later.action) & content_words(link.action))


def _own_antecedent(link: Commitment, later: Commitment) -> bool:
    """Whether the "it" / "them" of a later promise was linked to a thing of its own that the plan
    does not name ("Gas bottle's about empty. I'll swap it": the gas bottle, not the pavlova said
    before): the pronoun has its antecedent, and the promise continues no thread."""
    if not re.search(r"\b(?:it|them)\b", later.action.lower()):  # "get her": a person, whom a reading
        return False  # links less surely than a thing
    own = {o for o in later.objects if o.strip("'") not in _PRONOUNS}  # "'em" read as a thing is still a pronoun
    return bool(own) and bool(link.objects) and not own & set(link.objects)


def _stands_in(link: Commitment, later: Commitment, doer: Sequence[str]) -> bool:
    """Whether `later` stands in for the plan's doer: its sentence names the doer ("Karim busy today.
    Me, I go to get the van from Ali") and its deed names a word of the plan's sentence ("Ali called,
    the minivan's ready. I'll pick it up")."""
    if not doer or doer[0] not in re.findall(r"[a-z]+", later.text.lower()):
        return False
    return bool((content_words(later.action) & content_words(link.text)) - content_words(doer[0]))


def last_promiser(best: CommitmentReading, pool: Sequence[CommitmentReading],
                  robot: str = "robot") -> CommitmentReading:
    """The last promise of `best`'s thread (module doc), `best` itself when nobody took it up; the
    robot, who relays plans, is nobody's doer here."""
    first = best.commitment
    # a reminder's deed is the reminded one's; a plan nobody holds yet, its speaker's to hand on
    # ("pickup's at three, who can get him?" - to them: "I'll get him")
    doer = first.beneficiary if first.kind is CommitmentKind.REMINDER else first.owner or first.requester
    doers = [doer] if doer and doer != robot else []
    verbs = [first.verb] if first.verb else []
    chain = best
    for reading in sorted(pool, key=lambda r: (r.commitment.created_ns, r.commitment.id)):
        c = reading.commitment
        if c.created_ns <= chain.commitment.created_ns or c.owner == robot or \
                not takes_up(chain.commitment, c, doers, verbs):  # "Sawa, I'll tell her" relays, does nothing
            continue
        if answers_another(chain.commitment, c, [r.commitment for r in pool], (*doers, robot)):
            continue
        doers.append(c.owner)
        verbs.append(c.verb)
        chain = reading
    return chain


def answers_another(link: Commitment, later: Commitment, pool: Sequence[Commitment],
                    holders: Sequence[str] = ("robot",)) -> bool:
    """Whether `later` answers another person's word said between the plan's last word `link` and
    it, lying closer in meaning to that word than to the plan: a pronoun's antecedent is the word
    it answers ("I'll take Banjo to the vet" - "I'll ring the builder Friday" - "Don't bother, I'll
    ring him myself and pick it up": the ringing is taken up, not the vet run). Words of the plan's
    `holders` (its doers so far, and the robot) are words on the plan itself."""
    between = [c for c in pool if link.created_ns < c.created_ns < later.created_ns
               and c.owner not in ("", later.owner, *holders) and c.source_event_id != link.source_event_id]
    if not between:
        return False
    own = _near(later.text, link.text)
    return any(_near(later.text, c.text) > own for c in between)


def _near(a: str, b: str) -> float:
    """How close in meaning the closest sentences of two utterances lie."""
    return max(closeness(x, y) for x in sentences(a) or [a] for y in sentences(b) or [b])
