"""JSON-ready dicts of engine records (times as ISO 8601 with offset), for the CLI and files."""
from __future__ import annotations

from typing import Any, Dict, Optional

from obsmem_ros.core.records import Belief, Commitment, EpisodeCard, Fact, Snapshot
from obsmem_ros.core.timefmt import format_iso


def _time(value: Optional[int]) -> Optional[str]:
    return format_iso(value) if value is not None else None


def fact_json(fact: Fact) -> Dict[str, Any]:
    return {"id": fact.id, "entity": fact.entity, "attribute": fact.attribute, "value": fact.value,
            "value_type": fact.value_type.value, "time": format_iso(fact.time_ns), "provenance": fact.provenance.value,
            "reporter": fact.reporter, "evidence_ids": list(fact.evidence_ids), "session_id": fact.session_id,
            "valid_until": _time(fact.valid_until_ns), "superseded_by": fact.superseded_by}


def belief_json(belief: Belief) -> Dict[str, Any]:
    return {"entity": belief.entity, "attribute": belief.attribute, "label": belief.label.value,
            "reason": belief.reason, "value": belief.value, "fact_id": belief.fact_id,
            "intervening_events": belief.intervening_events, "intervening_actors": list(belief.intervening_actors),
            "last_verified": _time(belief.last_verified_ns), "evidence_ids": list(belief.evidence_ids),
            "as_of": _time(belief.as_of_ns)}


def snapshot_json(snapshot: Snapshot, belief: Optional[Belief] = None) -> Dict[str, Any]:
    current = snapshot.current
    found = {"entity": snapshot.entity, "attribute": snapshot.attribute, "known": snapshot.known,
             "value": current.value if current else None,
             "primary": fact_json(snapshot.primary) if snapshot.primary else None,
             "reported": fact_json(snapshot.reported) if snapshot.reported else None,
             "as_of": _time(snapshot.as_of_ns)}
    if belief is not None:
        found["belief"] = belief_json(belief)
    return found


def commitment_json(commitment: Commitment) -> Dict[str, Any]:
    return {"id": commitment.id, "kind": commitment.kind.value, "owner": commitment.owner,
            "beneficiary": commitment.beneficiary, "action": commitment.action, "text": commitment.text,
            "status": commitment.status.value, "due": _time(commitment.due_ns), "recurrence": commitment.recurrence,
            "objects": list(commitment.objects), "created": format_iso(commitment.created_ns),
            "source_event_id": commitment.source_event_id, "closed": _time(commitment.closed_ns),
            "closed_by": commitment.closed_by, "requester": commitment.requester}


def episode_json(card: EpisodeCard) -> Dict[str, Any]:
    return {"id": card.id, "start": format_iso(card.start_ns), "end": format_iso(card.end_ns),
            "session_id": card.session_id, "boundary": card.boundary, "participants": list(card.participants),
            "locations": list(card.locations), "objects": list(card.objects), "summary": card.summary,
            "event_ids": list(card.event_ids)}
