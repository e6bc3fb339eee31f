package gen

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"dipdesk/variants/board"
)

// What mapview draws over the board, in board pixels when the board is
// shown fitWidth screen pixels wide ("fit zoom"): the generator keeps unit
// anchors, SC markers and labels far enough apart that, at that zoom, no
// unit hides an SC marker or a name.
const (
	fitWidth = 1600
	// scRadius is an SC marker's disc and ring (render.SCMarker: 4.6 px and
	// a 1.7 px ring at fit zoom) with a pixel to spare.
	scRadius = 6.5
	// unitClear is the least room left between a label and a unit anchor
	// when the label cannot stand clear of the whole unit: mapview then
	// moves a name from under its own province's unit.
	unitClear = 13
)

// unitRadius is the radius, in board pixels, of the units mapview draws on
// this board at fit zoom: 0.24 of the median distance from a province's
// anchor to the nearest other one, drawn between 8.5 and 24 screen pixels
// (render.UnitSize and render.LookFor; keep in step with them).
func unitRadius(units []board.Anchor, width float64) float64 {
	var pts []board.Point
	for _, a := range units {
		if a.Coast == "" {
			pts = append(pts, a.At)
		}
	}
	if len(pts) < 2 {
		return 8.5
	}
	near := make([]float64, len(pts))
	for i, p := range pts {
		near[i] = math.Inf(1)
		for j, q := range pts {
			if i != j {
				near[i] = math.Min(near[i], dist(p, q))
			}
		}
	}
	sort.Float64s(near)
	k := fitWidth / width
	return math.Min(24, math.Max(8.5, near[len(near)/2]*0.24*k)) / k
}

// placer puts the unit anchors, labels and SC markers of every province, in
// that order, since each keeps clear of what came before: units stand at the
// heart of their provinces, names where no unit covers them, and SC markers
// (small, and as good a few pixels from their city) at their cities unless
// a unit or a name would hide them there.
type placer struct {
	b     *board.Board
	s     *Spec
	pr    *Projector
	f     *Field
	dms   []*distMap
	index map[string]int
	unitR float64 // unitRadius of the board
	// Cramped lists the names drawn smaller than label_size, abbreviated, or
	// where a unit at fit zoom may cover them, and the SC markers moved 10 px
	// or more from their cities.
	Cramped []string
}

func (pl *placer) place() error {
	for ri, ps := range pl.s.Provinces {
		if err := pl.units(ri, ps); err != nil {
			return err
		}
	}
	pl.unitR = unitRadius(pl.b.Units, pl.b.Width)
	for ri, ps := range pl.s.Provinces {
		pl.makeRoom(ri, ps)
	}
	pl.unitR = unitRadius(pl.b.Units, pl.b.Width)
	for ri, ps := range pl.s.Provinces {
		pl.label(ri, ps)
	}
	for ri, ps := range pl.s.Provinces {
		if err := pl.sc(ri, ps); err != nil {
			return err
		}
	}
	return nil
}

// units puts a province's unit anchor at the pole of inaccessibility of its
// main part (the point farthest from its edges), or where the spec says,
// and each coast's anchor by the seas it faces.
func (pl *placer) units(ri int, ps ProvSpec) error {
	lab := int32(ri + 1)
	dm := pl.dms[lab]
	var u board.Point
	if ps.Unit != nil {
		u = pl.pr.Project(ps.Unit[0], ps.Unit[1])
		if dm.at(int(u.X), int(u.Y)) <= 0 {
			return pl.s.errID(ps.ID, "unit %v is outside the province as drawn", *ps.Unit)
		}
	} else {
		var ok bool
		if u, ok = dm.best(func(x, y int, d float64) float64 { return d }); !ok {
			return pl.s.errID(ps.ID, "no pixels for a unit anchor")
		}
	}
	pl.b.Units = append(pl.b.Units, board.Anchor{Province: ps.ID, At: u})
	for _, c := range ps.Coasts {
		cp, err := coastAnchor(pl.s, pl.pr, pl.f, dm, pl.index, lab, ps, c)
		if err != nil {
			return err
		}
		pl.b.Units = append(pl.b.Units, board.Anchor{Province: ps.ID, Coast: c.ID, At: cp})
	}
	return nil
}

// makeRoom moves a province's unit anchor off its pole when its full name
// finds no place inside the province clear of the unit as drawn at fit zoom:
// to the deepest place that leaves such a place, if that is still well
// inside (0.6 of the pole's depth or more). It tries the name at label_size,
// then at the smaller sizes label tries, stopping at the first that fits the
// province at all. A designer does the same: in a small province the unit
// stands to one side of the name.
func (pl *placer) makeRoom(ri int, ps ProvSpec) {
	if ps.Unit != nil || ps.Label != nil {
		return
	}
	k := -1
	for i, a := range pl.b.Units {
		if a.Province == ps.ID && a.Coast == "" {
			k = i
		}
	}
	dm := pl.dms[ri+1]
	u := pl.b.Units[k].At
	name, _ := labelText(ps)
	for _, z := range labelSizes(pl.s.LabelSize) {
		w := textWidth(name, z)
		var spots []nameBox
		for y := dm.b.y0; y < dm.b.y1; y += 3 {
			for x := dm.b.x0; x < dm.b.x1; x += 3 {
				if q := (board.Point{X: float64(x), Y: float64(y)}); dm.labelFits(q, w, z) {
					nb := newNameBox(q, w, z)
					if !nb.underUnit(u, pl.unitR) {
						return // there is room already
					}
					spots = append(spots, nb)
				}
			}
		}
		if len(spots) == 0 {
			continue // too big for the province anywhere: a smaller size
		}
		best, depth := u, 0.5*dm.at(int(u.X), int(u.Y))
		for _, nb := range spots {
			p, ok := dm.best(func(x, y int, d float64) float64 {
				if d <= depth || nb.underUnit(board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}, pl.unitR) {
					return math.Inf(-1)
				}
				return d
			})
			if ok {
				best, depth = p, dm.at(int(p.X), int(p.Y))
			}
		}
		if best != u {
			pl.b.Units[k].At = best
			return
		}
	}
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
	return math.Hypot(dx, dy)
}

// wholeUnit, as a clearance, asks a name to keep clear of a whole unit.
const wholeUnit = -1

// underUnit reports whether a unit drawn at a at fit zoom, radius r, would
// touch the name: within mapview's own test for a name under a unit (a disc
// of 1.1 r), or under a fleet's hull, 2.8 r wide, 0.95 r above the anchor
// and 0.78 r below (render's fleetHull), with a pixel or two to spare.
func (b nameBox) underUnit(a board.Point, r float64) bool {
	if b.gap(a) < r*1.1+1 {
		return true
	}
	return b.x0 < a.X+1.4*r+2 && b.x1 > a.X-1.4*r-2 && b.y0 < a.Y+0.78*r+2 && b.y1 > a.Y-0.95*r-2
}

// labelSizes are the sizes a name is tried at: label_size, then smaller.
func labelSizes(size float64) []float64 { return []float64{size, size * 0.85, size * 0.72} }

// labelText is the name drawn for a province and its abbreviation.
func labelText(ps ProvSpec) (name, abbr string) {
	abbr = strings.ToUpper(ps.ID[:1]) + ps.ID[1:]
	name = ps.Name
	if ps.LabelText != "" {
		name = ps.LabelText
	}
	if name == "" {
		name = abbr
	}
	return name, abbr
}

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
	var names []nameBox
	for _, l := range pl.b.Labels {
		nb := newNameBox(l.At, textWidth(l.Text, l.Size), l.Size)
		if nb.x1 > float64(dm.b.x0)-scRadius && nb.x0 < float64(dm.b.x1)+scRadius && nb.y1 > float64(dm.b.y0)-scRadius && nb.y0 < float64(dm.b.y1)+scRadius {
			names = append(names, nb)
		}
	}
	covered := func(q board.Point, byNames bool) bool {
		if pl.markerCovered(q) {
			return true
		}
		for _, nb := range names {
			if byNames && nb.gap(q) < scRadius {
				return true
			}
		}
		return false
	}
	if dm.at(int(city.X), int(city.Y)) >= scRadius && !covered(city, true) {
		pl.b.SCs = append(pl.b.SCs, board.Anchor{Province: ps.ID, At: city})
		return nil
	}
	// Stay on the city's piece of the province (Naples's SC on the
	// mainland, not on Sicily), or the nearest piece if the city is off it.
	near, ok := dm.bestIn(func(x, y int, d float64) float64 {
		return -dist(city, board.Point{X: float64(x), Y: float64(y)})
	}, true)
	if !ok {
		return pl.s.errID(ps.ID, "no room for the SC marker")
	}
	part := dm.part(int(near.X), int(near.Y))
	var at board.Point
	for _, byNames := range []bool{true, false} {
		if at, ok = dm.bestOf(func(x, y int, d float64) float64 {
			q := board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			if d < scRadius || covered(q, byNames) {
				return math.Inf(-1)
			}
			return -dist(q, city)
		}, part); ok {
			break
		}
	}
	if !ok {
		// Too small for that: the nearest place inside, clear of the edge
		// as far as it can be.
		at, _ = dm.bestOf(func(x, y int, d float64) float64 {
			return -dist(city, board.Point{X: float64(x), Y: float64(y)}) + 3*math.Min(d, scRadius)
		}, part)
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
	marker := nameBox{q.X - scRadius, q.Y - scRadius, q.X + scRadius, q.Y + scRadius}
	for _, a := range pl.near(box{int(q.X), int(q.Y), int(q.X) + 1, int(q.Y) + 1}, 1.5*pl.unitR+scRadius) {
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

// coastAnchor places a coast's unit inside the province near the seas it
// faces, on that coast's side: in the quarter of the province nearest the
// shore on its own seas rather than the shore on any other coast's seas.
// A fleet drawn there stands by the seas it can reach, as the board check
// requires, and two coasts' anchors stand apart even across an isthmus a
// few pixels wide (Panama), where the roomiest cells of both would meet.
func coastAnchor(s *Spec, pr *Projector, f *Field, dm *distMap, index map[string]int, lab int32, ps ProvSpec, c CoastSpec) (board.Point, error) {
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
	score := func(x, y int, d float64) float64 {
		return math.Min(d, 7) - 0.35*dist(board.Point{X: float64(x), Y: float64(y)}, near)
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
	p, _ := dm.best(score)
	return p, nil
}

// shoreCells are the board indices of the province's cells that touch one of
// seas.
func shoreCells(f *Field, dm *distMap, index map[string]int, lab int32, seas []string) []int {
	want := map[int32]bool{}
	for _, sea := range seas {
		want[int32(index[sea]+1)] = true
	}
	var out []int
	b := dm.b
	for y := b.y0; y < b.y1; y++ {
		for x := b.x0; x < b.x1; x++ {
			if f.Label[y*f.W+x] != lab {
				continue
			}
			for _, o := range n8 {
				xx, yy := x+o[0], y+o[1]
				if xx >= 0 && yy >= 0 && xx < f.W && yy < f.H && want[f.Label[yy*f.W+xx]] {
					out = append(out, y*f.W+x)
					break
				}
			}
		}
	}
	return out
}

// label chooses the text, size and position of a province's name, inside
// the province, near its unit anchor (SC markers make way later). It tries the
// full name at label_size, 0.85 and 0.72 of it, each clear of every unit
// drawn at fit zoom, or else of its own and only unitClear from others';
// then each only unitClear from any unit (mapview then moves it below its
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
			if dm.labelFits(p, textWidth(name, z), z) {
				lb.Text, lb.Size = name, z
				break
			}
		}
		pl.b.Labels = append(pl.b.Labels, lb)
		return
	}

	// What a name keeps clear of: unit anchors, its own and others'.
	reach := 1.5*pl.unitR + 4*size
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
	tiers := []tier{{wholeUnit, wholeUnit}, {wholeUnit, unitClear}, {unitClear, unitClear}, {0, 0}}
	try := func(text string, z float64, t tier) bool {
		w := textWidth(text, z)
		keep := func(nb nameBox, a board.Point, d float64) bool {
			if d == wholeUnit {
				return !nb.underUnit(a, pl.unitR)
			}
			return nb.gap(a) >= d
		}
		clear := func(p board.Point) bool {
			nb := newNameBox(p, w, z)
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
		top := math.Inf(-1)
		p, ok := dm.best(func(x, y int, d float64) float64 {
			q := board.Point{X: float64(x), Y: float64(y)}
			v := -dist(q, want) + 0.5*math.Min(d, 10)
			if (x+y)%2 != 0 || v <= top || !dm.labelFits(q, w, z) || !clear(q) {
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
		if !dm.labelFits(p, w, z) || !clear(p) {
			return false
		}
		lb.Text, lb.Size, lb.At = text, z, p
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
		if st.text == abbr || st.size < sizes[0] || st.tier > 0 {
			note := []string{"", ", where a neighbour's unit may cover it", ", moved by mapview below its own unit", ", moved by mapview below its own unit, on a unit anchor"}[st.tier]
			pl.Cramped = append(pl.Cramped, fmt.Sprintf("%s: name %q at %.3g px%s", ps.ID, st.text, st.size, note))
		}
		pl.b.Labels = append(pl.b.Labels, lb)
		return
	}
	// Nothing fits: the abbreviation under the unit.
	lb.Text, lb.Size = abbr, sizes[len(sizes)-1]
	lb.At = board.Point{X: u.X, Y: u.Y + unitClear + lb.Size*0.6}
	pl.Cramped = append(pl.Cramped, fmt.Sprintf("%s: name %q under its unit (no room)", ps.ID, lb.Text))
	pl.b.Labels = append(pl.b.Labels, lb)
}
