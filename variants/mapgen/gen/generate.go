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
	// Cramped names the labels drawn smaller than label_size, abbreviated,
	// or where a unit may cover them at fit zoom, and the SC markers moved
	// off their cities: the places a magnifier or an override would help.
	Cramped []string
}

// Generate draws the board the spec describes over geo.
func Generate(s *Spec, geo *Geo) (*board.Board, Stats, error) {
	start := time.Now()
	pr := NewProjector(s)
	W, H := pr.W, pr.H
	n := W * H
	f := &Field{W: W, H: H, Land: make([]bool, n), Country: make([]int16, n),
		BlockLand: make([]bool, n), BlockSea: make([]bool, n), Label: make([]int32, n), Fixed: make([]bool, n), Void: make([]bool, n)}
	g := &Grid{W: W, H: H}
	countryID := map[string]int16{}
	for ci, ft := range geo.Countries {
		countryID[ft.Name] = int16(ci + 1)
	}
	// The main map, then each inset drawn over its box.
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
		for _, ft := range geo.Land {
			for _, poly := range ft.Polygons {
				rings := projectRings(pr, poly, k)
				if onBoard(rings, W, H) {
					g.scan(rings, func(i int) {
						if inBox(i) {
							f.Land[i] = !f.Land[i]
						}
					})
				}
			}
		}
		for ci, ft := range geo.Countries {
			id := int16(ci + 1)
			for _, poly := range ft.Polygons {
				rings := projectRings(pr, poly, k)
				if onBoard(rings, W, H) {
					g.scan(rings, func(i int) {
						if inBox(i) {
							f.Country[i] = id
						}
					})
				}
			}
		}
	}
	// Inset frames belong to nothing, so nothing grows or touches across them.
	for _, in := range pr.insets {
		for _, i := range frameCells(in.box, W, H) {
			f.Void[i], f.Land[i], f.Country[i] = true, false, 0
		}
	}
	// Lakes holding a sea anchor are seas: carve them out of the land.
	carved := carveLakes(s, pr, geo, f, g)

	all := append(append([]ProvSpec{}, s.Provinces...), s.Impassable...)
	regions := make([]Region, len(all))
	index := map[string]int{}
	for ri, ps := range all {
		index[ps.ID] = ri
		r := Region{Sea: ps.Sea}
		if len(ps.Countries) > 0 {
			r.Mask = make([]bool, len(geo.Countries)+1)
			for _, c := range ps.Countries {
				id, ok := countryID[c]
				if !ok {
					return nil, Stats{}, s.errID(ps.ID, "country %q: expected a Natural Earth country name (as in world-atlas countries)", c)
				}
				r.Mask[id] = true
			}
		}
		for _, a := range ps.Anchors {
			p := pr.Project(a[0], a[1])
			x, y := int(p.X), int(p.Y)
			if x < 0 || y < 0 || x >= W || y >= H {
				return nil, Stats{}, s.errID(ps.ID, "anchor %v falls outside the board", a)
			}
			// A main-map anchor a magnifier pushes under an inset's box
			// would grow the province inside the inset, among far-away
			// land and seas.
			if pr.insetOf(a[0], a[1]) < 0 && pr.inInsetBox(p) {
				return nil, Stats{}, s.errID(ps.ID, "anchor %v falls under an inset's box: move it, or the box", a)
			}
			i := y*W + x
			if f.Land[i] == ps.Sea {
				// Tolerate anchors a pixel or two off the coast: take the nearest cell of the medium.
				j, ok := nearestMedium(f, x, y, !ps.Sea, 6)
				if !ok {
					what := map[bool]string{true: "water", false: "land"}[ps.Sea]
					return nil, Stats{}, s.errID(ps.ID, "anchor %v is not on %s", a, what)
				}
				i = j
			}
			r.Seeds = append(r.Seeds, i)
		}
		if len(ps.Polygon) >= 3 {
			rings := projectRings(pr, [][]LonLat{ps.Polygon}, pr.insetOf(ps.Polygon[0][0], ps.Polygon[0][1]))
			lab := int32(ri + 1)
			g.scan(rings, func(i int) {
				if f.Land[i] != ps.Sea {
					f.Label[i], f.Fixed[i] = lab, true
				}
			})
		}
		regions[ri] = r
	}
	for _, br := range s.Barriers {
		line := make([]board.Point, len(br.Line))
		for i, ll := range br.Line {
			line[i] = pr.Project(ll[0], ll[1])
		}
		mark := NewGrid(W, H)
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
	for _, is := range s.Islands {
		p := pr.Project(is.At[0], is.At[1])
		x, y := int(p.X), int(p.Y)
		if x < 0 || y < 0 || x >= W || y >= H {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v falls outside the board", is.Owner, is.At)}
		}
		i, ok := nearestMedium(f, x, y, true, 4)
		if !ok {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v is not on land", is.Owner, is.At)}
		}
		lab := int32(index[is.Owner] + 1)
		comp := f.Component(i)
		if len(comp) > n/50 {
			return nil, Stats{}, &SpecError{s.file, s.lineOf(fmt.Sprintf(`owner\s*=\s*"%s"`, is.Owner)), fmt.Sprintf("island of %s at %v joins a landmass of %d px at this scale: it is no island; anchor the province there instead", is.Owner, is.At, len(comp))}
		}
		for _, j := range comp {
			f.Label[j], f.Fixed[j] = lab, true
		}
	}

	Grow(f, regions)
	FillLeftovers(f, regions)
	snap := int(s.IslandSnap)
	SnapIslands(f, regions, snap)

	b := &board.Board{Width: float64(W), Height: float64(H)}
	boxes := regionBoxes(f.Label, W, H, len(all))
	dms := make([]*distMap, len(all)+1)
	for ri, ps := range all {
		lab := int32(ri + 1)
		bx := boxes[lab]
		if bx.x1 <= bx.x0 {
			return nil, Stats{}, s.errID(ps.ID, "grew to nothing: its anchors are blocked or taken by neighbours")
		}
		rings := traceLabel(f.Label, W, lab, bx)
		if ri >= len(s.Provinces) {
			b.Impassable = append(b.Impassable, board.Shape{ID: "impassable-" + ps.ID, Rings: rings})
			continue
		}
		kind := board.Land
		if ps.Sea {
			kind = board.Sea
		}
		b.Provinces = append(b.Provinces, &board.Province{ID: ps.ID, Name: ps.Name, Kind: kind, Rings: rings, Bounds: board.BoundsOf(rings)})
		seed := -1
		if len(regions[ri].Seeds) > 0 {
			seed = regions[ri].Seeds[0]
		}
		dms[lab] = newDistMap(f.Label, W, H, lab, bx, seed)
	}
	pl := &placer{b: b, s: s, pr: pr, f: f, dms: dms, index: index}
	if err := pl.place(); err != nil {
		return nil, Stats{}, err
	}
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
	for k, in := range s.Insets {
		mk, err := marker(s, pr, f, index, MarkerSpec{Kind: "inset", Link: in.Link})
		if err != nil {
			return nil, Stats{}, err
		}
		bx := pr.insets[k].box
		frame := []board.Point{{X: bx[0] + 0.5, Y: bx[1] + 0.5}, {X: bx[0] + bx[2] - 0.5, Y: bx[1] + 0.5},
			{X: bx[0] + bx[2] - 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + 0.5}}
		mk.ID = fmt.Sprintf("inset-%d", k+1)
		mk.Lines = append([][]board.Point{frame}, mk.Lines...)
		b.Markers = append(b.Markers, mk)
	}
	decorate(b, s, pr, geo, carved)
	for _, bd := range s.Borders {
		lines := sharedBoundary(f.Label, W, H, int32(index[bd.Between[0]]+1), int32(index[bd.Between[1]]+1))
		if len(lines) == 0 {
			return nil, Stats{}, s.errAt("between", "border %v: the two provinces do not touch", bd.Between)
		}
		b.Borders = append(b.Borders, board.Border{Between: [2]string{bd.Between[0], bd.Between[1]}, Lines: lines})
	}
	for _, m := range s.Markers {
		mk, err := marker(s, pr, f, index, m)
		if err != nil {
			return nil, Stats{}, err
		}
		b.Markers = append(b.Markers, mk)
	}
	return b, Stats{W: W, H: H, Elapsed: time.Since(start), NeutralLand: neutral, LakesCarved: len(carved), Cramped: pl.Cramped}, nil
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

func traceLabel(label []int32, W int, lab int32, bx box) []board.Ring {
	return simplifyAll(Trace(bx.x0, bx.y0, bx.x1, bx.y1, func(x, y int) bool { return label[y*W+x] == lab }), 1.5)
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
