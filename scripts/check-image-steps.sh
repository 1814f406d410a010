#!/usr/bin/env bash
# Runs the Dockerfile's steps without Docker (docs/deploy.md): a clean copy of the repository
# (the files git knows, as `COPY . .` would see them), `npm ci` and the build in one folder, then
# `npm ci --omit=dev` in a second folder with only what the final stage copies, and the server
# started there on a fresh PostgreSQL database until /api/health and /api/ready answer 200 and a
# page renders. Then it stops the server (SIGTERM), drops the database and removes both folders.
#
#   scripts/check-image-steps.sh            # PostgreSQL at postgres://postgres@127.0.0.1:5432
#   PG_URL=postgres://user:pw@host:5432 PORT=3999 scripts/check-image-steps.sh
#
# Keep the steps in line with the Dockerfile when either changes.
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
pg_url=${PG_URL:-postgres://postgres@127.0.0.1:5432}
port=${PORT:-3999}
db="codeschool_image_check_$$"
work=$(mktemp -d)
server_pid=""

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -TERM "$server_pid" || true; fi
  psql "$pg_url/postgres" -qc "drop database if exists $db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

step "Copy of the repository in $work/build"
mkdir -p "$work/build" "$work/runtime"
(cd "$repo" && git ls-files --cached --others --exclude-standard -z | xargs -0 -I{} cp --parents {} "$work/build/" 2>/dev/null || true)
# Files deleted in the work tree but still in the index are skipped above; check the essentials.
for file in package.json package-lock.json Dockerfile vite.config.ts scripts/start.ts; do
  test -f "$work/build/$file" || { echo "missing $file"; exit 1; }
done

step "Build stage: npm ci"
cd "$work/build"
npm ci --no-audit --no-fund --loglevel=error
# The build stage runs on Node 24 (the image's node:24); so does this script, with the node
# package the lockfile pins (a development dependency, present after the full npm ci).
node24="$work/build/node_modules/node/bin/node"
"$node24" --version | grep -q '^v24\.' || { echo "Node 24 expected"; exit 1; }
export PATH="$(dirname "$node24"):$PATH"

step "Build stage: vite build and the start-up scripts"
npx vite build >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
npx esbuild scripts/db-seed.ts scripts/db-migrate.ts scripts/create-super.ts \
  --bundle --platform=node --format=esm --target=node24 --packages=external \
  --outdir=dist/server/scripts --out-extension:.js=.mjs --log-level=warning

step "Final stage: npm ci --omit=dev in $work/runtime"
cd "$work/runtime"
cp "$work/build/package.json" "$work/build/package-lock.json" .
npm ci --omit=dev --no-audit --no-fund --loglevel=error
npm cache clean --force >/dev/null 2>&1 || true
# Development-only packages must be absent. (vite and tsx may be present: the lockfile marks them
# devOptional, optional peers of runtime packages; the server never runs them, and the start
# script takes the bundled seed, so nothing below depends on them.)
for dev_only in vitest @biomejs/biome @playwright/test knip drizzle-kit typescript; do
  test ! -e "node_modules/$dev_only" || { echo "development package $dev_only in the final stage"; exit 1; }
done
mv node_modules/.bin/tsx node_modules/.bin/tsx.unused 2>/dev/null || true
cp -r "$work/build/dist" ./dist
cp -r "$work/build/drizzle" ./drizzle
cp "$work/build/app.config.ts" "$work/build/tsconfig.json" .
mkdir -p scripts && cp "$work/build/scripts/start.ts" scripts/
cp -r "$work/build/src" ./src
mkdir -p .data

step "Fresh PostgreSQL database $db"
psql "$pg_url/postgres" -qc "create database $db" >/dev/null

step "Start the server (node scripts/start.ts) on port $port"
NODE_ENV=production PORT=$port HOST=127.0.0.1 DATABASE_URL="$pg_url/$db" PRODUCT_HOST="localhost:$port" \
  "$node24" scripts/start.ts >"$work/server.log" 2>&1 &
server_pid=$!

ready=""
for _ in $(seq 1 120); do
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "the server stopped:"; cat "$work/server.log"; exit 1; fi
  if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then ready=yes; break; fi
  sleep 1
done
[ -n "$ready" ] || { echo "not ready after 120 s:"; tail -40 "$work/server.log"; exit 1; }

step "Probes"
health=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")
readiness=$(curl -sS "http://127.0.0.1:$port/api/ready")
login=$(curl -sS -o "$work/login.html" -w '%{http_code}' -H "Host: localhost:$port" "http://127.0.0.1:$port/login")
echo "GET /api/health → $health; GET /api/ready → $readiness; GET /login → $login"
[ "$health" = 200 ] && [ "$login" = 200 ] && grep -q '"ok":true' <<<"$readiness" || { tail -40 "$work/server.log"; exit 1; }
grep -q '<html' "$work/login.html" || { echo "/login rendered no page"; exit 1; }
tables=$(psql "$pg_url/$db" -tAc "select count(*) from __drizzle_migrations" 2>/dev/null ||
  psql "$pg_url/$db" -tAc "select count(*) from drizzle.__drizzle_migrations")
courses=$(psql "$pg_url/$db" -tAc "select count(*) from cards")
echo "migrations applied: $tables; courses seeded: $courses"
[ "$courses" -gt 0 ] || { echo "the seed loaded no course"; exit 1; }

step "Stop (SIGTERM)"
kill -TERM "$server_pid"
wait "$server_pid" && code=0 || code=$?
server_pid=""
echo "server exited with $code"
[ "$code" = 0 ] || { tail -20 "$work/server.log"; exit 1; }
printf '\nImage steps OK in %ss: production dependencies only, migrated and seeded a fresh database, healthy, ready, stopped cleanly.\n' "$SECONDS"
