package mapview

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/internal/lowprio"
	"dipdesk/mapview/render"
)

// Drawing off the UI goroutine.
//
// Fyne asks a raster for its image on its one UI goroutine, as it paints.
// A layer drawn afresh there — a screen's first paint of the board, a
// zoom, a scene that is not a few units' edit — held the whole window up:
// Imperial's world at 1920×1080 took the table screen's first frame to
// 0.3–4 s on two busy cores, and the turn screen's to 3 s. With
// DrawInBackground, such a layer is drawn in a goroutine instead, and
// handed back through post; meanwhile the raster shows what it showed
// before when that was the same content (the board at the last zoom,
// stretched for a frame or two), or nothing, so a player's board never
// shows the previous player's orders while the new ones are drawn. What
// is cheap stays on the UI goroutine: the cached layer, panning (a
// strip), a few changed units' boxes.

// DrawInBackground makes the board draw its layers afresh off the UI
// goroutine, handing each back with post (fyne.Do in the app; a test's
// own queue in tests). nil, the default, draws everything as Fyne asks,
// on its goroutine (Fyne's test driver has no loop to hand work back to).
//
// The board's merged borders, which every drawing needs, are computed in
// a goroutine at once (tens of milliseconds for Imperial's world).
func (m *Board) DrawInBackground(post func(func())) {
	m.post = post
	if post != nil && m.b != nil {
		b := m.b
		lowprio.Go(func() { m.text.Prepare(b) })
	}
}

// waitsForDrawing reports whether the static board or the view is being
// made in the background: the highlights over the board wait for it too,
// rather than place the names they keep clear of on the UI goroutine.
func (m *Board) waitsForDrawing() bool {
	return m.opening || m.r != nil && m.r.staticB.busy
}

// backLayer is a full-widget layer that may be being drawn in a goroutine.
// While busy, only that goroutine touches l; everything else here is the
// UI goroutine's.
type backLayer struct {
	l    *layer
	ras  *canvas.Raster
	busy bool
	// shown is the image last handed to Fyne and what it shows (the
	// content stamp: generation and edits); nil before the first.
	shown        *image.RGBA
	shownContent [2]int
	shownKey     layerKey
	// drawn counts the layers drawn in a goroutine (tests read it).
	drawn int
	// then is called on the UI goroutine after each background drawing.
	then func()
	// placeholder: the raster was last given a stand-in, not the layer.
	placeholder bool
}

// image returns the layer for k with the given content stamp: drawn at
// once when that is cheap or the board draws in the foreground, else
// started in a goroutine (draw must then read nothing the UI goroutine
// may change: it is given copies). take is called on the UI goroutine
// just before the layer is drawn, to hand it the boxes to redraw. hold
// shows nothing for now, whatever is drawn: the map under the layer is
// still another view's.
func (bl *backLayer) image(m *Board, k layerKey, content [2]int, hold bool, take func(), draw func(p *render.Pen)) image.Image {
	if m.post == nil || (!bl.busy && bl.l.cheap(k)) {
		take()
		img := bl.l.get(k, draw)
		bl.shown, bl.shownContent, bl.shownKey = img, content, k
		if !hold {
			bl.stands(m, false)
			return img
		}
	} else if !bl.busy && !m.opening { // a view being chosen: draw that one
		take()
		bl.busy = true
		post, l, hand := m.post, bl.l, &m.r.hand
		hand.start()
		lowprio.Go(func() { // below the window's frames: lowprio's doc
			l.low = true
			img := l.get(k, draw)
			l.low = false
			hand.done(post, func() {
				bl.busy = false
				bl.drawn++
				// What the raster shows from now on: the job's own buffer,
				// never one a later job draws into.
				bl.shown, bl.shownContent, bl.shownKey = img, content, k
				m.r.redraw(bl.ras) // asks again: the layer now holds k
				if bl.then != nil {
					bl.then()
				}
			})
		})
	}
	if !hold && bl.shown != nil && bl.shownContent == content {
		bl.stands(m, false)
		return bl.shown
	}
	bl.stands(m, true)
	return image.NewUniform(color.Transparent)
}

// handBack brings the layers drawn in the background back to the UI
// goroutine together: a drawing that ends while the other layer's is
// still under way waits for it, and both are handed back in one turn of
// the UI goroutine. Apart, each cost the window a frame of its own: a
// turn screen on Imperial drew the whole window twice, 40 ms apart (some
// 35 ms of the rasteriser's CPU each under software OpenGL), for a static
// board and a scene drawn 6 ms apart. The scene is not lost by waiting:
// it is not shown over a static board still being drawn for its view
// (showsOtherView), and a board without its units is no view to show.
// Neither layer starts another drawing until its last is handed back, so
// a drawing waits for at most the one other under way.
type handBack struct {
	mu      sync.Mutex
	running int      // drawings under way
	held    []func() // the ended ones' hand-backs
}

// start counts a drawing under way; on the UI goroutine, before it starts.
func (h *handBack) start() {
	h.mu.Lock()
	h.running++
	h.mu.Unlock()
}

// done ends a drawing: f, with those held, goes to the UI goroutine
// through post once no drawing is under way.
func (h *handBack) done(post func(func()), f func()) {
	h.mu.Lock()
	h.running--
	h.held = append(h.held, f)
	if h.running > 0 {
		h.mu.Unlock()
		return
	}
	fs := h.held
	h.held = nil
	h.mu.Unlock()
	post(func() {
		for _, f := range fs {
			f()
		}
	})
}

// showsOtherView reports whether the layer shows a stand-in drawn for
// another view than k (the board at the last zoom while the new zoom is
// drawn). A scene drawn for k must not be shown over it: Imperial's
// units, drawn for a turn's zoomed opening, stood over the whole world's
// map for seconds — British fleets in Russia.
func (bl *backLayer) showsOtherView(k layerKey) bool {
	if bl.shown == nil {
		return false
	}
	s := bl.shownKey
	return s.w != k.w || s.h != k.h || s.scale != k.scale || s.dens != k.dens ||
		s.ox != k.ox || s.oy != k.oy || s.period != k.period
}

// stands records whether the raster shows a stand-in, and shows or
// hides the note saying the board is being drawn in the very frame being
// painted: the note comes after the layers in the renderer's objects, so
// Fyne, asking for the layers first, draws or skips the note as they
// now are. Hidden only after that frame, the note stood over the drawn
// board for one frame more, 1–2 s on busy cores.
func (bl *backLayer) stands(m *Board, in bool) {
	if bl.placeholder == in {
		return
	}
	bl.placeholder = in
	if r := m.r; r != nil && r.wait != nil {
		// The field, not Hide or Show: the frame under way reads it, and
		// asking for another would repaint the whole window for nothing.
		r.wait.Hidden = !r.waiting()
	}
}

// newWaitNote is the note over a board whose layers are being drawn.
func newWaitNote() *fyne.Container {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	note := container.NewStack(bg, container.NewPadded(widget.NewLabel("Drawing the board…")))
	note.Hide()
	return note
}

// showWait shows the note while the board shows a stand-in for a layer
// or waits for its opening view.
func (r *boardRenderer) showWait() {
	if r.wait == nil {
		return
	}
	if r.waiting() {
		if !r.wait.Visible() {
			r.wait.Show()
		}
	} else if r.wait.Visible() {
		r.wait.Hide()
	}
}

// waiting reports whether the board waits for a layer or its opening view.
func (r *boardRenderer) waiting() bool {
	return r.m.opening || r.staticB.placeholder || r.sceneB.placeholder
}

// cheap reports whether the layer for k is at hand or a scroll of it: no
// fresh drawing of the whole widget.
func (l *layer) cheap(k layerKey) bool {
	if k.w <= 0 || k.h <= 0 || l.img != nil && l.key == k {
		return true
	}
	if l.img == nil {
		return false
	}
	if l.spare != nil && l.spareKey == k && len(l.dirty) == 0 {
		return true
	}
	old := l.key
	sameShape := old.w == k.w && old.h == k.h && old.scale == k.scale && old.dens == k.dens && old.gen == k.gen
	win := image.Rect(k.ox, k.oy, k.ox+k.w, k.oy+k.h)
	return l.scrolls && sameShape && win.Overlaps(l.img.Rect)
}
