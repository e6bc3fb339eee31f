// Package mapview is the board players look at: a Fyne widget that draws a
// variant's map.svg with units, supply-centre owners and orders, and turns
// taps into provinces.
//
//	pkg, _ := variants.Builtin("classic")
//	m := mapview.New(pkg.Files)             // a broken map.svg shows its error
//	m.OnTapped = func(province, coast string) { … } // coast: "nc" on stp's north coast
//	m.OnHover = func(province string) { … }
//
//	pos := game.Current                    // orders being written: pending
//	m.SetScene(render.SceneOf(v, &pos, orders, nil))
//	t := game.Turns[i]                     // a resolved phase: results drawn
//	m.SetScene(render.SceneOf(v, &t.Position, t.Orders, &t.Outcome))
//
//	m.SetReach(render.ReachOf(v))          // hover or long-press: where its army and fleet could move
//	m.SetSelected("par", "bur", "pic")     // e.g. a unit and where it may go
//	m.ShowLegend(true)                     // the board's key; also the toolbar's (i) button
//	m.SetAbbreviations(true)               // "STP" for "St Petersburg"; also the toolbar's Ab
//	m.ZoomIn(); m.ZoomOut(); m.FitBoard()  // also wheel, + − 0 keys, buttons, drag
//	m.SetLookup(lookup)                    // Find (toolbar, / or Ctrl+F) knows the rules' names
//	m.FlyTo("bnk")                         // zoom until its name is in full, highlighted
//	m.Reveal("con", "bul/ec")              // pan them into view (a tapped result)
//	m.OpenOn(render.UnitLocs(v, &pos, powers)...) // a turn: whole if it reads whole, else own units
//	m.SetHighContrast(true)
//	png.Encode(f, m.Export(2400))          // the same picture, any width
//
// Headless, without Fyne (dipdesk render), package render draws the same:
//
//	scene := render.SceneOf(v, &pos, orders, &outcome)
//	img := render.Export(b, scene, render.ExportOptions{Width: 1600, Legend: true})
//
// # How it stays fast
//
// The widget draws two layers: the static board (fills, ownership
// tints, coasts, borders, labels) cached for the current zoom and, when
// panning, shifted with only the uncovered strips drawn; the scene
// (units and orders) as one transparent layer, of which an edit redraws
// only boxes along the changed orders' arrows (render.OrderExtents).
// Both are shown as one canvas.Raster, the scene blended over the board
// on the CPU (composite.go), because software OpenGL pays for every
// full-pane texture in every frame; province highlights (hover, the
// hovered province's reach, selection) are rasters the size of each
// province's box over it. Drawing is render.Pen's sparse scanline rasteriser,
// whose cost follows what is visible: lines, shapes and orders outside
// the clip are skipped by their boxes, and a pen records each order's
// marks once per zoom and replays them into every strip, band or box. A
// full redraw is split into two bands per core, taken in turn, so the
// cores finish together. Layers drawn in the background come back to the
// UI goroutine together, so that the window paints once for both. Taps
// go through a grid index.
// A world map (board.Board.Wrap, Imperial) has no east or west end: the
// view pans round it without stopping, each layer draws every copy of the
// board in view (each a whole number of pixels wide, so copies meet on a
// pixel edge), taps and hovers find the province in the copy under the
// pointer, and an order across the seam is drawn at both edges.
// render/engine.go is the only code in mapview that reads engine types
// (render.SceneOf, render.ReachOf), so the widget and the renderer build and
// test without the rules.
package mapview
