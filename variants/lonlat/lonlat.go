// Package lonlat turns a point of a generated board back into the
// longitude and latitude board.toml writes, for the designer's coordinate
// picker: mapgen's projection (with its magnifiers and insets) only runs
// forward, so the point is found by search — a coarse grid of projected
// positions, then Newton steps on the projection itself. Whatever mapgen
// does to a position, the answer projects back onto the point.
package lonlat

import (
	"fmt"
	"math"
	"strconv"

	"dipdesk/variants/board"
	"dipdesk/variants/mapgen/gen"
)

// Inverse finds positions on one spec's board.
type Inverse struct {
	pr      *gen.Projector
	samples []sample
}

type sample struct {
	ll gen.LonLat
	at board.Point
}

// New prepares the search for s's projection: a 96×96 grid over its
// bounds widened by a quarter each way, and one over each inset's bounds.
func New(s *gen.Spec) *Inverse {
	iv := &Inverse{pr: gen.NewProjector(s)}
	grid := func(b [4]float64, widen float64) {
		dx, dy := (b[2]-b[0])*widen, (b[3]-b[1])*widen
		w, so, e, n := b[0]-dx, math.Max(-85, b[1]-dy), b[2]+dx, math.Min(85, b[3]+dy)
		const k = 96
		for i := 0; i <= k; i++ {
			for j := 0; j <= k; j++ {
				ll := gen.LonLat{w + (e-w)*float64(i)/k, so + (n-so)*float64(j)/k}
				iv.samples = append(iv.samples, sample{ll, iv.pr.Project(ll[0], ll[1])})
			}
		}
	}
	grid(s.Projection.Bounds, 0.25)
	for _, in := range s.Insets {
		grid(in.Bounds, 0)
	}
	return iv
}

// Size is the board's size in board units.
func (iv *Inverse) Size() (w, h int) { return iv.pr.W, iv.pr.H }

// At returns the [longitude, latitude] drawn at p, and whether one was
// found that projects within a tenth of a board unit of it.
func (iv *Inverse) At(p board.Point) (gen.LonLat, bool) {
	best, bestD := gen.LonLat{}, math.Inf(1)
	for _, s := range iv.samples {
		if d := math.Hypot(s.at.X-p.X, s.at.Y-p.Y); d < bestD {
			best, bestD = s.ll, d
		}
	}
	if math.IsInf(bestD, 1) {
		return best, false
	}
	ll := best
	const h = 1e-5
	for it := 0; it < 30; it++ {
		q := iv.pr.Project(ll[0], ll[1])
		ex, ey := p.X-q.X, p.Y-q.Y
		if math.Hypot(ex, ey) < 1e-3 {
			break
		}
		qx := iv.pr.Project(ll[0]+h, ll[1])
		qy := iv.pr.Project(ll[0], ll[1]+h)
		a, b := (qx.X-q.X)/h, (qy.X-q.X)/h
		c, d := (qx.Y-q.Y)/h, (qy.Y-q.Y)/h
		det := a*d - b*c
		if det == 0 || math.IsNaN(det) {
			break
		}
		dl := (d*ex - b*ey) / det
		dp := (-c*ex + a*ey) / det
		// Keep each step modest so a fold of a magnifier is not jumped.
		if m := math.Hypot(dl, dp); m > 2 {
			dl, dp = dl*2/m, dp*2/m
		}
		ll = gen.LonLat{ll[0] + dl, ll[1] + dp}
	}
	q := iv.pr.Project(ll[0], ll[1])
	return ll, math.Hypot(p.X-q.X, p.Y-q.Y) < 0.1
}

// Format writes a position as board.toml does: "[lon, lat]", to two
// decimals (about a kilometre), trailing zeros dropped.
func Format(ll gen.LonLat) string {
	return fmt.Sprintf("[%s, %s]", short(ll[0]), short(ll[1]))
}

func short(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}
