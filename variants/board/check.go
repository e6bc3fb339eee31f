package board

import (
	"fmt"
	"math"
	"sort"
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
	c := &checker{b: b, g: g, inGraph: map[string]GraphProvince{}}
	for _, gp := range g.Provinces {
		c.inGraph[gp.ID] = gp
	}
	c.provinces()
	c.anchors()
	c.centres()
	r := rasterise(b)
	var touch map[[2]string]float64
	if r != nil {
		touch = r.touching(b)
	}
	marked := c.contacts(touch)
	if r != nil {
		c.probs = append(c.probs, checkCoasts(b, g, r, touch, marked)...)
	}
	probs := c.probs
	sort.Slice(probs, func(i, j int) bool {
		if probs[i].Line != probs[j].Line {
			return probs[i].Line < probs[j].Line
		}
		return probs[i].Msg < probs[j].Msg
	})
	return probs
}

// checker collects the problems of one Check.
type checker struct {
	b       *Board
	g       Graph
	inGraph map[string]GraphProvince
	probs   []Problem
}

func (c *checker) add(line int, format string, args ...any) {
	c.probs = append(c.probs, Problem{line, fmt.Sprintf(format, args...)})
}

// provinces checks that every graph province has a path of its kind and a
// unit anchor for itself and each coast, and that every path is a province.
func (c *checker) provinces() {
	b := c.b
	for _, gp := range c.g.Provinces {
		p := b.Province(gp.ID)
		if p == nil {
			c.add(0, "province %s is in the graph but has no path on the board", gp.ID)
			continue
		}
		if (p.Kind == Sea) != gp.Sea {
			c.add(p.Line, "province %s is drawn as %s but the graph says %s", gp.ID, p.Kind, map[bool]string{true: "sea", false: "land"}[gp.Sea])
		}
		locs := []string{gp.ID}
		for _, co := range gp.Coasts {
			locs = append(locs, gp.ID+"/"+co)
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
				c.add(0, "location %s has no unit anchor (expected <circle id=\"unit-%s\"> in the units layer)", loc, unitID(prov, coast))
			}
		}
	}
	for _, p := range b.Provinces {
		if _, ok := c.inGraph[p.ID]; !ok {
			c.add(p.Line, "path %s is not a province of the graph", p.ID)
		}
	}
}

// anchors checks that every unit anchor names a coast the graph has and
// stands inside its province.
func (c *checker) anchors() {
	for _, u := range c.b.Units {
		gp, ok := c.inGraph[u.Province]
		if !ok {
			continue
		}
		if u.Coast != "" && !contains(gp.Coasts, u.Coast) {
			c.add(u.Line, "unit anchor %s names a coast the graph does not have", u.Loc())
		}
		if p := c.b.Province(u.Province); p != nil && !p.Contains(u.At) {
			c.add(u.Line, "unit anchor %s at (%.1f, %.1f) is outside its province", u.Loc(), u.At.X, u.At.Y)
		}
	}
}

// centres checks that SC markers stand inside their provinces, on every
// supply centre and on nothing else.
func (c *checker) centres() {
	b := c.b
	hasSC := map[string]bool{}
	for _, s := range b.SCs {
		hasSC[s.Province] = true
		if p := b.Province(s.Province); p != nil && !p.Contains(s.At) {
			c.add(s.Line, "supply-centre marker of %s is outside its province", s.Province)
		}
		if gp, ok := c.inGraph[s.Province]; ok && !gp.SC {
			c.add(s.Line, "%s has a supply-centre marker but is not a supply centre", s.Province)
		}
	}
	for _, gp := range c.g.Provinces {
		if gp.SC && !hasSC[gp.ID] && b.Province(gp.ID) != nil {
			c.add(0, "supply centre %s has no marker (expected <circle id=\"sc-%s\"> in the supply-centres layer)", gp.ID, gp.ID)
		}
	}
}

// contacts compares what touches with what the graph links: a link between
// provinces that do not touch needs a marker and must not be bordered, and
// a touching pair that is not linked needs a border. It returns the pairs
// markers show linked.
func (c *checker) contacts(touch map[[2]string]float64) map[[2]string]bool {
	b := c.b
	linked := map[[2]string]Link{}
	for _, l := range c.g.Links {
		a, _ := SplitLoc(l.A)
		d, _ := SplitLoc(l.B)
		if a != d {
			linked[pairKey(a, d)] = l
		}
	}
	marked := map[[2]string]bool{}
	for _, m := range b.Markers {
		a, _ := SplitLoc(m.Link[0])
		d, _ := SplitLoc(m.Link[1])
		marked[pairKey(a, d)] = true
	}
	bordered := map[[2]string]int{}
	for _, br := range b.Borders {
		a, _ := SplitLoc(br.Between[0])
		d, _ := SplitLoc(br.Between[1])
		bordered[pairKey(a, d)] = br.Line
	}
	for k, l := range linked {
		if b.Province(k[0]) == nil || b.Province(k[1]) == nil {
			continue
		}
		if touch[k] < MinContact && !marked[k] {
			c.add(0, "%s–%s are linked but do not touch on the board: draw them touching (on a generated board, move anchors in board.toml so the two meet); only for a link the map cannot show, a strait or canal, add a marker with data-link=\"%s %s\"", l.A, l.B, l.A, l.B)
		}
		if line, ok := bordered[k]; ok {
			c.add(line, "%s–%s are linked but drawn with an impassable border", k[0], k[1])
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
		if c.inGraph[k[0]].ID == "" || c.inGraph[k[1]].ID == "" {
			continue
		}
		c.add(0, "%s and %s touch on the board (%.0f units) but are not linked: if they border, add the link to variant.txt (e.g. \"both %s: %s\", or army/fleet); if they should not touch, move the edge between them (anchors in board.toml); only a real barrier is an impassable border (data-between=\"%s %s\")", k[0], k[1], n, k[0], k[1], k[0], k[1])
	}
	return marked
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
	wrap bool // the last column touches the first (a world map)
}

// rasterise fills the grid, or returns nil for a board too big to check.
func rasterise(b *Board) *raster {
	w, h := int(math.Ceil(b.Width)), int(math.Ceil(b.Height))
	if w <= 0 || h <= 0 || w*h > 1<<26 {
		return nil
	}
	r := &raster{w: w, h: h, cell: make([]int16, w*h), wrap: b.Wrap}
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
			if r.wrap && x == w-1 {
				if e := row[0]; e != 0 && e != v {
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
