package mapview

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// boardRenderer shows the board in layers: the static board (cached, and
// scrolled rather than redrawn when panning), province highlights (small
// rasters the size of the province), the scene (units and orders), the
// hovered province with its name, and the zoom buttons.
type boardRenderer struct {
	m *Board

	// board shows the static board with the scene over it, composited
	// into one image (composite.go).
	board   *canvas.Raster
	comp    *composite
	staticL *layer
	sceneL  *layer
	staticB *backLayer // staticL and sceneL, drawn in the background
	sceneB  *backLayer // when the board says so (background.go)
	hand    handBack   // their drawings' way back to the UI goroutine
	// redraw asks Fyne for a layer's image again (canvas.Refresh; tests
	// see what is asked for).
	redraw func(fyne.CanvasObject)
	// dens is device pixels per logical pixel of the last static layer
	// asked for (0 before the first).
	dens           float64
	selection      []*overlay
	reach          []*overlay // where the hovered province's units could move
	reachOf        string     // the province reach shows
	hover          *overlay
	found          *overlay // the province Find flew to
	find           *findBar
	legend         *legendPanel
	nameBg         *canvas.Rectangle
	name           *canvas.Text
	buttons        *fyne.Container
	errBox         *fyne.Container
	wait           *fyne.Container // "Drawing the board…" (background.go)
	abbr           *widget.Button
	objects        []fyne.CanvasObject
	lastStatic     view
	lastStaticGen  int
	lastScene      view
	lastSceneGen   int
	lastSceneEdits int
	lastHighlights int
}

func newBoardRenderer(m *Board) *boardRenderer {
	r := &boardRenderer{m: m, redraw: canvas.Refresh}
	if m.err != nil {
		icon := widget.NewIcon(theme.ErrorIcon())
		title := widget.NewLabelWithStyle("The board could not be loaded", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		msg := widget.NewLabel(m.err.Error())
		msg.Wrapping = fyne.TextWrapWord
		r.errBox = container.NewBorder(container.NewHBox(icon, title), nil, nil, nil, msg)
		r.objects = []fyne.CanvasObject{r.errBox}
		return r
	}
	r.staticL = newLayer(m.text, true)
	r.sceneL = newLayer(m.text, true)
	r.comp = newComposite(r)
	r.board = canvas.NewRaster(func(w, h int) image.Image { return r.boardLayer(w, h) })
	r.board.ScaleMode = pixelExact
	r.staticB = &backLayer{l: r.staticL, ras: r.board, then: func() {
		m.highlights++ // the highlights waited for the board: draw them
		m.Refresh()
	}}
	r.sceneB = &backLayer{l: r.sceneL, ras: r.board, then: func() {
		r.refreshUnderScene() // they knock the new scene out
		m.Refresh()
	}}
	r.wait = newWaitNote()
	r.hover = newOverlay(m, false, render.Highlight{Fill: render.Solid(color.NRGBA{0xff, 0xff, 0xff, 0x50}), Line: color.NRGBA{0x10, 0x10, 0x10, 0xe0}})
	r.found = newOverlay(m, true, foundHighlight)
	r.find = newFindBar(m)
	r.legend = newLegendPanel(m)
	r.nameBg = canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	r.nameBg.CornerRadius = theme.InputRadiusSize()
	r.nameBg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.nameBg.StrokeWidth = 1
	r.name = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	r.name.TextStyle.Bold = true
	r.buttons = container.NewVBox(
		widget.NewButtonWithIcon("", theme.ZoomInIcon(), m.ZoomIn),
		widget.NewButtonWithIcon("", theme.ZoomOutIcon(), m.ZoomOut),
		widget.NewButtonWithIcon("", theme.ZoomFitIcon(), m.FitBoard),
		r.legend.button,
		r.abbrButton(),
		widget.NewButtonWithIcon("", theme.SearchIcon(), func() {
			if m.FindShown() {
				m.CloseFind()
			} else {
				m.OpenFind()
			}
		}),
	)
	r.rebuild()
	return r
}

// abbrButton is the toolbar's abbreviations toggle, highlighted while
// abbreviations are drawn.
func (r *boardRenderer) abbrButton() *widget.Button {
	if r.abbr == nil {
		r.abbr = widget.NewButton("Ab", func() {
			r.m.SetAbbreviations(!r.m.abbr)
			if r.m.OnAbbreviations != nil {
				r.m.OnAbbreviations(r.m.abbr)
			}
		})
	}
	r.abbr.Importance = widget.MediumImportance
	if r.m.abbr {
		r.abbr.Importance = widget.HighImportance
	}
	r.abbr.Refresh()
	return r.abbr
}

// rebuild sets the object list: layers bottom to top.
func (r *boardRenderer) rebuild() {
	if r.m.err != nil {
		return
	}
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.board)
	for _, o := range r.reach {
		r.objects = append(r.objects, o.ras)
	}
	for _, o := range r.selection {
		r.objects = append(r.objects, o.ras)
	}
	r.objects = append(r.objects, r.found.ras, r.find.tagBg, r.find.tag, r.hover.ras, r.nameBg, r.name, r.legend.box, r.find.box, r.wait, r.buttons)
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) MinSize() fyne.Size {
	if r.errBox != nil {
		return r.errBox.MinSize()
	}
	return fyne.NewSize(160, 120).Max(r.buttons.MinSize().AddWidthHeight(2*theme.Padding(), 2*theme.Padding()))
}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) Layout(size fyne.Size) {
	if r.errBox != nil {
		r.errBox.Resize(size)
		return
	}
	if size != r.m.v.size {
		r.m.v.resize(size)
		r.m.rehover() // the board moved under the pointer
		if r.m.openOn != nil && size.Width > 0 && size.Height > 0 {
			r.m.OpenOn(r.m.openOn...)
		}
	}
	r.board.Resize(size)
	bs := r.buttons.MinSize()
	r.buttons.Resize(bs)
	r.buttons.Move(fyne.NewPos(size.Width-bs.Width-theme.Padding(), theme.Padding()))
	r.legend.layout(size)
	ws := r.wait.MinSize()
	r.wait.Resize(ws)
	r.wait.Move(fyne.NewPos((size.Width-ws.Width)/2, (size.Height-ws.Height)/2))
	r.find.layout(size, r.buttons.Position().X)
	r.m.claimFindShortcut()
	r.layoutHighlights()
}

// Refresh redraws only the layers whose content changed.
func (r *boardRenderer) Refresh() {
	if r.errBox != nil {
		r.errBox.Refresh()
		return
	}
	m := r.m
	if m.Size() != m.v.size {
		r.Layout(m.Size())
	}
	again := false
	if m.v != r.lastStatic || m.staticGen != r.lastStaticGen {
		r.lastStatic, r.lastStaticGen = m.v, m.staticGen
		again = true
	}
	if m.v != r.lastScene || m.sceneGen != r.lastSceneGen || m.sceneEdits != r.lastSceneEdits {
		r.lastScene, r.lastSceneGen, r.lastSceneEdits = m.v, m.sceneGen, m.sceneEdits
		again = true
		r.refreshUnderScene()
	}
	if again {
		canvas.Refresh(r.board)
	}
	r.showWait()
	r.layoutHighlights()
}

// staticLayer is the static board for the raster, maybe drawn in the
// background (background.go).
func (r *boardRenderer) staticLayer(w, h int) image.Image {
	m := r.m
	k := m.layerKey(w, h, m.staticGen)
	if k.dens > 0 {
		r.dens = k.dens
	}
	return r.staticB.image(m, k, [2]int{m.staticGen}, false, func() {}, r.staticDraw())
}

// sceneLayer is the scene for the raster, maybe drawn in the background.
func (r *boardRenderer) sceneLayer(w, h int) image.Image {
	m := r.m
	k := m.layerKey(w, h, m.sceneGen)
	// While the map under it is still another view's, units and orders
	// drawn for this one would stand in the wrong provinces.
	hold := m.post != nil && r.staticB.busy && r.staticB.showsOtherView(k)
	return r.sceneB.image(m, k, [2]int{m.sceneGen, m.sceneEdits}, hold, r.takeDirty, r.sceneDraw())
}

// takeDirty hands the scene layer the boxes edited since it was drawn
// (and tells the composite which they are).
func (r *boardRenderer) takeDirty() {
	r.comp.note(r.m.dirty, r.m.sceneEdits)
	r.sceneL.dirty = append(r.sceneL.dirty, r.m.dirty...)
	r.m.dirty = r.m.dirty[:0]
}

// staticDraw draws the static board as it is now: it is given copies of
// what it draws, so it may run in another goroutine.
func (r *boardRenderer) staticDraw() func(p *render.Pen) {
	m := r.m
	b, style, tints, abbr, reach := m.b, m.style, m.tints, m.abbr, m.reach
	return func(p *render.Pen) {
		p.Board(b, render.Options{Style: &style, Tint: tints, Abbreviations: abbr, Reach: reach})
	}
}

// sceneDraw draws the scene as it is now, like staticDraw.
func (r *boardRenderer) sceneDraw() func(p *render.Pen) {
	m := r.m
	b, scene, pal, style := m.b, m.scene, m.pal, m.style
	return func(p *render.Pen) {
		p.Clear(color.NRGBA{})
		p.Scene(b, scene, pal, style)
	}
}

// staticImage and sceneImage draw the layers at once, whatever the board
// says (the benchmarks time the drawing itself).
func (r *boardRenderer) staticImage(w, h int) *image.RGBA {
	return r.staticL.get(r.m.layerKey(w, h, r.m.staticGen), r.staticDraw())
}

func (r *boardRenderer) sceneImage(w, h int) *image.RGBA {
	r.takeDirty()
	return r.sceneL.get(r.m.layerKey(w, h, r.m.sceneGen), r.sceneDraw())
}

// refreshUnderScene asks again for the highlights under the scene, which
// are knocked out by it (composite.go).
func (r *boardRenderer) refreshUnderScene() {
	for _, o := range r.selection {
		o.refresh()
	}
	for _, o := range r.reach {
		o.refresh()
	}
	r.found.refresh()
}

// layoutHighlights places the selection and hover overlays and the name.
func (r *boardRenderer) layoutHighlights() {
	m := r.m
	changed := r.lastHighlights != m.highlights
	r.lastHighlights = m.highlights
	if changed {
		for len(r.selection) < len(m.selected) {
			r.selection = append(r.selection, newOverlay(m, true, selectionHighlight))
		}
		if len(r.selection) > len(m.selected) {
			r.selection = r.selection[:len(m.selected)]
		}
		r.rebuild()
	}
	for i, o := range r.selection {
		pr, _ := board.SplitLoc(m.selected[i])
		o.show(m.b.Province(pr), changed)
	}
	r.hover.show(m.b.Province(m.hover), changed)
	r.found.show(m.b.Province(m.found), changed)
	r.find.layoutTag()
	r.layoutReach(changed)
	if m.hover == "" {
		r.name.Hide()
		r.nameBg.Hide()
		return
	}
	r.name.Text = m.provinceName(m.hover)
	r.name.TextSize = theme.TextSize() * 1.1
	r.name.Color = theme.Color(theme.ColorNameForeground)
	r.nameBg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	r.nameBg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	ts := r.name.MinSize()
	pad := theme.InnerPadding() / 2
	box := ts.AddWidthHeight(2*pad, pad)
	pos := m.hoverAt.AddXY(14, 18)
	size := m.Size()
	if pos.Y+box.Height > size.Height {
		pos.Y = m.hoverAt.Y - box.Height - 8
	}
	right := size.Width // the label stays clear of the toolbar beside it
	if tb := r.buttons.Position().Y + r.buttons.Size().Height; pos.Y < tb {
		right = r.buttons.Position().X - theme.Padding()
	}
	pos.X = float32(math.Max(0, math.Min(float64(pos.X), float64(right-box.Width))))
	r.nameBg.Move(pos)
	r.nameBg.Resize(box)
	r.name.Move(pos.AddXY(pad, pad/2))
	r.name.Resize(ts)
	if changed || !r.name.Visible() {
		r.name.Show()
		r.nameBg.Show()
		r.name.Refresh()
		r.nameBg.Refresh()
	}
}

// overlay is a raster covering one province's box (clipped to the
// widget): a translucent fill and an outline over the board.
type overlay struct {
	m *Board
	// under: the highlight belongs under the scene, so the scene's units
	// and orders are knocked out of it (composite.go).
	under  bool
	ras    *canvas.Raster
	prov   *board.Province
	hl     render.Highlight
	pen    *render.Pen
	img    *image.RGBA
	origin board.Point // board point at the raster's top-left
	placed view
}

// selectionHighlight marks the selected provinces (a unit being ordered
// and where it may go).
var selectionHighlight = render.Highlight{Fill: render.Solid(color.NRGBA{0xff, 0xf0, 0x80, 0x58}), Line: color.NRGBA{0xc0, 0x7a, 0x00, 0xff}}

// foundHighlight marks the province Find flew to: a bold blue ring that
// reads on every power's tint.
var foundHighlight = render.Highlight{Fill: render.Solid(color.NRGBA{0x40, 0xa0, 0xff, 0x48}), Line: color.NRGBA{0x08, 0x3c, 0xc8, 0xff}}

func newOverlay(m *Board, under bool, hl render.Highlight) *overlay {
	o := &overlay{m: m, under: under, hl: hl}
	o.ras = canvas.NewRaster(o.image)
	o.ras.ScaleMode = pixelExact
	o.pen = render.NewPen(image.NewRGBA(image.Rect(0, 0, 1, 1)), 1, m.text)
	o.ras.Hide()
	return o
}

// show places the overlay over p (hides it for nil) and redraws it if
// the province, the view or its content changed.
func (o *overlay) show(p *board.Province, changed bool) {
	if p == nil {
		o.prov = nil
		o.ras.Hide()
		return
	}
	v := &o.m.v
	if p == o.prov && o.placed == *v && !changed && o.ras.Visible() {
		return
	}
	o.prov, o.placed = p, *v
	pad := float32(4)
	lo, hi := v.toLogical(p.Bounds.Min), v.toLogical(p.Bounds.Max)
	var d float32 // the shift to the copy shown, on a board that wraps
	if v.wrap {   // the copy under the pointer, or else nearest the middle
		at := float64(v.size.Width) / 2
		if o.m.hover != "" {
			at = float64(o.m.hoverAt.X)
		}
		d = float32(v.copyShift(float64(lo.X), float64(hi.X), at))
		lo.X, hi.X = lo.X+d, hi.X+d
	}
	// On whole pixels, as the static board is: the overlay's pixels then
	// fall on the board's, and names knocked out of it match the board's.
	x0, y0 := max(0, floor32(lo.X-pad)), max(0, floor32(lo.Y-pad))
	x1, y1 := min(v.size.Width, ceil32(hi.X+pad)), min(v.size.Height, ceil32(hi.Y+pad))
	if x1 <= x0 || y1 <= y0 {
		o.ras.Hide()
		return
	}
	// The board point at the raster's top-left, in the province's own
	// copy: the raster draws the province where the board has it.
	o.origin = board.Point{X: (float64(x0-d) - v.ox) / v.scale(), Y: (float64(y0) - v.oy) / v.scale()}
	o.ras.Move(fyne.NewPos(x0, y0))
	o.ras.Resize(fyne.NewSize(x1-x0, y1-y0))
	o.ras.Show()
	canvas.Refresh(o.ras)
}

func (o *overlay) image(w, h int) image.Image {
	if o.prov == nil || w <= 0 || h <= 0 || o.m.waitsForDrawing() {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	v := &o.m.v
	ps := float64(w) / float64(o.ras.Size().Width)
	scale := v.scale() * ps
	ox, oy := int(math.Round(o.origin.X*scale)), int(math.Round(o.origin.Y*scale))
	if o.img == nil || len(o.img.Pix) < 4*w*h {
		o.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	img := &image.RGBA{Pix: o.img.Pix[:4*w*h], Stride: 4 * w, Rect: image.Rect(ox, oy, ox+w, oy+h)}
	p := o.pen
	p.Img, p.Scale, p.Clip, p.Density = img, scale, img.Rect, ps
	p.Clear(color.NRGBA{})
	p.FillRings(o.prov.Rings, o.hl.Fill)
	lines := make([][]board.Point, len(o.prov.Rings))
	for i, ring := range o.prov.Rings {
		lines[i] = append(append([]board.Point{}, ring...), ring[0])
	}
	width := 2.5 * math.Max(1, math.Sqrt(v.zoom)) * ps
	p.Stroke(lines, false, width, o.hl.Line)
	// Names stay as the board shows them, not tinted or crossed by the
	// outline: a highlight marks the province, never hides its name.
	p.KnockOutNames(o.m.b, o.m.abbr)
	out := &image.RGBA{Pix: img.Pix, Stride: img.Stride, Rect: image.Rect(0, 0, w, h)}
	if o.under && o.m.r != nil {
		at := o.ras.Position()
		knockOutScene(out, image.Pt(int(math.Round(float64(at.X)*ps)), int(math.Round(float64(at.Y)*ps))), o.m.r.comp.scene)
	}
	return out
}

// refresh asks for the overlay's image again, if it shows.
func (o *overlay) refresh() {
	if o.prov != nil && o.ras.Visible() {
		canvas.Refresh(o.ras)
	}
}

// pixelExact is how the board's rasters are sampled: their images are
// drawn at the device pixels they cover, so the nearest texel is the
// pixel itself, and software OpenGL samples it for a fifth less CPU per
// frame than it blends four (measured: a full-window quad 31 → 25 ms).
const pixelExact = canvas.ImageScalePixels

func floor32(v float32) float32 { return float32(math.Floor(float64(v))) }
func ceil32(v float32) float32  { return float32(math.Ceil(float64(v))) }

var _ fyne.WidgetRenderer = (*boardRenderer)(nil)
