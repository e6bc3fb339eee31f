#!/usr/bin/env bash
# dist.sh — make dipdesk for Windows (make dist-windows): a windowed
# dist/windows/dipdesk.exe with its icon and version, an installer
# dist/dipdesk-VERSION-setup.exe (NSIS, per user) and a portable
# dist/dipdesk-VERSION-windows.zip, and print their sizes.
#
# The .exe is made by Fyne's packaging tool, the one way of calling it that
# works from Linux: the tool itself built for this machine (CGO_ENABLED=0
# applies to building the tool), and MinGW's gcc named in CC for the cgo
# parts of dipdesk, which the tool builds for Windows with -H windowsgui
# and the icon and version from FyneApp.toml. The tool adds one to
# FyneApp.toml's Build, so the file is put back afterwards, as `make dist`
# does. A cold build compiles the OpenGL bindings with MinGW: about 11
# minutes of CPU; later builds take seconds.
set -euo pipefail
cd "$(dirname "$0")/../.."

FYNE_TOOL=${FYNE_TOOL:-fyne.io/tools/cmd/fyne@v1.7.4}
version=$(sed -n 's/^ *Version *= *"\(.*\)"/\1/p' FyneApp.toml)
out=dist/windows
mkdir -p "$out"

cp FyneApp.toml dist/.FyneApp.toml.orig
restore() { cp dist/.FyneApp.toml.orig FyneApp.toml && rm -f dist/.FyneApp.toml.orig; }
trap restore EXIT
rm -f dipdesk.exe
CGO_ENABLED=0 CC=x86_64-w64-mingw32-gcc go run "$FYNE_TOOL" package --target windows --release
restore
trap - EXIT
mv dipdesk.exe "$out/dipdesk.exe"

# The installer's icon, from the app's.
convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$out/dipdesk.ico"
sed "s/VERSION/$version/; s/\$/\r/" scripts/windows/README.txt >"$out/README.txt"
sed 's/$/\r/' assets/fonts/LICENSE-DejaVu.txt >"$out/LICENSE-DejaVu.txt"

setup=dist/dipdesk-$version-setup.exe
makensis -V2 -DVERSION="$version" -DSRC="$(realpath "$out")" -DOUTFILE="$(realpath -m "$setup")" \
  scripts/windows/installer.nsi

# The portable zip: one folder to unpack anywhere and run.
zip=dist/dipdesk-$version-windows.zip
stage=$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-zip.XXXXXX")
mkdir "$stage/dipdesk"
cp "$out/dipdesk.exe" "$out/README.txt" "$out/LICENSE-DejaVu.txt" "$stage/dipdesk/"
rm -f "$zip"
(cd "$stage" && zip -q -9 -X -r "$OLDPWD/$zip" dipdesk)
rm -rf "$stage"

for f in "$out/dipdesk.exe" "$setup" "$zip"; do
  awk -v f="$f" -v b="$(stat -c %s "$f")" 'BEGIN { printf "%-36s %5.1f MB\n", f, b / 1048576 }'
done
