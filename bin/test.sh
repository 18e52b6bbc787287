#!/usr/bin/env bash
# npm test: every test. Lint (eslint, tsc --noEmit, php -l, phpcs), Jest, the build, PHPUnit
# against a real WordPress + MariaDB (the main pass, the object cache pass on Redis and the
# multisite pass) and Playwright in Debian's Chromium (its headless shell).
#
# The steps run in lanes side by side (bin/lanes.sh), each PHPUnit pass and each Playwright
# shard on a throwaway test site of its own (its own MariaDB, php-fpm and nginx on its own
# port, brought up fresh and torn down by the lane):
#   1. Jest and the lint, beside everything below (neither needs a site);
#   2. the build (in front: Playwright and the translations test read build/);
#   3. PHPUnit: the main pass (port 8889), the object cache pass (8879), the multisite pass
#      (8869), side by side;
#   4. Playwright in two shards (--shard=1/2 on 8889, 2/2 on 8879), side by side.
# A lane's output is printed whole when it ends; the first failure stops the others.
# LODESTAR_TEST_LANES=1 runs the same steps one after the other (same sites, same order).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
T0=$(date +%s)
step() { echo; echo "=== $* ($(( $(date +%s) - T0 )) s)"; }
bash bin/deps.sh
# shellcheck disable=SC1091
. bin/lanes.sh
trap lanes_stop EXIT
# Every lane owns its site: none may reuse a site a caller brought up.
unset LODESTAR_TEST_STACK

# Debian's packages in one apt run and the WordPress tree, before several sites come up at once
# (apt takes one lock; the tree is fetched once into the cache).
step "setup: Debian packages and WordPress"
extra=(phpunit php-codesniffer chromium-headless-shell fonts-liberation redis-server php8.2-redis)
bash bin/wp-up.sh --prepare "${extra[@]}"

SERIAL="${LODESTAR_TEST_LANES:-}"
# Each runner's per-test times, for the slowest-tests report at the end (bin/slowest.mjs).
TIMES="$PWD/artifacts/timings"
rm -rf "$TIMES"; mkdir -p "$TIMES"
run_lanes() { # name=command... : starts them, waits for all (or runs them in turn)
	local spec names=()
	for spec in "$@"; do
		if [[ "$SERIAL" == 1 ]]; then
			lane_start "${spec%%=*}" bash -c "${spec#*=}"
			lane_wait "${spec%%=*}"
		else
			lane_start "${spec%%=*}" bash -c "${spec#*=}"
			names+=("${spec%%=*}")
		fi
	done
	((${#names[@]} == 0)) || lane_wait "${names[@]}"
}

step "jest and lint (in the background until the end)"
lane_start jest npm run --silent test:js -- --json --outputFile="$TIMES/jest.json"
lane_start lint bash -c 'npm run --silent lint:js && echo "eslint: clean" && npm run --silent lint:types && echo "tsc: clean" && npm run --silent lint:php'
[[ "$SERIAL" != 1 ]] || lane_wait jest lint

step "build"
npm run --silent build

step "phpunit: main, object cache (Redis) and multisite passes"
run_lanes \
	"phpunit=LODESTAR_TEST_PORT=8889 bash bin/phpunit.sh --log-junit $TIMES/phpunit-main.xml" \
	"object-cache=LODESTAR_TEST_PORT=8879 bash bin/object-cache-pass.sh --log-junit $TIMES/phpunit-object-cache.xml" \
	"multisite=LODESTAR_TEST_PORT=8869 bash bin/multisite-pass.sh --log-junit $TIMES/phpunit-multisite.xml"

step "playwright: two shards"
run_lanes \
	"e2e-1=PLAYWRIGHT_JSON_OUTPUT_NAME=$TIMES/e2e-1.json LODESTAR_TEST_PORT=8889 bash bin/e2e.sh --shard=1/2 --reporter=list,json" \
	"e2e-2=PLAYWRIGHT_JSON_OUTPUT_NAME=$TIMES/e2e-2.json LODESTAR_TEST_PORT=8879 bash bin/e2e.sh --shard=2/2 --reporter=list,json"

if [[ "$SERIAL" != 1 ]]; then
	step "jest and lint: their results"
	lane_wait jest lint
fi

# A fresh clone stays clean: no lock-file churn, no generated or downloaded file outside the
# git-ignored folders (CI runs on a fresh clone; a developer's tree may hold work in progress).
if [[ "${CI:-}" == true && -n "$(git status --porcelain 2>/dev/null)" ]]; then
	echo "test: the run left the tree changed (a fresh clone must stay clean):" >&2
	git status --porcelain >&2
	exit 1
fi
echo
node bin/slowest.mjs "$TIMES" 20
step "all tests passed"
