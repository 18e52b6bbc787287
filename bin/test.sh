#!/usr/bin/env bash
# npm test: every test. Lint (eslint, tsc --noEmit, php -l, phpcs), Jest, the build,
# PHPUnit against a real WordPress + MariaDB, and Playwright in Debian's Chromium.
# Brings up a throwaway test site (port 8889) and tears it down at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
T0=$(date +%s)
step() { echo; echo "=== $* ($(( $(date +%s) - T0 )) s)"; }
bash bin/deps.sh
step "lint: eslint"
npm run --silent lint:js
step "lint: tsc --noEmit"
npm run --silent lint:types
step "jest"
npm run --silent test:js
# The test site's setup installs PHP, MariaDB and the web server (needed by PHP lint too).
# shellcheck disable=SC1091
. bin/test-stack.sh
trap test_stack_down EXIT
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
