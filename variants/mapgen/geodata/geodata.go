// Package geodata is the Natural Earth geography (public domain) that
// ships inside dipdesk, so that `dipdesk mapgen` draws boards with no npm
// and no network: land and countries at 50m and 110m, lakes and rivers at
// 50m, in dipdesk's own lossless pack (variants/mapgen/gen/geopack.go;
// about 840 KB, rebuilt with ./packgeo). 10m land is left out for size:
// a board.toml with land = "10m" needs --geodata DIR.
package geodata

import (
	_ "embed"

	"dipdesk/variants/mapgen/gen"
)

//go:embed naturalearth.pack
var pack []byte

// Load returns the built-in geography at one land resolution, "50m" or
// "110m".
func Load(res string) (*gen.Geo, error) { return gen.LoadPack(pack, res) }

// Size is the pack's size in bytes, what it adds to the binary.
func Size() int { return len(pack) }
