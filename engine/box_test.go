package engine_test

import (
	"testing"

	"dipdesk/engine"
)

func TestBoxTakesManyFleetsWithoutBounce(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: F wsea", "Blue: F esea", "Blue: F box")
	out := adjudicate(t, v, pos, orders(t, v, "F wsea - box", "F esea - box"), engine.Edition2023)
	for _, o := range []string{"F Wsea - Box", "F Esea - Box"} {
		if r := result(t, v, out, o); !r.Success {
			t.Errorf("%s: %s; entering a box always succeeds", o, r.Reason)
		}
	}
	n := 0
	for _, u := range out.After.Units {
		if v.Province(v.ProvinceOf(u.Loc)).ID == "box" {
			n++
		}
	}
	if n != 3 || len(out.After.Dislodged) != 0 {
		t.Errorf("%d fleets in the box and %d dislodged, want 3 and none", n, len(out.After.Dislodged))
	}
	if err := v.CheckPosition(&out.Next); err != nil {
		t.Errorf("three fleets in a box: %v", err)
	}
}

func TestBoxEntryIsNotStoppedByAFleetComingOut(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: F wsea", "Blue: F box")
	out := adjudicate(t, v, pos, orders(t, v, "F wsea - box", "F box - wsea"), engine.Edition2023)
	if r := result(t, v, out, "F Wsea - Box"); !r.Success {
		t.Errorf("the fleet going in: %s", r.Reason)
	}
	if r := result(t, v, out, "F Box - Wsea"); !r.Success {
		t.Errorf("the fleet coming out: %s; the two pass each other", r.Reason)
	}
}

func TestBoxMoveOutCanBeSupported(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: F box", "Red: F cub", "Blue: F esea")
	out := adjudicate(t, v, pos, orders(t, v, "F box - esea", "F cub S F box - esea"), engine.Edition2023)
	if r := result(t, v, out, "F Box - Esea"); !r.Success {
		t.Errorf("supported move out of the box: %s", r.Reason)
	}
	if len(out.After.Dislodged) != 1 {
		t.Errorf("the fleet in East Sea was not dislodged: %+v", out.After.Dislodged)
	}
}

func TestBoxFleetIsNeverDislodgedAndItsConvoyHolds(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: A rh", "Red: F wsea", "Red: F box", "Red: F esea",
		"Blue: F nsea", "Blue: F isl")
	os := orders(t, v, "A rh - bh", "F wsea C A rh - bh", "F box C A rh - bh", "F esea C A rh - bh")
	blue := orders(t, v, "F isl - wsea")
	for i := range blue {
		blue[i].Power = power(t, v, "blue")
	}
	out := adjudicate(t, v, pos, os, engine.Edition2023)
	if r := result(t, v, out, "A Rh - Bh"); !r.Success {
		t.Fatalf("convoy through the box: %s", r.Reason)
	}
	// a fleet attacking the box (with support) neither dislodges the
	// convoying fleet nor breaks the convoy
	pos = specialPos(t, v, spring1901, "Red: A rh", "Red: F wsea", "Red: F box", "Red: F esea", "Blue: F cub")
	pos.Owners[v.ProvinceOf(loc(t, v, "cub"))] = power(t, v, "blue")
	os = append(orders(t, v, "A rh - bh", "F wsea C A rh - bh", "F box C A rh - bh", "F esea C A rh - bh"),
		orders(t, v, "F cub - esea")...)
	out = adjudicate(t, v, pos, os, engine.Edition2023)
	if r := result(t, v, out, "A Rh - Bh"); !r.Success {
		t.Errorf("convoy through the box: %s", r.Reason)
	}
	pos = specialPos(t, v, spring1901, "Red: F box", "Blue: F wsea", "Blue: F esea")
	out = adjudicate(t, v, pos, orders(t, v, "F wsea - box", "F esea S F wsea - box"), engine.Edition2023)
	if len(out.After.Dislodged) != 0 {
		t.Errorf("a fleet in the box was dislodged: %+v", out.After.Dislodged)
	}
}

func TestBoxOrdersAreGeneratedForEveryFleetThere(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: F box", "Blue: F box", "Blue: F wsea")
	n := 0
	for _, o := range v.LegalOrders(&pos, v.ProvinceOf(loc(t, v, "box"))) {
		if o.Kind == engine.Hold {
			n++
		}
		if _, err := v.Check(&pos, o); err != nil {
			t.Errorf("generated %s: %v", v.FormatOrder(o), err)
		}
	}
	if n != 2 {
		t.Errorf("%d hold orders for the box, want one per fleet (2)", n)
	}
}
