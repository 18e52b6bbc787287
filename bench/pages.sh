# Sourced by bench/instructions.sh and bench/fpm-instructions.sh: the pages whose cost they count
# (made by bench/seed.php), in the order they print them.
# shellcheck disable=SC2034
declare -A PAGES=(
	[single]=/bench-post-10-a-title-of-ordinary-length/
	[home]=/
	[archive]=/category/news/
	[page]=/about/
	[404]=/no-such-page-here/
)
# shellcheck disable=SC2034
PAGE_ORDER=(single home archive page 404)
