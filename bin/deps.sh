#!/usr/bin/env bash
# deps.sh: installs the npm packages of package-lock.json when node_modules is missing or
# older than the lock file. Run by .ci/run, npm start and npm test, so a fresh clone works.
#
# `npm ci` is tried first. The registry reachable here lacks the optional, platform-only
# builds of some packages (e.g. @unrs/resolver-binding-darwin-*), so the lock file cannot list
# them and `npm ci` refuses it as out of sync; `npm install` then installs the same locked
# versions (it skips optional packages of other platforms). npm install rewrites the lock file
# with this platform's entries, so the committed lock file is put back afterwards (with its
# old time stamp, so the next run does not think it changed): a fresh clone stays clean.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [[ "${1:-}" != --force && -f node_modules/.package-lock.json && ! package-lock.json -nt node_modules/.package-lock.json ]]; then
	exit 0
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
echo "[deps] npm ci"
if ! npm ci --no-audit --no-fund --loglevel=error 2> .npm-ci.log; then
	if grep -q 'EUSAGE' .npm-ci.log; then
		echo "[deps] npm ci refused the lock file (platform-only optional packages missing from this registry); npm install from the lock file"
		lock_copy="$(mktemp)"
		cp -p package-lock.json "$lock_copy"
		npm install --no-audit --no-fund --loglevel=error
		cp -p "$lock_copy" package-lock.json
		rm -f "$lock_copy"
	else
		cat .npm-ci.log >&2; rm -f .npm-ci.log; exit 1
	fi
fi
rm -f .npm-ci.log
