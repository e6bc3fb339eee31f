package cli

import (
	"fmt"
	"io"
)

// runDATC is not built yet; it says so rather than pretending.
func runDATC(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "dipdesk datc: not built yet")
	return 1
}
