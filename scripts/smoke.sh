#!/usr/bin/env bash
# smoke.sh BINARY — the real-window smoke test: start dipdesk under Xvfb,
# wait for its window, take a screenshot, and fail if the app exited,
# crashed or drew a blank window. Prints the screenshot's path.
set -euo pipefail

if [ "${1:-}" = --inside ]; then
  inside=1
  shift
fi
bin=$(realpath "$1")
out=${2:-$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-smoke.XXXXXX")}
# The app under test gets its own XDG folders, so it never touches the
# user's settings or saved games.
export XDG_DATA_HOME="$out/data" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$out/cache"
export MESA_SHADER_CACHE_DIR="$out/cache/mesa" LANG=${LANG:-en_US.UTF-8}
export GOCACHE=${GOCACHE:-$(go env GOCACHE)}

inner() {
  set -euo pipefail
  "$bin" >"$out/app.log" 2>&1 &
  pid=$!
  start=$(date +%s%N)
  for _ in $(seq 1 300); do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "smoke: dipdesk exited before opening a window; its output:" >&2
      cat "$out/app.log" >&2
      return 1
    fi
    xwininfo -root -tree 2>/dev/null | grep -q '"dipdesk"' && break
    sleep 0.1
  done
  xwininfo -root -tree | grep -q '"dipdesk"' || { echo "smoke: no dipdesk window after 30 s" >&2; kill "$pid"; return 1; }
  echo "smoke: window up after $(( ($(date +%s%N) - start) / 1000000 )) ms"
  sleep 2 # let it draw a few frames
  import -window root "$out/home.png"
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "smoke: dipdesk died after opening its window; its output:" >&2
    cat "$out/app.log" >&2
    return 1
  fi
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  if grep -qE 'panic:|SIGSEGV|fatal error' "$out/app.log"; then
    echo "smoke: dipdesk crashed; its output:" >&2
    cat "$out/app.log" >&2
    return 1
  fi
}
if [ -n "${inside:-}" ]; then
  inner
  exit
fi
xvfb-run -a -s '-screen 0 1600x900x24' bash "$0" --inside "$bin" "$out"

# A blank window is one flat colour: demand many colours and real contrast.
colours=$(identify -format '%k' "$out/home.png")
spread=$(convert "$out/home.png" -colorspace Gray -format '%[fx:standard_deviation*1000]' info: | cut -d. -f1)
if [ "$colours" -lt 50 ] || [ "$spread" -lt 20 ]; then
  echo "smoke: the window looks blank ($colours colours, spread $spread/1000): $out/home.png" >&2
  exit 1
fi
echo "smoke: ok, $colours colours; screenshot: $out/home.png"
