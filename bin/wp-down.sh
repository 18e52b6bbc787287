#!/usr/bin/env bash
# wp-down.sh [--port PORT] [--state DIR] [--purge]
# Stops what wp-up.sh started for that site (by PID files only); --purge also deletes its state.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT="${WP_PORT:-8881}"; STATE=""; PURGE=0
while [[ $# -gt 0 ]]; do
	case "$1" in
		--port) PORT="$2"; shift 2 ;;
		--state) STATE="$2"; shift 2 ;;
		--purge) PURGE=1; shift ;;
		*) echo "wp-down: unknown argument $1" >&2; exit 2 ;;
	esac
done
STATE="$(realpath -m "${STATE:-${WP_STATE_DIR:-$(dirname "$HERE")/.wp-stack/site-$PORT}}")"
stop_pid() { # name pidfile [group|kill]
	[[ -f "$2" ]] || return 0
	local pid; pid=$(cat "$2"); [[ "$pid" =~ ^[0-9]+$ ]] || { rm -f "$2"; return 0; }
	if kill -0 "$pid" 2>/dev/null; then
		if [[ "${3:-}" == kill ]]; then kill -KILL "$pid"
		elif [[ "${3:-}" == group && "$(ps -o pgid= -p "$pid" | tr -d ' ')" == "$pid" ]]; then kill -TERM -- "-$pid"
		else kill -TERM "$pid"; fi
		for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
		echo "stopped $1 ($pid)"
	fi
	rm -f "$2"
}
MODE=""; ((PURGE)) && MODE=kill   # the data goes anyway: no clean InnoDB shutdown needed
stop_pid nginx "$STATE/run/nginx.pid" &
stop_pid php-fpm "$STATE/run/php-fpm.pid" &
stop_pid php-server "$STATE/run/php-server.pid" group &
stop_pid mariadbd "$STATE/mysql/run/mysqld.pid" $MODE &
wait
if ((PURGE)) && [[ -d "$STATE" ]]; then rm -rf "$STATE"; echo "removed $STATE"; fi
exit 0
