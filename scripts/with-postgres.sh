#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster on a free port, with INBOX_TEST_PG_URL pointing at it;
# the cluster is stopped and removed afterwards, whatever the command's outcome.
#   scripts/with-postgres.sh npx jest __tests__/inbox
set -euo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi
BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ ! -x "$BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries (apt-get install -y postgresql)" >&2
  exit 2
fi
dir=$(mktemp -d /tmp/vayu-pg.XXXXXX)
# PostgreSQL refuses to run as root: as root it runs as the postgres user.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg "$BIN/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
export INBOX_TEST_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $INBOX_TEST_PG_URL" >&2
set +e
"$@"
status=$?
set -e
exit $status
