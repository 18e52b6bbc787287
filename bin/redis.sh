#!/usr/bin/env bash
# Helpers for a private Redis (Debian's redis-server) used by the object cache pass of the
# tests (tests/object-cache/). Sourced, not run. redis_up starts one on a Unix socket in a
# folder of its own (no TCP port, no persistence: a throwaway cache) and exports
# LODESTAR_REDIS_SOCKET; redis_down stops the one it started.
LODESTAR_REDIS_DIR=""

redis_up() { # folder
	[[ $EUID -ne 0 ]] || bash "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" redis-server php8.2-redis
	command -v redis-server >/dev/null || { echo "redis: redis-server not found (install redis-server and php-redis)" >&2; return 1; }
	php -r 'exit(class_exists("Redis") ? 0 : 1);' || { echo "redis: the PHP redis extension is missing (php-redis)" >&2; return 1; }
	LODESTAR_REDIS_DIR="$1"
	mkdir -p "$LODESTAR_REDIS_DIR"
	LODESTAR_REDIS_SOCKET="$LODESTAR_REDIS_DIR/redis.sock"
	rm -f "$LODESTAR_REDIS_SOCKET"
	redis-server --port 0 --unixsocket "$LODESTAR_REDIS_SOCKET" --unixsocketperm 777 \
		--save '' --appendonly no --daemonize yes --dir "$LODESTAR_REDIS_DIR" \
		--pidfile "$LODESTAR_REDIS_DIR/redis.pid" --logfile "$LODESTAR_REDIS_DIR/redis.log" >/dev/null
	for _ in $(seq 1 100); do [[ -S "$LODESTAR_REDIS_SOCKET" ]] && break; sleep 0.05; done
	[[ -S "$LODESTAR_REDIS_SOCKET" ]] || { echo "redis: did not start; see $LODESTAR_REDIS_DIR/redis.log" >&2; return 1; }
	export LODESTAR_REDIS_SOCKET
}

redis_down() {
	if [[ -n "$LODESTAR_REDIS_DIR" && -f "$LODESTAR_REDIS_DIR/redis.pid" ]]; then
		local pid; pid="$(cat "$LODESTAR_REDIS_DIR/redis.pid")"
		kill "$pid" 2>/dev/null || true
		for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
		rm -rf "$LODESTAR_REDIS_DIR"
	fi
	LODESTAR_REDIS_DIR=""
}
