#!/usr/bin/env bash
# What bin/fake-google.sh, fake-wporg.sh, fake-indexnow.sh and fake-feed.sh share. Sourced, not run.
#
# fake_server_up NAME VAR [SITE_DIR] [MU_PLUGIN]: starts tests/NAME/server.mjs on a free port
# (waiting for the URL it writes), exports LODESTAR_FAKE_<VAR>_URL and keeps its process id in
# LODESTAR_FAKE_<VAR>_PID. With a site folder and the text of a must-use plugin (@URL@ and
# @ROOT@ stand for the URL and the repository), writes that plugin to
# SITE_DIR/wp-content/mu-plugins/lodestar-NAME.php and keeps its path in LODESTAR_FAKE_<VAR>_MU.
# fake_server_down VAR: removes the must-use plugin and stops the process.

fake_server_up() { # name var [site dir] [mu-plugin text]
	local name="$1" var="LODESTAR_FAKE_$2" site="${3:-}" text="${4:-}" root url_file url mu
	root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
	url_file="$(mktemp)"
	node "$root/tests/$name/server.mjs" --url-file "$url_file" > /dev/null &
	printf -v "${var}_PID" '%s' "$!"
	for _ in $(seq 1 100); do [[ -s "$url_file" ]] && break; sleep 0.05; done
	[[ -s "$url_file" ]] || { echo "$name: did not start" >&2; rm -f "$url_file"; return 1; }
	url="$(cat "$url_file")"
	rm -f "$url_file"
	printf -v "${var}_URL" '%s' "$url"
	export "${var}_URL"
	if [[ -n "$site" && -n "$text" && -d "$site/wp-content" ]]; then
		mkdir -p "$site/wp-content/mu-plugins"
		mu="$site/wp-content/mu-plugins/lodestar-$name.php"
		text="${text//@URL@/$url}"
		printf '<?php\n%s\n' "${text//@ROOT@/$root}" > "$mu"
		printf -v "${var}_MU" '%s' "$mu"
	fi
}

fake_server_down() { # var
	local var="LODESTAR_FAKE_$1" pid_var mu_var pid mu
	pid_var="${var}_PID"
	mu_var="${var}_MU"
	pid="${!pid_var:-}"
	mu="${!mu_var:-}"
	[[ -n "$mu" ]] && rm -f "$mu"
	if [[ -n "$pid" ]]; then
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
	fi
	printf -v "${var}_PID" '%s' ""
	printf -v "${var}_MU" '%s' ""
}
