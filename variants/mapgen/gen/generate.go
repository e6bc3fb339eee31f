// Package gen draws a board (map.svg) from geography and a board.toml spec:
// project, rasterise land and water, grow provinces from their anchors,
// trace and simplify their outlines, place unit anchors, SC markers and
// labels, and add coastline, rivers, lakes, impassable land and markers.
package gen

import (
	"fmt"
	"math"
	"time"

	"dipdesk/variants/board"
)

// simplifyEps is the Douglas–Peucker tolerance in pixels.
const simplifyEps = 0.7

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

// rasterise fills land and the country index from the geography: the main
// map, then each inset over its box (cleared first), then the inset frames
// and caption bands, which belong to nothing, so nothing grows or touches
// across them.
func (gn *generation) rasterise() {
	f, pr, W, H := gn.f, gn.pr, gn.f.W, gn.f.H
	for k := -1; k < len(pr.insets); k++ {
		inBox := func(int) bool { return true }
		if k >= 0 {
			b := pr.insets[k].box
			x0, y0, x1, y1 := int(b[0]), int(b[1]), int(b[0]+b[2]), int(b[1]+b[3])
			inBox = func(i int) bool {
				x, y := i%W, i/W
				return x >= x0 && x < x1 && y >= y0 && y < y1
			}
			for i := range f.Land {
				if inBox(i) {
					f.Land[i], f.Country[i] = false, 0
				}
			}
		}
		gn.scanFeatures(gn.geo.Land, k, inBox, func(i int, _ int16) { f.Land[i] = !f.Land[i] })
		gn.scanFeatures(gn.geo.Countries, k, inBox, func(i int, id int16) { f.Country[i] = id })
	}
	for _, in := range pr.insets {
		for _, i := range frameCells(in.box, W, H) {
			f.Void[i], f.Land[i], f.Country[i] = true, false, 0
		}
		if top := in.band; top > 0 {
			b := in.box
			for y := max(0, int(top)); y < min(H, int(b[1]+b[3])); y++ {
				for x := max(0, int(b[0])); x < min(W, int(b[0]+b[2])); x++ {
					i := y*W + x
					f.Void[i], f.Land[i], f.Country[i] = true, false, 0
				}
			}
		}
	}
}

// scanFeatures projects each feature's polygons onto the main map (k = -1)
// or inset k and calls set for every cell inside (even-odd per polygon)
// that inBox accepts, with the feature's 1-based index.
func (gn *generation) scanFeatures(fts []Feature, k int, inBox func(int) bool, set func(i int, id int16)) {
	for ci, ft := range fts {
		id := int16(ci + 1)
		for _, poly := range ft.Polygons {
			if k < 0 {
				if poly = gn.s.clipMain(poly); poly == nil {
					continue
				}
			}
			rings := projectRings(gn.pr, poly, k)
			if onBoard(rings, gn.f.W, gn.f.H) {
				gn.g.scan(rings, func(i int) {
					if inBox(i) {
						set(i, id)
					}
				})
			}
		}
	}
}

// seed makes a region per province and impassable area: its country mask,
// its seeds (the anchors, moved onto their medium if a pixel or two off),
// and the cells its polygon forces to it.
func (gn *generation) seed() error {
	s, pr, f := gn.s, gn.pr, gn.f
	W, H := f.W, f.H
	countryID := map[string]int16{}
	for ci, ft := range gn.geo.Countries {
		countryID[ft.Name] = int16(ci + 1)
	}
	gn.all = append(append([]ProvSpec{}, s.Provinces...), s.Impassable...)
	gn.regions = make([]Region, len(gn.all))
	gn.index = map[string]int{}
	for ri, ps := range gn.all {
		gn.index[ps.ID] = ri
		r := Region{Sea: ps.Sea}
		if len(ps.Countries) > 0 {
			r.Mask = make([]bool, len(gn.geo.Countries)+1)
			for _, c := range ps.Countries {
				id, ok := countryID[c]
				if !ok {
					return s.errID(ps.ID, "country %q: expected a Natural Earth country name (as in world-atlas countries)", c)
				}
				r.Mask[id] = true
			}
		}
		// The polygon first: an atoll's is made land, so that its anchor is
		// on land, and a hybrid's, so that the water it holds is its own.
		if len(ps.Polygon) >= 3 {
			rings := projectRings(pr, [][]LonLat{ps.Polygon}, pr.insetOf(ps.Polygon[0][0], ps.Polygon[0][1]))
			lab := int32(ri + 1)
			gn.g.scan(rings, func(i int) {
				if ps.Hybrid && !ps.Sea && !f.Land[i] {
					f.HeldWater[i] = true
				}
				if (ps.Atoll || ps.Hybrid) && !ps.Sea {
					f.Land[i] = true
				}
				if f.Land[i] != ps.Sea || ps.Water {
					f.Label[i], f.Fixed[i] = lab, true
				}
			})
		}
		for _, a := range ps.Anchors {
			p := pr.Project(a[0], a[1])
			x, y := int(p.X), int(p.Y)
			if x < 0 || y < 0 || x >= W || y >= H {
				if q := pr.Project(a[1], a[0]); a[0] >= -90 && a[0] <= 90 && q.X >= 0 && q.Y >= 0 && q.X < float64(W) && q.Y < float64(H) {
					return s.errID(ps.ID, "anchor %v falls outside the board, but [%g, %g] is on it: longitude and latitude look swapped (write [longitude, latitude])", a, a[1], a[0])
				}
				return s.errID(ps.ID, "anchor %v falls outside the board", a)
			}
			// A main-map anchor a magnifier pushes under an inset's box
			// would grow the province inside the inset, among far-away
			// land and seas.
			if pr.insetOf(a[0], a[1]) < 0 && pr.inInsetBox(p) {
				return s.errID(ps.ID, "anchor %v falls under an inset's box: move it, or the box", a)
			}
			i := y*W + x
			if f.Land[i] == ps.Sea {
				// Tolerate anchors a pixel or two off the coast: take the nearest cell of the medium.
				j, ok := nearestMedium(f, x, y, !ps.Sea, 6)
				if !ok {
					what := map[bool]string{true: "water", false: "land"}[ps.Sea]
					return s.errID(ps.ID, "anchor %v is not on %s", a, what)
				}
				i = j
			}
			r.Seeds = append(r.Seeds, i)
		}
		gn.regions[ri] = r
	}
	return nil
}

// barriers marks the cells of each barrier line as blocking land growth,
// sea growth or both.
func (gn *generation) barriers() {
	f := gn.f
	for _, br := range gn.s.Barriers {
		line := gn.projectLine(br.Line)
		mark := NewGrid(f.W, f.H)
		mark.DrawLine(line, 1)
		for i, v := range mark.V {
			if v == 0 {
				continue
			}
			if br.Blocks != "sea" {
				f.BlockLand[i] = true
			}
			if br.Blocks != "land" {
				f.BlockSea[i] = true
			}
		}
	}
}

// riverCosts makes rivers cost land growth [rivers] border_cost more to
// cross, so that provinces meet along them.
func (gn *generation) riverCosts() {
	if gn.s.Rivers == nil || gn.s.Rivers.BorderCost <= 0 {
		return
	}
	f := gn.f
	cost := uint16(min(60000, math.Round(gn.s.Rivers.BorderCost*10)))
	mark := NewGrid(f.W, f.H)
	for _, l := range riverLines(gn.s, gn.pr, gn.geo, f.W, f.H) {
		mark.DrawLine(l, 1)
	}
	f.Extra = make([]uint16, len(f.Label))
	for i, v := range mark.V {
		if v != 0 {
			f.Extra[i] = cost
		}
	}
}

// islands gives each [[island]]'s landmass to its owner, refusing a
// landmass that is no island at this scale.
func (gn *generation) islands() error {
	s, f := gn.s, gn.f
	for _, is := range s.Islands {
		line := s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner))
		p := gn.pr.Project(is.At[0], is.At[1])
		x, y := int(p.X), int(p.Y)
		if x < 0 || y < 0 || x >= f.W || y >= f.H {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v falls outside the board", is.Owner, is.At)}
		}
		i, ok := nearestMedium(f, x, y, true, 4)
		if !ok {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v is not on land", is.Owner, is.At)}
		}
		lab := int32(gn.index[is.Owner] + 1)
		comp := f.Component(i)
		if len(comp) > f.W*f.H/50 {
			return &SpecError{s.file, line, fmt.Sprintf("island of %s at %v joins a landmass of %d px at this scale: it is no island; anchor the province there instead", is.Owner, is.At, len(comp))}
		}
		for _, j := range comp {
			f.Label[j], f.Fixed[j] = lab, true
		}
	}
	return nil
}

// trace outlines every grown region: provinces into the board, impassable
// areas into its impassable layer; it returns each province's distance map
// (by label) for placing what goes inside it.
func (gn *generation) trace() ([]*distMap, error) {
	f, W := gn.f, gn.f.W
	gn.b = &board.Board{Width: float64(W), Height: float64(f.H), Wrap: f.Wrap}
	boxes := regionBoxes(f.Label, W, f.H, len(gn.all))
	dms := make([]*distMap, len(gn.all)+1)
	for ri, ps := range gn.all {
		lab := int32(ri + 1)
		bx := boxes[lab]
		if bx.x1 <= bx.x0 {
			return nil, gn.s.errID(ps.ID, "grew to nothing: its anchors are blocked or taken by neighbours")
		}
		rings := traceLabel(f.Label, W, lab, bx, f.Wrap)
		if ri >= len(gn.s.Provinces) {
			gn.b.Impassable = append(gn.b.Impassable, board.Shape{ID: "impassable-" + ps.ID, Rings: rings})
			continue
		}
		kind := board.Land
		if ps.Sea {
			kind = board.Sea
		}
		gn.b.Provinces = append(gn.b.Provinces, &board.Province{ID: ps.ID, Name: ps.Name, Kind: kind, Rings: rings, Bounds: board.BoundsOf(rings)})
		seed := -1
		if len(gn.regions[ri].Seeds) > 0 {
			seed = gn.regions[ri].Seeds[0]
		}
		dms[lab] = newDistMap(f.Label, W, f.H, lab, bx, seed)
	}
	return dms, nil
}

// decorate adds neutral land, the coastline, inset frames and captions,
// lakes, rivers, impassable borders and the spec's markers; it returns how
// many land pixels no province owns.
func (gn *generation) decorate() (int, error) {
	s, f, b := gn.s, gn.f, gn.b
	W, H := f.W, f.H
	neutral := 0
	for i, l := range f.Label {
		if l == 0 && f.Land[i] {
			neutral++
		}
	}
	if neutral > 0 {
		rings := simplifyAll(Trace(0, 0, W, H, func(x, y int) bool {
			i := y*W + x
			return f.Land[i] && f.Label[i] == 0
		}), 1)
		b.Land = []board.Shape{{ID: "neutral-land", Rings: rings}}
	}
	b.Coastline = coastline(f, W, H)
	// The water a hybrid holds (1812's Irish Sea in Dublin) is its land
	// for growth and the rules, but drawn as the water it is.
	if held := simplifyAll(Trace(0, 0, W, H, func(x, y int) bool { return f.HeldWater[y*W+x] }), 4); len(held) > 0 {
		b.Lakes = append(b.Lakes, board.Shape{Rings: held})
	}
	boxes := regionBoxes(f.Label, W, H, len(gn.all))
	for k := range s.Insets {
		mk, err := insetMarker(s, gn.pr, f, gn.index, boxes, k, gn.pr.insets[k].caps)
		if err != nil {
			return 0, err
		}
		b.Markers = append(b.Markers, mk)
	}
	decorate(b, s, gn.pr, gn.geo, gn.carved)
	for _, bd := range s.Borders {
		la := int32(gn.index[bd.Between[0]] + 1)
		lines := sharedBoundary(f.Label, W, H, la, int32(gn.index[bd.Between[1]]+1), boxes[la])
		if len(lines) == 0 {
			return 0, s.errAt("between", "border %v: the two provinces do not touch", bd.Between)
		}
		b.Borders = append(b.Borders, board.Border{Between: [2]string{bd.Between[0], bd.Between[1]}, Lines: lines})
	}
	for _, m := range s.Markers {
		mk, err := marker(s, gn.pr, f, gn.index, boxes, m)
		if err != nil {
			return 0, err
		}
		b.Markers = append(b.Markers, mk)
	}
	return neutral, nil
}

// frameCells are the cells of a two-pixel frame around an inset box.
func frameCells(box [4]float64, W, H int) []int {
	x0, y0 := int(box[0]), int(box[1])
	x1, y1 := int(box[0]+box[2])-1, int(box[1]+box[3])-1
	var out []int
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if x < 0 || y < 0 || x >= W || y >= H {
				continue
			}
			if x-x0 < 2 || x1-x < 2 || y-y0 < 2 || y1-y < 2 {
				out = append(out, y*W+x)
			}
		}
	}
	return out
}

func nearestMedium(f *Field, x, y int, land bool, r int) (int, bool) {
	best, bd := -1, math.Inf(1)
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			xx, yy := x+dx, y+dy
			if xx < 0 || yy < 0 || xx >= f.W || yy >= f.H {
				continue
			}
			if i := yy*f.W + xx; f.Land[i] == land {
				if d := math.Hypot(float64(dx), float64(dy)); d < bd {
					best, bd = i, d
				}
			}
		}
	}
	return best, best >= 0
}

// traceLabel outlines the cells labelled lab inside bx; on a board that
// wraps, the outline is first put onto the seam where it meets it (see
// onTheSeam).
func traceLabel(label []int32, W int, lab int32, bx box, wrap bool) []board.Ring {
	rings := Trace(bx.x0, bx.y0, bx.x1, bx.y1, func(x, y int) bool { return label[y*W+x] == lab })
	if wrap {
		onTheSeam(rings, float64(W))
	}
	return simplifyAll(rings, 1.5)
}

func simplifyAll(rings []board.Ring, minArea float64) []board.Ring {
	var out []board.Ring
	for _, r := range rings {
		sr := SimplifyRing(r, simplifyEps)
		if len(sr) >= 3 && math.Abs(sr.SignedArea()) >= minArea {
			out = append(out, sr)
		}
	}
	return out
}

// seedAnchors stands a unit on each province's first seed: where its
// units will be, near enough to size them before they are placed.
func (gn *generation) seedAnchors() []board.Anchor {
	var out []board.Anchor
	for ri, ps := range gn.s.Provinces {
		if sd := gn.regions[ri].Seeds; len(sd) > 0 {
			out = append(out, board.Anchor{Province: ps.ID, At: board.Point{X: float64(sd[0]%gn.f.W) + 0.5, Y: float64(sd[0]/gn.f.W) + 0.5}})
		}
	}
	return out
}

// projectLine projects a line given in longitude and latitude. On a board
// bent for room each edge is first cut into pieces of a quarter degree,
// so that the line bends with the land round it: a barrier drawn
// straight between its bent ends could leave the strait it closes.
func (gn *generation) projectLine(ll []LonLat) []board.Point {
	var out []board.Point
	for i, p := range ll {
		if i > 0 && gn.pr.warp != nil {
			q := ll[i-1]
			n := int(math.Ceil(math.Max(math.Abs(p[0]-q[0]), math.Abs(p[1]-q[1])) / 0.25))
			for k := 1; k < n; k++ {
				t := float64(k) / float64(n)
				out = append(out, gn.pr.Project(q[0]+(p[0]-q[0])*t, q[1]+(p[1]-q[1])*t))
			}
		}
		out = append(out, gn.pr.Project(p[0], p[1]))
	}
	return out
}
