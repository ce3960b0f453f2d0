"""The graph's access policy (``config/security.yaml``) as DDS Security governance and permissions XML.

ROS 2 maps its names to DDS topics: a topic ``a/b`` is ``rt/a/b``; a service ``s`` is the pair
``rq/sRequest`` (client writes, server reads) and ``rr/sReply`` (server writes, client reads); an
action ``x`` is three services (``x/_action/send_goal``, ``cancel_goal``, ``get_result``) and two
topics (``x/_action/feedback``, ``status``) the server writes. Every enclave also gets what each
ROS node needs to exist: ``rosout``, ``parameter_events``, Fast DDS's ``ros_discovery_info`` and
its own parameter services. The XML follows the OMG DDS Security 1.1 schemas, as SROS2 writes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from .errors import GraphError
from .spec import GraphSpec

_GRANT_KINDS = ("publish", "subscribe", "serve", "call", "serve_actions", "call_actions")
_ACTION_SERVICES = ("send_goal", "cancel_goal", "get_result")
_ACTION_TOPICS = ("feedback", "status")
_NODE_PUBLISH = ("rt/rosout", "rt/parameter_events", "ros_discovery_info")
_NODE_SUBSCRIBE = ("rt/parameter_events", "ros_discovery_info")
OPERATOR = "operator"


@dataclass(frozen=True)
class EnclaveGrant:
    """What one enclave may do, in ROS names (no leading slash)."""

    name: str
    publish: tuple[str, ...] = ()
    subscribe: tuple[str, ...] = ()
    serve: tuple[str, ...] = ()
    call: tuple[str, ...] = ()
    serve_actions: tuple[str, ...] = ()
    call_actions: tuple[str, ...] = ()

    @property
    def enclave(self) -> str:
        """The SROS2 enclave path (``/memory``): ``--enclave`` and the certificate's common name."""
        return f"/{self.name}"

    def dds_publish(self) -> tuple[str, ...]:
        """DDS topics this enclave may write."""
        topics = [f"rt/{t}" for t in self.publish]
        topics += [f"rr/{s}Reply" for s in self.serve] + [f"rq/{s}Request" for s in self.call]
        for action in self.serve_actions:
            topics += [f"rr/{action}/_action/{s}Reply" for s in _ACTION_SERVICES]
            topics += [f"rt/{action}/_action/{t}" for t in _ACTION_TOPICS]
        for action in self.call_actions:
            topics += [f"rq/{action}/_action/{s}Request" for s in _ACTION_SERVICES]
        topics += [*_NODE_PUBLISH, f"rr/{self.name}/*Reply"]
        return tuple(dict.fromkeys(topics))

    def dds_subscribe(self) -> tuple[str, ...]:
        """DDS topics this enclave may read."""
        topics = [f"rt/{t}" for t in self.subscribe]
        topics += [f"rq/{s}Request" for s in self.serve] + [f"rr/{s}Reply" for s in self.call]
        for action in self.serve_actions:
            topics += [f"rq/{action}/_action/{s}Request" for s in _ACTION_SERVICES]
        for action in self.call_actions:
            topics += [f"rr/{action}/_action/{s}Reply" for s in _ACTION_SERVICES]
            topics += [f"rt/{action}/_action/{t}" for t in _ACTION_TOPICS]
        topics += [*_NODE_SUBSCRIBE, f"rq/{self.name}/*Request"]
        return tuple(dict.fromkeys(topics))


@dataclass(frozen=True)
class SecurityPolicy:
    """Every enclave's grant, the ROS domain ids covered and the certificates' validity."""

    grants: dict[str, EnclaveGrant]
    domain_ids: tuple[int, int] = (0, 232)
    validity_days: int = 3650

    def grant(self, name: str) -> EnclaveGrant:
        if name not in self.grants:
            raise GraphError(f"Unknown enclave {name!r}; known enclaves: {', '.join(sorted(self.grants))}.")
        return self.grants[name]


def _names(raw: Any, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(n, str) and n.strip("/") for n in raw):
        raise GraphError(f"{where}: expected a list of ROS names, got {raw!r}.")
    return tuple(n.strip("/") for n in raw)


def load_policy(path: Path, graph: GraphSpec) -> SecurityPolicy:
    """Read ``security.yaml``; every enclave but ``operator`` must be a node of the graph, and every
    node of the graph must have an enclave."""
    try:
        raw = yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as err:
        raise GraphError(f"Could not read the security policy at {path}: {err}.") from err
    enclaves = raw.get("enclaves") if isinstance(raw, dict) else None
    if not isinstance(enclaves, dict):
        raise GraphError(f"{path}: expected a mapping with 'enclaves'.")
    grants = {}
    for name, entry in enclaves.items():
        where = f"{path.name} enclaves.{name}"
        if name != OPERATOR and name not in graph.nodes:
            raise GraphError(f"{where}: {name!r} is not a node of the graph ({', '.join(sorted(graph.nodes))}).")
        entry = entry or {}
        unknown = sorted(set(entry) - set(_GRANT_KINDS))
        if unknown:
            raise GraphError(f"{where}: unknown field {unknown[0]!r}; known: {', '.join(_GRANT_KINDS)}.")
        grants[name] = EnclaveGrant(name, **{k: _names(entry.get(k, []), f"{where}.{k}") for k in _GRANT_KINDS})
    missing = sorted(set(graph.nodes) - set(grants))
    if missing:
        raise GraphError(f"{path}: node {missing[0]!r} of the graph has no enclave.")
    low, high = raw.get("domain_ids", [0, 232])
    return SecurityPolicy(grants=grants, domain_ids=(int(low), int(high)),
                          validity_days=int(raw.get("validity_days", 3650)))


def governance_xml(policy: SecurityPolicy) -> str:
    """Domain-wide rules: only authenticated participants join; discovery, liveliness and every
    RTPS message are encrypted; every topic is access-controlled for reading and writing."""
    low, high = policy.domain_ids
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-Security/20170801/omg_shared_ca_governance.xsd">
  <domain_access_rules>
    <domain_rule>
      <domains>
        <id_range><min>{low}</min><max>{high}</max></id_range>
      </domains>
      <allow_unauthenticated_participants>false</allow_unauthenticated_participants>
      <enable_join_access_control>true</enable_join_access_control>
      <discovery_protection_kind>ENCRYPT</discovery_protection_kind>
      <liveliness_protection_kind>ENCRYPT</liveliness_protection_kind>
      <rtps_protection_kind>ENCRYPT</rtps_protection_kind>
      <topic_access_rules>
        <topic_rule>
          <topic_expression>*</topic_expression>
          <enable_discovery_protection>true</enable_discovery_protection>
          <enable_liveliness_protection>true</enable_liveliness_protection>
          <enable_read_access_control>true</enable_read_access_control>
          <enable_write_access_control>true</enable_write_access_control>
          <metadata_protection_kind>ENCRYPT</metadata_protection_kind>
          <data_protection_kind>ENCRYPT</data_protection_kind>
        </topic_rule>
      </topic_access_rules>
    </domain_rule>
  </domain_access_rules>
</dds>
"""


def _topics(kind: str, topics: tuple[str, ...]) -> str:
    items = "".join(f"            <topic>{escape(t)}</topic>\n" for t in topics)
    return f"        <{kind}>\n          <topics>\n{items}          </topics>\n        </{kind}>\n"


def permissions_xml(policy: SecurityPolicy, name: str, *, not_before: datetime, not_after: datetime) -> str:
    """One enclave's permissions: allow exactly its topics, deny everything else."""
    grant = policy.grant(name)
    low, high = policy.domain_ids
    stamp = "%Y-%m-%dT%H:%M:%S"
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<dds xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.omg.org/spec/DDS-Security/20170801/omg_shared_ca_permissions.xsd">
  <permissions>
    <grant name="{escape(grant.enclave)}">
      <subject_name>CN={escape(grant.enclave)}</subject_name>
      <validity>
        <not_before>{not_before.strftime(stamp)}</not_before>
        <not_after>{not_after.strftime(stamp)}</not_after>
      </validity>
      <allow_rule>
        <domains>
          <id_range><min>{low}</min><max>{high}</max></id_range>
        </domains>
{_topics("publish", grant.dds_publish())}{_topics("subscribe", grant.dds_subscribe())}      </allow_rule>
      <default>DENY</default>
    </grant>
  </permissions>
</dds>
"""
