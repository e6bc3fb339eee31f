// Package cli holds dipdesk's headless subcommands: the same binary as the
// window, but no window, no display and no Fyne. main.go hands it the
// arguments whenever there are any.
package cli

import (
	"fmt"
	"io"
	"strings"
)

// command is one headless subcommand.
type command struct {
	name  string
	usage string // the argument synopsis shown by help
	brief string // one line for help
	run   func(args []string, stdout, stderr io.Writer) int
}

// commands lists every subcommand in the order help shows them.
func commands() []command {
	return []command{
		{"datc", "[--rules EDITION] FILE...", "run DATC-format adjudication test files", runDATC},
		{"validate", "PATH|ID", "check a variant's definition and board; exit 1 on problems", runValidate},
		{"render", "--variant ID [--game FILE] [--phase N] [--width W] [--borders] -o FILE.png | --size WxH --geometry FILE.json", "draw a board to a PNG, or write what is drawn at fit zoom as JSON", runRender},
		{"export", "--game FILE --format gif|apng|png|judge|mila|md -o OUT", "write a saved game's resolved phases as an animated picture, one PNG per phase, judge text, MILA's JSON or a Markdown report", runExportGame},
		{"import-game", "FILE.json|FILE.txt", "play a MILA saved game (or judge text) again with dipdesk's adjudication and save it in the games folder; phases that differ are named", runImportGame},
		{"new-variant", "ID [DIR] [--from VARIANT | --hand-drawn]", "write a working, commented two-power variant folder to start a design from (DIR: the installed variants); --from copies a whole variant, --hand-drawn gives a board to draw by hand instead of with mapgen", runNewVariant},
		{"export-variant", "ID|DIR FILE.zip", "write a variant's folder (installed or built in) as one .zip to share or to read", runExport},
		{"import-variant", "[--replace] FILE.zip|DIR", "install a variant from a .zip, or every variant of a jDip plug-in (.zip or folder with variants.xml); --replace puts it in place of an installed one", runImport},
		{"mapgen", "DIR [--geodata GEODATA-DIR] [-o FILE.svg]", "draw DIR/map.svg from DIR/board.toml with the built-in Natural Earth geography", runMapgen},
		{"variants", "", "list built-in and installed variants", runVariants},
		{"balance", "--variant ID --games N [--years Y] [--seed S] [--seats SPEC] [-o FILE]", "play many games (random orders, or the seats given); per-power wins and centre share", runBalance},
		{"selfplay", "--variant ID --games N [--seed S] [--years Y] [--save FILE.json] [--budget N] --seats SPEC", "play computer or random players against each other; wins, centres, stalls, walk-ins and decision time per seat kind", runSelfplay},
		{"help", "[variant [definition|guide|countries]]", "show this list; \"help variant\" is the designer's reference: the definition and board formats, mask country names, a worked example", nil},
	}
}

// Run dispatches args[0] to its subcommand and returns the exit status:
// 0 success, 1 the command found problems, 2 a usage error.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "help", "-h", "--help", "-help":
		if len(args) > 1 && args[1] == "variant" {
			return helpVariant(args[2:], stdout, stderr)
		}
		usage(stdout)
		return 0
	}
	for _, c := range commands() {
		if c.name == name && c.run != nil {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "dipdesk: unknown command %q\n\n", name)
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	var b strings.Builder
	b.WriteString("Usage:\n  dipdesk                 open the window\n")
	for _, c := range commands() {
		line := "dipdesk " + c.name
		if c.usage != "" {
			line += " " + c.usage
		}
		fmt.Fprintf(&b, "  %s\n      %s\n", line, c.brief)
	}
	io.WriteString(w, b.String())
}
