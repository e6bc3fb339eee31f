package gen

import (
	"fmt"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// label chooses the text, size and position of a province's name. A
// designer's spot (the spec's label) is taken as given; any other name goes
// inside the province, near its unit anchor (SC markers make way later), in
// the first of these ways that finds it room:
//
//   - in full, clear of units: at label_size, 0.85 and 0.72 of it, at each
//     size clear of every unit drawn at fit zoom, or else of its own and
//     only pl.fit.clear from others' (size first: a name a neighbour's unit
//     may cover reads better than a smaller one);
//   - in full, among units: at the same sizes, only pl.fit.clear from any
//     unit (mapview then moves it below its own), or else anywhere;
//   - abbreviated, at label_size, with each of those clearances in turn;
//   - abbreviated, beside its unit and partly outside the province.
//
// The abbreviation comes only after every way to show the name in full,
// for a full name even cramped reads better than an abbreviation.
func (pl *placer) label(ri int, ps ProvSpec) {
	dm := pl.dms[ri+1]
	if ps.Label != nil {
		pl.atDesignerSpot(dm, ps)
		return
	}
	ns := pl.newNameSearch(dm, ps)
	if ns.inFull(clearOfAll, clearOfOwn) || ns.inFull(nearUnits, anywhere) || ns.abbreviated() {
		return
	}
	ns.outside()
}

// atDesignerSpot puts the name where the spec's label says: in full at
// the largest size that fits there inside the province, else abbreviated
// at the smallest. The designer chose the spot, so nothing else is asked
// of it; the names placed after it keep off it, wherever it stands (it
// joins pl.overflow).
func (pl *placer) atDesignerSpot(dm *distMap, ps ProvSpec) {
	name, abbr := labelText(ps)
	sizes := labelSizes(pl.s.LabelSize)
	p := pl.pr.Project(ps.Label[0], ps.Label[1])
	lb := board.Label{Province: ps.ID, Abbr: abbr, Text: abbr, Size: sizes[len(sizes)-1], At: p}
	for _, z := range sizes {
		if zd := pl.drawn(z); dm.labelFits(p, textWidth(name, zd), zd) {
			lb.Text, lb.Size = name, z
			break
		}
	}
	pl.b.Labels = append(pl.b.Labels, lb)
	pl.overflow = append(pl.overflow, pl.labelBox(lb))
}

// The tiers of clearance a name is tried with inside its province, from
// the clearest: crampedName reports every one but the first.
const (
	clearOfAll = iota // clear of every unit as drawn at fit zoom
	clearOfOwn        // clear of its own unit, pl.fit.clear from others'
	nearUnits         // pl.fit.clear from every unit: mapview moves it below its own
	anywhere          // on a unit anchor if need be
	tierCount
)

// clearance is how far a name keeps from its own province's unit anchor
// and from others': clear of the whole unit as drawn at fit zoom
// (wholeUnit), or a distance in board units.
type clearance struct{ own, others float64 }

// clearances are the tiers' clearances on this board.
func (pl *placer) clearances() [tierCount]clearance {
	return [tierCount]clearance{
		clearOfAll: {wholeUnit, wholeUnit},
		clearOfOwn: {wholeUnit, pl.fit.clear},
		nearUnits:  {pl.fit.clear, pl.fit.clear},
		anywhere:   {0, 0},
	}
}

// nameSearch is one province's name looking for room inside the province:
// its texts and sizes, what it keeps clear of, and where it would rather
// stand.
type nameSearch struct {
	pl         *placer
	dm         *distMap
	ps         ProvSpec
	name, abbr string
	sizes      []float64
	tiers      [tierCount]clearance
	u          board.Point // its own unit's anchor
	// own and others are the unit anchors near enough to matter: its own
	// province's main one (the only one mapview moves a name off, render's
	// labelAt) and every other, its coasts' included.
	own, others []board.Point
}

func (pl *placer) newNameSearch(dm *distMap, ps ProvSpec) *nameSearch {
	ns := &nameSearch{pl: pl, dm: dm, ps: ps, sizes: labelSizes(pl.s.LabelSize), tiers: pl.clearances()}
	ns.name, ns.abbr = labelText(ps)
	ns.u, _ = pl.b.Unit(ps.ID)
	reach := 1.5*pl.unitR + 4*pl.drawn(pl.s.LabelSize)
	for _, a := range pl.near(dm.b, reach) {
		if a.Province == ps.ID && a.Coast == "" {
			ns.own = append(ns.own, a.At)
		} else {
			ns.others = append(ns.others, a.At)
		}
	}
	return ns
}

// inFull places the full name at the largest size where one of the given
// tiers, tried in turn at each size, finds it room.
func (ns *nameSearch) inFull(tiers ...int) bool {
	for _, z := range ns.sizes {
		for _, t := range tiers {
			if ns.try(ns.name, z, t) {
				return true
			}
		}
	}
	return false
}

// abbreviated places the abbreviation at label_size in the clearest tier
// that finds it room: three letters need no smaller size.
func (ns *nameSearch) abbreviated() bool {
	for t := range tierCount {
		if ns.try(ns.abbr, ns.sizes[0], t) {
			return true
		}
	}
	return false
}

// outside places the abbreviation, which fits nowhere inside, beside the
// unit, partly outside the province, where it covers no other name.
func (ns *nameSearch) outside() {
	pl := ns.pl
	lb := board.Label{Province: ns.ps.ID, Abbr: ns.abbr, Text: ns.abbr, Size: ns.sizes[0]}
	lb.At = pl.besideUnit(lb.Text, lb.Size, ns.u, ns.dm)
	pl.Cramped = append(pl.Cramped, fmt.Sprintf("%s: name %q under its unit (no room)", ns.ps.ID, lb.Text))
	pl.b.Labels = append(pl.b.Labels, lb)
}

// try places text at size in tier t if it finds room there, and reports
// it in Cramped unless players see it at its best.
func (ns *nameSearch) try(text string, size float64, t int) bool {
	p, ok := ns.spot(text, size, ns.tiers[t])
	if !ok {
		return false
	}
	pl := ns.pl
	if c := pl.crampedName(ns.ps.ID, ns.name, text, size, t); c != "" {
		pl.Cramped = append(pl.Cramped, c)
	}
	pl.b.Labels = append(pl.b.Labels, board.Label{Province: ns.ps.ID, Abbr: ns.abbr, Text: text, Size: size, At: p})
	return true
}

// spot is where text at size goes inside the province with clearance c,
// if anywhere: scan's best, then moved where mapview will draw it and
// tested again there.
func (ns *nameSearch) spot(text string, size float64, c clearance) (board.Point, bool) {
	z := ns.pl.drawn(size)
	w := textWidth(text, z)
	p, ok := ns.scan(w, z, c)
	if !ok {
		return p, false
	}
	// best reports the cell's centre; scan tested its corner.
	p = board.Point{X: p.X - 0.5, Y: p.Y - 0.5}
	// mapview draws a name its own unit's disc would touch just below that
	// disc (render's labelAt).
	if disc := ns.pl.labelDisc(); newNameBox(p, w, z).gap(ns.u) < disc {
		p.Y = ns.u.Y + disc + 0.8*z
	}
	return p, ns.dm.labelFits(p, w, z) && ns.keepsClear(newNameBox(p, w, z), c)
}

// scan finds the cell nearest where the name, w wide and z high, would
// rather stand (want), and roomy (up to 10 px deep), where it fits inside
// the province with clearance c; when c keeps it clear of its whole own
// unit, also off the disc mapview moves names off. It tests every other
// cell, nearest want first, and only those that can reach the best so
// far: the tests cost far more than the score.
func (ns *nameSearch) scan(w, z float64, c clearance) (board.Point, bool) {
	want := ns.want(z, c)
	disc := ns.pl.labelDisc()
	return ns.dm.nearest(want, 5, ns.dm.main, func(x, y int, d, floor float64) float64 {
		q := board.Point{X: float64(x), Y: float64(y)}
		v := -dist(q, want) + 0.5*math.Min(d, 10)
		if (x+y)%2 != 0 || v < floor || !ns.dm.labelFits(q, w, z) {
			return math.Inf(-1)
		}
		nb := newNameBox(q, w, z)
		if !ns.keepsClear(nb, c) || c.own == wholeUnit && nb.gap(ns.u) < disc {
			return math.Inf(-1)
		}
		return v
	})
}

// want is where a name z high would rather stand: just below its unit,
// clear of it by c; or a centre's name below its city, where its SC
// marker stands, so that the marker reads as this province's.
func (ns *nameSearch) want(z float64, c clearance) board.Point {
	if sc := ns.ps.SC; sc != nil {
		city := ns.pl.pr.Project(sc[0], sc[1])
		return board.Point{X: city.X, Y: city.Y + ns.pl.fit.scR + z*0.8}
	}
	below := c.own
	if below == wholeUnit {
		below = ns.pl.unitR*1.1 + 1
	}
	return board.Point{X: ns.u.X, Y: ns.u.Y + below + z*0.8}
}

// keepsClear reports whether name box nb covers no name placed partly
// outside its province (pl.overflow) and keeps clearance c from the units
// near.
func (ns *nameSearch) keepsClear(nb nameBox, c clearance) bool {
	r := ns.pl.unitR
	return !nb.overlapsAny(ns.pl.overflow) && nb.keepsOff(ns.own, c.own, r) && nb.keepsOff(ns.others, c.others, r)
}

// crampedName is the warning for a province's name placed as text at
// board size size in tier (clearOfAll: clear of every unit), or "" when it
// is drawn as players would see it at its best: the name itself (a name
// that is its own abbreviation, "Rif", is not abbreviated), no smaller at
// fit zoom than a name at label_size (board.SeenPx: mapview draws no name
// under board.FitNamePx there, so on a large board 0.85 of label_size is
// drawn as large as label_size), and clear of every unit. Sizes are given
// in the pixels players see at fit zoom.
func (pl *placer) crampedName(id, name, text string, size float64, tier int) string {
	seen := board.SeenPx(size, pl.b.Width, pl.b.Height)
	smaller := seen < board.SeenPx(pl.s.LabelSize, pl.b.Width, pl.b.Height)
	if text == name && !smaller && tier == clearOfAll {
		return ""
	}
	note := [tierCount]string{
		clearOfOwn: ", where a neighbour's unit may cover it",
		nearUnits:  ", moved by mapview below its own unit",
		anywhere:   ", moved by mapview below its own unit, on a unit anchor",
	}[tier]
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
