"""`python -m obsmem_ros.bench` (what `make bench` runs)."""
from obsmem_ros.bench.runner import bench_command

if __name__ == "__main__":
    bench_command(prog_name="python -m obsmem_ros.bench")
