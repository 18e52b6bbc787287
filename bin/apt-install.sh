#!/usr/bin/env bash
# apt-install.sh PACKAGE...: installs the Debian packages that are missing (root only).
# Runs `apt-get update` first, since a fresh machine may have no package lists.
set -euo pipefail
missing=()
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
((${#missing[@]})) || exit 0
[[ $EUID -eq 0 ]] || { echo "missing Debian packages: ${missing[*]} (run as root, or install them)" >&2; exit 1; }
echo "[apt] installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
