package mapview

import (
	"image"
	"image/draw"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"

	"dipdesk/mapview/render"
)

// The board's one raster is the static board with the scene over it.
// Edits compose only their boxes and pans only the uncovered strips
// (composite.go): after each, on Classic and on the world map (whose
// edits have copies east and west), the raster must be exactly the two
// layers as they stand, blended afresh.
func TestCompositeIsTheBoardWithTheSceneOverIt(t *testing.T) {
	m, _, _ := imperial(t)
	c, _ := classic(t, 1000, 700)
	c.SetScene(everyOrder(t))
	for _, m := range []*Board{c, m} {
		w, h := int(m.Size().Width), int(m.Size().Height)
		s := m.Scene()
		if s == nil || len(s.Units) < 4 {
			pos := m.b.Units
			s = &render.Scene{Powers: []render.Power{{Name: "A", Letter: "A"}, {Name: "B", Letter: "B"}}}
			for i := 0; i < len(pos); i += 3 {
				s.Units = append(s.Units, render.Unit{Kind: render.Army, Power: i % 2, Loc: pos[i].Loc()})
			}
			m.SetScene(s)
		}
		check := func(step string) {
			t.Helper()
			got := cloneRGBA(m.r.boardLayer(w, h).(*image.RGBA))
			want := cloneRGBA(m.r.staticImage(w, h))
			draw.Draw(want, want.Rect, m.r.sceneImage(w, h), image.Point{}, draw.Over)
			differ := 0
			for i := range got.Pix {
				if got.Pix[i] != want.Pix[i] {
					differ++
				}
			}
			if differ > 0 {
				t.Errorf("%d×%d, %s: %d of %d channel values differ from the layers blended afresh", w, h, step, differ, len(got.Pix))
			}
		}
		check("first drawing")
		a, b := s.Units[0], s.Units[len(s.Units)-1]
		steps := []struct {
			name string
			do   func(s *render.Scene)
			pan  fyne.Delta
		}{
			{"a long move added", func(s *render.Scene) {
				s.Orders = append(s.Orders, render.Order{Kind: render.Move, Power: a.Power, Unit: a.Kind, Loc: a.Loc, Dest: b.Loc})
			}, fyne.Delta{}},
			{"a unit removed", func(s *render.Scene) { s.Units = s.Units[1:] }, fyne.Delta{}},
			{"a pan", nil, fyne.Delta{DX: -90, DY: 40}},
			{"an edit and a pan in one frame", func(s *render.Scene) {
				s.Orders = s.Orders[:len(s.Orders)-1]
			}, fyne.Delta{DX: 35, DY: -20}},
		}
		for _, st := range steps {
			if st.do != nil {
				next := *m.Scene()
				next.Units = append([]render.Unit(nil), next.Units...)
				next.Orders = append([]render.Order(nil), next.Orders...)
				st.do(&next)
				m.SetScene(&next)
			}
			if st.pan != (fyne.Delta{}) {
				m.Dragged(&fyne.DragEvent{Dragged: st.pan})
			}
			check(st.name)
		}
	}
}

// The highlights under the scene lie over the board's one raster, so the
// scene is knocked out of them: a selected province's unit shows as it
// does unselected, not tinted by the highlight.
func TestSelectionLeavesTheUnitsOverIt(t *testing.T) {
	m, _ := classic(t, 1000, 700)
	_, s := classicStart(t)
	m.SetScene(s)
	m.r.boardLayer(1000, 700)
	m.SetSelected("par")
	o := m.r.selection[0]
	img := o.image(int(o.ras.Size().Width), int(o.ras.Size().Height)).(*image.RGBA)
	at, _ := m.PositionOf("par")
	x, y := int(at.X-o.ras.Position().X), int(at.Y-o.ras.Position().Y)
	if a := img.RGBAAt(x, y).A; a != 0 {
		t.Errorf("the selection over Paris's army is %d/255 opaque at its centre, want 0: the unit is tinted", a)
	}
	lit := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 {
			lit++
		}
	}
	if lit < len(img.Pix)/4/10 {
		t.Errorf("only %d of %d pixels of Paris's box are highlighted", lit, len(img.Pix)/4)
	}
}

// over is image/draw's Over to the bit for every mix of transparent,
// opaque and translucent pixels, at every offset of its eight-pixel runs.
func TestOverIsDrawOver(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const w, h = 37, 23 // rows that do not end on a run of eight
	src, dst := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(src.Pix); i += 4 {
		a := uint8(rng.IntN(256))
		switch rng.IntN(4) { // runs of clear and of opaque pixels, as a scene has
		case 0, 1:
			a = 0
		case 2:
			a = 0xff
		}
		for c := 0; c < 3; c++ {
			src.Pix[i+c] = uint8(rng.IntN(int(a) + 1))
			dst.Pix[i+c] = uint8(rng.IntN(256))
		}
		src.Pix[i+3], dst.Pix[i+3] = a, 0xff
	}
	want := cloneRGBA(dst)
	draw.Draw(want, want.Rect, src, image.Point{}, draw.Over)
	for y := 0; y < h; y++ {
		over(dst.Pix[y*dst.Stride:y*dst.Stride+4*w], src.Pix[y*src.Stride:y*src.Stride+4*w])
	}
	for i := range want.Pix {
		if dst.Pix[i] != want.Pix[i] {
			t.Fatalf("pixel %d channel %d: %d, draw.Over gives %d", i/4, i%4, dst.Pix[i], want.Pix[i])
		}
	}
}
