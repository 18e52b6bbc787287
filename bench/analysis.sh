#!/usr/bin/env bash
# Site analysis bench, on a site of its own, in two passes:
# 1. BENCH_ANALYSIS_SMALL (default 1000) posts: the full site analysis (general, settings and
#    other, GET checks/<category>?force=1) over HTTP against nginx + PHP-FPM, as the screen runs
#    it, home page loopback fetch included (bench/analysis-http.php). Budget: <= 3 s.
# 2. Up to BENCH_ANALYSIS_POSTS (default 100000) posts: the checks across the whole content run
#    once in PHP (bench/analysis.php): time, queries and status per check, total time and peak
#    memory. Budget: <= 15 s at 100,000 posts. Three times: with no stored scan facts (they
#    are deleted first), with the facts the first run stored (Analysis\ScanFacts), and after a
#    settings change. Then the background warm-up (Analysis\ScanFactsWarmup) from no facts,
#    one PHP process per batch (bench/analysis-warmup.php), and the run after it; a template
#    setting changed, the chain it starts, and the run after that.
# Posts are inserted with multi-row SQL (bench/analysis-seed.php).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_ANALYSIS_PORT:-8897}"
STATE=".wp-stack/bench-analysis-$PORT"
POSTS="${BENCH_ANALYSIS_POSTS:-100000}"
SMALL="${BENCH_ANALYSIS_SMALL:-1000}"
(( SMALL <= POSTS )) || SMALL="$POSTS"
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
HOST="127.0.0.1:$PORT"
php bench/analysis-seed.php "$WP_SITE_DIR" "$HOST" "$SMALL"
php bench/analysis-http.php "$WP_SITE_DIR" "$HOST" "$WP_URL"
if (( POSTS > SMALL )); then php bench/analysis-seed.php "$WP_SITE_DIR" "$HOST" "$(( POSTS - SMALL ))"; fi
echo "== first run: no stored scan facts"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST" fresh
echo "== second run: the facts the first run stored"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST"
echo "== third run: after a settings change (titles and descriptions resolved again, words kept)"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST" setting
echo "== the warm-up chain from no stored facts (one PHP process per batch, as WP-Cron runs them)"
php bench/analysis-warmup.php "$WP_SITE_DIR" "$HOST" chain fresh
echo "== fourth run: right after the warm-up"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST"
echo "== a template setting changed (the separator) starts the chain; it runs to its end"
php bench/analysis-warmup.php "$WP_SITE_DIR" "$HOST" chain setting
echo "== fifth run: after the template change and the chain"
php -d memory_limit=1G bench/analysis.php "$WP_SITE_DIR" "$HOST"
