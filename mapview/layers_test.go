package mapview

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// Panning scrolls the cached static board and draws only the uncovered
// strips: the result must be the board drawn afresh at the new position.
func TestPanningMatchesAFreshDrawing(t *testing.T) {
	m, _ := classic(t, 900, 600)
	m.SetScene(everyOrder(t))
	m.Scrolled(wheel(mustPos(t, m, "boh"), 50))
	m.r.staticImage(900, 600)
	m.r.sceneImage(900, 600)
	for _, d := range [][2]float32{{37, -21}, {-120, 0}, {0, 95}, {-300, -250}} {
		m.Dragged(dragBy(d[0], d[1]))
		for _, l := range []struct {
			name string
			get  func(w, h int) *image.RGBA
			gen  int
			draw func(p *render.Pen)
		}{
			{"static board", m.r.staticImage, m.staticGen, func(p *render.Pen) {
				p.Board(m.b, render.Options{Style: &m.style, Tint: m.tints})
			}},
			{"scene", m.r.sceneImage, m.sceneGen, func(p *render.Pen) {
				p.Clear(color.NRGBA{})
				p.Scene(m.b, m.scene, m.pal, m.style)
			}},
		} {
			got := cloneRGBA(l.get(900, 600))
			want := newLayer(render.NewCache(), true).get(m.layerKey(900, 600, l.gen), l.draw)
			differ := 0
			for i := range got.Pix {
				if diff := int(got.Pix[i]) - int(want.Pix[i]); diff > 6 || diff < -6 {
					differ++
				}
			}
			if differ > len(got.Pix)/1000 {
				t.Errorf("%s after panning by %v: %d of %d channel values differ from a fresh drawing", l.name, d, differ, len(got.Pix))
			}
		}
	}
}

func cloneRGBA(img *image.RGBA) *image.RGBA {
	c := *img
	c.Pix = append([]uint8(nil), img.Pix...)
	return &c
}

// Editing the scene redraws only the changed boxes: the result must be the
// scene drawn afresh.
func TestSceneEditsMatchAFreshDrawing(t *testing.T) {
	m, _ := classic(t, 900, 600)
	s := everyOrder(t)
	m.SetScene(s)
	m.Scrolled(wheel(mustPos(t, m, "boh"), 25))
	m.r.sceneImage(900, 600)
	gen := m.sceneGen
	edits := []func(s *render.Scene){
		func(s *render.Scene) { // an order added
			s.Orders = append(s.Orders, render.Order{Kind: render.Move, Power: 4, Loc: "rom", Dest: "apu"})
		},
		func(s *render.Scene) { s.Orders = s.Orders[1:] }, // one taken back
		func(s *render.Scene) { s.Orders[0].Result = render.Bounced },
		func(s *render.Scene) { s.Units = s.Units[:len(s.Units)-1] }, // a unit gone
		func(s *render.Scene) { s.SCOwner["bel"] = 2 },
	}
	for i, edit := range edits {
		next := *s
		next.Orders = append([]render.Order(nil), s.Orders...)
		next.Units = append([]render.Unit(nil), s.Units...)
		next.SCOwner = map[string]int{}
		for k, v := range s.SCOwner {
			next.SCOwner[k] = v
		}
		edit(&next)
		s = &next
		m.SetScene(s)
		if i == 1 {
			m.Dragged(dragBy(-50, 30)) // an edit and a pan in one frame
		}
		got := cloneRGBA(m.r.sceneImage(900, 600))
		want := newLayer(render.NewCache(), true).get(m.layerKey(900, 600, m.sceneGen), func(p *render.Pen) {
			p.Clear(color.NRGBA{})
			p.Scene(m.b, m.scene, m.pal, m.style)
		})
		differ := 0
		for j := range got.Pix {
			if diff := int(got.Pix[j]) - int(want.Pix[j]); diff > 6 || diff < -6 {
				differ++
			}
		}
		if differ > 20 {
			t.Errorf("edit %d: %d of %d channel values differ from a fresh drawing", i, differ, len(got.Pix))
		}
	}
	if m.sceneGen != gen {
		t.Errorf("edits redrew the whole scene (generation %d → %d)", gen, m.sceneGen)
	}
}

// On the world map with a busy scene, orders added, changed and taken
// back redraw only boxes along their arrows (render.OrderExtents): long
// ones, ones across the seam, failed ones with a cross half-way. Each
// frame must be the scene drawn afresh, to float rounding.
func TestLongOrderEditsOnTheWorldMapMatchAFreshDrawing(t *testing.T) {
	pkg, err := variants.Builtin("imperial")
	if err != nil {
		t.Fatal(err)
	}
	bd, err := board.ParseFile(pkg.Files, BoardFile)
	if err != nil {
		t.Fatal(err)
	}
	const w, h = 960, 540
	test.NewTempApp(t)
	m := NewWithBoard(bd, nil)
	win := test.NewTempWindow(t, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	s := busyScene(pkg, bd)
	m.SetScene(s)
	m.Scrolled(wheel(fyne.NewPos(w/5, h/2), 25))
	m.r.sceneImage(w, h)
	gen := m.sceneGen
	west, east := bd.Units[0], bd.Units[0]
	for _, a := range bd.Units {
		if a.At.X < west.At.X {
			west = a
		}
		if a.At.X > east.At.X {
			east = a
		}
	}
	long := render.Order{Kind: render.Move, Power: 1, Loc: bd.Units[1].Loc(), Dest: bd.Units[3].Loc()}
	seam := render.Order{Kind: render.Move, Power: 2, Loc: west.Loc(), Dest: east.Loc()}
	support := render.Order{Kind: render.SupportMove, Power: 0, Loc: bd.Units[5].Loc(), Target: west.Loc(), Dest: east.Loc()}
	edits := []func(s *render.Scene){
		func(s *render.Scene) { s.Orders = append(s.Orders, long) },
		func(s *render.Scene) { s.Orders = append(s.Orders, seam, support) },
		func(s *render.Scene) { s.Orders[len(s.Orders)-3].Result = render.Failed },
		func(s *render.Scene) { s.Orders[len(s.Orders)-2].Result = render.Bounced },
		func(s *render.Scene) { s.Orders = s.Orders[:len(s.Orders)-2] },
		func(s *render.Scene) { s.Orders = s.Orders[:len(s.Orders)-1] },
	}
	for i, edit := range edits {
		next := *s
		next.Orders = append([]render.Order(nil), s.Orders...)
		edit(&next)
		s = &next
		m.SetScene(s)
		if i == 3 {
			m.Dragged(dragBy(-70, 0)) // an edit and a pan in one frame
		}
		got := cloneRGBA(m.r.sceneImage(w, h))
		want := newLayer(render.NewCache(), true).get(m.layerKey(w, h, m.sceneGen), func(p *render.Pen) {
			p.Clear(color.NRGBA{})
			p.Scene(m.b, m.scene, m.pal, m.style)
		})
		differ := 0
		for j := range got.Pix {
			if d := int(got.Pix[j]) - int(want.Pix[j]); d > 1 || d < -1 {
				differ++
			}
		}
		if differ > 0 {
			t.Errorf("edit %d: %d of %d channel values differ from a fresh drawing", i, differ, len(got.Pix))
		}
	}
	if m.sceneGen != gen {
		t.Errorf("edits redrew the whole scene (generation %d → %d)", gen, m.sceneGen)
	}
}
