package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// BenchmarkFirstPaintImperial is opening a game of the largest board, the
// world of Imperial: parse its map.svg, make the widget, and draw the
// static board and a busy scene (busyScene) at 1920×1080, nothing cached.
// Target ≤ 1 s.
func BenchmarkFirstPaintImperial(b *testing.B) {
	pkg, err := variants.Builtin("imperial")
	if err != nil {
		b.Fatal(err)
	}
	test.NewTempApp(b)
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		bd, err := board.ParseFile(pkg.Files, BoardFile)
		if err != nil {
			b.Fatal(err)
		}
		m := NewWithBoard(bd, nil)
		win := test.NewWindow(m)
		win.SetPadded(false)
		win.Resize(fyne.NewSize(benchW, benchH))
		m.SetScene(busyScene(pkg, bd))
		m.r.boardLayer(benchW, benchH)
		win.Close()
	}
}
