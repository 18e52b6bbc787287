#!/usr/bin/env bash
# npm test: every test. Lint (eslint, tsc --noEmit, php -l, phpcs), Jest (beside the lint, the
# build and PHPUnit), the build, PHPUnit against a real WordPress + MariaDB, and Playwright in
# Debian's Chromium.
# Brings up a throwaway test site (port 8889) and tears it down at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
T0=$(date +%s)
step() { echo; echo "=== $* ($(( $(date +%s) - T0 )) s)"; }
bash bin/deps.sh
# Jest needs neither the test site nor the build: it runs beside the lint, the site's setup,
# the build and PHPUnit (one Jest worker and PHP + MariaDB each keep about one core busy),
# its output kept in a file and printed when it is waited for, before Playwright.
JEST_LOG="$(mktemp)"
step "jest (in the background until the PHP steps are done)"
# Its own process group (setsid), so that a failure elsewhere stops npm and Jest's workers too.
setsid npm run --silent test:js >"$JEST_LOG" 2>&1 &
JEST_PID=$!
stop_jest() {
	kill -- -"$JEST_PID" 2>/dev/null || true
	rm -f "$JEST_LOG"
}
trap stop_jest EXIT
step "lint: eslint"
npm run --silent lint:js
step "lint: tsc --noEmit"
npm run --silent lint:types
# The test site's setup installs PHP, MariaDB and the web server (needed by PHP lint too).
# shellcheck disable=SC1091
. bin/test-stack.sh
trap 'stop_jest; test_stack_down' EXIT
step "test site"
test_stack_up
# After the test site, whose setup installs PHP: the build runs PHP to write the schema
# catalogue's shape into build/php/ (without PHP it leaves it out and the plugin computes it).
step "build"
npm run --silent build
[[ $EUID -ne 0 ]] || bash bin/apt-install.sh php-codesniffer phpunit chromium fonts-liberation
step "lint: php"
npm run --silent lint:php
step "phpunit"
bash bin/phpunit.sh
step "phpunit: object cache pass (Redis, tests/object-cache/phpunit.xml.dist)"
bash bin/object-cache-pass.sh
step "phpunit: multisite pass (subdirectory network, tests/multisite/phpunit.xml.dist)"
bash bin/multisite-pass.sh
step "jest: its result"
jest_status=0
wait "$JEST_PID" || jest_status=$?
cat "$JEST_LOG"
if [[ $jest_status -ne 0 ]]; then
	echo "test: jest failed (exit $jest_status)" >&2
	exit "$jest_status"
fi
step "playwright"
bash bin/e2e.sh
# A fresh clone stays clean: no lock-file churn, no generated or downloaded file outside the
# git-ignored folders (CI runs on a fresh clone; a developer's tree may hold work in progress).
if [[ "${CI:-}" == true && -n "$(git status --porcelain 2>/dev/null)" ]]; then
	echo "test: the run left the tree changed (a fresh clone must stay clean):" >&2
	git status --porcelain >&2
	exit 1
fi
step "all tests passed"
