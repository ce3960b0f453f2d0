"""Storage of the ObsMem engine: the driver Protocol, the backend registry, SQLite and PostgreSQL.

Importing this package registers both backends; psycopg is imported only when a PostgreSQL store
is opened.
"""
from obsmem_ros.core.store.driver import StoreDriver, known_backends, open_store, register_backend
from obsmem_ros.core.store.migration import migrate
from obsmem_ros.core.store.postgres import PostgresDriver
from obsmem_ros.core.store.schema import LATEST_VERSION
from obsmem_ros.core.store.sqlite import SQLiteDriver

__all__ = ["LATEST_VERSION", "PostgresDriver", "SQLiteDriver", "StoreDriver", "known_backends", "migrate", "open_store",
           "register_backend"]
