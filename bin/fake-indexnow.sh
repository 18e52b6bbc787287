#!/usr/bin/env bash
# Helpers for the fake IndexNow endpoint (tests/fake-indexnow/server.mjs) that PHPUnit and
# Playwright submit to instead of api.indexnow.org. Sourced, not run. fake_indexnow_up starts it
# on a free port and exports LODESTAR_FAKE_INDEXNOW_URL (the endpoint); with a site folder it
# also writes a must-use plugin there that points the site's IndexNow endpoint at it.
# shellcheck disable=SC1091
. "$(dirname "${BASH_SOURCE[0]}")/fake-server.sh"

fake_indexnow_up() { # [site dir]
	fake_server_up fake-indexnow INDEXNOW "${1:-}" "// Written by bin/fake-indexnow.sh: IndexNow submissions go to the test fake.
define( 'LODESTAR_INDEXNOW_ENDPOINT', '@URL@' );"
}

fake_indexnow_down() {
	fake_server_down INDEXNOW
}
