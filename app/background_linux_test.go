package app

import (
	"testing"

	"golang.org/x/sys/unix"

	"dipdesk/app/savegame"
	"dipdesk/internal/lowprio"
)

// The app's background work runs below the window's priority, as the
// board's drawing does, so that it leaves the CPU to the frames.
func TestBackgroundWorkRunsAtLowPriority(t *testing.T) {
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins})
	niceOf := func(tid int) int {
		raw, err := unix.Getpriority(unix.PRIO_PROCESS, tid)
		if err != nil {
			t.Fatal(err)
		}
		return 20 - raw
	}
	main := niceOf(unix.Getpid())
	got := -100
	u.background(func() any { return niceOf(unix.Gettid()) }, func(r any) { got = r.(int) })
	q.until(t, u.w, "the background work", func() bool { return got != -100 })
	if want := min(19, main+lowprio.Nice); got != want {
		t.Errorf("background work ran at nice %d, want %d (the process is at %d)", got, want, main)
	}
}
