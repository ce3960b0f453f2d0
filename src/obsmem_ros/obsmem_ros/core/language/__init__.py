"""The language layer: one typed parse for questions, instructions and heard statements.

    from obsmem_ros.core.language import LanguageParser, Lexicon
    parser = LanguageParser()
    parse = parser.parse("Is the telly on at the moment?", asker="alice", now_ns=now,
                         lexicon=Lexicon.from_entities(entities))
    parse.kind, parse.intent, parse.confidence, parse.mentions[0].entity   # question, state_now, 0.9, "tv_1"

The offline default (`LanguageParser`) reads one spaCy dependency parse and one MiniLM
sentence embedding per text: a calibrated classifier gives the intent (question) or goal kind
(instruction), the parse gives mentions linked against the caller's `Lexicon`, people with
roles, values, time expressions and negation. `LLMParser` fills the same `Parse` from an
OpenAI-compatible endpoint under a JSON schema, falling back to the offline parser. Parsing is
separate from answering and acting: the read path and Mimir map a `Parse` to their own plans.

Heard speech is read by `UtteranceReader` (offline) or `LLMUtteranceReader` (endpoint) into an
`UtteranceReading`: claims, undertakings, stated preferences and things heard of; the write path
stores each in its view (`core/hearing.py`). `canonical_verb` is the one verb lexicon.
"""
from .clause_examples import derive_clause_examples
from .clause_kinds import (ClauseExample, ClauseKindClassifier, clause_kind_classifier, load_clause_examples,
                           write_clause_examples, written_clause_examples)
from .intents import IntentClassifier, load_examples, minilm_encoder
from .linking import LexEntry, Lexicon, Resolution, link, resolve_said, unaccented
from .llm_parser import LLMParser, parse_schema
from .llm_utterances import LLMUtteranceReader, utterance_schema
from .parse import (Anchor, Candidate, GoalKind, Granularity, Intent, Kind, Mention, Parse, Person, Role, Span,
                    StatementKind, TimeExpression, Value)
from .parser import LanguageParser, ParserConfig, quoted, shared_parser
from .syntax import analyse
from .times import clock_values, find_times
from .utterance_records import (Claim, ReportedThing, StatedPreference, Undertaking,
                                UtteranceReading)
from .utterances import UtteranceReader
from .verbs import canonical_verb

__all__ = [
    "Anchor", "Candidate", "Claim", "ClauseExample", "ClauseKindClassifier", "GoalKind", "Granularity", "Intent",
    "IntentClassifier", "Kind", "LLMParser", "LLMUtteranceReader", "LanguageParser", "LexEntry", "Lexicon",
    "Mention", "Parse", "ParserConfig", "Person", "ReportedThing", "Resolution", "Role", "Span", "StatedPreference",
    "StatementKind", "TimeExpression", "Undertaking", "UtteranceReader", "UtteranceReading", "Value", "analyse",
    "canonical_verb", "clause_kind_classifier", "clock_values", "derive_clause_examples", "find_times", "link",
    "load_clause_examples", "load_examples", "minilm_encoder", "parse_schema", "quoted", "resolve_said", "shared_parser",
    "unaccented", "utterance_schema", "write_clause_examples", "written_clause_examples",
]
