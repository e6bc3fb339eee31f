// Package render draws a parsed board, and a scene of units and orders on
// it, into an *image.RGBA in pure Go (no Fyne). One rasteriser serves
// everything: the mapview widget draws its zoomed windows with a Pen, and
// Export draws whole pictures (PNG export, `dipdesk render`, thumbnails)
// through the same Pen, so a thumbnail is the board players see, small.
//
//	b, _ := board.ParseFile(fsys, "map.svg")
//	s := render.SceneOf(v, &pos, nil, nil)          // units, owners, tints
//	img := render.Export(b, s, render.ExportOptions{Width: 1600})
//	png.Encode(f, img)
//
// Ownership tints are province fills, drawn under the borders and labels
// (Pen.Board's Options.Tint); units and orders go on top (Pen.Scene).
package render
