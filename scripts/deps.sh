#!/usr/bin/env bash
# deps.sh [run|test|dist] — make sure this machine can build (and, for
# "test", check; for "dist", package) dipdesk; install what is missing on
# Debian/Ubuntu when allowed.
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

if ! command -v go >/dev/null 2>&1; then
  echo "dipdesk needs Go 1.26 or newer: https://go.dev/doc/install (then re-run make)." >&2
  exit 1
fi

missing=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
pkgs=("${build_pkgs[@]}")
[ "$want" = test ] && pkgs+=("${test_pkgs[@]}")
[ "$want" = dist ] && pkgs+=("${dist_pkgs[@]}")

if ! command -v dpkg-query >/dev/null 2>&1; then
  # Not Debian/Ubuntu: check the tools themselves and point at the README.
  for tool in gcc pkg-config; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  if [ "$want" = dist ]; then
    command -v xz >/dev/null 2>&1 || missing+=(xz)
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

for p in "${pkgs[@]}"; do have_pkg "$p" || missing+=("$p"); done
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
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
