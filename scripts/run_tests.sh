#!/usr/bin/env bash
# Run the whole test suite; "no tests collected" (pytest exit 5) is a failure, never a pass.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
.venv/bin/python -m pytest "$@"
rc=$?
if [[ $rc -eq 5 ]]; then
  echo "run_tests: pytest collected no tests; failing" >&2
  exit 1
fi
exit $rc
