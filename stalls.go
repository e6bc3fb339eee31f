package main

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"fyne.io/fyne/v2"
)

// watchStalls measures how long the UI goroutine keeps the window from
// answering, for the responsiveness bar (no stall over 100 ms on any
// screen change or resolution). Every 5 ms a probe asks the UI goroutine
// to run nothing and times how late it runs; the longest wait on each
// screen (told apart by the window's title) is printed on stderr when the
// screen changes, with the UI thread's time on a CPU and waiting for one
// during it, and the most CPU the UI thread used during any one wait on
// that screen: the longest piece of work the app itself did there, which
// a busy machine does not inflate. The window's opening is timed on its
// own line first ("start-up:"), and the probing starts once the window
// shows. Switched on by DIPDESK_STALLS=1; off, it costs nothing.
//
// With DIPDESK_STALLS_PROFILE=PREFIX as well, a CPU profile is written
// per screen (PREFIX.NN.title.pprof), the UI goroutine's samples labelled
// goroutine=ui (and the goroutines it starts), so that
// `go tool pprof -focus runtime.main` shows what held the window up on
// that screen. DIPDESK_STALLS_STACKS=1 prints the UI goroutine's stack
// when a probe has waited 150 ms, to see what a stall waits on.
func watchStalls(w fyne.Window) {
	if os.Getenv("DIPDESK_STALLS") != "1" {
		return
	}
	prof := newScreenProfiles(os.Getenv("DIPDESK_STALLS_PROFILE"))
	stacks := os.Getenv("DIPDESK_STALLS_STACKS") == "1"
	fyne.Do(func() { // this goroutine runs every callback and every draw
		pprof.SetGoroutineLabels(pprof.WithLabels(context.Background(), pprof.Labels("goroutine", "ui")))
	})
	go func() {
		// The window opens first: the probe's first turn waits for the
		// graphics library to make the window and its OpenGL context
		// (compiling the shaders, ~100 ms of the UI thread's CPU under
		// software OpenGL) and for the first frame, all before anything
		// is on screen. That is start-up, told on its own line, not a
		// stall of a window a player sees.
		start := time.Now()
		c0, _ := uiThreadTimes()
		fyne.DoAndWait(func() {})
		c1, _ := uiThreadTimes()
		fmt.Fprintf(os.Stderr, "start-up: the window opened and drew its first frame in %d ms (UI thread: %d ms on a CPU)\n",
			time.Since(start).Milliseconds(), (c1 - c0).Milliseconds())
		title, worst, cpu, wait, busiest := "", time.Duration(0), time.Duration(0), time.Duration(0), time.Duration(0)
		for {
			time.Sleep(5 * time.Millisecond)
			start := time.Now()
			c0, w0 := uiThreadTimes()
			var now string
			var dump *time.Timer
			if stacks {
				dump = time.AfterFunc(150*time.Millisecond, printUIStack)
			}
			fyne.DoAndWait(func() { now = w.Title() })
			late := time.Since(start)
			if dump != nil {
				dump.Stop()
			}
			c1, w1 := uiThreadTimes()
			if now != title {
				if title != "" {
					fmt.Fprintf(os.Stderr, "stall: %-45q longest %4d ms (UI thread: %4d ms on a CPU, %4d ms waiting for one); most UI CPU in one wait %4d ms\n",
						title, worst.Milliseconds(), cpu.Milliseconds(), wait.Milliseconds(), busiest.Milliseconds())
				}
				prof.next(now)
				title, worst, busiest = now, 0, 0
			}
			if late > worst {
				worst, cpu, wait = late, c1-c0, w1-w0
			}
			busiest = max(busiest, c1-c0)
		}
	}()
}

// uiThreadTimes is how long the UI thread has run on a CPU and waited for
// one, from the kernel's scheduler statistics (Linux; zero elsewhere).
// Fyne's UI goroutine is locked to the process's first thread, so over a
// stall these tell the UI goroutine's own work from a machine too busy
// to run it: on two cores shared by a dozen processes, a stall's wall
// time is mostly the wait.
func uiThreadTimes() (onCPU, waiting time.Duration) {
	pid := os.Getpid()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/schedstat", pid, pid))
	if err != nil {
		return 0, 0
	}
	var run, wait int64
	if _, err := fmt.Sscan(string(b), &run, &wait); err != nil {
		return 0, 0
	}
	return time.Duration(run), time.Duration(wait)
}

// printUIStack prints where the UI goroutine (the main one, goroutine 1)
// is, for a stall under way: whether it works, or waits on what.
func printUIStack() {
	buf := make([]byte, 1<<20)
	n := runtime.Stack(buf, true)
	for _, g := range strings.Split(string(buf[:n]), "\n\n") {
		if strings.HasPrefix(g, "goroutine 1 ") {
			fmt.Fprintf(os.Stderr, "stall under way, the UI goroutine:\n%s\n", g)
		}
	}
}

// screenProfiles writes one CPU profile per screen; the zero prefix
// writes none.
type screenProfiles struct {
	prefix string
	n      int
	f      *os.File
}

func newScreenProfiles(prefix string) *screenProfiles { return &screenProfiles{prefix: prefix} }

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9]+`)

// next ends the profile of the screen left and starts title's.
func (p *screenProfiles) next(title string) {
	if p.prefix == "" {
		return
	}
	if p.f != nil {
		pprof.StopCPUProfile()
		p.f.Close()
	}
	p.n++
	f, err := os.Create(fmt.Sprintf("%s.%02d.%s.pprof", p.prefix, p.n, unsafeName.ReplaceAllString(title, "_")))
	if err != nil {
		fmt.Fprintln(os.Stderr, "stall profile:", err)
		p.prefix = ""
		return
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, "stall profile:", err)
		f.Close()
		p.prefix = ""
		return
	}
	p.f = f
}
