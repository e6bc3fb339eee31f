package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// warmStyles are the text styles dipdesk's later screens draw in and Home
// does not (Home reads its own, plain and bold, as it first paints). Fyne
// reads a style's fonts the first time text in it is measured: our symbol
// font, the bundled Noto Sans of that style and the emoji font, each
// parsed anew for every style. On the UI goroutine that first measure
// cost 10-16 ms inside a screen change: the first table's italic note
// about the standings took it, in the walk whose table then stalled
// 116 ms.
var warmStyles = []fyne.TextStyle{
	{Italic: true},    // notes, such as the standings' key
	{Monospace: true}, // the negotiation clock, code in rules pages
}

// warmFonts has Fyne read the fonts of every style in warmStyles, for a
// background goroutine to call while Home is up. Fyne's font cache is
// safe to fill from another goroutine (a concurrent map, and a lock round
// the system's font scan), and measuring "Ag" shapes it with the style's
// own freshly parsed face. That is why Home's styles are not here: their
// faces are the UI goroutine's, and a face's glyph cache is written as it
// shapes, so two goroutines must not shape with one face at once.
func warmFonts() {
	for _, s := range warmStyles {
		fyne.MeasureText("Ag", theme.TextSize(), s)
	}
}
