"""The scoreboard: this run's systems side by side, beside the paper's published figures.

The published figures come from the WorldLines / ObsMem paper's own benchmark, not from this
run; they are printed in a separate, labelled block so nobody mistakes them for measurements.
"""
from __future__ import annotations

import sys

from dataclasses import dataclass
from typing import Any, Mapping

from rich.console import Console
from rich.table import Table


@dataclass(frozen=True)
class PublishedFigure:
    """One system's headline numbers as printed in the paper."""

    system: str
    judge: float
    event_r5: float


PUBLISHED_FIGURES: tuple[PublishedFigure, ...] = (
    PublishedFigure("ObsMem", 0.713, 0.537),
    PublishedFigure("A-mem", 0.575, 0.355),
    PublishedFigure("Mem0", 0.554, 0.378),
)
PUBLISHED_LABEL = "Published figures on the paper's benchmark (not measured in this run)"


def _number(value: Any) -> str:
    return "-" if value is None else f"{value:.3f}"


def scoreboard_tables(summaries: Mapping[str, Mapping[str, Any]], *, title: str = "This run") -> tuple[Table, Table]:
    """Two rich tables: this run's systems, and the published figures."""
    run = Table(title=title, caption="R@5 = Event R@5, S@5 = Session Any@5, MH = StateMultiHop, Hid = Hidden Judge")
    for column in ("system", "Judge", "Perfect", "R@5", "S@5", "MH R@5", "Hid", "p50 ms", "n"):
        run.add_column(column, justify="left" if column == "system" else "right")
    for system, summary in sorted(summaries.items(), key=lambda item: -(item[1].get("judge") or 0.0)):
        latency = summary.get("latency_ms") or {}
        run.add_row(system, _number(summary.get("judge")), _number(summary.get("perfect")),
                    _number(summary.get("event_r5")), _number(summary.get("session_any5")),
                    _number(summary.get("state_multihop_event_r5")), _number(summary.get("hidden_judge")),
                    _number(latency.get("p50")), str(summary.get("n", "-")))
    published = Table(title=PUBLISHED_LABEL)
    for column in ("system (paper)", "Judge", "Event R@5"):
        published.add_column(column, justify="left" if column.startswith("system") else "right")
    for figure in PUBLISHED_FIGURES:
        published.add_row(figure.system, _number(figure.judge), _number(figure.event_r5))
    return run, published


def print_scoreboard(summaries: Mapping[str, Mapping[str, Any]], *, console: Console | None = None,
                     title: str = "This run") -> None:
    """Print this run's table, then the published figures, clearly labelled."""
    out = console if console is not None else Console(width=None if sys.stdout.isatty() else 140)
    run, published = scoreboard_tables(summaries, title=title)
    out.print(run)
    out.print(published)
