// Package watch reloads a variant folder when any of its files is saved,
// for a designer editing with the app open, and tells the app when the
// user's variants folder changes: fsnotify (already in the
// dependency tree through Fyne) reports the writes, a short quiet period
// gathers an editor's burst of writes into one reload, and the callback
// gets the new package or the problems that stop it loading.
package watch

import (
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"dipdesk/variants"
)

// Quiet is how long after the last write the folder is reloaded: long
// enough for an editor's save (write, rename, chmod) to finish, short
// enough to reload well within a second.
const Quiet = 150 * time.Millisecond

// Watcher watches one variant folder until Stop.
type Watcher struct {
	w    *fsnotify.Watcher
	done chan struct{}
	once sync.Once
}

// Folder watches dir and calls changed (on its own goroutine) with the
// folder reloaded after each save: the package, or nil and the error.
func Folder(dir string, changed func(*variants.Package, error)) (*Watcher, error) {
	return start(dir, false, Quiet, func() { changed(variants.Load(dir)) })
}

// Tree watches root and every folder directly in it, those made later
// too (the user's variants folder and its variant folders), and calls
// changed (on its own goroutine) once a burst of writes anywhere there
// has been quiet for quiet.
func Tree(root string, quiet time.Duration, changed func()) (*Watcher, error) {
	return start(root, true, quiet, changed)
}

// start watches dir (and, with tree, the folders in it) and calls fire
// after each burst of writes.
func start(dir string, tree bool, quiet time.Duration, fire func()) (*Watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	if err := fw.Add(dir); err != nil {
		fw.Close()
		return nil, err
	}
	if tree {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if e.IsDir() {
				_ = fw.Add(filepath.Join(dir, e.Name()))
			}
		}
	}
	w := &Watcher{w: fw, done: make(chan struct{})}
	go w.loop(dir, tree, quiet, fire)
	return w, nil
}

func (w *Watcher) loop(dir string, tree bool, quiet time.Duration, fire func()) {
	var timer *time.Timer
	due := make(chan struct{}, 1)
	for {
		select {
		case <-w.done:
			if timer != nil {
				timer.Stop()
			}
			return
		case ev, ok := <-w.w.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			if tree && ev.Has(fsnotify.Create) && filepath.Dir(ev.Name) == dir {
				if info, err := os.Stat(ev.Name); err == nil && info.IsDir() {
					_ = w.w.Add(ev.Name) // a new folder: its files too
				}
			}
			if timer == nil {
				timer = time.AfterFunc(quiet, func() {
					select {
					case due <- struct{}{}:
					default:
					}
				})
			} else {
				timer.Reset(quiet)
			}
		case <-due:
			select {
			case <-w.done:
				return
			default:
			}
			fire()
		case _, ok := <-w.w.Errors:
			if !ok {
				return
			}
		}
	}
}

// Stop ends the watch; no callback starts after it returns.
func (w *Watcher) Stop() {
	if w == nil {
		return
	}
	w.once.Do(func() {
		close(w.done)
		w.w.Close()
	})
}
