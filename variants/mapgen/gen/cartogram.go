package gen

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/dsp/fourier"
)

// A flow-based contiguous cartogram (Gastner, Seguy and More, PNAS 2018,
// after Gastner and Newman, PNAS 2004): a density over the board diffuses
// until it is even, and every point of the plane moves with the flow
// v = -∇ρ/ρ. The flow is smooth and its steps are kept small against its
// own gradient, so the map bends but never folds or tears: what touched
// stays touching, and the board's edges stay its edges (points on them
// slide along them; on a world board the east and west edges stay one
// seam).
//
// The density is solved in the Fourier domain: its cosine series (a
// reflecting edge) or, across a world board's seam, its Fourier series,
// damped by exp(-k²t) at time t. gonum's dsp/fourier supplies both
// transforms (FFTPACK's, tested and fast for any length); a hand-written
// FFT would be more code to get right and keep, for no gain.

// warp is the cartogram's result: where each node of a grid over the
// board moved to, in board pixels. Between nodes it interpolates
// bilinearly, which keeps a grid that did not fold one-to-one.
type warp struct {
	w, h   float64 // board size in pixels
	nx, ny int     // nodes across and down
	wrap   bool    // x is periodic (nx nodes over w); else nx nodes span [0, w]
	px, py []float64
}

// cellW and cellH are the node spacing in board pixels.
func (wp *warp) cellW() float64 {
	if wp.wrap {
		return wp.w / float64(wp.nx)
	}
	return wp.w / float64(wp.nx-1)
}

func (wp *warp) cellH() float64 { return wp.h / float64(wp.ny-1) }

// node is the moved position of node (i, j); on a wrapping board i may run
// past either edge, one board width further per lap.
func (wp *warp) node(i, j int) (float64, float64) {
	shift := 0.0
	if wp.wrap {
		lap := int(math.Floor(float64(i) / float64(wp.nx)))
		i -= lap * wp.nx
		shift = float64(lap) * wp.w
	}
	k := j*wp.nx + i
	return wp.px[k] + shift, wp.py[k]
}

// apply maps a board point through the deformation. Points off the board
// (a marker's line, say) move as the nearest edge point does.
func (wp *warp) apply(x, y float64) (float64, float64) {
	if wp == nil {
		return x, y
	}
	gx, gy := x/wp.cellW(), y/wp.cellH()
	offX, offY := 0.0, 0.0
	if !wp.wrap {
		if c := math.Max(0, math.Min(float64(wp.nx-1), gx)); c != gx {
			offX, gx = (gx-c)*wp.cellW(), c
		}
	}
	if c := math.Max(0, math.Min(float64(wp.ny-1), gy)); c != gy {
		offY, gy = (gy-c)*wp.cellH(), c
	}
	i, j := int(math.Floor(gx)), int(math.Floor(gy))
	if !wp.wrap && i >= wp.nx-1 {
		i = wp.nx - 2
	}
	if j >= wp.ny-1 {
		j = wp.ny - 2
	}
	fx, fy := gx-float64(i), gy-float64(j)
	x00, y00 := wp.node(i, j)
	x10, y10 := wp.node(i+1, j)
	x01, y01 := wp.node(i, j+1)
	x11, y11 := wp.node(i+1, j+1)
	ox := (1-fy)*((1-fx)*x00+fx*x10) + fy*((1-fx)*x01+fx*x11)
	oy := (1-fy)*((1-fx)*y00+fx*y10) + fy*((1-fx)*y01+fx*y11)
	if wp.wrap {
		// A world board's projection keeps every point on the board:
		// one that moved past the seam comes in at the other edge.
		ox = math.Mod(ox, wp.w)
		if ox < 0 {
			ox += wp.w
		}
	}
	return ox + offX, oy + offY
}

// flow solves the cartogram for a density given at the nodes of an nx×ny
// grid (rho[j*nx+i] > 0) over a w×h board, wrapping in x if wrap.
func flow(rho []float64, nx, ny int, w, h float64, wrap bool) *warp {
	d := newDiffusion(rho, nx, ny, wrap)
	// Tracers start on the nodes, in grid units.
	n := nx * ny
	tx, ty := make([]float64, n), make([]float64, n)
	for j := range ny {
		for i := range nx {
			tx[j*nx+i], ty[j*nx+i] = float64(i), float64(j)
		}
	}
	// The first moment is the density already blurred over a couple of
	// cells: a step in the density would otherwise need a step of no
	// length. Time runs on until the density is even to a percent.
	t := 1.0
	vx, vy, grad := d.velocity(t)
	nx2, ny2 := make([]float64, n), make([]float64, n)
	for step := 0; step < 4000; step++ {
		// Keep each step well short of folding the grid (dt·|∇v| ≤ 0.05)
		// and under a cell long, so the flow is followed closely.
		dt := math.Min(0.05/math.Max(grad, 1e-9), 1/math.Max(d.vmax, 1e-9))
		// Heun's method: a trial step with the velocity now, then the
		// mean of the velocities at both ends.
		for k := range n {
			ux, uy := d.sample(vx, tx[k], ty[k]), d.sample(vy, tx[k], ty[k])
			nx2[k], ny2[k] = d.clampX(tx[k]+dt*ux), d.clampY(ty[k]+dt*uy)
		}
		wx, wy, g2 := d.velocity(t + dt)
		for k := range n {
			ux := (d.sample(vx, tx[k], ty[k]) + d.sample(wx, nx2[k], ny2[k])) / 2
			uy := (d.sample(vy, tx[k], ty[k]) + d.sample(wy, nx2[k], ny2[k])) / 2
			tx[k], ty[k] = d.clampX(tx[k]+dt*ux), d.clampY(ty[k]+dt*uy)
		}
		t += dt
		vx, vy, grad = wx, wy, g2
		if d.spread < 0.01 {
			break
		}
	}
	wp := &warp{w: w, h: h, nx: nx, ny: ny, wrap: wrap, px: tx, py: ty}
	cw, ch := wp.cellW(), wp.cellH()
	for k := range n {
		wp.px[k] *= cw
		wp.py[k] *= ch
	}
	return wp
}

// diffusion is the density's spectrum and what evaluating it at a time
// needs: per axis a transform and each coefficient's squared wavenumber.
type diffusion struct {
	nx, ny int
	wrap   bool
	fft    *fourier.FFT // x, when it wraps
	dctX   *fourier.DCT // x, when it does not
	dctY   *fourier.DCT
	// spec is the spectrum: y by cosine series, then x (complex when it
	// wraps, real parts only otherwise), mx coefficients a row.
	spec     []complex128
	mx       int
	kx2, ky2 []float64
	// scratch
	row  []float64
	crow []complex128
	col  []float64
	rho  []float64
	// spread is the largest |ρ-ρ̄|/ρ̄ at the last evaluation, vmax the
	// fastest node's speed.
	spread, vmax float64
}

func newDiffusion(rho []float64, nx, ny int, wrap bool) *diffusion {
	d := &diffusion{nx: nx, ny: ny, wrap: wrap, dctY: fourier.NewDCT(ny),
		row: make([]float64, nx), col: make([]float64, ny), rho: make([]float64, nx*ny)}
	if wrap {
		d.fft = fourier.NewFFT(nx)
		d.mx = nx/2 + 1
		d.kx2 = make([]float64, d.mx)
		for i := range d.kx2 {
			k := 2 * math.Pi * float64(i) / float64(nx)
			d.kx2[i] = k * k
		}
	} else {
		d.dctX = fourier.NewDCT(nx)
		d.mx = nx
		d.kx2 = make([]float64, nx)
		for i := range d.kx2 {
			k := math.Pi * float64(i) / float64(nx-1)
			d.kx2[i] = k * k
		}
	}
	d.ky2 = make([]float64, ny)
	for j := range d.ky2 {
		k := math.Pi * float64(j) / float64(ny-1)
		d.ky2[j] = k * k
	}
	d.crow = make([]complex128, d.mx)
	// Columns first: the cosine series in y.
	tmp := make([]float64, nx*ny)
	for i := range nx {
		for j := range ny {
			d.col[j] = rho[j*nx+i]
		}
		d.dctY.Transform(d.col, d.col)
		for j := range ny {
			tmp[j*nx+i] = d.col[j]
		}
	}
	d.spec = make([]complex128, ny*d.mx)
	for j := range ny {
		copy(d.row, tmp[j*nx:(j+1)*nx])
		if wrap {
			d.fft.Coefficients(d.crow, d.row)
			copy(d.spec[j*d.mx:], d.crow)
		} else {
			d.dctX.Transform(d.row, d.row)
			for i, v := range d.row {
				d.spec[j*d.mx+i] = complex(v, 0)
			}
		}
	}
	return d
}

// density evaluates ρ at every node at time t.
func (d *diffusion) density(t float64) []float64 {
	nx, ny := d.nx, d.ny
	norm := 2 * float64(ny-1)
	if d.wrap {
		norm *= float64(nx)
	} else {
		norm *= 2 * float64(nx-1)
	}
	tmp := d.rho
	for j := range ny {
		ey := math.Exp(-d.ky2[j] * t)
		for i := range d.mx {
			d.crow[i] = d.spec[j*d.mx+i] * complex(ey*math.Exp(-d.kx2[i]*t)/norm, 0)
		}
		if d.wrap {
			d.fft.Sequence(d.row, d.crow)
		} else {
			for i, c := range d.crow {
				d.row[i] = real(c)
			}
			d.dctX.Transform(d.row, d.row)
		}
		copy(tmp[j*nx:(j+1)*nx], d.row)
	}
	for i := range nx {
		for j := range ny {
			d.col[j] = tmp[j*nx+i]
		}
		d.dctY.Transform(d.col, d.col)
		for j := range ny {
			tmp[j*nx+i] = d.col[j]
		}
	}
	return tmp
}

// velocity is the flow -∇ρ/ρ at every node at time t (central
// differences; none across a reflecting edge), with the largest entry of
// its gradient, which bounds the next step.
func (d *diffusion) velocity(t float64) (vx, vy []float64, grad float64) {
	rho := d.density(t)
	nx, ny := d.nx, d.ny
	vx, vy = make([]float64, nx*ny), make([]float64, nx*ny)
	mean := 0.0
	for _, r := range rho {
		mean += r
	}
	mean /= float64(len(rho))
	d.spread, d.vmax = 0, 0
	for _, r := range rho {
		d.spread = math.Max(d.spread, math.Abs(r-mean)/mean)
	}
	at := func(i, j int) float64 {
		if d.wrap {
			i = (i + nx) % nx
		}
		return rho[j*nx+i]
	}
	for j := range ny {
		for i := range nx {
			r := math.Max(rho[j*nx+i], 1e-9)
			if d.wrap || (i > 0 && i < nx-1) {
				vx[j*nx+i] = -(at(i+1, j) - at(i-1, j)) / 2 / r
			}
			if j > 0 && j < ny-1 {
				vy[j*nx+i] = -(at(i, j+1) - at(i, j-1)) / 2 / r
			}
			d.vmax = math.Max(d.vmax, math.Hypot(vx[j*nx+i], vy[j*nx+i]))
		}
	}
	for j := range ny {
		for i := range nx {
			k := j*nx + i
			var dx, dy int
			switch {
			case d.wrap:
				dx = (i+1)%nx - i
			case i < nx-1:
				dx = 1
			}
			if j < ny-1 {
				dy = nx
			}
			if dx != 0 {
				grad = math.Max(grad, math.Max(math.Abs(vx[k+dx]-vx[k]), math.Abs(vy[k+dx]-vy[k])))
			}
			if dy != 0 {
				grad = math.Max(grad, math.Max(math.Abs(vx[k+dy]-vx[k]), math.Abs(vy[k+dy]-vy[k])))
			}
		}
	}
	return vx, vy, grad
}

// sample interpolates a node field bilinearly at grid position (x, y).
func (d *diffusion) sample(v []float64, x, y float64) float64 {
	nx, ny := d.nx, d.ny
	i, j := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(i), y-float64(j)
	if !d.wrap && i >= nx-1 {
		i, fx = nx-2, 1
	}
	if j >= ny-1 {
		j, fy = ny-2, 1
	}
	i0, i1 := i, i+1
	if d.wrap {
		i0, i1 = ((i0%nx)+nx)%nx, ((i1%nx)+nx)%nx
	}
	a := v[j*nx+i0]*(1-fx) + v[j*nx+i1]*fx
	b := v[(j+1)*nx+i0]*(1-fx) + v[(j+1)*nx+i1]*fx
	return a*(1-fy) + b*fy
}

func (d *diffusion) clampX(x float64) float64 {
	if d.wrap {
		return x
	}
	return math.Max(0, math.Min(float64(d.nx-1), x))
}

func (d *diffusion) clampY(y float64) float64 {
	return math.Max(0, math.Min(float64(d.ny-1), y))
}

// pin keeps the inset boxes where the spec puts them: the flow moves the
// main map round them, but a box holds other geography, in its own
// projection, so its frame must not move nor the main map slide under
// it. Each node keeps the share m of its displacement, 0 in and on a box
// and rising smoothly to 1 over a ramp outside it. A ramp too short for
// the displacement it absorbs would fold the grid, so the ramp grows
// until no cell of the grid turns over.
func (wp *warp) pin(insets []insetFit) error {
	mx, my := append([]float64(nil), wp.px...), append([]float64(nil), wp.py...)
	cw, ch := wp.cellW(), wp.cellH()
	gap := func(x, y float64) float64 {
		d := math.Inf(1)
		for _, in := range insets {
			b := in.box
			dx := math.Max(0, math.Max(b[0]-2-x, x-(b[0]+b[2]+2)))
			dy := math.Max(0, math.Max(b[1]-2-y, y-(b[1]+b[3]+2)))
			d = math.Min(d, math.Hypot(dx, dy))
		}
		return d
	}
	for ramp := 0.08 * math.Max(wp.w, wp.h); ramp < 2*math.Max(wp.w, wp.h); ramp *= 1.5 {
		for j := range wp.ny {
			for i := range wp.nx {
				k := j*wp.nx + i
				x, y := float64(i)*cw, float64(j)*ch
				t := math.Min(1, gap(x, y)/ramp)
				m := t * t * (3 - 2*t)
				wp.px[k], wp.py[k] = x+m*(mx[k]-x), y+m*(my[k]-y)
			}
		}
		if !wp.folded() {
			return nil
		}
	}
	return fmt.Errorf("the cartogram cannot bend round the inset boxes without folding the map: lower its cap")
}

// folded reports whether some cell of the grid has turned over: a corner
// where its two edges no longer turn the way they did.
func (wp *warp) folded() bool {
	nx := wp.nx
	if !wp.wrap {
		nx--
	}
	for j := range wp.ny - 1 {
		for i := range nx {
			c := [4][2]float64{}
			c[0][0], c[0][1] = wp.node(i, j)
			c[1][0], c[1][1] = wp.node(i+1, j)
			c[2][0], c[2][1] = wp.node(i+1, j+1)
			c[3][0], c[3][1] = wp.node(i, j+1)
			for q := range 4 {
				a, b, o := c[(q+3)%4], c[(q+1)%4], c[q]
				if (a[0]-o[0])*(b[1]-o[1])-(a[1]-o[1])*(b[0]-o[0]) >= 0 {
					return true
				}
			}
		}
	}
	return false
}
