"""Bags of WorldEvent messages: write a trace as rosbag2 (mcap storage), read it back, convert.

Uses rosbags (pure Python; no rclpy, no generated message modules): the custom message types are
registered from the ``.msg`` files of obsmem_interfaces (its installed share folder, or the source
tree), and every trace event becomes one ``obsmem_interfaces/msg/WorldEvent`` on
``/worldlines/events`` stamped with the event's time. ``event_to_message`` / ``message_to_event``
are the one place where a trace dict and a WorldEvent message are converted, both ways, exactly.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional

from worldlines_sim_bridge.errors import BagError

from .sim.clock import NS_PER_S, iso_to_ns, ns_to_iso

TOPIC = "/worldlines/events"
MSGTYPE = "obsmem_interfaces/msg/WorldEvent"
MESSAGES = ("BeliefStatus", "StateFact", "WorldEvent")
_SOURCE_MSGS = Path(__file__).resolve().parents[3] / "obsmem_interfaces" / "msg"


def msg_folder() -> Path:
    """Where obsmem_interfaces' .msg files are: $OBSMEM_INTERFACES_MSG, ament share, venv share, source tree."""
    candidates: List[Path] = []
    if os.environ.get("OBSMEM_INTERFACES_MSG"):
        candidates.append(Path(os.environ["OBSMEM_INTERFACES_MSG"]))
    try:
        from ament_index_python.packages import get_package_share_directory
        candidates.append(Path(get_package_share_directory("obsmem_interfaces")) / "msg")
    except (ImportError, LookupError, ValueError, OSError):
        pass
    candidates += [Path(sys.prefix) / "share" / "obsmem_interfaces" / "msg", _SOURCE_MSGS]
    for folder in candidates:
        if all((folder / f"{name}.msg").is_file() for name in MESSAGES):
            return folder
    raise BagError(f"Could not find obsmem_interfaces .msg files ({', '.join(MESSAGES)}) in: "
                   f"{', '.join(str(c) for c in candidates)}.")


def typestore():
    """A rosbags typestore (ROS 2 Kilted base types) with the suite's WorldEvent types registered."""
    from rosbags.typesys import Stores, get_types_from_msg, get_typestore
    store = get_typestore(Stores.ROS2_KILTED)
    folder = msg_folder()
    types: Dict[str, Any] = {}
    for name in MESSAGES:
        types.update(get_types_from_msg((folder / f"{name}.msg").read_text(), f"obsmem_interfaces/msg/{name}"))
    store.register(types)
    return store


def _time(store, ns: int):
    sec, nanosec = divmod(int(ns), NS_PER_S)
    return store.types["builtin_interfaces/msg/Time"](sec=sec, nanosec=nanosec)


def _fact(store, raw: Dict[str, Any], stamp_ns: int):
    belief = store.types["obsmem_interfaces/msg/BeliefStatus"](
        entity="", attribute="", status=4, label="unknown", reason="", intervening_events=0, intervening_actors=0,
        last_verified=_time(store, 0), evidence_ids=[])
    return store.types["obsmem_interfaces/msg/StateFact"](
        entity=raw["entity"], attribute=raw["attribute"], value=raw["value"], value_type=raw.get("value_type", "str"),
        stamp=_time(store, stamp_ns), provenance="", reporter="", evidence_ids=[], belief=belief)


def event_to_message(store, event: Dict[str, Any]):
    """A trace.jsonl dict -> a WorldEvent message (a rosbags message object)."""
    stamp = iso_to_ns(event["time"])
    return store.types[MSGTYPE](
        id=event["id"], stamp=_time(store, stamp), kind=event["kind"], actor=event.get("actor", ""),
        verb=event.get("verb", ""), objects=list(event.get("objects", [])), location=event.get("location", ""),
        observers=list(event.get("observers", [])), text=event.get("text", ""), utterance=event.get("utterance", ""),
        addressee=event.get("addressee", ""), deltas=[_fact(store, d, stamp) for d in event.get("deltas", [])],
        claims=[_fact(store, c, stamp) for c in event.get("claims", [])], session_id=event.get("session_id", ""),
        source=event.get("source", ""),
        extras_json=json.dumps(event.get("extras") or {}, sort_keys=True, ensure_ascii=False, separators=(",", ":")))


def message_to_event(msg: Any) -> Dict[str, Any]:
    """A WorldEvent message (from a bag) -> the trace.jsonl dict it was written from."""
    def fact(f: Any) -> Dict[str, str]:
        return {"entity": f.entity, "attribute": f.attribute, "value": f.value, "value_type": f.value_type}
    extras = json.loads(msg.extras_json) if msg.extras_json else {}
    return {"id": msg.id, "time": ns_to_iso(msg.stamp.sec * NS_PER_S + msg.stamp.nanosec), "kind": msg.kind,
            "actor": msg.actor, "verb": msg.verb, "objects": list(msg.objects), "location": msg.location,
            "observers": list(msg.observers), "text": msg.text, "utterance": msg.utterance, "addressee": msg.addressee,
            "deltas": [fact(d) for d in msg.deltas], "claims": [fact(c) for c in msg.claims],
            "session_id": msg.session_id, "source": msg.source, "extras": extras}


def write_bag(path: Path, events: Iterable[Dict[str, Any]], *, overwrite: bool = False,
              progress: Optional[Callable[[int], None]] = None) -> int:
    """Write events (trace dicts, in time order) as a rosbag2 mcap bag folder; returns the count."""
    from rosbags.rosbag2 import StoragePlugin, Writer
    path = Path(path)
    if path.exists():
        if not overwrite:
            raise BagError(f"Bag folder {path} already exists; pass overwrite=True to replace it.")
        if not (path / "metadata.yaml").is_file():
            raise BagError(f"Refusing to replace {path}: it exists but is not a bag folder (no metadata.yaml).")
        shutil.rmtree(path)
    store = typestore()
    count = 0
    try:
        with Writer(path, version=9, storage_plugin=StoragePlugin.MCAP) as writer:
            connection = writer.add_connection(TOPIC, MSGTYPE, typestore=store)
            for event in events:
                message = event_to_message(store, event)
                writer.write(connection, iso_to_ns(event["time"]), store.serialize_cdr(message, MSGTYPE))
                count += 1
                if progress is not None:
                    progress(count)
    except (KeyError, ValueError, TypeError) as err:
        raise BagError(f"Could not write event {count + 1} to bag {path}: {err}.") from err
    return count


def read_bag(path: Path) -> Iterator[Dict[str, Any]]:
    """Trace dicts of every WorldEvent on the events topic, in bag order (definitions come from the bag)."""
    from rosbags.highlevel import AnyReader
    path = Path(path)
    if not (path / "metadata.yaml").is_file():
        raise BagError(f"{path} is not a rosbag2 folder (no metadata.yaml).")
    with AnyReader([path]) as reader:
        connections = [c for c in reader.connections if c.topic == TOPIC]
        if not connections:
            raise BagError(f"Bag {path} has no topic {TOPIC} (topics: {sorted({c.topic for c in reader.connections})}).")
        for connection, _timestamp, raw in reader.messages(connections=connections):
            yield message_to_event(reader.deserialize(raw, connection.msgtype))
