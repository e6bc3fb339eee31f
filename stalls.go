package main

import (
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2"
)

// watchStalls measures how long the UI goroutine keeps the window from
// answering, for the responsiveness bar (no stall over 100 ms on any
// screen change or resolution). Every 5 ms a probe asks the UI goroutine
// to run nothing and times how late it runs; the longest wait on each
// screen (told apart by the window's title) is printed on stderr when the
// screen changes. Switched on by DIPDESK_STALLS=1; off, it costs nothing.
func watchStalls(w fyne.Window) {
	if os.Getenv("DIPDESK_STALLS") != "1" {
		return
	}
	go func() {
		title, worst := "", time.Duration(0)
		for {
			time.Sleep(5 * time.Millisecond)
			start := time.Now()
			var now string
			fyne.DoAndWait(func() { now = w.Title() })
			late := time.Since(start)
			if now != title {
				if title != "" {
					fmt.Fprintf(os.Stderr, "stall: %-45q longest %4d ms\n", title, worst.Milliseconds())
				}
				title, worst = now, 0
			}
			worst = max(worst, late)
		}
	}()
}
