package engine_test

import (
	"testing"

	"dipdesk/engine"
)

// TestNoSwapAcrossALandBridge: Red Home and Island are joined by a land
// bridge. Two armies swapping across it bounce, even when one goes by
// convoy (which would succeed across an ordinary border).
func TestNoSwapAcrossALandBridge(t *testing.T) {
	v := special(t)
	if !v.IsBridge(v.ProvinceOf(loc(t, v, "rh")), v.ProvinceOf(loc(t, v, "isl"))) {
		t.Fatal("rh-isl is not a bridge")
	}
	pos := specialPos(t, v, spring1901, "Red: A rh", "Red: F wsea", "Blue: A isl")
	os := orders(t, v, "A rh - isl via convoy", "F wsea C A rh - isl", "A isl - rh")
	out := adjudicate(t, v, pos, os, engine.Edition2023)
	for _, o := range []string{"A Rh - Isl via convoy", "A Isl - Rh"} {
		if r := result(t, v, out, o); r.Success {
			t.Errorf("%s succeeded: two units swapped across a land bridge", o)
		}
	}
	// across an ordinary border the same convoyed swap works (DATC 6.G.x),
	// which is what the bridge takes away: Island-Far Harbour by North Sea.
	pos = specialPos(t, v, spring1901, "Red: A isl", "Red: F nsea", "Blue: A fh")
	os = orders(t, v, "A isl - fh via convoy", "F nsea C A isl - fh", "A fh - isl")
	out = adjudicate(t, v, pos, os, engine.Edition2023)
	if r := result(t, v, out, "A Isl - Fh via convoy"); !r.Success {
		t.Errorf("convoyed swap across an ordinary border failed: %s", r.Reason)
	}
}

func TestBridgeMustBeABorder(t *testing.T) {
	_, err := buildWith(t, specialBoard+"bridge rh bh\n")
	if err == nil {
		t.Error("a bridge between provinces with no border was accepted")
	}
}
