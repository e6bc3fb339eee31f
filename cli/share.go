package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"dipdesk/variants/jdip"
	"dipdesk/variants/share"
)

// runExport writes an installed variant (or a variant folder) as one .zip
// to pass to another designer.
func runExport(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: dipdesk export-variant ID|DIR FILE.zip"
	if len(args) != 2 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	pkg, err := findInstalledVariant(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export-variant: %v\n", err)
		return 1
	}
	var buf bytes.Buffer
	export := func() error { return share.Export(pkg.Source, &buf) }
	if pkg.Source == "builtin" {
		export = func() error { return share.ExportFS(pkg.Files, pkg.ID, &buf) }
	}
	if err := export(); err != nil {
		fmt.Fprintf(stderr, "dipdesk export-variant: %v\n", err)
		return 1
	}
	if err := os.WriteFile(args[1], buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "dipdesk export-variant: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "dipdesk export-variant: %s: %s, %d KB\n", args[1], pkg.Variant.Name, buf.Len()>>10)
	if pkg.Source == "builtin" {
		fmt.Fprintf(stdout, "%s is built in, so every dipdesk has it: the zip is its whole folder to read. To start a design from it: dipdesk new-variant ID --from %s\n", pkg.Variant.Name, pkg.ID)
	}
	return 0
}

// runImport installs a variant from a .zip under the user variants
// folder, refusing anything that could escape it or swamp the disk; a jDip
// variant plug-in (a zip or a folder with variants.xml) installs every
// variant it holds.
func runImport(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: dipdesk import-variant [--replace] FILE.zip|DIR"
	replace := false
	if len(args) > 0 && args[0] == "--replace" {
		replace, args = true, args[1:]
	}
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	if jdip.IsPlugin(args[0]) {
		return importJDip(args[0], replace, stdout, stderr)
	}
	p, err := share.ImportReplacing(args[0], userVariantsDir(), replace)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk import-variant: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "dipdesk import-variant: installed %s (%s) in %s\n", p.Variant.Name, p.ID, p.Source)
	return 0
}

// importJDip installs every variant of a jDip plug-in, and names each one
// it refuses with the reason; exit 1 if any was refused.
func importJDip(path string, replace bool, stdout, stderr io.Writer) int {
	res, err := jdip.Install(path, userVariantsDir(), replace)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk import-variant: %s: %v\n", path, err)
		return 1
	}
	for _, p := range res.Installed {
		fmt.Fprintf(stdout, "dipdesk import-variant: installed %s (%s) in %s\n", p.Variant.Name, p.ID, p.Source)
	}
	for _, r := range res.Refused {
		fmt.Fprintf(stderr, "dipdesk import-variant: %v\n", r)
	}
	if len(res.Refused) > 0 {
		return 1
	}
	return 0
}
