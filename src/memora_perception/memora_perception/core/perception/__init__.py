"""Perception backends behind one Protocol, built by name through a typed registry.

`annotation` (EPIC-KITCHENS narrations), `sim` (WorldLines trace events), `qwen` (Qwen2.5-VL from a
local folder), `endpoint` (OpenAI-compatible chat endpoint). Heavy dependencies load on first use.
"""
from .protocol import PerceptionBackend
from .registry import BACKENDS, create_backend

__all__ = ["BACKENDS", "PerceptionBackend", "create_backend"]
