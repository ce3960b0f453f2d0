"""The store's schema as forward migrations; version N is reached by applying scripts 1..N in order.

Tables keyed by a composite or text primary key are ``WITHOUT ROWID`` (one b-tree instead of a
table plus a key index: less to write per event); other backends drop that clause.
A migration never edits an earlier script: a released file may sit at any version, and opening
it applies the missing scripts in one transaction each (``migrate``). SQL here is the portable
subset both backends accept (``INTEGER``/``TEXT``/``BIGINT``, no SQLite-only types).
"""
from __future__ import annotations

from typing import Tuple

# Version 1: the event log, the state trail and stream bookkeeping.
_V1 = (
    """CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
    """CREATE TABLE events (
        seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, time_ns BIGINT NOT NULL, kind TEXT NOT NULL,
        actor TEXT NOT NULL, verb TEXT NOT NULL, location TEXT NOT NULL, session_id TEXT NOT NULL,
        source TEXT NOT NULL, text TEXT NOT NULL, utterance TEXT NOT NULL, addressee TEXT NOT NULL,
        objects_json TEXT NOT NULL, observers_json TEXT NOT NULL, deltas_json TEXT NOT NULL,
        claims_json TEXT NOT NULL, extras_json TEXT NOT NULL)""",
    "CREATE INDEX events_time ON events (time_ns)",
    "CREATE INDEX events_session ON events (session_id, time_ns)",
    "CREATE INDEX events_actor ON events (actor, time_ns)",
    "CREATE INDEX events_location ON events (location, time_ns)",
    """CREATE TABLE event_entities (
        entity TEXT NOT NULL, time_ns BIGINT NOT NULL, event_id TEXT NOT NULL,
        PRIMARY KEY (entity, time_ns, event_id)) WITHOUT ROWID""",
    """CREATE TABLE facts (
        id TEXT PRIMARY KEY, entity TEXT NOT NULL, attribute TEXT NOT NULL, value TEXT NOT NULL,
        value_type TEXT NOT NULL, time_ns BIGINT NOT NULL, provenance TEXT NOT NULL, layer TEXT NOT NULL,
        reporter TEXT NOT NULL, evidence_json TEXT NOT NULL, session_id TEXT NOT NULL,
        valid_until_ns BIGINT, superseded_by TEXT NOT NULL, event_id TEXT NOT NULL) WITHOUT ROWID""",
    "CREATE INDEX facts_event ON facts (event_id)",
    "CREATE INDEX facts_pair ON facts (entity, attribute, layer, time_ns)",
    "CREATE INDEX facts_value ON facts (attribute, value, time_ns)",
    "CREATE INDEX facts_reporter ON facts (reporter, time_ns) WHERE layer = 'reported'",
    """CREATE TABLE snapshot (
        entity TEXT NOT NULL, attribute TEXT NOT NULL, layer TEXT NOT NULL, fact_id TEXT NOT NULL,
        value TEXT NOT NULL, time_ns BIGINT NOT NULL, PRIMARY KEY (entity, attribute, layer)) WITHOUT ROWID""",
    "CREATE INDEX snapshot_value ON snapshot (attribute, value)",
    "CREATE INDEX snapshot_time ON snapshot (time_ns)",
    """CREATE TABLE streams (source TEXT PRIMARY KEY, last_time_ns BIGINT NOT NULL, last_event_id TEXT NOT NULL)""",
    """CREATE TABLE rooms (id TEXT PRIMARY KEY)""",
)

# Version 2: commitments, episode cards, entities and their edit log, consolidated knowledge.
_V2 = (
    """CREATE TABLE commitments (
        id TEXT PRIMARY KEY, kind TEXT NOT NULL, owner TEXT NOT NULL, beneficiary TEXT NOT NULL,
        action TEXT NOT NULL, text TEXT NOT NULL, created_ns BIGINT NOT NULL, source_event_id TEXT NOT NULL,
        status TEXT NOT NULL, due_ns BIGINT, recurrence TEXT NOT NULL, objects_json TEXT NOT NULL,
        verb TEXT NOT NULL, closed_ns BIGINT, closed_by TEXT NOT NULL, requester TEXT NOT NULL)""",
    "CREATE INDEX commitments_created ON commitments (created_ns)",
    "CREATE INDEX commitments_status ON commitments (status, created_ns)",
    """CREATE TABLE episodes (
        id TEXT PRIMARY KEY, start_ns BIGINT NOT NULL, end_ns BIGINT NOT NULL, session_id TEXT NOT NULL,
        boundary TEXT NOT NULL, participants_json TEXT NOT NULL, locations_json TEXT NOT NULL,
        objects_json TEXT NOT NULL, summary TEXT NOT NULL, event_ids_json TEXT NOT NULL)""",
    "CREATE INDEX episodes_start ON episodes (start_ns)",
    "CREATE INDEX episodes_end ON episodes (end_ns)",
    "CREATE INDEX episodes_session ON episodes (session_id, start_ns)",
    """CREATE TABLE episode_entities (entity TEXT NOT NULL, episode_id TEXT NOT NULL, start_ns BIGINT NOT NULL,
        PRIMARY KEY (entity, start_ns, episode_id)) WITHOUT ROWID""",
    """CREATE TABLE entities (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL, location TEXT NOT NULL,
        last_seen_ns BIGINT NOT NULL, observations INTEGER NOT NULL, deleted INTEGER NOT NULL,
        data_json TEXT NOT NULL)""",
    "CREATE INDEX entities_category ON entities (category)",
    "CREATE INDEX entities_location ON entities (location)",
    """CREATE TABLE entity_names (name TEXT NOT NULL, entity_id TEXT NOT NULL, weight INTEGER NOT NULL,
        PRIMARY KEY (name, entity_id)) WITHOUT ROWID""",
    """CREATE TABLE edit_log (
        seq INTEGER PRIMARY KEY, op TEXT NOT NULL, entity_id TEXT NOT NULL, time_ns BIGINT NOT NULL,
        source_id TEXT NOT NULL, reason TEXT NOT NULL)""",
    "CREATE INDEX edit_log_entity ON edit_log (entity_id, time_ns)",
    """CREATE TABLE knowledge (
        kind TEXT NOT NULL, id TEXT NOT NULL, person TEXT NOT NULL, topic TEXT NOT NULL,
        score REAL NOT NULL, data_json TEXT NOT NULL, PRIMARY KEY (kind, id))""",
    "CREATE INDEX knowledge_person ON knowledge (kind, person, score)",
    "CREATE INDEX knowledge_topic ON knowledge (kind, topic, score)",
    """CREATE TABLE people (id TEXT PRIMARY KEY)""",
)

# Version 3: append-only facts with one index fewer, for ingest speed. A fact's close
# (``valid_until_ns`` / ``superseded_by``) is its successor in the (entity, attribute, layer) trail,
# found at read time through ``facts_pair`` instead of an UPDATE of the old row per new fact;
# ``event_id`` is the fact id before its ``#n`` (an event's facts are found by primary-key probes
# of ``<event id>#0``, ``#1``, ...), and ``evidence_json`` only ever repeated it; nothing reads
# ``snapshot`` by time. Every dropped value is derivable from what remains, so no data is lost.
_V3 = (
    "ALTER TABLE facts DROP COLUMN evidence_json",
    "ALTER TABLE facts DROP COLUMN valid_until_ns",
    "ALTER TABLE facts DROP COLUMN superseded_by",
    "DROP INDEX facts_event",
    "ALTER TABLE facts DROP COLUMN event_id",
    "DROP INDEX snapshot_time",
)

# Quarantine: events dated more than ``EngineConfig.max_future_skew_s`` ahead of the wall clock
# when they arrived (the clock guard). Kept whole (``record_json``, the trace form) with the reason,
# outside the event log: they never reach a view and never advance a stream's clock.
_V_QUARANTINE = (
    """CREATE TABLE quarantine (
        event_id TEXT PRIMARY KEY, time_ns BIGINT NOT NULL, received_ns BIGINT NOT NULL, source TEXT NOT NULL,
        reason TEXT NOT NULL, record_json TEXT NOT NULL)""",
    "CREATE INDEX quarantine_received ON quarantine (received_ns)",
)

# Forgetting (``core/forget.py``): one audit row per ``Memory.forget`` (selectors as salted
# hashes, window bounds, counts per table, who asked, when; never the forgotten content) and a
# tombstone per removed event id (its salted hash), so a replay cannot store it again unnoticed.
# ``compacted`` stays 0 until the store was vacuumed after the forget (finished at the next open).
_V_FORGET_AUDIT = (
    """CREATE TABLE forget_audit (
        id TEXT PRIMARY KEY, time_ns BIGINT NOT NULL, requested_by TEXT NOT NULL, person_hash TEXT NOT NULL,
        entity_hash TEXT NOT NULL, window_start_ns BIGINT, window_end_ns BIGINT, events_removed INTEGER NOT NULL,
        removed_json TEXT NOT NULL, compacted INTEGER NOT NULL)""",
    """CREATE TABLE forgotten_events (id_hash TEXT PRIMARY KEY, audit_id TEXT NOT NULL) WITHOUT ROWID""",
)

# How a reported claim was said (``core/hearing.py``): its confidence (below 1 when hedged: "I
# think", "maybe") and the id of the earlier reported fact it corrects ("actually, it's in the
# drawer"), one row per reported fact that has either; a plain claim has no row. ``corrects`` is
# indexed so the Belief view finds the correction of a fact in one lookup.
_V_CLAIM_CONFIDENCE = (
    """CREATE TABLE claim_marks (
        fact_id TEXT PRIMARY KEY, confidence REAL NOT NULL, corrects TEXT NOT NULL, time_ns BIGINT NOT NULL)
        WITHOUT ROWID""",
    "CREATE INDEX claim_marks_corrects ON claim_marks (corrects, time_ns)",
)

# Measured poses (State view, ``core/object_pose.py``): one row per admitted observation that
# carried ``extras["pose"]`` (perception's back-projected, cleaned box in ``frame_id``); the centre
# as columns (spatial questions filter on them), orientation, extent and point count as JSON.
# Keyed by (entity, time, event) for the latest-at-cutoff lookup; by event for forgetting.
_V_POSES = (
    """CREATE TABLE poses (
        entity TEXT NOT NULL, time_ns BIGINT NOT NULL, event_id TEXT NOT NULL, frame_id TEXT NOT NULL,
        x REAL NOT NULL, y REAL NOT NULL, z REAL NOT NULL, pose_json TEXT NOT NULL, provenance TEXT NOT NULL,
        PRIMARY KEY (entity, time_ns, event_id)) WITHOUT ROWID""",
    "CREATE INDEX poses_event ON poses (event_id)",
)


# Deferred derivation (``core/derivation.py``): ingest appends events and one row here per batch
# (the log's ``seq`` range it appended); the derived views (entities, what was heard, facts,
# commitments, episode cards, stated knowledge) are brought up to date from the stored events,
# batch by batch in log order, before the next read, and each batch's row is deleted in the
# transaction that writes its derived rows. An empty table: every view is current.
_V_DEFERRED = (
    """CREATE TABLE derive_queue (first_seq BIGINT PRIMARY KEY, last_seq BIGINT NOT NULL, events INTEGER NOT NULL)""",
)

# Names learnt from what people say (``views/entity_view.py``): kin words, what a speaker calls a
# person, learnt from how they address them ("Gran, your tea's here" said by zoe to edith: (zoe,
# gran) -> edith), read by the utterance reader and the question parser; and said names, the words
# a thing was called by when the linker tied them to it ("the washing hamper" -> hamper_1), found by
# name resolution. Each row keeps the utterance that taught it, so a reopened store and another
# process know them, and forgetting that utterance, person or thing drops them.
_V_SAID_NAMES = (
    """CREATE TABLE kin_words (
        speaker TEXT NOT NULL, word TEXT NOT NULL, person TEXT NOT NULL, source_id TEXT NOT NULL,
        time_ns BIGINT NOT NULL, PRIMARY KEY (speaker, word))""",
    "CREATE INDEX kin_words_source ON kin_words (source_id)",
    """CREATE TABLE said_names (
        name TEXT NOT NULL, entity_id TEXT NOT NULL, source_id TEXT NOT NULL, time_ns BIGINT NOT NULL,
        PRIMARY KEY (name, entity_id, source_id))""",
    "CREATE INDEX said_names_source ON said_names (source_id)",
    "CREATE INDEX said_names_entity ON said_names (entity_id)",
)

# What one person last did with a given verb ("whatever Bob picked up last"): an index walk from the
# newest such event back, never the person's whole log (``EventRows.newest_with_verb``).
_V_ACTOR_VERB = (
    "CREATE INDEX events_actor_verb ON events (actor, verb, time_ns)",
)

# Where people go (``store/visit_rows.py``): per (actor, location), how many of the actor's events
# happened there, counted as events are appended and forgotten; filled here from the stored log.
_V_VISIT_COUNTS = (
    """CREATE TABLE visit_counts (actor TEXT NOT NULL, location TEXT NOT NULL, events BIGINT NOT NULL,
        PRIMARY KEY (actor, location)) WITHOUT ROWID""",
    "INSERT INTO visit_counts (actor, location, events) SELECT actor, location, COUNT(*) FROM events "
    "WHERE actor != '' AND location != '' GROUP BY actor, location",
)

# Who a relayed claim came from (``core/hearing.py``): "Dad says the boiler's fixed", said by Tom, is
# Tom's report (the fact's ``reporter``, who the robot heard it from) of Dad's words (``origin``: the
# person as the reader named them, a memory id or the word said). A claim that is the speaker's own,
# and every row stored before this step, has origin "" (the reporter's own). ``relayed_words`` keeps
# the same for the words of an utterance no claim was read from ("Mum says the pump's making that
# noise again"), one row per clause passed on, keyed by its utterance (forgetting reads every
# origin as the person its relayer meant, so no index on origin would serve it).
_V_CLAIM_ORIGIN = (
    "ALTER TABLE claim_marks ADD COLUMN origin TEXT NOT NULL DEFAULT ''",
    """CREATE TABLE relayed_words (
        event_id TEXT NOT NULL, origin TEXT NOT NULL, words TEXT NOT NULL, time_ns BIGINT NOT NULL,
        PRIMARY KEY (event_id, words))""",
)

# The varieties of English each speaker has been heard to speak (``store/variety_rows.py``): per
# (speaker, variety), the first utterance that showed it, kept as utterances are derived, so a
# question reads a speaker's varieties as of its cutoff without walking every utterance. Which
# words mark a variety is the language layer's (``language.varieties``), not SQL's: the ``meta``
# row asks the first writer to open the store to fill the table from the stored log.
_V_SPEAKER_VARIETIES = (
    """CREATE TABLE speaker_varieties (
        speaker TEXT NOT NULL, variety TEXT NOT NULL, time_ns BIGINT NOT NULL, event_id TEXT NOT NULL,
        PRIMARY KEY (speaker, variety)) WITHOUT ROWID""",
    "CREATE INDEX speaker_varieties_event ON speaker_varieties (event_id)",
    "INSERT INTO meta (key, value) VALUES ('speaker_varieties', 'unfilled')",
)

MIGRATIONS: Tuple[Tuple[str, ...], ...] = (_V1, _V2, _V3, _V_QUARANTINE, _V_FORGET_AUDIT, _V_CLAIM_CONFIDENCE,
                                               _V_POSES, _V_DEFERRED, _V_SAID_NAMES, _V_ACTOR_VERB,
                                               _V_VISIT_COUNTS, _V_CLAIM_ORIGIN, _V_SPEAKER_VARIETIES)
LATEST_VERSION = len(MIGRATIONS)
