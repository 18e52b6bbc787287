#!/usr/bin/env bash
# The multisite pass of npm test: tests/php/Multisite/ and a named PHPUnit subset (settings,
# head output and its query cost, term index, sitemaps and robots.txt, schema, uninstall) with
# the test database installed as a subdirectory network (LODESTAR_TESTS_MULTISITE: the test
# installer adds the network tables, the bootstrap defines MULTISITE). The subset is listed in
# tests/multisite/phpunit.xml.dist. Extra arguments go to PHPUnit (e.g. --filter).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck disable=SC1091
. bin/test-stack.sh
trap 'test_stack_down' EXIT
command -v phpunit >/dev/null || bash bin/apt-install.sh phpunit
test_stack_up
export LODESTAR_TESTS_MULTISITE=1
phpunit -c tests/multisite/phpunit.xml.dist "$@"
