package mapview

import (
	"image"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"dipdesk/internal/lowprio"
	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// layerKey says what a full-widget layer shows: its pixel size, the pen
// scale, the pixel position of its top-left corner on the zoomed board and
// a generation bumped whenever its content changes.
type layerKey struct {
	w, h   int
	scale  float64
	dens   float64 // device pixels per logical pixel
	ox, oy int
	gen    int
	// period is the width in pixels of one copy of a board that wraps
	// east–west (0: it does not): the layer draws every copy in view.
	period int
}

// layer is a cached full-widget image. Its img has the Rect of the window it
// shows on the zoomed board, so drawing code works in zoomed-board pixels;
// out is the same pixels with the Rect at (0,0), as Fyne wants them.
type layer struct {
	key        layerKey
	img, spare *image.RGBA
	spareKey   layerKey // what spare holds, if still whole
	out        *image.RGBA
	pen        *render.Pen
	bands      []*render.Pen // for drawing large areas on several cores
	// scrolls: when only the position changed, keep the pixels that are
	// still on screen and draw just the uncovered strips (the static board).
	scrolls bool
	// dirty lists boxes whose content changed without a new generation:
	// they are redrawn over the kept pixels.
	dirty []dirtyBox
	// low: the layer is being drawn in the background, so its bands are
	// too, below the window's frames (lowprio).
	low bool
}

// dirtyBox is a board box to redraw, grown by pad logical pixels.
type dirtyBox struct {
	r   board.Rect
	pad float64
}

// pixels is the box in zoomed-board pixels for k.
func (d dirtyBox) pixels(k layerKey) image.Rectangle {
	p := d.pad * k.dens
	return image.Rect(int(math.Floor(d.r.Min.X*k.scale-p)), int(math.Floor(d.r.Min.Y*k.scale-p)),
		int(math.Ceil(d.r.Max.X*k.scale+p)), int(math.Ceil(d.r.Max.Y*k.scale+p)))
}

// redrawDirty draws the dirty boxes that meet the window, merging two
// where one box round both costs no more pixels than the two (boxes along
// a long arrow overlap at their ends, and merged would be the arrow's
// whole bounding box again).
func (l *layer) redrawDirty(k layerKey, draw func(p *render.Pen)) {
	var rs []image.Rectangle
	var boxes []image.Rectangle
	for _, d := range l.dirty {
		boxes = append(boxes, d.pixels(k))
		if k.period > 0 { // its copies east and west
			for _, c := range []int{-1, 1} {
				boxes = append(boxes, d.pixels(k).Add(image.Pt(c*k.period, 0)))
			}
		}
	}
	for _, box := range boxes {
		r := box.Intersect(l.img.Rect)
		if r.Empty() {
			continue
		}
		for merged := true; merged; {
			merged = false
			for i, o := range rs {
				if o.Overlaps(r) && cheaperMerged(o, r) {
					r = r.Union(o)
					rs = append(rs[:i], rs[i+1:]...)
					merged = true
					break
				}
			}
		}
		rs = append(rs, r)
	}
	l.dirty = l.dirty[:0]
	for _, r := range rs {
		l.drawArea(l.img, k, r, draw)
	}
}

// cheaperMerged reports whether drawing the box round a and b costs no
// more pixels than drawing both.
func cheaperMerged(a, b image.Rectangle) bool {
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	return area(a.Union(b)) <= area(a)+area(b)
}

func newLayer(text *render.Cache, scrolls bool) *layer {
	l := &layer{pen: render.NewPen(image.NewRGBA(image.Rect(0, 0, 1, 1)), 1, text), scrolls: scrolls}
	for i := 0; i < min(4, runtime.GOMAXPROCS(0)); i++ {
		l.bands = append(l.bands, render.NewPen(image.NewRGBA(image.Rect(0, 0, 1, 1)), 1, text))
	}
	return l
}

// drawArea draws r, split into horizontal bands drawn in parallel when it
// is large enough for that to pay. A board's detail is uneven (the world
// map's north is busier than its south), so there are several bands per
// pen and each pen takes the next band undrawn until none is left: the
// cores finish together.
func (l *layer) drawArea(dst *image.RGBA, k layerKey, r image.Rectangle, draw func(p *render.Pen)) {
	if k.period > 0 {
		draw = copies(dst, k.period, draw)
	}
	n := len(l.bands)
	if n < 2 || r.Dx()*r.Dy() < 200_000 {
		l.pen.Img, l.pen.Scale, l.pen.Clip, l.pen.Density = dst, k.scale, r, k.dens
		draw(l.pen)
		return
	}
	bands := min(bandsPerPen*n, max(n, r.Dy()/minBandRows))
	var next atomic.Int32
	var wg sync.WaitGroup
	spawn := func(f func()) { go f() }
	if l.low {
		spawn = lowprio.Go
	}
	for _, p := range l.bands {
		wg.Add(1)
		spawn(func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < bands; i = int(next.Add(1)) - 1 {
				band := image.Rect(r.Min.X, r.Min.Y+r.Dy()*i/bands, r.Max.X, r.Min.Y+r.Dy()*(i+1)/bands)
				p.Img, p.Scale, p.Clip, p.Density = dst, k.scale, band, k.dens
				draw(p)
			}
		})
	}
	wg.Wait()
}

// bandsPerPen and minBandRows size the bands of a parallel redraw: enough
// that uneven bands even out, few enough that walking the board's lists
// once per band stays cheap.
const (
	bandsPerPen = 2
	minBandRows = 24
)

// get returns the layer for k, drawing with draw (on a pen clipped to what
// needs drawing) only what the cached pixels do not already hold.
func (l *layer) get(k layerKey, draw func(p *render.Pen)) *image.RGBA {
	if k.w <= 0 || k.h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if l.img != nil && l.key == k {
		if len(l.dirty) > 0 {
			l.redrawDirty(k, draw)
			l.spareKey = layerKey{} // the spare missed these edits
		}
		return l.out
	}
	if l.spare != nil && l.spareKey == k && k != (layerKey{}) && len(l.dirty) == 0 {
		// Back to the view before (zoomed in and out again): it is still
		// in the spare buffer.
		l.img, l.spare = l.spare, l.img
		l.key, l.spareKey = l.spareKey, l.key
		l.out = &image.RGBA{Pix: l.img.Pix, Stride: l.img.Stride, Rect: image.Rect(0, 0, k.w, k.h)}
		return l.out
	}
	win := image.Rect(k.ox, k.oy, k.ox+k.w, k.oy+k.h)
	old, oldImg := l.key, l.img
	edited := len(l.dirty) > 0
	sameShape := l.img != nil && old.w == k.w && old.h == k.h && old.scale == k.scale && old.dens == k.dens && old.gen == k.gen
	dst := l.buffer(k, win)
	if l.scrolls && sameShape && win.Overlaps(l.img.Rect) {
		l.scroll(dst, k, draw)
		l.img = dst
		l.redrawDirty(k, draw) // the kept pixels may hold edited boxes
	} else {
		l.dirty = l.dirty[:0]
		l.drawArea(dst, k, win, draw)
	}
	if l.scrolls {
		l.spare, l.spareKey = oldImg, old
		if edited { // the old view lacks the edits just drawn
			l.spareKey = layerKey{}
		}
	}
	l.img = dst
	l.key = k
	l.out = &image.RGBA{Pix: dst.Pix, Stride: dst.Stride, Rect: image.Rect(0, 0, k.w, k.h)}
	return l.out
}

// scroll fills dst (the window of k) with the pixels l.img still holds,
// moved, and draws the strips it does not. Each layer a pan moves (the
// static board, the scene and their composite) copies a full pane, about
// a millisecond of memory traffic each: the copy is cut into bands of
// rows, and the layer's pens take the strips first, then the bands, so on
// two cores the copies run beside the strips' drawing instead of after it.
// The strips and the kept rows are disjoint pixels of dst.
func (l *layer) scroll(dst *image.RGBA, k layerKey, draw func(p *render.Pen)) {
	win := dst.Rect
	keep := win.Intersect(l.img.Rect)
	src := l.img
	copyRows := func(y0, y1 int) {
		n := 4 * keep.Dx()
		for y := y0; y < y1; y++ {
			so, do := src.PixOffset(keep.Min.X, y), dst.PixOffset(keep.Min.X, y)
			copy(dst.Pix[do:do+n:do+n], src.Pix[so:so+n:so+n])
		}
	}
	strips := uncovered(win, keep)
	n := len(l.bands)
	if n < 2 {
		copyRows(keep.Min.Y, keep.Max.Y)
		for _, strip := range strips {
			l.drawArea(dst, k, strip, draw)
		}
		return
	}
	if k.period > 0 {
		draw = copies(dst, k.period, draw)
	}
	// The work, largest first: the strips (a large one in bands, as
	// drawArea cuts it), then the copy's bands of rows.
	var areas []image.Rectangle
	for _, strip := range strips {
		parts := 1
		if strip.Dx()*strip.Dy() >= 200_000 {
			parts = min(bandsPerPen*n, max(n, strip.Dy()/minBandRows))
		}
		for i := 0; i < parts; i++ {
			areas = append(areas, image.Rect(strip.Min.X, strip.Min.Y+strip.Dy()*i/parts, strip.Max.X, strip.Min.Y+strip.Dy()*(i+1)/parts))
		}
	}
	rows := max(1, keep.Dy()/copyRowsPerBand)
	tasks := len(areas) + rows
	var next atomic.Int32
	var wg sync.WaitGroup
	work := func(p *render.Pen) {
		defer wg.Done()
		for i := int(next.Add(1)) - 1; i < tasks; i = int(next.Add(1)) - 1 {
			if i < len(areas) {
				p.Img, p.Scale, p.Clip, p.Density = dst, k.scale, areas[i], k.dens
				draw(p)
				continue
			}
			j := i - len(areas)
			copyRows(keep.Min.Y+keep.Dy()*j/rows, keep.Min.Y+keep.Dy()*(j+1)/rows)
		}
	}
	spawn := func(f func()) { go f() }
	if l.low {
		spawn = lowprio.Go
	}
	wg.Add(n)
	for _, p := range l.bands[1:] {
		spawn(func() { work(p) })
	}
	work(l.bands[0])
	wg.Wait()
}

// copyRowsPerBand is how many rows of a scroll's copy one pen takes at a
// time: a few hundred kilobytes, so that two pens end together.
const copyRowsPerBand = 64

// buffer returns the image to draw win into: the spare one when the old
// pixels are to be scrolled into it, else the current one (one buffer is
// enough for a layer that never scrolls).
func (l *layer) buffer(k layerKey, win image.Rectangle) *image.RGBA {
	b := l.spare
	if !l.scrolls {
		b = l.img
	}
	if b == nil || len(b.Pix) != 4*k.w*k.h {
		b = image.NewRGBA(image.Rect(0, 0, k.w, k.h))
	}
	b.Rect = win
	b.Stride = 4 * k.w
	return b
}

// uncovered is win minus keep (keep inside win) as at most two rectangles:
// the full-width band above or below, and the side band beside keep.
func uncovered(win, keep image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	if keep.Min.Y > win.Min.Y {
		out = append(out, image.Rect(win.Min.X, win.Min.Y, win.Max.X, keep.Min.Y))
	}
	if keep.Max.Y < win.Max.Y {
		out = append(out, image.Rect(win.Min.X, keep.Max.Y, win.Max.X, win.Max.Y))
	}
	if keep.Min.X > win.Min.X {
		out = append(out, image.Rect(win.Min.X, keep.Min.Y, keep.Min.X, keep.Max.Y))
	}
	if keep.Max.X < win.Max.X {
		out = append(out, image.Rect(keep.Max.X, keep.Min.Y, win.Max.X, keep.Max.Y))
	}
	return out
}

// copies wraps draw so that it paints every copy of a wrapping board that
// meets the pen's clip: copy c is the board drawn c periods to the east,
// through a view of the same pixels whose coordinates are shifted back by
// c periods, clipped to its own period (each copy clears what it draws).
// What crosses the seam is drawn by the board at both its edges (see
// render's orders), so each copy shows it whole.
func copies(dst *image.RGBA, period int, draw func(p *render.Pen)) func(p *render.Pen) {
	return func(p *render.Pen) {
		clip := p.Clip
		img := p.Img
		first := int(math.Floor(float64(clip.Min.X) / float64(period)))
		last := int(math.Floor(float64(clip.Max.X-1) / float64(period)))
		for c := first; c <= last; c++ {
			span := image.Rect(c*period, clip.Min.Y, (c+1)*period, clip.Max.Y).Intersect(clip)
			if span.Empty() {
				continue
			}
			d := image.Pt(c*period, 0)
			p.Img = &image.RGBA{Pix: img.Pix, Stride: img.Stride, Rect: img.Rect.Sub(d)}
			p.Clip = span.Sub(d)
			draw(p)
		}
		p.Img, p.Clip = img, clip
	}
}
