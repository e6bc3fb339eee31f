package cli

import (
	"io"

	"dipdesk/variants/mapgen/draw"
)

// runMapgen draws DIR/map.svg from DIR/board.toml with the geography built
// into dipdesk: no npm, no network (see variants/mapgen/draw).
func runMapgen(args []string, stdout, stderr io.Writer) int {
	return draw.Run("dipdesk mapgen", args, stdout, stderr)
}
