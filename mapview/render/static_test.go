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

func TestCrowdedLabelsWaitForACloserZoom(t *testing.T) {
	b := classicBoard(t)
	c := NewCache()
	count := func(scale float64) int {
		n := 0
		for _, s := range c.shownLabels(b, scale, scale, 1) {
			if s {
				n++
			}
		}
		return n
	}
	far, near := count(0.4), count(2.5)
	if near != len(b.Labels) {
		t.Errorf("zoomed in, %d of %d labels shown", near, len(b.Labels))
	}
	if far >= near {
		t.Errorf("zoomed far out, %d labels shown (zoomed in %d): overlapping ones should wait", far, near)
	}
	// The shown ones do not overlap.
	var boxes []image.Rectangle
	shown := c.shownLabels(b, 0.4, 0.4, 1)
	for i, l := range b.Labels {
		if !shown[i] {
			continue
		}
		px, _ := labelSize(l, 0.4, 1)
		m := c.get(l.Text, px, false, 0)
		at := image.Pt(int(l.At.X*0.4+0.5), int(l.At.Y*0.4+0.5))
		r := m.glyphs.Rect.Add(at.Sub(m.dot)).Inset(1)
		for _, q := range boxes {
			if q.Overlaps(r) {
				t.Errorf("label %q overlaps another", l.Text)
			}
		}
		boxes = append(boxes, r)
	}
}
