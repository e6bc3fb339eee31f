package cli

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"strings"

	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// runRender draws a variant's board to a PNG. Positions (--game, --phase)
// are not drawn yet.
func runRender(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	id := fs.String("variant", "", "built-in variant id or name, or a variant folder")
	width := fs.Int("width", 1600, "image width in pixels")
	out := fs.String("o", "", "output PNG file")
	game := fs.String("game", "", "saved game to draw (not built yet)")
	phase := fs.Int("phase", -1, "phase of the game to draw (not built yet)")
	const usage = "usage: dipdesk render --variant ID [--game FILE] [--phase N] [--width W] -o FILE.png"
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n%s\n", err, usage)
		return 2
	}
	if fs.NArg() > 0 || *id == "" || *out == "" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	if *width < 16 || *width > 16000 {
		fmt.Fprintf(stderr, "dipdesk render: --width %d: expected 16 to 16000 pixels\n", *width)
		return 2
	}
	if *game != "" || *phase >= 0 {
		fmt.Fprintln(stderr, "dipdesk render: drawing a game position (--game, --phase) is not built yet; only the empty board can be drawn")
		return 1
	}
	pkg, err := findVariant(*id)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %s: %v\n", pkg.ID, err)
		return 1
	}
	c := render.Board(b, render.Options{Width: *width})
	var buf bytes.Buffer
	if err := png.Encode(&buf, c.Img); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "dipdesk render: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s board, %d×%d\n", *out, pkg.Variant.Name, c.Img.Rect.Dx(), c.Img.Rect.Dy())
	return 0
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
