package main

import (
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"
)

// Fyne 2.7.1 can hang on its way out. When the main loop stops, it queues
// the "stopped" lifecycle event, drains its queue of work for the main
// thread and closes it; the lifecycle queue meanwhile hands that event to
// the main thread and waits for it, and if the hand-over lands after the
// drain, Run waits for it forever. The smoke test saw it: the window gone,
// the process still alive minutes after SIGTERM, its stack parked in
// Lifecycle.WaitForEvents. dipdesk asks to quit only after every save is
// done (app's quit), so once a quit is under way the process may end
// itself if Fyne has not returned within quitGrace.
const quitGrace = 5 * time.Second

var exitOnce sync.Once

// exitAfterGrace ends the process quitGrace from now, unless Fyne's Run
// returns first and main exits normally.
func exitAfterGrace() {
	exitOnce.Do(func() {
		time.AfterFunc(quitGrace, func() {
			fmt.Fprintln(os.Stderr, "dipdesk: the window has closed but the toolkit did not stop; ending")
			os.Exit(0)
		})
	})
}

// exitOnSignalAfterGrace arms exitAfterGrace when the process is asked to
// end by a signal: Fyne quits on SIGINT and SIGTERM itself (its own
// handler gets the signal too), without asking the app.
func exitOnSignalAfterGrace() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGINT, syscall.SIGTERM)
	go func() {
		<-c
		exitAfterGrace()
	}()
}
