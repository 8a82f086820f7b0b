#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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

step "typecheck"
npm run -s typecheck

step "lint"
npm run -s lint

step "build the client"
npm run -s build

step "unit and integration tests (vitest, real PostgreSQL over HTTP)"
npx vitest run

step "end-to-end tests (Playwright, Debian chromium)"
npx playwright test
