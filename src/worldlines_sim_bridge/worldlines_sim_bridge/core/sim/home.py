"""Home descriptions: rooms, furniture, devices, objects, people and the robot, read from YAML.

A home file (``config/homes/<name>.yaml``) lists every entity once with a unique id. Objects,
furniture and devices carry a ``location`` (the id of a room, or of furniture / a device that
holds them); people carry their away-from-home windows, preferences and routines, which drive
the trace generator. ``Home.load("maple_house")`` finds a home by name; ``Home.from_file(path)``
reads any file.
"""
from __future__ import annotations

import enum
import os
import sys
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Dict, List, Mapping, Optional, Tuple

import yaml

from worldlines_sim_bridge.errors import HomeSpecError

from .clock import WEEKDAYS, clock_to_s

PACKAGE = "worldlines_sim_bridge"
OUTSIDE = "outside"  # pseudo-room where people are while away from home
_SOURCE_HOMES = Path(__file__).resolve().parents[5] / "config" / "homes"
DESCRIPTIVE = ("name", "category", "color", "material", "owner")
DAY_SETS = {"daily": WEEKDAYS, "weekdays": WEEKDAYS[:5], "weekend": WEEKDAYS[5:]}


class EntityKind(str, enum.Enum):
    """What an entity is; decides which actions apply to it."""

    ROOM = "room"
    FURNITURE = "furniture"
    DEVICE = "device"
    OBJECT = "object"
    PERSON = "person"
    ROBOT = "robot"


@dataclass(frozen=True)
class EntitySpec:
    """One entity of a home as described (its initial state)."""

    id: str
    kind: EntityKind
    name: str
    category: str
    location: str = ""
    color: str = ""
    material: str = ""
    owner: str = ""
    openable: bool = False
    state: str = ""
    settings: Tuple[Tuple[str, str], ...] = ()

    def descriptive(self) -> Dict[str, str]:
        """The attributes a first sighting reveals (non-empty ones only)."""
        return {k: getattr(self, k) for k in DESCRIPTIVE if getattr(self, k)}

    def to_json(self) -> Dict[str, Any]:
        out: Dict[str, Any] = {"id": self.id, "kind": self.kind.value, "name": self.name, "category": self.category,
                               "location": self.location, "openable": self.openable, "state": self.state,
                               "settings": dict(self.settings)}
        out.update({k: getattr(self, k) for k in ("color", "material", "owner") if getattr(self, k)})
        return out


@dataclass(frozen=True)
class RoutineSpec:
    """A habit of one person: an activity on some weekdays at a usual time."""

    activity: str
    days: Tuple[str, ...]
    time_s: int

    def to_json(self) -> Dict[str, Any]:
        return {"activity": self.activity, "days": list(self.days), "time": f"{self.time_s // 3600:02d}:{self.time_s % 3600 // 60:02d}"}


@dataclass(frozen=True)
class PersonSpec:
    """A member of the household."""

    id: str
    name: str
    away: Tuple[Tuple[str, int, int], ...] = ()  # (day key, leave s, return s); day key: mon..sun|weekdays|weekend|daily
    preferences: Tuple[Tuple[str, str], ...] = ()
    routines: Tuple[RoutineSpec, ...] = ()

    def away_window(self, weekday: str) -> Optional[Tuple[int, int]]:
        """(leave, return) in seconds after midnight on that weekday, or None when home all day."""
        for key in (weekday, "weekdays" if weekday in DAY_SETS["weekdays"] else "weekend", "daily"):
            for day_key, start, end in self.away:
                if day_key == key:
                    return (start, end)
        return None

    def preference(self, topic: str) -> str:
        return dict(self.preferences).get(topic, "")

    def to_json(self) -> Dict[str, Any]:
        return {"id": self.id, "name": self.name,
                "away": {k: [f"{s // 3600:02d}:{s % 3600 // 60:02d}", f"{e // 3600:02d}:{e % 3600 // 60:02d}"]
                         for k, s, e in self.away},
                "preferences": dict(self.preferences), "routines": [r.to_json() for r in self.routines]}


@dataclass(frozen=True)
class Home:
    """A whole home: entity specs in file order, people, the robot and the first simulated day."""

    name: str
    title: str
    start_date: date
    robot_id: str
    robot_start: str
    entities: Tuple[EntitySpec, ...]
    people: Tuple[PersonSpec, ...] = field(default=())

    def entity(self, entity_id: str) -> EntitySpec:
        for spec in self.entities:
            if spec.id == entity_id:
                return spec
        raise HomeSpecError(f"Home {self.name!r} has no entity {entity_id!r}.")

    def by_category(self, category: str) -> List[EntitySpec]:
        """Entities of one category, in file order."""
        return [e for e in self.entities if e.category == category]

    def rooms(self) -> List[str]:
        return [e.id for e in self.entities if e.kind is EntityKind.ROOM and e.id != OUTSIDE]

    def with_people(self, count: Optional[int]) -> "Home":
        """The same home with only its first ``count`` people (None keeps all)."""
        if count is None:
            return self
        if not 1 <= count <= len(self.people):
            raise HomeSpecError(f"people = {count} is out of range for home {self.name!r}: it has 1..{len(self.people)}.")
        keep = self.people[:count]
        kept_ids = {p.id for p in keep}
        dropped = [p.id for p in self.people if p.id not in kept_ids]
        entities = tuple(e for e in self.entities if e.id not in dropped)
        return Home(self.name, self.title, self.start_date, self.robot_id, self.robot_start, entities, keep)

    def to_json(self) -> Dict[str, Any]:
        return {"name": self.name, "title": self.title, "start_date": self.start_date.isoformat(),
                "robot": {"id": self.robot_id, "start": self.robot_start},
                "entities": [e.to_json() for e in self.entities], "people": [p.to_json() for p in self.people]}

    @classmethod
    def from_json(cls, raw: Mapping[str, Any]) -> "Home":
        """Rebuild a home from ``Home.to_json()`` output (world.json's ``home`` section)."""
        entities = tuple(_entity_from_json(e) for e in raw["entities"])
        people = tuple(_person(p, raw["name"]) for p in raw["people"])
        return cls(raw["name"], raw.get("title", ""), date.fromisoformat(raw["start_date"]), raw["robot"]["id"],
                   raw["robot"]["start"], entities, people)

    @classmethod
    def from_file(cls, path: Path) -> "Home":
        try:
            raw = yaml.safe_load(Path(path).read_text())
        except (OSError, yaml.YAMLError) as err:
            raise HomeSpecError(f"Could not read home file {path}: {err}.") from err
        if not isinstance(raw, dict):
            raise HomeSpecError(f"Home file {path} does not hold a mapping.")
        return _parse_home(raw, str(path))

    @classmethod
    def load(cls, name: str) -> "Home":
        """A home by name (``maple_house``) from the config folder, or by path to a YAML file."""
        if name.endswith((".yaml", ".yml")) and Path(name).is_file():
            return cls.from_file(Path(name))
        for folder in home_folders():
            candidate = folder / f"{name}.yaml"
            if candidate.is_file():
                return cls.from_file(candidate)
        raise HomeSpecError(f"Unknown home {name!r}; known homes: {', '.join(known_homes()) or 'none'}.")


def home_folders() -> List[Path]:
    """Folders searched for home files: $OBSMEM_CONFIG_DIR/homes, the ROS share folder, the venv share, the source tree."""
    folders: List[Path] = []
    if os.environ.get("OBSMEM_CONFIG_DIR"):
        folders.append(Path(os.environ["OBSMEM_CONFIG_DIR"]) / "homes")
    try:
        from ament_index_python.packages import get_package_share_directory
        folders.append(Path(get_package_share_directory(PACKAGE)) / "config" / "homes")
    except (ImportError, LookupError, ValueError, OSError):
        pass
    folders += [Path(sys.prefix) / "share" / PACKAGE / "config" / "homes", _SOURCE_HOMES]
    return [f for f in folders if f.is_dir()]


def known_homes() -> List[str]:
    names = {p.stem for folder in home_folders() for p in folder.glob("*.yaml")}
    return sorted(names)


def _entity_from_json(raw: Mapping[str, Any]) -> EntitySpec:
    return EntitySpec(id=raw["id"], kind=EntityKind(raw["kind"]), name=raw["name"], category=raw["category"],
                      location=raw.get("location", ""), color=raw.get("color", ""), material=raw.get("material", ""),
                      owner=raw.get("owner", ""), openable=bool(raw.get("openable", False)), state=raw.get("state", ""),
                      settings=tuple(sorted((str(k), str(v)) for k, v in (raw.get("settings") or {}).items())))


def _spec(raw: Mapping[str, Any], kind: EntityKind, where: str) -> EntitySpec:
    for key in ("id", "name"):
        if not raw.get(key):
            raise HomeSpecError(f"{where}: a {kind.value} entry lacks field {key!r}: {dict(raw)!r}.")
    merged = dict(raw, kind=kind.value, category=raw.get("category", kind.value))
    if kind is EntityKind.DEVICE:
        merged.setdefault("state", "off")
    return _entity_from_json(merged)


def _person(raw: Mapping[str, Any], where: str) -> PersonSpec:
    if not raw.get("id") or not raw.get("name"):
        raise HomeSpecError(f"{where}: a person entry lacks 'id' or 'name': {dict(raw)!r}.")
    away = []
    for key, window in sorted((raw.get("away") or {}).items()):
        if key not in WEEKDAYS and key not in DAY_SETS:
            raise HomeSpecError(f"{where}: person {raw['id']!r} away key {key!r} is not a weekday or daily/weekdays/weekend.")
        away.append((key, clock_to_s(window[0]), clock_to_s(window[1])))
    routines = []
    for entry in raw.get("routines") or ():
        days = entry["days"]
        days = DAY_SETS[days] if isinstance(days, str) else tuple(days)
        routines.append(RoutineSpec(activity=entry["activity"], days=tuple(days), time_s=clock_to_s(entry["time"])))
    prefs = tuple(sorted((str(k), str(v)) for k, v in (raw.get("preferences") or {}).items()))
    return PersonSpec(id=raw["id"], name=raw["name"], away=tuple(away), preferences=prefs, routines=tuple(routines))


def _parse_home(raw: Mapping[str, Any], where: str) -> Home:
    for key in ("name", "start_date", "robot", "rooms"):
        if key not in raw:
            raise HomeSpecError(f"{where}: required field {key!r} is missing.")
    entities: List[EntitySpec] = [EntitySpec(id=OUTSIDE, kind=EntityKind.ROOM, name="outside", category="outside")]
    for section, kind in (("rooms", EntityKind.ROOM), ("furniture", EntityKind.FURNITURE),
                          ("devices", EntityKind.DEVICE), ("objects", EntityKind.OBJECT)):
        entities += [_spec(e, kind, where) for e in raw.get(section) or ()]
    people = tuple(_person(p, where) for p in raw.get("people") or ())
    robot = raw["robot"]
    start = robot.get("start", "")
    entities += [EntitySpec(id=p.id, kind=EntityKind.PERSON, name=p.name, category="person", location=start) for p in people]
    entities.append(EntitySpec(id=robot["id"], kind=EntityKind.ROBOT, name=robot.get("name", "robot"), category="robot", location=start))
    _check_ids(entities, where)
    return Home(name=str(raw["name"]), title=str(raw.get("title", raw["name"])),
                start_date=date.fromisoformat(str(raw["start_date"])), robot_id=robot["id"], robot_start=start,
                entities=tuple(entities), people=people)


def _check_ids(entities: List[EntitySpec], where: str) -> None:
    seen: Dict[str, EntitySpec] = {}
    for spec in entities:
        if spec.id in seen:
            raise HomeSpecError(f"{where}: entity id {spec.id!r} is used twice.")
        seen[spec.id] = spec
    for spec in entities:
        if spec.kind is not EntityKind.ROOM and spec.location not in seen:
            raise HomeSpecError(f"{where}: entity {spec.id!r} has location {spec.location!r}, which is no entity of the home.")
        if spec.kind in (EntityKind.PERSON, EntityKind.ROBOT) and seen[spec.location].kind is not EntityKind.ROOM:
            raise HomeSpecError(f"{where}: {spec.id!r} must start in a room, not in {spec.location!r}.")
