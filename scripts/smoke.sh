#!/usr/bin/env bash
# smoke.sh BINARY [OUTDIR] — the real-window smoke test: start dipdesk on a
# private Xvfb server, wait for its window, take a screenshot, and fail if
# the app exited, crashed or drew a blank window. Prints the screenshot's
# path.
#
# The X server is started here rather than through xvfb-run: `Xvfb
# -displayfd` picks a display number that is really free (xvfb-run -a only
# looks at lock files, so a server it cannot see can take the number), and
# we wait until the server answers before starting the app. If the app then
# cannot reach the server (an infrastructure fault, not the app's), the
# server's log is printed and the test is tried once more on a new server.
set -euo pipefail
colours=0 spread=0

bin=$(realpath "$1")
out=${2:-$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-smoke.XXXXXX")}
mkdir -p "$out"
# The app under test gets its own XDG folders, so it never touches the
# user's settings or saved games.
export XDG_DATA_HOME="$out/data" XDG_CONFIG_HOME="$out/config" XDG_CACHE_HOME="$out/cache"
export MESA_SHADER_CACHE_DIR="$out/cache/mesa" LANG=${LANG:-en_US.UTF-8}
unset WAYLAND_DISPLAY

xpid=
stop_server() {
  if [ -n "$xpid" ]; then kill "$xpid" 2>/dev/null || true; wait "$xpid" 2>/dev/null || true; fi
  xpid=
}
trap stop_server EXIT

# start_server sets DISPLAY to a fresh Xvfb that answers requests.
start_server() {
  rm -f "$out/display"
  Xvfb -displayfd 3 -screen 0 1600x900x24 -nolisten tcp 3>"$out/display" 2>"$out/xvfb.log" &
  xpid=$!
  for _ in $(seq 1 100); do
    [ -s "$out/display" ] && break
    kill -0 "$xpid" 2>/dev/null || { echo "smoke: Xvfb failed to start; its log:" >&2; cat "$out/xvfb.log" >&2; return 1; }
    sleep 0.1
  done
  [ -s "$out/display" ] || { echo "smoke: Xvfb gave no display number in 10 s" >&2; return 1; }
  export DISPLAY=":$(head -n1 "$out/display")"
  for _ in $(seq 1 100); do
    xdpyinfo >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "smoke: Xvfb on $DISPLAY does not answer; its log:" >&2
  cat "$out/xvfb.log" >&2
  return 1
}

# painted takes a screenshot and reports whether the window shows a drawn
# screen: a blank one is one flat colour, so it demands many colours and
# real contrast (it leaves colours and spread set for the message).
painted() {
  import -window root "$out/home.png" 2>/dev/null || return 1
  colours=$(identify -format '%k' "$out/home.png")
  spread=$(convert "$out/home.png" -colorspace Gray -format '%[fx:standard_deviation*1000]' info: | cut -d. -f1)
  [ "$colours" -ge 50 ] && [ "$spread" -ge 20 ]
}

# run_app starts dipdesk, waits for its window and for it to be painted.
# It returns 2 when the app could not reach the X server at all.
run_app() {
  "$bin" >"$out/app.log" 2>&1 &
  local pid=$! start
  start=$(date +%s%N)
  for _ in $(seq 1 300); do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "smoke: dipdesk exited before opening a window; its output:" >&2
      cat "$out/app.log" >&2
      grep -q 'failed to initialise GLFW\|cannot reach a display' "$out/app.log" && return 2
      return 1
    fi
    xwininfo -root -tree 2>/dev/null | grep -q '"dipdesk"' && break
    sleep 0.1
  done
  xwininfo -root -tree | grep -q '"dipdesk"' || { echo "smoke: no dipdesk window after 30 s" >&2; kill "$pid"; return 1; }
  echo "smoke: window up after $(( ($(date +%s%N) - start) / 1000000 )) ms on $DISPLAY"
  # Poll until the window is really painted, for up to 30 s: a fixed
  # 2-second sleep took the screenshot while a busy machine was still
  # drawing the home screen, and failed a newcomer's make test.
  local tries=0
  until painted; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "smoke: dipdesk died after opening its window; its output:" >&2
      cat "$out/app.log" >&2
      return 1
    fi
    tries=$((tries + 1))
    if [ "$tries" -ge 60 ]; then
      echo "smoke: the window looks blank after 30 s ($colours colours, spread $spread/1000): $out/home.png" >&2
      kill "$pid"
      return 1
    fi
    sleep 0.5
  done
  echo "smoke: painted after $(( ($(date +%s%N) - start) / 1000000 )) ms"
  kill "$pid"
  # A quit must end the process. Fyne once left it parked after SIGTERM
  # (see shutdown.go), and a bare wait then held make test, and CI, for
  # ever: wait at most 15 s, then say so and fail.
  local waited=0
  while alive "$pid"; do
    waited=$((waited + 1))
    if [ "$waited" -ge 30 ]; then
      echo "smoke: dipdesk was still running 15 s after SIGTERM; its output:" >&2
      cat "$out/app.log" >&2
      kill -9 "$pid" 2>/dev/null || true
      return 1
    fi
    sleep 0.5
  done
  wait "$pid" 2>/dev/null || true
  if grep -qE 'panic:|SIGSEGV|fatal error' "$out/app.log"; then
    echo "smoke: dipdesk crashed; its output:" >&2
    cat "$out/app.log" >&2
    return 1
  fi
}

# alive PID: the process runs (an exited child not yet waited for is a
# zombie, which kill -0 still finds, so ask ps for its state).
alive() {
  local st
  st=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [ -n "$st" ] && [ "${st#Z}" = "$st" ]
}

for attempt in 1 2; do
  start_server
  rc=0
  run_app || rc=$?
  stop_server
  [ "$rc" -eq 0 ] && break
  if [ "$rc" -eq 2 ] && [ "$attempt" -eq 1 ]; then
    echo "smoke: dipdesk could not reach Xvfb on $DISPLAY; the server's log:" >&2
    cat "$out/xvfb.log" >&2
    echo "smoke: trying once more on a new server" >&2
    continue
  fi
  exit 1
done

echo "smoke: ok, $colours colours; screenshot: $out/home.png"
