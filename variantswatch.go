package main

import (
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Telling the screens when the user's variants change on disk.
//
// The catalogue (installed) notices a change only when it is asked for
// the variants, which the screens do when they change; the home screen,
// left open while a variant's files were edited, copied in or deleted,
// went on listing the old ones. fsnotify (already in the dependency tree
// through Fyne, and used by variants/watch for the designer's page)
// reports any write under the user's folder, and after a quiet moment
// the catalogue looks again: the same background reading and the same
// changed callback as a screen's own asking.

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
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return func() {}
	}
	add := func(dir string) {
		if w.Add(dir) != nil {
			return
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.IsDir() && dir == in.root { // variant folders, one level down
				_ = w.Add(filepath.Join(dir, e.Name()))
			}
		}
	}
	add(in.root)
	var mu sync.Mutex
	var timer *time.Timer
	go func() {
		for {
			select {
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if ev.Has(fsnotify.Create) && filepath.Dir(ev.Name) == in.root {
					if info, err := os.Stat(ev.Name); err == nil && info.IsDir() {
						_ = w.Add(ev.Name) // a new variant folder: its files too
					}
				}
				mu.Lock()
				if timer == nil {
					timer = time.AfterFunc(watchQuiet, func() { in.Variants() })
				} else {
					timer.Reset(watchQuiet)
				}
				mu.Unlock()
			case _, ok := <-w.Errors:
				if !ok {
					return
				}
			}
		}
	}()
	return func() {
		w.Close()
		mu.Lock()
		if timer != nil {
			timer.Stop()
		}
		mu.Unlock()
	}
}
