package gen

import (
	"math"
	"sort"

	"dipdesk/variants/board"
)

// Room by design: before the provinces are grown for the board, they are
// grown once on the plain projection to learn how much room each gets
// there. Each then has a density, the room it needs at fit zoom over the
// room it gets, and the cartogram (cartogram.go) bends the projection so
// that density comes out even: cramped provinces grow, open ocean, tundra
// and ice give way. The board is then drawn on the bent projection, so
// the outlines, and what touches what, are the grown geography's as ever,
// and `dipdesk validate` still proves the graph.

// Cartogram is board.toml's [cartogram] table: how far the projection may
// bend to give every province room.
type Cartogram struct {
	// Cap bounds the deformation: no density exceeds Cap times the
	// least (the room every province gets anyway). Default 6.
	Cap float64 `toml:"cap"`
	// Grid is the number of nodes along the board's longer side the flow
	// is solved on. Default 384.
	Grid int `toml:"grid"`
	// InsetCap is Cap inside the inset boxes (insetRoom). A theatre
	// drawn in a box has no room outside it to take, so it may need a
	// stronger bend than the main map (1812 Overture's Europe). Default
	// Cap.
	InsetCap float64 `toml:"inset_cap"`
	// Pane is the board pane, in logical pixels, the room is planned
	// for. Default board.FitView, the turn screen's at 1920×1080. A
	// board too crowded to read whole at 1366×768 may plan for that
	// window's pane, [900, 640]: there the board is drawn a third
	// smaller and its names at MinNamePx, so each province asks for
	// about twice the room, and the bend takes more from open sea and
	// tundra for the crowded middle.
	Pane [2]float64 `toml:"pane"`
}

// minNamePx is the least size mapview draws a name at, at any zoom
// (render.MinNamePx): in a pane smaller than FitView names shrink to it.
const minNamePx = 10

// needAt is roomNeed in the pane the spec plans room for (Cartogram.Pane).
func (s *Spec) needAt(ps ProvSpec, W, H float64) float64 {
	if c := s.Cartogram; c != nil && c.Pane[0] > 0 && c.Pane[1] > 0 {
		p := c.Pane
		fit := board.FitScale(W, H)
		sc := math.Min(p[0]/W, p[1]/H)
		return roomNeedAt(ps, sc, max(minNamePx, board.FitNamePx*math.Sqrt(sc/fit)))
	}
	return roomNeed(ps, W, H)
}

// roomNeed is the area, in board pixels, a province needs at fit zoom: its
// full name at 11 px, its unit (one a coast, plus one for the province
// itself), its SC marker, each with a margin, times a packing factor: a
// province is no rectangle, and its name, unit and marker must sit apart.
func roomNeed(ps ProvSpec, W, H float64) float64 {
	return roomNeedAt(ps, board.FitScale(W, H), 11)
}

// roomNeedAt is roomNeed at a scale s (pixels per board unit), its name
// drawn at px pixels.
func roomNeedAt(ps ProvSpec, s, px float64) float64 {
	fs := px / s
	name, _ := labelText(ps)
	need := (textWidth(name, fs) + fs) * 1.5 * fs
	unit := 2.6 * 9.5 / s // a unit disc of 9.5 px radius and its margin
	need += float64(1+len(ps.Coasts)) * unit * unit
	if ps.SC != nil {
		mark := 14 / s
		need += mark * mark
	}
	return need * 1.8
}

// room is what the first growth leaves for the board's: the bend, and
// where each region lay on the plain projection.
type room struct {
	warp   *warp
	insets []*warp // each inset's own bend, in its area's pixels (insetFit.warp)
	label  []int32 // the first growth's labels, W × hf
	h0     int     // the plain main map's rows
	hf     int     // the first growth's rows: h0, or down to the lowest inset box
	// lift is how far each inset's box lies lower on the first growth
	// than on the board (plainBoxes): a box's pixel (x, y) on the board is
	// (x, y+lift) there.
	lift []int
}

// planRoom grows the provinces on the plain projection (the spec's, with
// its magnifiers, before any stretch to an aspect) and solves the
// cartogram that gives each the room it needs on the board.
func planRoom(s *Spec, geo *Geo, pr *Projector) (*room, error) {
	plain := *pr
	plain.stretch, plain.warp = nil, nil
	var lift []int
	plain.insets, lift = plainBoxes(pr)
	if pr.stretch != nil {
		plain.H = len(pr.stretch.to) - 1
	}
	h0 := plain.H
	// A box may reach below the plain main map's last row. The first
	// growth then runs that far down, so the box is grown too; rows past
	// h0 count for nothing but the boxes.
	for _, in := range plain.insets {
		plain.H = max(plain.H, int(math.Ceil(in.box[1]+in.box[3])))
	}
	hf := plain.H
	gn := newGeneration(s, geo, &plain)
	if err := gn.grow(); err != nil {
		return nil, err
	}
	W, H := pr.W, pr.H
	area := make([]float64, len(gn.all)+1)
	for i, l := range gn.f.Label {
		if y := i / W; y < h0 {
			area[l] += pr.stretch.rowHeight(y)
		} else {
			area[l]++
		}
	}
	// ρ = need/area + c, where c is the board's room to spare per pixel
	// once every need is met (at least a fifth): every province then gets
	// its need and a share of what is left in proportion to its area.
	// Land and water no province holds (ice caps, neutral land) need
	// nothing and get the spare density alone.
	need, total := 0.0, float64(W*H)
	for ri, ps := range s.Provinces {
		if area[ri+1] > 0 {
			need += s.needAt(ps, float64(W), float64(H))
		}
	}
	c := math.Max(1-need/total, 0.2)
	capd := s.Cartogram.Cap
	if capd <= 0 {
		capd = 6
	}
	dens := make([]float64, len(area))
	for i := range dens {
		dens[i] = c
	}
	for ri, ps := range s.Provinces {
		if a := area[ri+1]; a > 0 {
			dens[ri+1] = math.Min(s.needAt(ps, float64(W), float64(H))/a+c, capd*c)
		}
	}
	grid := s.Cartogram.Grid
	if grid <= 0 {
		grid = 384
	}
	var nx, ny int
	if W >= H {
		nx = grid
		ny = max(3, int(math.Round(float64(grid)*float64(H)/float64(W))))
	} else {
		ny = grid
		nx = max(3, int(math.Round(float64(grid)*float64(W)/float64(H))))
	}
	cw := float64(W) / float64(nx-1)
	if gn.f.Wrap {
		cw = float64(W) / float64(nx)
	}
	ch := float64(H) / float64(ny-1)
	// Each node's density is the mean over the board pixels nearest it,
	// each plain row counted at the height the stretch gives it.
	rho, cnt := make([]float64, nx*ny), make([]float64, nx*ny)
	for y := range h0 {
		wt := pr.stretch.rowHeight(y)
		j := min(ny-1, int(math.Round(pr.stretch.apply(float64(y)+0.5)/ch)))
		for x := range W {
			i := int(math.Round((float64(x) + 0.5) / cw))
			if gn.f.Wrap {
				i %= nx
			} else {
				i = min(nx-1, i)
			}
			d := dens[gn.f.Label[y*W+x]]
			if gn.f.Void[y*W+x] || pr.inInsetBox(board.Point{X: float64(x) + 0.5, Y: pr.stretch.apply(float64(y) + 0.5)}) {
				// An inset's far-away provinces get their room in its
				// box, which stays where the spec puts it.
				d = c
			}
			rho[j*nx+i] += d * wt
			cnt[j*nx+i] += wt
		}
	}
	for k := range rho {
		if cnt[k] > 0 {
			rho[k] /= cnt[k]
		} else {
			rho[k] = c
		}
	}
	wp := flow(rho, nx, ny, float64(W), float64(H), gn.f.Wrap)
	if len(pr.insets) > 0 {
		if err := wp.pin(pr.insets); err != nil {
			return nil, s.errAt("cartogram", "%v", err)
		}
	}
	rm := &room{warp: wp, label: gn.f.Label, h0: h0, hf: hf, lift: lift}
	insetCap := s.Cartogram.InsetCap
	if insetCap <= 0 {
		insetCap = capd
	}
	for k := range pr.insets {
		rm.insets = append(rm.insets, insetRoom(s, &pr.insets[k], lift[k], gn.f.Label, W, hf, H, grid, insetCap))
	}
	return rm, nil
}

// insetRoom is an inset's own cartogram: the box stays where the spec
// puts it, but inside it the far-away theatre bends as the main map does,
// so its crowded provinces take room from the open sea, the tundra and
// the desert round them. Its density is the main map's, counted over the
// box alone: each province's need at fit zoom over the room it got in the
// box, plus the box's room to spare, capped at capd times that. The flow
// keeps the area's edges its edges, so nothing crosses the frame. The
// first growth's labels lie lift rows lower than the box (room.lift).
func insetRoom(s *Spec, in *insetFit, lift int, label []int32, W, hf, H, grid int, capd float64) *warp {
	ax, ay, aw, ah := in.area()
	ay += float64(lift)
	x0, y0 := max(0, int(ax)), max(0, int(ay))
	x1, y1 := min(W, int(ax+aw)), min(hf, int(ay+ah))
	if x1-x0 < 8 || y1-y0 < 8 {
		return nil
	}
	area := make([]float64, len(s.Provinces)+1)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if l := label[y*W+x]; int(l) < len(area) {
				area[l]++
			}
		}
	}
	bw, bh := float64(W), float64(H)
	need := 0.0
	for ri, ps := range s.Provinces {
		if area[ri+1] > 0 {
			need += s.needAt(ps, bw, bh)
		}
	}
	c := math.Max(1-need/(aw*ah), 0.2)
	dens := make([]float64, len(area))
	for i := range dens {
		dens[i] = c
	}
	for ri, ps := range s.Provinces {
		if a := area[ri+1]; a > 0 {
			dens[ri+1] = math.Min(s.needAt(ps, bw, bh)/a+c, capd*c)
		}
	}
	// As many nodes per pixel as the main map's grid has.
	n := max(16, int(math.Round(float64(grid)*math.Max(aw, ah)/math.Max(bw, bh))))
	nx, ny := n, n
	if aw >= ah {
		ny = max(3, int(math.Round(float64(n)*ah/aw)))
	} else {
		nx = max(3, int(math.Round(float64(n)*aw/ah)))
	}
	cw, ch := aw/float64(nx-1), ah/float64(ny-1)
	rho, cnt := make([]float64, nx*ny), make([]float64, nx*ny)
	for y := y0; y < y1; y++ {
		j := min(ny-1, int(math.Round((float64(y)+0.5-ay)/ch)))
		for x := x0; x < x1; x++ {
			i := min(nx-1, int(math.Round((float64(x)+0.5-ax)/cw)))
			d := c
			if l := label[y*W+x]; int(l) < len(dens) {
				d = dens[l]
			}
			rho[j*nx+i] += d
			cnt[j*nx+i]++
		}
	}
	for k := range rho {
		if cnt[k] > 0 {
			rho[k] /= cnt[k]
		} else {
			rho[k] = c
		}
	}
	return flow(rho, nx, ny, aw, ah, false)
}

// seedFromPlain adds to every region, after its anchors, the board pixels
// its first growth's pixels land on through the stretch and the bend,
// where the medium agrees: grown from those, the provinces keep the
// borders, and so the contacts, they had on the plain projection, bent
// with it, while the coasts are drawn afresh at the board's scale.
func (gn *generation) seedFromPlain(rm *room) {
	f, pr := gn.f, gn.pr
	W := f.W
	taken := make([]bool, len(f.Label))
	for y := range rm.hf {
		yy := pr.stretch.apply(float64(y) + 0.5)
		for x := range W {
			l := rm.label[y*W+x]
			if l <= 0 {
				continue
			}
			px, py, ok := pr.bend(float64(x)+0.5, float64(y)+0.5, yy, y < rm.h0, rm.lift)
			if !ok {
				continue
			}
			bx, by := int(px), int(py)
			if bx < 0 || by < 0 || bx >= W || by >= f.H {
				continue
			}
			i := by*W + bx
			r := &gn.regions[l-1]
			if taken[i] || f.Fixed[i] || f.Void[i] || f.Land[i] == r.Sea {
				continue
			}
			taken[i] = true
			r.Seeds = append(r.Seeds, i)
		}
	}
}

// bend is where the point (x, y) of the plain projection lies on the
// board: through an inset's own bend inside its box (lift[k] rows lower on
// the plain projection than on the board), else through the main map's
// stretch (which takes y to yy) and bend; not ok for a point of neither
// (main is false below the plain main map's last row).
func (pr *Projector) bend(x, y, yy float64, main bool, lift []int) (bx, by float64, ok bool) {
	for k, in := range pr.insets {
		ax, ay, aw, ah := in.area()
		py := ay + float64(lift[k])
		if in.warp != nil && x >= ax && x < ax+aw && y >= py && y < py+ah {
			bx, by := in.warp.apply(x-ax, y-py)
			return bx + ax, by + ay, true
		}
	}
	if !main {
		return 0, 0, false
	}
	bx, by = pr.warp.apply(x, yy)
	return bx, by, true
}

// plainBoxes are the inset boxes as the first growth places them, bare of
// any bend, and how many rows lower each lies than on the board. Boxes are
// given in board pixels; on a board stretched to its aspect the plain
// projection's rows are not the board's, so each box moves to the plain
// row the stretch takes to its top (whole rows, so the inset is
// rasterised the same). There it hides, and keeps anchors off, geography
// that lies under the box's top rows on the board, not what lay at its
// board rows before the stretch; a box keeps its size, so on a board
// squashed north–south it hides a little less than on the board, never
// more.
func plainBoxes(pr *Projector) ([]insetFit, []int) {
	ins := append([]insetFit(nil), pr.insets...)
	lift := make([]int, len(ins))
	for k := range ins {
		in := &ins[k]
		in.warp = nil
		if pr.stretch == nil {
			continue
		}
		d := int(math.Round(pr.stretch.invert(in.box[1]) - in.box[1]))
		lift[k] = d
		in.box[1] += float64(d)
		in.dy += float64(d)
		if in.band > 0 {
			in.band += float64(d)
		}
	}
	return ins, lift
}

// stretch maps the plain projection's rows to a board of another height
// (the [projection] aspect), monotonically, so nothing folds. On an
// equirectangular map the rows are spaced as Mercator's are, so shapes
// stay true north to south before the board is scaled to its height; on
// any other projection evenly.
type stretch struct {
	to []float64 // to[y]: the new row of the plain projection's row y
}

func newStretch(p *Projector, h int) *stretch {
	h0 := p.H
	w := make([]float64, h0)
	for y := range w {
		w[y] = 1
		if p.kind == "equirect" {
			phi := p.oy - (float64(y)+0.5)/p.sx
			w[y] = 1 / math.Cos(math.Max(-80*deg, math.Min(80*deg, phi)))
		}
	}
	sum := 0.0
	for _, v := range w {
		sum += v
	}
	st := &stretch{to: make([]float64, h0+1)}
	acc := 0.0
	for y, v := range w {
		acc += v
		st.to[y+1] = acc / sum * float64(h)
	}
	return st
}

// rowHeight is the height on the board of the plain projection's row y.
func (st *stretch) rowHeight(y int) float64 {
	if st == nil {
		return 1
	}
	return st.to[y+1] - st.to[y]
}

// invert is the plain projection's row that apply takes to the board's
// row y.
func (st *stretch) invert(y float64) float64 {
	n := len(st.to) - 1
	switch {
	case y <= 0:
		return y / st.to[1]
	case y >= st.to[n]:
		return float64(n) + (y-st.to[n])/(st.to[n]-st.to[n-1])
	}
	i := sort.SearchFloat64s(st.to, y)
	if i == 0 {
		return 0
	}
	return float64(i-1) + (y-st.to[i-1])/(st.to[i]-st.to[i-1])
}

// apply maps a row of the plain projection, between table rows linearly,
// beyond the board at the scale of its nearest edge.
func (st *stretch) apply(y float64) float64 {
	if st == nil {
		return y
	}
	n := len(st.to) - 1
	switch {
	case y <= 0:
		return y * st.to[1]
	case y >= float64(n):
		return st.to[n] + (y-float64(n))*(st.to[n]-st.to[n-1])
	}
	i := int(y)
	f := y - float64(i)
	return st.to[i]*(1-f) + st.to[i+1]*f
}
