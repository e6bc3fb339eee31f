package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wholeOptions is s made at least wide enough to show its longest option
// whole. Fyne sizes a select by its placeholder and cuts the chosen text
// with an ellipsis, so in a layout that gives each cell only its minimum
// ("Denmark-Norway" in 1812 Overture's pairing menus, "Nobody (civil
// disorder)" under Plays) the choice read "Denmark-…".
func wholeOptions(s *widget.Select) fyne.CanvasObject {
	var w float32
	for _, o := range s.Options {
		w = max(w, fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	// The select's own chrome around its text: the paddings Fyne's
	// renderer adds to the text, and the drop-down icon.
	w += 4*theme.InnerPadding() + theme.IconInlineSize()
	floor := canvas.NewRectangle(color.Transparent)
	floor.SetMinSize(fyne.NewSize(w, 0))
	return container.NewStack(floor, s)
}
