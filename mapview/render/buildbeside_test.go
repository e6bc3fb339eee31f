package render_test

import (
	"image"
	"testing"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// classicStartScene is Classic's board and its opening position drawn.
func classicStartScene(t *testing.T) (*board.Board, *render.Scene) {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	pos := pkg.Variant.Start()
	return classicBoard(t), render.SceneOf(pkg.Variant, &pos, nil, nil)
}

// A build in a province a unit already holds (the puzzles' "can this
// build succeed?") leaves that unit in plain sight: the build's ghost,
// ring, plus and cross stand beside it. They covered it, and the unit
// was the puzzle's answer (issue 25).
func TestBuildMarkerLeavesTheOccupantVisible(t *testing.T) {
	b, plain := classicStartScene(t)
	var occupant render.Unit
	for _, u := range plain.Units {
		if u.Loc == "par" {
			occupant = u
		}
	}
	if occupant.Loc == "" {
		t.Fatal("no unit in Paris at the start")
	}
	for _, res := range []render.Result{render.Failed, render.Pending} {
		built := *plain
		built.Orders = []render.Order{{Kind: render.Build, Power: occupant.Power, Unit: render.Fleet, Loc: "par", Result: res}}
		g, before := render.FitGeometry(b, plain, 900, 640, render.Options{})
		_, after := render.FitGeometry(b, &built, 900, 640, render.Options{})
		at, _ := b.Unit("par")
		_, ox, oy := render.FitView(b.Width, b.Height, 900, 640, b.Wrap)
		c := image.Pt(int(at.X*g.Scale+ox), int(at.Y*g.Scale+oy)) // the returned picture is the pane's
		r := int(0.9 * render.LookAt(b, g.Scale, render.DefaultPalette(len(plain.Powers))).R)
		changed, covered := 0, 0
		for y := before.Rect.Min.Y; y < before.Rect.Max.Y; y++ {
			for x := before.Rect.Min.X; x < before.Rect.Max.X; x++ {
				if before.RGBAAt(x, y) == after.RGBAAt(x, y) {
					continue
				}
				changed++
				if dx, dy := x-c.X, y-c.Y; dx*dx+dy*dy <= r*r {
					covered++
				}
			}
		}
		if changed == 0 {
			t.Errorf("result %v: the build is not drawn", res)
		}
		if covered > 0 {
			t.Errorf("result %v: the build's marks cover %d pixels of the unit already in Paris", res, covered)
		}
	}
}

// Two builds ordered in one province (a build typed twice) both show:
// their ghosts stand side by side, not one on the other (issue 25).
func TestTwoBuildsInOneProvinceBothShow(t *testing.T) {
	b, plain := classicStartScene(t)
	plain.Units = nil
	build := func(kinds ...render.UnitKind) *render.Scene {
		s := *plain
		s.Orders = nil
		for _, k := range kinds {
			s.Orders = append(s.Orders, render.Order{Kind: render.Build, Power: 0, Unit: k, Loc: "lon", Result: render.Pending})
		}
		return &s
	}
	_, empty := render.FitGeometry(b, plain, 1300, 1000, render.Options{})
	width := func(s *render.Scene) int {
		_, img := render.FitGeometry(b, s, 1300, 1000, render.Options{})
		box := image.Rectangle{}
		for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
			for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
				if img.RGBAAt(x, y) != empty.RGBAAt(x, y) {
					box = box.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		return box.Dx()
	}
	one, twice, both := width(build(render.Army)), width(build(render.Army, render.Army)), width(build(render.Army, render.Fleet))
	if one == 0 {
		t.Fatal("the build is not drawn")
	}
	for _, w := range []int{twice, both} {
		if w < one*17/10 {
			t.Errorf("two builds in London are drawn %d px wide, one %d px: one covers the other", w, one)
		}
	}
}
