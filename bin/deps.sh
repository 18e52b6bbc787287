#!/usr/bin/env bash
# deps.sh: makes sure node_modules matches package-lock.json (npm ci when it does not).
# Sourced by start.sh and test.sh so that `npm start` / `npm test` work on a fresh clone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
	echo "[deps] npm ci"
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi
