package board

import "strings"

// WrapWords breaks text at its spaces into lines no wider than room, by
// width (the width of a string in room's units), a word at a time; a
// word wider than room alone is a line of its own. mapgen wraps an
// inset's caption with it for the board's fit zoom, and mapview again
// for the zoom it draws at, so the two break lines the same way.
func WrapWords(text string, width func(string) float64, room float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(text) {
		try := strings.TrimSpace(cur + " " + w)
		if cur != "" && width(try) > room {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
