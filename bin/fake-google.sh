#!/usr/bin/env bash
# Helpers for the fake Google (tests/fake-google/server.mjs) that PHPUnit and Playwright talk
# to instead of Google. Sourced, not run. fake_google_up starts it on a free port and exports
# LODESTAR_FAKE_GOOGLE_URL; with a site folder it also writes a must-use plugin there that
# points the site's Google base URL at it (the test site's web server calls it too).
LODESTAR_FAKE_GOOGLE_PID=""
LODESTAR_FAKE_GOOGLE_MU=""

fake_google_up() { # [site dir]
	local root url_file
	root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
	url_file="$(mktemp)"
	node "$root/tests/fake-google/server.mjs" --url-file "$url_file" > /dev/null &
	LODESTAR_FAKE_GOOGLE_PID=$!
	for _ in $(seq 1 100); do [[ -s "$url_file" ]] && break; sleep 0.05; done
	[[ -s "$url_file" ]] || { echo "fake-google: did not start" >&2; return 1; }
	LODESTAR_FAKE_GOOGLE_URL="$(cat "$url_file")"
	rm -f "$url_file"
	export LODESTAR_FAKE_GOOGLE_URL
	if [[ -n "${1:-}" && -d "$1/wp-content" ]]; then
		mkdir -p "$1/wp-content/mu-plugins"
		LODESTAR_FAKE_GOOGLE_MU="$1/wp-content/mu-plugins/lodestar-fake-google.php"
		printf "<?php\n// Written by bin/fake-google.sh: Google calls go to the test fake.\ndefine( 'LODESTAR_GOOGLE_BASE_URL', '%s' );\n" "$LODESTAR_FAKE_GOOGLE_URL" > "$LODESTAR_FAKE_GOOGLE_MU"
	fi
}

fake_google_down() {
	[[ -n "$LODESTAR_FAKE_GOOGLE_MU" ]] && rm -f "$LODESTAR_FAKE_GOOGLE_MU"
	if [[ -n "$LODESTAR_FAKE_GOOGLE_PID" ]]; then
		kill "$LODESTAR_FAKE_GOOGLE_PID" 2>/dev/null || true
		wait "$LODESTAR_FAKE_GOOGLE_PID" 2>/dev/null || true
	fi
	LODESTAR_FAKE_GOOGLE_PID=""
	LODESTAR_FAKE_GOOGLE_MU=""
}
