#!/usr/bin/env bash
# bench/peer-ratio.sh PEER_DIR (npm run bench:peer -- PEER_DIR): the page-view budget read as a
# ratio against The SEO Framework (issue 33), on one fresh bench site, every page of bench/common.mjs.
#
# PEER_DIR (or LODESTAR_BENCH_PEER_DIR) is a checkout of The SEO Framework (the folder holding
# autodescription.php); it is not part of the project: see README's bench section for how to
# get one. It is copied into the site's plugins as autodescription/ (never activated: a request
# with X-Lodestar-Peer runs it instead of Lodestar). Prints, per page:
#  - own time (bench/peer.mjs: loading + every hooked callback, medians of interleaved rounds),
#    the head tags and JSON-LD nodes each prints, the queries each adds;
#  - added CPU instructions in one warm php-fpm worker (bench/fpm-instructions.sh with
#    BENCH_FPM_PEER: plugin off, Lodestar, peer in turn, lowest of BENCH_FPM_RUNS);
#  - the ratio table (bench/peer-table.mjs): Lodestar ÷ peer in both, budget ≤ 0.5.
# BENCH_PORT (default 8899), BENCH_POSTS (default 1000), BENCH_PEER_ROUNDS (default 4).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PEER_DIR="${1:-${LODESTAR_BENCH_PEER_DIR:-}}"
[[ -n "$PEER_DIR" && -f "$PEER_DIR/autodescription.php" ]] || {
	echo "usage: bench/peer-ratio.sh PEER_DIR (a folder with The SEO Framework's autodescription.php; see README, Bench)" >&2
	exit 2
}
PEER_DIR="$(cd "$PEER_DIR" && pwd)"
PORT="${BENCH_PORT:-8899}"
STATE=".wp-stack/peer-$PORT"
PEER=autodescription/autodescription.php
# As bench/run.sh: the site comes up on includes/, then build/php/ is written anew (what ships).
rm -rf build/php
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
node bin/gen-php-bundle.mjs
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"; bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/mu-plugins/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
cp bench/head.php "$WP_SITE_DIR/wp-content/mu-plugins/lodestar-bench-cpu.php"
rm -rf "$WP_SITE_DIR/wp-content/plugins/autodescription"
cp -r "$PEER_DIR" "$WP_SITE_DIR/wp-content/plugins/autodescription"
php bench/seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_POSTS:-1000}"
node bench/peer.mjs "$WP_URL" "$PEER" "${BENCH_PEER_ROUNDS:-4}" --json "$OUT/time.json"
BENCH_FPM_PEER="$PEER" BENCH_FPM_OUT="$OUT/instructions.tsv" bash bench/fpm-instructions.sh "$STATE"
node bench/peer-table.mjs "$OUT/time.json" "$OUT/instructions.tsv"
