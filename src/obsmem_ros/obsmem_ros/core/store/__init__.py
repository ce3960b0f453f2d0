"""Storage of the ObsMem engine: the driver Protocol, the backend registry, SQLite and PostgreSQL,
and every SQL statement of the engine.

Importing this package registers both backends; psycopg is imported only when a PostgreSQL store
is opened. Each view reads and writes through the typed methods of its ``<view>_rows`` class
(``EventRows``, ``StateRows`` (``ClaimRows``: how reported facts were said), ``CommitmentRows``, ``EpisodeRows``, ``EntityRows``,
``KnowledgeRows``, ``TaskRows``, ``PoseRows`` for the State view's measured poses; ``HomeRows`` for people and stream positions, ``VarietyRows`` for the varieties of English each speaker has shown, ``DeriveQueueRows`` for the batches whose
derived views are not written yet, ``QuarantineRows``
for the clock guard's held events, ``ForgetRows`` for forgetting, which deletes across views, and
its audit): SQL is written
once, in the portable dialect the drivers translate, with a per-backend variant only where the
databases differ (``task_rows``).
"""
from obsmem_ros.core.store.claim_rows import ClaimRows
from obsmem_ros.core.store.commitment_rows import CommitmentRows
from obsmem_ros.core.store.derive_rows import DeriveQueueRows
from obsmem_ros.core.store.driver import StoreDriver, known_backends, open_store, register_backend
from obsmem_ros.core.store.entity_rows import EntityRows
from obsmem_ros.core.store.episode_rows import EpisodeRows
from obsmem_ros.core.store.event_rows import EventRows
from obsmem_ros.core.store.forget_rows import ForgetRows
from obsmem_ros.core.store.home_rows import HomeRows
from obsmem_ros.core.store.knowledge_rows import KnowledgeRows
from obsmem_ros.core.store.migration import migrate
from obsmem_ros.core.store.pose_rows import PoseRows
from obsmem_ros.core.store.postgres import PostgresDriver
from obsmem_ros.core.store.quarantine_rows import QuarantineRows
from obsmem_ros.core.store.schema import LATEST_VERSION
from obsmem_ros.core.store.sqlite import SQLiteDriver
from obsmem_ros.core.store.state_rows import StateRows
from obsmem_ros.core.store.task_rows import TaskRows
from obsmem_ros.core.store.variety_rows import VarietyRows

__all__ = ["LATEST_VERSION", "ClaimRows", "CommitmentRows", "DeriveQueueRows", "EntityRows", "EpisodeRows", "EventRows", "ForgetRows", "HomeRows",
           "KnowledgeRows", "PoseRows", "PostgresDriver", "QuarantineRows", "SQLiteDriver", "StateRows", "StoreDriver", "TaskRows",
           "VarietyRows",
           "known_backends", "migrate", "open_store", "register_backend"]
