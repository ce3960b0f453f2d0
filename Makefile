# The two commands: `make demo` (main job) and `make test` (whole suite). Both set up first.
VENV ?= .venv
PY := $(VENV)/bin/python
DATA ?= results/demo

.PHONY: setup demo test test-fast test-ros bench clean

setup:
	@bash scripts/setup.sh

demo: setup
	@$(PY) -m worldlines_sim_bridge.demo --out $(DATA)

test: setup
	@bash scripts/run_tests.sh

test-fast: setup
	@$(PY) -m pytest -m "not ros and not slow" -q

test-ros: setup
	@$(PY) -m pytest -m ros -q

bench: setup
	@$(PY) -m obsmem_ros.bench

clean:
	rm -rf build $(VENV) results .pytest_cache
