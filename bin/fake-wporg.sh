#!/usr/bin/env bash
# Helpers for the fake wordpress.org plugin and theme directory (tests/fake-wporg/server.mjs)
# that PHPUnit and Playwright talk to instead of wordpress.org. Sourced, not run.
# fake_wporg_up starts it on a free port and exports LODESTAR_FAKE_WPORG_URL; with a site
# folder it also writes a must-use plugin there that loads tests/fake-wporg/reroute.php (the
# test site's web server then sends its directory requests to the fake, with a 3 s timeout).
LODESTAR_FAKE_WPORG_PID=""
LODESTAR_FAKE_WPORG_MU=""

fake_wporg_up() { # [site dir]
	local root url_file
	root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
	url_file="$(mktemp)"
	node "$root/tests/fake-wporg/server.mjs" --url-file "$url_file" > /dev/null &
	LODESTAR_FAKE_WPORG_PID=$!
	for _ in $(seq 1 100); do [[ -s "$url_file" ]] && break; sleep 0.05; done
	[[ -s "$url_file" ]] || { echo "fake-wporg: did not start" >&2; return 1; }
	LODESTAR_FAKE_WPORG_URL="$(cat "$url_file")"
	rm -f "$url_file"
	export LODESTAR_FAKE_WPORG_URL
	if [[ -n "${1:-}" && -d "$1/wp-content" ]]; then
		mkdir -p "$1/wp-content/mu-plugins"
		LODESTAR_FAKE_WPORG_MU="$1/wp-content/mu-plugins/lodestar-fake-wporg.php"
		printf "<?php\n// Written by bin/fake-wporg.sh: wordpress.org directory calls go to the test fake.\ndefine( 'LODESTAR_FAKE_WPORG_URL', '%s' );\ndefine( 'LODESTAR_FAKE_WPORG_TIMEOUT', 3 );\nrequire '%s';\n" \
			"$LODESTAR_FAKE_WPORG_URL" "$root/tests/fake-wporg/reroute.php" > "$LODESTAR_FAKE_WPORG_MU"
	fi
}

fake_wporg_down() {
	[[ -n "$LODESTAR_FAKE_WPORG_MU" ]] && rm -f "$LODESTAR_FAKE_WPORG_MU"
	if [[ -n "$LODESTAR_FAKE_WPORG_PID" ]]; then
		kill "$LODESTAR_FAKE_WPORG_PID" 2>/dev/null || true
		wait "$LODESTAR_FAKE_WPORG_PID" 2>/dev/null || true
	fi
	LODESTAR_FAKE_WPORG_PID=""
	LODESTAR_FAKE_WPORG_MU=""
}
