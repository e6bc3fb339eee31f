package gen

import (
	"math"

	"dipdesk/variants/board"
)

// Projector maps lon/lat to board pixels: a projection, an affine fit to the
// board and the magnifiers; each inset has its own projection, centred on it.
type Projector struct {
	proj
	sx, ox, oy float64 // fit: px = (x-ox)*sx, py = (oy-y)*sx
	W, H       int
	mags       []mag
	insets     []insetFit
	// stretch takes the board north–south to its aspect, and warp is
	// the cartogram's bend (room.go), each applied after the magnifiers;
	// nil: none.
	stretch *stretch
	warp    *warp
}

// proj is a bare map projection.
type proj struct {
	kind       string
	lon0, lat0 float64
	n, f, rho0 float64 // lcc constants
}

// newProj sets up a projection; lcc's standard parallels p1, p2 are in
// degrees (both 0: 10° either side of lat0).
func newProj(kind string, lon0, lat0, p1, p2 float64) proj {
	p := proj{kind: kind, lon0: lon0 * deg, lat0: lat0 * deg}
	if p.kind == "lcc" {
		p1, p2 := p1*deg, p2*deg
		if p1 == 0 && p2 == 0 {
			p1, p2 = p.lat0-10*deg, p.lat0+10*deg
		}
		t := func(phi float64) float64 { return math.Tan(math.Pi/4 + phi/2) }
		if math.Abs(p1-p2) < 1e-9 {
			p.n = math.Sin(p1)
		} else {
			p.n = math.Log(math.Cos(p1)/math.Cos(p2)) / math.Log(t(p2)/t(p1))
		}
		p.f = math.Cos(p1) * math.Pow(t(p1), p.n) / p.n
		p.rho0 = p.f / math.Pow(t(p.lat0), p.n)
	}
	return p
}

// insetProj is the projection an inset is drawn in: a Lambert conformal
// conic centred on its bounds, standard parallels a sixth of the way in from
// its south and north edges, so north is up in the middle of the box and
// shapes are true whatever the main projection does there. Within 10° of the
// equator (where the cone flattens) it is an equirectangular projection
// centred on the inset instead.
func insetProj(b [4]float64) proj {
	lon0, lat0 := (b[0]+b[2])/2, (b[1]+b[3])/2
	if math.Abs(lat0) < 10 {
		return newProj("equirect", lon0, lat0, 0, 0)
	}
	d := (b[3] - b[1]) / 6
	return newProj("lcc", lon0, lat0, b[1]+d, b[3]-d)
}

// insetFit maps an inset's lon/lat bounds into its box.
type insetFit struct {
	proj
	bounds     [4]float64
	box        [4]float64 // x, y, w, h
	sx, ox, oy float64
	dx, dy     float64
	// caps is the inset's caption (insetCaption) and band the top of the
	// band it takes at the bottom of the box (0 without one): the area is
	// fitted above it.
	caps []board.Caption
	band float64
	// warp is the inset's own bend for room (room.go), in pixels of its
	// area measured from the box's top-left corner; nil: none.
	warp *warp
}

// area is the part of the box the inset's geography is drawn in: the box
// above its caption band, as x, y, width and height in board pixels.
func (in *insetFit) area() (x, y, w, h float64) {
	x, y, w, h = in.box[0], in.box[1], in.box[2], in.box[3]
	if in.band > 0 {
		h = in.band - y
	}
	return x, y, w, h
}

// mag is a magnifier on the board: centre, radius, strength, and for a
// plateau (core > 0) the core fraction c and the shape k of its ring.
type mag struct {
	cx, cy, r, s float64
	c, k         float64
}

func newMag(x, y float64, m Magnifier) mag {
	g := mag{cx: x, cy: y, r: m.Radius, s: m.Strength, c: m.Core}
	if g.c > 0 {
		g.k = 4 + 12*g.c/(1-g.c)
	}
	return g
}

const deg = math.Pi / 180

// NewProjector fits the spec's projection to its bounds and width.
func NewProjector(s *Spec) *Projector {
	pj := s.Projection
	p := &Projector{proj: newProj(pj.Kind, pj.Center[0], pj.Center[1], pj.Parallels[0], pj.Parallels[1])}
	b := s.Projection.Bounds
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i <= 64; i++ {
		t := float64(i) / 64
		for _, ll := range [][2]float64{
			{b[0] + (b[2]-b[0])*t, b[1]}, {b[0] + (b[2]-b[0])*t, b[3]},
			{b[0], b[1] + (b[3]-b[1])*t}, {b[2], b[1] + (b[3]-b[1])*t},
		} {
			x, y := p.raw(ll[0], ll[1])
			minX, minY = math.Min(minX, x), math.Min(minY, y)
			maxX, maxY = math.Max(maxX, x), math.Max(maxY, y)
		}
	}
	p.W = s.Width
	p.sx = float64(s.Width) / (maxX - minX)
	p.ox, p.oy = minX, maxY
	p.H = int(math.Round((maxY - minY) * p.sx))
	if s.Projection.Height > 0 {
		// Keep the centre, crop or extend vertically.
		p.oy += (float64(s.Projection.Height) - float64(p.H)) / 2 / p.sx
		p.H = s.Projection.Height
	}
	if a := s.Projection.Aspect; a > 0 {
		h := int(math.Round(float64(s.Width) / a))
		p.stretch = newStretch(p, h)
		p.H = h
	}
	for k, in := range s.Insets {
		f := insetFit{proj: insetProj(in.Bounds), bounds: in.Bounds, box: in.Box}
		f.caps = insetCaption(s, k, float64(p.W), float64(p.H))
		f.band = captionBand(f.caps, s, float64(p.W), float64(p.H))
		boxH := in.Box[3]
		if f.band > 0 {
			boxH = f.band - in.Box[1]
		}
		b := in.Bounds
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for i := 0; i <= 16; i++ {
			t := float64(i) / 16
			for _, ll := range [][2]float64{
				{b[0] + (b[2]-b[0])*t, b[1]}, {b[0] + (b[2]-b[0])*t, b[3]},
				{b[0], b[1] + (b[3]-b[1])*t}, {b[2], b[1] + (b[3]-b[1])*t},
			} {
				x, y := f.raw(ll[0], ll[1])
				minX, minY = math.Min(minX, x), math.Min(minY, y)
				maxX, maxY = math.Max(maxX, x), math.Max(maxY, y)
			}
		}
		f.sx = math.Min(in.Box[2]/(maxX-minX), boxH/(maxY-minY))
		f.ox, f.oy = minX, maxY
		// Centre the area in the box.
		f.dx = in.Box[0] + (in.Box[2]-(maxX-minX)*f.sx)/2
		f.dy = in.Box[1] + (boxH-(maxY-minY)*f.sx)/2
		p.insets = append(p.insets, f)
	}
	for _, m := range s.Magnifiers {
		x, y := p.fit(p.raw(m.At[0], m.At[1]))
		p.mags = append(p.mags, newMag(x, y, m))
	}
	return p
}

// raw is the bare projection in its own units (y up).
func (p *proj) raw(lon, lat float64) (float64, float64) {
	l := lon*deg - p.lon0
	for l > math.Pi {
		l -= 2 * math.Pi
	}
	for l < -math.Pi {
		l += 2 * math.Pi
	}
	phi := math.Max(-85*deg, math.Min(85*deg, lat*deg))
	switch p.kind {
	case "lcc":
		rho := p.f / math.Pow(math.Tan(math.Pi/4+phi/2), p.n)
		return rho * math.Sin(p.n*l), p.rho0 - rho*math.Cos(p.n*l)
	case "mercator":
		return l, math.Log(math.Tan(math.Pi/4 + phi/2))
	default:
		return l * math.Cos(p.lat0), phi
	}
}

func (p *Projector) fit(x, y float64) (float64, float64) {
	return (x - p.ox) * p.sx, (p.oy - y) * p.sx
}

// Project maps lon/lat to board pixels: into an inset's box if the point
// lies in that inset's bounds, else onto the main map.
func (p *Projector) Project(lon, lat float64) board.Point {
	if k := p.insetOf(lon, lat); k >= 0 {
		return p.ProjectInset(k, lon, lat)
	}
	return p.ProjectMain(lon, lat)
}

// insetOf returns the index of the inset whose bounds hold the point, or -1.
func (p *Projector) insetOf(lon, lat float64) int {
	for k, in := range p.insets {
		b := in.bounds
		if lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3] {
			return k
		}
	}
	return -1
}

// ProjectInset maps lon/lat through inset k's projection and fit.
func (p *Projector) ProjectInset(k int, lon, lat float64) board.Point {
	in := &p.insets[k]
	x, y := in.raw(lon, lat)
	px, py := in.dx+(x-in.ox)*in.sx, in.dy+(in.oy-y)*in.sx
	if in.warp != nil {
		ax, ay, _, _ := in.area()
		px, py = in.warp.apply(px-ax, py-ay)
		px, py = px+ax, py+ay
	}
	return board.Point{X: px, Y: py}
}

// ProjectMain maps lon/lat onto the main map, ignoring insets.
func (p *Projector) ProjectMain(lon, lat float64) board.Point {
	x, y := p.fit(p.raw(lon, lat))
	for _, m := range p.mags {
		x, y = m.apply(x, y)
	}
	y = p.stretch.apply(y)
	x, y = p.warp.apply(x, y)
	return board.Point{X: x, Y: y}
}

// apply is the radial magnifier r' = R·g(r/R). Without a core,
// g(t) = t + (s-1)·t·(1-t)²: g(0)=0, g(1)=1, g'(0)=s, g'(1)=1 and g' > 0
// for s < 4, so it is smooth at its rim and never folds the map; but only
// the middle keeps its shapes, the rest is stretched round the centre. With
// a core c, g(t) = s·t up to c (a true enlargement), and beyond it
// g'(t) = 1 + (s-1)·φ(u), u = (t-c)/(1-c), φ(u) = (1-u)²·(1-k·u), with k
// such that g(1) = 1: g' is continuous, 1 at the rim, and dips in the ring
// (minSlope says how far; the spec refuses a dip to nothing).
func (m mag) apply(x, y float64) (float64, float64) {
	dx, dy := x-m.cx, y-m.cy
	r := math.Hypot(dx, dy)
	if r >= m.r || r == 0 {
		return x, y
	}
	k := m.g(r/m.r) / (r / m.r)
	return m.cx + dx*k, m.cy + dy*k
}

// g is the magnifier's radial profile on [0, 1].
func (m mag) g(t float64) float64 {
	if m.c <= 0 {
		return t + (m.s-1)*t*(1-t)*(1-t)
	}
	if t <= m.c {
		return m.s * t
	}
	u := (t - m.c) / (1 - m.c)
	// Φ(u) = ∫₀ᵘ φ.
	phi := u - (2+m.k)*u*u/2 + (1+2*m.k)*u*u*u/3 - m.k*u*u*u*u/4
	return m.s*m.c + (t - m.c) + (m.s-1)*(1-m.c)*phi
}

// minSlope is the least radial scale g' of a plateau magnifier's ring.
func (m mag) minSlope() float64 {
	least := 1.0
	for i := 0; i <= 200; i++ {
		u := float64(i) / 200
		least = math.Min(least, 1+(m.s-1)*(1-u)*(1-u)*(1-m.k*u))
	}
	return least
}

// inInsetBox reports whether a board point lies in some inset's box, where
// the main map is not drawn.
func (p *Projector) inInsetBox(pt board.Point) bool {
	for _, in := range p.insets {
		b := in.box
		if pt.X >= b[0] && pt.X < b[0]+b[2] && pt.Y >= b[1] && pt.Y < b[1]+b[3] {
			return true
		}
	}
	return false
}
