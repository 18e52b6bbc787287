#!/usr/bin/env bash
# bench/callbacks.sh DIR_A DIR_B [ROUNDS] [REQUESTS]: two built checkouts of the plugin compared
# callback by callback (bench/callbacks.mjs) on one fresh bench site, seeded with this
# checkout: where a change of Lodestar's own time per page view comes from.
# Not part of npm run bench (it needs another checkout); BENCH_AB_PORT (default 8898).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
PORT="${BENCH_AB_PORT:-8898}"
STATE=".wp-stack/ab-$PORT"
(($# >= 2)) || { echo "usage: bench/callbacks.sh DIR_A DIR_B [ROUNDS] [REQUESTS]" >&2; exit 2; }
bash bin/deps.sh
[[ -f build/php/classes.php ]] || npm run --silent build
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'ln -sfn "$ROOT" "$WP_SITE_DIR/wp-content/plugins/lodestar"; bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/mu-plugins/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
cp bench/head.php "$WP_SITE_DIR/wp-content/mu-plugins/lodestar-bench-cpu.php"
php bench/seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_POSTS:-1000}"
node bench/callbacks.mjs "$STATE" "$1" "$2" "${3:-3}" "${4:-20}"
