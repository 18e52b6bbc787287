# Sourced by bench/instructions.sh and bench/fpm-instructions.sh: the pages whose cost they count
# (made by bench/seed.php), in the order they print them; the same pages as bench/common.mjs.
# shellcheck disable=SC2034
declare -A PAGES=(
	[single]=/bench-post-10-a-title-of-ordinary-length/
	[home]=/
	[archive]=/category/news/
	[archive-p2]=/category/news/page/2/
	[own-fields]=/category/guides/
	[page]=/about/
	[404]=/no-such-page-here/
)
# shellcheck disable=SC2034
PAGE_ORDER=(404 single home archive archive-p2 own-fields page)
