// Package watch reloads a variant folder when any of its files is saved,
// for a designer editing with the app open: fsnotify (already in the
// dependency tree through Fyne) reports the writes, a short quiet period
// gathers an editor's burst of writes into one reload, and the callback
// gets the new package or the problems that stop it loading.
package watch

import (
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
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	if err := fw.Add(dir); err != nil {
		fw.Close()
		return nil, err
	}
	w := &Watcher{w: fw, done: make(chan struct{})}
	go w.loop(dir, changed)
	return w, nil
}

func (w *Watcher) loop(dir string, changed func(*variants.Package, error)) {
	var timer *time.Timer
	fire := make(chan struct{}, 1)
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
			if timer == nil {
				timer = time.AfterFunc(Quiet, func() {
					select {
					case fire <- struct{}{}:
					default:
					}
				})
			} else {
				timer.Reset(Quiet)
			}
		case <-fire:
			select {
			case <-w.done:
				return
			default:
			}
			p, err := variants.Load(dir)
			changed(p, err)
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
