package gen

import (
	"math"
	"testing"
)

// A dense disc in a thin board grows, the board's corners stay put and no
// cell of the grid turns over, with and without a seam.
func TestCartogramGrowsDenseAreaWithoutFolding(t *testing.T) {
	for _, wrap := range []bool{false, true} {
		nx, ny := 64, 40
		w, h := 640.0, 390.0
		rho := make([]float64, nx*ny)
		for j := range ny {
			for i := range nx {
				rho[j*nx+i] = 1
				if math.Hypot(float64(i-20), float64(j-20)) < 6 {
					rho[j*nx+i] = 8
				}
			}
		}
		wp := flow(rho, nx, ny, w, h, wrap)
		// The disc's area before and after, by its outline's image.
		area := func(f func(x, y float64) (float64, float64)) float64 {
			a := 0.0
			const n = 256
			cx, cy := 20*wp.cellW(), 20*wp.cellH()
			px, py := f(cx+6*wp.cellW(), cy)
			for k := 1; k <= n; k++ {
				th := 2 * math.Pi * float64(k) / n
				x, y := f(cx+6*wp.cellW()*math.Cos(th), cy+6*wp.cellH()*math.Sin(th))
				a += px*y - x*py
				px, py = x, y
			}
			return math.Abs(a) / 2
		}
		before := area(func(x, y float64) (float64, float64) { return x, y })
		after := area(wp.apply)
		if after < 2*before {
			t.Errorf("wrap %v: the dense disc grew from %.0f to %.0f px², expected at least twice", wrap, before, after)
		}
		for j := 0; j+1 < ny; j++ {
			for i := 0; i+1 < nx; i++ {
				x00, y00 := wp.node(i, j)
				x10, y10 := wp.node(i+1, j)
				x01, y01 := wp.node(i, j+1)
				if cross := (x10-x00)*(y01-y00) - (y10-y00)*(x01-x00); cross <= 0 {
					t.Fatalf("wrap %v: cell (%d, %d) folded (orientation %.3g)", wrap, i, j, cross)
				}
			}
		}
		if x, y := wp.apply(0, 0); math.Hypot(x, y) > 1e-6 && !wrap {
			t.Errorf("the top-left corner moved to (%.2f, %.2f)", x, y)
		}
		if _, y := wp.apply(300, h); math.Abs(y-h) > 1e-6 {
			t.Errorf("wrap %v: the bottom edge moved off itself to y=%.3f", wrap, y)
		}
	}
}

// An inset's crowded province grows inside the box at the expense of the
// open sea round it, and the box's area keeps its corners and edges, so
// nothing crosses the frame.
func TestInsetRoomGrowsCrowdedProvinceInsideItsBox(t *testing.T) {
	const W, H = 800, 600
	s := &Spec{Provinces: []ProvSpec{
		{ID: "lon", Name: "London"},
		{ID: "atl", Name: "Atlantic", Sea: true},
	}}
	in := &insetFit{box: [4]float64{400, 100, 300, 240}}
	label := make([]int32, W*H)
	ax, ay, aw, ah := in.area()
	for y := int(ay); y < int(ay+ah); y++ {
		for x := int(ax); x < int(ax+aw); x++ {
			label[y*W+x] = 2
			if x >= 480 && x < 492 && y >= 200 && y < 212 {
				label[y*W+x] = 1
			}
		}
	}
	wp := insetRoom(s, in, 0, label, W, H, H, 384, 4)
	if wp == nil {
		t.Fatal("no bend for the inset")
	}
	at := func(x, y float64) (float64, float64) {
		bx, by := wp.apply(x-ax, y-ay)
		return bx + ax, by + ay
	}
	x0, y0 := at(480, 200)
	x1, y1 := at(492, 212)
	if grown := (x1 - x0) * (y1 - y0); grown < 2*12*12 {
		t.Errorf("London's square grew from %d to %.0f px², expected at least twice", 12*12, grown)
	}
	for _, c := range [][2]float64{{ax, ay}, {ax + aw, ay}, {ax, ay + ah}, {ax + aw, ay + ah}} {
		if x, y := at(c[0], c[1]); math.Hypot(x-c[0], y-c[1]) > 1e-6 {
			t.Errorf("the box corner (%.0f, %.0f) moved to (%.2f, %.2f)", c[0], c[1], x, y)
		}
	}
	if _, y := at(550, ay+ah); math.Abs(y-(ay+ah)) > 1e-6 {
		t.Errorf("the box's bottom edge moved off itself to y=%.3f", y)
	}
}
