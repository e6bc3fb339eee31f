package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
)

// The benchmarks run the widget at 1920×1080 on the Classic board (the
// largest board there is) with the every-order position, and time what a
// frame costs: the layers' generators are called the way Fyne's painter
// calls them after a refresh.

const benchW, benchH = 1920, 1080

func benchBoard(b *testing.B) *Board {
	b.Helper()
	test.NewTempApp(b)
	pkg := classicFS(b)
	m := New(pkg)
	win := test.NewTempWindow(b, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(benchW, benchH))
	m.SetScene(everyOrder(b))
	m.r.staticImage(benchW, benchH)
	m.r.sceneImage(benchW, benchH)
	return m
}

// overlayFrame draws an overlay as the painter would after it moved.
func overlayFrame(o *overlay) {
	if o.ras.Visible() {
		s := o.ras.Size()
		o.image(int(s.Width), int(s.Height))
	}
}

func BenchmarkHover(b *testing.B) {
	m := benchBoard(b)
	a, c := mustPos(nil, m, "bur"), mustPos(nil, m, "mos")
	i := 0
	for b.Loop() {
		p := a
		if i%2 == 1 {
			p = c
		}
		i++
		m.MouseMoved(pointer(p.X, p.Y))
		overlayFrame(m.r.hover)
	}
}

func BenchmarkSelection(b *testing.B) {
	m := benchBoard(b)
	sel := [][]string{{"bur", "par", "mar", "pic", "gas"}, {"mos", "stp", "ukr"}}
	i := 0
	for b.Loop() {
		m.SetSelected(sel[i%2]...)
		i++
		for _, o := range m.r.selection {
			overlayFrame(o)
		}
	}
}

func BenchmarkOrderAdded(b *testing.B) {
	m := benchBoard(b)
	base := everyOrder(b)
	extra := render.Order{Kind: render.Move, Power: 4, Unit: render.Army, Loc: "rom", Dest: "apu"}
	i := 0
	for b.Loop() {
		s := *base
		s.Orders = append([]render.Order(nil), base.Orders...)
		if i%2 == 0 {
			s.Orders = append(s.Orders, extra)
		}
		i++
		m.SetScene(&s)
		m.r.staticImage(benchW, benchH)
		m.r.sceneImage(benchW, benchH)
	}
}

// BenchmarkZoomRedraw zooms in and out one step around Munich: both layers
// are drawn afresh at the new scale (labels come from the text cache after
// the first round, as they do in play).
func BenchmarkZoomRedraw(b *testing.B) {
	m := benchBoard(b)
	at := mustPos(nil, m, "mun")
	i := 0
	for b.Loop() {
		dy := float32(25)
		if i%2 == 1 {
			dy = -25
		}
		i++
		m.Scrolled(wheel(at, dy))
		m.r.staticImage(benchW, benchH)
		m.r.sceneImage(benchW, benchH)
	}
}

// BenchmarkZoomRedrawCold is the same with an empty text cache each time:
// the first visit to a zoom level.
func BenchmarkZoomRedrawCold(b *testing.B) {
	m := benchBoard(b)
	at := mustPos(nil, m, "mun")
	i := 0
	for b.Loop() {
		dy := float32(25)
		if i%2 == 1 {
			dy = -25
		}
		i++
		fresh := render.NewTextCache()
		for _, l := range []*layer{m.r.staticL, m.r.sceneL} {
			for _, p := range append(l.bands, l.pen) {
				p.Cache = fresh
			}
		}
		m.Scrolled(wheel(at, dy))
		m.r.staticImage(benchW, benchH)
		m.r.sceneImage(benchW, benchH)
	}
}

// BenchmarkPan drags by 40 pixels at twice the fit zoom.
func BenchmarkPan(b *testing.B) {
	m := benchBoard(b)
	m.Scrolled(wheel(mustPos(nil, m, "boh"), 75))
	i := 0
	for b.Loop() {
		dx := float32(40)
		if i%20 >= 10 {
			dx = -40
		}
		i++
		m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: dx, DY: dx / 2}})
		m.r.staticImage(benchW, benchH)
		m.r.sceneImage(benchW, benchH)
	}
}

func BenchmarkTapHitTest(b *testing.B) {
	m := benchBoard(b)
	var pts []fyne.Position
	for _, a := range m.Model().Units {
		p, _ := m.PositionOf(a.Loc())
		pts = append(pts, p)
	}
	i := 0
	for b.Loop() {
		m.ProvinceAt(pts[i%len(pts)])
		i++
	}
}
