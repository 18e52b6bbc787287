#!/usr/bin/env bash
# npm run test:changed [-- BASE]: the tests a change touches, in a minute or two, for running
# often while working (npm test stays the whole suite, and what CI runs).
#
# The change: the files that differ from BASE (default: HEAD when the tree has uncommitted or
# untracked files, else HEAD~1, i.e. the last commit) plus untracked files. What runs:
#   - eslint on the changed TypeScript/JavaScript files, tsc --noEmit when one is TypeScript,
#     php -l on the changed PHP files;
#   - Jest: the changed tests and every test that imports a changed file (--findRelatedTests,
#     which follows imports, JSON fixtures included);
#   - PHPUnit (main pass): the changed test classes, and every test class whose file names a
#     changed class, helper or fixture (tests/php and includes/ by class name, tests/fixtures
#     by file name); the object cache and multisite passes when their own tests changed;
#   - Playwright: the changed specs (the build first when a script is newer than it).
# It prints what it chose and why, and the time it took (LODESTAR_TEST_CHANGED_LIST=1: only
# what it would run). A test class is chosen when it names a changed class, in code or in a
# "Covers:" line of its docblock (the served-page tests reach their classes over HTTP only).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
T0=$(date +%s)
base="${1:-}"
if [[ -z "$base" ]]; then
	if [[ -n "$(git status --porcelain)" ]]; then base=HEAD; else base=HEAD~1; fi
fi
mapfile -t changed < <( { git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u | while read -r f; do [[ -f "$f" ]] && echo "$f"; done)
if ((${#changed[@]} == 0)); then
	echo "test:changed: nothing changed since $base"
	exit 0
fi
echo "test:changed: ${#changed[@]} file(s) changed since $base"

js=() ts=0 php=() jest_files=() php_names=() e2e=() passes=()
for f in "${changed[@]}"; do
	case "$f" in
		*.ts|*.tsx|*.js|*.mjs)
			case "$f" in src/*|src-admin/*|src-editor/*|tests/js/*|tests/e2e/*) js+=("$f") ;; esac
			[[ "$f" == *.ts || "$f" == *.tsx ]] && ts=1 ;;
	esac
	case "$f" in
		src/*|src-admin/*|src-editor/*|tests/js/*|tests/fixtures/*) jest_files+=("$f") ;;
	esac
	case "$f" in
		tests/php/fixtures/*)
			[[ "$f" == *.php ]] && php+=("$f")
			# A PHPUnit fixture (a served-site theme, the must-use plugin's template): the tests
			# that name its file or folder, directly or through a helper that does (the tests
			# using ServedSiteHarness for tests/php/fixtures/served-site/). Not its base name
			# alone: index.php or functions.php would name half the suite.
			sub="${f#tests/php/fixtures/}"
			php_names+=("$sub" "fixtures/${sub%%/*}")
			while read -r helper; do
				php_names+=("$(basename "$helper" .php)")
			done < <(grep -rlF -e "$sub" -e "fixtures/${sub%%/*}" --include='*.php' tests/php | grep -v 'Test\.php$' || true) ;;
		*.php) php+=("$f")
			case "$f" in
				tests/php/ObjectCache/*) passes+=(object-cache) ;;
				tests/php/Multisite/*) passes+=(multisite) ;;
			esac
			php_names+=("$(basename "$f" .php)")
			# A class no test names directly is covered through its folder: the tests that use
			# any class of Lodestar\Folder\ (e.g. the migration tests for Migration/Tokens.php).
			if [[ "$f" == includes/*/* ]]; then
				folder="${f#includes/}"; folder="${folder%%/*}"
				grep -rqlwF --include='*Test.php' -e "$(basename "$f" .php)" tests/php/Unit tests/php/Integration \
					|| php_names+=("Lodestar\\$folder\\")
			fi ;;
		tests/fixtures/*) php_names+=("$(basename "$f")") ;;
		tests/e2e/*.spec.ts) e2e+=("$f") ;;
	esac
done

# PHPUnit test classes: a changed test itself, or a test file that names a changed class or fixture.
classes=()
if ((${#php_names[@]})); then
	mapfile -t classes < <(
		for name in "${php_names[@]}"; do
			if [[ "$name" == *Test ]]; then echo "$name"; continue; fi
			word=-w; [[ "$name" == *\\ ]] && word=
			grep -rlF $word --include='*Test.php' -e "$name" tests/php/Unit tests/php/Integration 2>/dev/null | xargs -r -n1 basename | sed 's/\.php$//' || true
		done | sort -u
	)
fi

# LODESTAR_TEST_CHANGED_LIST=1: print what would run, run nothing.
if [[ "${LODESTAR_TEST_CHANGED_LIST:-}" == 1 ]]; then
	echo "eslint: ${js[*]:-}"; echo "tsc: $ts"; echo "php -l: ${php[*]:-}"
	echo "jest related to: ${jest_files[*]:-}"; echo "phpunit: ${classes[*]:-}"
	echo "passes: ${passes[*]:-}"; echo "playwright: ${e2e[*]:-}"
	exit 0
fi
status=0
if ((${#js[@]})); then
	echo; echo "=== eslint: ${js[*]}"
	npx wp-scripts lint-js "${js[@]}" || status=1
fi
if ((ts)); then
	echo; echo "=== tsc --noEmit"
	# Incremental: the second run after a one-file change checks what it touches (~15 s, not ~45 s).
	mkdir -p artifacts
	npx tsc --noEmit --incremental --tsBuildInfoFile artifacts/tsc-changed.tsbuildinfo || status=1
fi
if ((${#php[@]})); then
	echo; echo "=== php -l: ${#php[@]} file(s)"
	bash bin/php-lint.sh "${php[@]}" || status=1
fi
if ((${#jest_files[@]})); then
	echo; echo "=== jest: tests related to ${#jest_files[@]} file(s)"
	# Every core (Jest's default leaves one free: a single worker on two cores).
	npx wp-scripts test-unit-js --config jest.config.js --passWithNoTests --maxWorkers=100% --findRelatedTests "${jest_files[@]}" || status=1
fi
if ((${#classes[@]} || ${#passes[@]} || ${#e2e[@]})); then
	# One site for every PHPUnit pass and the specs, up once.
	# shellcheck disable=SC1091
	. bin/test-stack.sh
	trap test_stack_down EXIT
	test_stack_up
fi
if ((${#classes[@]})); then
	echo; echo "=== phpunit: ${classes[*]}"
	# Namespaced names: a backslash before the class, so FooTest does not also pick BarFooTest.
	filter="/\\\\($(IFS='|'; echo "${classes[*]}"))::/"
	bash bin/phpunit.sh --filter "$filter" || status=1
fi
for pass in $(printf '%s\n' "${passes[@]}" | sort -u); do
	echo; echo "=== phpunit: the $pass pass"
	bash "bin/$pass-pass.sh" || status=1
done
if ((${#e2e[@]})); then
	if [[ ! -f build/admin/index.asset.php || -n "$(find src src-admin src-editor -newer build/admin/index.asset.php -print -quit)" ]]; then
		echo; echo "=== build (a script is newer than build/)"
		npm run --silent build
	fi
	echo; echo "=== playwright: ${e2e[*]}"
	bash bin/e2e.sh "${e2e[@]}" || status=1
fi
echo
echo "test:changed: $( ((status)) && echo FAILED || echo passed) in $(( $(date +%s) - T0 )) s"
exit "$status"
