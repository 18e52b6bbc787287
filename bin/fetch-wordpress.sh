#!/usr/bin/env bash
# fetch-wordpress.sh CACHE_DIR [SUITE] [VERSION]
#
# Downloads Debian's `wordpress` package (plus the Twenty Twenty-Five theme and the
# libraries its dfsg build symlinks to) from SUITE with a PRIVATE apt configuration:
# the system's apt sources are never changed. The archive URI is read from the
# system's own apt configuration, so no host name is written here. The result,
# CACHE_DIR/wordpress-tree, is a plain WordPress document root without symlinks.
set -euo pipefail
CACHE="$1"; SUITE="${2:-sid}"; VER="${3:-}"
APT="$CACHE/apt-$SUITE"
mkdir -p "$APT/lists/partial" "$APT/cache/archives/partial" "$APT/debs"

# The mirror the system already uses for Debian (deb822 .sources first, then one-line lists).
URI=$(awk '/^URIs:/{u=$2} /^Suites:/{for(i=2;i<=NF;i++) if($i ~ /^(bookworm|trixie|sid|stable|testing|unstable)$/){print u; exit}}' \
	/etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
[[ -n "$URI" ]] || URI=$(awk '$1=="deb" && $0 !~ /security/ {for(i=2;i<=NF;i++) if($i ~ /^[a-z]+:\/\//){print $i; exit}}' \
	/etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | head -1)
[[ -n "$URI" ]] || { echo "fetch-wordpress: cannot find the Debian archive URI in /etc/apt" >&2; exit 1; }

echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $URI $SUITE main" > "$APT/sources.list"
O=(-o Dir::Etc::SourceList="$APT/sources.list" -o Dir::Etc::SourceParts=/dev/null
	-o Dir::State::Lists="$APT/lists" -o Dir::Cache="$APT/cache" -o APT::Sandbox::User=root)
apt-get "${O[@]}" update -qq

# The dfsg build replaces bundled libraries with symlinks into these packages.
LIBS=(libphp-phpmailer php-getid3 libjs-underscore libjs-jquery-ui libjs-lodash libjs-cropper)
WPPKG=(wordpress wordpress-theme-twentytwentyfive)
if [[ -n "$VER" ]] && apt-cache "${O[@]}" show "wordpress=$VER" >/dev/null 2>&1; then
	WPPKG=("wordpress=$VER" "wordpress-theme-twentytwentyfive=$VER")
elif [[ -n "$VER" ]]; then
	echo "fetch-wordpress: wordpress=$VER is not in $SUITE; taking $SUITE's current version" >&2
fi
rm -f "$APT/debs"/*.deb
(cd "$APT/debs" && apt-get "${O[@]}" download "${WPPKG[@]}" "${LIBS[@]}" 2>&1 | grep -v '^Get:' || true)
ls "$APT/debs"/wordpress_*.deb >/dev/null 2>&1 || { echo "fetch-wordpress: download failed" >&2; exit 1; }

ROOT="$CACHE/root"; rm -rf "$ROOT"; mkdir -p "$ROOT"
for d in "$APT/debs"/*.deb; do dpkg-deb -x "$d" "$ROOT"; done
W="$ROOT/usr/share/wordpress"
# Absolute links: .htaccess (Apache only) and Debian's wp-config (reads /etc/wordpress) go;
# the theme link is replaced by the real directory copied below.
rm -f "$W/.htaccess" "$W/wp-config.php" "$ROOT/var/lib/wordpress/wp-content/themes/twentytwentyfive"
dangling=$(find "$ROOT" -xtype l -printf '%p -> %l\n')
[[ -z "$dangling" ]] || { echo "fetch-wordpress: dangling symlinks remain:"; echo "$dangling"; exit 1; } >&2

OUT="$CACHE/wordpress-tree"; rm -rf "$OUT" "$OUT.tmp"
cp -rL "$W" "$OUT.tmp"
cp -rL "$ROOT/var/lib/wordpress/wp-content/." "$OUT.tmp/wp-content/"
[[ -z "$(find "$OUT.tmp" -type l)" ]] || { echo "fetch-wordpress: symlinks left in the tree" >&2; exit 1; }
grep -o "wp_version = '[^']*'" "$OUT.tmp/wp-includes/version.php"
ls "$APT/debs" > "$OUT.tmp/.complete"
rm -rf "$ROOT"
mv "$OUT.tmp" "$OUT"
