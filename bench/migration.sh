#!/usr/bin/env bash
# Migration bench: BENCH_MIGRATION_POSTS (default 10000) posts holding Yoast SEO data, inserted
# with multi-row SQL, migrated twice on a site of its own: in-process (the Runner, one item at a
# time) and through HTTP, one REST request per item as the Migration screen sends them (nginx +
# PHP-FPM, one keep-alive connection), with an undo in between. Prints items per second and
# whether 10,000 posts fit in the 10-minute budget.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_MIGRATION_PORT:-8894}"
STATE=".wp-stack/bench-migration-$PORT"
POSTS="${BENCH_MIGRATION_POSTS:-10000}"
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/migration-mu.php "$WP_SITE_DIR/wp-content/mu-plugins/lodestar-migration-bench.php"
HOST="127.0.0.1:$PORT"
PASSWORD=$(php bench/migration-seed.php "$WP_SITE_DIR" "$HOST" "$POSTS")
php bench/migration-run.php "$WP_SITE_DIR" "$HOST" "$WP_URL" "$WP_ADMIN_USER" "$PASSWORD"
