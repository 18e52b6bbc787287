#!/usr/bin/env bash
# bench/ab.sh DIR [DIR...]: Lodestar's added cost per page view for several checkouts of the
# plugin (each built with npm run build), counted in CPU instructions on ONE bench site: the
# site is seeded once with this checkout, then the plugin link points at each DIR in turn and
# bench/instructions.sh counts the same pages. Instruction counts do not move with the
# machine's load, so versions compare on a busy machine (e.g. bench/ab.sh ../old .).
# Not part of npm run bench (it needs other checkouts); BENCH_AB_PORT (default 8898).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
PORT="${BENCH_AB_PORT:-8898}"
STATE=".wp-stack/ab-$PORT"
(($#)) || { echo "usage: bench/ab.sh DIR [DIR...]" >&2; exit 2; }
for dir in "$@"; do
	[[ -f "$dir/plugin.php" && -f "$dir/build/admin/index.asset.php" ]] || { echo "ab: $dir is not a built Lodestar checkout" >&2; exit 2; }
done
bash bin/deps.sh
[[ -f build/admin/index.asset.php ]] || npm run --silent build
bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
trap 'ln -sfn "$ROOT" "$WP_SITE_DIR/wp-content/plugins/lodestar"; bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
set -a; . "$STATE/env"; set +a
cp bench/mu-plugins/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
php bench/seed.php "$WP_SITE_DIR" "127.0.0.1:$PORT" "${BENCH_POSTS:-1000}"
for dir in "$@"; do
	real="$(cd "$dir" && pwd)"
	ln -sfn "$real" "$WP_SITE_DIR/wp-content/plugins/lodestar"
	echo "== $real ($(git -C "$real" rev-parse --short HEAD 2>/dev/null || echo '?'))"
	bash bench/instructions.sh "$WP_SITE_DIR" "127.0.0.1:$PORT"
done
