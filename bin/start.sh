#!/usr/bin/env bash
# npm start: a local WordPress 7.1 site with Lodestar built, linked and active.
# PORT (default 8881) picks the port; `npm run stop` stops the site (its data is kept).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${PORT:-8881}"
T0=$(date +%s)
bash bin/deps.sh
# The build and the site do not depend on each other: run them side by side.
bash bin/wp-up.sh --port "$PORT" --dev > ".wp-stack-up.log" 2>&1 &
UP=$!
# Rebuild only when a source, config or the lock file is newer than the last build.
STAMP=build/.lodestar-build-stamp
if [[ -f "$STAMP" ]] && [[ -z "$(find src src-admin src-editor package-lock.json webpack.config.js tsconfig.json -newer "$STAMP" -print -quit)" ]]; then
	echo "[start] build is up to date (npm run build to force)"
else
	npm run --silent build
	touch "$STAMP"
fi
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
