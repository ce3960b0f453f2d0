#!/usr/bin/env bash
# Debian packages some tests use: a PostgreSQL server (the storage backend's tests start their own
# throwaway cluster) and espeak-ng (speech synthesis for the Whisper test). Installed only when
# missing and only where apt-get can run as root; also libusb-1.0, which open3d loads (setup.sh
# names it when missing).
# On a developer machine a missing service is a warning and its tests skip with the reason. In CI
# (CI set to a true value, as .ci/run does) the PostgreSQL tests must run, so a server that is
# missing after this step fails it loudly, with the install log.
set -uo pipefail
in_ci() { [[ "${CI:-}" =~ ^(1|true|TRUE|True|yes)$ ]]; }
has_postgres() { compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null; }
missing=()
has_postgres || missing+=(postgresql)
command -v espeak-ng > /dev/null || missing+=(espeak-ng)
[[ "$(/sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null)" == *libusb-1.0.so.0* ]] || missing+=(libusb-1.0-0)
log=/tmp/install_test_services.log
if [[ ${#missing[@]} -gt 0 ]]; then
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
    echo "test services: ${missing[*]} missing and cannot be installed here (needs root and apt-get)" >&2
  else
    echo "test services: installing ${missing[*]}"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
      > "$log" 2>&1 || echo "test services: installing ${missing[*]} failed (see $log)" >&2
  fi
fi
if ! has_postgres; then
  if in_ci; then
    echo "test services: no PostgreSQL server after installing; in CI its tests must run, failing" >&2
    [[ -f $log ]] && tail -n 40 "$log" >&2
    exit 1
  fi
  echo "test services: no PostgreSQL server; its tests will skip" >&2
fi
exit 0
