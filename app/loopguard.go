package app

import (
	"bytes"
	"runtime"
	"strconv"
	"sync/atomic"
)

// loopGuard knows Fyne's loop goroutine, to tell when work handed to
// fyne.Do would run off it. Once Fyne's loop has stopped (the window
// closed, a quit, a signal) fyne.Do runs its function at once on the
// caller's goroutine: the home screen's list, refreshed after a
// background reading of the variants, was then rebuilt from that
// goroutine and Fyne logged "Error in Fyne call thread" at home.go. Work
// for a window that is gone is dropped instead.
type loopGuard struct{ id atomic.Uint64 }

// mark records the calling goroutine as the loop's (call it from the
// loop: the app's start-up hook runs there).
func (g *loopGuard) mark() { g.id.Store(goroutineID()) }

// gone reports whether the caller is off the loop's goroutine, the loop
// being known: work posted with fyne.Do running here means the loop has
// stopped. Before mark (tests, which have no loop) it is never gone.
func (g *loopGuard) gone() bool {
	id := g.id.Load()
	return id != 0 && goroutineID() != id
}

// goroutineID is the calling goroutine's number, from the first line of
// its stack ("goroutine 42 [running]:"); Go gives no other way to it.
func goroutineID() uint64 {
	var buf [64]byte
	b := buf[:runtime.Stack(buf[:], false)]
	b = bytes.TrimPrefix(b, []byte("goroutine "))
	if i := bytes.IndexByte(b, ' '); i > 0 {
		b = b[:i]
	}
	id, _ := strconv.ParseUint(string(b), 10, 64)
	return id
}
