package render

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Legibility is what a Geometry shows a player about reading the board:
// how many names are in full, how small the smallest is, and what covers
// what. Counts of zero are what a readable board has.
type Legibility struct {
	Size [2]int
	// Names is the number of names the board has (drawn or left out),
	// Full those drawn as the province's full name.
	Names, Full int
	MinPx       float64 // the smallest name drawn, in pixels
	// Overlaps counts pairs of names drawn over each other, names left
	// out because they would have been, and captions ("to East Arctic
	// Sea") drawn over a name, another caption or another inset's box, or
	// out of their own.
	Overlaps int
	// CentreOverName counts supply-centre markers drawn over a name (or
	// a caption).
	CentreOverName int
	// UnitOutside counts places a unit stands whose disc lies less than
	// MinInside inside its own province.
	UnitOutside int
	// UnitOverName counts places a unit stands whose disc covers another
	// province's name (or a caption).
	UnitOverName int
	// Far counts names whose box lies farther than FarNames of their own
	// heights from their own province: led there across other provinces,
	// they name the wrong place.
	Far int
	// Cases names each problem counted, for a designer to find it.
	Cases []string
}

// MinInside is the share of a unit's disc (by area) that must lie inside
// its province for the unit to read as standing there.
const MinInside = 0.6

// FullPct is the share of names drawn in full, in per cent.
func (l Legibility) FullPct() float64 {
	if l.Names == 0 {
		return 100
	}
	return 100 * float64(l.Full) / float64(l.Names)
}

// Target is a quality bar for a pane size: names in full and the
// smallest name, for ordinary and for crowded boards; everything that
// covers something, and every name far from its province, must count
// zero.
type Target struct {
	Size [2]int
	// FullPct is the least share of names in full; CrowdedFullPct the
	// same for a board of more than Crowded provinces (a world map).
	FullPct, CrowdedFullPct float64
	MinPx                   float64
}

// Crowded is the number of provinces above which a board is held to
// the crowded share of full names.
const Crowded = 250

// Targets are the bars every board is measured against: the turn
// screen's board pane in a 1920×1080 window and in a 1366×768 one.
var Targets = []Target{
	{Size: [2]int{1300, 1000}, FullPct: 95, CrowdedFullPct: 60, MinPx: 11},
	{Size: [2]int{900, 640}, FullPct: 80, CrowdedFullPct: 40, MinPx: 10},
}

// Bar names, as Check reports them.
const (
	BarFull           = "names in full"
	BarMinPx          = "smallest name"
	BarOverlaps       = "names overlapping"
	BarCentreOverName = "centre marker over a name"
	BarUnitOutside    = "unit place outside its province"
	BarUnitOverName   = "unit place over another's name"
	BarFar            = "name far from its province"
)

// Miss is a bar a board does not meet.
type Miss struct {
	Bar       string
	Got, Want string
}

// Check lists the bars of t that l misses, for a board of provinces
// provinces.
func (l Legibility) Check(t Target, provinces int) []Miss {
	var out []Miss
	want := t.FullPct
	if provinces > Crowded {
		want = t.CrowdedFullPct
	}
	if l.FullPct() < want {
		out = append(out, Miss{BarFull, fmt.Sprintf("%.1f %%", l.FullPct()), fmt.Sprintf("≥ %.0f %%", want)})
	}
	if l.MinPx < t.MinPx {
		out = append(out, Miss{BarMinPx, fmt.Sprintf("%.1f px", l.MinPx), fmt.Sprintf("≥ %.0f px", t.MinPx)})
	}
	for _, c := range []struct {
		bar string
		n   int
	}{{BarOverlaps, l.Overlaps}, {BarCentreOverName, l.CentreOverName}, {BarUnitOutside, l.UnitOutside}, {BarUnitOverName, l.UnitOverName}, {BarFar, l.Far}} {
		if c.n > 0 {
			out = append(out, Miss{c.bar, fmt.Sprint(c.n), "0"})
		}
	}
	return out
}

// String is one line: the figures of every bar.
func (l Legibility) String() string {
	return fmt.Sprintf("%d×%d: names in full %d/%d (%.1f %%), smallest %.1f px, overlapping %d, centre over name %d, unit place outside %d, unit place over a name %d, name far from its province %d",
		l.Size[0], l.Size[1], l.Full, l.Names, l.FullPct(), l.MinPx, l.Overlaps, l.CentreOverName, l.UnitOutside, l.UnitOverName, l.Far)
}

// Measure reads the quality figures off what was drawn.
func Measure(g *Geometry) Legibility {
	l := Legibility{Size: g.Size, MinPx: math.Inf(1)}
	l.Names = len(g.Labels) + len(g.Hidden)
	for _, lb := range g.Labels {
		if lb.Full {
			l.Full++
		}
		l.MinPx = math.Min(l.MinPx, lb.Px)
	}
	if math.IsInf(l.MinPx, 1) {
		l.MinPx = 0
	}
	for i, a := range g.Labels {
		for _, b := range g.Labels[i+1:] {
			if boxesOverlap(a.Box, b.Box) {
				l.Overlaps++
				l.Cases = append(l.Cases, fmt.Sprintf("the names %q and %q overlap", a.Text, b.Text))
			}
		}
	}
	for _, h := range g.Hidden {
		l.Overlaps++
		l.Cases = append(l.Cases, fmt.Sprintf("the name %q of %s is left out: it would overlap another", h.Text, h.Province))
	}
	l.captionOverlaps(g)
	for _, c := range g.Centres {
		for _, lb := range g.Labels {
			if discMeetsBox(c.Centre, c.Radius, lb.Box) {
				l.CentreOverName++
				l.Cases = append(l.Cases, fmt.Sprintf("the centre marker of %s covers the name %q", c.Province, lb.Text))
			}
		}
	}
	rings := map[string][][][2]float64{}
	for _, p := range g.Provinces {
		rings[p.ID] = p.Rings
	}
	for _, a := range g.Anchors {
		loc := a.Province
		if a.Coast != "" {
			loc += "/" + a.Coast
		}
		if in := discInside(a.Centre, a.Radius, rings[a.Province]); in < MinInside {
			l.UnitOutside++
			l.Cases = append(l.Cases, fmt.Sprintf("a unit in %s stands %.0f %% inside its province", loc, 100*in))
		}
		for _, lb := range g.Labels {
			if lb.Province != a.Province && discMeetsBox(a.Centre, a.Radius, lb.Box) {
				l.UnitOverName++
				l.Cases = append(l.Cases, fmt.Sprintf("a unit in %s covers the name %q", loc, lb.Text))
			}
		}
	}
	for _, lb := range g.Labels {
		rs := rings[lb.Province]
		if len(rs) == 0 {
			continue // no outline recorded: nothing to be far from
		}
		if d := boxRingsDist(lb.Box, rs); d > FarNames*lb.Px {
			l.Far++
			l.Cases = append(l.Cases, fmt.Sprintf("the name %q stands %.0f px from %s", lb.Text, d, lb.Province))
		}
	}
	sort.Strings(l.Cases)
	return l
}

// captionOverlaps counts, into Overlaps, the captions that cover a name,
// another caption or another inset's box, and those that leave their own;
// a centre marker or a unit place over a caption counts as over a name.
func (l *Legibility) captionOverlaps(g *Geometry) {
	frames := map[[4]float64]bool{}
	for _, c := range g.Captions {
		if c.Frame != ([4]float64{}) {
			frames[c.Frame] = true
		}
	}
	for i, c := range g.Captions {
		for _, d := range g.Captions[i+1:] {
			if boxesOverlap(c.Box, d.Box) {
				l.Overlaps++
				l.Cases = append(l.Cases, fmt.Sprintf("the captions %q and %q overlap", c.Text, d.Text))
			}
		}
		for _, lb := range g.Labels {
			if boxesOverlap(c.Box, lb.Box) {
				l.Overlaps++
				l.Cases = append(l.Cases, fmt.Sprintf("the caption %q covers the name %q", c.Text, lb.Text))
			}
		}
		f := c.Frame
		if f != ([4]float64{}) && (c.Box[0] < f[0] || c.Box[1] < f[1] || c.Box[2] > f[2] || c.Box[3] > f[3]) {
			l.Overlaps++
			l.Cases = append(l.Cases, fmt.Sprintf("the caption %q runs out of its box", c.Text))
		}
		for _, ce := range g.Centres {
			if discMeetsBox(ce.Centre, ce.Radius, c.Box) {
				l.CentreOverName++
				l.Cases = append(l.Cases, fmt.Sprintf("the centre marker of %s covers the caption %q", ce.Province, c.Text))
			}
		}
		for _, a := range g.Anchors {
			if discMeetsBox(a.Centre, a.Radius, c.Box) {
				l.UnitOverName++
				l.Cases = append(l.Cases, fmt.Sprintf("a unit in %s covers the caption %q", a.Province, c.Text))
			}
		}
		for o := range frames {
			if o != f && boxesOverlap(c.Box, o) {
				l.Overlaps++
				l.Cases = append(l.Cases, fmt.Sprintf("the caption %q runs into another inset's box", c.Text))
			}
		}
	}
}

// Table is the figures of several measurements as a plain-text table,
// one board per line.
func Table(rows []string, ls []Legibility) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-16s %-9s %13s %8s %8s %8s %8s %8s %8s\n", "board", "pane", "full", "min px", "overlap", "sc/name", "outside", "u/name", "far")
	for i, l := range ls {
		fmt.Fprintf(&sb, "%-16s %-9s %4d/%-4d%3.0f%% %8.1f %8d %8d %8d %8d %8d\n", rows[i], fmt.Sprintf("%dx%d", l.Size[0], l.Size[1]),
			l.Full, l.Names, l.FullPct(), l.MinPx, l.Overlaps, l.CentreOverName, l.UnitOutside, l.UnitOverName, l.Far)
	}
	return sb.String()
}

func boxesOverlap(a, b [4]float64) bool {
	return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

// discMeetsBox reports whether a disc reaches into a box (touching is
// not covering).
func discMeetsBox(c [2]float64, r float64, b [4]float64) bool {
	if b[2] <= b[0] || b[3] <= b[1] {
		return false
	}
	nx, ny := math.Min(math.Max(c[0], b[0]), b[2]), math.Min(math.Max(c[1], b[1]), b[3])
	return (nx-c[0])*(nx-c[0])+(ny-c[1])*(ny-c[1]) < r*r
}

// discInside is the share of a disc's area inside rings (even-odd),
// sampled on a grid of points over the disc.
func discInside(c [2]float64, r float64, rings [][][2]float64) float64 {
	const n = 16
	in, all := 0, 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			x := c[0] - r + (float64(i)+0.5)*2*r/n
			y := c[1] - r + (float64(j)+0.5)*2*r/n
			if (x-c[0])*(x-c[0])+(y-c[1])*(y-c[1]) > r*r {
				continue
			}
			all++
			if ringsContain(rings, x, y) {
				in++
			}
		}
	}
	if all == 0 {
		return 0
	}
	return float64(in) / float64(all)
}

func ringsContain(rings [][][2]float64, x, y float64) bool {
	in := false
	for _, r := range rings {
		for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
			a, b := r[i], r[j]
			if (a[1] > y) != (b[1] > y) && x < a[0]+(y-a[1])*(b[0]-a[0])/(b[1]-a[1]) {
				in = !in
			}
		}
	}
	return in
}

// FarNames is how far, in name heights (the name's own size in pixels),
// a name may stand from its own province: a short leader to a small
// island or a narrow coastal province reads as the province's; one led
// across other provinces ("ADR" beside Warsaw) names the wrong place.
const FarNames = 3

// boxRingsDist is how far a name's box lies from its province's rings, in
// pixels (0 where they meet).
func boxRingsDist(b [4]float64, rings [][][2]float64) float64 {
	if ringsContain(rings, (b[0]+b[2])/2, (b[1]+b[3])/2) {
		return 0
	}
	best := math.Inf(1)
	for _, r := range rings {
		for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
			best = math.Min(best, segBoxDist(r[j], r[i], b))
			if best == 0 {
				return 0
			}
		}
	}
	return best
}

// segBoxDist is the distance from the segment a–e to the box b (0 where
// they meet).
func segBoxDist(a, e [2]float64, b [4]float64) float64 {
	in := func(p [2]float64) bool { return p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3] }
	if in(a) || in(e) {
		return 0
	}
	corners := [4][2]float64{{b[0], b[1]}, {b[2], b[1]}, {b[2], b[3]}, {b[0], b[3]}}
	best := math.Inf(1)
	for k := range corners {
		c, d := corners[k], corners[(k+1)%4]
		if segsCross(a, e, c, d) {
			return 0
		}
		best = math.Min(best, pointSegDist(c, a, e))
	}
	for _, p := range [][2]float64{a, e} {
		nx, ny := math.Min(math.Max(p[0], b[0]), b[2]), math.Min(math.Max(p[1], b[1]), b[3])
		best = math.Min(best, math.Hypot(p[0]-nx, p[1]-ny))
	}
	return best
}

func pointSegDist(p, a, e [2]float64) float64 {
	dx, dy := e[0]-a[0], e[1]-a[1]
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = math.Min(1, math.Max(0, ((p[0]-a[0])*dx+(p[1]-a[1])*dy)/l2))
	}
	return math.Hypot(p[0]-a[0]-t*dx, p[1]-a[1]-t*dy)
}

func segsCross(a, b, c, d [2]float64) bool {
	side := func(p, q, r [2]float64) float64 { return (q[0]-p[0])*(r[1]-p[1]) - (q[1]-p[1])*(r[0]-p[0]) }
	d1, d2 := side(c, d, a), side(c, d, b)
	d3, d4 := side(a, b, c), side(a, b, d)
	return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0)
}
