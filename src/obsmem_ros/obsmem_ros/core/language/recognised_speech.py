"""Speech as a recogniser writes it: lower case, no punctuation, fillers, self-repairs, run-ons.

The reader cuts an utterance into clauses at sentence ends and commas (`clauses`), so a turn that
arrives without a single mark ("robot can you put the milk away and um remind me at six wait no
seven to call pap i'll be out") would be read as one clause of one kind. A turn with no
punctuation at all is given the marks its parse implies before it is read:

* **fillers** (the hesitation sounds "um", "uh", "er") are dropped: they are no words;
* a **self-repair** keeps the repair (a repair that only says again, shorter, the words it
  parallels is insistence and takes nothing away: "wake me at seven actually wake me"): the words said after an editing term ("wait no", "i mean",
  "or rather"; a bare "no", "sorry" or "actually" only where the repair is parallel to what it
  replaces) replace the words from the last one of the same kind before it, as a listener hears
  them ("at six wait no seven" -> "at seven": a number replaces a number; "put salt on the list no
  i'm kidding put milk on it": a verb said again replaces its clause); a repair said before its
  term ("from school uh from here i mean") replaces the phrase before it that opens the same way.
  A repair parallel to nothing said ("the keys are on the hook wait no they're in my coat") stays
  a correction of its own: a new sentence opened by "no wait", which the reader knows;
* **clock times** written without their colon ("at 630") are written as clocks ("at 6:30");
* the **clauses** are cut where the parse puts a clause with its own subject that nothing
  subordinates (no "if" / "because" / "that", not the complement of a verb of thinking or saying
  that takes no object of its own), a question (an auxiliary before its subject), an order said
  after a clause (a bare verb; found by parsing the tail alone where the whole turn's parse hung
  it elsewhere), a contrast ("... in the hall not the garage") and after the words a turn opens
  with to call someone ("mum your phone's ..."): a question ends with "?" and a new sentence
  begins, other clauses are set apart by commas, as a writer would punctuate them. "'s" is read
  as the reader reads it (`clauses.expand_contractions`) before the turn is parsed.

A turn with any sentence mark or comma is left as it was written.
"""
from __future__ import annotations

import re
from typing import Any, FrozenSet, List, Optional, Sequence

from .clauses import LINKS, expand_contractions
from .syntax import WH_TAGS, analyse, lexicon_words, stop_words
from .utterance_syntax import is_time_token

__all__ = ["FILLERS", "recognised", "repaired", "run_together_clocks", "segmented", "unpunctuated", "without_fillers"]

FILLERS = frozenset({"um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "mm"})
# Editing terms that always mark a repair, and those that do only before a parallel repair.
_FIRM_EDITS = re.compile(r"\b(?:(?:oh )?wait no|no wait|or rather|scratch that|no no|i mean)\b")
_WEAK_EDITS = re.compile(r"\b(?:no|sorry|actually)\b(?: (?:i'm|just) kiddin[g']?)?")
_TRAILING_MEAN = re.compile(r"^(?P<said>.+?) i mean$")
_RUN_CLOCK = re.compile(r"(?P<lead>\b(?:at|by|around|about|til|till|until|before|after|from|between|like|not|since)\s+)"
                        r"(?P<hour>1[0-2]|0?[1-9])(?P<min>[0-5]\d)\b(?!:)")
_MARKS = re.compile(r"[.,!?;]|:(?!\d)")  # a clock's colon (7:30) is no punctuation
_SUBJECTS = ("nsubj", "nsubjpass", "expl")
_CLAUSAL = ("conj", "parataxis", "ccomp", "advcl", "dep", "relcl")
_OBJECTS = ("dobj", "attr", "acomp", "prep", "xcomp", "oprd", "dative")
_PERSONS = ("PRON", "PROPN")
_REPARSES = 3  # tails of a turn parsed alone in search of an order, at most, per turn
_CALLS = ("NOUN", "PROPN", "INTJ")  # the words one calls someone by: greetings, names


def unpunctuated(text: str) -> bool:
    """Whether `text` carries no sentence mark and no comma (a recogniser's words)."""
    return not _MARKS.search(text)


def recognised(text: str) -> str:
    """`text` with the marks its parse implies when it has none; unchanged otherwise."""
    if not text.strip() or not unpunctuated(text):
        return text
    return segmented(repaired(without_fillers(run_together_clocks(text))))


def run_together_clocks(text: str) -> str:
    """`text` with the clock times a recogniser writes without their colon ("at 630", "til 1145")
    written as clocks ("at 6:30"): a number of three or four digits whose last two are minutes,
    said where a time is (after a preposition of time, or set against a time: "630 not 6")."""
    return _RUN_CLOCK.sub(lambda m: f"{m.group('lead')}{m.group('hour')}:{m.group('min')}", text)


def without_fillers(text: str) -> str:
    """`text` without its hesitation sounds ("can you um wake her" -> "can you wake her")."""
    return " ".join(w for w in text.split() if w.lower() not in FILLERS)


def repaired(text: str) -> str:
    """`text` with each self-repair resolved to its repair (see the module's docstring)."""
    said = _TRAILING_MEAN.match(text)
    if said:  # "from school from here i mean": the repair said before its term
        return _repaired_before(said.group("said"))
    for edits, firm in ((_FIRM_EDITS, True), (_WEAK_EDITS, False)):
        for found in edits.finditer(text):
            before, after = text[:found.start()].strip(), text[found.end():].strip()
            if not before or not after:
                continue
            kept = _repair(before, after)
            if kept is not None:
                return repaired(kept)
            if firm:
                return repaired(before) + ". no wait, " + repaired(after)
    return text


def _repair(before: str, after: str) -> Optional[str]:
    """`before` and `after` read as a reparandum and its repair; None when `after` opens like
    nothing said. The phrase of `before` that the repair's first phrase parallels is replaced by
    it; when that phrase ended `before`, the rest of `after` goes on from it ("at six wait no seven
    to call him" -> "at seven to call him"), else it is said after ("take the blue towel up no the
    green one the blue one's dirty" -> "take the green one up. the blue one's dirty")."""
    said, repair = analyse(before), analyse(after)
    start = _parallel(list(said), list(repair))
    if start is None:
        return None
    end, kept = _phrase_end(said[start]), _phrase_end(repair[0])
    if _said_again(said[start:end], repair[:kept]):
        return f"{before}. {after}"
    if end >= len(said) or kept >= len(repair):
        return f"{said[:start].text} {after}".strip()
    return f"{said[:start].text} {repair[:kept].text} {said[end:].text}. {repair[kept:].text}".strip()


def _said_again(phrase: Any, repair: Any) -> bool:
    """Whether a repair only says again, shorter, words of the phrase it parallels ("wake me up at
    seven tomorrow actually wake me", a clause of its own after it aside): insistence, not a
    correction; the phrase keeps what it said."""
    words = {t.lower_ for t in phrase}
    head = repair[0]
    if head.pos_ not in ("VERB", "AUX"):  # "no the green one": a noun phrase repaired
        return False
    own = [head] + [t for c in head.children if c.dep_ not in _CLAUSAL + ("cc", "punct", "intj") for t in c.subtree]
    return len(own) < len(phrase) and all(t.lower_ in words for t in own)


def _parallel(said: Sequence[Any], repair: Sequence[Any]) -> Optional[int]:
    """The index of the word of `said` that a repair's first word stands in for: a number or clock
    for a number or clock, else the same word (a preposition, verb, article said again: "from
    here" for "from school"); of several, the one whose next words are tagged most like the
    repair's ("the green one" for "the blue towel", not "the bathroom"), the last of equals."""
    first, best, score = repair[0], None, -1
    timed = first.like_num or is_time_token(first)
    for tok in said:
        same = (tok.like_num or is_time_token(tok)) and tok.pos_ != "PRON" if timed else \
            tok.lower_ == first.lower_ and first.pos_ not in _PERSONS
        if not same:
            continue
        alike = next((k for k, (a, b) in enumerate(zip(said[tok.i:], repair)) if a.pos_ != b.pos_), len(repair))
        if alike >= score:
            best, score = tok.i, alike
    return best


def _phrase_end(tok: Any) -> int:
    """Where the phrase `tok` opens ends: a number's run of numbers, an article's noun, a
    preposition's phrase; a verb's clause runs to the end."""
    doc = tok.doc
    if tok.like_num or is_time_token(tok):
        end = tok.i + 1
        while end < len(doc) and doc[end].like_num:
            end += 1
        return end
    chunk = next((c for c in doc.noun_chunks if c.start == tok.i), None) if tok.pos_ == "DET" else None
    if chunk is not None:
        return chunk.end
    return tok.right_edge.i + 1 if tok.pos_ == "ADP" else len(doc)


def _repaired_before(text: str) -> str:
    """A repair said before "i mean": the phrase opened by the last word said twice replaces the
    phrase the first of them opened ("from school from here" -> "from here")."""
    doc = analyse(text)
    for tok in reversed(doc):
        earlier = _parallel(list(doc[:tok.i]), list(doc[tok.i:])) if tok.i else None
        if earlier is not None and tok.pos_ in ("ADP", "DET", "NUM", "VERB") or \
                earlier is not None and (tok.like_num or is_time_token(tok)):
            return f"{doc[:earlier].text} {doc[tok.i:].text}".strip()
    return text


def segmented(text: str) -> str:
    """`text` (one recogniser turn, possibly "... . no wait, ...") punctuated at its clauses."""
    pieces = [p.strip() for p in re.split(r"(?<=\.)\s+", text) if p.strip()]
    return " ".join(_segment(p.rstrip(".")) for p in pieces)


def _segment(text: str) -> str:
    doc = analyse(expand_contractions(text))  # "my bike's in the hall": "is", as the reader will read it
    called = _address_end(doc)
    if called:  # the rest parsed as said to them: "caleb your boots are ..." is no clause of "caleb"
        return f"{doc[:called].text}, {_segment(doc[called:].text)}"
    cuts = {s.start for s in doc.sents if s.start}.union(*(_clause_cuts(v) for v in doc))
    cuts |= {_order_start(v) for v in doc} | {_asking_start(t) for t in doc} | {_contrast_start(t) for t in doc}
    cuts |= {_swallowed_subject(v) for v in doc}
    cuts |= set(_orders_reparsed(doc))
    cuts = sorted(cuts - {0, None})
    spans = [doc[a:b] for a, b in zip([0, *cuts], [*cuts, len(doc)]) if b > a]
    out: List[str] = []
    for span in spans:
        question = _asks(span)
        if out and not out[-1].endswith(("?", ".")):
            out[-1] += ","
        out.append(span.text + ("?" if question else ""))
    return " ".join(out) + ("" if out[-1].endswith("?") else ".")


def _clause_cuts(verb: Any) -> FrozenSet[int]:
    """Where the clause `verb` heads begins and ends, when it is a clause said in its own right
    (its own subject, nothing subordinating it); none when it is not."""
    subject = next((c for c in verb.children if c.dep_ in _SUBJECTS), None)
    if verb.pos_ not in ("VERB", "AUX") or verb.dep_ not in _CLAUSAL or subject is None:
        return frozenset()
    asks = verb.i < subject.i and verb.pos_ == "AUX" or any(c.dep_ == "aux" and c.i < subject.i for c in verb.children)
    if not asks and any(c.dep_ == "mark" or c.tag_ in WH_TAGS or c.lower_ == "that" for c in verb.children):
        return frozenset()  # "... because it's late"; a question ("where did you put it", "where's my boot") asks anew
    head = verb.head
    if verb.dep_ == "relcl" and not (asks or head.like_num or is_time_token(head) or _gapless(verb)):
        return frozenset()  # "the cake you made": a relative clause; "seven the bus is late", "... they're in my coat": none
    if verb.dep_ == "ccomp" and not asks and _complement_taker(head, verb):
        return frozenset()  # "i think the battery's dead", "tell jordan i'll be late"; "..., can you grab it": a question
    start, end = verb.left_edge.i, verb.right_edge.i + 1
    if start > 0 and verb.doc[start - 1].dep_ == "cc":
        start -= 1  # "..., and jordan sleeps in": the conjunction opens the clause it joins
    return frozenset({start, end} - {0, len(verb.doc)})


def _address_end(doc: Any) -> Optional[int]:
    """Where the words a turn opens with to call someone end ("robot wake kayla", "mom i'm late",
    "morning robot can you ..."): a few nouns or names, then what opens a clause (a pronoun
    subject or owner, an auxiliary, a wh-word, or a bare verb the nouns cannot be the subject of:
    a singular noun takes "wakes", not "wake"); None when the turn opens otherwise."""
    called = 0
    while called < min(3, len(doc) - 1) and _calls(doc[called], called) and doc[called].tag_ not in ("NNS", "NNPS"):
        called += 1
    if not called or is_time_token(doc[called - 1]):  # "good morning robot", not "tomorrow i'm off"
        return None
    nxt = doc[called]
    after = doc[called + 1] if called + 1 < len(doc) else nxt
    asks = (nxt.tag_ == "MD" or nxt.pos_ == "AUX") and after.tag_ in ("PRP", "EX")  # "mum can you", not "leo is"
    opens = nxt.tag_ in ("PRP", "PRP$") or nxt.tag_ in WH_TAGS or asks or nxt.tag_ in ("VB", "VBP") and nxt.pos_ == "VERB"
    return called if opens or _second_subject(doc, called) else None


def _second_subject(doc: Any, called: int) -> bool:
    """Whether the words before `called` were parsed as a subject of the verb whose subject the
    noun phrase opened at `called` is ("robot the spare bulbs are in the basement": two subjects of
    "are"), or as a clausal subject taking that noun phrase as its object ("grandma the pills for
    tonight are ...": a name taken for a verb English knows no verb by): a clause has one subject,
    so the words before it call the one spoken to."""
    noun = doc[called].head
    if doc[called].pos_ != "DET" or noun.i < called:
        return False
    callers = [t for t in doc[:called] if t.dep_ in (*_SUBJECTS, "csubj")]
    if noun.dep_ in _SUBJECTS:
        return any(t.head.i == noun.head.i for t in callers)
    return noun.dep_ == "dobj" and any(noun.head.i == t.i and t.lower_ not in lexicon_words("verb") for t in callers)


def _asking_start(aux: Any) -> Optional[int]:
    """Where a question said after another clause begins: an auxiliary before its pronoun subject
    ("... i left the light on can you check", "... where do you want it"); None for other words."""
    doc = aux.doc
    if aux.i == 0 or aux.i + 1 >= len(doc) or not (aux.tag_ == "MD" or aux.pos_ == "AUX"):
        return None
    if aux.tag_ == "MD" and aux.i + 2 == len(doc) and doc[aux.i - 1].pos_ not in ("AUX", "PART", "PRON"):
        return aux.i  # a closing tag ("... lock the back door would ya")
    subject, before = doc[aux.i + 1], doc[aux.i - 1]
    if subject.tag_ != "PRP" or subject.dep_ not in _SUBJECTS or before.pos_ in ("AUX", "SCONJ", "PART") \
            or before.lower_ in ("that", "if", "whether", "so"):
        return None
    return aux.i - 1 if before.tag_ in WH_TAGS else aux.i


def _contrast_start(neg: Any) -> Optional[int]:
    """Where a contrast said after a clause begins: a "not" that negates a phrase, not the verb
    ("my bike is in the hall not the garage", "... today not me"); None for other words."""
    if neg.lower_ != "not" or neg.i == 0 or neg.head.pos_ in ("VERB", "AUX"):
        return None
    return None if neg.doc[neg.i - 1].pos_ in ("AUX", "VERB", "PART") else neg.i


def _calls(tok: Any, at: int) -> bool:
    """Whether `tok` may be a word of address: a noun, name or greeting, or a word the tagger took
    for a verb that English knows no verb by ("mum your phone's ...": the lower-case name)."""
    if at and tok.pos_ != "PROPN" and tok.lower_ in lexicon_words("verb"):
        return False  # "robot text dee ...": an order to the one called
    if tok.pos_ in _CALLS or tok.pos_ == "ADJ" and not at:
        return True
    return not at and tok.tag_ == "VB" and tok.lower_ not in lexicon_words("verb") and tok.lower_ not in stop_words()


def _order_start(verb: Any) -> Optional[int]:
    """Where an order said after another clause begins ("... at nine put it in the calendar", "the
    bins go out tonight take them down"): a bare verb with no subject, no "to" or auxiliary, not
    the complement of the verb before it (an "xcomp": "go get it") nor joined to it by "and";
    None for any other word."""
    if verb.tag_ != "VB" or verb.pos_ != "VERB" or verb.i == 0 or verb.dep_ in ("ROOT", "xcomp", "aux"):
        return None
    if verb.dep_ == "conj" and any(t.pos_ == "CCONJ" for t in verb.doc[verb.head.i:verb.i]):
        return None  # "put it away and wipe the table": one clause, as a writer would leave it
    if any(c.dep_ in _SUBJECTS or c.dep_ in ("aux", "auxpass", "mark") and c.i < verb.i and c.lower_ != "do"
           for c in verb.children):
        return None
    start = verb.i
    while start > 0 and verb.doc[start - 1].head.i == verb.i and verb.doc[start - 1].lower_ in ("do", "n't", "not"):
        start -= 1  # "... behind the bikes don't tell kacper": the order opens with its "don't"
    before = verb.doc[start - 1] if start else verb.doc[0]
    if not start or before.pos_ in ("AUX", "PART", "VERB", "SCONJ", "CCONJ") or before.tag_ in ("TO", "MD") or \
            before.lower_ == "then":
        return None  # "i'll drop him at church then grab donuts": one subject, two deeds
    while start > 0 and (verb.doc[start - 1].head.i == verb.i and verb.doc[start - 1].dep_ in ("neg", "aux", "advmod")
                         or verb.doc[start - 1].pos_ in ("CCONJ", "SCONJ") or verb.doc[start - 1].lower_ in LINKS):
        start -= 1  # "don't forget ...", "then take ...", "so leave ..."
    return start


def _swallowed_subject(verb: Any) -> Optional[int]:
    """Where a clause begins whose subject the parse hung on the clause before it ("the tyres are
    in the garage by the wall karthik has to take them ...": "karthik" read as a phrase of "by the
    wall", "has" joined to "are"): a present verb joined or subordinated without a conjunction and without a
    subject of its own that cannot share the subject of the verb it is joined to (it does not
    agree in number with it), right after a noun or pronoun it agrees with; None otherwise."""
    if verb.dep_ not in ("conj", "advcl") or verb.tag_ not in ("VBZ", "VBP") or verb.i == 0 or \
            any(c.dep_ in (*_SUBJECTS, "mark") for c in verb.children) or any(c.dep_ == "cc" for c in verb.head.children):
        return None
    shared, before = next((c for c in verb.head.children if c.dep_ in _SUBJECTS), None), verb.doc[verb.i - 1]
    if shared is None or _agrees(verb, shared) or before.dep_ in _SUBJECTS or before.pos_ not in ("NOUN", "PROPN", "PRON"):
        return None
    return before.i if _agrees(verb, before) else None


def _agrees(verb: Any, subject: Any) -> bool:
    """Whether a present verb agrees in number with `subject` ("has" with "karthik", "are" with "they")."""
    single = subject.tag_ in ("NN", "NNP") or subject.lower_ in ("he", "she", "it", "this", "that")
    return single if verb.tag_ == "VBZ" else not single and subject.lower_ not in ("him", "her", "me", "us", "them")


def _orders_reparsed(doc: Any) -> List[int]:
    """Where an order the parse of the whole turn missed begins ("the spare key is under the mat
    give it to the plumber": "give" hung on "is"; "... shelf tell glady": "tell" taken for a noun):
    a word English knows as a verb, after a clause's last noun, number or pronoun, whose words
    parsed alone are an order (a bare verb leading, with what it acts on); not after "then", where
    the clause's subject goes on ("i'll drop him at church then grab donuts")."""
    found: List[int] = []
    tried = 0
    for tok in doc[2:]:
        before = doc[tok.i - 1]
        if tried == _REPARSES or tok.lower_ not in lexicon_words("verb") or tok.dep_ == "ROOT" or \
                before.pos_ not in ("NOUN", "PROPN", "NUM", "PRON", "ADV") or before.dep_ in ("compound", *_SUBJECTS) or \
                before.lower_ == "then" or \
                not any(t.dep_ in _SUBJECTS for t in doc[:tok.i]):
            continue
        tried += 1
        alone = analyse(doc[tok.i:].text)
        lead = alone[2] if len(alone) > 2 and alone[0].lower_ == "do" and alone[1].lower_ in ("n't", "not") else alone[0]
        if lead.tag_ == "VB" and lead.dep_ == "ROOT" and \
                any(c.dep_ in ("dobj", "dative", "prt", "ccomp", "xcomp") for c in lead.children):  # "don't tell kacper"
            found.append(tok.i - 1 if before.lower_ in LINKS else tok.i)  # "..., so leave the gate open"
    return found


def _complement_taker(head: Any, clause: Any) -> bool:
    """Whether `clause` completes `head` (a verb of thinking or saying): a verb, not "be", with no
    object of its own but a person ("tell jordan ...", "tell auntie ..."); said before it, a head
    with nothing of its own ("..., i think"). A head completed already by a clause before this one
    takes no second: "i think he took it in the shed he's always tidying" says two things."""
    if head.pos_ == "AUX" or head.lemma_ == "be" or any(c.dep_ == "ccomp" and c.i < clause.i for c in head.children):
        return False
    if clause.i < head.i:
        return not [c for c in head.children if c.i > head.i and not c.is_punct]
    own = [c for c in head.children if c.dep_ in _OBJECTS and c.i != clause.i]
    return all(_person_like(c) for c in own if c.i < clause.i)


def _person_like(tok: Any) -> bool:
    """A pronoun, a name, or a noun said bare as a name is ("tell auntie", not "forgot my lunch")."""
    return tok.pos_ in _PERSONS or tok.tag_ == "NN" and not any(c.dep_ in ("det", "poss") for c in tok.children)


def _gapless(verb: Any) -> bool:
    """Whether a clause the parser hung on a noun as a relative clause lacks nothing a relative
    clause leaves out: "be" with its place or complement ("the hook they're in my pocket"), a
    verb with its object ("the oven i smell something", "the scissors i need them"; "me", "us"
    or "you" may be a second object: "the flowers he got me")."""
    if verb.lemma_ == "be":
        return any(c.dep_ in ("prep", "attr", "acomp", "advmod") for c in verb.children)
    return any(c.dep_ == "dobj" and c.lower_ not in ("me", "us", "you") for c in verb.children)


def _asks(span: Any) -> bool:
    """Whether a clause asks: an auxiliary before its subject ("can you ...", "where's my boot"),
    a wh-word its subject ("who took my pen"), or a closing tag alone ("would ya")."""
    if len(span) == 2 and span[0].tag_ == "MD":
        return True
    subject = next((t for t in span if t.dep_ in _SUBJECTS), None)
    if subject is None:
        return False
    if subject.tag_ in WH_TAGS and subject.lower_ != "that":
        return True
    head = subject.head
    return any(t.i < subject.i and (t.i == head.i and t.pos_ == "AUX" or t.head.i == head.i and t.dep_ == "aux")
               for t in span)
