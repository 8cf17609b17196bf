#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb on a temp folder, pg_ctl on a free local port, the
# command with VIDHI_TEST_DATABASE_URL pointing at it, then the cluster stopped and removed, also when the command
# fails. Installs Debian's postgresql when it is missing (as root, or through sudo). As root, the cluster runs as the
# postgres user, as PostgreSQL requires.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
dir=$(mktemp -d /tmp/vidhi-pg-XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
stop() {
  as_pg "$bin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
as_pg "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
as_pg "$bin/pg_ctl -D $dir/data -l $dir/log -w -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
VIDHI_TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres" "$@"
