"""Things named in one turn and placed in the next (`language.asked_things`), a topic opening its
clause with a tag after it (`topics.fronted`) and "them" for things said together
(`topics.conjoined`), on sentences written for this file (in no hand-written set)."""
from __future__ import annotations

from obsmem_ros.core.hearing import conversation_context
from obsmem_ros.core.language.asked_things import asks_where, still_named, unplaced
from obsmem_ros.core.language.referents import ReadingContext
from obsmem_ros.core.language.speakers import Speakers
from obsmem_ros.core.language.syntax import analyse
from obsmem_ros.core.language.topics import fronted
from obsmem_ros.core.language.utterance_records import Claim, ReportedThing
from obsmem_ros.core.records import Event, EventKind
from obsmem_ros.core.timefmt import parse_iso_ns

SAID = parse_iso_ns("2026-05-13T09:30:00+00:00")
MINUTE = 60 * 10 ** 9
PEOPLE = ("ines", "tomas", "rosa")


def _event(actor: str, at: int) -> Event:
    return Event(id=f"e{at}", time_ns=at, kind=EventKind.UTTERANCE, actor=actor, location="kitchen")


def converse(reader, turns):
    """Each (speaker, addressee, words) read in turn, as `Hearing.read` hands readings on."""
    own, heard, readings = {}, None, []
    for n, (speaker, addressee, words) in enumerate(turns):
        at = SAID + n * MINUTE
        previous = conversation_context(own.get(speaker), heard, _event(speaker, at))
        reading = reader.read(words, speaker=speaker, addressee=addressee, now_ns=at, people=PEOPLE,
                              previous=previous)
        own[speaker], heard = reading, (reading, at)
        readings.append(reading)
    return readings


def placed(reading):
    return [(t.id, t.location) for t in reading.things]


def test_a_reply_to_a_where_question_places_the_thing_asked_about_not_the_one_said_after_it(reader):
    _, reply = converse(reader, [("ines", "tomas", "Where's the picnic hamper? I'll pack the rugs later."),
                                 ("tomas", "ines", "It's in the garage, behind the bikes.")])
    assert placed(reply) == [("picnic_hamper", "garage")]


def test_a_thing_one_speaker_needs_and_another_places_is_heard_of(reader):
    _, reply = converse(reader, [("rosa", "tomas", "I'll want the camping stove on Saturday."),
                                 ("tomas", "rosa", "It's up in the loft, Mum.")])
    assert placed(reply) == [("camping_stove", "loft")]


def test_a_reply_to_someone_else_keeps_the_last_thing_spoken_of(reader):
    _, reply = converse(reader, [("ines", "tomas", "Where's the picnic hamper? I'll pack the rugs later."),
                                 ("rosa", "ines", "They're in the hall cupboard.")])
    assert ("picnic_hamper", "hall_cupboard") not in placed(reply)


def test_a_thing_named_where_the_same_words_name_a_place_is_no_thing_heard_of(reader):
    _, reply = converse(reader, [("ines", "tomas", "Has anyone seen my bus pass?"),
                                 ("tomas", "ines", "It's not in the van, I emptied the whole van. It's on the hall table.")])
    assert all(not t.id.endswith("van") for t in reply.things)


def test_a_noun_a_copula_says_something_is_is_no_thing_named(reader):
    reading = reader.read("Lena is tablet, it's on the piano stool.", speaker="ines", addressee="robot",
                          now_ns=SAID, people=PEOPLE)
    assert reading.things == ()


def test_a_named_persons_thing_fronted_before_its_place_is_heard_of_there(reader):
    # the splitter keeps "Lena's tablet" a possessive (it once read "Lena is tablet")
    reading = reader.read("Oh, Lena's tablet, it's on the piano stool.", speaker="ines", addressee="robot",
                          now_ns=SAID, people=PEOPLE)
    assert placed(reading) == [("tablet", "piano_stool")]


def test_someones_thing_named_and_placed_next_turn_is_taken_as_known(reader):
    _, reply = converse(reader, [("ines", "tomas", "Where's my blue scarf?"),
                                 ("tomas", "ines", "It's on the bannister.")])
    assert [(c.entity, c.value) for c in reply.claims] == [("blue_scarf", "bannister")] and reply.things == ()


def test_a_word_tagged_as_an_adjective_in_an_objects_place_is_a_thing_placed_later(reader):
    reading = reader.read("I have to wear the kilt tomorrow. It's in the wardrobe on the landing.",
                          speaker="tomas", addressee="robot", now_ns=SAID, people=PEOPLE)
    assert ("kilt", "wardrobe") in placed(reading)


def test_a_topic_opening_its_clause_with_a_tag_after_it_is_the_thing_placed(reader):
    reading = reader.read("Mija, my reading glasses I keep in the top drawer, by the radio, okay? Remind me at ten.",
                          speaker="rosa", addressee="robot", now_ns=SAID, people=PEOPLE)
    assert ("reading_glasses", "location", "top_drawer") in [(c.entity, c.attribute, c.value) for c in reading.claims]


def test_a_topic_the_parser_hung_off_a_tag_is_still_the_object_the_clause_places():
    doc = analyse("the spare fuse I keep in the sideboard, right?")  # "fuse" parsed as a "dep" of "right"
    keep = next(t for t in doc if t.lower_ == "keep")
    ctx = ReadingContext(speakers=Speakers(speaker="rosa", addressee="robot", people={}), resolve=lambda _w: None,
                         now_ns=SAID)
    assert keep.head.dep_ != "ROOT" and fronted(keep, ctx).text == "fuse"


def test_them_after_things_said_together_places_each_of_them(reader):
    reading = reader.read("The neighbour brought the mangoes and the papaya. I've put them in the pantry.",
                          speaker="ines", addressee="robot", now_ns=SAID, people=PEOPLE)
    assert sorted(placed(reading)) == [("mangoes", "pantry"), ("papaya", "pantry")]


def test_asks_where_is_a_where_question_only():
    assert asks_where(analyse("Where did you put the hamper?"))
    assert not asks_where(analyse("The hamper is where we left it."))
    assert not asks_where(analyse("Where the hamper goes, the rugs go."))


def test_unplaced_things_leave_out_those_claimed_and_keep_the_latest_few():
    named = {f"t{n}": ReportedThing(id=f"t{n}", name=f"t{n}", category="thing") for n in range(12)}
    claims = [Claim(entity="t11", attribute="location", value="shed", value_type="entity")]
    left = unplaced(claims, named, not_in=("t10",))
    assert [t.id for t in left] == [f"t{n}" for n in range(2, 10)]


def test_still_named_keeps_each_thing_once_the_latest_last():
    a, b = ReportedThing(id="a", name="a", category="a"), ReportedThing(id="b", name="b", category="b")
    assert [t.id for t in still_named((a, b), (a,))] == ["b", "a"]
