#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the API test suite.
#   pg-test-server.sh start   prints DATABASE_URL=postgres://...
#   pg-test-server.sh stop    stops it and removes its files
# Installs Debian's postgresql with apt-get when no server binaries are found.
set -euo pipefail
# PG_TEST_OPTIONS adds server settings (`-c name=value ...`; bench/manufacturer-scale.mjs).
# PG_TEST_STATE lets a second server (benchmarks) run beside the test suite's without clobbering it.
STATE=${PG_TEST_STATE:-/tmp/portal-pg-test.state}

find_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

start() {
  local bin
  bin=$(find_bin)
  if [ -z "$bin" ]; then
    echo "[pg] installing postgresql with apt-get" >&2
    if [ "$(id -u)" = 0 ]; then apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2; else sudo apt-get update -qq >&2 && sudo apt-get install -y -qq postgresql >&2; fi
    bin=$(find_bin)
  fi
  [ -x "$bin/initdb" ] || { echo "[pg] no PostgreSQL server binaries" >&2; exit 1; }
  local dir port
  dir=$(mktemp -d /tmp/portal-pg-XXXXXX)
  port=$((54000 + RANDOM % 1000))
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  as_owner "'$bin/initdb' -D '$dir/data' -U postgres -A trust --no-instructions >/dev/null"
  as_owner "'$bin/pg_ctl' -D '$dir/data' -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200 ${PG_TEST_OPTIONS:-}\" -l '$dir/log' -w start >/dev/null"
  "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -q -c "CREATE DATABASE portal" >/dev/null
  echo "$bin $dir" > "$STATE"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/portal"
}

stop() {
  [ -f "$STATE" ] || exit 0
  read -r bin dir < "$STATE"
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
  rm -rf "$dir" "$STATE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
