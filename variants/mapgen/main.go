// Command mapgen draws a variant's board from geography:
//
//	go run ./variants/mapgen <variant dir> [--geodata DIR]
//
// It reads <variant dir>/board.toml and writes <variant dir>/map.svg, from
// the Natural Earth geography built into dipdesk (variants/mapgen/geodata)
// or from DIR, which holds world-atlas/ (and us-atlas/) from npm and the
// Natural Earth lakes and rivers GeoJSON (fetch-geodata.sh prepares it).
// It is `dipdesk mapgen`; see README.md and variants/mapgen/draw.
package main

import (
	"io"
	"os"

	"dipdesk/variants/mapgen/draw"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	return draw.Run("mapgen", args, stdout, stderr)
}
