package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/adrg/xdg"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// runRender draws a variant's board to a PNG: empty, or a saved game's
// position. --phase N picks the game's Nth resolved phase (from 0), drawn
// with its orders and their results; without it, or with N equal to the
// number of resolved phases, the current position is drawn — never the
// orders being entered, which are private until the phase resolves.
func runRender(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	id := fs.String("variant", "", "built-in variant id or name, or a variant folder (default: the game's)")
	width := fs.Int("width", 1600, "image width in pixels")
	out := fs.String("o", "", "output PNG file")
	game := fs.String("game", "", "saved game to draw")
	phase := fs.Int("phase", -1, "resolved phase of the game to draw, from 0")
	contrast := fs.Bool("high-contrast", false, "the high-contrast look")
	legend := fs.Bool("legend", false, "add the board's key under it")
	abbr := fs.Bool("abbreviations", false, "abbreviations instead of full names")
	borders := fs.Bool("borders", false, "draw every border of the graph over the board (the adjacency overlay)")
	size := fs.String("size", "", "with --geometry: the board pane's size WxH in pixels (default 1300x1000)")
	geometry := fs.String("geometry", "", "write what is drawn at fit zoom in a pane of --size, in its pixels, as JSON")
	const usage = "usage: dipdesk render --variant ID [--game FILE] [--phase N] [--width W] [--high-contrast] [--legend] [--abbreviations] [--borders] -o FILE.png\n" +
		"       dipdesk render --variant ID [--game FILE] [--phase N] --size WxH --geometry FILE.json [-o FILE.png]"
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n%s\n", err, usage)
		return 2
	}
	if fs.NArg() > 0 || (*id == "" && *game == "") || (*out == "" && *geometry == "") {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	pane := [2]int{1300, 1000}
	if *size != "" {
		if *geometry == "" {
			fmt.Fprintf(stderr, "dipdesk render: --size needs --geometry\n%s\n", usage)
			return 2
		}
		var err error
		if pane, err = parseSize(*size); err != nil {
			fmt.Fprintf(stderr, "dipdesk render: --size %s: %v\n", *size, err)
			return 2
		}
	}
	if *width < 16 || *width > 16000 {
		fmt.Fprintf(stderr, "dipdesk render: --width %d: expected 16 to 16000 pixels\n", *width)
		return 2
	}
	if *phase >= 0 && *game == "" {
		fmt.Fprintln(stderr, "dipdesk render: --phase needs --game")
		return 2
	}
	var s *hotseat.Session
	if *game != "" {
		var err error
		if s, err = savegame.LoadFile(*game); err != nil {
			fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
			return 1
		}
		if *id == "" {
			*id = s.VariantID
		}
	}
	pkg, err := findInstalledVariant(*id)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %s: %v\n", pkg.ID, err)
		return 1
	}
	if s != nil {
		// Another variant's board lacks the game's provinces: it drew an
		// empty board and said nothing.
		if missing := missingProvinces(b, s.Variant()); len(missing) > 0 {
			fmt.Fprintf(stderr, "dipdesk render: %s is a game of %s; the board of %s has no %s; leave out --variant to draw it on its own board\n",
				*game, s.Variant().Name, pkg.ID, strings.Join(missing, ", "))
			return 1
		}
	}
	var scene *render.Scene
	title := pkg.Variant.Name + " board"
	if s != nil {
		v := s.Variant()
		turns := s.Game.Turns
		switch {
		case *phase < 0 || *phase == len(turns):
			scene = render.SceneOf(v, &s.Game.Current, nil, nil)
			title = v.PhaseName(s.Game.Current.Phase)
		case *phase < len(turns):
			t := turns[*phase]
			scene = render.SceneOf(v, &t.Position, t.Orders, &t.Outcome)
			title = v.PhaseName(t.Position.Phase) + " with its orders and results"
		default:
			fmt.Fprintf(stderr, "dipdesk render: --phase %d: the game has phases 0 to %d\n", *phase, len(turns))
			return 2
		}
	}
	if scene == nil && *legend {
		// The key says what the variant's board shows: its notional
		// centres, for one, come from the definition's start.
		start := pkg.Variant.Start()
		scene = render.SceneOf(pkg.Variant, &start, nil, nil)
		scene.Units, scene.SCOwner, scene.Tint = nil, nil, nil
	}
	if *borders {
		if scene == nil {
			start := pkg.Variant.Start()
			scene = render.SceneOf(pkg.Variant, &start, nil, nil)
		}
		scene.Borders = render.AdjacencyOf(pkg.Variant)
		title += " with every border"
	}
	if *geometry != "" {
		return writeGeometry(pkg.ID, b, scene, pane, *abbr, *geometry, *out, stdout, stderr)
	}
	img := render.Export(b, scene, render.ExportOptions{Width: *width, HighContrast: *contrast, Legend: *legend, Abbreviations: *abbr, Reach: render.ReachOf(pkg.Variant)})
	if *legend {
		title += " with its key"
	}
	return writePNG(img, *out, title, stdout, stderr)
}

// writeGeometry writes what the board widget draws at fit zoom in a pane
// of the given size (render.FitGeometry) as JSON, and the pane's picture
// to png if it is not "".
func writeGeometry(id string, b *board.Board, scene *render.Scene, pane [2]int, abbr bool, path, png string, stdout, stderr io.Writer) int {
	g, img := render.FitGeometry(b, scene, pane[0], pane[1], render.Options{Abbreviations: abbr})
	g.Variant = id
	data, err := json.Marshal(g)
	if err == nil {
		err = os.WriteFile(path, append(data, '\n'), 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s at fit zoom in a %d×%d pane: %d names, %d unit places, %d centres, %d provinces\n",
		path, id, pane[0], pane[1], len(g.Labels), len(g.Anchors), len(g.Centres), len(g.Provinces))
	if png == "" {
		return 0
	}
	return writePNG(img, png, id+" at fit zoom", stdout, stderr)
}

// parseSize reads "WxH" (or "W×H") pixels.
func parseSize(s string) ([2]int, error) {
	w, h, ok := strings.Cut(strings.ReplaceAll(s, "×", "x"), "x")
	a, err1 := strconv.Atoi(w)
	c, err2 := strconv.Atoi(h)
	if !ok || err1 != nil || err2 != nil || a < 16 || c < 16 || a > 16000 || c > 16000 {
		return [2]int{}, fmt.Errorf("expected WxH, 16 to 16000 pixels each, e.g. 1300x1000")
	}
	return [2]int{a, c}, nil
}

// writePNG encodes img to path and says what it wrote.
func writePNG(img *image.RGBA, path, title string, stdout, stderr io.Writer) int {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s, %d×%d\n", path, title, img.Rect.Dx(), img.Rect.Dy())
	return 0
}

// findInstalledVariant is findVariant, also looking among the variants
// installed under $XDG_DATA_HOME/dipdesk/variants/ (a saved game may be of
// one).
func findInstalledVariant(id string) (*variants.Package, error) {
	p, err := findVariant(id)
	if err == nil {
		return p, nil
	}
	p, broken, uerr := variants.FindInstalled(id, userVariantsDir())
	switch {
	case p != nil:
		return p, nil
	case broken != nil:
		return nil, broken
	case uerr != nil:
		return nil, uerr // names the installed ones too
	}
	return nil, err
}

// userVariantsDir is where a user installs variants:
// $XDG_DATA_HOME/dipdesk/variants/.
func userVariantsDir() string { return filepath.Join(xdg.DataHome, "dipdesk", "variants") }

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// findVariant resolves a built-in id or name, or a folder path.
func findVariant(id string) (*variants.Package, error) {
	if strings.ContainsAny(id, `/\`) {
		return variants.Load(id)
	}
	if st, err := os.Stat(id); err == nil && st.IsDir() {
		return variants.Load(id)
	}
	return variants.Builtin(id)
}

// missingProvinces lists (up to three of) v's provinces that board b does
// not draw.
func missingProvinces(b *board.Board, v *engine.Variant) []string {
	var out []string
	for i := 0; i < v.NumProvinces() && len(out) < 3; i++ {
		if p := v.Province(engine.ProvinceID(i)); p.Kind != engine.Impassable && b.Province(p.ID) == nil {
			out = append(out, p.Name)
		}
	}
	return out
}
