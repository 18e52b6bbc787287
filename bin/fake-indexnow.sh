#!/usr/bin/env bash
# Helpers for the fake IndexNow endpoint (tests/fake-indexnow/server.mjs) that PHPUnit and
# Playwright submit to instead of api.indexnow.org. Sourced, not run. fake_indexnow_up starts it
# on a free port and exports LODESTAR_FAKE_INDEXNOW_URL (the endpoint); with a site folder it
# also writes a must-use plugin there that points the site's IndexNow endpoint at it.
LODESTAR_FAKE_INDEXNOW_PID=""
LODESTAR_FAKE_INDEXNOW_MU=""

fake_indexnow_up() { # [site dir]
	local root url_file
	root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
	url_file="$(mktemp)"
	node "$root/tests/fake-indexnow/server.mjs" --url-file "$url_file" > /dev/null &
	LODESTAR_FAKE_INDEXNOW_PID=$!
	for _ in $(seq 1 100); do [[ -s "$url_file" ]] && break; sleep 0.05; done
	[[ -s "$url_file" ]] || { echo "fake-indexnow: did not start" >&2; return 1; }
	LODESTAR_FAKE_INDEXNOW_URL="$(cat "$url_file")"
	rm -f "$url_file"
	export LODESTAR_FAKE_INDEXNOW_URL
	if [[ -n "${1:-}" && -d "$1/wp-content" ]]; then
		mkdir -p "$1/wp-content/mu-plugins"
		LODESTAR_FAKE_INDEXNOW_MU="$1/wp-content/mu-plugins/lodestar-fake-indexnow.php"
		printf "<?php\n// Written by bin/fake-indexnow.sh: IndexNow submissions go to the test fake.\ndefine( 'LODESTAR_INDEXNOW_ENDPOINT', '%s' );\n" "$LODESTAR_FAKE_INDEXNOW_URL" > "$LODESTAR_FAKE_INDEXNOW_MU"
	fi
}

fake_indexnow_down() {
	[[ -n "$LODESTAR_FAKE_INDEXNOW_MU" ]] && rm -f "$LODESTAR_FAKE_INDEXNOW_MU"
	if [[ -n "$LODESTAR_FAKE_INDEXNOW_PID" ]]; then
		kill "$LODESTAR_FAKE_INDEXNOW_PID" 2>/dev/null || true
		wait "$LODESTAR_FAKE_INDEXNOW_PID" 2>/dev/null || true
	fi
	LODESTAR_FAKE_INDEXNOW_PID=""
	LODESTAR_FAKE_INDEXNOW_MU=""
}
