#!/usr/bin/env bash
# Lanes: the steps of npm test that run side by side. Sourced, not run.
#
# lane_start NAME COMMAND...   starts COMMAND in its own process group (setsid), its output in a
#                              file of its own; the lane's start time is kept.
# lane_wait NAME...            waits for those lanes in the order they finish; prints each one's
#                              output whole when it ends (so a runner's closing lines stay together)
#                              with its time; on the first failure stops every running lane and
#                              returns that lane's exit status.
# lanes_stop                   stops every running lane (for an EXIT trap).
declare -A LANE_PID=() LANE_LOG=() LANE_T0=()
LANE_DIR="$(mktemp -d)"

lane_start() { # name command...
	local name="$1"; shift
	LANE_LOG[$name]="$LANE_DIR/$name.log"
	LANE_T0[$name]=$(date +%s)
	# The lane writes its own time when its command ends (it may be waited for later).
	setsid bash -c 't0=$(date +%s); s=0; "$@" || s=$?; echo $(( $(date +%s) - t0 )) >"$0.time"; exit $s' \
		"${LANE_LOG[$name]}" "$@" >"${LANE_LOG[$name]}" 2>&1 </dev/null &
	LANE_PID[$name]=$!
	echo "--- lane $name started"
}

lane_wait() { # name...
	local -A waiting=() by_pid=()
	local name pid status
	for name in "$@"; do
		waiting[$name]=1
		by_pid[${LANE_PID[$name]}]=$name
	done
	while ((${#waiting[@]})); do
		status=0
		wait -n -p pid "${!by_pid[@]}" || status=$?
		name="${by_pid[$pid]:-}"
		[[ -n "$name" ]] || continue
		unset "waiting[$name]" "by_pid[$pid]"
		echo
		echo "=== lane $name: $( ((status)) && echo "FAILED (exit $status)" || echo passed) in $(cat "${LANE_LOG[$name]}.time" 2>/dev/null || echo $(( $(date +%s) - LANE_T0[$name] ))) s"
		cat "${LANE_LOG[$name]}"
		unset "LANE_PID[$name]"
		if ((status)); then
			lanes_stop
			return "$status"
		fi
	done
}

lanes_stop() {
	local name
	for name in "${!LANE_PID[@]}"; do
		kill -- -"${LANE_PID[$name]}" 2>/dev/null || true
	done
	for name in "${!LANE_PID[@]}"; do
		wait "${LANE_PID[$name]}" 2>/dev/null || true
		# A lane stopped by another's failure still shows what it had done.
		echo "=== lane $name: stopped"; tail -n 30 "${LANE_LOG[$name]}" 2>/dev/null || true
	done
	LANE_PID=()
}
