package savegame

import (
	"errors"
	"sync"
	"time"

	"dipdesk/app/hotseat"
)

// Autosave keeps a window's games on disk without the window waiting for
// the disk. Each save file has one writer, a goroutine of its own: Save
// hands it a copy of the game (snapshot, cheap) and returns at once; the
// writer writes the latest copy it holds (copies handed in while it writes
// replace one another, so a burst of orders costs one more write, not
// one each), atomically and synced as Store.Save does, and only if the
// file is still what it last read or wrote. That digest belongs to the
// writer alone, so no two writes of one window ever race on it.
//
// Only changes of a game's state on disk are reported: the first failure
// of a run (a full disk gives the players one message, not one per order),
// every refusal because another window saved the game (the table must
// choose), and the first success after either. A failed write is tried
// again every RetryEvery, and at once on Retry, so a resolution reaches
// the disk as soon as the disk recovers rather than at the next order.
type Autosave struct {
	Store Store
	// Report is told of each change of a game's state on disk (see Event),
	// on the writer's goroutine (the caller's when Inline); nil: nobody.
	Report func(Event)
	// Inline writes on the caller's goroutine, before Save returns: the
	// tests that drive the window without a main loop expect the game on
	// disk as soon as an order is in.
	Inline bool
	// RetryEvery is how long a failed write waits before it is tried
	// again by itself; 0 means every three seconds.
	RetryEvery time.Duration

	mu      sync.Mutex
	writers map[string]*writer // by save name
}

// Event is a change of a game's state on disk. Err is nil when the game is
// saved again after a failure, a *ChangedError when another window saved
// the game since this one last did (nothing was written), else why the
// write failed (the previous save is intact).
type Event struct {
	Game *hotseat.Session // the game as handed to Save, not the copy written
	Err  error
}

// writer is the one writer of a save file. Its fields are guarded by the
// Autosave's mu; its goroutine writes with mu released.
type writer struct {
	a    *Autosave
	game *hotseat.Session // the game whose copies it writes
	cond *sync.Cond       // signalled when there is work, or when stopped
	// next is the latest copy not yet on disk, nil when all is written;
	// tried marks it as failed (or refused) and waiting for a retry.
	next  *hotseat.Session
	tried bool
	busy  bool // a write is under way
	// failed: the last write failed; changed: it was refused because
	// another window saved the game. Both mean the game is not on disk.
	failed, changed bool
	stopped         bool
	// released: the game was closed (Release); the writer ends once
	// nothing of it is left to write.
	released bool
	name     string        // the save file it writes
	done     chan struct{} // closed when its goroutine has ended
	// expected is the digest of the file as this writer last read or
	// wrote it ("" before either): a file with another digest was saved
	// by another window and is never replaced.
	expected string
	// settled is closed while the writer has nothing it could write now
	// (see Flush); open while a write is due or under way.
	settled chan struct{}
	isSet   bool
	retry   *time.Timer
}

// Save hands a copy of s to the writer of its save file and returns. It
// is called on whatever goroutine owns s at that moment.
func (a *Autosave) Save(s *hotseat.Session) {
	snap := snapshot(s)
	name := fileName(s)
	a.mu.Lock()
	w := a.writers[name]
	if w == nil || w.game != s {
		if w != nil { // this window reopened the game: the new copy counts
			w.stop()
		}
		w = a.newWriter(name, s)
	}
	w.next, w.tried = snap, false
	w.settle()
	w.cond.Signal()
	if a.Inline {
		w.drain()
	}
	a.mu.Unlock()
}

// newWriter starts the writer of the save name for game s, expecting the
// file as s was read from or written to it. Called with mu held.
func (a *Autosave) newWriter(name string, s *hotseat.Session) *writer {
	if a.writers == nil {
		a.writers = map[string]*writer{}
	}
	w := &writer{a: a, game: s, cond: sync.NewCond(&a.mu), expected: s.OnDisk,
		settled: make(chan struct{}), name: name, done: make(chan struct{})}
	close(w.settled)
	w.isSet = true
	a.writers[name] = w
	if a.Inline {
		close(w.done)
	} else {
		go w.run()
	}
	return w
}

// due reports whether the writer has a copy to write now.
func (w *writer) due() bool { return !w.stopped && w.next != nil && !w.tried }

// settle opens or closes the settled channel to match the writer's state.
func (w *writer) settle() {
	idle := !w.busy && !w.due()
	switch {
	case idle && !w.isSet:
		close(w.settled)
		w.isSet = true
	case !idle && w.isSet:
		w.settled = make(chan struct{})
		w.isSet = false
	}
}

// run is the writer's goroutine.
func (w *writer) run() {
	defer close(w.done)
	w.a.mu.Lock()
	defer w.a.mu.Unlock()
	for {
		for !w.stopped && !w.due() {
			if w.finished() {
				w.end()
				return
			}
			w.cond.Wait()
		}
		if w.stopped {
			return
		}
		w.step()
	}
}

// drain writes until nothing is due (Inline), then ends the writer if
// its game was released. Called with mu held.
func (w *writer) drain() {
	for w.due() {
		w.step()
	}
	if w.finished() {
		w.end()
	}
}

// finished reports whether the writer's game was released and all of it
// is on disk: nothing due or under way, and the last write neither
// failed (it is retried until it succeeds) nor refused (the table
// chooses).
func (w *writer) finished() bool {
	return w.released && !w.stopped && !w.busy && !w.due() && !w.failed && !w.changed
}

// end stops a finished writer and forgets it. Called with mu held.
func (w *writer) end() {
	w.stop()
	if w.a.writers[w.name] == w {
		delete(w.a.writers, w.name)
	}
}

// step writes the latest copy. It is called with mu held, releases it
// while writing and reporting, and returns with it held.
func (w *writer) step() {
	a := w.a
	snap, expected := w.next, w.expected
	w.busy = true
	a.mu.Unlock()
	sum, err := a.Store.write(snap, expected)
	a.mu.Lock()
	var report *Event
	var changed *ChangedError
	switch {
	case w.stopped: // dropped meanwhile: the table chose otherwise
	case err == nil:
		w.expected = sum
		if w.next == snap {
			w.next = nil
		}
		if w.failed || w.changed {
			report = &Event{Game: w.game}
		}
		w.failed, w.changed = false, false
	case errors.As(err, &changed):
		if w.next == snap {
			w.tried = true
		}
		w.changed = true
		report = &Event{Game: w.game, Err: err}
	default:
		if w.next == snap {
			w.tried = true
			w.retryLater()
		}
		if !w.failed {
			report = &Event{Game: w.game, Err: err}
		}
		w.failed = true
	}
	if report != nil && a.Report != nil { // before settling: Flush returns once it is told
		a.mu.Unlock()
		a.Report(*report)
		a.mu.Lock()
	}
	w.busy = false
	w.settle()
}

// retryLater tries the failed copy again after RetryEvery (not Inline:
// there the table's next change, or Retry, tries it).
func (w *writer) retryLater() {
	if w.a.Inline || w.retry != nil {
		return
	}
	every := w.a.RetryEvery
	if every <= 0 {
		every = 3 * time.Second
	}
	w.retry = time.AfterFunc(every, func() {
		w.a.mu.Lock()
		defer w.a.mu.Unlock()
		w.retry = nil
		w.again()
	})
}

// again makes a failed copy due once more. Called with mu held.
func (w *writer) again() {
	if w.stopped || !w.tried || w.changed {
		return
	}
	w.tried = false
	w.settle()
	w.cond.Signal()
	if w.a.Inline {
		w.drain()
	}
}

// stop ends the writer, dropping what it has not written. Called with mu
// held.
func (w *writer) stop() {
	w.stopped, w.next = true, nil
	if w.retry != nil {
		w.retry.Stop()
		w.retry = nil
	}
	w.settle()
	w.cond.Signal()
}

// Release says that game s was closed: its writer writes what it still
// holds, and ends. A write that failed keeps its writer, retrying, until
// it succeeds; one refused because another window saved the game keeps
// it until Drop. Without this each game opened left a writer goroutine
// parked for the window's lifetime.
func (a *Autosave) Release(s *hotseat.Session) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, w := range a.writers {
		if w.game != s {
			continue
		}
		w.released = true
		if a.Inline {
			w.drain()
		} else {
			w.cond.Signal()
		}
	}
}

// Games is how many games have a writer: those open, and those closed
// with a write not yet on disk.
func (a *Autosave) Games() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.writers)
}

// Retry tries every failed write again now, without waiting for it.
func (a *Autosave) Retry() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, w := range a.writers {
		w.again()
	}
}

// Flush waits until every copy handed to Save so far is written or has
// failed, for at most wait, and reports whether they all are. What failed
// is then told by Unsaved.
func (a *Autosave) Flush(wait time.Duration) bool {
	a.mu.Lock()
	var pending []chan struct{}
	for _, w := range a.writers {
		if !w.isSet {
			pending = append(pending, w.settled)
		}
	}
	a.mu.Unlock()
	if len(pending) == 0 {
		return true
	}
	limit := time.NewTimer(wait)
	defer limit.Stop()
	for _, ch := range pending {
		select {
		case <-ch:
		case <-limit.C:
			return false
		}
	}
	return true
}

// Unsaved reports whether a game's last write failed or was refused.
func (a *Autosave) Unsaved() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, w := range a.writers {
		if w.failed || w.changed {
			return true
		}
	}
	return false
}

// Drop forgets game s and what was not written of it: the table chose to
// replace it (by the save on disk) or to save it under another name.
func (a *Autosave) Drop(s *hotseat.Session) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for name, w := range a.writers {
		if w.game == s {
			w.stop()
			delete(a.writers, name)
		}
	}
}

// Close ends every writer, dropping what is not written (Flush first).
func (a *Autosave) Close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for name, w := range a.writers {
		w.stop()
		delete(a.writers, name)
	}
}
