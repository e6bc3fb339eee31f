#!/usr/bin/env bash
# test.sh DIPDESK.EXE [LINUX-DIPDESK [SETUP.EXE]] — the Windows smoke test
# (make test-windows): run the Windows build under Wine, here, and fail
# unless
#   - both DATC files pass through the .exe (168/0 and 17/0), with the
#     same output as the Linux build when one is given;
#   - `validate` finds no problems in every built-in variant, with the
#     Linux build's output, byte for byte;
#   - paths the .exe prints use one separator style;
#   - the window opens and paints the home screen (screenshot, not blank);
#   - the installer, when given, installs silently for the user with a
#     Start-menu entry, the installed program runs, and its uninstaller
#     removes the program and the entry but keeps the saved games.
# Everything runs in a fresh private Wine prefix on a private Xvfb, both
# thrown away at the end; the screenshot and logs stay, and their folder
# is printed.
#
# Debian bookworm's Wine 8.0 has no bcryptprimitives.dll, whose ProcessPrng
# the Go 1.26 runtime calls at start-up (every Windows 10 and 11 has it):
# without it the .exe stops at once with "bcryptprimitives.dll not found".
# So the test builds a stand-in from scripts/windows/bcryptprimitives.c
# with MinGW and puts it in the private prefix's system32, and nowhere
# else: the shipped .exe, installer and zip never contain it. Drop the
# stand-in when Debian's Wine has the DLL.
set -euo pipefail

exe=$(realpath "$1")
linux=${2:+$(realpath "$2")}
setup=${3:+$(realpath "$3")}
shared=$(realpath -m "${SHARED:-../shared}")
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-wintest.XXXXXX")

export WINEPREFIX="$out/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko download prompts, and no menu entries or file
# associations written into the Linux desktop for what the test installs.
export WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe="
unset WAYLAND_DISPLAY

xpid=
cleanup() {
  wineserver -k 2>/dev/null || true
  if [ -n "$xpid" ]; then kill "$xpid" 2>/dev/null || true; wait "$xpid" 2>/dev/null || true; fi
  rm -rf "$WINEPREFIX"
}
trap cleanup EXIT
fail() { echo "test-windows: $*" >&2; exit 1; }

# A private X server (see scripts/smoke.sh for -displayfd).
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$out/display" 2>"$out/xvfb.log" &
xpid=$!
for _ in $(seq 1 100); do [ -s "$out/display" ] && break; sleep 0.1; done
[ -s "$out/display" ] || fail "Xvfb gave no display number; its log: $(cat "$out/xvfb.log")"
export DISPLAY=":$(head -n1 "$out/display")"

start=$(date +%s)
wineboot -i >"$out/wineboot.log" 2>&1 || fail "wineboot failed; see $out/wineboot.log"
wineserver -w
x86_64-w64-mingw32-gcc -shared -O2 -s -Wl,--kill-at -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  "$here/bcryptprimitives.c" -ladvapi32
echo "test-windows: Wine prefix ready in $(( $(date +%s) - start )) s"

# run ARGS... runs a headless command through the .exe, output to $out/run.out.
run() { wine "$exe" "$@" >"$out/run.out" 2>&1; }

# The DATC through the .exe; the Linux build, when given, must agree.
for args in "datc --rules 2000 $shared/datc/datc_v2.4_06.txt=168 passed, 0 failed" \
  "datc $shared/datc/datc_v3_0_delta.txt=17 passed, 0 failed"; do
  cmd=${args%%=*} want=${args#*=}
  file=${cmd##* }
  if [ ! -f "$file" ]; then echo "test-windows: $file is absent; skipping it"; continue; fi
  # shellcheck disable=SC2086 # cmd is words
  run $cmd || fail "dipdesk.exe $cmd failed: $(tail -5 "$out/run.out")"
  got=$(tail -n1 "$out/run.out")
  [ "$got" = "$want" ] || fail "dipdesk.exe $cmd: \"$got\", want \"$want\""
  if [ -n "$linux" ]; then
    # shellcheck disable=SC2086
    "$linux" $cmd >"$out/linux.out" 2>&1 || true
    cmp -s "$out/run.out" "$out/linux.out" || fail "dipdesk.exe $cmd differs from Linux: diff $out/run.out $out/linux.out"
  fi
  echo "test-windows: $cmd: $got"
done

# validate on every built-in variant, named by the .exe itself.
run variants || fail "dipdesk.exe variants failed: $(cat "$out/run.out")"
ids=$(awk '/built in$/ {print $1}' "$out/run.out")
[ -n "$ids" ] || fail "dipdesk.exe variants listed no built-in variant: $(cat "$out/run.out")"
for id in $ids; do
  run validate "$id" || fail "dipdesk.exe validate $id failed: $(cat "$out/run.out")"
  grep -q "^$id: no problems" "$out/run.out" || fail "dipdesk.exe validate $id: $(cat "$out/run.out")"
  if [ -n "$linux" ]; then
    "$linux" validate "$id" >"$out/linux.out" 2>&1 || true
    cmp -s "$out/run.out" "$out/linux.out" || fail "dipdesk.exe validate $id differs from Linux: diff $out/run.out $out/linux.out"
  fi
  echo "test-windows: validate $id: no problems"
done

# A path the .exe prints is Windows's, with no forward slash in it.
for how in "" "--from classic" "--hand-drawn"; do
  # shellcheck disable=SC2086 # how is words
  run new-variant "sep${#how}" 'C:\sepcheck' $how || fail "dipdesk.exe new-variant $how failed: $(cat "$out/run.out")"
  if grep -n 'C:\\[^ ]*/' "$out/run.out" >&2; then fail "new-variant $how printed paths with both separators (above)"; fi
done
echo "test-windows: new-variant prints C:\\sepcheck\\sep0\\variant.txt style paths"

# newgame_drawn says whether the home screen's blue New game button is in
# the screenshot: a pixel of the primary blue on the column through the
# left panel (as scripts/home-paint.sh looks for it on Linux).
newgame_drawn() {
  convert "$1" -crop 1x400+160+60 -depth 8 txt:- 2>/dev/null |
    awk -F'[(),]' 'NR > 1 && $3 < 120 && $5 > 200 { found = 1 } END { exit !found }'
}

# The window: poll until the home screen is painted, or fail after 120 s.
wine "$exe" >"$out/window.log" 2>&1 &
app=$!
painted=
for _ in $(seq 1 240); do
  kill -0 "$app" 2>/dev/null || fail "dipdesk.exe exited before painting its window: $(cat "$out/window.log")"
  if xdotool search --name '^dipdesk$' >/dev/null 2>&1; then
    import -window root "$out/home.png" 2>/dev/null || true
    colours=$(identify -format '%k' "$out/home.png" 2>/dev/null || echo 0)
    spread=$(convert "$out/home.png" -colorspace Gray -format '%[fx:standard_deviation*1000]' info: 2>/dev/null | cut -d. -f1)
    if [ "$colours" -ge 50 ] && [ "${spread:-0}" -ge 20 ] && newgame_drawn "$out/home.png"; then painted=1; break; fi
  fi
  sleep 0.5
done
[ -n "$painted" ] || fail "no painted dipdesk window after 120 s (last screenshot $out/home.png: ${colours:-0} colours)"
sleep 2 # a few more frames, then the screenshot that is kept
import -window root "$out/home.png"
kill -0 "$app" 2>/dev/null || fail "dipdesk.exe died after opening its window: $(cat "$out/window.log")"
wineserver -k 2>/dev/null || true
wait "$app" 2>/dev/null || true
if grep -qE 'panic:|fatal error' "$out/window.log"; then fail "dipdesk.exe crashed: $(cat "$out/window.log")"; fi
echo "test-windows: home screen painted ($(identify -format '%k' "$out/home.png") colours): $out/home.png"
# The installer: silent, per user; then the uninstaller, which must keep
# the saves (a stand-in save is planted where the games are kept).
if [ -n "$setup" ]; then
  user=$(wine cmd /c 'echo %USERNAME%' 2>/dev/null | tr -d '\r')
  local_app="$WINEPREFIX/drive_c/users/$user/AppData/Local"
  installed="$local_app/Programs/dipdesk"
  entry="$WINEPREFIX/drive_c/users/$user/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/dipdesk.lnk"
  mkdir -p "$local_app/dipdesk/games" && echo '{}' >"$local_app/dipdesk/games/kept.json"
  wine "$setup" /S >"$out/setup.log" 2>&1 || fail "the installer failed: $(cat "$out/setup.log")"
  [ -f "$installed/dipdesk.exe" ] && [ -f "$installed/uninstall.exe" ] || fail "the installer left no $installed/dipdesk.exe and uninstall.exe"
  [ -f "$entry" ] || fail "the installer made no Start-menu entry ($entry)"
  wine "$installed/dipdesk.exe" validate classic >"$out/run.out" 2>&1 || fail "the installed dipdesk.exe failed: $(cat "$out/run.out")"
  # The uninstaller copies itself away and returns at once: poll.
  wine "$installed/uninstall.exe" /S >"$out/uninstall.log" 2>&1 || fail "the uninstaller failed: $(cat "$out/uninstall.log")"
  for _ in $(seq 1 120); do [ -e "$installed" ] || break; sleep 0.5; done
  [ ! -e "$installed" ] || fail "the uninstaller left $installed: $(ls "$installed")"
  [ ! -e "$entry" ] || fail "the uninstaller left the Start-menu entry"
  [ -f "$local_app/dipdesk/games/kept.json" ] || fail "the uninstaller removed the saved games"
  echo "test-windows: installer: installed with a Start-menu entry, ran, uninstalled; the saves kept"
fi

echo "test-windows: ok in $(( $(date +%s) - start )) s; logs and screenshot in $out"
