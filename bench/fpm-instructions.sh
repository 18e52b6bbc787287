#!/usr/bin/env bash
# bench/fpm-instructions.sh STATE_DIR: Lodestar's added cost per page view in CPU instructions,
# counted inside a php-fpm worker, as a site serves it: opcache's shared memory and its
# inheritance cache are warm, so loading Lodestar's classes costs what it costs in production.
# (bench/instructions.sh runs each request in a fresh command-line PHP with opcache's file cache:
# there every class that implements an interface is linked anew on each request, which a php-fpm
# worker does once. It overstates Lodestar's loading several times over; this script does not.)
#
# The site's php-fpm (bin/wp-up.sh, STATE_DIR) is stopped and one worker (as root, so valgrind
# follows it unchanged) is started under valgrind: callgrind counts only inside
# php_execute_script and php_request_shutdown (the request's PHP, its shutdown functions and
# output) and writes one count per request. Each page is requested BENCH_FPM_WARM times (default
# 3) on and off to warm the worker, then counted on and off BENCH_FPM_RUNS times (default 3);
# a warm worker gives the same count to a few instructions, and the lowest is kept. The site's
# php-fpm is started again at the end.
#
# With BENCH_FPM_PEER=dir/file.php (another SEO plugin's folder copied into the site's plugins,
# bench/peer-ratio.sh), each page is also counted with that plugin instead of Lodestar (header
# X-Lodestar-Peer, bench/mu-plugins/lodestar-bench-toggle.php), in the same worker and rounds:
# off, Lodestar, peer in turn; the table then shows both added counts and their ratio.
# BENCH_FPM_OUT=FILE also writes the counts as tab-separated lines (path, off, Lodestar, peer).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
STATE="$(cd "$1" && pwd)"
set -a; . "$STATE/env"; set +a
command -v valgrind >/dev/null || bash bin/apt-install.sh valgrind
PHPV=8.2
RUNS="${BENCH_FPM_RUNS:-3}"
WARM="${BENCH_FPM_WARM:-3}"
OUT="$(mktemp -d)"
CONF="$OUT/php-fpm.conf"
sed -e 's/^daemonize = .*/daemonize = no/' -e 's/^pm.max_children = .*/pm.max_children = 1/' \
	-e 's/^user = .*/user = root/' -e 's/^group = .*/group = root/' \
	-e "s|^pid = .*|pid = $OUT/php-fpm.pid|" "$STATE/php-fpm.conf" >"$CONF"
sock="$(sed -n 's/^listen = //p' "$CONF")"
VG=""
restart_site_fpm() {
	if [[ -n "$VG" ]]; then
		kill "$VG" 2>/dev/null || true
		wait "$VG" 2>/dev/null || true
	fi
	rm -f "$sock"
	php-fpm$PHPV $([[ "$(sed -n 's/^user = //p' "$STATE/php-fpm.conf")" == root ]] && echo -R) \
		--fpm-config "$STATE/php-fpm.conf" -c /etc/php/$PHPV/fpm/php.ini
	rm -rf "$OUT"
}
trap restart_site_fpm EXIT
if [[ -f "$STATE/run/php-fpm.pid" ]]; then
	kill "$(cat "$STATE/run/php-fpm.pid")" 2>/dev/null || true
	for _ in $(seq 1 100); do [[ -f "$STATE/run/php-fpm.pid" ]] || break; sleep 0.05; done
fi
rm -f "$sock"
valgrind --tool=callgrind --collect-atstart=no --toggle-collect=php_execute_script \
	--toggle-collect=php_request_shutdown --dump-after=php_request_shutdown \
	--callgrind-out-file="$OUT/cg.%p" php-fpm$PHPV -R --nodaemonize --fpm-config "$CONF" \
	-c /etc/php/$PHPV/fpm/php.ini >"$OUT/valgrind.log" 2>&1 &
VG=$!
for _ in $(seq 1 600); do [[ -S "$sock" ]] && break; sleep 0.1; done
[[ -S "$sock" ]] || { echo "fpm-instructions: php-fpm did not start under valgrind" >&2; cat "$OUT/valgrind.log" >&2; exit 1; }
DUMPS=0
PEER="${BENCH_FPM_PEER:-}"
hit() { # path [off|peer]: one request; waits for its count
	# Untimed: bench/head.php (the wall-time bench's timers, copied in by bench/run.sh) stays out.
	local header=(-H 'X-Lodestar-Untimed: 1')
	[[ "${2:-}" == off ]] && header+=(-H 'X-Lodestar-Bench: off')
	[[ "${2:-}" == peer ]] && header+=(-H "X-Lodestar-Peer: $PEER")
	local rc=0
	curl -s -o /dev/null --max-time 300 "${header[@]}" "$WP_URL$1" || rc=$?
	if ((rc)); then
		echo "fpm-instructions: $1 (${2:-on}) got no answer (curl $rc); the worker's log:" >&2
		grep -v '^==[0-9]*== *$' "$OUT/valgrind.log" | tail -40 >&2
		tail -20 "$STATE/logs/php-fpm.log" >&2 2>/dev/null || true
		exit 1
	fi
	DUMPS=$((DUMPS + 1))
	for _ in $(seq 1 200); do
		# The count file is complete once its summary line is written.
		compgen -G "$OUT/cg.*.$DUMPS" >/dev/null && grep -q '^summary:' "$(compgen -G "$OUT/cg.*.$DUMPS")" && return 0
		sleep 0.05
	done
	echo "fpm-instructions: no count for request $DUMPS" >&2
	exit 1
}
last() { # instructions of the last request
	grep -h '^summary:' "$(compgen -G "$OUT/cg.*.$DUMPS")" | awk '{ print $2 }'
}
# shellcheck disable=SC1091
. bench/pages.sh
# BENCH_FPM_PAGES="404 home" counts only those pages (names of bench/pages.sh).
if [[ -n "${BENCH_FPM_PAGES:-}" ]]; then read -r -a PAGE_ORDER <<<"$BENCH_FPM_PAGES"; fi
if [[ -n "$PEER" ]]; then
	printf '%-10s %14s %16s %16s %14s\n' page "off (M instr)" "Lodestar +(M)" "peer +(M)" "Lodestar/peer"
else
	printf '%-10s %14s %14s %14s\n' page "off (M instr)" "on (M instr)" "added (M)"
fi
if [[ -n "${BENCH_FPM_OUT:-}" ]]; then : >"$BENCH_FPM_OUT"; fi
lowest() { # current candidate: the lower of the two (empty = none yet)
	if [[ -z "$1" || "$2" -lt "$1" ]]; then echo "$2"; else echo "$1"; fi
}
for name in "${PAGE_ORDER[@]}"; do
	path=${PAGES[$name]}
	for ((i = 0; i < WARM; i++)); do
		hit "$path"; hit "$path" off
		if [[ -n "$PEER" ]]; then hit "$path" peer; fi
	done
	on=""; off=""; peer=""
	for ((i = 0; i < RUNS; i++)); do
		hit "$path"; on="$(lowest "$on" "$(last)")"
		hit "$path" off; off="$(lowest "$off" "$(last)")"
		if [[ -n "$PEER" ]]; then hit "$path" peer; peer="$(lowest "$peer" "$(last)")"; fi
	done
	if [[ -n "$PEER" ]]; then
		awk -v n="$name" -v o="$off" -v p="$on" -v q="$peer" 'BEGIN { printf "%-10s %14.2f %16.3f %16.3f %14.2f\n", n, o / 1e6, (p - o) / 1e6, (q - o) / 1e6, (q - o) ? (p - o) / (q - o) : 0 }'
	else
		awk -v n="$name" -v o="$off" -v p="$on" 'BEGIN { printf "%-10s %14.2f %14.2f %14.2f\n", n, o / 1e6, p / 1e6, (p - o) / 1e6 }'
	fi
	if [[ -n "${BENCH_FPM_OUT:-}" ]]; then printf '%s\t%s\t%s\t%s\n' "$path" "$off" "$on" "${peer:-}" >>"$BENCH_FPM_OUT"; fi
done
