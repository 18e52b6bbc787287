#!/usr/bin/env bash
# Sitemap bench: BENCH_SITEMAP_POSTS (default 100000) posts inserted with multi-row SQL, then
# the index and the first, a middle and the last post sitemap page requested over HTTP
# (nginx + PHP-FPM): cold (every cached sitemap and page boundary dropped), settings (every
# cached sitemap dropped, as a settings change does), published (a new
# post published just before), edited (a post of that page edited just before) and cached,
# BENCH_SITEMAP_ROUNDS (default 7)
# times each. BENCH_SITEMAP_KEEP=1 keeps the seeded site (stopped, not deleted) and reuses it on
# the next run with the same BENCH_SITEMAP_POSTS. Prints medians of Lodestar's own time, the whole request's time, peak memory and
# queries (measured inside PHP by a bench-only mu-plugin) and the client's total time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PORT="${BENCH_SITEMAP_PORT:-8896}"
STATE=".wp-stack/bench-sitemaps-$PORT"
POSTS="${BENCH_SITEMAP_POSTS:-100000}"
ROUNDS="${BENCH_SITEMAP_ROUNDS:-7}"
HOST="127.0.0.1:$PORT"
if [[ "${BENCH_SITEMAP_KEEP:-}" == 1 && -f "$STATE/.seeded-$POSTS" ]]; then
	# Kept from an earlier run with BENCH_SITEMAP_KEEP=1 (seeding a million posts takes minutes).
	bash bin/wp-up.sh --port "$PORT" --state "$STATE" >/dev/null
	set -a; . "$STATE/env"; set +a
else
	bash bin/wp-up.sh --port "$PORT" --state "$STATE" --fresh
	set -a; . "$STATE/env"; set +a
	php bench/sitemaps-seed.php "$WP_SITE_DIR" "$HOST" "$POSTS"
	touch "$STATE/.seeded-$POSTS"
fi
if [[ "${BENCH_SITEMAP_KEEP:-}" == 1 ]]; then
	trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" >/dev/null' EXIT
else
	trap 'bash bin/wp-down.sh --port "$PORT" --state "$STATE" --purge >/dev/null' EXIT
fi
cp bench/sitemaps-mu/*.php "$WP_SITE_DIR/wp-content/mu-plugins/"
LOG="$WP_SITE_DIR/wp-content/lodestar-sitemap-bench.log"
curl -s -o /dev/null "$WP_URL/sitemap_index.xml" # rebuilds the rewrite rules
PAGES=$(( (POSTS + 1 + 999) / 1000 ))
MIDDLE=$(( (PAGES + 1) / 2 ))
FIRST_ID=$(php -r '$_SERVER["HTTP_HOST"]=$argv[2]; $_SERVER["REQUEST_URI"]="/"; require $argv[1]."/wp-load.php"; global $wpdb; echo (int) $wpdb->get_var("SELECT MIN(ID) FROM $wpdb->posts WHERE post_type=\"post\" AND post_status=\"publish\"");' "$WP_SITE_DIR" "$HOST")
declare -A URLS=( [index]="/sitemap_index.xml" [first]="/post-sitemap-1.xml" [middle]="/post-sitemap-$MIDDLE.xml" [last]="/post-sitemap-$PAGES.xml" )
# A post on each measured page, edited before the 'edited' requests.
declare -A EDIT=( [index]=$(( FIRST_ID + POSTS / 2 )) [first]=$(( FIRST_ID + 10 )) [middle]=$(( FIRST_ID + (MIDDLE - 1) * 1000 + 10 )) [last]=$(( FIRST_ID + POSTS - 1 )) )
printf '%s posts, %s post sitemap pages of 1,000; medians of %s requests (nginx + PHP-FPM)\n' "$POSTS" "$PAGES" "$ROUNDS"
echo "activated: as cold, right after activation counted each post type once (the first request after activation; the activation's counting time is printed after the table); cold: every cached sitemap and page boundary dropped (after 'Regenerate sitemap cache'; the stored counts stay); settings: every cached sitemap dropped, as a settings change does; published: a new post published just before; edited: one post of that page edited with wp_update_post(); cached: repeated request."
echo "own_ms: from parse_request (where Lodestar answers) to the end; own_cpu: the same span in PHP's CPU time (no waiting for the database or for a core; steadier on a busy machine); server_ms: the whole PHP request (WordPress's bootstrap is the cached rows' difference)."
echo "peak_MB: PHP's peak memory of the request; queries: from parse_request on; urls: <loc> entries in the answer."
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) (on $(nproc) cores)"
printf '%-9s %-9s %8s %8s %10s %10s %8s %8s %6s\n' what cache own_ms own_cpu server_ms client_ms peak_MB queries urls
ACTIVATION_MS=()
for what in index first middle last; do
	url="${URLS[$what]}"
	for mode in activated cold settings published edited cached; do
		: > "$LOG"
		rm -f "$LOG.all"
		clients=()
		for ((i = 0; i < ROUNDS; i++)); do
			case $mode in
				activated) ACTIVATION_MS+=( "$(php bench/sitemaps-clear.php "$WP_SITE_DIR" "$HOST" activated)" ) ;;
				cold) php bench/sitemaps-clear.php "$WP_SITE_DIR" "$HOST" cold ;;
				settings) php bench/sitemaps-clear.php "$WP_SITE_DIR" "$HOST" settings ;;
				published) php bench/sitemaps-clear.php "$WP_SITE_DIR" "$HOST" publish ;;
				edited) php bench/sitemaps-clear.php "$WP_SITE_DIR" "$HOST" edit "${EDIT[$what]}" ;;
				cached) curl -s -o /dev/null "$WP_URL$url" ;;
			esac
			: > "$LOG"
			clients+=( "$(curl -s -o /tmp/lodestar-sitemap-bench.xml -w '%{time_total}' "$WP_URL$url")" )
			tail -n 1 "$LOG" >> "$LOG.all"
		done
		count=$(grep -c '<loc>' /tmp/lodestar-sitemap-bench.xml || true)
		node -e '
			const lines = require("fs").readFileSync(process.argv[1], "utf8").trim().split("\n").map(JSON.parse);
			const clients = process.argv.slice(5).map(Number).map((s) => s * 1000);
			const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
			console.log([process.argv[2].padEnd(9), process.argv[3].padEnd(9), med(lines.map((l) => l.own_ms)).toFixed(1).padStart(8), med(lines.map((l) => l.own_cpu ?? 0)).toFixed(1).padStart(8), med(lines.map((l) => l.ms)).toFixed(1).padStart(10), med(clients).toFixed(1).padStart(10), med(lines.map((l) => l.peak_mb)).toFixed(2).padStart(8), String(med(lines.map((l) => l.queries))).padStart(8), process.argv[4].padStart(6)].join(" "));
		' "$LOG.all" "$what" "$mode" "$count" "${clients[@]}"
		rm -f "$LOG.all"
	done
done
node -e 'const ms = process.argv.slice(1).map(Number).sort((a, b) => a - b); console.log(`activation: counting every post type took ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms (median of ${ms.length}; in the activating admin request, never in a visitor request)`);' "${ACTIVATION_MS[@]}"
# Regenerate's counting in steps, while a visitor requests the index again and again.
php bench/sitemaps-recount.php "$WP_SITE_DIR" "$HOST" > /tmp/lodestar-sitemap-recount.txt &
RECOUNT=$!
visits=()
while kill -0 "$RECOUNT" 2>/dev/null; do
	visits+=( "$(curl -s -o /dev/null -w '%{http_code}:%{time_total}' "$WP_URL/sitemap_index.xml")" )
done
wait "$RECOUNT"
cat /tmp/lodestar-sitemap-recount.txt
node -e '
	const v = process.argv.slice(1).map((x) => x.split(":")); const ms = v.map((x) => Number(x[1]) * 1000).sort((a, b) => a - b);
	console.log(`index requested ${v.length} times during the recount: statuses ${[...new Set(v.map((x) => x[0]))].join(",")}, client time median ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`);
' "${visits[@]}"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
