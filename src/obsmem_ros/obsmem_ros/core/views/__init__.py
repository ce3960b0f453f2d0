"""The seven typed views of one home's memory (DESIGN.md, "One memory, several typed views").

Layout, the same for every view:

* ``<view>_view.py``: one module per view holding its class ``<View>View``: the write side
  (``observe`` / ``record`` / ``append``, called by ``Memory.ingest`` inside its transaction),
  the read-at-a-time side (a point-in-time lookup taking a cutoff) and the history side (the
  records of a span). Views never hold SQL: they call the typed row methods of their
  ``store.<view>_rows`` class and map rows to the records of ``core.records``.
* ``<view>/``: a helper package of a view, only where the view needs pure-Python parts of its
  own (no store access), named after the view.

| view | module | write | read at a time | history |
|---|---|---|---|---|
| Event | ``event_view`` | ``append`` | ``get``, ``count(as_of_ns)`` | ``about``, ``between``, ``in_session`` |
| State | ``state_view`` | ``record`` | ``snapshot``, ``head`` | ``history``, ``reports`` |
| Belief | ``belief_view`` | (derived from Event and State) | ``belief``, ``judge`` | |
| Commitment | ``commitment_view`` | ``observe`` | ``as_of``, ``list(now_ns)`` | ``list`` |
| Entity | ``entity_view`` | ``observe`` | ``get``, ``resolve`` | ``list``, an entity's trail |
| Episode | ``episode_view`` | ``observe``, ``flush`` | ``get`` | ``list`` |
| Knowledge | ``knowledge_view`` | ``consolidate`` | ``routines``, ``preferences``, ``habits`` | |
| Task | ``task_view`` | ``create_agenda``, ``set_status``, ... | ``agenda``, ``goal``, ``hand`` | ``failed_bindings`` |

Helper packages: ``entity/`` (the online entity editor: identity resolution, Add / Update /
Delete / Noop), ``knowledge/`` (the routine, preference and habit miners), ``commitment/`` (due
times and recurrences).

Episode and Knowledge are one row of DESIGN.md's table (cards are cut online, knowledge is
mined offline) and two modules here. ``Memory`` (``core.memory``) wires the views to one store.
"""
from obsmem_ros.core.views.belief_view import BeliefView
from obsmem_ros.core.views.commitment_view import CommitmentView
from obsmem_ros.core.views.entity_view import EntityView
from obsmem_ros.core.views.episode_view import EpisodeView
from obsmem_ros.core.views.event_view import EventView
from obsmem_ros.core.views.knowledge_view import KnowledgeView
from obsmem_ros.core.views.state_view import StateView
from obsmem_ros.core.views.task_view import TaskView

__all__ = ["BeliefView", "CommitmentView", "EntityView", "EpisodeView", "EventView", "KnowledgeView", "StateView",
           "TaskView"]
