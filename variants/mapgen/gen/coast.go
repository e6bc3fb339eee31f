package gen

import (
	"math"

	"dipdesk/variants/board"
)

// shoreShare is how near its sea, as a share of the board's width, a
// coastal province's unit stands: well inside the 2 % the board check
// allows (board.MaxShore), so a fleet there is plainly at sea's edge.
const shoreShare = 0.012

// shoreDist is, for a land province with one coast that touches a sea
// province, the distance from each cell of its box to its shore (the cells
// touching a sea); nil for a sea, a land-locked province or one with
// several coasts (each coast has its own anchor).
func (pl *placer) shoreDist(ri int, ps ProvSpec) []float64 {
	if ps.Sea || len(ps.Coasts) > 0 {
		return nil
	}
	lab := int32(ri + 1)
	dm := pl.dms[lab]
	var seas []string
	for _, o := range pl.s.Provinces {
		if o.Sea {
			seas = append(seas, o.ID)
		}
	}
	shore := shoreCells(pl.f, dm, pl.index, lab, seas)
	if len(shore) == 0 {
		return nil
	}
	return dm.distFrom(pl.f.W, shore)
}

// spreadCoasts places a province's coasts again, now that the units' size
// is known, each at least a unit's width (plus a little) from the coasts
// before it, so two fleets there are told apart: Panama's two coasts, on
// either side of an isthmus narrower than a unit, stand along it.
func (pl *placer) spreadCoasts(ri int, ps ProvSpec) error {
	if len(ps.Coasts) < 2 {
		return nil
	}
	lab := int32(ri + 1)
	var placed []board.Point
	for _, c := range ps.Coasts {
		p, err := coastAnchor(pl.s, pl.pr, pl.f, pl.dms[lab], pl.index, lab, ps, c, placed, 2*pl.unitR+2, pl.unitR)
		if err != nil {
			return err
		}
		for i, a := range pl.b.Units {
			if a.Province == ps.ID && a.Coast == c.ID {
				pl.b.Units[i].At = p
			}
		}
		placed = append(placed, p)
	}
	return nil
}

// toCoast moves a coastal province's unit from the heart of the province to
// its coast, where the fleet it may hold could float: the roomiest place (a
// unit's radius deep is enough) within shoreShare of the board width of the
// sea, nearest the shore by the province's SC city, or else the middle of
// its shore, so the unit faces the seas the province borders rather than
// one end of them. A province whose main part
// never comes that near the sea keeps its anchor.
func (pl *placer) toCoast(ri int, ps ProvSpec) {
	if ps.Unit != nil {
		return
	}
	sd := pl.shore[ri]
	if sd == nil {
		return
	}
	dm := pl.dms[ri+1]
	limit := shoreShare * pl.b.Width
	// The middle of the shore: the shore cell nearest the shore's centroid.
	var cx, cy float64
	var n int
	h := len(dm.d) / dm.w
	for y := 0; y < h; y++ {
		for x := 0; x < dm.w; x++ {
			if sd[y*dm.w+x] == 0 && dm.d[y*dm.w+x] > 0 {
				cx, cy, n = cx+float64(x+dm.b.x0), cy+float64(y+dm.b.y0), n+1
			}
		}
	}
	if n == 0 {
		return
	}
	mid := board.Point{X: cx / float64(n), Y: cy / float64(n)}
	if ps.SC != nil {
		// A supply centre's unit stands on the shore by its city, as on
		// a printed board, so the city's marker, name and unit read as one.
		mid = pl.pr.Project(ps.SC[0], ps.SC[1])
	}
	near, ok := dm.nearest(mid, 0, dm.main, func(x, y int, _, _ float64) float64 {
		if sd[dm.index(x, y)] != 0 {
			return math.Inf(-1)
		}
		return -dist(board.Point{X: float64(x), Y: float64(y)}, mid)
	})
	if !ok {
		return
	}
	deep := 1.2 * pl.unitR
	// By its city, not on it: the SC marker keeps its place there.
	var city *nameBox
	if ps.SC != nil {
		c := pl.pr.Project(ps.SC[0], ps.SC[1])
		city = &nameBox{c.X - pl.fit.scR, c.Y - pl.fit.scR, c.X + pl.fit.scR, c.Y + pl.fit.scR}
	}
	score := func(x, y int, d float64) float64 {
		if sd[dm.index(x, y)] > limit {
			return math.Inf(-1)
		}
		if city != nil && city.underUnit(board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}, pl.unitR) {
			return math.Inf(-1)
		}
		return math.Min(d, deep) - 0.1*dist(board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}, near)
	}
	p, ok := dm.best(score)
	if !ok && city != nil {
		// Too small to stand beside the city: on it.
		city = nil
		p, ok = dm.best(score)
	}
	if !ok {
		return
	}
	for i, a := range pl.b.Units {
		if a.Province == ps.ID && a.Coast == "" {
			pl.b.Units[i].At = p
		}
	}
}

// onShore reports whether a unit of province ri may stand at board pixel
// (x, y): anywhere for a province toCoast leaves alone, else within
// shoreShare of the board width of its sea.
func (pl *placer) onShore(ri, x, y int) bool {
	sd := pl.shore[ri]
	if sd == nil {
		return true
	}
	return sd[pl.dms[ri+1].index(x, y)] <= shoreShare*pl.b.Width
}

// coastAnchor places a coast's unit inside the province near the seas it
// faces, on that coast's side: in the quarter of the province nearest the
// shore on its own seas rather than the shore on any other coast's seas.
// A fleet drawn there stands by the seas it can reach, as the board check
// requires, and two coasts' anchors stand apart even across an isthmus a
// few pixels wide (Panama), where the roomiest cells of both would meet.
//
// A coast's anchor keeps minD from every point of avoid (the coasts placed
// before it) where the province leaves room for that, and stands deep
// enough in, where it can, that most of the fleet drawn there (of radius
// unitR at fit zoom) lies inside its own province: 0.6 of a radius from
// a straight shore leaves four fifths of the disc inside.
func coastAnchor(s *Spec, pr *Projector, f *Field, dm *distMap, index map[string]int, lab int32, ps ProvSpec, c CoastSpec, avoid []board.Point, minD, unitR float64) (board.Point, error) {
	if c.Unit != nil {
		p := pr.Project(c.Unit[0], c.Unit[1])
		if dm.at(int(p.X), int(p.Y)) <= 0 {
			return p, s.errID(ps.ID, "coast %s unit %v is outside the province as drawn", c.ID, *c.Unit)
		}
		return p, nil
	}
	own := shoreCells(f, dm, index, lab, c.Seas)
	if len(own) == 0 {
		return board.Point{}, s.errID(ps.ID, "coast %s: the province does not touch %v on the board", c.ID, c.Seas)
	}
	var others []int
	for _, o := range ps.Coasts {
		if o.ID != c.ID {
			others = append(others, shoreCells(f, dm, index, lab, o.Seas)...)
		}
	}
	dOwn, dOther := dm.distFrom(f.W, own), dm.distFrom(f.W, others)
	// The shore's middle, then the roomiest cell near it on this coast's side.
	var cx, cy float64
	for _, i := range own {
		cx += float64(i%f.W) + 0.5
		cy += float64(i/f.W) + 0.5
	}
	mid := board.Point{X: cx / float64(len(own)), Y: cy / float64(len(own))}
	near := board.Point{X: math.Inf(1)}
	for _, i := range own {
		p := board.Point{X: float64(i%f.W) + 0.5, Y: float64(i/f.W) + 0.5}
		if dist(p, mid) < dist(near, mid) {
			near = p
		}
	}
	deep := max(7, 0.6*unitR)
	score := func(x, y int, d float64) float64 {
		q := board.Point{X: float64(x), Y: float64(y)}
		for _, a := range avoid {
			if dist(q, a) < minD {
				return math.Inf(-1)
			}
		}
		return math.Min(d, deep) - 0.35*dist(q, near)
	}
	// Keep to the quarter of the province across on this coast's side, so
	// that two coasts' anchors stand apart across a narrow province; else
	// to its half; else anywhere.
	for _, share := range []float64{1.0 / 3, 1} {
		if p, ok := dm.best(func(x, y int, d float64) float64 {
			if k := dm.index(x, y); dOwn[k] >= share*dOther[k] {
				return math.Inf(-1)
			}
			return score(x, y, d)
		}); ok {
			return p, nil
		}
	}
	if p, ok := dm.best(score); ok {
		return p, nil
	}
	p, _ := dm.best(func(x, y int, d float64) float64 {
		return math.Min(d, deep) - 0.35*dist(board.Point{X: float64(x), Y: float64(y)}, near)
	})
	return p, nil
}

// shoreCells are the board indices of the province's cells that touch one of
// seas.
func shoreCells(f *Field, dm *distMap, index map[string]int, lab int32, seas []string) []int {
	want := map[int32]bool{}
	for _, sea := range seas {
		want[int32(index[sea]+1)] = true
	}
	return boundaryCells(f, dm.b, lab, n8[:], func(l int32) bool { return want[l] })
}

// boundaryCells are the board indices of the cells labelled lab inside b
// with a neighbour (among nbrs, on the board) whose label touches accepts:
// a province's edge towards its neighbours or towards given seas.
func boundaryCells(f *Field, b box, lab int32, nbrs [][3]int, touches func(int32) bool) []int {
	var out []int
	for y := b.y0; y < b.y1; y++ {
		for x := b.x0; x < b.x1; x++ {
			if f.Label[y*f.W+x] != lab {
				continue
			}
			for _, o := range nbrs {
				xx, yy := x+o[0], y+o[1]
				if xx >= 0 && yy >= 0 && xx < f.W && yy < f.H && touches(f.Label[yy*f.W+xx]) {
					out = append(out, y*f.W+x)
					break
				}
			}
		}
	}
	return out
}
