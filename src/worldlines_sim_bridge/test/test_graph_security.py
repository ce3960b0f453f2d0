"""SROS2 access control: the generated keystore, its governance and permissions, and nodes that
refuse to start in Enforce mode without a complete enclave."""
from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from cryptography import x509
from cryptography.x509.oid import NameOID

from obsmem_ros.nodes import ENCLAVE_FILES, EnclaveError, require_enclave
from worldlines_sim_bridge.graph import GraphError, config_dir, load_graph
from worldlines_sim_bridge.graph.keystore import ENCLAVE_FILES as WRITTEN_FILES
from worldlines_sim_bridge.graph.keystore import create_keystore
from worldlines_sim_bridge.graph.launchgen import render_profile
from worldlines_sim_bridge.graph.permissions import load_policy
from worldlines_sim_bridge.graph.processes import resolve_executable

OPENSSL = shutil.which("openssl")


@pytest.fixture(scope="module")
def policy():
    return load_policy(config_dir() / "security.yaml", load_graph())


@pytest.fixture(scope="module")
def keystore(tmp_path_factory, policy):
    root = tmp_path_factory.mktemp("sros2") / "keystore"
    create_keystore(root, policy)
    return root


def topics(xml_path: Path, kind: str) -> set:
    tree = ET.parse(xml_path)
    return {t.text for t in tree.getroot().iterfind(f"./permissions/grant/allow_rule/{kind}/topics/topic")}


def enclaves_allowed(keystore: Path, kind: str, topic: str) -> set:
    return {folder.name for folder in (keystore / "enclaves").iterdir()
            if folder.is_dir() and topic in topics(folder / "permissions.xml", kind)}


def test_every_node_of_the_graph_has_an_enclave_and_an_operator_enclave_exists(policy):
    assert set(policy.grants) == set(load_graph().nodes) | {"operator"}


def test_keystore_has_the_sros2_layout(keystore, policy):
    for name in ("ca", "identity_ca", "permissions_ca"):
        assert (keystore / "public" / f"{name}.cert.pem").is_file()
        assert (keystore / "private" / f"{name}.key.pem").stat().st_mode & 0o077 == 0
    assert (keystore / "enclaves" / "governance.p7s").is_file()
    for name in policy.grants:
        assert sorted(p.name for p in (keystore / "enclaves" / name).iterdir()) == sorted(WRITTEN_FILES)
    assert set(ENCLAVE_FILES) <= set(WRITTEN_FILES)  # what the nodes require is what the generator writes


def test_only_the_replay_perception_and_the_operator_may_publish_events(keystore):
    # perception publishes what it sees (RGB-D observations) and hears (utterances) as events
    assert enclaves_allowed(keystore, "publish", "rt/worldlines/events") == {"bag_replay", "operator", "perception"}
    assert enclaves_allowed(keystore, "subscribe", "rt/worldlines/events") == {"memory"}


@pytest.mark.parametrize("service", ["consolidate", "forget"])
def test_only_the_operator_may_call_consolidate_and_forget_and_only_memory_serves_them(keystore, service):
    request, reply = f"rq/obsmem/{service}Request", f"rr/obsmem/{service}Reply"
    assert enclaves_allowed(keystore, "publish", request) == {"operator"}
    assert enclaves_allowed(keystore, "subscribe", reply) == {"operator"}
    assert enclaves_allowed(keystore, "subscribe", request) == {"memory"}
    assert enclaves_allowed(keystore, "publish", reply) == {"memory"}


def test_memory_permissions_list_its_topics_and_node_basics_and_deny_the_rest(keystore):
    path = keystore / "enclaves" / "memory" / "permissions.xml"
    published, subscribed = topics(path, "publish"), topics(path, "subscribe")
    assert {"rt/obsmem/belief_changes", "rr/obsmem/queryReply", "rt/rosout", "rr/memory/*Reply"} <= published
    assert {"rt/worldlines/events", "rt/controller/feedback", "rt/memora/segments",
            "rq/obsmem/queryRequest", "rq/memory/*Request"} <= subscribed
    assert not any(t.startswith("rq/obsmem/") for t in published)
    root = ET.parse(path).getroot()
    assert root.findtext("./permissions/grant/subject_name") == "CN=/memory"
    assert root.findtext("./permissions/grant/default") == "DENY"


def test_action_grants_cover_the_five_action_topics(keystore):
    planner = keystore / "enclaves" / "planner" / "permissions.xml"
    controller = keystore / "enclaves" / "sim_controller" / "permissions.xml"
    goal = "mimir/execute_plan/_action/send_goal"
    assert {f"rq/{goal}Request", "rq/mimir/execute_plan/_action/get_resultRequest"} <= topics(planner, "publish")
    assert "rt/mimir/execute_plan/_action/feedback" in topics(planner, "subscribe")
    assert {f"rr/{goal}Reply", "rt/mimir/execute_plan/_action/status"} <= topics(controller, "publish")
    assert f"rq/{goal}Request" in topics(controller, "subscribe")


def test_governance_protects_discovery_and_liveliness_and_refuses_strangers(keystore):
    rule = ET.parse(keystore / "enclaves" / "governance.xml").getroot().find("./domain_access_rules/domain_rule")
    assert rule.findtext("allow_unauthenticated_participants") == "false"
    assert rule.findtext("enable_join_access_control") == "true"
    assert rule.findtext("rtps_protection_kind") in ("SIGN", "ENCRYPT")
    topic_rule = rule.find("./topic_access_rules/topic_rule")
    for flag in ("enable_discovery_protection", "enable_liveliness_protection", "enable_read_access_control",
                 "enable_write_access_control"):
        assert topic_rule.findtext(flag) == "true"


def test_enclave_certificates_are_issued_by_the_ca_to_the_enclave_name(keystore, policy):
    ca = x509.load_pem_x509_certificate((keystore / "public" / "ca.cert.pem").read_bytes())
    for name in policy.grants:
        cert = x509.load_pem_x509_certificate((keystore / "enclaves" / name / "cert.pem").read_bytes())
        cert.verify_directly_issued_by(ca)
        assert cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value == f"/{name}"


def smime_verify(signed: Path, ca: Path) -> subprocess.CompletedProcess:
    return subprocess.run([OPENSSL, "smime", "-verify", "-text", "-in", str(signed), "-CAfile", str(ca)],
                          capture_output=True, timeout=30)


@pytest.mark.skipif(OPENSSL is None, reason="openssl is not installed")
@pytest.mark.parametrize("document", ["permissions", "governance"])
def test_signed_documents_verify_against_the_permissions_ca(keystore, document):
    folder = keystore / "enclaves" / "memory"
    source = folder / "permissions.xml" if document == "permissions" else keystore / "enclaves" / "governance.xml"
    result = smime_verify(folder / f"{document}.p7s", folder / "permissions_ca.cert.pem")
    assert result.returncode == 0, result.stderr
    assert result.stdout.replace(b"\r\n", b"\n") == source.read_bytes()


@pytest.mark.skipif(OPENSSL is None, reason="openssl is not installed")
def test_a_tampered_permissions_file_fails_verification(keystore, tmp_path):
    signed = (keystore / "enclaves" / "planner" / "permissions.p7s").read_bytes()
    forged = tmp_path / "permissions.p7s"
    forged.write_bytes(signed.replace(b"<topic>rt/controller/feedback</topic>", b"<topic>rt/worldlines/events</topic>"))
    assert forged.read_bytes() != signed
    assert smime_verify(forged, keystore / "public" / "ca.cert.pem").returncode != 0


def test_a_second_create_refuses_to_replace_the_ca(keystore, policy):
    with pytest.raises(GraphError, match="already holds a CA"):
        create_keystore(keystore, policy)


def test_policy_naming_a_node_outside_the_graph_is_rejected(tmp_path):
    raw = yaml.safe_load((config_dir() / "security.yaml").read_text())
    raw["enclaves"]["intruder"] = {"publish": ["worldlines/events"]}
    path = tmp_path / "security.yaml"
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(GraphError, match="'intruder' is not a node of the graph"):
        load_policy(path, load_graph())


def test_launch_files_and_runner_pass_each_node_its_enclave():
    graph = load_graph()
    assert graph.node("memory").ros_args(graph.config)[-2:] == ["--enclave", "/memory"]
    assert 'ros_arguments=["--enclave", "/bag_replay"]' in render_profile(graph, "benchmark")


# --- the node-side check -----------------------------------------------------------------------
ENFORCE = {"ROS_SECURITY_ENABLE": "true", "ROS_SECURITY_STRATEGY": "Enforce"}


def test_the_check_is_off_unless_security_is_enabled_and_enforced(tmp_path):
    assert require_enclave([], {}) is None
    assert require_enclave([], {"ROS_SECURITY_ENABLE": "true", "ROS_SECURITY_STRATEGY": "Permissive"}) is None


def test_enforced_without_a_keystore_names_the_variable():
    with pytest.raises(EnclaveError, match="ROS_SECURITY_KEYSTORE is not set"):
        require_enclave(["--ros-args", "--enclave", "/memory"], ENFORCE)


def test_complete_enclave_is_found_from_the_argument_or_the_override(keystore):
    env = {**ENFORCE, "ROS_SECURITY_KEYSTORE": str(keystore)}
    assert require_enclave(["x", "--ros-args", "-r", "__node:=memory", "--enclave", "/memory"], env) == \
        keystore / "enclaves" / "memory"
    assert require_enclave(["--ros-args", "-e", "/nowhere"], {**env, "ROS_SECURITY_ENCLAVE_OVERRIDE": "/planner"}) == \
        keystore / "enclaves" / "planner"


def test_incomplete_enclave_names_the_missing_files(keystore, tmp_path):
    partial = tmp_path / "ks"
    shutil.copytree(keystore, partial)
    (partial / "enclaves" / "memory" / "permissions.p7s").unlink()
    (partial / "enclaves" / "memory" / "cert.pem").write_bytes(b"")
    with pytest.raises(EnclaveError, match=r"enclave '/memory' .* missing or empty cert.pem, permissions.p7s"):
        require_enclave(["--ros-args", "--enclave", "/memory"], {**ENFORCE, "ROS_SECURITY_KEYSTORE": str(partial)})


@pytest.mark.ros
@pytest.mark.parametrize("case", ["no_enclave", "incomplete"])
def test_memory_node_refuses_to_start_in_enforce_mode_without_its_enclave(keystore, tmp_path, monkeypatch, case):
    store = tmp_path / "ks"
    shutil.copytree(keystore, store)
    enclave = "/memory"
    if case == "no_enclave":
        enclave = "/not_a_node"
    else:
        (store / "enclaves" / "memory" / "governance.p7s").unlink()
    db = tmp_path / "home.db"
    env = {**ENFORCE, "ROS_SECURITY_KEYSTORE": str(store)}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    exe = resolve_executable("obsmem_ros", "memory_node")
    result = subprocess.run([str(exe), "--ros-args", "-p", f"db_path:={db}", "--enclave", enclave],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert f"enclave {enclave!r}" in result.stderr and "worldlines-graph security create" in result.stderr
    assert ("governance.p7s" in result.stderr) if case == "incomplete" else ("cert.pem" in result.stderr)
    assert "Traceback" not in result.stderr
    assert not db.exists()  # refused before the store was opened
