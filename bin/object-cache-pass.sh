#!/usr/bin/env bash
# The object cache pass of npm test: a named PHPUnit subset (settings, head output, sitemaps,
# robots.txt, term index, schema) and the tests of tests/php/ObjectCache/ (the drop-in's own
# contract; two PHP processes sharing the cache) with WordPress running on a real Redis through
# the project's drop-in, tests/object-cache/object-cache.php. The subset is listed in
# tests/object-cache/phpunit.xml.dist. Extra arguments go to PHPUnit (e.g. --filter).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck disable=SC1091
. bin/test-stack.sh
# shellcheck disable=SC1091
. bin/redis.sh
trap 'redis_down; test_stack_down' EXIT
command -v phpunit >/dev/null || bash bin/apt-install.sh phpunit
test_stack_up
redis_up "$LODESTAR_TEST_STATE/redis"
export LODESTAR_OBJECT_CACHE=1 WP_CACHE_KEY_SALT="lodestar-tests"
phpunit -c tests/object-cache/phpunit.xml.dist "$@"
