"""`worldlines-graph`: start the suite's node graph here, or render its launch files.

    worldlines-graph up --profile sim          # start, wait until services answer, run until Ctrl-C
    worldlines-graph up --profile memory --check   # start, verify, print, stop
    worldlines-graph generate-launch --out launch
    worldlines-graph list
    worldlines-graph security create --keystore keystore   # SROS2 keystore, one enclave per node
    worldlines-graph soak --events 20000 --out results/soak  # stream events + queries through the memory node
    worldlines-graph sensors --bag D/bag --db results/sensors/home.db --target mug   # sensor bag -> perception -> memory
"""
from __future__ import annotations

import signal
import sys
import threading
from pathlib import Path
from typing import Any

import click
import yaml
from rich.console import Console
from rich.table import Table

from .graph import GraphError, config_dir, load_graph
from .graph.keystore import create_keystore
from .graph.launchgen import write_launch_files
from .graph.permissions import load_policy
from .graph.processes import NodeProcess, ProcessGraph

console = Console(width=None if sys.stdout.isatty() else 160)


def _parse_sets(sets: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """``node.param=value`` pairs (values parsed as YAML scalars) grouped by node."""
    out: dict[str, dict[str, Any]] = {}
    for item in sets:
        key, sep, value = item.partition("=")
        node, dot, param = key.partition(".")
        if not sep or not dot or not node or not param:
            raise click.BadParameter(f"{item!r}: expected NODE.PARAM=VALUE", param_hint="--set")
        out.setdefault(node, {})[param] = yaml.safe_load(value)
    return out


def _wait_ready(graph: ProcessGraph, specs: list, timeout: float) -> None:
    from obsmem_interfaces import srv as obsmem_srv  # noqa: PLC0415 - rclpy side only when waiting

    from obsmem_ros.nodes import ros_node, wait_for_nodes, wait_for_service

    graph.wait_alive(1.0)
    with ros_node("worldlines_graph_runner") as node:
        wait_for_nodes(node, [s.name for s in specs], timeout=timeout)
        for spec in specs:
            for service in spec.services:
                srv_type = getattr(obsmem_srv, service.type.rsplit("/", 1)[-1])
                node.destroy_client(wait_for_service(node, srv_type, service.name, timeout=timeout))


def _print_running(graph: ProcessGraph, profile: str) -> None:
    table = Table(title=f"worldlines-graph: profile {profile!r} is up")
    for col in ("node", "package", "executable", "pid", "services", "log"):
        table.add_column(col)
    for proc in graph.nodes:
        services = ", ".join(s.name for s in proc.spec.services) or "-"
        table.add_row(proc.spec.name, proc.spec.package, proc.spec.executable, str(proc.pid), services, str(proc.log_path))
    console.print(table)


@click.group()
def cli() -> None:
    """Start the suite's node graph as separate processes, or render its launch files."""


@cli.command()
@click.option("--profile", default="sim", show_default=True, help="Profile of config/graph.yaml.")
@click.option("--set", "sets", multiple=True, metavar="NODE.PARAM=VALUE", help="Override a node parameter.")
@click.option("--log-dir", type=click.Path(path_type=Path), default=Path("results/graph-logs"), show_default=True)
@click.option("--timeout", type=float, default=60.0, show_default=True, help="Seconds to wait for services.")
@click.option("--check", is_flag=True, help="Stop again once everything answers (a smoke test).")
def up(profile: str, sets: tuple[str, ...], log_dir: Path, timeout: float, check: bool) -> None:
    """Start a profile's nodes, wait until their services answer, run until Ctrl-C."""
    spec = load_graph()
    overrides = _parse_sets(sets)
    pairs = spec.profile_nodes(profile)
    unknown = set(overrides) - {n.name for n, _ in pairs}
    if unknown:
        raise GraphError(f"--set names nodes not in profile {profile!r}: {', '.join(sorted(unknown))}.")
    procs = [
        NodeProcess.from_spec(n, extra_params=extra, params=overrides.get(n.name), log_dir=log_dir)
        for n, extra in pairs
    ]
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    with ProcessGraph(procs) as graph:
        _wait_ready(graph, [p.spec for p in procs], timeout)
        _print_running(graph, profile)
        if check:
            return
        console.print("Press Ctrl-C to stop.")
        while not stop.wait(0.5):
            if graph.dead():
                node = graph.dead()[0]
                raise GraphError(f"Node {node.spec.name!r} exited with {node.proc.returncode}:\n{node.output()[-2000:]}")
    console.print("worldlines-graph: stopped every node.")


@cli.command("generate-launch")
@click.option("--out", type=click.Path(path_type=Path), default=Path("launch"), show_default=True)
def generate_launch(out: Path) -> None:
    """Render launch/<profile>.launch.py from config/graph.yaml."""
    for path in write_launch_files(load_graph(), out):
        console.print(f"wrote {path}")


@cli.group()
def security() -> None:
    """SROS2 access control for the graph (config/security.yaml)."""


@security.command("create")
@click.option("--keystore", type=click.Path(path_type=Path), required=True, help="New keystore folder.")
@click.option("--enclave", "enclaves", multiple=True, help="Only these enclaves (default: every one).")
def security_create(keystore: Path, enclaves: tuple[str, ...]) -> None:
    """Create a keystore: CA, signed governance, one enclave per node with signed permissions."""
    policy = load_policy(config_dir() / "security.yaml", load_graph())
    for folder in create_keystore(keystore, policy, enclaves=enclaves):
        console.print(f"enclave {folder}")
    console.print(f"export ROS_SECURITY_KEYSTORE={keystore.resolve()} ROS_SECURITY_ENABLE=true "
                  "ROS_SECURITY_STRATEGY=Enforce")


@cli.command()
@click.option("--events", type=click.IntRange(min=1), default=1_000_000, show_default=True)
@click.option("--chunk", type=click.IntRange(min=1), default=200, show_default=True,
              help="Events published between acknowledgement waits.")
@click.option("--query-period", type=float, default=0.25, show_default=True, help="Seconds between Query calls.")
@click.option("--out", type=click.Path(path_type=Path), default=Path("results/soak"), show_default=True)
def soak(events: int, chunk: int, query_period: float, out: Path) -> None:
    """Stream events through the memory node with concurrent queries; report loss, latency, RSS."""
    from .graph.soak import SoakSettings, run_soak  # noqa: PLC0415 - rclpy only for this command

    report = run_soak(SoakSettings(events=events, chunk=chunk, query_period_s=query_period), out)
    console.print(f"sent {report['sent']} received {report['received']} stored {report['stored']} "
                  f"lost {report['lost']} in {report['seconds']} s ({report['events_per_s']} ev/s); "
                  f"{report['queries']} queries p50 {report['query_p50_ms']} ms p95 {report['query_p95_ms']} ms, "
                  f"{report['query_errors']} errors; RSS {report['rss_start_mb']} -> {report['rss_end_mb']} MiB "
                  f"(max {report['rss_max_mb']}); wrote {out / 'soak.json'} and {out / 'soak.png'}")
    for w in report["latency_windows"]:
        console.print(f"  {w['t_from_s']:>8}-{w['t_to_s']:<8} s: {w['events_sent']:>8} events sent, "
                      f"{w['queries']:>4} queries, p50 {w['p50_ms']:>8} ms p95 {w['p95_ms']:>8} ms")
    if report["lost"] or not report["node_alive"]:
        sys.exit(1)


@cli.command()
@click.option("--bag", type=click.Path(exists=True, file_okay=False, path_type=Path), required=True,
              help="Sensor bag folder (D/bag of `worldlines sensors --out D`).")
@click.option("--db", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The memory's SQLite file (memory and planner share it; a fresh file for a clean run).")
@click.option("--target", required=True, help="What to ask for, in words (e.g. mug): Query and Ground.")
@click.option("--question", default="", help="The Query question (default: 'Where is the TARGET?').")
@click.option("--rate", type=click.FloatRange(min=0), default=1.0, show_default=True,
              help="Replay speed (1 = recorded, 0 = as fast as possible).")
@click.option("--timeout", type=float, default=300.0, show_default=True, help="Seconds for the whole run.")
@click.option("--log-dir", type=click.Path(path_type=Path), default=Path("results/graph-logs"), show_default=True)
def sensors(bag: Path, db: Path, target: str, question: str, rate: float, timeout: float, log_dir: Path) -> None:
    """Replay a sensor bag through perception into memory (profile `sensors`), then Query and Ground."""
    import json  # noqa: PLC0415

    from .graph.sensor_run import SensorRunSettings, run_sensor_graph  # noqa: PLC0415 - rclpy only here

    settings = SensorRunSettings(bag=bag, db=db, question=question or f"Where is the {target}?", target=target,
                                 rate=rate, timeout_s=timeout, log_dir=log_dir)
    click.echo(json.dumps(run_sensor_graph(settings), indent=2))


@cli.command("list")
def list_graph() -> None:
    """Show the profiles and their nodes."""
    spec = load_graph()
    for name, prof in sorted(spec.profiles.items()):
        console.print(f"[bold]{name}[/bold]: {prof.description}")
        for node, extra in spec.profile_nodes(name):
            console.print(f"  {node.name}: {node.package}/{node.executable} params={list(node.params + extra)}")


def main() -> None:
    try:
        cli(standalone_mode=False)
    except GraphError as err:
        click.echo(f"worldlines-graph: error: {err}", err=True)
        sys.exit(1)
    except click.ClickException as err:
        err.show()
        sys.exit(err.exit_code)
    except click.exceptions.Abort:
        sys.exit(130)


if __name__ == "__main__":
    main()
