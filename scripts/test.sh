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

logs=$(mktemp -d)
# At the end, passed or failed: what could not be checked on this machine, then the temporary logs go.
not_checked() {
  if [ -s "$FANFARE_SKIPPED_FILE" ]; then
    printf '\n\033[1;33m== not checked on this machine\033[0m\n'
    sort -u "$FANFARE_SKIPPED_FILE" | sed 's/^/- /'
    echo "(under CI=true these fail the run instead)"
  fi
  rm -rf "$logs"
}
trap not_checked EXIT
# Suites that cannot run on this machine write a line here (tests/helpers/missing.ts); printed at the end.
export FANFARE_SKIPPED_FILE="$logs/skipped"
: >"$FANFARE_SKIPPED_FILE"

# The Debian packages the suite needs, each with what needs it and how to tell it is there. A new machine
# has none of them: as root with apt-get they are installed here; otherwise the run names them and how to
# install them. Under CI=true a missing one fails the run (tests/helpers/missing.ts fails its suites too);
# outside CI the suites that need it skip and are named in the closing summary.
step "system packages"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
REDIS_SERVER_BIN="${REDIS_SERVER:-/usr/bin/redis-server}"
has_font() { command -v fc-list >/dev/null && [ -n "$(fc-list ":lang=$1" family)" ]; }
has_nginx() { command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || [ -x /usr/local/sbin/nginx ]; }
packages=(
  "chromium|the browser tests (Debian's chromium, never a downloaded one)|[ -x \"\$CHROMIUM\" ]"
  "fonts-noto-cjk|the Chinese screens (zh, zh_tw) in the browser tests|has_font zh-cn && has_font zh-tw"
  "fonts-thai-tlwg|the Thai screens in the browser tests|has_font th"
  "nginx-light|the scale-out suite behind nginx (deploy/nginx/fanfare.conf)|has_nginx"
  "redis-server|the Redis restart suite (its own redis-server)|[ -x \"\$REDIS_SERVER_BIN\" ]"
)
missing_packages() {
  local entry name check
  for entry in "${packages[@]}"; do
    name=${entry%%|*}
    check=${entry##*|}
    eval "$check" || printf '%s\n' "$name"
  done
}
mapfile -t missing < <(missing_packages)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "installing with apt-get: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  mapfile -t missing < <(missing_packages)
fi
for name in "${missing[@]}"; do
  for entry in "${packages[@]}"; do
    [ "${entry%%|*}" = "$name" ] || continue
    what=${entry#*|}
    echo "missing Debian package $name, needed by ${what%|*}" >&2
    echo "${what%|*}: missing Debian's $name package" >>"$FANFARE_SKIPPED_FILE"
  done
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  if [ "${CI:-}" = "true" ]; then
    echo "CI=true: every suite must run, so the run stops here." >&2
    exit 1
  fi
  if [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "(or point CHROMIUM_PATH at a Chromium binary): the browser tests cannot run without one." >&2
    exit 1
  fi
fi
"$CHROMIUM" --version

# Typecheck, lint and the client build do not depend on each other: they run at once, each into its own
# log, printed whole and in this order once all three are done; any failure fails the run.
step "typecheck, lint and the client build (at once)"
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
