package render

import (
	"image"
	"os"
	"testing"

	"dipdesk/variants/board"
)

func classicBoard(tb testing.TB) *board.Board {
	tb.Helper()
	b, err := board.ParseFile(os.DirFS("../../variants/classic"), "map.svg")
	if err != nil {
		tb.Skipf("no Classic board: %v", err)
	}
	return b
}

// viewport returns an image w×h showing the board at scale from pixel (ox, oy).
func viewport(ox, oy, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Rect = image.Rect(ox, oy, ox+w, oy+h)
	return img
}

func BenchmarkStaticViewport(bm *testing.B) {
	b := classicBoard(bm)
	for _, tc := range []struct {
		name   string
		scale  float64
		ox, oy int
	}{{"fit", 1080 / b.Height, -300, 0}, {"zoom2", 2 * 1080 / b.Height, 600, 500}, {"zoom5", 5 * 1080 / b.Height, 2600, 1800}} {
		bm.Run(tc.name, func(bm *testing.B) {
			pen := NewPen(viewport(tc.ox, tc.oy, 1920, 1080), tc.scale, nil)
			for bm.Loop() {
				pen.Board(b, Options{})
			}
			if os.Getenv("DUMP") != "" {
				writePNG(bm, "/tmp/scratch/static-"+tc.name+".png", pen.Img)
			}
		})
	}
}
