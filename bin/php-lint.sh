#!/usr/bin/env bash
# npm run lint:php: what `php -l` checks over every PHP file of the plugin and its tests, then phpcs
# (Debian's, with the project's phpcs.xml.dist) when it is installed.
# bin/php-lint.sh FILE...: the `php -l` checks of those files only (bin/test-changed.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v php >/dev/null || { echo "lint:php needs php (npm start or npm test installs it)" >&2; exit 1; }
# One PHP process compiles every file (bin/php-lint.php), as `php -l` does one file per process
# (430 processes took 25 s).
syntax() {
	php -d opcache.enable_cli=1 -d display_errors=stderr -d log_errors=0 -d error_reporting=-1 bin/php-lint.php
}
if (($#)); then
	printf '%s\n' "$@" | syntax
	exit
fi
find plugin.php uninstall.php includes tests/php tests/object-cache bin bench -name '*.php' 2>/dev/null | syntax
echo "php -l: no syntax errors"
if command -v phpcs >/dev/null && [[ -f phpcs.xml.dist ]]; then
	phpcs -q --standard=phpcs.xml.dist
	echo "phpcs: clean"
fi
