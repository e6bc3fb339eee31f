package gen

import (
	"fmt"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// overflowSpot is where a name that fits nowhere inside its province goes:
// near its unit u, as much inside the province as it can be (its middle
// inside if possible, so a player reads it as this province's, and
// hovering there names it), over no name placed so far (later names keep
// off it: it joins overflow), clear of its own unit's disc (mapview would
// move it) and, if it can, of every other unit.
func (pl *placer) overflowSpot(text string, size float64, u board.Point, dm *distMap) board.Point {
	z := pl.drawn(size)
	w := textWidth(text, z)
	var boxes []nameBox
	for _, l := range pl.b.Labels {
		zl := pl.drawn(l.Size)
		if nb := newNameBox(l.At, textWidth(l.Text, zl), zl); nb.gap(u) < 4*w+4*z {
			boxes = append(boxes, nb)
		}
	}
	units := pl.near(box{int(u.X), int(u.Y), int(u.X) + 1, int(u.Y) + 1}, 4*w+4*z)
	disc := 1.1*pl.unitR + 1/pl.fit.scale
	inside := func(nb nameBox) (float64, bool) {
		n, in := 0, 0
		for _, fy := range []float64{0.1, 0.5, 0.9} {
			for _, fx := range []float64{0, 0.25, 0.5, 0.75, 1} {
				n++
				if dm.at(int(nb.x0+fx*(nb.x1-nb.x0)), int(nb.y0+fy*(nb.y1-nb.y0))) > 0 {
					in++
				}
			}
		}
		mid := dm.at(int((nb.x0+nb.x1)/2), int((nb.y0+nb.y1)/2)) > 0
		return float64(in) / float64(n), mid
	}
	best, top := board.Point{X: u.X, Y: u.Y + disc + 0.8*z}, math.Inf(-1)
	for dy := -4 * z; dy <= 4*z; dy += 2 {
		for dx := -2 * w; dx <= 2*w; dx += 2 {
			q := board.Point{X: u.X + dx, Y: u.Y + dy}
			nb := newNameBox(q, w, z)
			if nb.gap(u) < disc {
				continue
			}
			free := true
			for _, o := range boxes {
				if nb.overlaps(o) {
					free = false
					break
				}
			}
			if !free {
				continue
			}
			frac, mid := inside(nb)
			v := 100*frac - 0.5*dist(q, u)
			if mid {
				v += 50
			}
			for _, a := range units {
				if a.At != u && nb.underUnit(a.At, pl.unitR) {
					v -= 20
				}
			}
			if v > top {
				best, top = q, v
			}
		}
	}
	pl.overflow = append(pl.overflow, newNameBox(best, w, z))
	return best
}

// overlaps reports whether two name boxes overlap.
func (b nameBox) overlaps(o nameBox) bool {
	return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1
}

// drawn is the size, in board units, of a name of board size size as
// mapview draws it at fit zoom (board.FitSize): what it covers there.
func (pl *placer) drawn(size float64) float64 {
	return board.FitSize(size, pl.b.Width, pl.b.Height)
}

// nameBox is the box a name covers: from 0.8·size above its baseline to
// 0.25·size below (descenders), its width either side of the centre.
type nameBox struct{ x0, y0, x1, y1 float64 }

func newNameBox(p board.Point, w, size float64) nameBox {
	return nameBox{p.X - w/2, p.Y - size*0.8, p.X + w/2, p.Y + size*0.25}
}

// gap is the distance from the box to a.
func (b nameBox) gap(a board.Point) float64 {
	dx := math.Max(0, math.Max(b.x0-a.X, a.X-b.x1))
	dy := math.Max(0, math.Max(b.y0-a.Y, a.Y-b.y1))
	// Beside or above the box one of them is 0: no Hypot (placing names
	// calls this for every unit near every candidate spot).
	switch {
	case dx == 0:
		return dy
	case dy == 0:
		return dx
	}
	return math.Hypot(dx, dy)
}

// nearer reports whether the box is less than t from a: gap(a) < t, with
// no square root where one side alone is t or more (the common case when
// a name is tested against every unit nearby).
func (b nameBox) nearer(a board.Point, t float64) bool {
	// The gap is at least each side's (the same sums as gap's).
	if b.x0-a.X >= t || a.X-b.x1 >= t || b.y0-a.Y >= t || a.Y-b.y1 >= t {
		return false
	}
	return b.gap(a) < t
}

// wholeUnit, as a clearance, asks a name to keep clear of a whole unit.
const wholeUnit = -1

// underUnit reports whether a unit drawn at a at fit zoom, radius r, would
// touch the name: within mapview's own test for a name under a unit (a disc
// of 1.1 r), or under a fleet's hull, 2.8 r wide, 0.95 r above the anchor
// and 0.78 r below (render's fleetHull), with a pixel or two to spare.
func (b nameBox) underUnit(a board.Point, r float64) bool {
	if b.nearer(a, r*1.1+1) {
		return true
	}
	return b.x0 < a.X+1.4*r+2 && b.x1 > a.X-1.4*r-2 && b.y0 < a.Y+0.78*r+2 && b.y1 > a.Y-0.95*r-2
}

// crampedName is the warning for a province's name placed as text at
// board size size in tier (0: clear of every unit), or "" when it is drawn
// as players would see it at its best: the name itself (a name that is its
// own abbreviation, "Rif", is not abbreviated), no smaller at fit zoom than
// a name at label_size (board.SeenPx: mapview draws no name under
// board.FitNamePx there, so on a large board 0.85 of label_size is drawn as
// large as label_size), and clear of every unit. Sizes are given in the
// pixels players see at fit zoom.
func (pl *placer) crampedName(id, name, text string, size float64, tier int) string {
	seen := board.SeenPx(size, pl.b.Width, pl.b.Height)
	smaller := seen < board.SeenPx(pl.s.LabelSize, pl.b.Width, pl.b.Height)
	if text == name && !smaller && tier == 0 {
		return ""
	}
	note := []string{"", ", where a neighbour's unit may cover it", ", moved by mapview below its own unit", ", moved by mapview below its own unit, on a unit anchor"}[tier]
	return fmt.Sprintf("%s: name %q at %.3g px%s", id, text, seen, note)
}

// labelSizes are the sizes a name is tried at: label_size, then smaller.
func labelSizes(size float64) []float64 { return []float64{size, size * 0.85, size * 0.72} }

// labelText is the name drawn for a province and its abbreviation.
func labelText(ps ProvSpec) (name, abbr string) {
	abbr = strings.ToUpper(ps.ID[:1]) + ps.ID[1:]
	if ps.Abbr != "" {
		abbr = ps.Abbr
	}
	name = ps.Name
	if ps.LabelText != "" {
		name = ps.LabelText
	}
	if name == "" {
		name = abbr
	}
	return name, abbr
}

// label chooses the text, size and position of a province's name, inside
// the province, near its unit anchor (SC markers make way later). It tries the
// full name at label_size, 0.85 and 0.72 of it, each clear of every unit
// drawn at fit zoom, or else of its own and only pl.fit.clear from others';
// then each only pl.fit.clear from any unit (mapview then moves it below its
// own), or anywhere; the abbreviation only after all of those, for a full
// name even cramped reads better than an abbreviation.
func (pl *placer) label(ri int, ps ProvSpec) {
	dm := pl.dms[ri+1]
	name, abbr := labelText(ps)
	lb := board.Label{Province: ps.ID, Abbr: abbr}
	u, _ := pl.b.Unit(ps.ID)
	size := pl.s.LabelSize
	sizes := labelSizes(size)
	if ps.Label != nil {
		p := pl.pr.Project(ps.Label[0], ps.Label[1])
		lb.Text, lb.Size, lb.At = abbr, sizes[len(sizes)-1], p
		for _, z := range sizes {
			if zd := pl.drawn(z); dm.labelFits(p, textWidth(name, zd), zd) {
				lb.Text, lb.Size = name, z
				break
			}
		}
		pl.b.Labels = append(pl.b.Labels, lb)
		// The names placed after it keep off it, wherever it stands.
		zd := pl.drawn(lb.Size)
		pl.overflow = append(pl.overflow, newNameBox(p, textWidth(lb.Text, zd), zd))
		return
	}

	// What a name keeps clear of: unit anchors, its own and others'.
	reach := 1.5*pl.unitR + 4*pl.drawn(size)
	var own, others []board.Point
	for _, a := range pl.near(dm.b, reach) {
		if a.Province == ps.ID && a.Coast == "" {
			own = append(own, a.At)
		} else {
			others = append(others, a.At)
		}
	}
	// How far a name keeps from its own unit and from others': clear of the
	// whole unit as drawn at fit zoom (wholeUnit), or a distance.
	// mapview moves a name its own unit would cover to just below that
	// unit, present or not, so a name near its own anchor is drawn where it
	// was not tested: only the last resorts stand there.
	type tier struct{ own, others float64 }
	tiers := []tier{{wholeUnit, wholeUnit}, {wholeUnit, pl.fit.clear}, {pl.fit.clear, pl.fit.clear}, {0, 0}}
	try := func(text string, size float64, t tier) bool {
		z := pl.drawn(size)
		w := textWidth(text, z)
		keep := func(nb nameBox, a board.Point, d float64) bool {
			if d == wholeUnit {
				return !nb.underUnit(a, pl.unitR)
			}
			return !nb.nearer(a, d)
		}
		clear := func(p board.Point) bool {
			nb := newNameBox(p, w, z)
			for _, o := range pl.overflow {
				if nb.overlaps(o) {
					return false
				}
			}
			for _, a := range own {
				if !keep(nb, a, t.own) {
					return false
				}
			}
			for _, a := range others {
				if !keep(nb, a, t.others) {
					return false
				}
			}
			return true
		}
		// Prefer just below the unit, then anywhere near it, roomy.
		// Cells that cannot beat the best so far are not tested.
		below := t.own
		if below == wholeUnit {
			below = pl.unitR*1.1 + 1
		}
		want := board.Point{X: u.X, Y: u.Y + below + z*0.8}
		if ps.SC != nil {
			// A centre's name goes by its city, where its SC marker
			// stands: the marker then reads as this province's.
			c := pl.pr.Project(ps.SC[0], ps.SC[1])
			want = board.Point{X: c.X, Y: c.Y + pl.fit.scR + z*0.8}
		}
		disc := 1.1*pl.unitR + 1/pl.fit.scale
		top := math.Inf(-1)
		p, ok := dm.best(func(x, y int, d float64) float64 {
			q := board.Point{X: float64(x), Y: float64(y)}
			v := -dist(q, want) + 0.5*math.Min(d, 10)
			if (x+y)%2 != 0 || v <= top || !dm.labelFits(q, w, z) || !clear(q) {
				return math.Inf(-1)
			}
			// Clear of its own unit, clear of the disc mapview moves
			// names off (a little wider than underUnit's margin).
			if t.own == wholeUnit && newNameBox(q, w, z).gap(u) < disc {
				return math.Inf(-1)
			}
			top = v
			return v
		})
		if !ok {
			return false
		}
		// best reports the cell's centre; the tests above were at its corner.
		p = board.Point{X: p.X - 0.5, Y: p.Y - 0.5}
		// mapview draws a name its own unit's disc would touch just below
		// that disc (render's labelAt): put it there, and test it there.
		if newNameBox(p, w, z).gap(u) < disc {
			p.Y = u.Y + disc + 0.8*z
		}
		if !dm.labelFits(p, w, z) || !clear(p) {
			return false
		}
		lb.Text, lb.Size, lb.At = text, size, p
		return true
	}
	type step struct {
		text string
		size float64
		tier int
	}
	// Size first: a name a neighbour's unit may cover reads better than a
	// smaller one.
	var plan []step
	for _, tiers := range [][]int{{0, 1}, {2, 3}} {
		for _, z := range sizes {
			for _, t := range tiers {
				plan = append(plan, step{name, z, t})
			}
		}
	}
	for t := range tiers {
		plan = append(plan, step{abbr, sizes[0], t})
	}
	for _, st := range plan {
		if !try(st.text, st.size, tiers[st.tier]) {
			continue
		}
		if c := pl.crampedName(ps.ID, name, st.text, st.size, st.tier); c != "" {
			pl.Cramped = append(pl.Cramped, c)
		}
		pl.b.Labels = append(pl.b.Labels, lb)
		return
	}
	// Nothing fits: the abbreviation by the unit, partly outside the
	// province, where it covers no other name.
	lb.Text, lb.Size = abbr, sizes[0]
	lb.At = pl.overflowSpot(abbr, lb.Size, u, dm)
	pl.Cramped = append(pl.Cramped, fmt.Sprintf("%s: name %q under its unit (no room)", ps.ID, lb.Text))
	pl.b.Labels = append(pl.b.Labels, lb)
}
