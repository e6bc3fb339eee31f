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
	const usage = "usage: dipdesk new-variant ID [DIR]"
	if len(args) < 1 || len(args) > 2 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	id, parent := args[0], userVariantsDir()
	if len(args) == 2 {
		parent = args[1]
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
