package board

import (
	"fmt"
	"math"
	"sort"
)

// MaxShore is how far, as a share of the board's width, a unit anchor that
// may hold a fleet (a coastal province's, or each coast's of a province
// with several) may stand from a sea: a fleet drawn farther inland reads as
// an army.
const MaxShore = 0.02

// TextWidth measures a name: its width in pixels drawn at size px in the
// font mapview draws names in (namefont.Width). Package board has no fonts,
// so Legible is given one.
type TextWidth func(s string, size float64) float64

// NameBox is the box a label covers at fit zoom (board.FitSize): from 0.8
// of its drawn size above the baseline to 0.25 below, as wide as the text.
func (b *Board) NameBox(l Label, width TextWidth) Rect {
	z := FitSize(l.Size, b.Width, b.Height)
	w := width(l.Text, z)
	return Rect{Point{l.At.X - w/2, l.At.Y - 0.8*z}, Point{l.At.X + w/2, l.At.Y + 0.25*z}}
}

// Legible checks what a player reads at fit zoom (the whole board in a
// 1920×1080 window, FitView) against the quality bars of a board:
//
//   - every anchor that may hold a fleet stands within MaxShore of the
//     board's width of a sea;
//   - every province has one label, drawn at fit zoom over no other label
//     (so none is hidden), and whole inside the province unless it is the
//     abbreviation of a province too small for it;
//   - every SC marker is nearer its own province's label and unit anchors
//     (its own or a coast's) than any other province's;
//   - two coasts of one province stand at least a unit's width apart, so
//     that two fleets drawn there are told apart.
//
// An SC marker outside its province is Check's to report.
func Legible(b *Board, g Graph, width TextWidth) []Problem {
	var probs []Problem
	add := func(line int, format string, args ...any) {
		probs = append(probs, Problem{line, fmt.Sprintf(format, args...)})
	}
	for _, u := range fleetAnchors(b, g) {
		if d := seaDistance(b, u.At, MaxShore*b.Width); d > MaxShore*b.Width {
			add(u.Line, "the anchor of %s at (%.0f, %.0f) is more than %.0f units (%.0f %% of the board's width) from any sea: expected a fleet's anchor on the coast", u.Loc(), u.At.X, u.At.Y, MaxShore*b.Width, MaxShore*100)
		}
	}
	r := FitUnitRadius(b)
	coasts := map[string][]Anchor{}
	for _, u := range b.Units {
		if u.Coast != "" {
			coasts[u.Province] = append(coasts[u.Province], u)
		}
	}
	for _, gp := range g.Provinces {
		cs := coasts[gp.ID]
		for i, a := range cs {
			for _, c := range cs[i+1:] {
				if d := math.Hypot(a.At.X-c.At.X, a.At.Y-c.At.Y); d < 2*r {
					add(c.Line, "the anchors of %s and %s are %.0f units apart, less than a unit's width at fit zoom (%.0f): two fleets there would stand on each other", a.Loc(), c.Loc(), d, 2*r)
				}
			}
		}
	}
	boxes := map[string]Rect{}
	var ids []string
	for _, l := range b.Labels {
		if _, dup := boxes[l.Province]; dup {
			add(l.Line, "%s has a second label", l.Province)
			continue
		}
		r := b.NameBox(l, width)
		boxes[l.Province] = r
		ids = append(ids, l.Province)
		p := b.Province(l.Province)
		if p == nil || (l.Abbr != "" && l.Text == l.Abbr) {
			continue // an abbreviation may stand by a province too small for it
		}
		for _, c := range []Point{r.Min, {r.Max.X, r.Min.Y}, r.Max, {r.Min.X, r.Max.Y}, {(r.Min.X + r.Max.X) / 2, r.Min.Y}, {(r.Min.X + r.Max.X) / 2, r.Max.Y}} {
			if !p.Contains(c) {
				add(l.Line, "the name %q of %s reaches out of its province at fit zoom (at %.0f, %.0f): expected it inside, or an abbreviation", l.Text, l.Province, c.X, c.Y)
				break
			}
		}
	}
	sort.Strings(ids)
	for i, a := range ids {
		for _, c := range ids[i+1:] {
			if overlap(boxes[a], boxes[c]) {
				add(0, "the names of %s and %s overlap at fit zoom: one would be hidden", a, c)
			}
		}
	}
	for _, gp := range g.Provinces {
		if _, ok := boxes[gp.ID]; !ok && b.Province(gp.ID) != nil {
			add(0, "%s has no label (expected <text id=\"label-%s\"> in the labels layer)", gp.ID, gp.ID)
		}
	}
	for _, s := range b.SCs {
		d := math.Inf(1)
		for _, u := range b.Units {
			if u.Province == s.Province {
				d = math.Min(d, math.Hypot(s.At.X-u.At.X, s.At.Y-u.At.Y))
			}
		}
		if !math.IsInf(d, 1) {
			for _, u := range b.Units {
				if u.Province != s.Province && math.Hypot(s.At.X-u.At.X, s.At.Y-u.At.Y) < d {
					add(s.Line, "the SC marker of %s at (%.0f, %.0f) is nearer the unit of %s than its own: expected it by its own unit", s.Province, s.At.X, s.At.Y, u.Loc())
					break
				}
			}
		}
		own, ok := boxes[s.Province]
		if !ok {
			continue
		}
		g := rectGap(own, s.At)
		for _, id := range ids {
			if id != s.Province && rectGap(boxes[id], s.At) < g {
				add(s.Line, "the SC marker of %s at (%.0f, %.0f) is nearer the name of %s than its own: expected it by its own name", s.Province, s.At.X, s.At.Y, id)
				break
			}
		}
	}
	return probs
}

// fleetAnchors are the anchors a fleet may stand on by a sea: each coast's
// of a province with several, and a land province's own where fleets sail
// to or from a sea province (not one reached only along a river).
func fleetAnchors(b *Board, g Graph) []Anchor {
	sea := map[string]bool{}
	for _, gp := range g.Provinces {
		sea[gp.ID] = gp.Sea
	}
	fleet := map[string]bool{}
	for _, l := range g.Links {
		a, _ := SplitLoc(l.A)
		c, _ := SplitLoc(l.B)
		if l.Fleet && sea[c] {
			fleet[a] = true
		}
		if l.Fleet && sea[a] {
			fleet[c] = true
		}
	}
	var out []Anchor
	for _, gp := range g.Provinces {
		if gp.Sea {
			continue
		}
		for _, u := range b.Units {
			if u.Province == gp.ID && ((len(gp.Coasts) == 0 && u.Coast == "" && fleet[gp.ID]) || (u.Coast != "" && len(gp.Coasts) > 0)) {
				out = append(out, u)
			}
		}
	}
	return out
}

// seaDistance is the distance from p to the nearest point of a sea
// province, or +Inf if none is within r.
func seaDistance(b *Board, p Point, r float64) float64 {
	best := math.Inf(1)
	for _, s := range b.Provinces {
		if s.Kind != Sea || s.Bounds.Min.X > p.X+r || s.Bounds.Max.X < p.X-r || s.Bounds.Min.Y > p.Y+r || s.Bounds.Max.Y < p.Y-r {
			continue
		}
		if s.Contains(p) {
			return 0
		}
		for _, ring := range s.Rings {
			for i := range ring {
				best = math.Min(best, segDist(p, ring[i], ring[(i+1)%len(ring)]))
			}
		}
	}
	return best
}

// segDist is the distance from p to the segment a–c.
func segDist(p, a, c Point) float64 {
	dx, dy := c.X-a.X, c.Y-a.Y
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l))
	}
	return math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy)
}

func overlap(a, c Rect) bool {
	return a.Min.X < c.Max.X && c.Min.X < a.Max.X && a.Min.Y < c.Max.Y && c.Min.Y < a.Max.Y
}

// rectGap is the distance from r to p (0 inside).
func rectGap(r Rect, p Point) float64 {
	dx := math.Max(0, math.Max(r.Min.X-p.X, p.X-r.Max.X))
	dy := math.Max(0, math.Max(r.Min.Y-p.Y, p.Y-r.Max.Y))
	return math.Hypot(dx, dy)
}
