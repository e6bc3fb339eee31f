package cli

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/adrg/xdg"

	"dipdesk/variants"
)

// runVariants lists the built-in variants and those installed under
// $XDG_DATA_HOME/dipdesk/variants/, with where each comes from. A broken
// installed variant is listed with its error, so a designer sees why it is
// missing from the app.
func runVariants(args []string, stdout, stderr io.Writer) int {
	if len(args) != 0 {
		fmt.Fprintln(stderr, "usage: dipdesk variants")
		return 2
	}
	status := 0
	builtin, err := variants.Builtins()
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk variants: %v\n", err)
		status = 1
	}
	root := filepath.Join(xdg.DataHome, "dipdesk", "variants")
	inst, err := variants.LoadInstalled(root)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk variants: %v\n", err)
		status = 1
	}
	if len(inst.Broken) > 0 {
		fmt.Fprintln(stderr, "dipdesk variants: some installed variants cannot be played:")
		for _, b := range inst.Broken {
			for _, p := range b.Problems {
				fmt.Fprintf(stderr, "  %s\n", p)
			}
		}
		status = 1
	}
	user := inst.Packages
	for _, p := range append(builtin, user...) {
		v := p.Variant
		where := "built in"
		if p.Source != "builtin" {
			where = p.Source
		}
		fmt.Fprintf(stdout, "%-18s %-22s %2d powers  %-20s %s\n", p.ID, v.Name, v.NumPowers(), v.PhaseName(v.Start().Phase), where)
	}
	if len(user) == 0 {
		fmt.Fprintf(stdout, "(no installed variants in %s)\n", root)
	}
	return status
}
