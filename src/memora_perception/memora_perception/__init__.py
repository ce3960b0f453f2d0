"""memora_perception: MEMORA's perception and EPIC-KITCHENS side of the suite.

- `core`: plain Python (segmenter, speech, perception backends, EPIC ingestion, MEMORA memory,
  EAM-QA answering, planning replay, reports); see `core/__init__.py` for its public API.
- `nodes`: the perception node publishing `obsmem_interfaces/msg/SegmentRecord`.
- `cli`: the `memora` command.
"""
