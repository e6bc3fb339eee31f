package gen

import (
	"math"

	"dipdesk/variants/board"
)

// wantInside is the share of a unit's disc, drawn at fit zoom in the
// smaller of board.Panes, that the generator keeps inside the unit's own
// province where the province has room for it: above the 60 % a player
// needs to read the unit as standing there (render.MinInside), with a
// margin for the outline's simplification and the renderer's rounding.
const wantInside = 0.8

// discShare counts, for discs of one radius, how much of each lies in one
// province: row sums of the province's cells over its box, padded by the
// radius, so a disc is one lookup per row.
type discShare struct {
	x0, y0, w, h int
	rows         []int32 // rows[y*(w+1)+x] = cells of the row before x
	r            int
	half         []int // half-width of the disc's row dy+r
	area         int
}

func newDiscShare(f *Field, lab int32, b box, r float64) *discShare {
	ri := int(math.Ceil(r))
	ds := &discShare{x0: b.x0 - ri, y0: b.y0 - ri, w: b.x1 - b.x0 + 2*ri, h: b.y1 - b.y0 + 2*ri, r: ri}
	ds.rows = make([]int32, ds.h*(ds.w+1))
	for y := 0; y < ds.h; y++ {
		by := y + ds.y0
		k := y * (ds.w + 1)
		for x := 0; x < ds.w; x++ {
			bx := x + ds.x0
			in := int32(0)
			if bx >= 0 && by >= 0 && bx < f.W && by < f.H && f.Label[by*f.W+bx] == lab {
				in = 1
			}
			ds.rows[k+x+1] = ds.rows[k+x] + in
		}
	}
	for dy := -ri; dy <= ri; dy++ {
		hw := int(math.Floor(math.Sqrt(max(0, r*r-float64(dy*dy)))))
		ds.half = append(ds.half, hw)
		ds.area += 2*hw + 1
	}
	return ds
}

// at is the share of the disc centred on board pixel (x, y) inside the
// province.
func (ds *discShare) at(x, y int) float64 {
	x, y = x-ds.x0, y-ds.y0
	n := 0
	for i, hw := range ds.half {
		yy := y + i - ds.r
		if yy < 0 || yy >= ds.h {
			continue
		}
		a, b := max(0, x-hw), min(ds.w, x+hw+1)
		if b > a {
			k := yy * (ds.w + 1)
			n += int(ds.rows[k+b] - ds.rows[k+a])
		}
	}
	return float64(n) / float64(ds.area)
}

// settle moves each unit anchor of a province whose unit, drawn at the
// largest size any pane shows it (board.PaneUnitRadius), would lie less
// than wantInside inside the province, to the nearest place where more of
// it does, keeping to what the anchor must be near: a coastal province's
// unit within shoreShare of its sea, a coast's by its own seas, on its
// side, and a unit's width from the province's other coasts. It runs after
// the anchors have gone to their coasts and stepped aside for names, and
// before the names are placed round them.
func (pl *placer) settle(ri int, ps ProvSpec, r float64) {
	lab := int32(ri + 1)
	dm := pl.dms[lab]
	var ds *discShare
	limit := 1.5 * shoreShare * pl.b.Width
	for k := range pl.b.Units {
		a := pl.b.Units[k]
		if a.Province != ps.ID {
			continue
		}
		if a.Coast == "" && ps.Unit != nil {
			continue
		}
		var c *CoastSpec
		for i := range ps.Coasts {
			if ps.Coasts[i].ID == a.Coast {
				c = &ps.Coasts[i]
			}
		}
		if c != nil && c.Unit != nil {
			continue
		}
		if ds == nil {
			ds = newDiscShare(pl.f, lab, dm.b, r)
		}
		now := ds.at(int(a.At.X), int(a.At.Y))
		if now >= wantInside {
			continue
		}
		allowed := pl.anchorRoom(ri, ps, k, c, limit)
		// The province's own unit keeps its name room: where the full
		// name found a place clear of it, it must still find one.
		named := func(board.Point) bool { return true }
		if c == nil {
			if spots := pl.nameSpots(ri, ps); spots != nil && clearOf(spots, a.At, pl.unitR) {
				named = func(q board.Point) bool { return clearOf(spots, q, pl.unitR) }
			}
		}
		step := max(1, int(r/6))
		best, bs := a.At, now-0.02
		for y := dm.b.y0; y < dm.b.y1; y += step {
			for x := dm.b.x0; x < dm.b.x1; x += step {
				k := dm.index(x, y)
				if dm.d[k] <= 0 || !dm.main[k] || !allowed(x, y) {
					continue
				}
				q := board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
				s := math.Min(ds.at(x, y), wantInside+0.1) - 0.02*dist(q, a.At)/r
				if s > bs && named(q) {
					best, bs = q, s
				}
			}
		}
		pl.b.Units[k].At = best
	}
}

// anchorRoom is where anchor k (of province ri; of coast c, or nil) may
// stand: for a fleet's anchor, within limit of the seas it sails to and,
// for a coast, plainly nearer its own seas than the other coasts' (the
// board check measures to the seas' outlines, not to the shore) and a
// unit's width from their anchors.
func (pl *placer) anchorRoom(ri int, ps ProvSpec, k int, c *CoastSpec, limit float64) func(x, y int) bool {
	dm := pl.dms[ri+1]
	if c == nil {
		sd := pl.shore[ri]
		if sd == nil {
			return func(int, int) bool { return true }
		}
		return func(x, y int) bool { return sd[dm.index(x, y)] <= limit }
	}
	lab := int32(ri + 1)
	own := shoreCells(pl.f, dm, pl.index, lab, c.Seas)
	var others []int
	for _, o := range ps.Coasts {
		if o.ID != c.ID {
			others = append(others, shoreCells(pl.f, dm, pl.index, lab, o.Seas)...)
		}
	}
	dOwn, dOther := dm.distFrom(pl.f.W, own), dm.distFrom(pl.f.W, others)
	var apart []board.Point
	for i, a := range pl.b.Units {
		if i != k && a.Province == ps.ID && a.Coast != "" {
			apart = append(apart, a.At)
		}
	}
	minD := 2*pl.unitR + 2
	return func(x, y int) bool {
		i := dm.index(x, y)
		if dOwn[i] > limit || 1.25*dOwn[i] >= dOther[i] {
			return false
		}
		q := board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
		for _, p := range apart {
			if dist(q, p) < minD {
				return false
			}
		}
		return true
	}
}

// nameSpots are the boxes a province's full name fits in, inside the
// province, at the first of the label sizes it fits at all (nil if at
// none), on a 3 px grid: as makeRoom looks for them.
func (pl *placer) nameSpots(ri int, ps ProvSpec) []nameBox {
	if ps.Label != nil {
		return nil
	}
	dm := pl.dms[ri+1]
	name, _ := labelText(ps)
	for _, z := range labelSizes(pl.s.LabelSize) {
		if spots := dm.nameBoxes(name, pl.drawn(z)); len(spots) > 0 {
			return spots
		}
	}
	return nil
}

// nameBoxes are the boxes a name drawn zd high fits in, inside the
// province, on a 3 px grid.
func (m *distMap) nameBoxes(name string, zd float64) []nameBox {
	w := textWidth(name, zd)
	var spots []nameBox
	for y := m.b.y0; y < m.b.y1; y += 3 {
		for x := m.b.x0; x < m.b.x1; x += 3 {
			if q := (board.Point{X: float64(x), Y: float64(y)}); m.labelFits(q, w, zd) {
				spots = append(spots, newNameBox(q, w, zd))
			}
		}
	}
	return spots
}

// clearOf reports whether some spot lies clear of a unit of radius r at u.
func clearOf(spots []nameBox, u board.Point, r float64) bool {
	for _, nb := range spots {
		if !nb.underUnit(u, r) {
			return true
		}
	}
	return false
}
