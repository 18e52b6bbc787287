#!/usr/bin/env bash
# npm run bench: front-end cost of Lodestar per page view, measured against the same
# site with the plugin switched off for that request (interleaved, paired medians).
# BENCH_POSTS (default 1000) posts are created; BENCH_ROUNDS (default 40) pairs per URL.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_PORT:-8899}"
STATE=".wp-stack/bench-$PORT"
bash bin/deps.sh
[[ -f build/admin/index.asset.php ]] || npm run --silent build
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/mu-plugins/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
php bench/seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_POSTS:-1000}"
node bench/frontend.mjs "$WP_URL" "${BENCH_ROUNDS:-40}"
