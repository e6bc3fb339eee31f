package replay

import (
	"image"
	"image/color"
	"runtime"
	"sort"
	"sync"

	"dipdesk/mapview/render"
)

// transparent is the palette index of "unchanged since the last frame".
const transparent = 255

// Quantizer maps the film's colours to one 255-colour palette (index 255
// is transparent) through a table of 5 bits per channel.
type Quantizer struct {
	Palette color.Palette
	lut     [1 << 15]uint8
}

// NewQuantizer builds the palette from the board's own colours, then the
// most frequent colours of samples, and the lookup table from it.
func NewQuantizer(f *Film, samples []*image.RGBA) *Quantizer {
	var pal []color.NRGBA
	seen := map[int]bool{}
	add := func(c color.NRGBA) {
		k := key(c.R, c.G, c.B)
		if !seen[k] && len(pal) < transparent {
			seen[k] = true
			pal = append(pal, color.NRGBA{c.R, c.G, c.B, 0xff})
		}
	}
	st := f.st
	for _, c := range []color.RGBA{st.Sea, st.SeaProvince, st.Land, st.Neutral, st.Impassable, st.Hatch, st.Lake,
		st.River, st.Coast, st.LandBorder, st.SeaBorder, st.SC, st.SCRing, st.Label, st.SeaLabel} {
		add(color.NRGBA{c.R, c.G, c.B, 0xff})
	}
	for _, c := range []color.NRGBA{f.pal.Ink, f.pal.Paper, captionBG, captionText,
		{0xd8, 0x14, 0x14, 0xff}, {0xd0, 0x10, 0x10, 0xff}, {0x1b, 0x8a, 0x2e, 0xff}} {
		add(c)
	}
	for i := range f.Story.Variant.NumPowers() {
		add(f.pal.Colour(i))
		add(f.pal.Tint(i, st.Land))
		add(render.LetterColour(f.pal.Colour(i)))
	}
	// Then the colours the frames use most (antialiased edges, halos),
	// skipping any too close to one already in.
	hist := map[int]int{}
	for _, img := range samples {
		px := img.Pix
		for i := 0; i+3 < len(px); i += 4 * 3 { // every third pixel is plenty
			hist[key(px[i], px[i+1], px[i+2])]++
		}
	}
	type kc struct{ k, n int }
	var byCount []kc
	for k, n := range hist {
		byCount = append(byCount, kc{k, n})
	}
	sort.Slice(byCount, func(i, j int) bool {
		if byCount[i].n != byCount[j].n {
			return byCount[i].n > byCount[j].n
		}
		return byCount[i].k < byCount[j].k
	})
	for _, e := range byCount {
		if len(pal) >= transparent {
			break
		}
		c := unkey(e.k)
		if nearest(pal, c) > 6*6 {
			add(c)
		}
	}
	q := &Quantizer{}
	for _, c := range pal {
		q.Palette = append(q.Palette, c)
	}
	for len(q.Palette) < transparent {
		q.Palette = append(q.Palette, color.NRGBA{0, 0, 0, 0xff})
	}
	q.Palette = append(q.Palette, color.NRGBA{})
	for k := range q.lut {
		c := unkey(k)
		best, bd := 0, 1<<30
		for i, p := range pal {
			if d := dist(p, c); d < bd {
				best, bd = i, d
			}
		}
		q.lut[k] = uint8(best)
	}
	return q
}

func key(r, g, b uint8) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

// unkey is the colour at the middle of a table cell.
func unkey(k int) color.NRGBA {
	return color.NRGBA{uint8(k>>10)<<3 | 4, uint8(k>>5&31)<<3 | 4, uint8(k&31)<<3 | 4, 0xff}
}

func dist(a, b color.NRGBA) int {
	dr, dg, db := int(a.R)-int(b.R), int(a.G)-int(b.G), int(a.B)-int(b.B)
	// Weighted towards green, as the eye is.
	return 3*dr*dr + 4*dg*dg + 2*db*db
}

func nearest(pal []color.NRGBA, c color.NRGBA) int {
	bd := 1 << 30
	for _, p := range pal {
		bd = min(bd, dist(p, c))
	}
	return bd
}

// Quantize is img in the palette.
func (q *Quantizer) Quantize(img *image.RGBA) *image.Paletted {
	r := img.Rect
	out := image.NewPaletted(image.Rect(0, 0, r.Dx(), r.Dy()), q.Palette)
	for y := 0; y < r.Dy(); y++ {
		src := img.Pix[y*img.Stride : y*img.Stride+4*r.Dx()]
		dst := out.Pix[y*out.Stride : y*out.Stride+r.Dx()]
		for x := range dst {
			dst[x] = q.lut[key(src[4*x], src[4*x+1], src[4*x+2])]
		}
	}
	return out
}

// Difference is cur as a frame over prev: the rectangle in which they
// differ, pixels unchanged within it transparent. With nothing changed it
// is a single transparent pixel (a frame still has to hold its delay).
func Difference(prev, cur *image.Paletted) *image.Paletted {
	if prev == nil {
		return cur
	}
	w, h := cur.Rect.Dx(), cur.Rect.Dy()
	x0, y0, x1, y1 := w, h, -1, -1
	for y := range h {
		a := prev.Pix[y*prev.Stride : y*prev.Stride+w]
		b := cur.Pix[y*cur.Stride : y*cur.Stride+w]
		for x := range w {
			if a[x] != b[x] {
				x0, x1 = min(x0, x), max(x1, x)
				y0, y1 = min(y0, y), max(y1, y)
			}
		}
	}
	if x1 < 0 {
		out := image.NewPaletted(image.Rect(0, 0, 1, 1), cur.Palette)
		out.Pix[0] = transparent
		return out
	}
	r := image.Rect(x0, y0, x1+1, y1+1)
	out := image.NewPaletted(r, cur.Palette)
	for y := y0; y <= y1; y++ {
		a := prev.Pix[y*prev.Stride+x0 : y*prev.Stride+x1+1]
		b := cur.Pix[y*cur.Stride+x0 : y*cur.Stride+x1+1]
		d := out.Pix[(y-y0)*out.Stride : (y-y0)*out.Stride+len(b)]
		for x := range b {
			if a[x] == b[x] {
				d[x] = transparent
			} else {
				d[x] = b[x]
			}
		}
	}
	return out
}

// Frames draws every shot of f, quantizes it and keeps only what changed
// from the frame before, on all cores: each worker has its own pen cache,
// and frames are drawn a batch at a time so that only a batch of full
// frames is held at once. each is called with every frame, in order.
func Frames(f *Film, q *Quantizer, each func(i int, frame *image.Paletted)) {
	workers := max(1, runtime.GOMAXPROCS(0))
	caches := make([]*render.Cache, workers)
	for i := range caches {
		caches[i] = render.NewCache()
	}
	n := len(f.Story.Shots)
	batch := workers * 4
	var prev *image.Paletted
	full := make([]*image.Paletted, batch)
	diff := make([]*image.Paletted, batch)
	for start := 0; start < n; start += batch {
		end := min(n, start+batch)
		parallel(workers, end-start, func(w, k int) {
			full[k] = q.Quantize(f.Draw(start+k, caches[w]))
		})
		before := prev
		parallel(workers, end-start, func(_, k int) {
			p := before
			if k > 0 {
				p = full[k-1]
			}
			diff[k] = Difference(p, full[k])
		})
		for k := range end - start {
			each(start+k, diff[k])
		}
		prev = full[end-start-1]
	}
}

// parallel runs job(worker, k) for k in [0, n) on workers goroutines.
func parallel(workers, n int, job func(w, k int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				job(w, k)
			}
		}()
	}
	for k := range n {
		next <- k
	}
	close(next)
	wg.Wait()
}
