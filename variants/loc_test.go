package variants_test

import (
	"testing"

	"dipdesk/engine"
)

// loc finds a location by any of its names or fails the test.
func loc(t testing.TB, v *engine.Variant, name string) engine.LocID {
	t.Helper()
	l, ok := v.LookupLoc(name)
	if !ok {
		t.Fatalf("no location %q", name)
	}
	return l
}
