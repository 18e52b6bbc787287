#!/usr/bin/env bash
# Helpers for the fake wordpress.org plugin and theme directory (tests/fake-wporg/server.mjs)
# that PHPUnit and Playwright talk to instead of wordpress.org. Sourced, not run.
# fake_wporg_up starts it on a free port and exports LODESTAR_FAKE_WPORG_URL; with a site
# folder it also writes a must-use plugin there that loads tests/fake-wporg/reroute.php (the
# test site's web server then sends its directory requests to the fake, with a 3 s timeout).
# shellcheck disable=SC1091
. "$(dirname "${BASH_SOURCE[0]}")/fake-server.sh"

fake_wporg_up() { # [site dir]
	fake_server_up fake-wporg WPORG "${1:-}" "// Written by bin/fake-wporg.sh: wordpress.org directory calls go to the test fake.
define( 'LODESTAR_FAKE_WPORG_URL', '@URL@' );
define( 'LODESTAR_FAKE_WPORG_TIMEOUT', 3 );
require '@ROOT@/tests/fake-wporg/reroute.php';"
}

fake_wporg_down() {
	fake_server_down WPORG
}
