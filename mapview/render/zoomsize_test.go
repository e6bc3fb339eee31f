package render

import (
	"os"
	"testing"

	"dipdesk/variants/board"
)

// Zoomed in, names grow faster than some provinces; a name that does not
// fit at its zoom's size is drawn a step smaller at a time, not dropped
// at once to its fit-zoom size among names half as large again (Vienna
// at 11 px among 17 px names on Imperial zoomed to Europe).
func TestZoomedNamesShrinkOnlyAsFarAsTheyMust(t *testing.T) {
	b, err := board.ParseFile(os.DirFS("../../variants/imperial"), "map.svg")
	if err != nil {
		t.Skip(err)
	}
	fit := FitScale(b.Width, b.Height, 1300, 1000)
	for _, z := range []float64{2.5, 3} {
		c := NewCache()
		c.Prepare(b)
		s := fit * z
		n := c.named(b, s, s, 1)
		shrunk, floored := 0, 0
		for i, l := range n.Labels {
			px, _ := c.sizeOf(n, i, l, s, 1)
			px0, _ := labelSize(b, l, s, 1)
			if px < px0-0.5 {
				shrunk++
				if px < px0*shrinkStep*shrinkStep-0.5 {
					floored++
				}
			}
		}
		t.Logf("zoom %.1f: %d names shrunk, %d of them by more than two steps", z, shrunk, floored)
		if shrunk > 0 && floored*2 > shrunk {
			t.Errorf("zoom %.1f: %d of %d names shrunk to fit are more than two steps smaller than their neighbours", z, floored, shrunk)
		}
	}
}
