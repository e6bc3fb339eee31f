package cli

import (
	"fmt"
	"io"

	"dipdesk/variants/scaffold"
)

// helpVariant prints the designer's reference from the binary itself:
// the definition format, the guide (board.toml, hand-drawn boards,
// scenarios, a worked example) and the mask country names.
func helpVariant(args []string, stdout, stderr io.Writer) int {
	if len(args) > 1 {
		fmt.Fprintln(stderr, "usage: dipdesk help variant [definition|guide|countries]")
		return 2
	}
	topic := ""
	if len(args) == 1 {
		topic = args[0]
	}
	if topic == "" {
		fmt.Fprintln(stdout, "dipdesk help variant: the designer's reference. One part at a time:")
		for _, t := range scaffold.Topics {
			fmt.Fprintf(stdout, "  dipdesk help variant %-10s  %s\n", t.Name, t.Brief)
		}
		fmt.Fprintln(stdout)
	}
	text, err := scaffold.Reference(topic)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk help variant: %v\n", err)
		return 2
	}
	io.WriteString(stdout, text)
	return 0
}
