#!/usr/bin/env bash
# Helpers for the throwaway test site (port LODESTAR_TEST_PORT, default 8889) used by
# PHPUnit and Playwright. Sourced, not run.
LODESTAR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LODESTAR_TEST_PORT="${LODESTAR_TEST_PORT:-8889}"
LODESTAR_TEST_STATE="$LODESTAR_ROOT/.wp-stack/test-$LODESTAR_TEST_PORT"
LODESTAR_TEST_STARTED=0

# Brings the test site up unless a caller (bin/test.sh) already did; remembers whether it
# started it, so that test_stack_down only stops what this process started.
test_stack_up() {
	if [[ "${LODESTAR_TEST_STACK:-}" != up ]]; then
		bash "$LODESTAR_ROOT/bin/wp-up.sh" --port "$LODESTAR_TEST_PORT" --state "$LODESTAR_TEST_STATE" --fresh
		LODESTAR_TEST_STARTED=1
		export LODESTAR_TEST_STACK=up
	fi
	set -a
	# shellcheck disable=SC1091
	. "$LODESTAR_TEST_STATE/env"
	set +a
}

test_stack_down() {
	if ((LODESTAR_TEST_STARTED)); then
		bash "$LODESTAR_ROOT/bin/wp-down.sh" --port "$LODESTAR_TEST_PORT" --state "$LODESTAR_TEST_STATE" --purge >/dev/null
		LODESTAR_TEST_STARTED=0
	fi
}
