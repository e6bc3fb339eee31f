package engine_test

import (
	"testing"

	"dipdesk/engine"
)

func TestEventJoinsAnUnownedCentreAndItsNeutral(t *testing.T) {
	v := special(t)
	red := power(t, v, "red")
	ala := v.ProvinceOf(loc(t, v, "ala"))
	fall := func(y int) engine.Phase { return engine.Phase{Year: y, Season: 1, Kind: engine.Movement} }
	pos := specialPos(t, v, fall(1902), "Red: A rh", "Neutral: A ala")
	out := adjudicate(t, v, pos, nil, engine.Edition2023)
	if out.Next.Owners[ala] != red {
		t.Errorf("Alaska after 1902 belongs to %d, want Red", out.Next.Owners[ala])
	}
	if u := unitAt(v, out.Next, "ala"); u == nil || u.Power != red {
		t.Errorf("the army in Alaska after 1902: %+v, want Red's", u)
	}
	if u := unitAt(v, out.After, "ala"); u == nil || u.Power != engine.NoPower {
		t.Errorf("the event changed the movement's own result: %+v", u)
	}
	// a year early nothing happens
	pos.Phase = fall(1901)
	if out = adjudicate(t, v, pos, nil, engine.Edition2023); out.Next.Owners[ala] != engine.NoPower {
		t.Error("Alaska joined Red in 1901; the event is for 1902")
	}
	// owned by Blue by then: no event
	pos = specialPos(t, v, fall(1902), "Red: A rh", "Blue: A ala")
	out = adjudicate(t, v, pos, nil, engine.Edition2023)
	if got := out.Next.Owners[ala]; got != power(t, v, "blue") {
		t.Errorf("Alaska, held by Blue, belongs to %d after 1902", got)
	}
}

func TestFleetHomeIsTheFirstCentreCaptured(t *testing.T) {
	v := special(t)
	blue := power(t, v, "blue")
	fh := v.ProvinceOf(loc(t, v, "fh"))
	pos := specialPos(t, v, fall1901, "Blue: A isl", "Blue: A bh")
	if v.FleetHomeOf(&pos, blue) != engine.NoProvince {
		t.Fatal("Blue starts with a fleet home")
	}
	out := adjudicate(t, v, pos, orders(t, v, "A isl - fh", "A bh - cub"), engine.Edition2023)
	if got := v.FleetHomeOf(&out.Next, blue); got != fh {
		t.Fatalf("Blue took Far Harbour and Cuba together: fleet home %d, want the first listed (fh %d)", got, fh)
	}
	w := out.Next
	if w.Phase.Kind != engine.Adjustment {
		t.Fatalf("next is %s, want Winter adjustments", v.PhaseName(w.Phase))
	}
	build := func(s string) error {
		o := orders(t, v, s)[0]
		o.Power = blue
		_, err := v.Check(&w, o)
		return err
	}
	if err := build("Build F bh"); err == nil {
		t.Error("Blue may build a fleet in its own home; only its fleet home allows fleets")
	}
	if err := build("Build A bh"); err != nil {
		t.Errorf("Blue may not build an army at home: %v", err)
	}
	w.Units = nil // make Far Harbour and Cuba vacant
	if err := build("Build F fh"); err != nil {
		t.Errorf("Blue may not build a fleet in its fleet home: %v", err)
	}
	if err := build("Build F cub"); err == nil {
		t.Error("Blue may build a fleet in Cuba, which is not its fleet home")
	}
	// lost again and Cuba kept: the fleet home stays Far Harbour
	w.Owners[fh] = engine.NoPower
	w.Phase = fall1901
	w.Phase.Year = 1902
	out = adjudicate(t, v, w, nil, engine.Edition2023)
	if got := v.FleetHomeOf(&out.Next, blue); got != fh {
		t.Errorf("fleet home became %d after Far Harbour was lost; it is kept", got)
	}
}
