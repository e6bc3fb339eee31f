package gen

import (
	"math"

	"dipdesk/variants/board"
)

// What mapview draws over the board at fit zoom (the whole board in
// board.FitView, a 1920×1080 window's turn screen), in screen pixels there:
// the generator keeps unit anchors, SC markers and labels far enough apart
// that, at that zoom, no unit hides an SC marker or a name.
const (
	// scScreen is an SC marker's disc and ring (render.SCMarker: 4.6 px and
	// a 1.7 px ring, times render.LineScale) with a pixel to spare.
	scScreen = 6.3
	// clearScreen is the least room left between a label and a unit anchor
	// when the label cannot stand clear of the whole unit: mapview then
	// moves a name from under its own province's unit.
	clearScreen = 13
)

// fitSizes are the sizes, in board units, of what mapview draws at fit zoom.
type fitSizes struct {
	scale float64 // screen pixels per board unit
	scR   float64 // an SC marker's radius with a pixel to spare
	clear float64 // clearScreen
}

func newFitSizes(w, h float64) fitSizes {
	s := board.FitScale(w, h)
	// render.LineScale at fit zoom.
	k := math.Min(3, math.Max(0.55, math.Pow(s*w/1600, 0.6)))
	return fitSizes{scale: s, scR: (scScreen*k + 0.5) / s, clear: clearScreen / s}
}

// unitRadius is the radius, in board pixels, of the units mapview draws on
// this board at fit zoom (board.FitUnitRadius).
func unitRadius(units []board.Anchor, width, height float64) float64 {
	return board.FitUnitRadius(&board.Board{Units: units, Width: width, Height: height})
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
	fit   fitSizes
	// shore is each province's shoreDist (by index in the spec).
	shore [][]float64
	// overflow are the names placed partly outside their province (tiny
	// islands' abbreviations): later names keep off them.
	overflow []nameBox
	// Cramped lists the names seen smaller than label_size, abbreviated, or
	// where a unit at fit zoom may cover them, and the SC markers moved 10 px
	// or more from their cities.
	Cramped []string
}

func (pl *placer) place() error {
	pl.fit = newFitSizes(pl.b.Width, pl.b.Height)
	for ri, ps := range pl.s.Provinces {
		if err := pl.units(ri, ps); err != nil {
			return err
		}
	}
	pl.unitR = unitRadius(pl.b.Units, pl.b.Width, pl.b.Height)
	pl.shore = make([][]float64, len(pl.s.Provinces))
	for ri, ps := range pl.s.Provinces {
		pl.shore[ri] = pl.shoreDist(ri, ps)
		pl.toCoast(ri, ps)
		if err := pl.spreadCoasts(ri, ps); err != nil {
			return err
		}
	}
	pl.unitR = unitRadius(pl.b.Units, pl.b.Width, pl.b.Height)
	for ri, ps := range pl.s.Provinces {
		pl.makeRoom(ri, ps)
	}
	r := 1.03 * board.PaneUnitRadius(&board.Board{Units: pl.b.Units, Width: pl.b.Width, Height: pl.b.Height, Wrap: pl.b.Wrap})
	for ri, ps := range pl.s.Provinces {
		pl.settle(ri, ps, r)
	}
	pl.unitR = unitRadius(pl.b.Units, pl.b.Width, pl.b.Height)
	// A designer's names first, so that the placed ones keep off them.
	for _, set := range []bool{true, false} {
		for ri, ps := range pl.s.Provinces {
			if (ps.Label != nil) == set {
				pl.label(ri, ps)
			}
		}
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
		cp, err := coastAnchor(pl.s, pl.pr, pl.f, dm, pl.index, lab, ps, c, nil, 0, 8.5/pl.fit.scale)
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
		spots := dm.nameBoxes(name, pl.drawn(z))
		if len(spots) == 0 {
			continue // too big for the province anywhere: a smaller size
		}
		if clearOf(spots, u, pl.unitR) {
			return // there is room already
		}
		best, depth := u, 0.5*dm.at(int(u.X), int(u.Y))
		for _, nb := range spots {
			p, ok := dm.deepest(func(x, y int, d float64) bool {
				return d > depth && pl.onShore(ri, x, y) && !nb.underUnit(board.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}, pl.unitR)
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
