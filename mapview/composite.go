package mapview

import (
	"encoding/binary"
	"image"

	"dipdesk/mapview/render"
)

// One texture for the board and its scene.
//
// Under software OpenGL (llvmpipe, what a desktop without a GPU driver
// and every CI machine has) each frame costs in proportion to the pixels
// of every textured quad drawn, whatever the quad holds: measured on two
// cores at 1900×1040, an empty window cost 7 ms of the rasteriser's CPU a
// frame, one full-window raster 25–31 ms more, and each further one as
// much again, transparent or not. The board drew two full-pane rasters,
// the static board and the scene over it, so a game screen's frame cost
// 55 ms of CPU while a click's animation drew a dozen of them, and the
// window waited for them in SwapBuffers. Composited here into one image
// on the CPU (a copy of the static board's pixels and the scene's few
// non-transparent ones blended over them, 1–3 ms), the board is one quad.
//
// The composite is itself a layer: when the static board and the scene
// have both only scrolled it scrolls too and composes just the uncovered
// strips, and an edit of a few units composes just their boxes, so a pan
// or an order costs what it did plus a copy of the boxes it changed.
// Fyne uploads the image each time it changes (a memory copy, ~2 ms for a
// full pane), which is far less than a second quad in every frame.
//
// The highlights under the scene (selection, reach, the province found)
// stay small rasters of their own, but now lie over the units: each one
// is made transparent where the scene is opaque (knockOutScene), so units
// and arrows still read over a highlight as they did under it.
type composite struct {
	l *layer
	// src is what the composite was last composed from; gen counts its
	// changes (the layer key's generation).
	src compSrc
	gen int
	// edits is the scene edits the composite holds; pending are the
	// boxes of edits handed to the scene layer, with the edit count they
	// belong to, to compose once the scene shown holds them.
	edits   int
	pending []pendingBox
	// scene is the scene's image the composite last showed (nil: none),
	// whose alpha the highlights under it are knocked out by.
	scene *image.RGBA
}

// compSrc says which static board and scene a composite is made of, up to
// a scroll of both: the scene's offsets are kept relative to the static
// board's, whose own offsets are left out.
type compSrc struct {
	static        layerKey
	staticContent [2]int
	scene         layerKey
	sceneGen      int
}

type pendingBox struct {
	box   dirtyBox
	edits int
}

func newComposite(r *boardRenderer) *composite {
	return &composite{l: newLayer(r.m.text, true)}
}

// boardLayer is the board's raster: the static board with the scene over
// it, each maybe drawn in the background (background.go).
func (r *boardRenderer) boardLayer(w, h int) image.Image {
	st := r.staticLayer(w, h)
	sc := r.sceneLayer(w, h)
	return r.comp.of(r, st, sc)
}

// of returns the static board st with the scene sc over it.
func (c *composite) of(r *boardRenderer, st, sc image.Image) image.Image {
	s, _ := st.(*image.RGBA)
	u, _ := sc.(*image.RGBA)
	c.scene = nil
	switch {
	case u == nil: // no scene shown: the board alone
		return st
	case s == nil: // no board shown yet: the scene alone
		c.scene = u
		return u
	case s.Rect != u.Rect: // a scene for another size, until its own is drawn
		return st
	}
	sk, uk := r.staticB.shownKey, r.sceneB.shownKey
	src := compSrc{static: sk, staticContent: r.staticB.shownContent, scene: uk, sceneGen: r.sceneB.shownContent[0]}
	src.scene.ox, src.scene.oy = uk.ox-sk.ox, uk.oy-sk.oy
	src.static.ox, src.static.oy = 0, 0
	shown := r.sceneB.shownContent[1]
	if src != c.src || c.l.img == nil {
		c.src = src
		c.gen++
		c.take(shown, nil)
	} else if shown != c.edits {
		c.take(shown, r.m)
	}
	c.edits = shown
	k := layerKey{w: sk.w, h: sk.h, scale: sk.scale, dens: sk.dens, ox: sk.ox, oy: sk.oy, gen: c.gen}
	org := image.Pt(k.ox, k.oy)
	out := c.l.get(k, func(p *render.Pen) { composeOver(p.Img, p.Clip, org, s, u) })
	c.scene = u
	return out
}

// take hands the composite's layer the boxes of the edits the scene
// shown now holds (m nil: none, the composite is composed whole), and
// keeps those of later edits.
func (c *composite) take(shown int, m *Board) {
	kept := c.pending[:0]
	for _, p := range c.pending {
		if p.edits > shown {
			kept = append(kept, p)
			continue
		}
		if m == nil {
			continue
		}
		c.l.dirty = append(c.l.dirty, p.box)
		if m.v.wrap { // its copies east and west
			for _, d := range []float64{-m.v.bw, m.v.bw} {
				b := p.box
				b.r.Min.X, b.r.Max.X = b.r.Min.X+d, b.r.Max.X+d
				c.l.dirty = append(c.l.dirty, b)
			}
		}
	}
	c.pending = kept
}

// note records boxes handed to the scene layer for the edit count edits.
func (c *composite) note(boxes []dirtyBox, edits int) {
	for _, b := range boxes {
		c.pending = append(c.pending, pendingBox{b, edits})
	}
}

// composeOver fills clip of dst (both in zoomed-board pixels) with the
// static board's pixels and the scene's blended over them; st and sc hold
// the window whose top-left is org, at (0,0). The blend is image/draw's
// Over to the bit (what Fyne's painters do with two layers), skipping
// the scene's transparent pixels, most of them, eight bytes at a time.
func composeOver(dst *image.RGBA, clip image.Rectangle, org image.Point, st, sc *image.RGBA) {
	clip = clip.Intersect(st.Rect.Add(org)).Intersect(dst.Rect)
	if clip.Empty() {
		return
	}
	n := 4 * clip.Dx()
	for y := clip.Min.Y; y < clip.Max.Y; y++ {
		d := dst.PixOffset(clip.Min.X, y)
		row := dst.Pix[d : d+n : d+n]
		s := st.PixOffset(clip.Min.X-org.X, y-org.Y)
		copy(row, st.Pix[s:s+n])
		s = sc.PixOffset(clip.Min.X-org.X, y-org.Y)
		over(row, sc.Pix[s:s+n:s+n])
	}
}

// over blends the premultiplied pixels src over dst (equal lengths),
// two pixels at a time: a scene is mostly transparent, and where it is
// not most of it is opaque (unit discs, arrows' cores), so a pair either
// leaves dst as it is or replaces it, with one test of both alphas, and
// only the anti-aliased edges are blended.
func over(dst, src []byte) {
	const alphas = 0xff000000_ff000000
	le := binary.LittleEndian
	i := 0
	for ; i+8 <= len(src); i += 8 {
		if i+32 <= len(src) { // eight transparent pixels are passed over at once
			r := src[i : i+32 : i+32]
			if (le.Uint64(r)|le.Uint64(r[8:])|le.Uint64(r[16:])|le.Uint64(r[24:]))&alphas == 0 {
				i += 24
				continue
			}
		}
		v := le.Uint64(src[i : i+8 : i+8])
		switch v & alphas {
		case 0: // both transparent: dst stays
			continue
		case alphas: // both opaque
			le.PutUint64(dst[i:i+8:i+8], v)
			continue
		}
		overPixel(dst[i:i+4:i+4], src[i:i+4:i+4])
		overPixel(dst[i+4:i+8:i+8], src[i+4:i+8:i+8])
	}
	for ; i+4 <= len(src); i += 4 {
		overPixel(dst[i:i+4:i+4], src[i:i+4:i+4])
	}
}

// overPixel blends one premultiplied pixel s over d, as image/draw's Over
// does to the bit.
func overPixel(d, s []byte) {
	const m = 1<<16 - 1
	switch s[3] {
	case 0:
		return
	case 0xff:
		d[0], d[1], d[2], d[3] = s[0], s[1], s[2], s[3]
		return
	}
	sa := uint32(s[3]) * 0x101
	a := (m - sa) * 0x101
	d[0] = uint8((uint32(d[0])*a/m + uint32(s[0])*0x101) >> 8)
	d[1] = uint8((uint32(d[1])*a/m + uint32(s[1])*0x101) >> 8)
	d[2] = uint8((uint32(d[2])*a/m + uint32(s[2])*0x101) >> 8)
	d[3] = uint8((uint32(d[3])*a/m + sa) >> 8)
}

// knockOutScene makes img (an overlay whose top-left is device pixel at
// of the widget, where the scene's image starts too) transparent where
// the scene is opaque, and fades it where the scene is translucent: the
// overlay lies over the units, which must read as if it lay under them.
func knockOutScene(img *image.RGBA, at image.Point, scene *image.RGBA) {
	if scene == nil {
		return
	}
	w := img.Rect.Dx()
	for y := 0; y < img.Rect.Dy(); y++ {
		sy := at.Y + y
		if sy < 0 || sy >= scene.Rect.Dy() {
			continue
		}
		for x := 0; x < w; x++ {
			sx := at.X + x
			if sx < 0 || sx >= scene.Rect.Dx() {
				continue
			}
			a := scene.Pix[scene.PixOffset(sx, sy)+3]
			if a == 0 {
				continue
			}
			p := img.Pix[y*img.Stride+4*x : y*img.Stride+4*x+4 : y*img.Stride+4*x+4]
			k := uint32(0xff - a)
			for i := range p {
				p[i] = uint8((uint32(p[i])*k + 0x7f) / 0xff)
			}
		}
	}
}
