#!/usr/bin/env bash
# stall-walk.sh BINARY classic|imperial [RUNS] — issue 25's responsiveness
# measure: RUNS times (default 3), on a freshly started Xvfb at 1920×1080
# with private data folders holding a 346-province user variant (a copy
# of Imperial under another id), it walks a newcomer's evening with
# DIPDESK_STALLS=1: Home → New game → the table → curtain → a turn with
# an order typed → Done → the second turn → resolution → results → the
# next table → Home → Load → Home → Variants → Home. Then, per screen, it
# prints the longest UI-goroutine stall over the runs (median and worst)
# and the most UI-thread CPU in one stall (median). "no screen matching"
# on stderr means the walk lost its way at that step.
#
# Each run gets its own X server: walks run one after another on one
# Xvfb grew slower, every binary alike (after some 15 walks, New game
# took 108 and 154 ms where fresh servers gave 50-95 ms, and a Classic
# walk's stalls summed to 1117-1134 ms against 619-780 ms), and a
# player's display is not one that dozens of killed windows have used.
# Each step waits for the window's title, then 2 s. Needs Xvfb and
# xdotool (apt).
set -euo pipefail
bin=$(realpath "$1")
case "$2" in
classic) y=69 ;;
imperial) y=244 ;;
*) echo "stall-walk.sh: variant is classic or imperial" >&2; exit 2 ;;
esac
runs=${3:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-stalls.XXXXXX")
echo "stall-walk: logs in $out" >&2

# startx starts a fresh Xvfb (its log $1) and sets display and xpid;
# stopx ends it.
startx() {
	: >"$out/display"
	Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3>"$out/display" 2>"$out/xvfb-$1.log" &
	xpid=$!
	for _ in $(seq 1 100); do [ -s "$out/display" ] && break; sleep 0.1; done
	display=$(cat "$out/display")
}
stopx() { kill "$xpid"; wait "$xpid" 2>/dev/null || true; }

# one walk on display $1, log $2
walk() {
	local log=$2 w= i
	DISPLAY=:$1 DIPDESK_STALLS=1 LANG=en_US.UTF-8 "$bin" >"$log" 2>&1 &
	local app=$!
	for i in $(seq 1 120); do
		w=$(DISPLAY=:$1 xdotool search --name '^dipdesk' 2>/dev/null | head -1) && [ -n "$w" ] && break
		sleep 0.5
	done
	x() { DISPLAY=:$1 xdotool "${@:2}"; }
	title() { # wait for the window's title to match
		for i in $(seq 1 180); do
			x "$1" getwindowname "$w" 2>/dev/null | grep -Eq "$2" && { sleep 2; return 0; }
			sleep 0.5
		done
		echo "stall-walk: no screen matching '$2'" >&2
	}
	click() { x "$1" mousemove "$2" "$3" click 1; }
	title "$1" '^dipdesk$'
	for i in $(seq 1 20); do # the whole screen, until the window says so
		x "$1" windowsize "$w" 1920 1080 windowmove "$w" 0 0
		sleep 1
		x "$1" getwindowgeometry "$w" | grep -q 1920x1080 && break
	done
	click "$1" 173 220; title "$1" 'new game'
	click "$1" 108 "$y"; sleep 2
	click "$1" 1320 239; x "$1" type ann; click "$1" 1320 280; x "$1" type bob; sleep 1
	click "$1" 1838 1054; title "$1" 'Spring .* at the table'
	click "$1" 1850 1054; title "$1" 'Spring [0-9]+ Movement$'
	click "$1" 959 584; title "$1" 'ann \('
	click "$1" 1610 976; sleep 1; x "$1" type --delay 120 "A Vie - Gal"; x "$1" key Return; sleep 2
	x "$1" key ctrl+Return; sleep 3; x "$1" key Return; title "$1" 'Spring [0-9]+ Movement$'
	click "$1" 959 584; title "$1" 'bob \('
	x "$1" key ctrl+Return; sleep 3; x "$1" key Return; title "$1" 'results of'
	click "$1" 1860 1054; title "$1" 'Fall .* at the table'
	click "$1" 48 1054; title "$1" '^dipdesk$'
	click "$1" 173 300; title "$1" 'saved games'; click "$1" 45 1054; title "$1" '^dipdesk$'
	click "$1" 173 340; title "$1" 'variants'; click "$1" 45 1054; title "$1" '^dipdesk$'
	sleep 1
	kill "$app"
	wait "$app" 2>/dev/null || true
}

# A user's first launch fills the caches (Fyne's scan of the system's
# fonts among them: the window took 210-350 ms to open with empty caches
# against 118-154 ms with them filled), so one launch fills them before
# the runs, which share them as one user's launches do.
export XDG_CACHE_HOME=$out/cache
startx 0
DISPLAY=:$display XDG_DATA_HOME=$out/data-0 XDG_CONFIG_HOME=$out/config-0 LANG=en_US.UTF-8 timeout 8 "$bin" >"$out/first-launch.log" 2>&1 || true
stopx

for r in $(seq 1 "$runs"); do
	export XDG_DATA_HOME=$out/data-$r XDG_CONFIG_HOME=$out/config-$r
	big=$XDG_DATA_HOME/dipdesk/variants/bigimp
	mkdir -p "$big"
	cp "$here"/variants/imperial/{board.toml,map.svg,rules.md,scenarios.txt,variant.txt} "$big"/
	sed -i -e 's/^variant imperial$/variant bigimp/' -e 's/^name .*/name Bigimp/' -e '/^alias /d' "$big/variant.txt"
	startx "$r"
	walk "$display" "$out/walk-$r.log"
	stopx
	grep -q '^stall:' "$out/walk-$r.log" || { echo "stall-walk: run $r printed no stalls; see $out/walk-$r.log" >&2; exit 1; }
done

# Steps are told apart by the window's title and how many times it came
# before in the walk (a resolution too quick to see has no line).
awk '
	function median(s, a, n, i, j, t) {
		n = split(s, a, " ")
		for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
		return n % 2 ? a[(n + 1) / 2] : int((a[n / 2] + a[n / 2 + 1]) / 2)
	}
	FNR == 1 { delete times; k = 0; f++ }
	/^stall:/ {
		match($0, /"[^"]*"/); title = substr($0, RSTART + 1, RLENGTH - 2)
		match($0, /longest +[0-9]+/); long = substr($0, RSTART + 8) + 0
		match($0, /one wait +[0-9]+/); cpu = substr($0, RSTART + 9) + 0
		key = title (times[title]++ ? " (" times[title] ")" : "")
		order[f, ++k] = key; steps[f] = k
		lo[key] = lo[key] " " long; cp[key] = cp[key] " " cpu; if (long > worst[key]) worst[key] = long
	}
	END {
		for (i = 1; i <= f; i++) if (steps[i] > steps[most]) most = i
		printf "%-52s %8s %8s %13s\n", "screen", "median", "worst", "UI CPU (med)"
		for (i = 1; i <= steps[most]; i++) {
			key = order[most, i]
			printf "%-52s %5d ms %5d ms %10d ms\n", key, median(lo[key]), worst[key], median(cp[key])
		}
	}' "$out"/walk-*.log
grep -h '^start-up:' "$out"/walk-*.log >&2
