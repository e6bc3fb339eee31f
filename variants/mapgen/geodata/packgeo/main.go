// Command packgeo writes the geography pack dipdesk ships (see
// variants/mapgen/gen/geopack.go) from fetch-geodata.sh's directory:
//
//	variants/mapgen/fetch-geodata.sh /tmp/geodata
//	go run ./variants/mapgen/geodata/packgeo /tmp/geodata
//
// It overwrites variants/mapgen/geodata/naturalearth.pack.
package main

import (
	"fmt"
	"os"

	"dipdesk/variants/mapgen/gen"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: packgeo GEODATA-DIR (from variants/mapgen/fetch-geodata.sh)")
		os.Exit(2)
	}
	data, err := gen.Pack(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "packgeo:", err)
		os.Exit(1)
	}
	const out = "variants/mapgen/geodata/naturalearth.pack"
	if err := os.WriteFile(out, data, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "packgeo:", err)
		os.Exit(1)
	}
	fmt.Printf("packgeo: %s: %d KB\n", out, len(data)/1024)
}
