package render

import (
	"image"
	"strings"
	"testing"

	"dipdesk/variants/board"
)

// A wrap's end is an arrow at the board's edge captioned with where it
// leads: the caption is drawn, on the board, and says the other end's name.
func TestWrapEndsAreCaptionedArrows(t *testing.T) {
	b := testBoard()
	b.Provinces[1].Name = "Stormy Sea"
	line := [][]board.Point{{{X: 120, Y: 50}, {X: 200, Y: 50}}}
	draw := func(link [2]string) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, 800, 400))
		p := NewPen(img, 4, nil)
		p.marker(b, board.Marker{Kind: board.MarkerWrap, Link: link, Lines: line}, DefaultStyle(), 1)
		return img
	}
	bare, captioned := draw([2]string{"s", ""}), draw([2]string{"s", "s"})
	ink := func(img *image.RGBA, r image.Rectangle) int {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if img.Pix[img.PixOffset(x, y)+3] > 0 {
					n++
				}
			}
		}
		return n
	}
	// The arrowhead at the edge (x = 800).
	if n := ink(bare, image.Rect(780, 190, 800, 210)); n < 60 {
		t.Errorf("arrowhead at the edge: %d inked pixels", n)
	}
	diff := 0
	for i := 3; i < len(bare.Pix); i += 4 {
		if bare.Pix[i] != captioned.Pix[i] {
			diff++
		}
	}
	if diff < 100 {
		t.Errorf("the caption changed %d pixels", diff)
	}
	p := NewPen(captioned, 4, nil)
	at := p.captionAt(b, Pt{800, 200}, 1, 0, "to Stormy Sea", 12, 7)
	box := p.TextBox(at, "to Stormy Sea", 12, false)
	if !box.In(captioned.Rect) || box.Max.X > 800-7 {
		t.Errorf("caption box %v: off the board or over the arrowhead", box)
	}
	if got := "to " + provinceName(b, "s"); got != "to Stormy Sea" {
		t.Errorf("caption %q", got)
	}
}

// An inset's caption stays in its box at every pane size: wrapped to the
// box's width, in full where the lines the board laid out hold it, by
// the seas' codes where they do not (names never drop under 9 px while
// the box shrinks with the pane), and recorded so Measure sees it.
func TestInsetCaptionsStayInTheirBox(t *testing.T) {
	b := testBoard()
	b.Provinces[1].ID, b.Provinces[1].Name = "nca", "North Central Atlantic Ocean"
	frame := []board.Point{{X: 100, Y: 10}, {X: 190, Y: 10}, {X: 190, Y: 90}, {X: 100, Y: 90}, {X: 100, Y: 10}}
	b.Markers = []board.Marker{{Kind: board.MarkerInset, Link: [2]string{"c", "nca"}, Lines: [][]board.Point{frame},
		Captions: []board.Caption{
			{Text: "to North Central Atlantic", At: board.Point{X: 145, Y: 76}, Size: 11},
			{Text: "Ocean", At: board.Point{X: 145, Y: 87}, Size: 11},
		}}}
	for _, c := range []struct {
		w, h int
		want string
	}{{1300, 700, "to North Central Atlantic Ocean"}, {400, 200, "to North Central Atlantic Ocean"}, {200, 100, "to NCA"}} {
		g, _ := FitGeometry(b, nil, c.w, c.h, Options{})
		var text []string
		for _, cp := range g.Captions {
			text = append(text, cp.Text)
		}
		if got := strings.Join(text, " "); got != c.want {
			t.Errorf("%d×%d: caption %q, want %q", c.w, c.h, got, c.want)
		}
		if l := Measure(g); l.Overlaps > 0 {
			t.Errorf("%d×%d: %v", c.w, c.h, l.Cases)
		}
	}
}

// An inset's caption takes more lines than the board laid out only where
// they cover no centre marker (nor unit place): else the seas go by code.
func TestInsetCaptionsGrowOnlyWhereClear(t *testing.T) {
	b := testBoard()
	b.Provinces[1].ID, b.Provinces[1].Name = "nca", "North Central Atlantic Ocean"
	frame := []board.Point{{X: 100, Y: 10}, {X: 190, Y: 10}, {X: 190, Y: 90}, {X: 100, Y: 90}, {X: 100, Y: 10}}
	b.Markers = []board.Marker{{Kind: board.MarkerInset, Link: [2]string{"c", "nca"}, Lines: [][]board.Point{frame},
		Captions: []board.Caption{{Text: "to North Central Atlantic Ocean", At: board.Point{X: 145, Y: 87}, Size: 11}}}}
	caption := func() []string {
		g, _ := FitGeometry(b, nil, 400, 200, Options{})
		if l := Measure(g); l.Overlaps+l.CentreOverName > 0 {
			t.Errorf("%v", l.Cases)
		}
		var text []string
		for _, cp := range g.Captions {
			text = append(text, cp.Text)
		}
		return text
	}
	if got := caption(); len(got) != 2 || strings.Join(got, " ") != "to North Central Atlantic Ocean" {
		t.Errorf("clear box: caption %q, want the full name on two lines", got)
	}
	b.SCs = append(b.SCs, board.Anchor{Province: "c", At: board.Point{X: 145, Y: 76}})
	if got := caption(); strings.Join(got, " ") != "to NCA" {
		t.Errorf("a centre above the band: caption %q, want %q", got, "to NCA")
	}
}
