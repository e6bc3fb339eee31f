package mila

import (
	"os"
	"testing"

	"dipdesk/variants"
)

// FuzzImport feeds import-game's reader with mutated saved games: a file
// from elsewhere is untrusted, so Decode and Import must answer with an
// error or a game, never a panic. Seeded with our own test games.
func FuzzImport(f *testing.F) {
	for _, name := range []string{"story.json", "via.json", "wrong.json"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	pkg, err := variants.Builtin(StandardMap)
	if err != nil {
		f.Fatal(err)
	}
	v := pkg.Variant
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Decode(data)
		if err != nil {
			return
		}
		// A record of thousands of phases is a valid worst case, not a
		// bug; keep each run short.
		if len(file.Phases) > 12 {
			file.Phases = file.Phases[:12]
		}
		_, _ = Import(v, file)
	})
}
