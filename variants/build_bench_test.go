package variants_test

import (
	"testing"

	"dipdesk/variants"
)

// BenchmarkBuildClassic parses the Classic definition and builds the variant
// (adjacency and convoy-route tables included).
func BenchmarkBuildClassic(b *testing.B) {
	p, _ := variants.Builtin("classic")
	src, _ := p.ReadFile(variants.DefinitionFile)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := variants.Build("classic/variant.txt", src); err != nil {
			b.Fatal(err)
		}
	}
}
