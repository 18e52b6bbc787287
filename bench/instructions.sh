#!/usr/bin/env bash
# bench/instructions.sh SITE_DIR HOST: Lodestar's added cost per page view in CPU instructions,
# counted by valgrind (callgrind) for one request of each page with the plugin on and off.
# Unlike times, instruction counts do not move with the machine's load: two versions of the
# code can be compared on a busy machine, to a fraction of a percent.
# The request runs in the PHP command line with opcache's file cache warm (opcache on, as in
# production). "exec" leaves out loading the cached scripts (compile_filename), which a php-fpm
# worker with opcache's shared memory does not pay per request; "load" is that part.
# Each figure is the lowest of BENCH_INSTRUCTION_RUNS (default 3) runs: a request now and then
# does one-off work (a cron check, a transient refreshed) that is not the page's cost.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SITE="$1"
HOST="$2"
command -v valgrind >/dev/null || bash bin/apt-install.sh valgrind
CACHE="$(mktemp -d)"
trap 'rm -rf "$CACHE"' EXIT
OPC=(-d opcache.enable_cli=1 -d "opcache.file_cache=$CACHE" -d opcache.file_cache_only=1)
# shellcheck disable=SC1091
. bench/pages.sh
RUNS="${BENCH_INSTRUCTION_RUNS:-3}"
count() { # callgrind-output path [off] -> "total load" of the run with the lowest exec part
	local out=$1
	shift
	local i
	for ((i = 0; i < RUNS; i++)); do
		USE_ZEND_ALLOC=0 valgrind --tool=callgrind --callgrind-out-file="$out" \
			php "${OPC[@]}" bench/request.php "$SITE" "$HOST" "$@" >/dev/null 2>&1
		callgrind_annotate --inclusive=yes "$out" 2>/dev/null | awk '
			/PROGRAM TOTALS/ { gsub(",", "", $1); t = $1 }
			/:compile_filename / { gsub(",", "", $1); c = $1 }
			END { print t, c, t - c }'
	done | sort -n -k3 | head -1 | cut -d' ' -f1,2
}
printf '%-8s %14s %14s %14s %14s\n' page "off (M instr)" "on (M instr)" "added exec (M)" "added load (M)"
for name in "${PAGE_ORDER[@]}"; do
	path=${PAGES[$name]}
	# Warm opcache's file cache for both runs first.
	php "${OPC[@]}" bench/request.php "$SITE" "$HOST" "$path" >/dev/null 2>&1
	php "${OPC[@]}" bench/request.php "$SITE" "$HOST" "$path" off >/dev/null 2>&1
	read -r off_t off_c < <(count "$CACHE/off.out" "$path" off)
	read -r on_t on_c < <(count "$CACHE/on.out" "$path")
	awk -v n="$name" -v ot="$off_t" -v oc="$off_c" -v nt="$on_t" -v nc="$on_c" 'BEGIN {
		printf "%-8s %14.2f %14.2f %14.2f %14.2f\n", n, ot / 1e6, nt / 1e6, ((nt - nc) - (ot - oc)) / 1e6, (nc - oc) / 1e6 }'
done
