#!/usr/bin/env bash
# npm run lint:php: `php -l` over every PHP file of the plugin and its tests, then phpcs
# (Debian's, with the project's phpcs.xml.dist) when it is installed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v php >/dev/null || { echo "lint:php needs php (npm start or npm test installs it)" >&2; exit 1; }
fail=0
while IFS= read -r -d '' f; do
	out=$(php -d display_errors=1 -l "$f" 2>&1) || { echo "$out"; fail=1; }
done < <(find plugin.php uninstall.php includes tests/php tests/object-cache bin bench -name '*.php' -print0 2>/dev/null)
((fail == 0)) || exit 1
echo "php -l: no syntax errors"
if command -v phpcs >/dev/null && [[ -f phpcs.xml.dist ]]; then
	phpcs -q --standard=phpcs.xml.dist
	echo "phpcs: clean"
fi
