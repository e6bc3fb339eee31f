package gen

import (
	"math"

	"dipdesk/variants/board"
)

// swell gives every land province too small to hold its unit the room a
// printed board gives a small island: the land round the heart of its
// main part grows out over the seas it already touches until a disc a
// unit wide (board.PaneUnitRadius, with a margin) is its own. A designer
// draws Guadeloupe or Hawaii bigger than they are for the same reason.
//
// What touches what must not change, so a cell is taken only if it is
// one of those seas' and nothing else (no other province, no neutral
// land or water) lies within a few pixels of it; and a province's swell
// is undone if it still ends a contact (two seas that met only there) or
// makes one. Cells fixed before growth (polygons, islands) stay as they
// are. It runs after growth and before tracing, so the outline, the
// coastline and the unit's place all follow the grown land.
func swell(f *Field, regions []Region, provinces int, units []board.Anchor) int {
	r := 1.15 * board.PaneUnitRadius(&board.Board{Units: units, Width: float64(f.W), Height: float64(f.H), Wrap: f.Wrap})
	ct := newContacts(f)
	ct.area = make([]int, len(regions)+1)
	for _, l := range f.Label {
		if l > 0 {
			ct.area[l]++
		}
	}
	boxes := regionBoxes(f.Label, f.W, f.H, len(regions))
	grown := 0
	for ri := 0; ri < provinces; ri++ {
		rg := regions[ri]
		if rg.Sea || len(rg.Seeds) == 0 || boxes[ri+1].x1 <= boxes[ri+1].x0 {
			continue
		}
		lab := int32(ri + 1)
		b, seed, dx := boxes[ri+1], rg.Seeds[0], 0
		if edge := int(2*r) + 4; f.Wrap && (b.x0 < edge || b.x1 > f.W-edge) {
			// At the seam: swell it on the field turned half round
			// (seamroll.go).
			dx = f.W / 2
			f.roll(dx)
			b, seed = regionBoxes(f.Label, f.W, f.H, len(regions))[lab], rolledIndex(seed, f.W, dx)
		}
		if swellOne(f, ct, regions, lab, b, seed, r) {
			grown++
		}
		if dx != 0 {
			f.roll(f.W - dx)
		}
	}
	return grown
}

// swellOne swells province lab (its cells within b, its first anchor at
// cell seed) as swell describes, and reports whether it grew.
func swellOne(f *Field, ct *contacts, regions []Region, lab int32, b box, seed int, r float64) bool {
	dm := newDistMap(f.Label, f.W, f.H, lab, b, seed)
	pole, ok := dm.best(func(_, _ int, d float64) float64 { return d })
	depth := dm.at(int(pole.X), int(pole.Y))
	if !ok || depth >= 0.8*r {
		return false
	}
	// Fuller round its heart; failing that (a contact of two seas lies
	// in the way), a disc a unit wide there.
	return ct.grow(f, lab, regions, pole, 2*r, r-depth) || ct.grow(f, lab, regions, pole, r, r)
}

// contacts counts, for every pair of labels, the cell edges where they
// meet, so that a change can be checked for ending or making a contact.
type contacts struct {
	n map[[2]int32]int
	// area is each label's cells: a swell takes at most maxTake of a
	// sea's, so a small sea (a lake round an island) stays a sea.
	area []int
}

// maxTake is the share of a sea's cells one swell may take.
const maxTake = 0.2

func pairOf(a, b int32) [2]int32 {
	if a > b {
		a, b = b, a
	}
	return [2]int32{a, b}
}

func newContacts(f *Field) *contacts {
	ct := &contacts{n: map[[2]int32]int{}}
	ct.count(f, 0, 0, f.W, f.H, 1)
	return ct
}

// count adds sign times the label pairs of the cell edges inside the
// window [x0, x1)×[y0, y1) (each edge counted from its left or upper
// cell; across the seam on a board that wraps).
func (ct *contacts) count(f *Field, x0, y0, x1, y1, sign int) {
	for y := max(0, y0); y < min(f.H, y1); y++ {
		for x := max(0, x0); x < min(f.W, x1); x++ {
			a := f.Label[y*f.W+x]
			if a <= 0 {
				continue
			}
			xr := x + 1
			if xr == f.W && f.Wrap {
				xr = 0
			}
			if xr < f.W {
				if b := f.Label[y*f.W+xr]; b > 0 && b != a {
					ct.n[pairOf(a, b)] += sign
				}
			}
			if y+1 < f.H {
				if b := f.Label[(y+1)*f.W+x]; b > 0 && b != a {
					ct.n[pairOf(a, b)] += sign
				}
			}
		}
	}
}

// grow takes for lab the cells of its seas within k of it and r of c, as
// swell describes: its coast moves out by k round its heart, so it keeps
// its shape, only fuller. It reports whether it kept them.
func (ct *contacts) grow(f *Field, lab int32, regions []Region, c board.Point, r, k float64) bool {
	W, H := f.W, f.H
	cx, cy := int(c.X), int(c.Y)
	ri := int(math.Ceil(r))
	if f.Wrap && (cx-ri-3 < 0 || cx+ri+3 >= W) {
		return false // the counts below do not look across the seam
	}
	// The seas the province touches now.
	seas := map[int32]bool{}
	x0, y0, x1, y1 := cx-ri-3, cy-ri-3, cx+ri+4, cy+ri+4
	for y := max(0, y0); y < min(H, y1); y++ {
		for x := max(0, x0); x < min(W, x1); x++ {
			if f.Label[y*W+x] != lab {
				continue
			}
			for _, o := range n4 {
				if xx, yy := x+o[0], y+o[1]; xx >= 0 && yy >= 0 && xx < W && yy < H {
					if l := f.Label[yy*W+xx]; l > 0 && l != lab && regions[l-1].Sea {
						seas[l] = true
					}
				}
			}
		}
	}
	if len(seas) == 0 {
		return false
	}
	ok := func(l int32) bool { return l == lab || seas[l] }
	// The distance of every cell of the window from the province.
	win := box{max(0, x0), max(0, y0), min(W, x1), min(H, y1)}
	dm := &distMap{b: win, w: win.x1 - win.x0, d: make([]float64, (win.x1-win.x0)*(win.y1-win.y0))}
	var own []int
	for y := win.y0; y < win.y1; y++ {
		for x := win.x0; x < win.x1; x++ {
			if f.Label[y*W+x] == lab {
				own = append(own, y*W+x)
			}
		}
	}
	near := dm.distFrom(W, own)
	const clear = 3
	var take []int
	for y := max(0, cy-ri); y <= min(H-1, cy+ri); y++ {
		for x := max(0, cx-ri); x <= min(W-1, cx+ri); x++ {
			if dx, dy := float64(x-cx), float64(y-cy); dx*dx+dy*dy > r*r {
				continue
			}
			i := y*W + x
			if f.Label[i] == lab || !seas[f.Label[i]] || f.Fixed[i] || f.Void[i] || near[dm.index(x, y)] > k {
				continue
			}
			free := true
			for yy := y - clear; yy <= y+clear && free; yy++ {
				for xx := x - clear; xx <= x+clear; xx++ {
					if xx < 0 || yy < 0 || xx >= W || yy >= H || !ok(f.Label[yy*W+xx]) {
						free = false
						break
					}
				}
			}
			if free {
				take = append(take, i)
			}
		}
	}
	taken := map[int32]int{}
	for _, i := range take {
		taken[f.Label[i]]++
	}
	kept := take[:0]
	for _, i := range take {
		if l := f.Label[i]; float64(taken[l]) <= maxTake*float64(ct.area[l]) {
			kept = append(kept, i)
		}
	}
	take = kept
	if len(take) == 0 {
		return false
	}
	before := map[[2]int32]int{}
	for k, v := range ct.n {
		before[k] = v
	}
	wx0, wy0, wx1, wy1 := cx-ri-2, cy-ri-2, cx+ri+3, cy+ri+3
	ct.count(f, wx0, wy0, wx1, wy1, -1)
	old := make([]int32, len(take))
	for k, i := range take {
		old[k] = f.Label[i]
		f.Label[i] = lab
	}
	ct.count(f, wx0, wy0, wx1, wy1, 1)
	same := true
	for k, v := range ct.n {
		if (v > 0) != (before[k] > 0) {
			same = false
		}
	}
	if !same {
		for k, i := range take {
			f.Label[i] = old[k]
		}
		ct.n = before
		return false
	}
	for k, i := range take {
		f.Land[i] = true
		ct.area[old[k]]--
		ct.area[lab]++
	}
	return true
}

// seedAnchors stands a unit on each province's first seed: where its
// units will be, near enough to size them before they are placed.
func (gn *generation) seedAnchors() []board.Anchor {
	var out []board.Anchor
	for ri, ps := range gn.s.Provinces {
		if sd := gn.regions[ri].Seeds; len(sd) > 0 {
			out = append(out, board.Anchor{Province: ps.ID, At: board.Point{X: float64(sd[0]%gn.f.W) + 0.5, Y: float64(sd[0]/gn.f.W) + 0.5}})
		}
	}
	return out
}
