#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster for the tests and print its URL (for QUIVER_TEST_PG).
#   eval "$(tools/test_postgres.sh start [DIR] [PORT])"   ->  export QUIVER_TEST_PG=...
#   (no PORT, or an empty one: a free port is picked)
#   tools/test_postgres.sh stop [DIR]
# Runs the server as the `postgres` user when started as root (PostgreSQL refuses root).
# The cluster trusts local connections only: it listens on 127.0.0.1 and a private socket.
set -euo pipefail
cmd=${1:-start}
dir=${2:-/tmp/quiver-test-pg}
port=${3:-}
if [ -z "$port" ]; then
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "no PostgreSQL found under /usr/lib/postgresql" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
  start)
    if [ ! -s "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_pg "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
    fi
    if ! as_pg "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_pg "$bin/pg_ctl" -D "$dir" -w -t 60 -l "$dir/server.log" \
        -o "-h 127.0.0.1 -p $port -k $dir" start >/dev/null
    fi
    echo "export QUIVER_TEST_PG=postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop [DIR] [PORT]" >&2; exit 2 ;;
esac
