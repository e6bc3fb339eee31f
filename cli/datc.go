package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// runDATC runs DATC-format case files: one line per failing case, then
// "N passed, N failed"; exit 1 if any failed, 2 on a usage error.
func runDATC(args []string, stdout, stderr io.Writer) int {
	opt := engine.Options{Edition: engine.DefaultEdition}
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		val, isRules := "", false
		switch {
		case a == "--rules" || a == "-rules":
			if i+1 >= len(args) {
				fmt.Fprintln(stderr, "dipdesk datc: --rules needs an edition (2023 or 2000)")
				return 2
			}
			val, isRules = args[i+1], true
			i++
		case strings.HasPrefix(a, "--rules="), strings.HasPrefix(a, "-rules="):
			_, val, _ = strings.Cut(a, "=")
			isRules = true
		case strings.HasPrefix(a, "-") && a != "-":
			fmt.Fprintf(stderr, "dipdesk datc: unknown flag %s\nusage: dipdesk datc [--rules EDITION] FILE...\n", a)
			return 2
		default:
			files = append(files, a)
		}
		if isRules {
			ed, ok := engine.ParseEdition(val)
			if !ok {
				fmt.Fprintf(stderr, "dipdesk datc: unknown rules edition %q: expected 2023 or 2000\n", val)
				return 2
			}
			opt.Edition = ed
		}
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "usage: dipdesk datc [--rules EDITION] FILE...")
		return 2
	}
	passed, failed := 0, 0
	for _, name := range files {
		rep, err := runFile(name, opt)
		if err != nil {
			fmt.Fprintf(stderr, "dipdesk datc: %v\n", err)
			failed++
			continue
		}
		for _, f := range rep.Failures {
			fmt.Fprintln(stdout, f.String())
		}
		passed += rep.Passed
		failed += len(rep.Failures)
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

func runFile(name string, opt engine.Options) (datc.Report, error) {
	fh, err := os.Open(name)
	if err != nil {
		return datc.Report{}, err
	}
	defer fh.Close()
	f, err := datc.Parse(name, fh)
	if err != nil {
		return datc.Report{}, err
	}
	if f.Variant == "" {
		return datc.Report{}, fmt.Errorf("%s: no VARIANT_ALL line", name)
	}
	pkg, err := scenarioVariant(name, f.Variant)
	if err != nil {
		return datc.Report{}, fmt.Errorf("%s: %w", name, err)
	}
	return f.Run(pkg.Variant, opt), nil
}

// scenarioVariant finds the variant a case file names: the variant folder
// the file sits in (a designer's scenarios.txt), a built-in, or an
// installed variant.
func scenarioVariant(file, name string) (*variants.Package, error) {
	dir := filepath.Dir(file)
	if _, err := os.Stat(filepath.Join(dir, variants.DefinitionFile)); err == nil {
		p, err := variants.Load(dir)
		if err != nil {
			return nil, fmt.Errorf("the variant beside it does not load: %w", err)
		}
		if variants.Names(p, name) {
			return p, nil
		}
	}
	return findInstalledVariant(name)
}
