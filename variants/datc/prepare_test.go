package datc

import (
	"strings"
	"testing"

	"dipdesk/variants"
)

// Prepare sets up what Run adjudicates, and the comment above a case is
// kept as what the case shows (the app's puzzles read both).
func TestPrepareAndComment(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse("t.txt", strings.NewReader(`# A file header, parted by a blank line.

VARIANT_ALL Classic

# Two armies bounce,
# and both stay.
CASE bounce
PRESTATE
	Austria: A vie
	Italy: A ven
ORDERS
	Austria: A vie-tyr
	Italy: A ven-tyr
END
CASE bad
PRESTATE
	Austria: A vie
ORDERS
	Austria: A vie-xyz
END
`))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Cases[0].Comment; got != "Two armies bounce, and both stay." {
		t.Errorf("comment %q", got)
	}
	if got := f.Cases[1].Comment; got != "" {
		t.Errorf("a case with no comment above got %q", got)
	}
	pos, orders, err := Prepare(pkg.Variant, f.Cases[0])
	if err != nil || len(pos.Units) != 2 || len(orders) != 2 {
		t.Fatalf("prepared %d units, %d orders, error %v", len(pos.Units), len(orders), err)
	}
	if _, _, err := Prepare(pkg.Variant, f.Cases[1]); err == nil || !strings.Contains(err.Error(), "xyz") {
		t.Errorf("an unreadable order: error %v", err)
	}
}
