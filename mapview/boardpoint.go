package mapview

import (
	"fyne.io/fyne/v2"

	"dipdesk/variants/board"
)

// BoardPoint converts a position in the widget to board units (the SVG
// user space of map.svg), at the current zoom and pan: what a designer's
// coordinate picker reads under the pointer.
func (m *Board) BoardPoint(pos fyne.Position) board.Point { return m.v.toBoard(pos) }
