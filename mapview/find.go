package mapview

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// This file is finding a place on the board: a Find field over the board
// (its toolbar's search button, / or Ctrl+F), which takes a name, a code or
// a unique beginning of a name, flies the board to the province and
// highlights it.

// SetLookup gives Find the variant's own names for places: lookup returns
// the province a name, abbreviation or alias stands for (the app passes
// the engine's LookupProvince), so "Tiflis" finds the province that holds
// it. Without it, Find knows the board's names and codes.
func (m *Board) SetLookup(lookup func(name string) (province string, ok bool)) {
	m.lookup = lookup
}

// Find returns the provinces a query names: the one it names exactly (a
// name, alias or code, in any case), else those whose name or code begins
// with it, sorted by name.
func (m *Board) Find(query string) []string {
	q := normQuery(query)
	if m.b == nil || q == "" {
		return nil
	}
	if m.lookup != nil {
		if id, ok := m.lookup(q); ok && m.b.Province(id) != nil {
			return []string{id}
		}
	}
	for _, p := range m.b.Provinces {
		if q == p.ID || q == normQuery(m.provinceName(p.ID)) {
			return []string{p.ID}
		}
	}
	var out []string
	for _, p := range m.b.Provinces {
		name := normQuery(m.provinceName(p.ID))
		if strings.HasPrefix(name, q) || strings.HasPrefix(p.ID, q) || strings.Contains(name, " "+q) {
			out = append(out, p.ID)
		}
	}
	sort.Slice(out, func(i, j int) bool { return m.provinceName(out[i]) < m.provinceName(out[j]) })
	return out
}

func normQuery(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// Found is the province Find last flew to ("" when none is highlighted).
func (m *Board) Found() string { return m.found }

// FlyTo shows province id, highlighted, at the least zoom (in wheel
// steps, never less than the zoom shown) at which its full name is
// drawn, centred on its name; where no zoom has room for the name, the
// province is shown a third of the view large and a tag under the
// highlight names it. It reports whether the board has it.
func (m *Board) FlyTo(id string) bool {
	if m.b == nil || m.b.Province(id) == nil {
		return false
	}
	m.found = id
	m.stopOpening()
	m.highlights++
	dens := m.density()
	zoom := m.v.zoom
	var at board.Point
	fullAt := false
	for k := 0; ; k++ {
		z := math.Pow(zoomStep, float64(k))
		if z > MaxZoom*1.0001 {
			break
		}
		if z < m.v.zoom/1.0001 {
			continue
		}
		zoom = z
		s := render.WholePeriod(m.v.wrap, m.v.bw, m.v.fitScale()*z)
		_, p, full, shown, ok := m.text.NameAt(m.b, id, s*dens, s, dens)
		if !ok {
			at, _ = m.b.Unit(id)
			break
		}
		at = p
		if full && shown {
			fullAt = true
			break
		}
	}
	if !fullAt { // no room for the name: show the province large, named by the tag
		pr := m.b.Province(id)
		w, h := pr.Bounds.Max.X-pr.Bounds.Min.X, pr.Bounds.Max.Y-pr.Bounds.Min.Y
		fit := math.Min(float64(m.v.size.Width)/3/math.Max(w, 1e-9), float64(m.v.size.Height)/3/math.Max(h, 1e-9)) / m.v.fitScale()
		zoom = math.Max(m.v.zoom, math.Min(MaxZoom, fit))
		at = board.Point{X: (pr.Bounds.Min.X + pr.Bounds.Max.X) / 2, Y: (pr.Bounds.Min.Y + pr.Bounds.Max.Y) / 2}
	}
	m.v.centreOn(at, zoom)
	m.Refresh()
	m.rehover()
	m.warmNextZooms()
	return true
}

// Reveal brings the places of the given locations ("lon", "stp/nc") into
// view: nothing moves when they are all shown; otherwise the board pans to
// them, zooming out only if they do not fit at the zoom shown.
func (m *Board) Reveal(locs ...string) {
	if m.b == nil {
		return
	}
	var pts []board.Point
	for _, l := range locs {
		if p, ok := m.b.Unit(l); ok {
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 || m.v.size.Width <= 0 {
		return
	}
	margin := float32(40)
	inside := true
	r := board.Rect{Min: pts[0], Max: pts[0]}
	for _, p := range pts {
		r.Min.X, r.Min.Y = min(r.Min.X, p.X), min(r.Min.Y, p.Y)
		r.Max.X, r.Max.Y = max(r.Max.X, p.X), max(r.Max.Y, p.Y)
		q := m.v.toLogical(p)
		if m.v.wrap {
			q.X += float32(m.v.copyShift(float64(q.X), float64(q.X), float64(m.v.size.Width)/2))
		}
		if q.X < margin || q.Y < margin || q.X > m.v.size.Width-margin || q.Y > m.v.size.Height-margin {
			inside = false
		}
	}
	if inside {
		return
	}
	m.stopOpening()
	s := m.v.scale()
	if (r.Max.X-r.Min.X)*s > float64(m.v.size.Width-2*margin) || (r.Max.Y-r.Min.Y)*s > float64(m.v.size.Height-2*margin) {
		m.v.fitArea(r)
	} else {
		m.v.centreOn(board.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}, m.v.zoom)
	}
	m.Refresh()
	m.rehover()
}

// density is device pixels per logical pixel of the board's canvas.
func (m *Board) density() float64 {
	if m.r != nil && m.r.dens > 0 {
		return m.r.dens
	}
	return 1
}

// OpenFind shows the Find field and puts the keyboard in it.
func (m *Board) OpenFind() {
	if m.r == nil || m.b == nil {
		return
	}
	f := m.r.find
	f.box.Show()
	m.r.Layout(m.Size())
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Focus(f.entry)
	}
}

// CloseFind hides the Find field and the highlight of what it found.
func (m *Board) CloseFind() {
	if m.r == nil {
		return
	}
	m.r.find.box.Hide()
	m.r.find.entry.SetText("")
	if m.found != "" {
		m.found = ""
		m.highlights++
		m.Refresh()
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil {
		c.Focus(m)
	}
}

// FindShown reports whether the Find field is open.
func (m *Board) FindShown() bool { return m.r != nil && m.r.find.box.Visible() }

// findShortcut is Ctrl+F (Cmd+F on macOS).
var findShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}

// TypedShortcut opens Find on Ctrl+F while the board has the keyboard.
func (m *Board) TypedShortcut(s fyne.Shortcut) {
	if s.ShortcutName() == findShortcut.ShortcutName() {
		m.OpenFind()
	}
}

// claimFindShortcut makes Ctrl+F on the board's window open this board's
// Find, whatever has the keyboard: the board laid out last on a window
// (the one on screen) owns it.
func (m *Board) claimFindShortcut() {
	c := fyne.CurrentApp().Driver().CanvasForObject(m)
	if c == nil || c == m.shortcutOn {
		return
	}
	m.shortcutOn = c
	c.AddShortcut(findShortcut, func(fyne.Shortcut) {
		if fyne.CurrentApp().Driver().CanvasForObject(m) == c && m.Visible() {
			m.OpenFind()
		}
	})
}

// findBar is the Find field drawn over the board's top-left corner: the
// entry, a line saying what it matches, and a close button.
type findBar struct {
	m     *Board
	entry *findEntry
	hint  *widget.Label
	box   *fyne.Container
	// tag names the province found in full under its highlight when the
	// board has no room to draw its full name there.
	tag   *canvas.Text
	tagBg *canvas.Rectangle
}

func newFindBar(m *Board) *findBar {
	f := &findBar{m: m, hint: widget.NewLabel("")}
	f.tag = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	f.tag.TextStyle.Bold = true
	f.tagBg = canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	f.tagBg.CornerRadius = theme.InputRadiusSize()
	f.tagBg.StrokeColor = foundHighlight.Line
	f.tagBg.StrokeWidth = 2
	f.tag.Hide()
	f.tagBg.Hide()
	f.entry = newFindEntry(m)
	f.entry.SetPlaceHolder("Find a province: name or code")
	f.entry.OnChanged = func(s string) { f.hint.SetText(f.describe(m.Find(s), s)) }
	f.entry.OnSubmitted = func(s string) {
		ids := m.Find(s)
		f.hint.SetText(f.describe(ids, s))
		if len(ids) == 1 {
			m.FlyTo(ids[0])
		}
	}
	f.hint.Truncation = fyne.TextTruncateEllipsis
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), m.CloseFind)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	bg.StrokeWidth = 1
	f.box = container.NewStack(bg, container.NewPadded(container.NewBorder(nil, f.hint, nil, closeBtn, f.entry)))
	f.box.Hide()
	return f
}

// describe says what a query matches, for the line under the entry.
func (f *findBar) describe(ids []string, q string) string {
	m := f.m
	switch {
	case strings.TrimSpace(q) == "":
		return "Type a name or a code, then Enter"
	case len(ids) == 0:
		return fmt.Sprintf("No province is called %q", strings.TrimSpace(q))
	case len(ids) == 1:
		return m.provinceName(ids[0]) + " (" + strings.ToUpper(ids[0]) + "): Enter to show it"
	}
	var names []string
	for i, id := range ids {
		if i == 4 {
			names = append(names, "…")
			break
		}
		names = append(names, m.provinceName(id))
	}
	return fmt.Sprintf("%d places: %s", len(ids), strings.Join(names, ", "))
}

// layoutTag shows the found province's full name under its highlight
// when the board draws only its code (or nothing) there at this zoom.
func (f *findBar) layoutTag() {
	m := f.m
	o := m.r.found
	f.tag.Hide()
	f.tagBg.Hide()
	if m.found == "" || !o.ras.Visible() {
		return
	}
	s := m.v.scale()
	d := m.density()
	if _, _, full, shown, ok := m.text.NameAt(m.b, m.found, s*d, s, d); ok && full && shown {
		return
	}
	f.tag.Text = m.provinceName(m.found)
	f.tag.TextSize = theme.TextSize() * 1.1
	f.tag.Color = theme.Color(theme.ColorNameForeground)
	f.tagBg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	ts := f.tag.MinSize()
	pad := theme.InnerPadding() / 2
	box := ts.AddWidthHeight(2*pad, pad)
	at, size := o.ras.Position(), o.ras.Size()
	pos := fyne.NewPos(at.X+size.Width/2-box.Width/2, at.Y+size.Height+2)
	if pos.Y+box.Height > m.Size().Height {
		pos.Y = at.Y - box.Height - 2
	}
	pos.X = max(0, min(pos.X, m.Size().Width-box.Width))
	pos.Y = max(0, pos.Y)
	f.tagBg.Move(pos)
	f.tagBg.Resize(box)
	f.tag.Move(pos.AddXY(pad, pad/2))
	f.tag.Resize(ts)
	f.tag.Show()
	f.tagBg.Show()
	f.tag.Refresh()
	f.tagBg.Refresh()
}

// TagText is the full name Find shows under the found province's
// highlight, or "" when the board draws that name itself.
func (m *Board) TagText() string {
	if m.r == nil || !m.r.find.tag.Visible() {
		return ""
	}
	return m.r.find.tag.Text
}

// layout places the bar in the board's top-left corner, left of the
// toolbar.
func (f *findBar) layout(size fyne.Size, toolbarX float32) {
	pad := theme.Padding()
	w := min(size.Width-2*pad, max(min(360, toolbarX-2*pad), 200))
	h := f.box.MinSize().Height
	f.box.Move(fyne.NewPos(pad, pad))
	f.box.Resize(fyne.NewSize(w, h))
}

// findEntry is the Find field's entry: Escape closes Find.
type findEntry struct {
	widget.Entry
	m *Board
}

func newFindEntry(m *Board) *findEntry {
	e := &findEntry{m: m}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes Find on Escape.
func (e *findEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.m.CloseFind()
		return
	}
	e.Entry.TypedKey(ev)
}
