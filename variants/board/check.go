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
// centre and on nothing else. It returns the problems found,
// sorted; none means the board is consistent with the graph.
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

	touch := Touching(b)
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
	w, h := int(math.Ceil(b.Width)), int(math.Ceil(b.Height))
	if w <= 0 || h <= 0 || w*h > 1<<26 {
		return nil
	}
	grid := make([]int16, w*h)
	for i, p := range b.Provinces {
		fillRings(grid, w, h, p.Rings, int16(i+1))
	}
	counts := map[[2]int16]float64{}
	pair := func(a, c int16) {
		if a == 0 || c == 0 || a == c {
			return
		}
		if a > c {
			a, c = c, a
		}
		counts[[2]int16{a, c}]++
	}
	for y := 0; y < h; y++ {
		row := grid[y*w : (y+1)*w]
		for x := 0; x < w; x++ {
			v := row[x]
			if x+1 < w {
				if r := row[x+1]; r != v {
					if r == 0 && x+2 < w {
						pair(v, row[x+2])
					} else {
						pair(v, r)
					}
				}
			}
			if y+1 < h {
				if d := grid[(y+1)*w+x]; d != v {
					if d == 0 && y+2 < h {
						pair(v, grid[(y+2)*w+x])
					} else {
						pair(v, d)
					}
				}
			}
		}
	}
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
