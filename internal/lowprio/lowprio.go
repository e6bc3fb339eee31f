// Package lowprio runs the window's background work (drawing a board
// layer, choosing a turn's opening view, placing names ahead) at a lower
// CPU priority than the rest of the program.
//
// Under software OpenGL (Mesa's llvmpipe, as on a machine without a
// graphics driver or under Xvfb) each frame is rasterised by the graphics
// library's own threads while the UI goroutine waits for them in
// SwapBuffers. A board drawn in the background on every core, at the
// same priority, left those threads waiting for a CPU, and the window
// with them: the first frames of a turn screen stalled for 230 ms while
// the UI goroutine itself ran for 11 ms. At a lower priority the
// background work takes what the frames leave, and still has every core
// when the window is idle.
package lowprio

import "runtime"

// Nice is how many steps of the system's nice scale the work runs below
// the thread that starts it: on Linux, 10 steps give it about a tenth of
// the CPU share of a thread at the starting priority when both want a CPU.
const Nice = 10

// Go runs f in a new goroutine at the lower priority, on a thread of its
// own that ends with it: Go ends a thread whose goroutine exits while
// locked to it, so the lowered priority never passes to other
// goroutines.
func Go(f func()) {
	go func() {
		runtime.LockOSThread()
		if onMainThread() {
			// The process's first thread is never ended, and its priority
			// is the window's: run f on another, and hand this one back.
			done := make(chan struct{})
			Go(func() { defer close(done); f() })
			<-done
			runtime.UnlockOSThread()
			return
		}
		lower(Nice)
		f()
	}()
}
