#!/usr/bin/env bash
# npm start: a local WordPress 7.1 site with Lodestar built, linked and active.
# PORT (default 8881) picks the port; `npm run stop` stops the site (its data is kept).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${PORT:-8881}"
T0=$(date +%s)
bash bin/deps.sh
# The build and the site do not depend on each other: run them side by side.
bash bin/wp-up.sh --port "$PORT" > ".wp-stack-up.log" 2>&1 &
UP=$!
npm run --silent build
if ! wait "$UP"; then cat .wp-stack-up.log >&2; rm -f .wp-stack-up.log; exit 1; fi
cat .wp-stack-up.log; rm -f .wp-stack-up.log
# shellcheck disable=SC1090
. ".wp-stack/site-$PORT/env"
cat <<MSG

  Lodestar SEO is active on a local WordPress site ($(( $(date +%s) - T0 )) s).

    Site:   $WP_URL/
    Admin:  $WP_URL/wp-admin/admin.php?page=lodestar
    Login:  $WP_ADMIN_USER / $WP_ADMIN_PASS

  Stop it with \`npm run stop\`; \`npm start\` again brings it back with its data.
  \`npm run watch\` rebuilds the scripts as you edit.

MSG
