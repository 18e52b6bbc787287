#!/usr/bin/env bash
# Helpers for the fake feed host (tests/fake-feed/server.mjs) the What's New tests read instead
# of the project's release feed. Sourced, not run. fake_feed_up starts it on a free port and
# exports LODESTAR_FAKE_FEED_URL; with a site folder it also writes a must-use plugin there that
# points the site's What's New feed at its RSS feed (the test site's web server fetches it).
# shellcheck disable=SC1091
. "$(dirname "${BASH_SOURCE[0]}")/fake-server.sh"

fake_feed_up() { # [site dir]
	fake_server_up fake-feed FEED "${1:-}" "// Written by bin/fake-feed.sh: the What's New feed comes from the test fake.
define( 'LODESTAR_WHATS_NEW_FEED_URL', '@URL@/rss.xml' );"
}

fake_feed_down() {
	fake_server_down FEED
}
