"""Forward migration of any backend's store to a schema version (scripts in ``schema.py``)."""
from __future__ import annotations

import time
from typing import Callable

from obsmem_ros.core.store.driver import StoreDriver
from obsmem_ros.core.store.schema import LATEST_VERSION, MIGRATIONS
from obsmem_ros.errors import StoreError

Dialect = Callable[[str], str]


def migrate(driver: StoreDriver, target_version: int = LATEST_VERSION, *, ddl: Dialect = str) -> int:
    """Apply the missing migration scripts up to ``target_version``; returns the version reached.

    Each step re-reads the version inside its own write transaction, so processes that open a new
    store at the same moment (memory node and planner) apply every script exactly once."""
    if not 1 <= target_version <= LATEST_VERSION:
        raise StoreError(f"target_version={target_version} is outside 1..{LATEST_VERSION}.")
    current = driver.schema_version()
    if current > LATEST_VERSION:
        raise StoreError(f"Store {driver.location} has schema version {current}, newer than this obsmem_ros "
                         f"understands ({LATEST_VERSION}); upgrade obsmem_ros.")
    for version in range(current + 1, target_version + 1):
        with driver.transaction():
            if driver.schema_version() >= version:  # another process opening the same store got here first
                continue
            if version == 1:
                driver.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_ns BIGINT NOT NULL)")
            for statement in MIGRATIONS[version - 1]:
                driver.execute(ddl(statement))
            driver.execute("INSERT INTO schema_version (version, applied_ns) VALUES (?, ?)",
                           (version, time.time_ns()))
    return max(current, target_version)
