package render

import (
	"image"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"

	"dipdesk/variants/board"
)

// This file is the label-placement search: where each province's name
// stands at a zoom, and in what form. It works as atlases do:
//
//  1. inside the province, on one line or wrapped onto two ("Gulf of" /
//     "Lyon"), nearest the board's place for it; where only its own
//     unit place is in the way, that moves aside (makeRoom);
//  2. else outside, in sea or land no province holds, beside the
//     province, with a thin leader line to it (a sea's leader crosses
//     no other sea); a sea's name may also stand on its shore, partly
//     over the land beside it, with no leader (shore), as atlases
//     letter a lake too narrow for its name;
//  3. only where neither works, the province's code (Code), inside and
//     then outside likewise; then over a neighbour's free ground just by
//     the province; then as a callout (farSea, farLand): further out,
//     its leader free to cross other provinces but never a name;
//  4. where nothing at all is free, the code over its own province's
//     unit place (never another's, nor a centre marker);
//  5. with every name placed, each code tries its full name again, as
//     a callout too (upgradeReach): the room no code needed goes to
//     full names.
//
// Every candidate place is kept clear of the names already placed, every
// unit disc (as unitRadii sizes and places it), every supply-centre
// marker and every leader line. Names go in order of difficulty: the
// smallest provinces first for inside places (they have the fewest);
// names that must go outside after every name that fits inside, the
// provinces with the least room first. A name, or a code, that finds no
// place displaces the names placed in its way where they can move.

// placement is one zoom's placed labels: the board's labels with their
// texts and places, and for each a leader line (board points from the
// name to its province) or nil.
type placement struct {
	labels  []board.Label
	leaders [][]board.Point
	// px is each label's size in pixels where it is drawn smaller than
	// labelSize says (0 elsewhere).
	px []float64
	// units is the unit places moved aside to make room for their own
	// province's full name (see makeRoom), by location.
	units map[string]unitPlace
	// grown is the inset markers, by index in the board's markers, whose
	// caption takes more lines than the board laid out (growCaptions).
	grown map[int]bool
}

// placer holds what the search needs at one scale.
type placer struct {
	c              *Cache
	b              *board.Board
	scale, density float64
	logical        float64
	grid           *boxGrid
	rows           map[string]*provinceRows
	land           *provinceIndex
	// seas finds the sea provinces near a box: a leader crosses none
	// but its own.
	seas *provinceIndex
	w, h float64 // the board in pixels
	// mode is how far from its province, and over what, beside may
	// put a name.
	mode besideMode
	// near and reach are how far, in name heights, a name beside its
	// province (nearSea) and a callout stand from the province's box.
	near, reach float64
	// cross is how far, in name heights, a callout's leader may run over
	// other provinces; crossPx the same in pixels for the name at hand.
	cross, crossPx float64
	// leadPx is the longest a leader may run outside its province, in
	// pixels, for the name at hand: FarNames of its heights, so that no
	// name stands far from the province it names.
	leadPx float64
	// cur is the label being placed; owned, per label, what it placed in
	// the grid (its name's box first, then its leader's) and whether
	// that still counts.
	cur   int
	owned map[int]*ownedBoxes
	// cands, counts and sorted are besideAt's buffers, kept between calls.
	cands, sorted []cand
	counts        []int
	// spots is spot's buffer, kept between calls.
	spots []spotCand
	// dry, set, makes add collect boxes in scratch instead of the grid.
	dry     bool
	scratch []image.Rectangle
	// insets are the frames of the board's insets, in pixels: a name
	// placed outside its province does not stand in one.
	insets []image.Rectangle
	// units is each unit place as unitRadii has it, by location; locs
	// the locations of each province's.
	units map[string]unitPlace
	locs  map[string][]string
}

// cand is a place besideAt tries: the name's box, its baseline centre
// and its distance from the province's point in whole pixels.
type cand struct {
	box image.Rectangle
	at  Pt
	d   int
}

// ownedBoxes is what one label placed in the grid.
type ownedBoxes struct {
	alive *bool
	boxes []image.Rectangle
}

// add puts a box of the current label in the grid.
func (pl *placer) add(r image.Rectangle) {
	if pl.dry {
		pl.scratch = append(pl.scratch, r)
		return
	}
	o := pl.owned[pl.cur]
	if o == nil || !*o.alive {
		o = &ownedBoxes{alive: new(bool)}
		*o.alive = true
		pl.owned[pl.cur] = o
	}
	o.boxes = append(o.boxes, r)
	pl.grid.addOwned(r, o.alive)
}

// markers adds the board's marker lines and captions (wrap arrows, inset
// frames, "to …" captions) to the obstacles, at line scale k.
func (pl *placer) markers(k float64) {
	pen := &Pen{Scale: pl.scale, Density: pl.density, Cache: pl.c}
	for _, m := range pl.b.Markers {
		if m.Kind != board.MarkerWrap && m.Kind != board.MarkerInset {
			continue
		}
		for _, ln := range m.Lines {
			var lo, hi Pt
			for i, q := range ln {
				at := pl.px(q)
				if i == 0 {
					lo, hi = at, at
				}
				lo = Pt{min(lo.X, at.X), min(lo.Y, at.Y)}
				hi = Pt{max(hi.X, at.X), max(hi.Y, at.Y)}
				if i == 0 {
					continue
				}
				prev := pl.px(ln[i-1])
				n := max(1, int(math.Hypot(float64(at.X-prev.X), float64(at.Y-prev.Y))/2))
				for j := 0; j <= n; j++ {
					f := float32(j) / float32(n)
					x, y := prev.X+(at.X-prev.X)*f, prev.Y+(at.Y-prev.Y)*f
					// A box, not a disc: a callout's leader, free to
					// cross unit places, crosses no frame or arrow.
					r := 1.5 * k
					pl.grid.addBox(image.Rect(int(math.Floor(float64(x)-r)), int(math.Floor(float64(y)-r)), int(math.Ceil(float64(x)+r)), int(math.Ceil(float64(y)+r))))
				}
			}
			if m.Kind == board.MarkerInset {
				pl.insets = append(pl.insets, image.Rect(int(lo.X), int(lo.Y), int(hi.X)+1, int(hi.Y)+1))
			}
		}
		if len(m.Captions) > 0 {
			px := board.LabelPx(m.Captions[0].Size, pl.logical) * pl.density
			lines, _ := pl.c.captionLines(pl.b, m, pl.scale, px, false)
			for _, l := range lines {
				pl.grid.addBox(pen.TextBox(l.at, l.text, px, false))
			}
		}
		if m.Kind == board.MarkerWrap && m.Link[1] != "" {
			to := "to " + provinceName(pl.b, m.Link[1])
			px := board.LabelPx(captionSize(pl.b), pl.logical) * pl.density
			for _, ln := range m.Lines {
				if len(ln) < 2 {
					continue
				}
				tip, from := pl.px(ln[len(ln)-1]), pl.px(ln[len(ln)-2])
				dx, dy := unit(from, tip)
				at := pen.captionAt(pl.b, tip, dx, dy, to, px, float32(7*k))
				pl.grid.addBox(pen.TextBox(at, to, px, false))
			}
		}
	}
}

// placeNames gives each label of b its text, place and leader at a scale.
//
// Where some codes found no free place at all (they are put where the
// board puts them, over what stands there), it places again once with
// those codes first, before the full names placed outside take the room
// round them, and keeps whichever leaves fewer without a place.
func (c *Cache) placeNames(b *board.Board, scale, logical, density float64) placement {
	out, stuck := c.placeOnce(b, scale, logical, density, nil)
	if len(stuck) == 0 {
		return out
	}
	first := map[int]bool{}
	for _, i := range stuck {
		first[i] = true
	}
	again, still := c.placeOnce(b, scale, logical, density, first)
	if len(still) < len(stuck) {
		return again
	}
	return out
}

// placeOnce is one placement (see placeNames), the labels in first
// placed (in full or as codes) before any other full name outside its
// province; it returns the labels that found no free place.
func (c *Cache) placeOnce(b *board.Board, scale, logical, density float64, first map[int]bool) (placement, []int) {
	labels := append([]board.Label(nil), b.Labels...)
	out := placement{labels: labels, leaders: make([][]board.Point, len(labels)), px: make([]float64, len(labels))}
	pl := c.newPlacer(b, scale, logical, density)
	order := make([]int, len(labels))
	area := make([]float64, len(labels))
	for i, l := range labels {
		order[i] = i
		area[i] = math.Inf(1)
		if pr := b.Province(l.Province); pr != nil {
			area[i] = pr.Area()
		}
	}
	sort.SliceStable(order, func(x, y int) bool { return area[order[x]] < area[order[y]] })

	// 1. Full names inside, one line or two.
	var outside []int
	for _, i := range order {
		l := &labels[i]
		pr := b.Province(l.Province)
		if pr == nil || l.Province == "" {
			continue
		}
		pl.cur = i
		// A name that fits but for its own unit place: the place moves
		// aside (makeRoom), before any name is placed outside, as a
		// name inside its province reads better than one led to it.
		if !pl.inside(l, pr, pl.forms(fullName(pr, *l)), &out.px[i]) && !pl.makeRoom(i, &out) {
			outside = append(outside, i)
		}
	}
	// 2. Full names outside with a leader, then codes; the names with
	// least room go first, those in first before all (they place their
	// code at once where their full name finds no room).
	slices.SortStableFunc(outside, func(x, y int) int {
		switch {
		case first[x] == first[y]:
			return 0
		case first[x]:
			return -1
		}
		return 1
	})
	var left []int
	for _, i := range outside {
		pl.cur = i
		if pl.full(i, &out, false) || first[i] && pl.code(i, &out) {
			continue
		}
		left = append(left, i)
	}
	// 3. Where a name found no place, a name placed near it moves if
	// that makes room for both.
	var stuck []int
	for _, i := range left {
		if pl.repair(i, &out, pl.fullOutside, pl.fullAnywhere) {
			continue
		}
		if pl.code(i, &out) {
			continue
		}
		// 3b. A code with no place at all: the names in its way move, as
		// for a full name, if they find places of their own.
		if pl.repair(i, &out, pl.code, pl.settle) {
			continue
		}
		pl.cur = i
		l := &labels[i]
		pr := b.Province(l.Province)
		code := []string{Code(l.Province)}
		// Against the province, clear of everything, where it finds
		// room; else where the board puts it (decluttering may then
		// leave it out).
		l.Text = code[0]
		px, halo := labelSize(b, *l, logical, density)
		at := pl.px(l.At)
		if q, ok := c.spot(pr, pl.rowsOf(pr), code[0], px, halo, at, pl.grid, false, fine, &pl.spots); ok {
			at = q
			l.At = board.Point{X: float64(at.X) / scale, Y: float64(at.Y) / scale}
		} else {
			stuck = append(stuck, i)
		}
		pl.add(c.labelBox(at, l.Text, px, halo))
	}
	// 4. With every name placed, each code tries its full name again,
	// now also as a callout: the room no code needs goes to full names.
	for _, i := range order {
		if l := labels[i]; l.Province != "" && l.Text == Code(l.Province) {
			if !pl.upgrade(i, &out) && !pl.upgradeMoving(i, &out) {
				pl.upgradeAside(i, &out)
			}
		}
	}
	out.grown = pl.growCaptions()
	return out, stuck
}

// growCaptions lets each inset's caption take more lines than the board
// laid out where, with every name placed, the lines above its band are
// clear of names, leaders, centre markers and unit places: names come
// first ("to Gulf of Alaska" on two lines pushed Vladivostok's name out
// of its box at 1366×768).
func (pl *placer) growCaptions() map[int]bool {
	var grown map[int]bool
	for i, m := range pl.b.Markers {
		if m.Kind != board.MarkerInset || len(m.Captions) == 0 || captionedBefore(pl.b.Markers, i) {
			continue
		}
		px := board.LabelPx(m.Captions[0].Size, pl.logical) * pl.density
		lines, _ := pl.c.captionLines(pl.b, m, pl.scale, px, true)
		if len(lines) <= len(m.Captions) {
			continue
		}
		var boxes []image.Rectangle
		for _, l := range lines[:len(lines)-len(m.Captions)] {
			boxes = append(boxes, pl.c.labelBox(l.at, l.text, px, 0))
		}
		if !slices.ContainsFunc(boxes, func(r image.Rectangle) bool { return !pl.grid.clear(r, 1, true) }) {
			if grown == nil {
				grown = map[int]bool{}
			}
			grown[i] = true
			for _, r := range boxes {
				pl.grid.addBox(r)
			}
		}
	}
	return grown
}

// unitClear is the radius, in pixels, a name keeps clear of round a unit
// disc of radius r.
func unitClear(r float32) float64 { return float64(r)*1.05 + 1 }

// makeRoom places label i's full name inside its province where only the
// province's own unit place is in the way (a sea's also on its shore),
// and moves that place aside: to a spot, out to twelve half radii, where
// the disc stays FitInside its province and clear of every name, leader,
// centre marker and other unit place, at its size or else a smaller one
// (roomRadii). The name goes where it finds room first and the place
// nearest its own that stays clear of it; where that leaves none, each
// spot the place can stand at, nearest first, with the name round it. A
// province with several unit places (coasts) keeps them where they
// are: a tap tells its coasts apart by nearness. It reports whether it
// placed the name.
func (pl *placer) makeRoom(i int, out *placement) bool {
	l := &out.labels[i]
	locs := pl.locs[l.Province]
	if len(locs) != 1 {
		return false
	}
	pr := pl.b.Province(l.Province)
	u := pl.units[locs[0]]
	pl.cur = i
	rows := pl.rowsOf(pr)
	c := [2]float64{u.at.X * pl.scale, u.at.Y * pl.scale}
	radii := roomRadii(u.r, float32(MinUnitPx*pl.density))
	commit := func(try board.Label, px float64, box image.Rectangle, q [2]float64, r float32) {
		pl.moveUnit(out, locs[0], l.Province, q, r)
		*l = try
		out.px[i], out.leaders[i] = px, nil
		pl.add(box)
	}
	// The name where it finds room with its unit place aside, then the
	// place where it stands clear of the name.
	if try, px, box, ok := pl.nameAside(i, pr, nil); ok {
		for _, r := range radii {
			if qs := pl.roomFor(&box, rows, l.Province, c, r, 1); len(qs) > 0 {
				commit(try, px, box, qs[0], r)
				return true
			}
		}
	}
	// Else the other way round: the unit place at each spot it can stand,
	// nearest first, and the name where it finds room beside it.
	for _, r := range radii {
		for _, q := range pl.roomFor(nil, rows, l.Province, c, r, roomTries) {
			d := obstacle{q[0], q[1], unitClear(r), ""}
			if try, px, box, ok := pl.nameAside(i, pr, &d); ok {
				commit(try, px, box, q, r)
				return true
			}
		}
	}
	return false
}

// roomTries is how many spots for its unit place makeRoom tries a
// province's name round, when the name placed first leaves none.
const roomTries = 6

// nameAside is where label i's full name stands in pr (inside it, or a
// sea's on its shore) with the province's own unit places out of the
// way, and with disc (if not nil) as a further obstacle: the label, its
// size and its box, found in a dry run that places nothing.
func (pl *placer) nameAside(i int, pr *board.Province, disc *obstacle) (board.Label, float64, image.Rectangle, bool) {
	try := pl.b.Labels[i]
	var px float64
	pl.grid.ownUnits, pl.dry, pl.scratch = pr.ID, true, nil
	if disc != nil {
		pl.grid.extra = []obstacle{*disc}
	}
	defer func() { pl.grid.ownUnits, pl.dry, pl.grid.extra = "", false, nil }()
	forms := pl.forms(fullName(pr, try))
	ok := pl.inside(&try, pr, forms, &px)
	if !ok && pr.Kind == board.Sea {
		_, ok = pl.besideIn(&try, pr, forms, &px, shore)
	}
	if !ok || len(pl.scratch) != 1 {
		return try, 0, image.Rectangle{}, false
	}
	return try, px, pl.scratch[0], true
}

// moveUnit moves unit place loc, of province id, to q (pixels) at radius
// r: drawn there (out.units), and an obstacle there for every name
// placed after it.
func (pl *placer) moveUnit(out *placement, loc, id string, q [2]float64, r float32) {
	if out.units == nil {
		out.units = map[string]unitPlace{}
	}
	moved := unitPlace{at: board.Point{X: q[0] / pl.scale, Y: q[1] / pl.scale}, r: r}
	out.units[loc], pl.units[loc] = moved, moved
	pl.grid.addDisc(obstacle{q[0], q[1], unitClear(r), id})
}

// roomRadii is the radii makeRoom tries a unit disc of radius r at: r,
// then halfway to lo (MinUnitPx in device pixels), as crowdRadius sizes
// a crowded province's disc. A smaller disc, still easy to tap, beats a
// code where a name cannot be written beside the larger one.
func roomRadii(r, lo float32) []float32 {
	if half := (r + lo) / 2; half < r-0.5 {
		return []float32{r, half}
	}
	return []float32{r}
}

// roomFor is the places, nearest c (pixels) first and at most most of
// them, out to twelve half radii, where a unit disc of radius r of
// province id stays FitInside it (rows) and clear of the name box (if
// not nil) and of every name, leader, centre marker and other unit
// place.
func (pl *placer) roomFor(box *image.Rectangle, rows *provinceRows, id string, c [2]float64, r float32, most int) [][2]float64 {
	clearR := unitClear(r)
	free := func(q [2]float64) bool {
		if _, _, in := rows.span(int(math.Floor(q[1])), q[0]); !in || insideShare(rows, q, float64(r)) < FitInside {
			return false
		}
		if box != nil {
			b := box.Inset(-nameGap)
			nx := min(max(q[0], float64(b.Min.X)), float64(b.Max.X))
			ny := min(max(q[1], float64(b.Min.Y)), float64(b.Max.Y))
			if (nx-q[0])*(nx-q[0])+(ny-q[1])*(ny-q[1]) < clearR*clearR {
				return false
			}
		}
		return pl.grid.discFree(q[0], q[1], clearR, nameGap, id)
	}
	var out [][2]float64
	for k := 0; k <= 12; k++ {
		d := float64(k) * float64(r) / 2
		n := max(1, 2*k+4)
		if k == 0 {
			n = 1
		}
		for a := range n {
			ang := float64(a) * 2 * math.Pi / float64(n)
			q := [2]float64{c[0] + d*math.Cos(ang), c[1] + d*math.Sin(ang)}
			if free(q) {
				if out = append(out, q); len(out) >= most {
					return out
				}
			}
		}
	}
	return out
}

// newPlacer is a placer for b at a scale, with no name placed yet: its
// grid holds every unit place, centre marker and marker line a name must
// stay clear of.
func (c *Cache) newPlacer(b *board.Board, scale, logical, density float64) *placer {
	bl := c.borders(b)
	unitR := float64(LookFor(bl.unitSize, logical, Palette{Weight: 1}).R) * density
	k := float64(LineScale(b, logical) * density)
	pl := &placer{c: c, b: b, scale: scale, density: density, logical: logical,
		grid: newBoxGrid(3*unitR, b.Width*scale, b.Height*scale), rows: map[string]*provinceRows{}, owned: map[int]*ownedBoxes{},
		w: b.Width * scale, h: b.Height * scale, near: leaderReach, reach: calloutReach, cross: math.Inf(1)}
	pl.land = newProvinceIndex(b, scale, board.Land, pl.rowsOf)
	pl.seas = newProvinceIndex(b, scale, board.Sea, pl.rowsOf)
	// A copy: the placement moves unit places aside (makeRoom,
	// upgradeAside), and the cached base must stay as fitted.
	pl.units, pl.locs = maps.Clone(c.unitBase(b, scale, float32(unitR), float32(MinUnitPx*density))), map[string][]string{}
	for loc := range pl.units {
		pr, _, _ := strings.Cut(loc, "/")
		pl.locs[pr] = append(pl.locs[pr], loc)
	}
	for loc, u := range pl.units {
		pr, _, _ := strings.Cut(loc, "/")
		pl.grid.addDisc(obstacle{u.at.X * scale, u.at.Y * scale, unitClear(u.r), pr})
	}
	for _, s := range b.SCs {
		pl.grid.addDisc(obstacle{s.At.X * scale, s.At.Y * scale, float64(scRadius(float32(k))) + 0.85*k + 1.5, ""})
	}
	pl.markers(k)
	return pl
}

// upgrade takes label i's code back and places its full name instead,
// inside, beside or as a callout over sea, where that finds room; else
// the code stays where it was. It reports whether the full name went in.
func (pl *placer) upgrade(i int, out *placement) bool {
	lead := out.leaders[i]
	putBack, ok := pl.lift(i, out)
	if !ok {
		return false
	}
	pl.cur = i
	l := &out.labels[i]
	pr := pl.b.Province(l.Province)
	forms := pl.forms(fullName(pr, *l))
	out.px[i] = 0
	if pl.inside(l, pr, forms, &out.px[i]) {
		out.leaders[i] = nil
		return true
	}
	// A code inside its province reads better than its full name led to
	// it across other provinces: its full name goes only where its
	// leader crosses little of them (upgradeCross); a code already led
	// to its province from outside may become any callout.
	pl.near, pl.reach = upgradeReach, upgradeReach
	if lead == nil {
		pl.cross = upgradeCross
	}
	modes := []besideMode{nearSea, farSea}
	if pr.Kind == board.Sea {
		modes = []besideMode{nearSea, shore, farSea}
	}
	nl, ok := pl.besideIn(l, pr, forms, &out.px[i], modes...)
	pl.near, pl.reach, pl.cross = leaderReach, calloutReach, math.Inf(1)
	if ok {
		out.leaders[i] = nl
		return true
	}
	putBack()
	return false
}

// lift takes label i's code out of the grid, for a try at its full name
// in its place, and returns what puts the code back as it was; ok is
// false where label i has no code placed.
func (pl *placer) lift(i int, out *placement) (putBack func(), ok bool) {
	old := pl.owned[i]
	if old == nil || !*old.alive {
		return nil, false
	}
	save, lead, px := out.labels[i], out.leaders[i], out.px[i]
	*old.alive = false
	return func() {
		out.labels[i], out.leaders[i], out.px[i] = save, lead, px
		*old.alive = true
		pl.owned[i] = old
	}, true
}

// upgradeMoving takes label i's code back and places its full name
// inside or beside its province where the (at most repairMost) names in
// its way can move and keep their form, a code staying a code (see
// repair); else the code stays where it was. Since no name stands far
// from its province, the room a full name needs is often a neighbour's
// to give.
func (pl *placer) upgradeMoving(i int, out *placement) bool {
	putBack, ok := pl.lift(i, out)
	if !ok {
		return false
	}
	codes := map[int]bool{}
	for j, l := range out.labels {
		codes[j] = l.Province != "" && l.Text == Code(l.Province)
	}
	again := func(j int, out *placement) bool {
		if codes[j] {
			return pl.code(j, out)
		}
		return pl.fullAnywhere(j, out)
	}
	if pl.repair(i, out, pl.fullAnywhere, again) {
		return true
	}
	putBack()
	return false
}

// upgradeAside takes label i's code back and places its full name
// beside its province, over a sea nearby, where only that sea's unit
// place is in the way: the place moves aside within its sea, as makeRoom
// moves a province's own (a gulf's fleet disc kept both Mecklenburg and
// Koenigsberg to codes on 1812, once no name could be led from far off).
// Else the code stays where it was.
func (pl *placer) upgradeAside(i int, out *placement) bool {
	if old := pl.owned[i]; old == nil || !*old.alive {
		return false
	}
	l := &out.labels[i]
	pr := pl.b.Province(l.Province)
	px, _ := labelSize(pl.b, *l, pl.logical, pl.density)
	bx0, by0, bx1, by1 := pl.rowsOf(pr).box()
	reach := FarNames * px
	type near struct {
		loc string
		sea *board.Province
		d   float64
	}
	var seas []near
	for loc, u := range pl.units {
		id, _, _ := strings.Cut(loc, "/")
		sea := pl.b.Province(id)
		if sea == nil || sea.Kind != board.Sea || len(pl.locs[id]) != 1 || id == pr.ID {
			continue
		}
		x, y := u.at.X*pl.scale, u.at.Y*pl.scale
		dx, dy := max(bx0-x, x-bx1, 0), max(by0-y, y-by1, 0)
		if d := math.Hypot(dx, dy); d < reach+float64(u.r) {
			seas = append(seas, near{loc, sea, d})
		}
	}
	sort.Slice(seas, func(a, b int) bool {
		return seas[a].d < seas[b].d || seas[a].d == seas[b].d && seas[a].loc < seas[b].loc
	})
	forms := pl.forms(fullName(pr, *l))
	for _, s := range seas {
		putBack, _ := pl.lift(i, out)
		pl.cur = i
		pl.grid.ownUnits = s.sea.ID
		nl, ok := pl.beside(l, pr, forms, &out.px[i])
		pl.grid.ownUnits = ""
		if ok {
			u := pl.units[s.loc]
			c := [2]float64{u.at.X * pl.scale, u.at.Y * pl.scale}
			rows := pl.rowsOf(s.sea)
			for _, r := range roomRadii(u.r, float32(MinUnitPx*pl.density)) {
				if qs := pl.roomFor(nil, rows, s.sea.ID, c, r, 1); len(qs) > 0 {
					pl.moveUnit(out, s.loc, s.sea.ID, qs[0], r)
					out.leaders[i] = nl
					return true
				}
			}
			// No room for the fleet: the name goes back.
			*pl.owned[i].alive = false
		}
		putBack()
	}
	return false
}

// besideIn is beside in each of modes in turn, until one finds a place.
func (pl *placer) besideIn(l *board.Label, pr *board.Province, texts []string, shrink *float64, modes ...besideMode) ([]board.Point, bool) {
	defer func() { pl.mode = nearSea }()
	for _, m := range modes {
		pl.mode = m
		if lead, ok := pl.beside(l, pr, texts, shrink); ok {
			return lead, true
		}
	}
	return nil, false
}

// full places label i's full name, beside its province (or, with
// inside, inside it first), and reports whether it found a place.
func (pl *placer) full(i int, out *placement, inside bool) bool {
	pl.cur = i
	l := &out.labels[i]
	pr := pl.b.Province(l.Province)
	forms := pl.forms(fullName(pr, *l))
	if inside && pl.inside(l, pr, forms, &out.px[i]) {
		return true
	}
	if lead, ok := pl.beside(l, pr, forms, &out.px[i]); ok {
		out.leaders[i] = lead
		return true
	}
	if pr.Kind == board.Sea {
		if _, ok := pl.besideIn(l, pr, forms, &out.px[i], shore); ok {
			return true
		}
	}
	return false
}

// fullOutside places label i's full name beside its province.
func (pl *placer) fullOutside(i int, out *placement) bool { return pl.full(i, out, false) }

// fullAnywhere places label i's full name inside its province or beside.
func (pl *placer) fullAnywhere(i int, out *placement) bool { return pl.full(i, out, true) }

// settle places label i in any form that finds room: its full name,
// else its code.
func (pl *placer) settle(i int, out *placement) bool {
	return pl.full(i, out, true) || pl.code(i, out)
}

// code places label i's code, and reports whether it found room: inside
// its province; beside it, led to it: over sea near it, over a
// neighbour's free ground, then as a callout; and only where nothing
// else is free, over the province's own unit places (a unit there
// hides it, but no other province's unit does), inside and then beside.
func (pl *placer) code(i int, out *placement) bool {
	pl.cur = i
	l := &out.labels[i]
	pr := pl.b.Province(l.Province)
	code := []string{Code(l.Province)}
	out.leaders[i], out.px[i] = nil, 0
	if pl.inside(l, pr, code, nil) {
		return true
	}
	if lead, ok := pl.besideIn(l, pr, code, nil, nearSea, nearLand, farSea, farLand); ok {
		out.leaders[i] = lead
		return true
	}
	pl.grid.ownUnits = l.Province
	defer func() { pl.grid.ownUnits = "" }()
	if pl.inside(l, pr, code, nil) {
		return true
	}
	if lead, ok := pl.besideIn(l, pr, code, nil, nearSea, nearLand); ok {
		out.leaders[i] = lead
		return true
	}
	return false
}

// repairMost is how many placed names repair moves for one.
const repairMost = 2

// repair tries to place label i (with place) by moving the names placed
// where it would go: a dry run with placed names ignored finds where i
// would stand; the (at most repairMost) names in the way are taken back,
// i is placed, and they are placed again (with again). Where any finds
// no place, everything goes back.
func (pl *placer) repair(i int, out *placement, place, again func(int, *placement) bool) bool {
	saveI := out.labels[i]
	pl.grid.ignoreOwned, pl.dry, pl.scratch = true, true, nil
	ok := place(i, out)
	pl.grid.ignoreOwned, pl.dry = false, false
	want := pl.scratch
	out.labels[i], out.leaders[i], out.px[i] = saveI, nil, 0
	if !ok {
		return false
	}
	var in []int
	for j, o := range pl.owned {
		if j == i || !*o.alive {
			continue
		}
	find:
		for _, r := range o.boxes {
			for _, w := range want {
				if r.Overlaps(w.Inset(-nameGap - 1)) {
					in = append(in, j)
					break find
				}
			}
		}
	}
	if len(in) == 0 || len(in) > repairMost {
		return false
	}
	slices.Sort(in)
	type saved struct {
		l    board.Label
		lead []board.Point
		px   float64
		own  *ownedBoxes
	}
	back := map[int]saved{}
	for _, j := range in {
		back[j] = saved{out.labels[j], out.leaders[j], out.px[j], pl.owned[j]}
		*pl.owned[j].alive = false
		out.labels[j], out.leaders[j], out.px[j] = pl.b.Labels[j], nil, 0
	}
	done := place(i, out)
	for _, j := range in {
		if !done {
			break
		}
		done = again(j, out)
	}
	if done {
		return true
	}
	for _, j := range append([]int{i}, in...) {
		if o := pl.owned[j]; o != nil && *o.alive {
			*o.alive = false
		}
	}
	out.labels[i], out.leaders[i], out.px[i] = saveI, nil, 0
	for _, j := range in {
		s := back[j]
		out.labels[j], out.leaders[j], out.px[j] = s.l, s.lead, s.px
		*s.own.alive = true
		pl.owned[j] = s.own
	}
	return false
}

// fullName is a province's full name (its label's text where the
// province has none).
func fullName(pr *board.Province, l board.Label) string {
	if pr.Name != "" {
		return pr.Name
	}
	return l.Text
}

// forms is the ways a name can be written, best first: on one line, then
// wrapped onto two at each space, the most even split first.
func (pl *placer) forms(name string) []string {
	out := []string{name}
	words := strings.Fields(name)
	if len(words) < 2 {
		return out
	}
	type split struct {
		s string
		d int
	}
	var splits []split
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		d := len(a) - len(b)
		if d < 0 {
			d = -d
		}
		splits = append(splits, split{a + "\n" + b, d})
	}
	sort.SliceStable(splits, func(i, j int) bool { return splits[i].d < splits[j].d })
	for _, s := range splits[:min(2, len(splits))] {
		out = append(out, s.s)
	}
	return out
}

func (pl *placer) px(at board.Point) Pt {
	return Pt{float32(at.X * pl.scale), float32(at.Y * pl.scale)}
}

func (pl *placer) rowsOf(pr *board.Province) *provinceRows {
	r, ok := pl.rows[pr.ID]
	if !ok {
		r = newProvinceRows(pr, pl.scale)
		pl.rows[pr.ID] = r
	}
	return r
}

// inside places l as the first of texts that fits inside pr, clear of
// everything placed, and reports whether one did. A code is searched
// for finely in any province; a name only where the province is roomy.
// With shrink, a name that does not fit at the zoom's size is tried at
// the fit zoom's (zoomed in, names grow faster than some provinces), and
// the size it fits at is set in *shrink.
func (pl *placer) inside(l *board.Label, pr *board.Province, texts []string, shrink *float64) bool {
	px0, _ := labelSize(pl.b, *l, pl.logical, pl.density)
	sizes := pl.sizes(*l, px0, shrink != nil)
	for _, px := range sizes {
		if pl.insideAt(l, pr, texts, px) {
			if px != px0 && shrink != nil {
				*shrink = px
			}
			return true
		}
	}
	return false
}

// shrinkStep is the factor between the sizes a name is tried at when it
// does not fit at its zoom's size: a step at a time, so that a name
// drawn smaller than its neighbours is only as much smaller as it must
// be (halving at once, Vienna sat at 11 px among 17 px names).
const shrinkStep = 0.85

// sizes is the sizes label l is tried at, px0 (its zoom's) first; with
// shrink, then smaller a step at a time down to floorPx.
func (pl *placer) sizes(l board.Label, px0 float64, shrink bool) []float64 {
	out := []float64{px0}
	floor := pl.floorPx(l)
	if !shrink || floor >= px0-0.5 {
		return out
	}
	for px := px0 * shrinkStep; px > floor+0.5; px *= shrinkStep {
		out = append(out, px)
	}
	return append(out, floor)
}

// floorPx is the least size a name is drawn at, zoomed in, when it fits
// its province only so: its size at fit zoom, and never under MinNamePx.
func (pl *placer) floorPx(l board.Label) float64 {
	base := board.SeenPx(l.Size, pl.b.Width, pl.b.Height)
	return max(MinNamePx, base) * pl.density
}

// insideAt is inside at a size of px pixels.
func (pl *placer) insideAt(l *board.Label, pr *board.Province, texts []string, px float64) bool {
	halo := max(1, int(px/8))
	pref := pl.px(l.At)
	rows := pl.rowsOf(pr)
	for _, t := range texts {
		at, ok := pl.c.spot(pr, rows, t, px, halo, pref, pl.grid, true, coarse, &pl.spots)
		if !ok && (t == Code(pr.ID) || roomy(pr, rows, pl.c.Width(t, px, false), px)) {
			at, ok = pl.c.spot(pr, rows, t, px, halo, pref, pl.grid, true, fine, &pl.spots)
		}
		if ok {
			l.Text = t
			l.At = board.Point{X: float64(at.X) / pl.scale, Y: float64(at.Y) / pl.scale}
			pl.add(pl.c.labelBox(at, t, px, halo))
			return true
		}
	}
	return false
}

// Leaders reach at most leaderReach name heights from the province's
// box; a callout (farSea), calloutReach.
const (
	leaderReach  = 6
	calloutReach = 16
	// upgradeReach is a full name's callout's: a full name led from far
	// off reads worse than a code beside its province.
	upgradeReach = 8
	// upgradeCross is how far a code inside its province may be led from
	// outside, over other provinces, to become its full name.
	upgradeCross = 3
)

// shoreShare is the least share of a name's middle row a sea's name on
// its shore keeps over the sea it names: enough that it reads as the
// water's, not the land's.
const shoreShare = 1.0 / 4

// besideMode is where beside looks for room for a name outside its
// province.
type besideMode int

const (
	// nearSea: within leaderReach, over sea or land no province holds,
	// with a leader that crosses no other province.
	nearSea besideMode = iota
	// farSea: a callout, as atlases letter a crowded inland region:
	// within calloutReach, the name over sea or unclaimed land, its
	// leader free to cross other provinces (never a name, a unit place or
	// a centre marker).
	farSea
	// nearLand: just by the province, over a neighbour's free ground (a
	// code's last resort).
	nearLand
	// farLand: a callout whose name may stand over other provinces'
	// free ground.
	farLand
	// shore: against the province, over a neighbour's free ground, with
	// no leader (a sea's full name on its shore, as atlases letter a
	// lake too narrow for its name).
	shore
)

// beside places l as the first of texts that fits beside pr, outside it,
// over sea or land no other province holds, with a leader line from the
// name to the province; it returns the leader in board points.
// Like inside, it tries a name at the fit zoom's size too (see inside).
func (pl *placer) beside(l *board.Label, pr *board.Province, texts []string, shrink *float64) ([]board.Point, bool) {
	px0, _ := labelSize(pl.b, *l, pl.logical, pl.density)
	sizes := pl.sizes(*l, px0, shrink != nil)
	for _, px := range sizes {
		if lead, ok := pl.besideAt(l, pr, texts, px); ok {
			if px != px0 && shrink != nil {
				*shrink = px
			}
			return lead, true
		}
	}
	return nil, false
}

// besideAt is beside at a size of px pixels.
func (pl *placer) besideAt(l *board.Label, pr *board.Province, texts []string, px float64) ([]board.Point, bool) {
	halo := max(1, int(px/8))
	rows := pl.rowsOf(pr)
	target, ok := pl.target(l, pr, rows)
	if !ok {
		return nil, false
	}
	for _, t := range texts {
		m := pl.c.get(t, px, false, halo)
		if m == nil {
			continue
		}
		g := m.glyphs.Rect.Sub(m.dot).Inset(halo + 1)
		gw, gh := float64(g.Dx()), float64(g.Dy())
		reach, step := pl.near*px, 1.0
		switch pl.mode {
		case nearLand:
			reach = 2 * px // just by the province: a long leader over land misleads
		case shore:
			reach = 0
		case farSea, farLand:
			reach, step = pl.reach*px, 2
		}
		bx0, by0, bx1, by1 := rows.box()
		xlo, xhi := bx0-gw/2-reach, bx1+gw/2+reach
		ylo, yhi := by0-gh/2-reach, by1+gh/2+reach
		sx, sy := step*max(2, gw/8), step*max(2, gh/3)
		// Candidates, then ordered by distance a pixel at a time
		// (counting sort, in buffers kept between calls).
		cands := pl.cands[:0]
		n := int(reach+gh) + 1
		counts := slices.Grow(pl.counts[:0], n+1)[:n+1]
		clear(counts)
		for cy := ylo; cy <= yhi; cy += sy {
			for cx := xlo; cx <= xhi; cx += sx {
				// cx, cy is the box's centre; at the baseline centre.
				ax := math.Round(cx - float64(g.Min.X+g.Max.X)/2)
				ay := math.Round(cy - float64(g.Min.Y+g.Max.Y)/2)
				box := g.Add(image.Pt(int(ax), int(ay)))
				if box.Min.X < 1 || box.Min.Y < 1 || float64(box.Max.X) > pl.w-1 || float64(box.Max.Y) > pl.h-1 {
					continue
				}
				if d2 := boxDist2(box, target); d2 <= (reach+gh)*(reach+gh) {
					d := math.Sqrt(d2)
					cands = append(cands, cand{box, Pt{float32(ax), float32(ay)}, int(d)})
					counts[int(d)+1]++
				}
			}
		}
		for i := 1; i <= n; i++ {
			counts[i] += counts[i-1]
		}
		sorted := slices.Grow(pl.sorted[:0], len(cands))[:len(cands)]
		for _, cd := range cands {
			sorted[counts[cd.d]] = cd
			counts[cd.d]++
		}
		pl.cands, pl.counts, pl.sorted = cands, counts, sorted
		for _, cd := range sorted {
			if rows.holds(cd.box) || !pl.grid.free(cd.box, nameGap+1) || pl.inInset(cd.box, target) || (pl.mode <= farSea && pl.land.meets(cd.box, pr.ID)) {
				continue
			}

			if pl.mode == shore {
				if !rows.overlaps(cd.box, shoreShare) {
					continue
				}
				l.Text = t
				l.At = board.Point{X: float64(cd.at.X) / pl.scale, Y: float64(cd.at.Y) / pl.scale}
				pl.add(cd.box)
				return nil, true
			}
			pl.crossPx = pl.cross * px
			pl.leadPx = FarNames*px - leadSlack
			lead, ok := pl.leader(cd.box, target, pr, rows)
			if !ok {
				// The province's nearest ground: a leader straight to
				// it is short where the one to its middle is long.
				if near, in := nearestIn(cd.box, rows, pl.leadPx); in && near != target {
					lead, ok = pl.leader(cd.box, near, pr, rows)
				}
			}
			if !ok {
				continue
			}
			l.Text = t
			l.At = board.Point{X: float64(cd.at.X) / pl.scale, Y: float64(cd.at.Y) / pl.scale}
			pl.add(cd.box)
			for k, q := range lead {
				if k%2 == 0 || k == len(lead)-1 { // 3 px boxes every other pixel cover the line
					pl.add(image.Rect(int(q.X)-1, int(q.Y)-1, int(q.X)+2, int(q.Y)+2))
				}
			}
			if len(lead) == 0 {
				return nil, true
			}
			a, e := lead[0], lead[len(lead)-1]
			return []board.Point{{X: float64(a.X) / pl.scale, Y: float64(a.Y) / pl.scale}, {X: float64(e.X) / pl.scale, Y: float64(e.Y) / pl.scale}}, true
		}
	}
	return nil, false
}

// target is the point, in pixels, a leader to pr ends at: the board's
// place for its name if that is inside it, else its unit place.
func (pl *placer) target(l *board.Label, pr *board.Province, rows *provinceRows) (Pt, bool) {
	for _, q := range []board.Point{l.At} {
		at := pl.px(q)
		if _, _, ok := rows.span(int(math.Floor(float64(at.Y))), float64(at.X)); ok {
			return at, true
		}
	}
	if a, ok := pl.b.Unit(pr.ID); ok {
		return pl.px(a), true
	}
	for _, a := range pl.b.Units {
		if a.Province == pr.ID {
			return pl.px(a.At), true
		}
	}
	return Pt{}, false
}

// leader is the line from a name's box to its province: from the box's
// edge towards target, ending a few pixels inside the province. It must
// cross no other land province and nothing placed; its points are
// returned a pixel apart (none when the name stands against the
// province: it needs no leader).
func (pl *placer) leader(box image.Rectangle, target Pt, pr *board.Province, rows *provinceRows) ([]Pt, bool) {
	cx, cy := float64(box.Min.X+box.Max.X)/2, float64(box.Min.Y+box.Max.Y)/2
	tx, ty := float64(target.X), float64(target.Y)
	dx, dy := tx-cx, ty-cy
	n := math.Hypot(dx, dy)
	if n < 1 {
		return nil, true
	}
	dx, dy = dx/n, dy/n
	// Leave the box (and a pixel of gap).
	t0 := 0.0
	for t0 < n && image.Pt(int(math.Floor(cx+dx*t0)), int(math.Floor(cy+dy*t0))).In(box.Inset(-2)) {
		t0++
	}
	var pts []Pt
	in, crossed := 0, 0.0
	for t := t0; t < n; t++ {
		if in == 0 && t-t0 > pl.leadPx {
			return nil, false // a long leader names the wrong place
		}
		x, y := cx+dx*t, cy+dy*t
		if _, _, ok := rows.span(int(math.Floor(y)), x); ok {
			in++
			if in >= 4 {
				pts = append(pts, Pt{float32(x), float32(y)})
				break
			}
		} else if in > 0 {
			return nil, false // out of the province again
		} else if int(t)%2 == 0 && pl.land.contains(x, y, pr.ID) { // every other pixel: a province is wider than one
			if crossed += 2; pl.mode == nearSea || crossed > pl.crossPx {
				return nil, false
			}
		} else if pr.Kind == board.Sea && int(t)%2 == 0 && pl.seas.contains(x, y, pr.ID) {
			return nil, false // a sea's name led across another sea names that one
		}
		q := image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Floor(x))+1, int(math.Floor(y))+1)
		if in == 0 && !pl.grid.clear(q, 0, pl.mode == nearSea || pl.mode == nearLand) {
			return nil, false
		}
		pts = append(pts, Pt{float32(x), float32(y)})
	}
	if rows.touches(box) {
		return nil, true // the name stands against its province
	}
	if len(pts) < 2 {
		return nil, false
	}
	return pts, true
}

// leadDepth is how far inside its province, in pixels, a leader to the
// province's nearest ground ends: enough to read as reaching into it.
const leadDepth = 5

// nearestIn is the point of rows nearest box, at most within pixels
// from it, that lies leadDepth pixels inside the province across and
// down, if there is one.
func nearestIn(box image.Rectangle, rows *provinceRows, within float64) (Pt, bool) {
	best, found := math.Inf(1), false
	var at Pt
	for y := box.Min.Y - int(within); y <= box.Max.Y+int(within); y++ {
		xs := rows.at(y)
		for i := 0; i+1 < len(xs); i += 2 {
			lo, hi := xs[i]+leadDepth, xs[i+1]-leadDepth
			if lo > hi {
				continue
			}
			x := min(max(float64(box.Min.X+box.Max.X)/2, lo), hi)
			q := Pt{float32(x), float32(y) + 0.5}
			d := boxDist2(box, q)
			if d >= best || d > within*within {
				continue
			}
			if _, _, ok := rows.span(y-leadDepth, x); !ok {
				continue
			}
			if _, _, ok := rows.span(y+leadDepth, x); !ok {
				continue
			}
			best, at, found = d, q, true
		}
	}
	return at, found
}

// leadSlack is what a leader's limit keeps back, in pixels, for the
// gap it leaves round its name and the name's halo.
const leadSlack = 3

// boxDist2 is the square of the distance from a box to a point, in
// pixels: besideAt measures thousands of places and keeps few, so the
// root is taken only for those it keeps.
func boxDist2(b image.Rectangle, p Pt) float64 {
	x, y := float64(p.X), float64(p.Y)
	nx := min(max(x, float64(b.Min.X)), float64(b.Max.X))
	ny := min(max(y, float64(b.Min.Y)), float64(b.Max.Y))
	return (nx-x)*(nx-x) + (ny-y)*(ny-y)
}

// provinceIndex finds the land provinces near a pixel box.
type provinceIndex struct {
	cell        float64
	cols, rowsN int // cells across and down
	cells       [][]*board.Province
	rows        func(*board.Province) *provinceRows
	scale       float64
}

func newProvinceIndex(b *board.Board, scale float64, kind board.Kind, rows func(*board.Province) *provinceRows) *provinceIndex {
	ix := &provinceIndex{cell: 64, rows: rows, scale: scale}
	ix.cols, ix.rowsN = int(b.Width*scale/ix.cell)+1, int(b.Height*scale/ix.cell)+1
	ix.cells = make([][]*board.Province, ix.cols*ix.rowsN)
	for _, pr := range b.Provinces {
		if pr.Kind != kind {
			continue
		}
		bb := provinceBox(pr)
		i0, j0, i1, j1 := ix.span(bb.Min.X*scale, bb.Min.Y*scale, bb.Max.X*scale, bb.Max.Y*scale)
		for j := j0; j <= j1; j++ {
			for i := i0; i <= i1; i++ {
				ix.cells[j*ix.cols+i] = append(ix.cells[j*ix.cols+i], pr)
			}
		}
	}
	return ix
}

// span is the cells (inclusive) a pixel box meets, clamped to the board.
func (ix *provinceIndex) span(x0, y0, x1, y1 float64) (int, int, int, int) {
	c := func(v float64, n int) int { return min(max(int(math.Floor(v/ix.cell)), 0), n-1) }
	return c(x0, ix.cols), c(y0, ix.rowsN), c(x1, ix.cols), c(y1, ix.rowsN)
}

// near calls f for each land province, other than own, whose cell meets
// the pixel box (a province in several such cells more than once), until
// f reports true.
func (ix *provinceIndex) near(x0, y0, x1, y1 float64, own string, f func(*board.Province) bool) bool {
	i0, j0, i1, j1 := ix.span(x0, y0, x1, y1)
	for j := j0; j <= j1; j++ {
		for i := i0; i <= i1; i++ {
			for _, pr := range ix.cells[j*ix.cols+i] {
				if pr.ID == own {
					continue
				}
				bb := provinceBox(pr)
				if bb.Max.X*ix.scale < x0 || bb.Min.X*ix.scale > x1 || bb.Max.Y*ix.scale < y0 || bb.Min.Y*ix.scale > y1 {
					continue
				}
				if f(pr) {
					return true
				}
			}
		}
	}
	return false
}

// meets reports whether a pixel box reaches into a land province other
// than own (along rows two pixels apart, a pixel in from its edges).
func (ix *provinceIndex) meets(b image.Rectangle, own string) bool {
	return ix.near(float64(b.Min.X), float64(b.Min.Y), float64(b.Max.X), float64(b.Max.Y), own, func(pr *board.Province) bool {
		r := ix.rows(pr)
		for y := b.Min.Y + 1; y < b.Max.Y-1; y += 2 {
			xs := r.at(y)
			for i := 0; i+1 < len(xs); i += 2 {
				if xs[i] < float64(b.Max.X-1) && xs[i+1] > float64(b.Min.X+1) {
					return true
				}
			}
		}
		return false
	})
}

// contains reports whether a pixel point lies in a land province other
// than own.
func (ix *provinceIndex) contains(x, y float64, own string) bool {
	return ix.near(x, y, x, y, own, func(pr *board.Province) bool {
		_, _, ok := ix.rows(pr).span(int(math.Floor(y)), x)
		return ok
	})
}

// provinceBox is a province's box in board units.
func provinceBox(pr *board.Province) board.Rect {
	if pr.Bounds == (board.Rect{}) {
		return board.BoundsOf(pr.Rings)
	}
	return pr.Bounds
}

// inInset reports whether a pixel box stands where a name of a province
// at own may not: in the frame box of an inset that does not hold own,
// or outside the one that does.
func (pl *placer) inInset(b image.Rectangle, own Pt) bool {
	o := image.Pt(int(own.X), int(own.Y))
	for _, r := range pl.insets {
		if in := o.In(r); in && !b.In(r) || !in && r.Overlaps(b) {
			return true
		}
	}
	return false
}
