#!/usr/bin/env bash
# home-paint.sh BINARY [RUNS] — how long the home screen takes to appear:
# starts dipdesk RUNS times (default 7) on a private Xvfb and prints, for
# each, the milliseconds from exec until the home screen's "New game"
# button is painted (its blue at 160,200 in the 1280×800 window), then
# the median of the warm runs (all but the first). Needs Xvfb and
# ImageMagick's import. Each poll takes a screenshot (tens of ms), so the
# figures are upper bounds.
set -euo pipefail
bin=$(realpath "$1")
runs=${2:-7}
out=$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-paint.XXXXXX")
export XDG_DATA_HOME="$out/data" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$out/cache" LANG=${LANG:-en_US.UTF-8}
unset WAYLAND_DISPLAY
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" 2>"$out/xvfb.log" &
xpid=$!
trap 'kill $xpid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do [ -s "$out/display" ] && break; sleep 0.1; done
export DISPLAY=:$(cat "$out/display")
times=()
for run in $(seq 0 "$runs"); do
  t0=$(date +%s%N)
  "$bin" >"$out/app.log" 2>&1 &
  app=$!
  px=
  for _ in $(seq 1 300); do
    px=$(import -window root -crop 1x1+160+200 -depth 8 txt:- 2>/dev/null | grep -o '#[0-9A-F]\{6\}' | tail -1 || true)
    if [ -n "$px" ] && [ $((16#${px:5:2})) -gt 200 ] && [ $((16#${px:1:2})) -lt 120 ]; then break; fi
  done
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  kill "$app"; wait "$app" 2>/dev/null || true
  if [ "$run" = 0 ]; then echo "first (cold) run: $ms ms"; continue; fi
  echo "warm run $run: $ms ms"
  times+=("$ms")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median of " NR " warm runs: " a[int((NR+1)/2)] " ms"}'
