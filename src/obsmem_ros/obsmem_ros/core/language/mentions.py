"""People and entity mentions read off the dependency parse.

A mention is a noun chunk that names a thing: its head lemma, its modifiers (colour, owner,
a descriptive clause, the device setting it names) and its role (target, place, recipient).
Chunks that name no thing (pronouns, people, times, abstract nouns such as "moment" or
"idea" in "any idea where") do not become mentions. A relative clause whose subject is a
person and whose verb says liking, picking, using or asking makes a description the read path
resolves through memory ("the mug Bob likes best", "whatever Alice picked up last").
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .hyphen_names import joined_name, unhyphenated
from .kin_roles import kin_lexicon
from .linking import Lexicon, canonical, clean, link, same_kind, unaccented
from .mention_roles import located, mention_role
from .parse import Mention, Person, Role, Span
from .syntax import WH_WORDS

COLOURS = frozenset("red blue green yellow orange purple pink black white grey gray brown silver gold beige "
                    "navy teal".split())
SETTINGS = frozenset({"timer", "temperature", "channel", "program", "strength", "volume", "mode", "brightness",
                      "speed", "level", "cycle"})
_ABSTRACT = frozenset("""moment idea time way chance clue sense thing things anything something everything
nothing lot bit minute hour day week month morning afternoon evening night today yesterday tomorrow tonight
weekend memory information info story deal reason point kind sort type please chance favour favor hold thanks cheers
quick check
""".split())
_RELATIONS = {"like": "liked_best_by", "love": "liked_best_by", "prefer": "liked_best_by", "favour": "liked_best_by",
              "enjoy": "liked_best_by", "pick": "last_picked_by", "grab": "last_picked_by", "take": "last_picked_by",
              "use": "last_used_by", "ask": "requested_by", "want": "requested_by", "request": "requested_by",
              "move": "last_moved_by", "put": "last_moved_by", "leave": "last_moved_by", "touch": "last_used_by",
              "hold": "last_picked_by", "carry": "last_picked_by", "get": "last_picked_by", "fetch": "last_picked_by"}
_PREFERRED_ADJ = frozenset({"favourite", "favorite", "preferred", "usual", "best"})
_SAY_VERBS = frozenset({"say", "tell", "claim", "mention", "report", "reckon", "think", "insist", "inform",
                        "believe", "suggest", "state"})
_INDEFINITE = frozenset({"something", "anything", "whatever", "whichever", "what", "everything"})
_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})
_THIRD_PERSON = frozenset({"he", "him", "his", "she", "her", "hers", "they", "them", "their"})
_NOT_IN_NAMES = frozenset({"VERB", "AUX", "ADP", "PRON", "DET"})
_NOT_IN_LONG_NAMES = frozenset({"AUX", "ADP", "PRON", "DET"})   # a known name of several words may hold a mis-tagged verb
FIRM_LINK = 0.86   # a link by name, category or synonym (not by fuzzy or embedding similarity)
_GENERIC_PEOPLE = {"mum": "mum", "mom": "mum", "dad": "dad", "grandma": "grandma", "grandpa": "grandpa"}


@dataclass(frozen=True)
class Context:
    """What the parser knows beyond the text (see `LanguageParser.parse`)."""

    asker: str = ""
    now_ns: int = 0
    day1_ns: Optional[int] = None
    previous: Optional[Any] = None   # the previous turn's Parse
    lexicon: Optional[Lexicon] = None


def find_people(doc: Any, ctx: Context) -> Tuple[List[Person], Dict[int, str]]:
    """People named or pointed at, with roles, and token index -> person id for each person token."""
    people: List[Person] = []
    index: Dict[int, str] = {}
    last_named = _previous_person(ctx)
    for tok in doc:
        pid = _title_of(tok, ctx) or ("" if _name_modifier(tok, ctx) else _person_of(tok, ctx))
        if pid:
            last_named = pid
        elif tok.lower_ in _FIRST_PERSON and ctx.asker:
            pid = ctx.asker
        elif tok.lower_ in _THIRD_PERSON and last_named and tok.lower_ not in ("they", "them", "their"):
            pid = last_named
        if not pid:
            continue
        index[tok.i] = pid
        people.append(Person(id=pid, role=_role(tok, pid, ctx), text=tok.text,
                             span=Span(tok.idx, tok.idx + len(tok.text))))
    return _dedup(people), index


def _title_of(tok: Any, ctx: Context) -> str:
    """The person a kin word said before their name is a title of ("Uncle Stevie", "Auntie May"):
    one person, not a relative beside them; "" for any other word."""
    following = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if following is None or tok.lower_ not in kin_lexicon() or not following.is_title:
        return ""
    return _person_of(following, ctx)


def _name_modifier(tok: Any, ctx: Context) -> bool:
    """A title of address said right before a name ("Mr Sookdeo", "Mrs. Patel", "Dr Okafor"): the
    parse's compound of the name that follows, unless memory knows the title, or the two words
    together, as someone ("Miss Ivy" may be what the family calls Granny). The name says who (or
    what: a visitor memory has filed as a thing heard of) is meant; the title names no one."""
    head = tok.head
    if tok.lower_.rstrip(".") not in _HONORIFICS or tok.dep_ != "compound" or head.i != tok.i + 1 \
            or head.pos_ != "PROPN":
        return False
    return not (ctx.lexicon is not None and any(ctx.lexicon.person_id(w) for w in (tok.lower_, f"{tok.lower_} {head.lower_}")))


_HONORIFICS = frozenset({"mr", "mrs", "ms", "mx", "miss", "dr", "mister", "missus", "prof"})  # English's titles of address


def _person_of(tok: Any, ctx: Context) -> str:
    """The person a token names; a piece of a hyphenated name ("Maw" of "Maw-Maw", a mother word)
    names whom the whole names, never whom the piece alone would (`hyphen_names`)."""
    joined = joined_name(tok)
    if ctx.lexicon is not None and (ctx.lexicon.people or ctx.lexicon.kin):
        pid = _joined_person(joined, ctx) if joined else ctx.lexicon.person_id(tok.lower_)
        if pid:
            return pid
    if not joined and tok.lower_ in _GENERIC_PEOPLE:
        return _GENERIC_PEOPLE[tok.lower_]
    lexicon_names = ctx.lexicon is not None and ctx.lexicon.people
    kin_name = not joined and tok.is_title and tok.pos_ in ("PROPN", "NOUN") and tok.lower_ in kin_lexicon()  # "Granny"
    if (kin_name or tok.pos_ == "PROPN" and tok.is_title and not lexicon_names) and not _names_a_thing(tok, ctx):
        return unaccented(unhyphenated(joined) or tok.lower_)   # person ids are written without accents ("Tuấn" is tuan)
    return ""


def _joined_person(word: str, ctx: Context) -> str:
    """The person a hyphenated name names by the household's kin words or a person's name, with
    or without its hyphens ("Paw-Paw", "Pawpaw"); "" when memory knows nobody called so."""
    bare = unhyphenated(word)
    return ctx.lexicon.person_id(word) or ctx.lexicon.person_id(bare) or next(
        (p for w, p in ctx.lexicon.kin.items() if unhyphenated(w) == bare), "")


_OBJECT_DEPS = frozenset({"dobj", "pobj", "compound", "attr"})


def _names_a_thing(tok: Any, ctx: Context) -> bool:
    """Whether memory knows `tok` as the name of a thing it has seen ("the Chromebook", "the Kindle"):
    a capitalised word is a person only when nothing memory holds is called so. A word said as the
    object of a deed that is a word of a thing's name ("take the Zaobao": the "Lianhe Zaobao
    newspaper"; "the Irn-Bru": a "bottle of Irn-Bru") names that thing: a brand or title, not a doer."""
    if ctx.lexicon is None:
        return False
    word = clean(unaccented(tok.lower_))
    return word in ctx.lexicon.exact_names or (tok.dep_ in _OBJECT_DEPS and word in ctx.lexicon.name_words)


def _previous_person(ctx: Context) -> str:
    prev = ctx.previous
    if prev is None:
        return ""
    return next((p.id for p in prev.people if p.role is not Role.ASKER), "")


def _role(tok: Any, pid: str, ctx: Context) -> Role:
    head = tok.head
    if tok.dep_ in ("nsubj", "nsubjpass") and head.lemma_ in _SAY_VERBS:
        return Role.SPEAKER
    if tok.dep_ == "pobj" and head.lower_ in ("to", "for") or tok.dep_ == "dative":
        return Role.RECIPIENT
    if tok.dep_ == "dobj" and head.lemma_ in ("give", "hand", "pass", "bring", "tell", "remind", "ask") and \
            any(c.dep_ == "dobj" and c.i != tok.i for c in head.children):
        return Role.RECIPIENT
    if pid == ctx.asker and tok.lower_ in _FIRST_PERSON:
        return Role.ASKER
    return Role.SUBJECT


def _dedup(people: Sequence[Person]) -> List[Person]:
    seen, out = set(), []
    for p in people:
        if (p.id, p.role) not in seen:
            seen.add((p.id, p.role))
            out.append(p)
    return out


def find_mentions(doc: Any, person_tokens: Dict[int, str], ctx: Context,
                  skip: Sequence[Span] = ()) -> List[Mention]:
    """Mentions of things in `doc` (linked when `ctx.lexicon` is given), in text order."""
    out: List[Mention] = []
    for chunk in doc.noun_chunks:
        mention = _chunk_mention(chunk, person_tokens, ctx, skip)
        if mention is not None:
            out.append(mention)
    out.extend(_lone_nouns(doc, person_tokens, out, skip))
    if ctx.lexicon is not None:
        known = _known_names(doc, person_tokens, out, skip, ctx.lexicon)
        out = [m for m in out if not any(_cut_short(m, k) for k in known)] + known
    out.extend(_free_descriptions(doc, person_tokens, {m.span.start for m in out}))
    out.sort(key=lambda m: m.span.start)
    return _antecedents([_linked(m, ctx) for m in out])


def _antecedents(mentions: List[Mention]) -> List[Mention]:
    """An "it" after a thing named in the same utterance refers to that thing."""
    out: List[Mention] = []
    for m in mentions:
        before = [p for p in out if p.kind != "pronoun" and p.role == "target"]
        if m.kind == "pronoun" and before:
            m = replace(m, antecedent=before[0].text, entity=before[0].entity)
        out.append(m)
    return out


def _chunk_mention(chunk: Any, person_tokens: Dict[int, str], ctx: Context, skip: Sequence[Span]) -> Optional[Mention]:
    root = chunk.root
    span = Span(chunk.start_char, chunk.end_char)
    if any(span.start < s.end and s.start < span.end for s in skip) and root.lemma_.lower() in _ABSTRACT | {"day"}:
        return None
    if root.pos_ == "PRON":
        if root.lower_ in ("it", "them", "this", "that"):
            return _pronoun(root, ctx)
        if root.lower_ not in _INDEFINITE or root.i in person_tokens:
            return None
        return _description(Mention(text=chunk.text, span=span, head="", role=mention_role(root)), chunk, person_tokens)
    if root.i in person_tokens:
        return _noun_before_person(chunk, person_tokens)
    if _abstract(root) or root.like_num:
        return _description(Mention(text=chunk.text, span=span, head="", role=mention_role(root)), chunk, person_tokens)
    words = [t for t in chunk if t.dep_ not in ("det", "poss", "case", "predet") and t.i not in person_tokens
             and t.pos_ not in ("PRON",) and t.lower_ not in _PREFERRED_ADJ and t.lower_ not in COLOURS]
    colour = next((t.lower_ for t in chunk if t.lower_ in COLOURS), "")
    owner = next((person_tokens[t.i] for t in chunk if t.dep_ == "poss" and t.i in person_tokens), "")
    head = root.lemma_.lower()
    setting = ""
    if canonical(head) in SETTINGS or head in SETTINGS:
        setting = canonical(head) if canonical(head) in SETTINGS else head
        words = [t for t in words if t.i != root.i]
        head = words[-1].lemma_.lower() if words else ""
    phrase = " ".join(t.lower_ for t in words)
    mention = Mention(text=chunk.text, span=span, head=head, colour=colour, owner=owner, setting=setting,
                      role=mention_role(root), clause=_clause(root), located=located(root))
    described = _description(mention, chunk, person_tokens)
    if described is not None:
        return described
    return replace(mention, head=head or phrase) if phrase or setting else None


def _abstract(tok: Any) -> bool:
    return tok.lemma_.lower() in _ABSTRACT or tok.lower_ in _ABSTRACT


def _noun_before_person(chunk: Any, person_tokens: Dict[int, str]) -> Optional[Mention]:
    """spaCy's small model reads "the mug Bob likes best" / "whatever Bob grabbed" as one chunk headed
    by the person: the noun (or "whatever") before the person is the thing, and the verb right
    after the person (adverbs skipped) says how the person relates to it."""
    root = chunk.root
    relation = _following_relation(root)
    nouns = [t for t in chunk if t.pos_ in ("NOUN", "PROPN") and t.i < root.i and t.i not in person_tokens]
    wh = [t for t in chunk if t.lower_ in _INDEFINITE and t.i < root.i]
    if relation is None or not (nouns or wh):
        return None
    last = (nouns or wh)[-1]
    category = last.lemma_.lower() if nouns and last.lemma_.lower() not in _ABSTRACT else ""
    return Mention(text=chunk.doc[chunk.start: last.i + 1].text, span=Span(chunk.start_char, last.idx + len(last.text)),
                   head=category, kind="description", relation=relation, person=person_tokens[root.i],
                   category=category)


def _following_relation(person: Any) -> Optional[str]:
    """The relation of the first verb after `person` (skipping adverbs and auxiliaries), if any."""
    for tok in person.doc[person.i + 1: person.i + 4]:
        if tok.pos_ in ("ADV", "PART", "AUX", "ADJ"):
            continue
        return _RELATIONS.get(tok.lemma_) if tok.pos_ == "VERB" else None
    return None


def _clause(root: Any) -> str:
    for child in root.children:
        if child.dep_ in ("relcl", "acl") and child.lemma_ not in ("set",):
            return " ".join(t.text for t in child.subtree)
    return ""


def _description(mention: Mention, chunk: Any, person_tokens: Dict[int, str]) -> Optional[Mention]:
    """"Alice's favourite mug", "the mug Bob likes best", "the thing Alice last picked up"."""
    root = chunk.root
    if any(t.lower_ in _PREFERRED_ADJ for t in chunk) and mention.owner:
        return replace(mention, kind="description", relation="liked_best_by", person=mention.owner, owner="",
                       category=mention.head)
    abstract = root.lemma_.lower() in _ABSTRACT or root.pos_ == "PRON"
    verbs = [c for c in root.children if c.dep_ in ("relcl", "acl")]
    verbs += [t.head for t in chunk if t.i in person_tokens and t.dep_ == "nsubj"]
    if abstract and root.dep_ in ("nsubj", "dobj", "nsubjpass"):
        verbs.append(root.head)
    for verb in verbs:
        if verb.lemma_ not in _RELATIONS:
            continue
        person = next((person_tokens[c.i] for c in verb.children if c.dep_ in ("nsubj", "npadvmod")
                       and c.i in person_tokens and c.i != root.i), "")
        if person:
            return replace(mention, kind="description", relation=_RELATIONS[verb.lemma_], person=person,
                           category="" if abstract else mention.head, owner="")
    return None


def _lone_nouns(doc: Any, person_tokens: Dict[int, str], found: Sequence[Mention],
                skip: Sequence[Span]) -> List[Mention]:
    """Nouns the chunker missed (a mis-tagged "oven" after a dash): each becomes a mention."""
    out = []
    for tok in doc:
        if tok.pos_ != "NOUN" or tok.i in person_tokens or _abstract(tok) or tok.dep_ == "compound":
            continue
        if any(m.span.start <= tok.idx < m.span.end for m in found) or any(s.start <= tok.idx < s.end for s in skip):
            continue
        words = [t for t in tok.lefts if t.dep_ == "compound"] + [tok]
        start = words[0].idx
        out.append(Mention(text=doc.text[start: tok.idx + len(tok.text)], span=Span(start, tok.idx + len(tok.text)),
                           head=tok.lemma_.lower(), role=mention_role(tok)))
    return out


def _known_names(doc: Any, person_tokens: Dict[int, str], found: Sequence[Mention], skip: Sequence[Span],
                 lexicon: Lexicon) -> List[Mention]:
    """Names the lexicon knows that the tagger did not read as nouns ("is the oven on": oven as ADJ),
    and longer names it cut short: "the truck keys around seven" tags "keys" a verb and chunks "the
    truck", but memory knows "truck keys", and a name of several words memory knows is better
    evidence than a tagger's guess at one of them. A longer name takes the place of a found mention
    it runs past (`_cut_short`); a time or other skipped span is never part of a name."""
    out: List[Mention] = []
    fixed = [(s.start, s.end) for s in skip]
    taken = [(m.span.start, m.span.end) for m in found]
    text = doc.text   # spaCy joins the tokens' texts again on each read
    starts = [t.idx for t in doc]
    ends = [t.idx + len(t.text) for t in doc]
    for size in (3, 2, 1):
        for start in range(len(doc) - size + 1):
            first, last = starts[start], ends[start + size - 1]
            if text[first:last].lower() not in lexicon.surfaces:
                continue   # the window's words first: most windows name nothing, and a span costs more to read
            if any(a < last and first < b for a, b in fixed) or \
                    any(a < last and first < b and not (size > 1 and a <= first < b < last) for a, b in taken):
                continue
            window = doc[start: start + size]
            if any(t.i in person_tokens or t.pos_ in (_NOT_IN_NAMES if size == 1 else _NOT_IN_LONG_NAMES)
                   for t in window):
                continue
            out.append(Mention(text=window.text, span=Span(first, last), head=window[-1].lemma_.lower()
                               if size > 1 and window.root.pos_ == "VERB" else window.root.lemma_.lower(),
                               role=mention_role(window.root)))
            taken.append((first, last))
    return out


def _cut_short(mention: Mention, name: Mention) -> bool:
    """Whether the longer known `name` runs past the end of `mention` from inside it ("the truck"
    and "truck keys")."""
    return mention.span.start <= name.span.start < mention.span.end < name.span.end


def _free_descriptions(doc: Any, person_tokens: Dict[int, str], taken: set) -> List[Mention]:
    """"whatever Bob picked up last": a wh-pronoun object of a person's verb, with no noun."""
    out = []
    for tok in doc:
        if tok.lower_ not in ("whatever", "whichever", "what", "something", "anything") or tok.idx in taken:
            continue
        verb = tok.head
        person = next((person_tokens[c.i] for c in verb.children if c.dep_ == "nsubj" and c.i in person_tokens), "")
        if person and verb.lemma_ in _RELATIONS and tok.dep_ in ("dobj", "nsubj", "pobj", "det"):
            out.append(Mention(text=tok.text, span=Span(tok.idx, tok.idx + len(tok.text)), head="", kind="description",
                               relation=_RELATIONS[verb.lemma_], person=person))
    return out


def _pronoun(tok: Any, ctx: Context) -> Optional[Mention]:
    prev = ctx.previous
    entity = ""
    if prev is not None:
        entity = next((m.entity for m in prev.mentions if m.role == "target" and m.entity), "")
    return Mention(text=tok.text, span=Span(tok.idx, tok.idx + len(tok.text)), head=tok.lower_, kind="pronoun",
                   entity=entity, role=mention_role(tok))


def _linked(mention: Mention, ctx: Context) -> Mention:
    if ctx.lexicon is None or mention.kind == "pronoun":
        return mention
    phrase = " ".join(w for w in mention.text.lower().split()
                      if w not in COLOURS and w not in _PREFERRED_ADJ and w not in WH_WORDS)  # "which channel"
    if mention.setting:
        phrase = " ".join(w for w in phrase.split() if canonical(w) != mention.setting and w != mention.setting)
    if mention.kind == "description":
        phrase = mention.category
        if not phrase:
            return mention
    candidates, entity = link(phrase, ctx.lexicon, head=mention.head, colour=mention.colour, owner=mention.owner,
                              setting=mention.setting)
    if entity and mention.head and not mention.setting and not same_kind(mention.head, candidates[0], ctx.lexicon):
        entity = ""  # "the car" is not the chair memory knows: a look-alike name of another kind
    if mention.setting and not clean(phrase) and not entity:
        return mention   # a setting said alone means the one thing holding it; among several, the thing is said elsewhere
    if not entity and mention.kind != "description":
        candidates, entity = _link_shorter(phrase, ctx.lexicon, mention) or (candidates, entity)
    if mention.kind == "description":
        return replace(mention, candidates=candidates)
    return replace(mention, candidates=candidates, entity=entity, ambiguous=bool(candidates) and not entity)


def _link_shorter(phrase: str, lexicon: Lexicon, mention: Mention):
    """A phrase with a trailing filler the chunker kept ("the remote sitting", "the keys lying"):
    the longest leading part that links firmly (a name or synonym, score >= `FIRM_LINK`), else None."""
    words = phrase.split()
    for end in range(len(words) - 1, 0, -1):
        part = " ".join(words[:end])
        candidates, entity = link(part, lexicon, head=words[end - 1], colour=mention.colour, owner=mention.owner,
                                  setting=mention.setting)
        if entity and candidates[0].score >= FIRM_LINK:
            return candidates, entity
    return None
