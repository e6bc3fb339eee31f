package board

import (
	"math"
)

// Point is a position in board units (the SVG user space of map.svg).
type Point struct{ X, Y float64 }

// Ring is a closed polygon ring; the last point joins the first.
type Ring []Point

// Rect is an axis-aligned box in board units.
type Rect struct{ Min, Max Point }

// Kind says what a province is for drawing: land (armies) or sea (fleets).
type Kind int

// The province kinds a board distinguishes (coasts are land provinces).
const (
	Land Kind = iota
	Sea
)

func (k Kind) String() string {
	if k == Sea {
		return "sea"
	}
	return "land"
}

// Province is one province's outline: one or more rings, filled even-odd, so
// islands are extra rings and lakes inside are holes.
type Province struct {
	ID     string
	Name   string // the <title> of the path, if any
	Kind   Kind
	Rings  []Ring
	Bounds Rect
	Line   int // line of the <path> in map.svg
}

// Anchor is where a unit (or an SC marker) of a province or one of its coasts
// is drawn.
type Anchor struct {
	Province string
	Coast    string // "" for the province itself, else e.g. "nc"
	At       Point
	Line     int
}

// Loc is the location name "stp" or "stp/nc" used by the variant graph.
func (a Anchor) Loc() string {
	if a.Coast == "" {
		return a.Province
	}
	return a.Province + "/" + a.Coast
}

// Marker kinds for links the geometry does not show (or shows poorly).
const (
	MarkerCanal    = "canal"
	MarkerWaterway = "waterway"
	MarkerBridge   = "bridge"
	MarkerWrap     = "wrap"
	MarkerInset    = "inset"
)

// Marker is a visible sign for a link: a canal through a province, a
// navigable river (a waterway) fleets sail along, a land bridge across a
// strait, a wrap-around between board edges, an inset box. Link names the
// two locations it connects (or, for a canal or a waterway through one
// province, the province and an empty second); Lines are what is drawn; Captions explain it (a
// wrap's "to West Arctic Sea" at each end, the seas an inset's province
// borders inside its box).
type Marker struct {
	ID       string
	Kind     string
	Link     [2]string
	Lines    [][]Point
	Captions []Caption
	Line     int
}

// Caption is a short text drawn with a marker: At is the centre of its
// baseline, Size its board size (drawn like a label, at LabelPx).
type Caption struct {
	Text string
	At   Point
	Size float64
	Line int
}

// Border is a drawn impassable border between two touching provinces that are
// not linked in the graph.
type Border struct {
	Between [2]string
	Lines   [][]Point
	Line    int
}

// Label is a province name drawn on the board.
type Label struct {
	Province string
	Text     string
	Abbr     string // the abbreviation drawn instead when a player asks for it
	At       Point  // centre of the text's baseline
	Size     float64
	Line     int
}

// Shape is a decoration outline (neutral land, lakes, impassable regions).
type Shape struct {
	ID    string
	Rings []Ring
}

// Board is a parsed map.svg: province outlines, anchors, markers and the
// decoration layers.
type Board struct {
	Width, Height float64
	// Wrap says the board is a world map whose east and west edges are
	// the same meridian: a province at x = 0 touches one at x = Width, and
	// a viewer may pan round it without end.
	Wrap bool

	Provinces []*Province
	Units     []Anchor // one per province and per coast
	SCs       []Anchor // supply-centre marker positions
	Markers   []Marker
	Borders   []Border
	Labels    []Label

	Land       []Shape   // land that belongs to no province
	Impassable []Shape   // hatched impassable land
	Lakes      []Shape   // lakes drawn over the land
	Rivers     [][]Point // river centre-lines
	Coastline  [][]Point // the land/water line
	index      map[string]*Province
	anchors    map[string]int // Units by location, see Unit
}

// Province returns the province with id, or nil. It never modifies the
// board, so parsed boards are safe to share between goroutines.
func (b *Board) Province(id string) *Province {
	if b.index != nil && len(b.index) == len(b.Provinces) {
		if p := b.index[id]; p != nil && p.ID == id {
			return p
		}
	}
	for _, p := range b.Provinces {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// reindex builds the indexes Province and Unit use (Parse calls it).
func (b *Board) reindex() {
	b.index = make(map[string]*Province, len(b.Provinces))
	for _, p := range b.Provinces {
		b.index[p.ID] = p
	}
	b.anchors = make(map[string]int, len(b.Units))
	for i, a := range b.Units {
		if _, dup := b.anchors[a.Loc()]; !dup {
			b.anchors[a.Loc()] = i
		}
	}
}

// Unit returns the unit anchor of a location ("stp", "stp/nc"); for a coast
// without its own anchor it falls back to the province's.
// Drawing a scene asks this many times per order, so parsed boards answer
// from an index; a board built or changed by hand is searched.
func (b *Board) Unit(loc string) (Point, bool) {
	if loc == "" {
		return Point{}, false
	}
	if i, ok := b.anchors[loc]; ok && i < len(b.Units) && b.Units[i].Loc() == loc {
		return b.Units[i].At, true
	}
	prov, coast := SplitLoc(loc)
	if _, own := b.anchors[loc]; !own && coast != "" { // a coast drawn at its province's anchor
		if i, ok := b.anchors[prov]; ok && i < len(b.Units) && b.Units[i].Loc() == prov {
			return b.Units[i].At, true
		}
	}
	var fallback *Anchor
	for i := range b.Units {
		a := &b.Units[i]
		if a.Province != prov {
			continue
		}
		if a.Coast == coast {
			return a.At, true
		}
		if a.Coast == "" {
			fallback = a
		}
	}
	if fallback != nil {
		return fallback.At, true
	}
	return Point{}, false
}

// ProvinceAt returns the province containing pt, or nil. It is a linear scan:
// callers hit-testing often should index the provinces.
func (b *Board) ProvinceAt(pt Point) *Province {
	for _, p := range b.Provinces {
		if p.Contains(pt) {
			return p
		}
	}
	return nil
}

// SplitLoc splits "stp/nc" into "stp" and "nc".
func SplitLoc(loc string) (province, coast string) {
	for i := 0; i < len(loc); i++ {
		if loc[i] == '/' {
			return loc[:i], loc[i+1:]
		}
	}
	return loc, ""
}

// Contains reports whether pt is inside the province (even-odd rule).
func (p *Province) Contains(pt Point) bool {
	if p.Bounds != (Rect{}) && (pt.X < p.Bounds.Min.X || pt.X > p.Bounds.Max.X || pt.Y < p.Bounds.Min.Y || pt.Y > p.Bounds.Max.Y) {
		return false
	}
	return RingsContain(p.Rings, pt)
}

// Area is the province's area in square board units (even-odd).
func (p *Province) Area() float64 {
	a := 0.0
	for _, r := range p.Rings {
		a += math.Abs(r.SignedArea())
	}
	return a
}

// RingsContain reports whether pt is inside rings under the even-odd rule.
func RingsContain(rings []Ring, pt Point) bool {
	in := false
	for _, r := range rings {
		n := len(r)
		for i, j := 0, n-1; i < n; j, i = i, i+1 {
			a, b := r[i], r[j]
			if (a.Y > pt.Y) != (b.Y > pt.Y) {
				x := a.X + (pt.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y)
				if pt.X < x {
					in = !in
				}
			}
		}
	}
	return in
}

// SignedArea is the ring's shoelace area (positive when counter-clockwise in
// a y-up frame).
func (r Ring) SignedArea() float64 {
	s := 0.0
	for i := range r {
		j := (i + 1) % len(r)
		s += r[i].X*r[j].Y - r[j].X*r[i].Y
	}
	return s / 2
}

// BoundsOf returns the bounding box of rings.
func BoundsOf(rings []Ring) Rect {
	r := Rect{Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}}
	for _, ring := range rings {
		for _, p := range ring {
			r.Min.X = math.Min(r.Min.X, p.X)
			r.Min.Y = math.Min(r.Min.Y, p.Y)
			r.Max.X = math.Max(r.Max.X, p.X)
			r.Max.Y = math.Max(r.Max.Y, p.Y)
		}
	}
	return r
}
