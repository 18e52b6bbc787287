#!/usr/bin/env bash
# npm run bench: front-end cost of Lodestar per page view, measured against the same
# site with the plugin switched off for that request (interleaved, paired medians).
# BENCH_POSTS (default 1000) posts are created; BENCH_ROUNDS (default 200) pairs per URL (bench/head.mjs).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_PORT:-8899}"
STATE=".wp-stack/bench-$PORT"
bash bin/deps.sh
[[ -f build/admin/index.asset.php ]] || npm run --silent build
# The site comes up on includes/ (a bundle of older code could not serve it), then the PHP of
# build/php/ is written anew, after wp-up installed PHP: the bench measures what ships.
rm -rf build/php
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
node bin/gen-php-bundle.mjs
trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/mu-plugins/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
cp bench/head.php "$WP_SITE_DIR/wp-content/mu-plugins/lodestar-bench-cpu.php"
php bench/seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_POSTS:-1000}"
node bench/head.mjs "$WP_URL" "${BENCH_ROUNDS:-200}"
# The same pages in CPU instructions (valgrind): figures that do not move with the machine's load.
bash bench/instructions.sh "$WP_SITE_DIR" "127.0.0.1:$PORT"
# And inside a warm php-fpm worker (opcache's shared memory and inheritance cache), as a site
# serves them: the command line above links every class anew on each request.
bash bench/fpm-instructions.sh "$STATE"
# Editor: bundle size, and long tasks while typing in a 600-block post (plugin on vs off).
node bench/editor.mjs "$WP_URL" "$(php bench/editor-seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT")" "${BENCH_EDITOR_ROUNDS:-3}"
# Page checks: the PHP checks of a 2,000-word post, and what they add to saving it.
php bench/page-checks.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_CHECK_ROUNDS:-30}"
# llms.txt (issue 21): generation time on this site (pages and posts, 20 and 200 each), and cached.
php bench/llms-txt.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_LLMS_ROUNDS:-15}"
# Redirects: 10,000 rules (a request matching none, a matching one) and a burst of 1,000 404s.
php bench/redirects.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_REDIRECT_ROUNDS:-50}"
# Sitemaps at scale, on a site of its own: BENCH_SITEMAP_POSTS (default 100000) posts.
bash bench/sitemaps.sh
# And at a million posts (issue 20's table), on a site of its own: BENCH_SITEMAP_MILLION posts.
BENCH_SITEMAP_POSTS="${BENCH_SITEMAP_MILLION:-1000000}" BENCH_SITEMAP_ROUNDS="${BENCH_SITEMAP_MILLION_ROUNDS:-5}" bash bench/sitemaps.sh
# Migration at scale, on a site of its own: BENCH_MIGRATION_POSTS (default 10000) Yoast-format posts.
bash bench/migration.sh
# Site analysis at scale, on a site of its own: BENCH_ANALYSIS_POSTS (default 100000) posts.
bash bench/analysis.sh
