#!/usr/bin/env bash
# Helpers for the fake feed host (tests/fake-feed/server.mjs) the What's New tests read instead
# of the project's release feed. Sourced, not run. fake_feed_up starts it on a free port and
# exports LODESTAR_FAKE_FEED_URL; with a site folder it also writes a must-use plugin there that
# points the site's What's New feed at its RSS feed (the test site's web server fetches it).
LODESTAR_FAKE_FEED_PID=""
LODESTAR_FAKE_FEED_MU=""

fake_feed_up() { # [site dir]
	local root url_file
	root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
	url_file="$(mktemp)"
	node "$root/tests/fake-feed/server.mjs" --url-file "$url_file" > /dev/null &
	LODESTAR_FAKE_FEED_PID=$!
	for _ in $(seq 1 100); do [[ -s "$url_file" ]] && break; sleep 0.05; done
	[[ -s "$url_file" ]] || { echo "fake-feed: did not start" >&2; return 1; }
	LODESTAR_FAKE_FEED_URL="$(cat "$url_file")"
	rm -f "$url_file"
	export LODESTAR_FAKE_FEED_URL
	if [[ -n "${1:-}" && -d "$1/wp-content" ]]; then
		mkdir -p "$1/wp-content/mu-plugins"
		LODESTAR_FAKE_FEED_MU="$1/wp-content/mu-plugins/lodestar-fake-feed.php"
		printf "<?php\n// Written by bin/fake-feed.sh: the What's New feed comes from the test fake.\ndefine( 'LODESTAR_WHATS_NEW_FEED_URL', '%s/rss.xml' );\n" "$LODESTAR_FAKE_FEED_URL" > "$LODESTAR_FAKE_FEED_MU"
	fi
}

fake_feed_down() {
	[[ -n "$LODESTAR_FAKE_FEED_MU" ]] && rm -f "$LODESTAR_FAKE_FEED_MU"
	if [[ -n "$LODESTAR_FAKE_FEED_PID" ]]; then
		kill "$LODESTAR_FAKE_FEED_PID" 2>/dev/null || true
		wait "$LODESTAR_FAKE_FEED_PID" 2>/dev/null || true
	fi
	LODESTAR_FAKE_FEED_PID=""
	LODESTAR_FAKE_FEED_MU=""
}
