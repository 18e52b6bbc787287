#!/usr/bin/env bash
# Site analysis bench: BENCH_ANALYSIS_POSTS (default 100000) posts inserted with multi-row SQL
# (bench/analysis-seed.php), then the checks across the whole content run once in PHP
# (bench/analysis.php): time, queries and status per check, total time and peak memory.
# Budget: the whole-content checks <= 15 s at 100,000 posts (and the full analysis <= 3 s at 1,000).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_ANALYSIS_PORT:-8897}"
STATE=".wp-stack/bench-analysis-$PORT"
POSTS="${BENCH_ANALYSIS_POSTS:-100000}"
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
HOST="127.0.0.1:$PORT"
php bench/analysis-seed.php "$WP_SITE_DIR" "$HOST" "$POSTS"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST"
