package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"dipdesk/variants"
	"dipdesk/variants/scaffold"
)

// runNewVariant writes a working, commented variant folder to start a
// design from: ID's folder under DIR, by default the user variants folder,
// where the app lists it at once.
func runNewVariant(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: dipdesk new-variant ID [DIR] [--from VARIANT | --hand-drawn]"
	from, handDrawn := "", false
	var rest []string
	for i := 0; i < len(args); i++ {
		switch {
		case args[i] == "--from" && i+1 < len(args):
			from = args[i+1]
			i++
		case args[i] == "--hand-drawn":
			handDrawn = true
		default:
			rest = append(rest, args[i])
		}
	}
	if len(rest) < 1 || len(rest) > 2 || strings.HasPrefix(rest[0], "-") || (from != "" && handDrawn) {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	id, parent := rest[0], userVariantsDir()
	if len(rest) == 2 {
		parent = rest[1]
	}
	if from != "" {
		return newFrom(id, parent, from, stdout, stderr)
	}
	if handDrawn {
		return newHandDrawn(id, parent, stdout, stderr)
	}
	dir, err := scaffold.Write(id, parent)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk new-variant: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "dipdesk new-variant: wrote %s: %s\n", dir, strings.Join(scaffold.Files, ", "))
	// Paths joined by the system's rule, so Windows shows C:\…\mine\variant.txt,
	// not C:\…\mine/variant.txt.
	fmt.Fprintf(stdout, `It is a two-power board of Ireland that plays as it is. Next:
  edit    %[3]s and board.toml (comments say how)
  draw    dipdesk mapgen %[1]s
  check   dipdesk validate %[1]s
  cases   dipdesk datc %[4]s
  balance dipdesk balance --variant %[2]s --games 200
`, dir, map[bool]string{true: id, false: dir}[parent == userVariantsDir()],
		filepath.Join(dir, variants.DefinitionFile), filepath.Join(dir, "scenarios.txt"))
	if parent == userVariantsDir() {
		fmt.Fprintf(stdout, "  play    open dipdesk: %q is on the home screen\n", scaffold.Title(id))
	} else {
		fmt.Fprintf(stdout, "  play    copy the folder to %s and open dipdesk\n", userVariantsDir())
	}
	return 0
}

// newFrom copies a built-in or installed variant, whole, under a new id.
func newFrom(id, parent, from string, stdout, stderr io.Writer) int {
	src, err := findInstalledVariant(from)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk new-variant: --from %s: %v\n", from, err)
		return 1
	}
	dir, err := scaffold.From(id, parent, src)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk new-variant: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "dipdesk new-variant: wrote %s, a copy of %s to start from. Next:\n  edit    %s (the format: dipdesk help variant definition)\n  check   dipdesk validate %s\n", dir, src.Variant.Name, filepath.Join(dir, variants.DefinitionFile), dir)
	return 0
}

// newHandDrawn writes a variant whose board is drawn by hand.
func newHandDrawn(id, parent string, stdout, stderr io.Writer) int {
	dir, err := scaffold.WriteHandDrawn(id, parent)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk new-variant: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, `dipdesk new-variant: wrote %[1]s: %[2]s
Its board is drawn by hand: no board.toml, no mapgen. Next:
  draw    open %[3]s in Inkscape or a text editor: reshape the
          provinces, move the circles and names, keep the ids
          (the format: dipdesk help variant guide, "Hand-drawn boards")
  edit    %[4]s to match (dipdesk help variant definition)
  check   dipdesk validate %[1]s
`, dir, strings.Join(scaffold.HandDrawnFiles, ", "), filepath.Join(dir, "map.svg"), filepath.Join(dir, variants.DefinitionFile))
	return 0
}
