package app

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/mapview"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/lonlat"
	"dipdesk/variants/mapgen/gen"
	"dipdesk/variants/scaffold"
)

// The coordinate picker: the variant's board with, under the pointer, the
// longitude and latitude board.toml would write for that point (found by
// inverting mapgen's projection, variants/lonlat) and the board units; a
// click copies the point in board.toml's form, "[lon, lat]", or for a
// board drawn by hand (no board.toml) as SVG attributes.

// coordPicker lies over the board and reads the pointer; wheel and drag
// go through to the board so the designer can still zoom and pan.
type coordPicker struct {
	widget.BaseWidget
	m       *mapview.Board
	moved   func(pos fyne.Position)
	tapped  func(pos fyne.Position)
	leave   func()
	pointer fyne.Position
}

func newCoordPicker(m *mapview.Board) *coordPicker {
	c := &coordPicker{m: m}
	c.ExtendBaseWidget(c)
	return c
}

func (c *coordPicker) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

func (c *coordPicker) MouseIn(ev *desktop.MouseEvent) { c.MouseMoved(ev) }
func (c *coordPicker) MouseMoved(ev *desktop.MouseEvent) {
	c.pointer = ev.Position
	if c.moved != nil {
		c.moved(ev.Position)
	}
}
func (c *coordPicker) MouseOut() {
	if c.leave != nil {
		c.leave()
	}
}
func (c *coordPicker) Tapped(ev *fyne.PointEvent) {
	if c.tapped != nil {
		c.tapped(ev.Position)
	}
}
func (c *coordPicker) Scrolled(ev *fyne.ScrollEvent) { c.m.Scrolled(ev) }
func (c *coordPicker) Dragged(ev *fyne.DragEvent)    { c.m.Dragged(ev) }
func (c *coordPicker) DragEnd()                      { c.m.DragEnd() }

// pickedText is what the picker says of a point: where it is, and the
// text a click copies.
func pickedText(inv *lonlat.Inverse, bp board.Point, prov string) (readout, copyText string) {
	where := fmt.Sprintf("board (%.0f, %.0f)", bp.X, bp.Y)
	if prov != "" {
		where += " in " + prov
	}
	copyText = fmt.Sprintf(`cx="%.0f" cy="%.0f"`, bp.X, bp.Y)
	if inv != nil {
		if ll, ok := inv.At(bp); ok {
			copyText = lonlat.Format(ll)
			return fmt.Sprintf("longitude %.2f°, latitude %.2f° · %s · a click copies %s", ll[0], ll[1], where, copyText), copyText
		}
		return where + " · off the projection", ""
	}
	return where + " · a click copies " + copyText, copyText
}

// showCoordinates opens the picker on p's board.
func (u *ui) showCoordinates(p *variants.Package) {
	u.w.SetTitle("dipdesk — " + p.Variant.Name + " coordinates")
	m := mapview.New(p.Files)
	var inv *lonlat.Inverse
	note := "This board is drawn by hand (no board.toml): a click copies the point in board units, as map.svg writes a circle's centre."
	if data, err := p.ReadFile("board.toml"); err == nil {
		if spec, err := gen.ParseSpec(data, "board.toml"); err == nil {
			inv = lonlat.New(spec)
			note = "Positions are [longitude, latitude], as board.toml writes them. A click copies the point under the pointer."
		} else {
			note = "board.toml does not parse, so no longitude and latitude can be read: " + err.Error()
		}
	}
	readout := widget.NewLabel("Move the pointer over the board.")
	copied := widget.NewLabel("")
	copied.Wrapping = fyne.TextWrapWord
	pick := newCoordPicker(m)
	pick.moved = func(pos fyne.Position) {
		prov, _ := m.ProvinceAt(pos)
		text, _ := pickedText(inv, m.BoardPoint(pos), prov)
		readout.SetText(text)
	}
	pick.leave = func() { readout.SetText("Move the pointer over the board.") }
	pick.tapped = func(pos fyne.Position) {
		prov, _ := m.ProvinceAt(pos)
		_, text := pickedText(inv, m.BoardPoint(pos), prov)
		if text == "" {
			copied.SetText("That point is off the projection: nothing copied.")
			return
		}
		u.a.Clipboard().SetContent(text)
		copied.SetText("Copied " + text + " — paste it into board.toml (anchors, sc, unit or label).")
	}
	back := newScreenButton("Back", theme.NavigateBackIcon(), func() { u.showVariantsAt(variantKey(p)) })
	info := widget.NewLabel(note)
	info.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(info, readout, copied)
	u.show(container.NewBorder(top, container.NewPadded(container.NewHBox(back)), nil, nil, container.NewStack(m, pick)))
}

// showReference shows the designer's reference the binary carries (the
// same text as `dipdesk help variant`): the definition format, the guide
// with hand-drawn boards and a worked example, the mask country names.
func (u *ui) showReference(back func()) {
	u.w.SetTitle("dipdesk — designer's reference")
	text, err := scaffold.Reference("")
	if err != nil {
		text = "The reference could not be read: " + err.Error()
	}
	b := newScreenButton("Back", theme.NavigateBackIcon(), back)
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(b)), nil, nil, container.NewVScroll(container.NewPadded(rulesDoc(text)))))
}
