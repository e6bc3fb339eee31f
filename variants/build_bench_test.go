package variants_test

import (
	"testing"

	"dipdesk/variants"
)

// BenchmarkBuildClassic parses the Classic definition and builds the variant
// (adjacency and convoy-route tables included).
func BenchmarkBuildClassic(b *testing.B) { benchmarkBuild(b, "classic") }

// BenchmarkBuildAmericanConflict is the largest board whose convoy routes
// are still enumerated exactly.
func BenchmarkBuildAmericanConflict(b *testing.B) { benchmarkBuild(b, "americanconflict") }

// BenchmarkBuildImperial is the largest board: its route search gives up at
// the budget and falls back to sea components, and every screen that lists
// the variants waits for it.
func BenchmarkBuildImperial(b *testing.B) { benchmarkBuild(b, "imperial") }

func benchmarkBuild(b *testing.B, id string) {
	p, err := variants.Builtin(id)
	if err != nil {
		b.Fatal(err)
	}
	src, _ := p.ReadFile(variants.DefinitionFile)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := variants.Build(id+"/variant.txt", src); err != nil {
			b.Fatal(err)
		}
	}
}
