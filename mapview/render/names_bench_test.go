package render

import (
	"os"
	"testing"

	"dipdesk/variants/board"
)

// BenchmarkPlaceNamesImperial places every name of the largest board at
// fit zoom and zoomed in: what the first visit to a zoom level pays.
func BenchmarkPlaceNamesImperial(bm *testing.B) {
	b, err := board.ParseFile(os.DirFS("../../variants/imperial"), "map.svg")
	if err != nil {
		bm.Skip(err)
	}
	fit := board.FitScale(b.Width, b.Height)
	for _, z := range []float64{1, 2, 4, 8} {
		bm.Run("zoom"+string(rune('0'+int(z))), func(bm *testing.B) {
			c := NewCache()
			c.Prepare(b)
			c.placeNames(b, fit*z, fit*z, 1)
			for bm.Loop() {
				c.placeNames(b, fit*z, fit*z, 1)
			}
		})
	}
}
