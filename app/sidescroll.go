package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// newSideScroll scrolls a side panel up and down, keeping its content clear
// of the scroll bar. Fyne draws the bar over the content's right edge, and
// the standings end there with right-aligned numbers: the Units column sat
// under the bar. The content gives up the bar's full (hovered) width.
func newSideScroll(content fyne.CanvasObject) *container.Scroll {
	return container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), content))
}
