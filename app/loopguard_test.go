package app

import (
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
)

// Once Fyne's loop has stopped, fyne.Do runs its function on the caller's
// goroutine: work the app posts for its window from a goroutine is then
// dropped, never run off the UI goroutine (Fyne logged "Error in Fyne
// call thread" for the home screen's list refreshed after the window had
// closed). Work posted on the loop's own goroutine still runs.
func TestWorkPostedOffTheUIGoroutineAfterTheLoopStoppedIsDropped(t *testing.T) {
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins})
	t.Cleanup(u.w.Close)
	started(u) // this goroutine is the loop's; the variants are read in the background
	var ran atomic.Int32
	u.post(func() { ran.Add(1) })
	if ran.Load() != 1 {
		t.Fatal("work posted on the loop's goroutine did not run")
	}
	// Fyne's test driver runs fyne.Do at once on the caller, as the real
	// one does once its loop has stopped.
	done := make(chan struct{})
	go func() {
		defer close(done)
		u.post(func() { ran.Add(1) })
	}()
	<-done
	if n := ran.Load(); n != 1 {
		t.Errorf("work posted after the loop stopped ran on the posting goroutine")
	}
}
