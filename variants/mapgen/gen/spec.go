package gen

import (
	"errors"
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// LonLat is a geographic position in degrees: [longitude, latitude].
type LonLat [2]float64

// Spec is a variant's board.toml: how to draw its board from geography.
type Spec struct {
	Width      int          `toml:"width"`       // board width in pixels (= board units)
	Projection Projection   `toml:"projection"`  // map projection and bounds
	Land       string       `toml:"land"`        // world-atlas resolution: "50m" (default) or "10m"
	Magnifiers []Magnifier  `toml:"magnifier"`   // smooth local enlargements
	Cartogram  *Cartogram   `toml:"cartogram"`   // room by design (room.go); nil: the plain projection
	Provinces  []ProvSpec   `toml:"province"`    // provinces, land and sea
	Impassable []ProvSpec   `toml:"impassable"`  // impassable regions, grown like provinces
	Barriers   []Barrier    `toml:"barrier"`     // lines growth cannot cross
	Islands    []Island     `toml:"island"`      // owners for land not reachable by land
	Markers    []MarkerSpec `toml:"marker"`      // canals, bridges, wraps
	Borders    []BorderSpec `toml:"border"`      // impassable borders to draw
	Insets     []InsetSpec  `toml:"inset"`       // far-away areas drawn in boxes
	Rivers     *RiverSpec   `toml:"rivers"`      // river selection; nil: none
	Lakes      *LakeSpec    `toml:"lakes"`       // lake selection; nil: none
	IslandSnap float64      `toml:"island_snap"` // px: unowned islands this close join the nearest province
	LabelSize  float64      `toml:"label_size"`  // default label size in px

	file string
	src  string
}

// Projection is the map projection, its parameters and the lon/lat box the
// board shows.
type Projection struct {
	Kind      string     `toml:"kind"`      // "lcc", "mercator" or "equirect"
	Center    LonLat     `toml:"center"`    // origin longitude and latitude
	Parallels [2]float64 `toml:"parallels"` // standard parallels (lcc)
	Bounds    [4]float64 `toml:"bounds"`    // west, south, east, north
	Height    int        `toml:"height"`    // optional: crop/extend to this height
	// Aspect, optional, is the board's width over its height: the
	// projection is stretched north–south to it, so that a world map
	// fills a pane of that shape rather than a strip of it.
	Aspect float64 `toml:"aspect"`
	// Clip, optional, is a [west, south, east, north] box: the main map
	// draws no geography outside it, so a theatre drawn in an inset is
	// not drawn a second time beside its box.
	Clip *[4]float64 `toml:"clip"`
}

// Magnifier enlarges the area within Radius pixels of At by Strength at its
// centre, smoothly and monotonically (so topology is kept). With Core > 0 the
// disc of Core·Radius around At is enlarged uniformly by Strength (shapes
// kept) and the ring outside it takes up the difference.
type Magnifier struct {
	At       LonLat  `toml:"at"`
	Radius   float64 `toml:"radius"`
	Strength float64 `toml:"strength"`
	Core     float64 `toml:"core"`
}

// ProvSpec describes one province (or impassable region).
type ProvSpec struct {
	ID        string   `toml:"id"`
	Name      string   `toml:"name"`
	Sea       bool     `toml:"sea"`
	Anchors   []LonLat `toml:"anchors"`   // growth seeds; a sea's anchor in a lake makes the lake water
	Countries []string `toml:"countries"` // optional mask: Natural Earth country names
	Polygon   []LonLat `toml:"polygon"`   // optional: area forced to this province
	Atoll     bool     `toml:"atoll"`     // the land data lacks it: its polygon is made land
	Water     bool     `toml:"water"`     // impassable only: its polygon takes water too (an ice cap over the sea)
	// Hybrid: a land province that holds a body of water (1812 Overture's
	// Dublin with the Irish Sea): its polygon, water included, is made
	// its land, and a coast may face it as it faces a sea.
	Hybrid    bool        `toml:"hybrid"`
	SC        *LonLat     `toml:"sc"`    // supply centre position
	Unit      *LonLat     `toml:"unit"`  // unit anchor override
	Label     *LonLat     `toml:"label"` // label position override
	LabelText string      `toml:"label_text"`
	Abbr      string      `toml:"abbr"` // the abbreviation drawn when the name does not fit; default: the id with a capital
	Coasts    []CoastSpec `toml:"coasts"`
}

// CoastSpec is one coast of a split-coast province: the seas it faces.
type CoastSpec struct {
	ID   string   `toml:"id"`
	Seas []string `toml:"seas"`
	Unit *LonLat  `toml:"unit"`
}

// Barrier is a polyline that province growth cannot cross.
type Barrier struct {
	Line   []LonLat `toml:"line"`
	Blocks string   `toml:"blocks"` // "land", "sea" or "both" (default)
}

// Island gives the land at At (its whole landmass) to Owner.
type Island struct {
	At    LonLat `toml:"at"`
	Owner string `toml:"owner"`
}

// MarkerSpec is a visible link marker.
type MarkerSpec struct {
	Kind string   `toml:"kind"` // canal, waterway, bridge, wrap, inset
	Link []string `toml:"link"` // one or two locations
	Line []LonLat `toml:"line"` // optional path; default: the shortest gap
}

// InsetSpec draws the lon/lat area Bounds into a box of the board (Box = [x,
// y, width, height] in pixels), in its own projection centred on Bounds (see
// insetProj) fitted to the box, so north is up whatever the main projection
// does there; a frame and a leader line between the two locations of Link
// mark it.
type InsetSpec struct {
	Bounds [4]float64 `toml:"bounds"`
	Box    [4]float64 `toml:"box"`
	Link   []string   `toml:"link"`
}

// BorderSpec asks for an impassable border between two touching provinces.
type BorderSpec struct {
	Between []string `toml:"between"`
}

// RiverSpec selects Natural Earth rivers by their drawn length.
type RiverSpec struct {
	MinLength float64 `toml:"min_length"` // px: shorter rivers are left out
	// BorderCost makes land provinces meet along rivers: growing onto a
	// drawn river's pixel costs this many pixels more, so two fronts stop
	// at a river between them rather than meeting on a straight bisector.
	BorderCost float64 `toml:"border_cost"`
}

// LakeSpec selects Natural Earth lakes by their drawn area. Lakes are land
// for growth, except those holding a sea province's anchor: they are carved
// into water for that sea and not drawn as lakes.
type LakeSpec struct {
	MinArea float64 `toml:"min_area"` // px²: smaller lakes are left out
}

// SpecError is a problem in board.toml, with the line when known.
type SpecError struct {
	File string
	Line int
	Msg  string
}

func (e *SpecError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// LoadSpec reads and checks a board.toml.
func LoadSpec(path string) (*Spec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseSpec(data, path)
}

// ParseSpec parses board.toml content; file names it in errors.
func ParseSpec(data []byte, file string) (*Spec, error) {
	s := &Spec{file: file, src: string(data)}
	md, err := toml.Decode(string(data), s)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, &SpecError{file, pe.Position.Line, pe.Message}
		}
		var ppe *toml.ParseError
		if errors.As(err, &ppe) {
			return nil, &SpecError{file, ppe.Position.Line, ppe.Message}
		}
		// Type mismatches read "toml: line N (last key …): …".
		msg := strings.TrimPrefix(err.Error(), "toml: ")
		if m := tomlLineRE.FindStringSubmatch(msg); m != nil {
			line, _ := strconv.Atoi(m[1])
			return nil, &SpecError{file, line, m[2]}
		}
		return nil, &SpecError{file, 0, msg}
	}
	if und := md.Undecoded(); len(und) > 0 {
		k := und[0]
		return nil, s.errAt(lastKey(k.String()), "unknown key %q; expected one of the keys documented in variants/mapgen/README.md", k.String())
	}
	return s, s.validate()
}

func lastKey(k string) string {
	if i := strings.LastIndexByte(k, '.'); i >= 0 {
		return k[i+1:]
	}
	return k
}

// lineOf finds the first line that matches a regular expression.
func (s *Spec) lineOf(re string) int {
	r, err := regexp.Compile(re)
	if err != nil {
		return 0
	}
	for i, l := range strings.Split(s.src, "\n") {
		if r.MatchString(l) {
			return i + 1
		}
	}
	return 0
}

func (s *Spec) errAt(key string, format string, args ...any) error {
	return &SpecError{s.file, s.lineOf(`^\s*` + regexp.QuoteMeta(key) + `\s*=`), fmt.Sprintf(format, args...)}
}

func (s *Spec) errID(id string, format string, args ...any) error {
	return &SpecError{s.file, s.lineOf(`id\s*=\s*"` + regexp.QuoteMeta(id) + `"`), fmt.Sprintf("%s: ", id) + fmt.Sprintf(format, args...)}
}

var (
	idRE       = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	tomlLineRE = regexp.MustCompile(`^line (\d+) (.*)$`)
)

func (s *Spec) validate() error {
	if s.Width < 100 || s.Width > 8000 {
		return s.errAt("width", "width %d: expected a board width between 100 and 8000 pixels", s.Width)
	}
	p := s.Projection
	switch p.Kind {
	case "lcc", "mercator", "equirect":
	default:
		return s.errAt("kind", "projection kind %q: expected \"lcc\", \"mercator\" or \"equirect\"", p.Kind)
	}
	b := p.Bounds
	if !(b[0] < b[2] && b[1] < b[3] && b[1] >= -85 && b[3] <= 85) {
		return s.errAt("bounds", "bounds %v: expected [west, south, east, north] with west < east and -85 ≤ south < north ≤ 85", b)
	}
	if c := p.Clip; c != nil && !(c[0] < c[2] && c[1] < c[3]) {
		return s.errAt("clip", "clip %v: expected [west, south, east, north] with west < east and south < north", *c)
	}
	if p.Aspect < 0 || p.Aspect > 0 && (p.Aspect < 0.5 || p.Aspect > 3) {
		return s.errAt("aspect", "aspect %v: expected a width over height between 0.5 and 3", p.Aspect)
	}
	if c := s.Cartogram; c != nil && (c.Pane[0] < 0 || c.Pane[1] < 0 || (c.Pane[0] > 0) != (c.Pane[1] > 0)) {
		return s.errAt("pane", "cartogram pane %v: expected [width, height] in logical pixels, both above 0", c.Pane)
	}
	switch s.Land {
	case "":
		s.Land = "50m"
	case "50m", "10m", "110m":
	default:
		return s.errAt("land", "land %q: expected \"50m\", \"10m\" or \"110m\"", s.Land)
	}
	for _, m := range s.Magnifiers {
		if m.Radius <= 0 || m.Strength < 1 || m.Strength > 3.5 {
			return s.errAt("strength", "magnifier at %v: expected radius > 0 and 1 ≤ strength ≤ 3.5 (stronger folds the map)", m.At)
		}
		if m.Core < 0 || m.Core >= 1 {
			return s.errAt("core", "magnifier at %v: core %v: expected 0 ≤ core < 1 (a fraction of the radius)", m.At, m.Core)
		}
		if m.Core > 0 && newMag(0, 0, m).minSlope() < 0.2 {
			// The limit: the strongest magnifier of this core that keeps
			// its ring at a fifth of its width (minSlope falls as strength
			// grows).
			lo, hi := 1.0, m.Strength
			for i := 0; i < 40; i++ {
				mid := (lo + hi) / 2
				if newMag(0, 0, Magnifier{Radius: m.Radius, Strength: mid, Core: m.Core}).minSlope() >= 0.2 {
					lo = mid
				} else {
					hi = mid
				}
			}
			return s.errAt("core", "magnifier at %v: core %v with strength %v squeezes its ring to nothing: with core %v the strength may be at most %.2f (or make the core smaller)", m.At, m.Core, m.Strength, m.Core, math.Floor(lo*100)/100)
		}
	}
	ids := map[string]bool{}
	seas := map[string]bool{}
	all := append(append([]ProvSpec{}, s.Provinces...), s.Impassable...)
	for i, pr := range all {
		if !idRE.MatchString(pr.ID) {
			return &SpecError{s.file, s.lineOf(`id\s*=\s*"` + regexp.QuoteMeta(pr.ID) + `"`), fmt.Sprintf("province id %q: expected lowercase letters, digits or _ starting with a letter", pr.ID)}
		}
		if ids[pr.ID] {
			return s.errID(pr.ID, "duplicate id")
		}
		ids[pr.ID] = true
		if pr.Sea || pr.Hybrid {
			seas[pr.ID] = true
		}
		if pr.Hybrid && (pr.Sea || len(pr.Polygon) < 3) {
			return s.errID(pr.ID, "a hybrid is a land province with a polygon = [[lon, lat], …] over the water it holds")
		}
		if len(pr.Anchors) == 0 && len(pr.Polygon) < 3 {
			return s.errID(pr.ID, "expected anchors = [[lon, lat], …] (or a polygon)")
		}
		for _, a := range pr.Anchors {
			if !validLL(a) {
				return s.errID(pr.ID, "anchor %v: expected [longitude, latitude] in degrees", a)
			}
		}
		if i >= len(s.Provinces) && (pr.Sea || pr.SC != nil || len(pr.Coasts) > 0) {
			return s.errID(pr.ID, "impassable regions take no sea, sc or coasts")
		}
		if pr.Water && (i < len(s.Provinces) || len(pr.Polygon) < 3) {
			return s.errID(pr.ID, "water = true is for an impassable region with a polygon")
		}
	}
	for _, pr := range s.Provinces {
		for _, c := range pr.Coasts {
			if c.ID == "" || len(c.Seas) == 0 {
				return s.errID(pr.ID, "coast %q: expected an id and the seas it faces", c.ID)
			}
			for _, sea := range c.Seas {
				if !seas[sea] {
					return s.errID(pr.ID, "coast %s faces %q, which is not a sea province or a hybrid", c.ID, sea)
				}
			}
		}
	}
	for _, is := range s.Islands {
		if !ids[is.Owner] {
			return &SpecError{s.file, s.lineOf(`owner\s*=\s*"` + regexp.QuoteMeta(is.Owner) + `"`), fmt.Sprintf("island owner %q: expected a province id", is.Owner)}
		}
	}
	for _, br := range s.Barriers {
		if len(br.Line) < 2 {
			return s.errAt("line", "barrier: expected a line of at least two [lon, lat] points")
		}
		switch br.Blocks {
		case "", "land", "sea", "both":
		default:
			return s.errAt("blocks", "barrier blocks %q: expected \"land\", \"sea\" or \"both\"", br.Blocks)
		}
	}
	for _, m := range s.Markers {
		switch m.Kind {
		case "canal", "waterway", "bridge", "wrap", "inset":
		default:
			return s.errAt("kind", "marker kind %q: expected canal, waterway, bridge, wrap or inset", m.Kind)
		}
		if len(m.Link) < 1 || len(m.Link) > 2 {
			return s.errAt("link", "marker %v: expected link = [\"a\", \"b\"] (or one province for a canal or waterway)", m.Link)
		}
		for _, l := range m.Link {
			if !ids[strings.SplitN(l, "/", 2)[0]] {
				return s.errAt("link", "marker link %q: expected a province id", l)
			}
		}
		along := m.Kind == "canal" || m.Kind == "waterway"
		if along && len(m.Line) < 2 {
			return s.errAt("line", "%s marker %v: expected line = [[lon, lat], …] along the %s", m.Kind, m.Link, m.Kind)
		}
		if !along && len(m.Link) != 2 {
			return s.errAt("link", "%s marker %v: expected two locations", m.Kind, m.Link)
		}
	}
	for _, bd := range s.Borders {
		if len(bd.Between) != 2 || !ids[bd.Between[0]] || !ids[bd.Between[1]] {
			return s.errAt("between", "border %v: expected between = [\"a\", \"b\"] naming two provinces", bd.Between)
		}
	}
	for _, in := range s.Insets {
		b := in.Bounds
		if !(b[0] < b[2] && b[1] < b[3]) || in.Box[2] < 10 || in.Box[3] < 10 || in.Box[0] < 0 || in.Box[1] < 0 {
			return s.errAt("box", "inset %v: expected bounds = [west, south, east, north] and box = [x, y, width, height] of at least 10 px", in.Bounds)
		}
		if len(in.Link) != 2 || !ids[strings.SplitN(in.Link[0], "/", 2)[0]] || !ids[strings.SplitN(in.Link[1], "/", 2)[0]] {
			return s.errAt("link", "inset %v: expected link = [\"a\", \"b\"]: the province in the box and the one it links to", in.Bounds)
		}
	}
	if s.LabelSize == 0 {
		s.LabelSize = 11
	}
	return nil
}

func validLL(a LonLat) bool {
	return a[0] >= -180 && a[0] <= 360 && a[1] >= -90 && a[1] <= 90
}
