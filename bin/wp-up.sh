#!/usr/bin/env bash
# wp-up.sh [--port PORT] [--state DIR] [--fresh] [--server nginx|php] [--dev]
# wp-up.sh --prepare [PACKAGE...]
#
# Brings up a local WordPress 7.1 site with Lodestar linked in and active, on
# http://127.0.0.1:PORT: PHP 8.2, MariaDB and nginx + php-fpm from Debian, WordPress
# from Debian's development suite (downloaded with a private apt configuration).
#
# Idempotent: a running site is reused; a stopped one is started again on its old
# data; --fresh throws the data away and installs anew. --dev (npm start) makes the site
# load the plugin's classes from includes/ rather than the built bundle (build/php/), so
# edits to PHP show at once. --prepare only installs the Debian packages (with the extra ones
# named after it, in the same apt run) and fetches the WordPress tree, then exits: npm test runs
# it once before it brings up several sites side by side. State lives in STATE
# (default .wp-stack/site-PORT, git-ignored); the downloaded WordPress tree is cached
# in LODESTAR_CACHE_DIR (default /var/cache/lodestar) so a second run is fast.
#
# Without root: install php8.2 (cli, mysql, xml, mbstring, intl, gd, curl) and
# mariadb yourself; the PHP built-in server is used. An existing MariaDB/MySQL server
# can be used instead of a private one with WP_DB_HOST, WP_DB_USER, WP_DB_PASSWORD
# (the user needs CREATE/DROP on the databases WP_DB_NAME and WP_DB_NAME_tests).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(dirname "$HERE")"
PORT="${WP_PORT:-8881}"
STATE=""
FRESH=0
DEV=0
SERVER="${WP_SERVER:-}"
PREPARE=0
EXTRA_PKGS=()
while [[ $# -gt 0 ]]; do
	case "$1" in
		--prepare) PREPARE=1; shift; EXTRA_PKGS=("$@"); break ;;
		--port) PORT="$2"; shift 2 ;;
		--state) STATE="$2"; shift 2 ;;
		--fresh) FRESH=1; shift ;;
		--dev) DEV=1; shift ;;
		--server) SERVER="$2"; shift 2 ;;
		*) echo "wp-up: unknown argument $1" >&2; exit 2 ;;
	esac
done
[[ "$PORT" =~ ^[0-9]+$ ]] || { echo "wp-up: --port must be a number" >&2; exit 2; }
STATE="$(realpath -m "${STATE:-${WP_STATE_DIR:-$REPO/.wp-stack/site-$PORT}}")"
CACHE="${LODESTAR_CACHE_DIR:-/var/cache/lodestar}"
WP_DEB_VERSION="${WP_DEB_VERSION:-7.1.4+dfsg1-1}"
WP_SUITE="${WP_SUITE:-sid}"
ADMIN_USER="${WP_ADMIN_USER:-admin}"
ADMIN_PASS="${WP_ADMIN_PASS:-password}"
DB_NAME="${WP_DB_NAME:-wordpress}"
DB_USER="${WP_DB_USER:-wp}"
DB_PASS="${WP_DB_PASSWORD:-wp}"
EXTERNAL_DB="${WP_DB_HOST:-}"
URL="http://127.0.0.1:$PORT"
HOST="127.0.0.1:$PORT"
# The same site over HTTPS (nginx only), with a self-signed certificate for 127.0.0.1: the
# site analysis' tests serve an HTTPS site from it (WP_TLS_URL, WP_TLS_CERT in the env file).
TLS_PORT="${WP_TLS_PORT:-$((PORT + 10000))}"
((TLS_PORT <= 65535)) || TLS_PORT=$((PORT - 10000))
PHPV=8.2
SITE="$STATE/site"
IS_ROOT=0; [[ $EUID -eq 0 ]] && IS_ROOT=1
[[ -n "$SERVER" ]] || { ((IS_ROOT)) && SERVER=nginx || SERVER=php; }

T0=$(date +%s%N)
log() { echo "[wp-up $(awk -v a="$T0" -v b="$(date +%s%N)" 'BEGIN{printf "%.1f", (b-a)/1e9}')s] $*"; }
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
pid_alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

# ------------------------------------------------------------------ packages
PKGS=(php$PHPV-cli php$PHPV-fpm php$PHPV-mysql php$PHPV-xml php$PHPV-mbstring php$PHPV-curl
	php$PHPV-gd php$PHPV-intl php$PHPV-zip php$PHPV-opcache mariadb-server mariadb-client nginx
	curl ca-certificates)
if ((IS_ROOT)); then
	"$HERE/apt-install.sh" "${PKGS[@]}" "${EXTRA_PKGS[@]}"
else
	for b in php curl; do command -v "$b" >/dev/null || { echo "wp-up: $b not found (install PHP $PHPV and curl, or run as root)" >&2; exit 1; }; done
	[[ -n "$EXTERNAL_DB" ]] || command -v mariadbd >/dev/null || [[ -x /usr/sbin/mariadbd ]] \
		|| { echo "wp-up: no MariaDB: install mariadb-server or set WP_DB_HOST" >&2; exit 1; }
fi

# ------------------------------------------------------------------ WordPress tree (cached)
WPTREE="$CACHE/wordpress-tree"
if [[ ! -f "$WPTREE/.complete" ]]; then
	((IS_ROOT)) || [[ -w "$(dirname "$CACHE")" || -w "$CACHE" ]] || { echo "wp-up: set LODESTAR_CACHE_DIR to a writable folder" >&2; exit 1; }
	log "fetching WordPress $WP_DEB_VERSION from Debian $WP_SUITE (private apt configuration)"
	"$HERE/fetch-wordpress.sh" "$CACHE" "$WP_SUITE" "$WP_DEB_VERSION"
fi
((PREPARE)) && { log "packages and WordPress $WP_DEB_VERSION ready"; exit 0; }

# ------------------------------------------------------------------ who runs PHP
# php-fpm and nginx run as www-data when it can read the plugin checkout, else as root
# (a checkout under /root is not readable by www-data).
RUN_USER=$(id -un)
if ((IS_ROOT)); then
	RUN_USER=root
	if id www-data >/dev/null 2>&1 && su -s /bin/sh www-data -c "test -r '$REPO/plugin.php'" 2>/dev/null; then RUN_USER=www-data; fi
fi

DB_SOCK="$STATE/mysql/run/mysqld.sock"
DB_HOST_CONST="localhost:$DB_SOCK"
[[ -n "$EXTERNAL_DB" ]] && DB_HOST_CONST="$EXTERNAL_DB"
db_root() { # SQL on stdin, as the DB superuser
	if [[ -n "$EXTERNAL_DB" ]]; then
		local h="${EXTERNAL_DB%%:*}" p="${EXTERNAL_DB#*:}"; [[ "$p" == "$EXTERNAL_DB" ]] && p=3306
		if [[ "$p" =~ ^[0-9]+$ ]]; then mariadb -h "$h" -P "$p" -u "$DB_USER" -p"$DB_PASS"; else mariadb -S "$p" -u "$DB_USER" -p"$DB_PASS"; fi
	else
		mariadb --defaults-file="$STATE/my.cnf" -uroot
	fi
}

start_db() {
	[[ -z "$EXTERNAL_DB" ]] || return 0
	pid_alive "$STATE/mysql/run/mysqld.pid" && return 0
	setsid /usr/sbin/mariadbd --defaults-file="$STATE/my.cnf" >> "$STATE/logs/mariadb.out" 2>&1 < /dev/null &
	for _ in $(seq 1 150); do
		mariadb-admin --defaults-file="$STATE/my.cnf" -uroot ping >/dev/null 2>&1 && return 0
		sleep 0.1
	done
	echo "wp-up: MariaDB did not start; see $STATE/mysql/mariadb.err" >&2; exit 1
}

start_web() {
	port_busy "$PORT" && return 0
	if [[ "$SERVER" == php ]]; then
		PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}" setsid php \
			-d opcache.enable_cli=1 -d memory_limit=256M -d upload_max_filesize=64M -d post_max_size=64M \
			-d error_log="$STATE/logs/php-error.log" -d log_errors=1 -d display_errors=0 \
			-S "$HOST" -t "$SITE" "$HERE/router.php" >> "$STATE/logs/php-server.log" 2>&1 < /dev/null &
		echo $! > "$STATE/run/php-server.pid"
	else
		local fpm_root=""; [[ "$RUN_USER" == root ]] && fpm_root="-R"
		cat > "$STATE/php-fpm.conf" <<FPM
[global]
pid = $STATE/run/php-fpm.pid
error_log = $STATE/logs/php-fpm.log
daemonize = yes
[www]
user = $RUN_USER
group = $RUN_USER
listen = $STATE/run/php-fpm.sock
listen.owner = $RUN_USER
listen.group = $RUN_USER
listen.mode = 0660
pm = static
pm.max_children = ${WP_FPM_CHILDREN:-4}
catch_workers_output = yes
php_value[error_log] = $STATE/logs/php-error.log
php_flag[log_errors] = on
php_admin_value[memory_limit] = 256M
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
FPM
		# Debian's fastcgi_params passes HTTP_HOST=$host, which drops the port: WordPress'
		# redirect_canonical would then loop on a non-80 port.
		grep -v 'HTTP_HOST' /etc/nginx/fastcgi_params > "$STATE/fastcgi_params"
		echo 'fastcgi_param  HTTP_HOST  $host:$server_port;' >> "$STATE/fastcgi_params"
		mkdir -p "$STATE/nginx" "$STATE/tls"
		if [[ ! -s "$STATE/tls/cert.pem" ]]; then
			openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=127.0.0.1" \
				-addext "subjectAltName=IP:127.0.0.1" -addext "basicConstraints=critical,CA:TRUE" \
				-keyout "$STATE/tls/key.pem" -out "$STATE/tls/cert.pem" >/dev/null 2>&1
			chmod 644 "$STATE/tls/cert.pem"
		fi
		local site_locations
		site_locations=$(cat <<LOC
    root $SITE;
    index index.php index.html;
    disable_symlinks off;
    location / { try_files \$uri \$uri/ /index.php?\$args; }
    location ~ \.php\$ {
      try_files \$uri =404;
      include $STATE/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
      fastcgi_pass unix:$STATE/run/php-fpm.sock;
      fastcgi_buffers 16 16k;
      fastcgi_buffer_size 32k;
      fastcgi_read_timeout 300;
    }
LOC
)
		cat > "$STATE/nginx.conf" <<NGX
user $RUN_USER;
worker_processes 2;
pid $STATE/run/nginx.pid;
error_log $STATE/logs/nginx-error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 30;
  client_max_body_size 64m;
  client_body_temp_path $STATE/nginx/body;
  fastcgi_temp_path $STATE/nginx/fastcgi;
  proxy_temp_path $STATE/nginx/proxy;
  uwsgi_temp_path $STATE/nginx/uwsgi;
  scgi_temp_path $STATE/nginx/scgi;
  server {
    listen $HOST;
    server_name 127.0.0.1 localhost;
$site_locations
  }
  server {
    listen 127.0.0.1:$TLS_PORT ssl;
    server_name 127.0.0.1 localhost;
    ssl_certificate $STATE/tls/cert.pem;
    ssl_certificate_key $STATE/tls/key.pem;
$site_locations
  }
}
NGX
		php-fpm$PHPV $fpm_root --fpm-config "$STATE/php-fpm.conf" -c /etc/php/$PHPV/fpm/php.ini
		nginx -e "$STATE/logs/nginx-error.log" -p "$STATE/nginx" -c "$STATE/nginx.conf"
	fi
	for _ in $(seq 1 100); do port_busy "$PORT" && return 0; sleep 0.05; done
	echo "wp-up: the web server did not start on $PORT; see $STATE/logs" >&2; exit 1
}

# ------------------------------------------------------------------ (re)install or reuse
if ((FRESH)) || [[ ! -f "$STATE/.installed" ]]; then
	[[ -d "$STATE" ]] && "$HERE/wp-down.sh" --port "$PORT" --state "$STATE" --purge >/dev/null 2>&1 || true
	port_busy "$PORT" && { echo "wp-up: port $PORT is in use by something else" >&2; exit 1; }
	rm -rf "$STATE"
	mkdir -p "$STATE"/{logs,run} "$SITE"
	log "creating the site in $STATE"
	for e in "$WPTREE"/* "$WPTREE"/.[!.]*; do
		[[ -e "$e" ]] || continue
		case "$(basename "$e")" in
			wp-admin|wp-includes) cp -al "$e" "$SITE/" ;;  # never written: hard links are enough
			.complete) ;;
			*) cp -a "$e" "$SITE/" ;;
		esac
	done

	if [[ -z "$EXTERNAL_DB" ]]; then
		# A private tmpdir: servers installed at the same time (several test sites) otherwise
		# share /tmp's #sql-temptable-* names and one's install can remove another's tables.
		mkdir -p "$STATE/mysql"/{data,run,tmp}
		DB_OS_USER=mysql; ((IS_ROOT)) || DB_OS_USER=$(id -un)
		cat > "$STATE/my.cnf" <<CNF
[mysqld]
user=$DB_OS_USER
datadir=$STATE/mysql/data
socket=$DB_SOCK
pid-file=$STATE/mysql/run/mysqld.pid
log-error=$STATE/mysql/mariadb.err
tmpdir=$STATE/mysql/tmp
skip-networking
skip-name-resolve
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
innodb_buffer_pool_size=256M
innodb_log_file_size=64M
innodb_flush_log_at_trx_commit=2
innodb_buffer_pool_dump_at_shutdown=0
innodb_buffer_pool_load_at_startup=0
[client]
socket=$DB_SOCK
CNF
		((IS_ROOT)) && chown -R mysql:mysql "$STATE/mysql"
		chmod 755 "$STATE" "$STATE/mysql" "$STATE/mysql/run"
		auth=(--auth-root-authentication-method=socket); ((IS_ROOT)) || auth=()
		mariadb-install-db --defaults-file="$STATE/my.cnf" "${auth[@]}" --skip-test-db \
			> "$STATE/logs/mariadb-install-db.log" 2>&1 || { cat "$STATE/logs/mariadb-install-db.log" >&2; exit 1; }
		start_db
		db_root <<SQL
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
SQL
	fi
	db_root <<SQL
DROP DATABASE IF EXISTS \`$DB_NAME\`;
CREATE DATABASE \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE IF NOT EXISTS \`${DB_NAME}_tests\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
SQL
	[[ -n "$EXTERNAL_DB" ]] || db_root <<SQL
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
GRANT ALL PRIVILEGES ON \`${DB_NAME}_tests\`.* TO '$DB_USER'@'localhost';
SQL
	log "database ready"

	cat > "$SITE/wp-config.php" <<PHP
<?php
// Written by bin/wp-up.sh: a throwaway local site.
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASS' );
define( 'DB_HOST', '$DB_HOST_CONST' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', 'lodestar-local-auth-key' );
define( 'SECURE_AUTH_KEY', 'lodestar-local-secure-auth-key' );
define( 'LOGGED_IN_KEY', 'lodestar-local-logged-in-key' );
define( 'NONCE_KEY', 'lodestar-local-nonce-key' );
define( 'AUTH_SALT', 'lodestar-local-auth-salt' );
define( 'SECURE_AUTH_SALT', 'lodestar-local-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'lodestar-local-logged-in-salt' );
define( 'NONCE_SALT', 'lodestar-local-nonce-salt' );
\$table_prefix = 'wp_';
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$STATE/logs/wp-debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
	touch "$STATE/logs/wp-debug.log"
	mkdir -p "$SITE/wp-content/mu-plugins"
	cp "$HERE/mu-plugins/"*.php "$SITE/wp-content/mu-plugins/"
	php -d opcache.enable_cli=0 "$HERE/install.php" "$SITE" "$URL" "$ADMIN_USER" "$ADMIN_PASS" "admin@example.com" \
		> "$STATE/logs/install.log" 2>&1 || { cat "$STATE/logs/install.log" >&2; exit 1; }
	touch "$STATE/.installed"
	log "WordPress installed"
else
	mkdir -p "$STATE"/{logs,run}
	start_db
fi

# ------------------------------------------------------------------ plugin
ln -sfn "$REPO" "$SITE/wp-content/plugins/lodestar"
php -d opcache.enable_cli=0 "$HERE/activate.php" "$SITE" "$HOST" lodestar/plugin.php >> "$STATE/logs/install.log" 2>&1 \
	|| { tail -5 "$STATE/logs/install.log" >&2; exit 1; }
php -d opcache.enable_cli=0 "$HERE/flush-rewrites.php" "$SITE" "$HOST" >> "$STATE/logs/install.log" 2>&1 \
	|| { tail -5 "$STATE/logs/install.log" >&2; exit 1; }
((IS_ROOT)) && chown -R "$RUN_USER:$RUN_USER" "$SITE/wp-content" "$STATE/logs"
start_web

# ------------------------------------------------------------------ health checks
check() { # path expected-code
	local code; code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$URL$1")
	[[ "$code" == "$2" ]] || { echo "wp-up: GET $1 answered $code (expected $2); logs in $STATE/logs" >&2; return 1; }
}
check / 200
check /wp-json/ 200
check /wp-login.php 200
check /wp-admin/ 302

cat > "$STATE/env" <<ENV
WP_URL=$URL
WP_BASE_URL=$URL
ENV
[[ "$SERVER" == nginx ]] && cat >> "$STATE/env" <<ENV
WP_TLS_URL=https://127.0.0.1:$TLS_PORT
WP_TLS_CERT=$STATE/tls/cert.pem
ENV
cat >> "$STATE/env" <<ENV
WP_ADMIN_USER=$ADMIN_USER
WP_ADMIN_PASS=$ADMIN_PASS
WP_SERVER=$SERVER
WP_STATE_DIR=$STATE
WP_SITE_DIR=$SITE
WP_CORE_DIR=$SITE
WP_TEST_DB_NAME=${DB_NAME}_tests
WP_TEST_DB_USER=$DB_USER
WP_TEST_DB_PASSWORD=$DB_PASS
WP_TEST_DB_HOST=$DB_HOST_CONST
ENV
# The development site reads includes/ directly (see --dev); others load build/php/classes.php.
if ((DEV)) && ! grep -q "LODESTAR_PHP_BUNDLE" "$SITE/wp-config.php"; then
	sed -i "s|^if ( ! defined( 'ABSPATH' ) ) {|define( 'LODESTAR_PHP_BUNDLE', false );\nif ( ! defined( 'ABSPATH' ) ) {|" "$SITE/wp-config.php"
fi
log "ready: $URL (server: $SERVER, state: $STATE)"
