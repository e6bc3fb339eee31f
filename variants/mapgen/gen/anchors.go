package gen

import (
	"math"
	"strings"

	"dipdesk/variants/board"
)

// Clearances in pixels around a unit anchor and an SC marker.
const (
	unitClear = 13
	scClear   = 7
)

// place puts a province's unit anchors (province and coasts), SC marker and
// label.
func place(b *board.Board, s *Spec, pr *Projector, f *Field, dms []*distMap, index map[string]int, ri int, ps ProvSpec) error {
	lab := int32(ri + 1)
	dm := dms[lab]
	inside := func(p board.Point) bool { return dm.at(int(p.X), int(p.Y)) > 0 }

	// SC marker: at the city, pulled inside if the city falls on the edge.
	var sc *board.Point
	if ps.SC != nil {
		p := pr.Project(ps.SC[0], ps.SC[1])
		if dm.at(int(p.X), int(p.Y)) < 4 {
			q, ok := dm.bestIn(func(x, y int, d float64) float64 {
				return -dist(p, board.Point{X: float64(x), Y: float64(y)}) + 3*math.Min(d, 4)
			}, true)
			if !ok {
				return s.errID(ps.ID, "no room for the SC marker")
			}
			p = q
		}
		sc = &p
		b.SCs = append(b.SCs, board.Anchor{Province: ps.ID, At: p})
	}

	// Unit anchor: the pole of inaccessibility, kept clear of the SC marker.
	var u board.Point
	if ps.Unit != nil {
		u = pr.Project(ps.Unit[0], ps.Unit[1])
		if !inside(u) {
			return s.errID(ps.ID, "unit %v is outside the province as drawn", *ps.Unit)
		}
	} else {
		var ok bool
		u, ok = dm.best(func(x, y int, d float64) float64 {
			v := d
			if sc != nil {
				v = math.Min(v, dist(*sc, board.Point{X: float64(x), Y: float64(y)})-scClear)
			}
			return v
		})
		if !ok {
			return s.errID(ps.ID, "no pixels for a unit anchor")
		}
	}
	b.Units = append(b.Units, board.Anchor{Province: ps.ID, At: u})

	avoid := []board.Point{u}
	for _, c := range ps.Coasts {
		cp, err := coastAnchor(s, pr, f, dm, index, lab, ps, c)
		if err != nil {
			return err
		}
		b.Units = append(b.Units, board.Anchor{Province: ps.ID, Coast: c.ID, At: cp})
		avoid = append(avoid, cp)
	}
	if sc != nil {
		avoid = append(avoid, *sc)
	}
	b.Labels = append(b.Labels, label(s, pr, dm, ps, u, avoid))
	return nil
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

// label chooses the text, size and position of a province's name: the full
// name where it fits, smaller if need be, else the abbreviation; close to
// the unit anchor but clear of it and of the SC marker.
func label(s *Spec, pr *Projector, dm *distMap, ps ProvSpec, u board.Point, avoid []board.Point) board.Label {
	lb := board.Label{Province: ps.ID}
	name := ps.Name
	if ps.LabelText != "" {
		name = ps.LabelText
	}
	if name == "" {
		name = strings.ToUpper(ps.ID[:1]) + ps.ID[1:]
	}
	abbr := strings.ToUpper(ps.ID[:1]) + ps.ID[1:]
	size := s.LabelSize
	type opt struct {
		text string
		size float64
	}
	opts := []opt{{name, size}, {name, size * 0.85}, {name, size * 0.72}, {abbr, size}, {abbr, size * 0.8}}
	if ps.Label != nil {
		p := pr.Project(ps.Label[0], ps.Label[1])
		for _, o := range opts {
			if dm.labelFits(int(p.X), int(p.Y), textWidth(o.text, o.size), o.size) || o.text == abbr {
				lb.Text, lb.Size, lb.At = o.text, o.size, p
				return lb
			}
		}
	}
	clear := func(x, y int, w, size float64) bool {
		// The label box must keep clear of the unit and the SC marker.
		x0, x1 := float64(x)-w/2, float64(x)+w/2
		y0, y1 := float64(y)-size*0.8, float64(y)+size*0.25
		for i, a := range avoid {
			r := float64(unitClear)
			if i > 0 && i == len(avoid)-1 && ps.SC != nil {
				r = scClear
			}
			dx := math.Max(0, math.Max(x0-a.X, a.X-x1))
			dy := math.Max(0, math.Max(y0-a.Y, a.Y-y1))
			if math.Hypot(dx, dy) < r {
				return false
			}
		}
		return true
	}
	for _, o := range opts {
		w := textWidth(o.text, o.size)
		p, ok := dm.best(func(x, y int, d float64) float64 {
			if (x+y)%2 != 0 || !dm.labelFits(x, y, w, o.size) || !clear(x, y, w, o.size) {
				return math.Inf(-1)
			}
			q := board.Point{X: float64(x), Y: float64(y)}
			// Prefer just below the unit, then anywhere near it.
			return -dist(q, board.Point{X: u.X, Y: u.Y + unitClear + o.size*0.8}) + 0.5*math.Min(d, 10)
		})
		if ok && !math.IsInf(scoreAt(dm, p), -1) {
			if dm.labelFits(int(p.X), int(p.Y), w, o.size) && clear(int(p.X), int(p.Y), w, o.size) {
				lb.Text, lb.Size, lb.At = o.text, o.size, p
				return lb
			}
		}
	}
	// Nothing fits: the abbreviation under the unit.
	lb.Text, lb.Size = abbr, size*0.8
	lb.At = board.Point{X: u.X, Y: u.Y + unitClear + size*0.6}
	return lb
}

func scoreAt(dm *distMap, p board.Point) float64 {
	if dm.at(int(p.X), int(p.Y)) <= 0 {
		return math.Inf(-1)
	}
	return 0
}
