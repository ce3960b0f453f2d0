#!/usr/bin/env bash
# Debian packages some tests use when present: a PostgreSQL server (the storage backend's tests
# start their own throwaway cluster) and espeak-ng (speech synthesis for the Whisper test).
# Installed only when missing and only where apt-get can run as root; tests skip with a reason
# otherwise, so this step never fails the run.
set -uo pipefail
missing=()
compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null || missing+=(postgresql)
command -v espeak-ng > /dev/null || missing+=(espeak-ng)
if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi
if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
  echo "test services: ${missing[*]} missing and cannot be installed here; their tests will skip" >&2
  exit 0
fi
echo "test services: installing ${missing[*]}"
{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
  > /tmp/install_test_services.log 2>&1 \
  || echo "test services: installing ${missing[*]} failed (see /tmp/install_test_services.log); their tests will skip" >&2
exit 0
