package cli

import (
	"fmt"
	"io"
)

// runValidate is not built yet; it says so rather than pretending.
func runValidate(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "dipdesk validate: not built yet")
	return 1
}
