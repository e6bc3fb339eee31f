package jdip

import (
	"os"
	"testing"
	"testing/fstest"
)

// FuzzPlugin mutates a plug-in's three files: a jDip plug-in comes from
// anywhere, so Open and Convert must refuse what they cannot read, by
// name, and never panic. Seeded with our own "octo" and "twist" fixtures.
func FuzzPlugin(f *testing.F) {
	for _, dir := range []string{"testdata/octo", "testdata/twist"} {
		var files [3][]byte
		for i, name := range []string{"variants.xml", "adjacency.xml", "map.svg"} {
			data, err := os.ReadFile(dir + "/" + name)
			if err != nil {
				f.Fatal(err)
			}
			files[i] = data
		}
		f.Add(files[0], files[1], files[2])
	}
	f.Fuzz(func(t *testing.T, index, adjacency, svg []byte) {
		fsys := fstest.MapFS{
			"variants.xml":  {Data: index},
			"adjacency.xml": {Data: adjacency},
			"map.svg":       {Data: svg},
		}
		p, err := Open(fsys)
		if err != nil {
			return
		}
		_, _ = p.Convert("fuzz")
	})
}
