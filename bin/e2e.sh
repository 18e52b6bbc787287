#!/usr/bin/env bash
# npm run test:e2e [-- Playwright arguments]: Playwright in Debian's Chromium headless shell
# against the test site. Example: npm run test:e2e -- tests/e2e/meta-templates.spec.ts
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
[[ -n "${CHROMIUM_PATH:-}" || -x /usr/bin/chromium-headless-shell ]] || bash bin/apt-install.sh chromium-headless-shell fonts-liberation
[[ -f build/admin/index.asset.php ]] || npm run --silent build
test_stack_up
fake_google_up "$WP_SITE_DIR"
fake_wporg_up "$WP_SITE_DIR"
fake_indexnow_up "$WP_SITE_DIR"
fake_feed_up "$WP_SITE_DIR"
# The web server's user owns wp-content (bin/wp-up.sh); folders made there since by root (the
# PHPUnit passes create wp-content/upgrade) go back to it, or installing a plugin from the
# dashboard fails with "Could not create directory", as on a site with wrong permissions.
if [[ $EUID -eq 0 ]]; then
	chown -R "$(stat -c %U "$WP_SITE_DIR/wp-content")" "$WP_SITE_DIR/wp-content"
fi
npx playwright test -c tests/e2e/playwright.config.ts "$@"
