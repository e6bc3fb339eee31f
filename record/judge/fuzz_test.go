package judge

import (
	"strings"
	"testing"

	"dipdesk/variants"
)

// FuzzRead feeds judge text of any shape to Read: an imported record is
// untrusted, so it must give phases or an error naming the line, never a
// panic. Seeded with a few lines in the judges' notation.
func FuzzRead(f *testing.F) {
	f.Add("Movement results for Spring of 1901.  (g/S1901M)\n\nAustria: Army Budapest -> Serbia.\nItaly: Army Venice -> Trieste.  (*bounce*)\n")
	f.Add("Retreat results for Fall of 1901.  (g/F1901R)\n\nFrance: Army Burgundy -> Paris.\n")
	f.Add("Adjustment results for Winter of 1901.  (g/W1901A)\n\nRussia: Builds an army in Moscow.\nEngland: Removes the fleet in London.\n")
	f.Add("Movement results for Fall of 1902.  (g/F1902M)\n\nEngland: Fleet North Sea CONVOY Army London -> Norway.\nGermany: Army Munich SUPPORT Army Berlin -> Kiel.\n")
	pkg, err := variants.Builtin("classic")
	if err != nil {
		f.Fatal(err)
	}
	v := pkg.Variant
	f.Fuzz(func(t *testing.T, text string) {
		_, _ = Read(v, strings.NewReader(text))
	})
}
