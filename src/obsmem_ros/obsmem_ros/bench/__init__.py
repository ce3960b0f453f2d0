"""The ObsMem memory benchmark (`python -m obsmem_ros.bench`, `obsmem bench`, `make bench`).

Builds memories of 10k, 100k and 1M events from a synthetic household trace
(`household.HouseholdTrace`), each in its own process, and reports ingest rate, structured query
latency (the engine's default parser, the language layer, its parse included), the language
parser's parse latency and free-text query latency (answered as a Query with the language parser:
one sentence embedding shared by the parse and the text search) p50/p95 in wall and CPU time,
database bytes per event, peak RSS, the growth ratio of query latency between the largest and
smallest size, and (with `--ros`) the latency of the memory node's `Query` service. Results go to
`<out>/bench.json`, `<out>/bench.png` and one JSONL row per query in `<out>/size-<label>.jsonl`.
"""
from .household import HouseholdTrace
from .runner import bench_command, parse_sizes, run_bench

__all__ = ["HouseholdTrace", "bench_command", "parse_sizes", "run_bench"]
