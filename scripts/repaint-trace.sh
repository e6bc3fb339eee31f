#!/usr/bin/env bash
# repaint-trace.sh OUT — builds dipdesk as OUT against a private copy of
# Fyne that says why the window repaints: with DIPDESK_REPAINTS=1 it
# prints, on stderr, "repaint T frame" each time Fyne paints the window
# and "repaint T dirty CALLERS" each time the canvas turns dirty (the
# first six callers outside Fyne's canvas code), T in seconds of
# CLOCK_MONOTONIC (perf's -k CLOCK_MONOTONIC, so the lines line up with
# a perf recording). That names what costs frames: a ripple still
# animating, an icon refreshed on a new screen's first frame, a layout
# moving a container, a background job handing work back.
#
# The copy of Fyne is made from the module cache in a temporary folder
# and patched there; the repository's go.mod is not touched (the build
# reads a copy of it, -modfile). The patch is three small edits found by
# their text, so a Fyne whose code moved makes this script fail, loudly.
set -euo pipefail
out=$(realpath -m "$1")
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dipdesk-repaints.XXXXXX")
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
cd "$here"
src=$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)
cp -r "$src" "$tmp/fyne"
chmod -R u+w "$tmp/fyne"
python3 - "$tmp/fyne" <<'PY'
import sys
root = sys.argv[1]
def patch(path, old, new):
    p = root + '/' + path
    s = open(p).read()
    if old not in s:
        sys.exit('repaint-trace.sh: ' + path + ' has changed; patch it by hand')
    open(p, 'w').write(s.replace(old, new, 1))
patch('internal/driver/common/canvas.go', 'func (c *Canvas) SetDirty() {\n',
      'func (c *Canvas) SetDirty() {\n\tif !c.dirty {\n\t\trepaintMark("dirty " + repaintCallers())\n\t}\n')
patch('internal/driver/glfw/loop.go', '\t\tw.RunWithContext(func() {\n\t\t\tif w.driver.repaintWindow(w) {',
      '\t\tcommon.RepaintMark("frame")\n\t\tw.RunWithContext(func() {\n\t\t\tif w.driver.repaintWindow(w) {')
open(root + '/internal/driver/common/repaints.go', 'w').write('''package common

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"golang.org/x/sys/unix"
)

var repaintsOn = os.Getenv("DIPDESK_REPAINTS") == "1"

// RepaintMark prints s with the monotonic time, if asked to.
func RepaintMark(s string) { repaintMark(s) }

func repaintMark(s string) {
	if !repaintsOn {
		return
	}
	var ts unix.Timespec
	_ = unix.ClockGettime(unix.CLOCK_MONOTONIC, &ts)
	fmt.Fprintf(os.Stderr, "repaint %d.%06d %s\\n", ts.Sec, ts.Nsec/1000, s)
}

// repaintCallers names the first six callers outside the canvas code.
func repaintCallers() string {
	if !repaintsOn {
		return ""
	}
	pc := make([]uintptr, 40)
	frames := runtime.CallersFrames(pc[:runtime.Callers(3, pc)])
	var out []string
	for len(out) < 6 {
		f, more := frames.Next()
		name := f.Function[strings.LastIndex(f.Function, "/")+1:]
		if !strings.HasPrefix(name, "common.") && !strings.HasPrefix(name, "async.") && !strings.HasPrefix(name, "runtime.") {
			out = append(out, name)
		}
		if !more {
			break
		}
	}
	return strings.Join(out, " < ")
}
''')
PY
cp go.mod "$tmp/go.mod"
cp go.sum "$tmp/go.sum"
go mod edit -modfile="$tmp/go.mod" -replace "fyne.io/fyne/v2=$tmp/fyne"
go build -modfile="$tmp/go.mod" -o "$out" .
echo "repaint-trace.sh: built $out; run it with DIPDESK_REPAINTS=1" >&2
