package mapview

import (
	"dipdesk/variants"
	"dipdesk/variants/board"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/mapview/render"
)

// The benchmarks run the widget at 1920×1080 on the largest built-in board
// (by outline points), with a busy position (a unit in every other
// province, orders of every kind), and time what a frame costs: the
// layers' generators are called the way Fyne's painter calls them after a
// refresh.

const benchW, benchH = 1920, 1080

// largestBoard is the built-in variant whose board has the most outline
// points.
func largestBoard(b *testing.B) (*variants.Package, *board.Board) {
	pkgs, err := variants.Builtins()
	if err != nil && len(pkgs) == 0 {
		b.Fatal(err)
	}
	var best *variants.Package
	var bestB *board.Board
	most := -1
	for _, p := range pkgs {
		bd, err := board.ParseFile(p.Files, BoardFile)
		if err != nil {
			continue
		}
		n := 0
		for _, pr := range bd.Provinces {
			for _, r := range pr.Rings {
				n += len(r)
			}
		}
		if n > most {
			best, bestB, most = p, bd, n
		}
	}
	if best == nil {
		b.Fatal("no board")
	}
	return best, bestB
}

// busyScene puts a unit on every other province and gives them moves,
// supports, holds and convoys towards their nearest neighbours, and
// starting-position ownership, for any variant.
func busyScene(pkg *variants.Package, bd *board.Board) *render.Scene {
	v := pkg.Variant
	pos := v.Start()
	s := render.SceneOf(v, &pos, nil, nil)
	s.Units = nil
	var anchors []board.Anchor
	for _, a := range bd.Units {
		if a.Coast == "" {
			anchors = append(anchors, a)
		}
	}
	nearest := func(i int) string {
		best, loc := 1e18, ""
		for j, a := range anchors {
			d := (a.At.X-anchors[i].At.X)*(a.At.X-anchors[i].At.X) + (a.At.Y-anchors[i].At.Y)*(a.At.Y-anchors[i].At.Y)
			if j != i && d < best {
				best, loc = d, a.Province
			}
		}
		return loc
	}
	for i := 0; i < len(anchors); i += 2 {
		a := anchors[i]
		kind := render.Army
		if p := bd.Province(a.Province); p != nil && p.Kind == board.Sea {
			kind = render.Fleet
		}
		pw := (i / 2) % max(1, len(s.Powers))
		s.Units = append(s.Units, render.Unit{Kind: kind, Power: pw, Loc: a.Province})
		o := render.Order{Power: pw, Unit: kind, Loc: a.Province, Result: render.Result(i / 2 % 6)}
		switch i / 2 % 4 {
		case 0:
			o.Kind, o.Dest = render.Move, nearest(i)
		case 1:
			o.Kind, o.Target = render.SupportHold, anchors[max(0, i-2)].Province
		case 2:
			o.Kind, o.Target, o.Dest = render.SupportMove, anchors[max(0, i-4)].Province, nearest(max(0, i-4))
		default:
			o.Kind = render.Hold
		}
		s.Orders = append(s.Orders, o)
	}
	return s
}

// reportCPU adds the CPU time per operation (all goroutines) since start:
// on a shared machine wall time also counts waiting for a core.
func reportCPU(b *testing.B, start time.Duration) {
	if c := cpuTime(); c > 0 && b.N > 0 {
		b.ReportMetric(float64(c-start)/float64(b.N)/1e6, "cpu-ms/op")
	}
}

func benchBoard(b *testing.B) *Board {
	b.Helper()
	test.NewTempApp(b)
	pkg, bd := largestBoard(b)
	m := NewWithBoard(bd, nil)
	win := test.NewTempWindow(b, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(benchW, benchH))
	b.Logf("%s: %d provinces", pkg.ID, len(bd.Provinces))
	m.SetScene(busyScene(pkg, bd))
	m.r.boardLayer(benchW, benchH)
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
	hoverBetween(b, m, mustPos(nil, m, m.b.Units[0].Loc()), mustPos(nil, m, m.b.Units[len(m.b.Units)/2].Loc()))
}

// hoverBetween moves the pointer between a and c, drawing each frame's
// hover highlights (the province's, and its reach when the board has it).
func hoverBetween(b *testing.B, m *Board, a, c fyne.Position) {
	i := 0
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		p := a
		if i%2 == 1 {
			p = c
		}
		i++
		m.MouseMoved(pointer(p.X, p.Y))
		overlayFrame(m.r.hover)
		for _, o := range m.r.reach {
			overlayFrame(o)
		}
	}
}

// BenchmarkHoverReach moves the pointer between the two provinces with
// the most places their units could reach, on the largest board: the
// frame draws the hover and every reach highlight.
func BenchmarkHoverReach(b *testing.B) {
	m := benchBoard(b)
	pkg, _ := largestBoard(b)
	reach := render.ReachOf(pkg.Variant)
	m.SetReach(reach)
	var best [2]string
	var most [2]int
	for _, a := range m.b.Units {
		n := len(reach.From(a.Province))
		if a.Coast != "" || a.Province == best[0] {
			continue
		}
		if n > most[0] {
			best[1], most[1] = best[0], most[0]
			best[0], most[0] = a.Province, n
		} else if n > most[1] {
			best[1], most[1] = a.Province, n
		}
	}
	b.Logf("hovering %s (%d) and %s (%d)", best[0], most[0], best[1], most[1])
	hoverBetween(b, m, mustPos(nil, m, best[0]), mustPos(nil, m, best[1]))
}

func BenchmarkSelection(b *testing.B) {
	m := benchBoard(b)
	var sel [2][]string
	for i, a := range m.b.Units {
		sel[i%2] = append(sel[i%2], a.Province)
		if i > 12 {
			break
		}
	}
	i := 0
	start := cpuTime()
	defer reportCPU(b, start)
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
	extra := render.Order{Kind: render.Move, Power: 1, Unit: render.Army, Loc: m.b.Units[1].Loc(), Dest: m.b.Units[3].Loc()}
	alternateScenes(b, m, func(orders []render.Order, on bool) []render.Order {
		if on {
			orders = append(orders, extra)
		}
		return orders
	})
}

// alternateScenes draws, frame after frame, the busy scene with edit
// applied to a copy of its orders, on every other frame and off in between.
func alternateScenes(b *testing.B, m *Board, edit func(orders []render.Order, on bool) []render.Order) {
	base := m.Scene()
	i := 0
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		s := *base
		s.Orders = edit(append([]render.Order(nil), base.Orders...), i%2 == 0)
		i++
		m.SetScene(&s)
		m.r.boardLayer(benchW, benchH)
	}
}

// BenchmarkOrderChanged is what a player does most while writing orders:
// one unit's order changes, here between holding and moving to the
// nearest province with an anchor (BenchmarkOrderAdded adds a move
// across the world, whose boxes are far larger).
func BenchmarkOrderChanged(b *testing.B) {
	m := benchBoard(b)
	base := m.Scene()
	i0 := len(base.Orders) / 3
	o := base.Orders[i0]
	from, _ := m.b.Unit(o.Loc)
	dest, best := "", 1e18
	for _, a := range m.b.Units {
		if d := (a.At.X-from.X)*(a.At.X-from.X) + (a.At.Y-from.Y)*(a.At.Y-from.Y); a.Province != o.Loc && a.Coast == "" && d < best {
			dest, best = a.Province, d
		}
	}
	b.Logf("%s: hold, then move to %s", o.Loc, dest)
	alternateScenes(b, m, func(orders []render.Order, on bool) []render.Order {
		orders[i0] = render.Order{Kind: render.Hold, Power: o.Power, Unit: o.Unit, Loc: o.Loc}
		if on {
			orders[i0].Kind, orders[i0].Dest = render.Move, dest
		}
		return orders
	})
}

// zoomStepOrFit zooms one wheel notch in around the centre, or, at the
// limit, fits the board: a cycle that never returns to the view just left
// (which the layers keep), so every step is a full redraw.
func zoomStepOrFit(m *Board) {
	if m.Zoom()*zoomStep > MaxZoom {
		m.FitBoard()
		return
	}
	m.Scrolled(wheel(m.centre(), 25))
}

// BenchmarkZoomRedraw zooms a step (or back to the whole board) and draws
// both layers afresh at the new scale, with the labels' masks cached from
// earlier visits (and warmed for the next step), as in play.
func BenchmarkZoomRedraw(b *testing.B) {
	m := benchBoard(b)
	for i := 0; i < 12; i++ { // visit every level once
		zoomStepOrFit(m)
		m.r.staticImage(benchW, benchH)
	}
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		zoomStepOrFit(m)
		m.r.boardLayer(benchW, benchH)
	}
}

// BenchmarkZoomRedrawCold is the same with no label cached: the first
// visit to a zoom level, labels rasterised on the spot.
func BenchmarkZoomRedrawCold(b *testing.B) {
	m := benchBoard(b)
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		b.StopTimer()
		fresh := render.NewCache()
		fresh.Prepare(m.b) // once per board, at load
		b.StartTimer()
		for _, l := range []*layer{m.r.staticL, m.r.sceneL} {
			for _, p := range append(l.bands, l.pen) {
				p.Cache = fresh
			}
		}
		zoomStepOrFit(m)
		m.r.boardLayer(benchW, benchH)
	}
}

// BenchmarkZoomBack zooms in a step and back out at the same point: the
// view left is still cached, so going back costs a buffer swap.
func BenchmarkZoomBack(b *testing.B) {
	m := benchBoard(b)
	at := m.centre()
	i := 0
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		dy := float32(25)
		if i%2 == 1 {
			dy = -25
		}
		i++
		m.Scrolled(wheel(at, dy))
		m.r.boardLayer(benchW, benchH)
	}
}

// BenchmarkPan drags by 40 pixels at twice the fit zoom.
func BenchmarkPan(b *testing.B) {
	m := benchBoard(b)
	m.Scrolled(wheel(m.centre(), 75))
	// The zoom's first frame places the names at the new scale: that is
	// the zoom's cost (BenchmarkZoomRedraw), not the pan's, and amortised
	// here it made the pan's figure depend on how many times it ran.
	m.r.boardLayer(benchW, benchH)
	i := 0
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		dx := float32(40)
		if i%20 >= 10 {
			dx = -40
		}
		i++
		m.Dragged(&fyne.DragEvent{Dragged: fyne.Delta{DX: dx, DY: dx / 2}})
		m.r.boardLayer(benchW, benchH)
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
	start := cpuTime()
	defer reportCPU(b, start)
	for b.Loop() {
		m.ProvinceAt(pts[i%len(pts)])
		i++
	}
}
