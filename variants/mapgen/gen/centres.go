package gen

import (
	"fmt"
	"math"

	"dipdesk/variants/board"
)

// sc puts a province's SC marker at its city, or, where the city is on the
// province's edge or a unit (of any province) at fit zoom or a name would
// cover it there, at the nearest place whole inside where none does; else
// where no unit does; failing that, at the nearest place inside.
func (pl *placer) sc(ri int, ps ProvSpec) error {
	if ps.SC == nil {
		return nil
	}
	dm := pl.dms[ri+1]
	city := pl.pr.Project(ps.SC[0], ps.SC[1])
	// The names near the province, and its own: a marker keeps clear of
	// names and stands nearer its own than any other, so that it reads as
	// this province's.
	var names []nameBox
	var own *nameBox
	margin := pl.fit.scR + 60
	for _, l := range pl.b.Labels {
		nb := pl.labelBox(l)
		if l.Province == ps.ID {
			own = &nb
		}
		if nb.x1 > float64(dm.b.x0)-margin && nb.x0 < float64(dm.b.x1)+margin && nb.y1 > float64(dm.b.y0)-margin && nb.y0 < float64(dm.b.y1)+margin {
			names = append(names, nb)
		}
	}
	// ... and nearer its own unit anchor than any other province's.
	// (any of its anchors: a coast's too).
	var mine, theirs []board.Point
	for _, a := range pl.near(dm.b, 80) {
		if a.Province == ps.ID {
			mine = append(mine, a.At)
		} else {
			theirs = append(theirs, a.At)
		}
	}
	nearOwn := func(q board.Point) bool {
		d := math.Inf(1)
		for _, a := range mine {
			d = math.Min(d, dist(q, a))
		}
		for _, a := range theirs {
			if dist(q, a) < d {
				return false
			}
		}
		if own == nil {
			return true
		}
		g := own.gap(q)
		for _, nb := range names {
			if nb != *own && nb.gap(q) < g {
				return false
			}
		}
		return true
	}
	// overNames is how far a marker at q reaches into names (0 if clear):
	// where it cannot keep clear of them it covers as little as it can.
	overNames := func(q board.Point) float64 {
		v := 0.0
		for _, nb := range names {
			v += math.Max(0, pl.fit.scR-nb.gap(q))
		}
		return v
	}
	covered := func(q board.Point, byNames bool) bool {
		if pl.markerCovered(q) || !nearOwn(q) {
			return true
		}
		for _, nb := range names {
			if byNames && nb.gap(q) < pl.fit.scR {
				return true
			}
		}
		return false
	}
	if dm.at(int(city.X), int(city.Y)) >= pl.fit.scR && !covered(city, true) {
		pl.b.SCs = append(pl.b.SCs, board.Anchor{Province: ps.ID, At: city})
		return nil
	}
	// Stay on the city's piece of the province (Naples's SC on the
	// mainland, not on Sicily), or the nearest piece if the city is off it.
	near, ok := dm.nearest(city, 0, nil, func(x, y int, _, _ float64) float64 {
		return -dist(city, board.Point{X: float64(x), Y: float64(y)})
	})
	if !ok {
		return pl.s.errID(ps.ID, "no room for the SC marker")
	}
	part := dm.part(int(near.X), int(near.Y))
	var at board.Point
	for _, byNames := range []bool{true, false} {
		if at, ok = dm.nearest(city, 0, part, func(x, y int, d, floor float64) float64 {
			q := board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			if d < pl.fit.scR || -dist(q, city) < floor || covered(q, byNames) {
				return math.Inf(-1)
			}
			return -dist(q, city) - 8*overNames(q)
		}); ok {
			break
		}
	}
	if !ok {
		// Too small for that: the nearest place inside nearer its own name
		// than others, clear of the edge as far as it can be; failing that,
		// the nearest place inside.
		// The other pieces of the province (an island group) before that.
		for _, tr := range []struct {
			mine bool
			part []bool
		}{{true, part}, {true, nil}, {false, part}} {
			if at, ok = dm.nearest(city, 3*pl.fit.scR, tr.part, func(x, y int, d, floor float64) float64 {
				q := board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
				if tr.mine && !nearOwn(q) {
					return math.Inf(-1)
				}
				return -dist(city, q) + 3*math.Min(d, pl.fit.scR) - 8*overNames(q)
			}); ok {
				break
			}
		}
	}
	pl.b.SCs = append(pl.b.SCs, board.Anchor{Province: ps.ID, At: at})
	if d := dist(at, city); d >= 10 {
		pl.Cramped = append(pl.Cramped, fmt.Sprintf("%s: SC marker %.0f px from its city", ps.ID, d))
	}
	return nil
}

// markerCovered reports whether a unit drawn at fit zoom would cover an SC
// marker at q.
func (pl *placer) markerCovered(q board.Point) bool {
	marker := nameBox{q.X - pl.fit.scR, q.Y - pl.fit.scR, q.X + pl.fit.scR, q.Y + pl.fit.scR}
	for _, a := range pl.near(box{int(q.X), int(q.Y), int(q.X) + 1, int(q.Y) + 1}, 1.5*pl.unitR+pl.fit.scR) {
		if marker.underUnit(a.At, pl.unitR) {
			return true
		}
	}
	return false
}

// near returns the unit anchors within r of box b.
func (pl *placer) near(b box, r float64) []board.Anchor {
	var out []board.Anchor
	for _, a := range pl.b.Units {
		if a.At.X > float64(b.x0)-r && a.At.X < float64(b.x1)+r && a.At.Y > float64(b.y0)-r && a.At.Y < float64(b.y1)+r {
			out = append(out, a)
		}
	}
	return out
}
