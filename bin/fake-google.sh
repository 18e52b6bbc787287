#!/usr/bin/env bash
# Helpers for the fake Google (tests/fake-google/server.mjs) that PHPUnit and Playwright talk
# to instead of Google. Sourced, not run. fake_google_up starts it on a free port and exports
# LODESTAR_FAKE_GOOGLE_URL; with a site folder it also writes a must-use plugin there that
# points the site's Google base URL at it (the test site's web server calls it too).
# shellcheck disable=SC1091
. "$(dirname "${BASH_SOURCE[0]}")/fake-server.sh"

fake_google_up() { # [site dir]
	fake_server_up fake-google GOOGLE "${1:-}" "// Written by bin/fake-google.sh: Google calls go to the test fake.
define( 'LODESTAR_GOOGLE_BASE_URL', '@URL@' );"
}

fake_google_down() {
	fake_server_down GOOGLE
}
