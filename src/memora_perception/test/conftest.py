"""Shared fixtures: the EPIC-KITCHENS / MEMORA-Bench slices in test/data, and a memory built once."""
from __future__ import annotations

from pathlib import Path

import pytest

from memora_perception.core.epic import load_narrations
from memora_perception.core.pipeline import build_memory

DATA = Path(__file__).with_name("data")
SLICE_CSV = DATA / "epic_p03_slice.csv"
QUESTIONS = DATA / "p03_questions_slice.json"
REPLAY_TASKS = DATA / "p03_replay_slice.json"
GENERALIZE_TASKS = DATA / "p03_generalize_slice.json"


@pytest.fixture(scope="session")
def narrations():
    return load_narrations([SLICE_CSV], "P03")


@pytest.fixture(scope="session")
def memory(narrations):
    return build_memory(narrations, "P03")


@pytest.fixture(scope="session")
def data() -> Path:
    """The test data folder (slices of EPIC-KITCHENS-100 and MEMORA-Bench; credit in CREDIT.md)."""
    return DATA
