#!/usr/bin/env bash
# deps.sh [run|test|dist|windows|fonts] — make sure this machine can build
# (and, for "test", check; for "dist", package; for "windows", cross-build,
# package and try under Wine the Windows program; for "fonts", remake
# assets/fonts) dipdesk; install what is missing on Debian/Ubuntu when
# allowed.
#
# Building needs Go and a C toolchain with the OpenGL/X11 headers (Fyne's
# GLFW driver is cgo). The test run also needs Xvfb and ImageMagick for the
# real-window smoke test. Nothing is installed unless something is missing.
set -euo pipefail

want=${1:-run}
build_pkgs=(gcc libc6-dev pkg-config libgl-dev libx11-dev libxcursor-dev
  libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev)
test_pkgs=(xvfb xauth imagemagick x11-utils)
# Fyne's packaging tool makes a .tar.xz with tar and xz.
dist_pkgs=(xz-utils)
# The Windows build (make dist-windows, make test-windows): MinGW-w64 links
# the cgo parts of the .exe, NSIS makes the installer, zip the portable
# archive, and Wine (64-bit only; no i386 architecture needed) with Xvfb
# runs the .exe here. Pinned to the versions the Windows build was made and
# tested with (Debian bookworm); see pin_note below for a different release.
# make fonts cuts the symbol fonts from DejaVu Sans with fontTools.
fonts_pkgs=(python3-fonttools fonts-dejavu-core)
windows_pkgs=(gcc-mingw-w64-x86-64=12.2.0-14+25.2 nsis=3.08-3+deb12u1
  wine=8.0~repack-4 wine64=8.0~repack-4 zip xvfb xauth imagemagick x11-utils xdotool)

if ! command -v go >/dev/null 2>&1; then
  echo "dipdesk needs Go 1.26 or newer: https://go.dev/doc/install (then re-run make)." >&2
  exit 1
fi

missing=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
pkgs=("${build_pkgs[@]}")
[ "$want" = test ] && pkgs+=("${test_pkgs[@]}")
[ "$want" = dist ] && pkgs+=("${dist_pkgs[@]}")
[ "$want" = windows ] && pkgs+=("${windows_pkgs[@]}")
[ "$want" = fonts ] && pkgs+=("${fonts_pkgs[@]}")

if ! command -v dpkg-query >/dev/null 2>&1; then
  # Not Debian/Ubuntu: check the tools themselves and point at the README.
  for tool in gcc pkg-config; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  if [ "$want" = dist ]; then
    command -v xz >/dev/null 2>&1 || missing+=(xz)
  fi
  if [ "$want" = windows ]; then
    for tool in x86_64-w64-mingw32-gcc makensis zip wine Xvfb import xdotool; do
      command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
  fi
  if [ "$want" = test ]; then
    for tool in Xvfb import xwininfo; do
      command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    echo "dipdesk: missing ${missing[*]}; see \"Other platforms\" in README.md." >&2
    exit 1
  fi
  exit 0
fi

# A pinned package is written name=version. One already installed at
# another version is used as it is, with a note: the pin says what was
# tested, and replacing a system's package is not this script's call.
for p in "${pkgs[@]}"; do
  name=${p%%=*}
  if have_pkg "$name"; then
    if [ "$name" != "$p" ]; then
      got=$(dpkg-query -W -f='${Version}' "$name")
      [ "$got" = "${p#*=}" ] || echo "dipdesk: note: $name $got is installed; the Windows build was tested with ${p#*=}" >&2
    fi
  else
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo)
else
  echo "dipdesk: these Debian packages are missing: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get install --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "dipdesk: installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
# A pinned version this release of Debian does not have: say so, and
# install the version it has (the pin is what was tested, not a must).
for i in "${!missing[@]}"; do
  p=${missing[$i]}
  [ "${p%%=*}" = "$p" ] && continue
  if ! apt-cache madison "${p%%=*}" | awk '{print $3}' | grep -qxF "${p#*=}"; then
    echo "dipdesk: note: ${p#*=} of ${p%%=*} is not offered here; installing the version offered" >&2
    missing[$i]=${p%%=*}
  fi
done
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
