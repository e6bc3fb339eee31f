package cli

import (
	"fmt"
	"io"
)

// runRender is not built yet; it says so rather than pretending.
func runRender(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "dipdesk render: not built yet")
	return 1
}
