#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for tests and CI, on 127.0.0.1 only (no systemd needed).
#   scripts/postgres.sh start   installs it with apt when missing (as root), initialises a fresh
#                               cluster in $PG_TEST_DIR and prints `export TEST_DATABASE_URL=...`
#                               (exits non-zero, saying why, when it cannot start)
#   scripts/postgres.sh stop    stops it and removes the cluster
#   scripts/postgres.sh kill    SIGKILLs the server and every process it started: a crash, not a
#                               shutdown (the crash test, docs/crash-safety.md)
#   scripts/postgres.sh resume  starts the same cluster again: PostgreSQL replays its WAL
# Authentication is `trust` on loopback: this server holds only test data and lives for one run.
# It prints TEST_DATABASE_URL, not DATABASE_URL: the tests read only the former, so the app's
# own variable never points them at a real database by accident (decision 014).
set -euo pipefail

PG_TEST_PORT="${PG_TEST_PORT:-55432}"
PG_TEST_DIR="${PG_TEST_DIR:-/tmp/saude-conveniada-postgres}"

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  if ! pg_bin >/dev/null; then
    if [ "$(id -u)" != 0 ]; then
      fail "PostgreSQL não encontrado. Instale com: sudo apt-get install -y postgresql"
    fi
    echo "Instalando PostgreSQL (apt)..." >&2
    apt-get update -qq >&2 || fail "apt-get update falhou"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2 ||
      fail "apt-get install postgresql falhou"
  fi
  local bin
  bin=$(pg_bin) || fail "initdb não encontrado em /usr/lib/postgresql/*/bin"
  stop_quietly
  rm -rf "$PG_TEST_DIR"
  mkdir -p "$PG_TEST_DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_TEST_DIR"
  if ! as_owner "$bin/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust -E UTF8 \
    --locale=C.UTF-8 >"$PG_TEST_DIR/initdb.log" 2>&1; then
    cat "$PG_TEST_DIR/initdb.log" >&2
    fail "initdb falhou em $PG_TEST_DIR/data"
  fi
  run_server "$bin"
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PG_TEST_PORT/postgres"
}

run_server() {
  if ! as_owner "$1/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PG_TEST_PORT -c unix_socket_directories=$PG_TEST_DIR -c fsync=off" \
    start >&2; then
    tail -n 20 "$PG_TEST_DIR/server.log" >&2 || true
    fail "o servidor não aceitou conexões em 127.0.0.1:$PG_TEST_PORT (log acima)"
  fi
}

# fsync=off loses data only when the machine itself stops; a killed server's writes are in the
# kernel's cache, which is what a process crash leaves.
kill_server() {
  local pid child
  pid=$(head -n 1 "$PG_TEST_DIR/data/postmaster.pid" 2>/dev/null) || fail "nenhum servidor em $PG_TEST_DIR"
  local children=()
  for status in /proc/[0-9]*/status; do
    if [ "$(awk '/^PPid:/ { print $2 }' "$status" 2>/dev/null)" = "$pid" ]; then
      child=${status#/proc/}
      children+=("${child%/status}")
    fi
  done
  kill -9 "$pid" "${children[@]}" 2>/dev/null || true
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  fail "o processo $pid não morreu"
}

resume() {
  local bin
  bin=$(pg_bin) || fail "initdb não encontrado em /usr/lib/postgresql/*/bin"
  run_server "$bin"
}

fail() {
  echo "PostgreSQL de teste não iniciou: $1" >&2
  exit 1
}

stop_quietly() {
  local bin
  bin=$(pg_bin) || return 0
  if [ -f "$PG_TEST_DIR/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -m fast -w stop >&2 || true
  fi
}

case "${1:-}" in
  start) start ;;
  stop) stop_quietly; rm -rf "$PG_TEST_DIR" ;;
  kill) kill_server ;;
  resume) resume ;;
  *) echo "uso: $0 start|stop|kill|resume" >&2; exit 2 ;;
esac
