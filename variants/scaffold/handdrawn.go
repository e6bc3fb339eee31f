package scaffold

import (
	"embed"
	"os"
	"path/filepath"
	"strings"
)

//go:embed handdrawn
var handDrawn embed.FS

// HandDrawnFiles are the files a hand-drawn variant folder gets: no
// board.toml, since no generator draws its board.
var HandDrawnFiles = []string{"variant.txt", "map.svg", "rules.md", "scenarios.txt"}

// WriteHandDrawn creates parent/id/ for a board drawn by hand in an SVG
// editor: a small two-power variant whose map.svg has every layer and id
// the board format needs, commented, and that validates and plays as it
// is. The designer reshapes the paths and moves the circles; validate
// checks the drawing against variant.txt like any other board.
func WriteHandDrawn(id, parent string) (string, error) {
	dir, title, err := newFolder(id, parent)
	if err != nil {
		return "", err
	}
	rename := func(s string) string {
		s = variantLine.ReplaceAllString(s, "variant "+id)
		s = nameLine.ReplaceAllString(s, "name "+title)
		s = variantAll.ReplaceAllString(s, "VARIANT_ALL "+title)
		s = caseLine.ReplaceAllString(s, "${1}"+id+".")
		return strings.Replace(s, "# Square\n", "# "+title+"\n", 1)
	}
	for _, name := range HandDrawnFiles {
		data, err := handDrawn.ReadFile("handdrawn/" + name)
		if err != nil {
			return "", err
		}
		if name != "map.svg" {
			data = []byte(rename(string(data)))
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
}
