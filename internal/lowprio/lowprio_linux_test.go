package lowprio

import (
	"testing"

	"golang.org/x/sys/unix"
)

// The work runs Nice steps below the process, on a thread of its own,
// and the thread that started it keeps its priority.
func TestGoRunsBelowTheProcess(t *testing.T) {
	main, err := niceOf(unix.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	type seen struct {
		nice, tid int
		err       error
	}
	got := make(chan seen)
	Go(func() {
		tid := unix.Gettid()
		n, err := niceOf(tid)
		got <- seen{n, tid, err}
	})
	s := <-got
	if s.err != nil {
		t.Fatal(s.err)
	}
	if want := min(19, main+Nice); s.nice != want {
		t.Errorf("background work runs at nice %d, want %d (the process is at %d)", s.nice, want, main)
	}
	if s.tid == unix.Getpid() {
		t.Errorf("background work ran on the main thread")
	}
	if now, _ := niceOf(unix.Getpid()); now != main {
		t.Errorf("the main thread moved from nice %d to %d", main, now)
	}
}
