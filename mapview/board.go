package mapview

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"math"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/internal/lowprio"
	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// BoardFile is the board's file name in a variant folder.
const BoardFile = "map.svg"

// Board is the Fyne widget showing a variant's board with a Scene (units,
// supply-centre owners, orders) on it. Players tap provinces, hover to see
// names, zoom with the wheel, keys (+ − 0) or its buttons, and drag to pan;
// zoom and pan stay as they are when the scene changes.
//
// Like every Fyne widget it must be used from the app's goroutine; from
// other goroutines go through fyne.Do.
type Board struct {
	widget.BaseWidget

	// OnTapped is called with the province tapped and, for a province with
	// several coasts (St Petersburg, Spain, Bulgaria), the coast whose unit
	// anchor is nearest to the tap ("nc"); coast is "" otherwise. A tap
	// that hits no province reports province "".
	OnTapped func(province, coast string)
	// OnHover is called when the pointer enters a province ("" when it
	// leaves the provinces or the widget).
	OnHover func(province string)
	// OnAbbreviations is called when the player switches abbreviations on
	// or off with the toolbar (so the app can remember the choice).
	OnAbbreviations func(on bool)

	b   *board.Board
	err error
	hit *hitGrid
	// unitSize is render.UnitSize of the board, kept for hit-testing units.
	unitSize float64
	text     *render.Cache
	scene    *render.Scene

	pal          render.Palette
	palSet       bool
	highContrast bool
	style        render.Style
	tints        map[string]color.Color
	staticGen    int
	sceneGen     int
	// shown keys the scene drawn; dirty lists the boxes of the scene
	// layer to redraw for the edits since (counted in sceneEdits).
	shown      *sceneKeys
	dirty      []dirtyBox
	sceneEdits int
	selected   []string
	hover      string
	hoverAt    fyne.Position
	pointerIn  bool // the pointer is over the widget (hoverAt is where)
	highlights int  // generation of hover/selection
	reach      *render.Reach
	pinned     string // province whose reach a long press keeps shown
	abbr       bool   // abbreviations instead of names
	legendOn   bool

	// lookup finds the province a name stands for (SetLookup); found is
	// the province Find flew to, highlighted until Find closes.
	lookup func(string) (string, bool)
	found  string
	// shortcutOn is the canvas whose Ctrl+F opens this board's Find.
	shortcutOn fyne.Canvas
	// openOn is the last OpenOn's locations while the player has not
	// moved the board since: a resize opens there again.
	openOn []string

	v view
	r *boardRenderer
	// warmGen counts zooms, so a label warm-up for an old one stops.
	warmGen atomic.Int64
	// openGen counts OpenOn's choices and the player's moves, so that an
	// opening chosen in the background for an older one is dropped;
	// opening is set while one is being chosen (the layers wait for it).
	openGen int
	opening bool
	// openings counts the choices come back, used or dropped (tests).
	openings int
	// post hands layers drawn in the background back to the UI goroutine;
	// nil: they are drawn on it (DrawInBackground).
	post func(func())
}

// New loads the board (map.svg) of a variant folder, e.g. a
// variants.Package's Files. A missing or broken board is not fatal: the
// widget then shows the error (see Err).
func New(files fs.FS) *Board {
	if files == nil {
		return NewWithBoard(nil, fmt.Errorf("no variant files"))
	}
	b, err := board.ParseFile(files, BoardFile)
	return NewWithBoard(b, err)
}

// NewWithBoard shows an already parsed board; if err is not nil (or b is
// nil) the widget shows err instead of a board.
func NewWithBoard(b *board.Board, err error) *Board {
	m := &Board{text: render.NewCache(), style: render.DefaultStyle(), pal: render.DefaultPalette(0)}
	if err == nil && b == nil {
		err = fmt.Errorf("no board")
	}
	if err == nil && (b.Width <= 0 || b.Height <= 0 || len(b.Provinces) == 0) {
		err = fmt.Errorf("%s has no provinces or no size", BoardFile)
	}
	if err != nil {
		m.err = err
	} else {
		m.b = b
		m.hit = newHitGrid(b)
		m.unitSize = render.UnitSize(b)
		// The merged borders (render's Prepare) are computed by the first
		// drawing, or ahead in the background (DrawInBackground).
		m.v = view{bw: b.Width, bh: b.Height, zoom: 1, fit: true, wrap: b.Wrap}
	}
	m.ExtendBaseWidget(m)
	return m
}

// Err is why the board could not be loaded, or nil.
func (m *Board) Err() error { return m.err }

// Model is the parsed board, or nil.
func (m *Board) Model() *board.Board { return m.b }

// SetScene shows s (it is not copied: pass a new Scene, or call SetScene
// again after changing it). Zoom and pan are kept.
func (m *Board) SetScene(s *render.Scene) {
	m.scene = s
	if !m.palSet {
		m.pal = m.defaultPalette(s)
	}
	m.updateTints()
	if m.b == nil {
		return // the error is shown instead of a board
	}
	lk := render.LookFor(m.unitSize, m.v.scale(), m.pal)
	if boxes, ok := changedBoxes(m.b, m.shown, s, lk); ok {
		// Only some units and orders changed: redraw just their boxes.
		m.dirty = append(m.dirty, boxes...)
		m.sceneEdits++
	} else {
		m.sceneGen++
	}
	m.shown = keysOf(s)
	m.Refresh()
}

// SetAbbreviations draws each province's code ("STP", render.Code) instead of
// its name, as experienced players read boards; the board's toolbar
// button toggles it too.
func (m *Board) SetAbbreviations(on bool) {
	if on == m.abbr {
		return
	}
	m.abbr = on
	m.staticGen++
	m.Refresh()
	if m.r != nil {
		m.r.abbrButton()
	}
}

// Abbreviations reports whether abbreviations are drawn instead of names.
func (m *Board) Abbreviations() bool { return m.abbr }

// Scene is the scene shown.
func (m *Board) Scene() *render.Scene { return m.scene }

// SetPalette colours the powers with p (by default PaletteFor the scene's
// powers, in the current contrast).
func (m *Board) SetPalette(p render.Palette) {
	m.pal, m.palSet = p, true
	m.updateTints()
	m.staticGen++
	m.sceneGen++
	m.Refresh()
}

// SetHighContrast switches between the default and the high-contrast look
// (and palette, unless one was set with SetPalette).
func (m *Board) SetHighContrast(on bool) {
	m.highContrast = on
	m.style = render.DefaultStyle()
	if on {
		m.style = render.HighContrastStyle()
	}
	if !m.palSet {
		m.pal = m.defaultPalette(m.scene)
	}
	m.updateTints()
	m.staticGen++
	m.sceneGen++
	m.Refresh()
}

// defaultPalette colours s's powers, with the colours their variant
// gives them, for the current contrast.
func (m *Board) defaultPalette(s *render.Scene) render.Palette {
	var powers []render.Power
	if s != nil {
		powers = s.Powers
	}
	return render.PaletteFor(powers, m.highContrast)
}

func (m *Board) updateTints() {
	if m.b == nil {
		return
	}
	t := m.scene.Tints(m.b, m.pal, m.style)
	if !sameTints(t, m.tints) {
		m.tints = t
		m.staticGen++
	}
}

func sameTints(a, b map[string]color.Color) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// SetSelected highlights locations (provinces, or "stp/nc" for a coast's
// province), e.g. the unit being ordered and its possible destinations.
func (m *Board) SetSelected(locs ...string) {
	m.selected = append(m.selected[:0], locs...)
	m.highlights++
	m.Refresh()
}

// Selected is what SetSelected last highlighted.
func (m *Board) Selected() []string { return append([]string(nil), m.selected...) }

// Hovered is the province under the pointer, or "".
func (m *Board) Hovered() string { return m.hover }

// Zoom is the zoom relative to showing the whole board.
func (m *Board) Zoom() float64 { return m.v.zoom }

// ZoomIn zooms in one step around the centre.
func (m *Board) ZoomIn() { m.zoomBy(zoomStep, m.centre()) }

// ZoomOut zooms out one step around the centre.
func (m *Board) ZoomOut() { m.zoomBy(1/zoomStep, m.centre()) }

// FitBoard shows the whole board.
func (m *Board) FitBoard() {
	if m.b == nil {
		return
	}
	m.stopOpening()
	m.v.fitBoard()
	m.Refresh()
	m.rehover()
}

// ShowArea zooms onto the part of the board holding the given locations
// ("lon", "stp/nc"), with a margin round them, and keeps it framed when
// the widget is resized, until the player zooms or pans: the rules
// primer and the puzzles show a few provinces large. Unknown locations
// are skipped; with none known, the whole board shows.
func (m *Board) ShowArea(locs ...string) {
	if m.b == nil {
		return
	}
	var r board.Rect
	n := 0
	for _, l := range locs {
		p, ok := m.b.Unit(l)
		if !ok {
			continue
		}
		if n == 0 {
			r = board.Rect{Min: p, Max: p}
		}
		r.Min.X, r.Min.Y = math.Min(r.Min.X, p.X), math.Min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = math.Max(r.Max.X, p.X), math.Max(r.Max.Y, p.Y)
		n++
	}
	if n == 0 {
		m.FitBoard()
		return
	}
	// A margin of a fifth of the board's smaller side, so that the
	// provinces round the units show too.
	pad := math.Min(m.b.Width, m.b.Height) / 5
	r.Min.X, r.Min.Y = r.Min.X-pad, r.Min.Y-pad
	r.Max.X, r.Max.Y = r.Max.X+pad, r.Max.Y+pad
	m.stopOpening()
	m.v.fitArea(r)
	m.Refresh()
	m.rehover()
}

func (m *Board) centre() fyne.Position {
	s := m.Size()
	return fyne.NewPos(s.Width/2, s.Height/2)
}

func (m *Board) zoomBy(f float64, at fyne.Position) {
	m.stopOpening()
	if m.b != nil && m.v.zoomAt(f, at) {
		m.Refresh()
		m.rehover()
		m.warmNextZooms()
	}
}

// warmNextZooms rasterises, in the background, the labels of the zoom
// levels a step in and out, where the player is likely to go next; a newer
// zoom makes the older warm-up stop.
func (m *Board) warmNextZooms() {
	gen := m.warmGen.Add(1)
	dens := 1.0
	if m.r != nil && m.r.dens > 0 {
		dens = m.r.dens
	}
	b, cache, z0 := m.b, m.text, m.v.zoom
	wrap, bw, fit := m.v.wrap, m.v.bw, m.v.fitScale()
	stale := func() bool { return m.warmGen.Load() != gen }
	lowprio.Go(func() {
		for _, f := range []float64{zoomStep, 1 / zoomStep} {
			if z := z0 * f; z >= MinZoom && z <= MaxZoom {
				// The scale the view will have there (nudged on a board
				// that wraps), so the draw finds the names placed.
				cache.WarmLabels(b, render.WholePeriod(wrap, bw, fit*z), dens, stale)
			}
		}
	})
}

// ProvinceAt returns the province (and coast, for split-coast provinces)
// at a position in the widget, or "" outside the provinces.
func (m *Board) ProvinceAt(pos fyne.Position) (province, coast string) {
	if m.b == nil {
		return "", ""
	}
	if prov, coast, ok := m.dislodgedAt(pos); ok {
		return prov, coast
	}
	bp := m.v.toBoard(pos)
	pr := m.hit.at(bp)
	if pr == nil {
		return "", ""
	}
	return pr.ID, m.hit.coastNear(pr.ID, bp)
}

// dislodgedAt finds a dislodged unit drawn at pos: it stands beside its
// province, maybe over a neighbour, and a tap on it means its own province.
func (m *Board) dislodgedAt(pos fyne.Position) (string, string, bool) {
	if m.scene == nil {
		return "", "", false
	}
	r := float64(render.LookFor(m.unitSize, m.v.scale(), m.pal).R)
	for _, u := range m.scene.Units {
		if !u.Dislodged {
			continue
		}
		at, ok := m.PositionOf(u.Loc)
		if !ok {
			continue
		}
		dx, dy := float64(pos.X-at.X)-r*render.DislodgedDX, float64(pos.Y-at.Y)-r*render.DislodgedDY
		if dx*dx+dy*dy <= r*r*1.2 {
			prov, coast := board.SplitLoc(u.Loc)
			return prov, coast, true
		}
	}
	return "", "", false
}

// PositionOf returns where a location's unit anchor is in the widget.
func (m *Board) PositionOf(loc string) (fyne.Position, bool) {
	if m.b == nil {
		return fyne.Position{}, false
	}
	// Where the unit is drawn: its anchor, unless its province is too
	// small for a disc there (render.Cache.UnitDisc).
	d := m.density()
	at, _, ok := m.text.UnitDisc(m.b, loc, m.v.scale()*d, d)
	if !ok {
		return fyne.Position{}, false
	}
	p := m.v.toLogical(at)
	if m.v.wrap { // the copy nearest the middle of the widget
		p.X += float32(m.v.copyShift(float64(p.X), float64(p.X), float64(m.v.size.Width)/2))
	}
	return p, true
}

// provinceName is what the hover label says.
func (m *Board) provinceName(id string) string {
	if p := m.b.Province(id); p != nil && p.Name != "" {
		return p.Name
	}
	for _, l := range m.b.Labels {
		if l.Province == id && len(l.Text) > 3 {
			return l.Text
		}
	}
	return strings.ToUpper(id[:1]) + id[1:]
}

// CreateRenderer is part of fyne.Widget.
func (m *Board) CreateRenderer() fyne.WidgetRenderer {
	m.ExtendBaseWidget(m)
	m.r = newBoardRenderer(m)
	return m.r
}

// MinSize is small: the board scales to whatever it is given.
func (m *Board) MinSize() fyne.Size {
	m.ExtendBaseWidget(m)
	return m.BaseWidget.MinSize()
}

// pixelScale is device pixels per logical pixel for a raster w pixels wide.
func (m *Board) pixelScale(w int) float64 {
	if m.v.size.Width <= 0 {
		return 1
	}
	return float64(w) / float64(m.v.size.Width)
}

// layerKey describes a full-widget layer (the static board or the scene)
// drawn w×h pixels at content generation gen.
func (m *Board) layerKey(w, h, gen int) layerKey {
	ps := m.pixelScale(w)
	k := layerKey{w: w, h: h, scale: render.WholePeriod(m.v.wrap, m.v.bw, m.v.scale()*ps), dens: ps,
		ox: int(math.Round(-m.v.ox * ps)), oy: int(math.Round(-m.v.oy * ps)), gen: gen}
	if m.v.wrap {
		k.period = int(math.Round(m.v.bw * k.scale))
	}
	return k
}

// Export draws the whole board with the current scene, palette and style
// into an image width pixels wide (for saving a PNG); nil if the board
// could not be loaded.
func (m *Board) Export(width int) *image.RGBA {
	if m.b == nil {
		return nil
	}
	pal := m.pal
	return render.Export(m.b, m.scene, render.ExportOptions{Width: width, HighContrast: m.highContrast, Palette: &pal})
}
