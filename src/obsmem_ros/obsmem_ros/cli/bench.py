"""``obsmem bench``: the memory benchmark (the same command as ``python -m obsmem_ros.bench``)."""
from obsmem_ros.bench.runner import bench_command

__all__ = ["bench_command"]
