package cli

import (
	"fmt"
	"io"
)

// runVariants is not built yet; it says so rather than pretending.
func runVariants(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "dipdesk variants: not built yet")
	return 1
}
