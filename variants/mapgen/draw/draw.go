// Package draw is the board generator's command, shared by `dipdesk mapgen`
// and `go run ./variants/mapgen` (and so `make boards`): it reads a
// variant folder's board.toml, draws its map.svg from the geography that
// ships inside dipdesk (or from --geodata DIR), and prints what it had to
// compromise.
package draw

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"dipdesk/variants/board"
	"dipdesk/variants/mapgen/gen"
	"dipdesk/variants/mapgen/geodata"
)

// Run runs the generator with command-line args; prog names the command in
// messages ("dipdesk mapgen", "mapgen"). It returns the exit status: 0
// drawn, 1 a problem with the spec or the geography, 2 a usage error.
func Run(prog string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	geoDir := fs.String("geodata", "", "directory with world-atlas/ and the Natural Earth lakes and rivers (see variants/mapgen/fetch-geodata.sh); default: the geography built into dipdesk")
	out := fs.String("o", "", "output file (default <variant dir>/map.svg)")
	usage := "usage: " + prog + " DIR [--geodata GEODATA-DIR] [-o FILE.svg]"
	// Accept flags before or after the variant directory.
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n%s\n", prog, err, usage)
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	dir := pos[0]
	if _, err := os.Stat(filepath.Join(dir, "board.toml")); errors.Is(err, os.ErrNotExist) {
		fmt.Fprintf(stderr, "%s: there is no board.toml in %s: it says what to draw (dipdesk new-variant writes one to start from; see docs/DESIGNERS.md)\n", prog, dir)
		return 1
	}
	spec, err := gen.LoadSpec(filepath.Join(dir, "board.toml"))
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	var geo *gen.Geo
	if *geoDir != "" {
		geo, err = gen.LoadGeo(*geoDir, spec.Land)
	} else {
		geo, err = geodata.Load(spec.Land)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	b, st, err := gen.Generate(spec, geo)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	var buf bytes.Buffer
	if err := board.Write(&buf, b); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if *out == "" {
		*out = filepath.Join(dir, "map.svg")
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	carved := ""
	if st.LakesCarved > 0 {
		carved = fmt.Sprintf(", %d lakes carved into seas", st.LakesCarved)
	}
	fmt.Fprintf(stdout, "%s: %s: %d×%d, %d provinces, %d KB, %.1fs (%d px of land left neutral%s)\n",
		prog, *out, st.W, st.H, len(b.Provinces), buf.Len()/1024, st.Elapsed.Seconds(), st.NeutralLand, carved)
	for _, c := range st.Cramped {
		fmt.Fprintf(stdout, "%s: cramped: %s\n", prog, c)
	}
	// What breaks the quality bars a board is held to (board.Legible):
	// reported, not refused, so the board can be looked at and tuned.
	for _, p := range gen.Legibility(spec, b) {
		fmt.Fprintf(stdout, "%s: illegible: %s\n", prog, p.Msg)
	}
	return 0
}
