package board

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Graph is the part of a variant's map graph the board is checked against,
// in plain names so this package depends on no loader.
type Graph struct {
	Provinces []GraphProvince
	Links     []Link
}

// GraphProvince is one province of the graph.
type GraphProvince struct {
	ID     string
	Sea    bool
	SC     bool     // a supply centre: the board needs an SC marker
	Coasts []string // e.g. "nc", "sc"; empty for a province with one coast
}

// Link is one edge of the graph between two locations ("lon", "stp/nc"),
// usable by armies, fleets or both.
type Link struct {
	A, B        string
	Army, Fleet bool
}

// Problem is one way the board contradicts the graph.
type Problem struct {
	Line int // line in map.svg, if one element is at fault
	Msg  string
}

func (p Problem) String() string {
	if p.Line > 0 {
		return fmt.Sprintf("line %d: %s", p.Line, p.Msg)
	}
	return p.Msg
}

// MinContact is how long (in board units) a shared boundary must be for two
// provinces to count as touching; shorter contacts are corners.
const MinContact = 3

// Check compares the board's geometry with the graph: every province drawn
// and every path a province, every unit anchor inside its province, every
// link between provinces that do not touch marked, every touching pair that
// is not linked drawn as an impassable border, an SC marker on every supply
// centre and on nothing else, and each coast of a province with several
// coasts on the side of the seas it borders (see checkCoasts). It returns
// the problems found, sorted; none means the board is consistent with the
// graph.
func Check(b *Board, g Graph) []Problem {
	var probs []Problem
	add := func(line int, format string, args ...any) {
		probs = append(probs, Problem{line, fmt.Sprintf(format, args...)})
	}
	inGraph := map[string]GraphProvince{}
	for _, gp := range g.Provinces {
		inGraph[gp.ID] = gp
		p := b.Province(gp.ID)
		if p == nil {
			add(0, "province %s is in the graph but has no path on the board", gp.ID)
			continue
		}
		if (p.Kind == Sea) != gp.Sea {
			add(p.Line, "province %s is drawn as %s but the graph says %s", gp.ID, p.Kind, map[bool]string{true: "sea", false: "land"}[gp.Sea])
		}
		locs := []string{gp.ID}
		for _, c := range gp.Coasts {
			locs = append(locs, gp.ID+"/"+c)
		}
		for _, loc := range locs {
			prov, coast := SplitLoc(loc)
			found := false
			for _, u := range b.Units {
				if u.Province == prov && u.Coast == coast {
					found = true
				}
			}
			if !found {
				add(0, "location %s has no unit anchor (expected <circle id=\"unit-%s\"> in the units layer)", loc, unitID(prov, coast))
			}
		}
	}
	for _, p := range b.Provinces {
		if _, ok := inGraph[p.ID]; !ok {
			add(p.Line, "path %s is not a province of the graph", p.ID)
		}
	}
	for _, u := range b.Units {
		gp, ok := inGraph[u.Province]
		if !ok {
			continue
		}
		if u.Coast != "" && !contains(gp.Coasts, u.Coast) {
			add(u.Line, "unit anchor %s names a coast the graph does not have", u.Loc())
		}
		if p := b.Province(u.Province); p != nil && !p.Contains(u.At) {
			add(u.Line, "unit anchor %s at (%.1f, %.1f) is outside its province", u.Loc(), u.At.X, u.At.Y)
		}
	}
	hasSC := map[string]bool{}
	for _, s := range b.SCs {
		hasSC[s.Province] = true
		if p := b.Province(s.Province); p != nil && !p.Contains(s.At) {
			add(s.Line, "supply-centre marker of %s is outside its province", s.Province)
		}
		if gp, ok := inGraph[s.Province]; ok && !gp.SC {
			add(s.Line, "%s has a supply-centre marker but is not a supply centre", s.Province)
		}
	}
	for _, gp := range g.Provinces {
		if gp.SC && !hasSC[gp.ID] && b.Province(gp.ID) != nil {
			add(0, "supply centre %s has no marker (expected <circle id=\"sc-%s\"> in the supply-centres layer)", gp.ID, gp.ID)
		}
	}

	r := rasterise(b)
	var touch map[[2]string]float64
	if r != nil {
		touch = r.touching(b)
	}
	linked := map[[2]string]Link{}
	for _, l := range g.Links {
		a, _ := SplitLoc(l.A)
		c, _ := SplitLoc(l.B)
		if a == c {
			continue
		}
		linked[pairKey(a, c)] = l
	}
	marked := map[[2]string]bool{}
	for _, m := range b.Markers {
		a, _ := SplitLoc(m.Link[0])
		c, _ := SplitLoc(m.Link[1])
		marked[pairKey(a, c)] = true
	}
	bordered := map[[2]string]int{}
	for _, br := range b.Borders {
		a, _ := SplitLoc(br.Between[0])
		c, _ := SplitLoc(br.Between[1])
		bordered[pairKey(a, c)] = br.Line
	}
	for k, l := range linked {
		if b.Province(k[0]) == nil || b.Province(k[1]) == nil {
			continue
		}
		if touch[k] < MinContact && !marked[k] {
			add(0, "%s–%s are linked but do not touch on the board and no marker shows the link (add a bridge, canal, wrap or inset marker)", l.A, l.B)
		}
		if line, ok := bordered[k]; ok {
			add(line, "%s–%s are linked but drawn with an impassable border", k[0], k[1])
		}
	}
	for k, n := range touch {
		if n < MinContact {
			continue
		}
		if _, ok := linked[k]; ok {
			continue
		}
		if _, ok := bordered[k]; ok {
			continue
		}
		if inGraph[k[0]].ID == "" || inGraph[k[1]].ID == "" {
			continue
		}
		add(0, "%s and %s touch on the board (%.0f units) but are not linked; draw an impassable border between them", k[0], k[1], n)
	}
	if r != nil {
		probs = append(probs, checkCoasts(b, g, r, touch, marked)...)
	}
	sort.Slice(probs, func(i, j int) bool {
		if probs[i].Line != probs[j].Line {
			return probs[i].Line < probs[j].Line
		}
		return probs[i].Msg < probs[j].Msg
	})
	return probs
}

func unitID(prov, coast string) string {
	if coast == "" {
		return prov
	}
	return prov + "-" + coast
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func pairKey(a, b string) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

// Touching measures, for every pair of provinces that share a boundary, its
// length in board units (sampled on a one-unit grid). Pairs are keyed with
// the smaller id first. Gaps of up to one unit between two outlines (from
// simplification) still count as contact.
func Touching(b *Board) map[[2]string]float64 {
	r := rasterise(b)
	if r == nil {
		return nil
	}
	return r.touching(b)
}

// raster is the board's provinces on a one-unit grid: a cell holds i+1 for
// b.Provinces[i] when its centre is inside that province, 0 for none.
type raster struct {
	w, h int
	cell []int16
}

// rasterise fills the grid, or returns nil for a board too big to check.
func rasterise(b *Board) *raster {
	w, h := int(math.Ceil(b.Width)), int(math.Ceil(b.Height))
	if w <= 0 || h <= 0 || w*h > 1<<26 {
		return nil
	}
	r := &raster{w: w, h: h, cell: make([]int16, w*h)}
	for i, p := range b.Provinces {
		fillRings(r.cell, w, h, p.Rings, int16(i+1))
	}
	return r
}

// at is the cell value at (x, y), 0 off the grid.
func (r *raster) at(x, y int) int16 {
	if x < 0 || y < 0 || x >= r.w || y >= r.h {
		return 0
	}
	return r.cell[y*r.w+x]
}

// contacts calls f for every unit of boundary between two provinces: a pair
// of 4-neighbouring cells of different provinces, or of two provinces a
// one-cell gap apart, with their values and the point between them.
func (r *raster) contacts(f func(a, c int16, at Point)) {
	w, h := r.w, r.h
	for y := 0; y < h; y++ {
		row := r.cell[y*w : (y+1)*w]
		for x := 0; x < w; x++ {
			v := row[x]
			if v == 0 {
				continue
			}
			cx, cy := float64(x)+0.5, float64(y)+0.5
			if x+1 < w {
				if e := row[x+1]; e == 0 && x+2 < w && row[x+2] != 0 && row[x+2] != v {
					f(v, row[x+2], Point{cx + 1, cy})
				} else if e != 0 && e != v {
					f(v, e, Point{cx + 0.5, cy})
				}
			}
			if y+1 < h {
				if d := r.cell[(y+1)*w+x]; d == 0 && y+2 < h && r.cell[(y+2)*w+x] != 0 && r.cell[(y+2)*w+x] != v {
					f(v, r.cell[(y+2)*w+x], Point{cx, cy + 1})
				} else if d != 0 && d != v {
					f(v, d, Point{cx, cy + 0.5})
				}
			}
		}
	}
}

// touching is Touching over the raster.
func (r *raster) touching(b *Board) map[[2]string]float64 {
	counts := map[[2]int16]float64{}
	r.contacts(func(a, c int16, _ Point) {
		if a > c {
			a, c = c, a
		}
		counts[[2]int16{a, c}]++
	})
	out := make(map[[2]string]float64, len(counts))
	for k, n := range counts {
		out[pairKey(b.Provinces[k[0]-1].ID, b.Provinces[k[1]-1].ID)] = n
	}
	return out
}

// fillRings sets grid cells whose centres lie inside rings (even-odd).
func fillRings(grid []int16, w, h int, rings []Ring, v int16) {
	bb := BoundsOf(rings)
	y0 := max(0, int(math.Floor(bb.Min.Y)))
	y1 := min(h-1, int(math.Ceil(bb.Max.Y)))
	var xs []float64
	for y := y0; y <= y1; y++ {
		cy := float64(y) + 0.5
		xs = xs[:0]
		for _, r := range rings {
			n := len(r)
			for i, j := 0, n-1; i < n; j, i = i, i+1 {
				a, c := r[i], r[j]
				if (a.Y > cy) != (c.Y > cy) {
					xs = append(xs, a.X+(cy-a.Y)*(c.X-a.X)/(c.Y-a.Y))
				}
			}
		}
		sort.Float64s(xs)
		for i := 0; i+1 < len(xs); i += 2 {
			xa := max(0, int(math.Ceil(xs[i]-0.5)))
			xb := min(w-1, int(math.Floor(xs[i+1]-0.5)))
			for x := xa; x <= xb; x++ {
				grid[y*w+x] = v
			}
		}
	}
}

// coastReach is how near (in board units) a sea must come to the shared
// border of two land provinces for that border to count as reaching the
// coast: where the border meets the shore, three provinces meet.
const coastReach = 3

// checkCoasts checks that the geometry says which coast of a province with
// several coasts is which: each coast's unit anchor must stand nearer the
// shore of a neighbour that fleets reach from that coast than the shore of
// any neighbour they reach only from the province's other coasts. The shore
// on a neighbour is the province's boundary with it for a sea, and the sea
// end of their shared border for a land province (where a fleet passes
// along the coast). Neighbours reached from every coast say nothing about
// sides and are left out. Otherwise a fleet drawn on "the north coast"
// stands by seas it cannot reach and players misread the board. The
// comparison is from the anchor, not from the shore: on a long, thin or
// curved province (an isthmus, an island) the far ends of a coast's shore
// are about as near one coast's anchor as the other's, while the shore next
// to the anchor tells the sides apart. A land neighbour whose border with the
// province reaches no sea that both touch and that fleets sail to from both
// (the coast and the neighbour) is reported unless a marker shows the link;
// a sea neighbour that does not touch is left to the contact check.
func checkCoasts(b *Board, g Graph, r *raster, touch map[[2]string]float64, marked map[[2]string]bool) []Problem {
	idx := map[string]int16{}
	for i, p := range b.Provinces {
		idx[p.ID] = int16(i + 1)
	}
	// Every fleet link, both ways, by location.
	fleet := map[string]map[string]bool{}
	for _, l := range g.Links {
		if !l.Fleet {
			continue
		}
		for _, e := range [][2]string{{l.A, l.B}, {l.B, l.A}} {
			if fleet[e[0]] == nil {
				fleet[e[0]] = map[string]bool{}
			}
			fleet[e[0]][e[1]] = true
		}
	}
	// The provinces to check, and their boundary points with each neighbour
	// (one point per unit of boundary), from one pass over the grid.
	multi := map[int16]bool{}
	for _, gp := range g.Provinces {
		if len(gp.Coasts) >= 2 && idx[gp.ID] != 0 {
			multi[idx[gp.ID]] = true
		}
	}
	if len(multi) == 0 {
		return nil
	}
	border := map[[2]int16][]Point{}
	r.contacts(func(a, c int16, at Point) {
		if multi[a] {
			border[[2]int16{a, c}] = append(border[[2]int16{a, c}], at)
		}
		if multi[c] {
			border[[2]int16{c, a}] = append(border[[2]int16{c, a}], at)
		}
	})

	var probs []Problem
	for _, gp := range g.Provinces {
		pi := idx[gp.ID]
		if !multi[pi] {
			continue
		}
		anchor := map[string]Point{}
		for _, u := range b.Units {
			if u.Province == gp.ID && u.Coast != "" {
				anchor[u.Coast] = u.At
			}
		}
		if len(anchor) < len(gp.Coasts) {
			continue // a missing coast anchor is reported above
		}
		// The coasts from which fleets reach each neighbouring location,
		// and the province's shore on the neighbours that tell sides apart.
		from := map[string][]string{}
		for _, c := range gp.Coasts {
			for n := range fleet[gp.ID+"/"+c] {
				from[n] = append(from[n], c)
			}
		}
		shore := map[string][]Point{}
		var locs []string
		for n, cs := range from {
			np, _ := SplitLoc(n)
			ni := idx[np]
			if len(cs) == len(gp.Coasts) || ni == 0 || np == gp.ID {
				continue
			}
			sort.Strings(cs)
			pts := border[[2]int16{pi, ni}]
			if b.Provinces[ni-1].Kind != Sea {
				// The seas a fleet passes along between the two.
				seas := map[string]bool{}
				for s := range fleet[n] {
					for _, c := range cs {
						seas[s] = seas[s] || fleet[gp.ID+"/"+c][s]
					}
				}
				pts = seaEnd(b, r, pts, gp.ID, np, seas, touch)
				if len(pts) == 0 && !marked[pairKey(gp.ID, np)] {
					probs = append(probs, Problem{0, fmt.Sprintf("%s–%s is a fleet border, but the border of %s and %s reaches no sea that both touch and that fleets sail to from both %s and %s: expected their border to end on such a sea, or a marker for the link",
						joinCoasts(gp.ID, cs), n, gp.ID, np, joinCoasts(gp.ID, cs), n)})
				}
			}
			if len(pts) > 0 {
				shore[n] = pts
				locs = append(locs, n)
			}
		}
		sort.Strings(locs)
		for _, c := range gp.Coasts {
			a := anchor[c]
			own, ownD := nearestShore(a, locs, shore, func(n string) bool { return contains(from[n], c) })
			other, otherD := nearestShore(a, locs, shore, func(n string) bool { return !contains(from[n], c) })
			if own == "" || other == "" || ownD < otherD {
				continue
			}
			probs = append(probs, Problem{0, fmt.Sprintf("the anchor of %s/%s at (%.0f, %.0f) is nearer %s (%.0f units; fleets reach it from %s, not from %s/%s) than %s (%.0f units; fleets reach it from %s/%s): expected %s/%s's anchor on the side of the seas it borders, nearer %s",
				gp.ID, c, a.X, a.Y, other, otherD, joinCoasts(gp.ID, from[other]), gp.ID, c, own, ownD, gp.ID, c, gp.ID, c, own)})
		}
	}
	return probs
}

// nearestShore returns which of the locations that keep accepts has the
// shore point nearest a, and how far it is ("" if none).
func nearestShore(a Point, locs []string, shore map[string][]Point, keep func(string) bool) (string, float64) {
	best, bd := "", math.Inf(1)
	for _, n := range locs {
		if !keep(n) {
			continue
		}
		for _, q := range shore[n] {
			if d := math.Hypot(q.X-a.X, q.Y-a.Y); d < bd {
				best, bd = n, d
			}
		}
	}
	return best, bd
}

// joinCoasts names coasts of a province: "spa/nc" or "spa/nc and spa/sc".
func joinCoasts(prov string, coasts []string) string {
	var names []string
	for _, c := range coasts {
		names = append(names, prov+"/"+c)
	}
	return strings.Join(names, " and ")
}

// seaEnd keeps the points of the border between land provinces p and n that
// lie within coastReach of one of the seas via (by id) that both touch:
// where a fleet passes between the two along the shore.
func seaEnd(b *Board, r *raster, border []Point, p, n string, via map[string]bool, touch map[[2]string]float64) []Point {
	seas := map[int16]bool{}
	for i, s := range b.Provinces {
		if s.Kind == Sea && via[s.ID] && touch[pairKey(s.ID, p)] >= MinContact && touch[pairKey(s.ID, n)] >= MinContact {
			seas[int16(i+1)] = true
		}
	}
	var out []Point
	for _, q := range border {
		x, y := int(q.X), int(q.Y)
	search:
		for dy := -coastReach; dy <= coastReach; dy++ {
			for dx := -coastReach; dx <= coastReach; dx++ {
				if dx*dx+dy*dy <= coastReach*coastReach && seas[r.at(x+dx, y+dy)] {
					out = append(out, q)
					break search
				}
			}
		}
	}
	return out
}
