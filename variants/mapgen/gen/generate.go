// Package gen draws a board (map.svg) from geography and a board.toml spec:
// project, rasterise land and water, grow provinces from their anchors,
// trace and simplify their outlines, place unit anchors, SC markers and
// labels, and add coastline, rivers, lakes, impassable land and markers.
package gen

import (
	"time"

	"dipdesk/variants/board"
)

// Stats reports what a generation did, for the command's summary.
type Stats struct {
	W, H        int
	Elapsed     time.Duration
	NeutralLand int // land pixels no province owns
	LakesCarved int // lake polygons turned into water for the seas anchored in them
	// Cramped names the labels seen smaller than label_size, abbreviated,
	// or where a unit may cover them at fit zoom, and the SC markers moved
	// off their cities: the places a magnifier or an override would help.
	Cramped []string
}

// generation is one run of Generate: the spec, the geography, and what
// each step leaves for the next.
type generation struct {
	s       *Spec
	geo     *Geo
	pr      *Projector
	f       *Field
	g       *Grid
	all     []ProvSpec // provinces, then impassable regions
	index   map[string]int
	regions []Region
	carved  map[lakeKey]bool // lakes carved into seas (for decorate and the stats)
	b       *board.Board
	pl      *placer
	room    *room // the first growth, when the board is bent for room
}

// Generate draws the board the spec describes over geo, in the steps the
// README lists: rasterise land and countries (main map, then each inset
// over its box), carve lakes that hold a sea, seed the provinces and
// apply barriers and islands, grow, trace, place units, names and SC
// markers, and decorate.
func Generate(s *Spec, geo *Geo) (*board.Board, Stats, error) {
	start := time.Now()
	pr := NewProjector(s)
	var rm *room
	if s.Cartogram != nil {
		var err error
		if rm, err = planRoom(s, geo, pr); err != nil {
			return nil, Stats{}, err
		}
		pr.warp = rm.warp
		for k, wp := range rm.insets {
			pr.insets[k].warp = wp
		}
	}
	gn := newGeneration(s, geo, pr)
	gn.room = rm
	if err := gn.grow(); err != nil {
		return nil, Stats{}, err
	}
	SnapIslands(gn.f, gn.regions, int(s.IslandSnap))
	smoothBorders(gn.f, gn.regions, 3)
	swell(gn.f, gn.regions, len(s.Provinces), gn.seedAnchors())
	dms, err := gn.trace()
	if err != nil {
		return nil, Stats{}, err
	}
	gn.pl = &placer{b: gn.b, s: s, pr: pr, f: gn.f, dms: dms, index: gn.index}
	if err := gn.pl.place(); err != nil {
		return nil, Stats{}, err
	}
	neutral, err := gn.decorate()
	if err != nil {
		return nil, Stats{}, err
	}
	return gn.b, Stats{W: pr.W, H: pr.H, Elapsed: time.Since(start), NeutralLand: neutral, LakesCarved: len(gn.carved), Cramped: gn.pl.Cramped}, nil
}

// newGeneration sets up a run over a blank field of the projector's size.
func newGeneration(s *Spec, geo *Geo, pr *Projector) *generation {
	W, H := pr.W, pr.H
	n := W * H
	gn := &generation{s: s, geo: geo, pr: pr, g: &Grid{W: W, H: H},
		f: &Field{W: W, H: H, Land: make([]bool, n), Country: make([]int16, n),
			BlockLand: make([]bool, n), BlockSea: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n),
			HeldWater: make([]bool, n)}}
	gn.f.Wrap = pr.wraps()
	return gn
}

// grow rasterises the geography, carves lakes, seeds the provinces,
// applies barriers, rivers and islands, and grows every region over the
// field, unowned land going to its nearest province.
func (gn *generation) grow() error {
	gn.rasterise()
	gn.carved = carveLakes(gn.s, gn.pr, gn.geo, gn.f, gn.g)
	if err := gn.seed(); err != nil {
		return err
	}
	gn.barriers()
	gn.riverCosts()
	if err := gn.islands(); err != nil {
		return err
	}
	if gn.room != nil {
		gn.seedFromPlain(gn.room)
	}
	Grow(gn.f, gn.regions)
	FillLeftovers(gn.f, gn.regions)
	return nil
}
