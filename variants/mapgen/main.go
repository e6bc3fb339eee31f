// Command mapgen draws a variant's board from geography:
//
//	go run ./variants/mapgen <variant dir> --geodata DIR
//
// It reads <variant dir>/board.toml and writes <variant dir>/map.svg. DIR
// holds world-atlas/ (and us-atlas/) from npm and the Natural Earth lakes and
// rivers GeoJSON; fetch-geodata.sh prepares it. See README.md.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"dipdesk/variants/board"
	"dipdesk/variants/mapgen/gen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mapgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	geodata := fs.String("geodata", "", "directory with world-atlas/ and the Natural Earth lakes and rivers (see fetch-geodata.sh)")
	out := fs.String("o", "", "output file (default <variant dir>/map.svg)")
	// Accept flags before or after the variant directory.
	var pos []string
	for len(args) > 0 {
		if err := fs.Parse(args); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(pos) != 1 || *geodata == "" {
		fmt.Fprintln(stderr, "usage: mapgen <variant dir> --geodata DIR [-o FILE]")
		return 2
	}
	dir := pos[0]
	spec, err := gen.LoadSpec(filepath.Join(dir, "board.toml"))
	if err != nil {
		fmt.Fprintln(stderr, "mapgen:", err)
		return 1
	}
	geo, err := gen.LoadGeo(*geodata, spec.Land)
	if err != nil {
		fmt.Fprintln(stderr, "mapgen:", err)
		return 1
	}
	b, st, err := gen.Generate(spec, geo)
	if err != nil {
		fmt.Fprintln(stderr, "mapgen:", err)
		return 1
	}
	var buf bytes.Buffer
	if err := board.Write(&buf, b); err != nil {
		fmt.Fprintln(stderr, "mapgen:", err)
		return 1
	}
	if *out == "" {
		*out = filepath.Join(dir, "map.svg")
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(stderr, "mapgen:", err)
		return 1
	}
	carved := ""
	if st.LakesCarved > 0 {
		carved = fmt.Sprintf(", %d lakes carved into seas", st.LakesCarved)
	}
	fmt.Fprintf(stdout, "mapgen: %s: %d×%d, %d provinces, %d KB, %.1fs (%d px of land left neutral%s)\n",
		*out, st.W, st.H, len(b.Provinces), buf.Len()/1024, st.Elapsed.Seconds(), st.NeutralLand, carved)
	for _, c := range st.Cramped {
		fmt.Fprintf(stdout, "mapgen: cramped: %s\n", c)
	}
	// What breaks the quality bars a board is held to (board.Legible):
	// reported, not refused, so the board can be looked at and tuned.
	for _, p := range gen.Legibility(spec, b) {
		fmt.Fprintf(stdout, "mapgen: illegible: %s\n", p.Msg)
	}
	return 0
}
