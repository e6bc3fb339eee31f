// Package board reads and writes dipdesk's board format, variants/<id>/map.svg,
// and checks a board against its variant's graph.
//
// Usage:
//
//	b, err := board.ParseFile(fsys, "map.svg")   // errors name file:line, element, expectation
//	p := b.Province("lon")                       // outline rings in board units
//	at, _ := b.Unit("stp/nc")                    // where a fleet on St Petersburg's north coast stands
//	problems := board.Check(b, graph)            // geometry against the graph
//
// # The format
//
// A board is a plain SVG 1.1 file that any editor (Inkscape included) can
// open and save. Board units are the SVG user units of the root viewBox
// ("0 0 W H"); data-wrap="x" on the root marks a world map whose east and
// west edges are one meridian (provinces touch across it). Everything is found through groups named by their id, with or
// without a "layer-" prefix (the generator writes id="layer-provinces" so no
// layer id can clash with a province id), or by their inkscape:label; the
// generator marks them as Inkscape layers. Groups and elements may carry transforms
// (matrix, translate, scale, rotate, skewX, skewY); the parser applies them.
// Elements outside these groups, and unknown elements inside them, are
// ignored, so designers can add their own art.
//
//	sea             background water (a rect); decoration only
//	land            <path> land that belongs to no province (neutral islands,
//	                land beyond the board's edge)
//	provinces       one <path id="<province>" class="land|sea"> per province.
//	                Islands are extra subpaths; holes (an island in a sea)
//	                are subpaths too: fill is even-odd. An optional <title>
//	                child gives the province's full name.
//	impassable      <path> impassable land (drawn hatched), e.g. Switzerland
//	lakes           <path> lakes drawn over land
//	rivers          <path> river centre-lines (open polylines)
//	coastline       <path> the land/water line (open polylines)
//	borders         <path data-between="a b"> an impassable border between
//	                two provinces that touch but are not linked
//	markers         <path class="canal|waterway|bridge|wrap|inset" data-link="a b">
//	                a visible sign for a link the geometry does not show:
//	                a land bridge across a strait, a canal through a
//	                province (data-link="kie" names just the province), a
//	                waterway (a navigable river fleets sail along, between
//	                two provinces or through one), a
//	                wrap-around between the board's edges (one marker per
//	                end: a line from inside a to the edge, drawn as an arrow
//	                captioned "to <b>"), an inset box and its leader line.
//	                a and b are locations ("stp/nc" allowed). A
//	                <text class="caption" data-marker="<marker id>" x y
//	                font-size> beside them is a caption of that marker (the
//	                seas an inset's province borders, inside its box)
//	supply-centres  <circle id="sc-<province>" cx cy r> an SC marker
//	units           <circle id="unit-<province>"> and, for each coast of a
//	                split-coast province, <circle id="unit-<province>-<coast>">
//	                (unit-stp-nc for St Petersburg's north coast): where a
//	                unit is drawn. The generator hides nothing; editors may.
//	labels          <text id="label-<province>" x y font-size data-abbr> the
//	                name drawn on the board (or its abbreviation where the
//	                name does not fit at fit zoom); (x, y) is the centre of
//	                the baseline (text-anchor middle); data-abbr is the
//	                abbreviation drawn when a player asks for abbreviations.
//
// Province ids are the variant's province ids (lowercase abbreviations such
// as lon, stp, mao); coasts are written "stp/nc" in the graph and data-link
// attributes, and "-nc" inside element ids, where '/' is not allowed.
//
// # Path data
//
// SVG path data is parsed by this package's own ParsePathData (every SVG 1.1
// command, relative and absolute, curves and arcs flattened to segments).
// The candidates were github.com/fyne-io/oksvg (already among Fyne's
// dependencies), whose path compiler yields 26.6 fixed-point rasterx paths,
// reports only "param mismatch" without a position and by default skips
// unknown commands silently; and github.com/tdewolff/canvas, which the module
// proxy here refuses and which would pull a whole graphics stack into a
// package that must stay light (the CLI and the engine-side validator import
// it). A 300-line parser with byte offsets in its errors, fuzzed, is the
// smaller risk. XML is read with encoding/xml, whose decoder gives the line
// numbers the errors carry.
//
// # The check
//
// Check rasterises the provinces on a one-unit grid, measures how long each
// pair's shared boundary is (Touching; corners under MinContact units do not
// count) and compares that with the Graph: a linked pair that does not touch
// needs a marker, a touching pair that is not linked needs a border, every
// graph province needs a path and a unit anchor inside it (and one per
// coast), every path needs a graph province.
//
// Legible holds a board to what a player reads at fit zoom (the whole board
// in the turn screen of a 1920×1080 window, FitView; names drawn at
// LabelPx, FitSize in board units): every anchor a fleet may use within
// MaxShore of the board's width of a sea, every province labelled with no
// two labels overlapping, every SC marker nearer its own province's name
// and unit than any other's, two coasts of a province a unit's width apart.
// Codes lists the visual codes (canal, waterway, bridge, wrap, inset, border,
// impassable) a legend explains.
package board
