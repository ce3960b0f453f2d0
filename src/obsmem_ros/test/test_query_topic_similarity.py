"""A preference sentence that shares no word with the question is found by meaning (MiniLM), and
one on another topic is not (sentences written for this file)."""
from __future__ import annotations

from obsmem_ros.core.query.retrieval.topic_similarity import TOPIC_FLOOR, closest_sentences


def test_the_sentence_on_the_asked_topic_is_the_closest_and_the_only_one_kept():
    kept = closest_sentences("What does Kemi like to drink after work?", [
        "I would rather have lemonade in the afternoon.", "The blue towel is my favourite.",
        "I like the news channel."])
    assert [i for i, _ in kept] == [0] and kept[0][1] >= TOPIC_FLOOR


def test_a_station_answers_what_someone_listens_to():
    kept = closest_sentences("What does Jonas listen to in the car?", [
        "I prefer my eggs scrambled.", "Put the jazz station on for me.", "The grey scarf is the one I wear."])
    assert [i for i, _ in kept] == [1]


def test_nothing_is_kept_when_no_sentence_speaks_of_the_topic():
    assert closest_sentences("Which blanket does Kemi like?", [
        "I would rather have lemonade in the afternoon.", "I like the news channel."]) == []


def test_a_measure_said_in_words_is_as_close_as_one_said_in_digits():
    kept = closest_sentences("How warm does Femi like the heating?", ["My ideal is nineteen degrees, to be honest."],
                             names={"femi"})
    assert [i for i, _ in kept] == [0]
