package mapview

import (
	"sync"
	"testing"

	"golang.org/x/sys/unix"

	"dipdesk/internal/lowprio"
	"dipdesk/mapview/render"
)

// A layer drawn in the background is drawn below the window's priority,
// every band of it, so that the graphics library's threads rasterising
// the window's frames come first (internal/lowprio): drawn at the same
// priority on both cores, it held a turn screen's first frames up.
func TestBackgroundLayerDrawsBelowTheWindow(t *testing.T) {
	m, _ := classic(t, 800, 600)
	q := make(loop, 4)
	m.DrawInBackground(q.post)
	niceOf := func(tid int) int {
		raw, err := unix.Getpriority(unix.PRIO_PROCESS, tid)
		if err != nil {
			t.Error(err)
		}
		return 20 - raw
	}
	want := min(19, niceOf(unix.Getpid())+lowprio.Nice)
	var mu sync.Mutex
	var seen []int
	draw := func(*render.Pen) {
		n := niceOf(unix.Gettid())
		mu.Lock()
		seen = append(seen, n)
		mu.Unlock()
	}
	bl := &backLayer{l: newLayer(m.text, true), ras: m.r.board}
	bl.image(m, m.layerKey(800, 600, 1), [2]int{1}, false, func() {}, draw)
	q.until(t, "the layer drawn", func() bool { return bl.drawn > 0 })
	if len(seen) == 0 {
		t.Fatal("nothing was drawn")
	}
	for i, n := range seen {
		if n != want {
			t.Errorf("band %d of %d drawn at nice %d, want %d", i+1, len(seen), n, want)
		}
	}
}
