package main

import (
	"os"
	"time"

	"dipdesk/variants/watch"
)

// Telling the screens when the user's variants change on disk.
//
// The catalogue (installed) notices a change only when it is asked for
// the variants, which the screens do when they change; the home screen,
// left open while a variant's files were edited, copied in or deleted,
// went on listing the old ones. variants/watch (the designer's page's
// watcher) reports any write under the user's folder, and after a quiet
// moment the catalogue looks again: the same background reading and the
// same changed callback as a screen's own asking.

// watchQuiet is how long after the last write the catalogue looks again:
// an editor's save, an unzip or a copy is a burst of writes.
const watchQuiet = 300 * time.Millisecond

// watchFolder starts watching in.root (made if missing) and its variant
// folders, and returns a stop function. Each burst of changes makes the
// catalogue check itself (Variants), which reads again in the background
// and calls changed if anything differs. Without a working watcher
// (too many watches, no such folder) it watches nothing: the screens
// still see changes when they next ask.
func (in *installed) watchFolder() (stop func()) {
	if err := os.MkdirAll(in.root, 0o755); err != nil {
		return func() {}
	}
	w, err := watch.Tree(in.root, watchQuiet, func() { in.Variants() })
	if err != nil {
		return func() {}
	}
	return w.Stop
}
