#!/usr/bin/env bash
# npm run test:php [-- PHPUnit arguments]: PHPUnit against a real WordPress and MariaDB
# (the test site's dedicated test database). Example: npm run test:php -- --filter GlobalSettings
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck disable=SC1091
. bin/test-stack.sh
# shellcheck disable=SC1091
. bin/fake-google.sh
# shellcheck disable=SC1091
. bin/fake-wporg.sh
# shellcheck disable=SC1091
. bin/fake-indexnow.sh
# shellcheck disable=SC1091
. bin/fake-feed.sh
trap 'fake_feed_down; fake_indexnow_down; fake_wporg_down; fake_google_down; test_stack_down' EXIT
command -v phpunit >/dev/null || bash bin/apt-install.sh phpunit
test_stack_up
fake_google_up
fake_wporg_up
fake_indexnow_up
fake_feed_up
phpunit -c phpunit.xml.dist "$@"
