#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Exits non-zero on the first failure, and
# prints each step's wall time (and the total) so a slow step shows.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
took() { printf '\033[2m-- %s: %ss\033[0m\n' "$1" "$2"; }
# timed <name> <command…>: runs a step, then prints how long it took (also when it failed).
timed() {
  local name=$1 t0=$SECONDS rc=0
  shift
  "$@" || rc=$?
  took "$name" $((SECONDS - t0))
  return $rc
}

step "browser for end-to-end tests"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "chromium is missing: installing Debian's chromium with apt-get"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Debian's chromium is needed for the end-to-end tests and is missing." >&2
    echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
    echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
    exit 1
  fi
fi
"$CHROMIUM" --version

# Typecheck, lint and the client build do not depend on each other: they run at once, each into its own
# log, printed whole and in this order once all three are done; any failure fails the run.
step "typecheck, lint and the client build (at once)"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
names=(typecheck lint build)
pids=()
for name in "${names[@]}"; do
  ( t0=$SECONDS; rc=0; npm run -s "$name" >"$logs/$name.log" 2>&1 || rc=$?; echo "$((SECONDS - t0))" >"$logs/$name.time"; exit $rc ) &
  pids+=($!)
done
failed=()
for i in "${!names[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
done
for name in "${names[@]}"; do
  step "$name"
  cat "$logs/$name.log"
  took "$name" "$(cat "$logs/$name.time")"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi

step "unit and integration tests (vitest, real PostgreSQL over HTTP)"
timed vitest npx vitest run

step "end-to-end tests (Playwright, Debian chromium)"
timed playwright npx playwright test

took "npm test" $((SECONDS - started))
