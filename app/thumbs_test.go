package app

import (
	"image"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Thumbnails asked for together are drawn one at a time (each waiting
// goroutine would otherwise hold one of Go's processors, and the UI
// goroutine would wait for one), and one asked for twice is drawn once.
func TestThumbnailsAreDrawnOneAtATime(t *testing.T) {
	var c thumbCache
	var inside, most, draws atomic.Int32
	var together sync.Once
	overlap := make(chan struct{})
	draw := func() image.Image {
		n := inside.Add(1)
		defer inside.Add(-1)
		draws.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		if n > 1 {
			together.Do(func() { close(overlap) })
		}
		// Give another drawing the time to start beside this one, if
		// anything lets it: without the turn-taking one always does.
		select {
		case <-time.After(300 * time.Millisecond):
		case <-overlap:
		}
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	var wg sync.WaitGroup
	for _, width := range []int{100, 200, 200} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if c.drawOnce(thumbKey{width: width}, draw) == nil {
				t.Error("no thumbnail")
			}
		}()
	}
	wg.Wait()
	if m := most.Load(); m != 1 {
		t.Errorf("%d thumbnails were drawn at once, want 1", m)
	}
	if d := draws.Load(); d != 2 {
		t.Errorf("3 asks for 2 thumbnails drew %d, want 2", d)
	}
}
