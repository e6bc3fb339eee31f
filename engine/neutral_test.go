package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

func TestNeutralUnitsTakeNoOrdersButMayBeSupported(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, spring1901, "Red: A ter", "Blue: A bh", "Neutral: A ala", "Neutral: A cub")
	if _, err := v.Check(&pos, engine.MoveOrder(engine.Army, loc(t, v, "ala"), loc(t, v, "yuk"))); err == nil || !strings.Contains(err.Error(), "neutral") {
		t.Errorf("an order to the neutral army in Alaska: got %v, want a refusal saying it is neutral", err)
	}
	for _, o := range v.AllLegalOrders(&pos) {
		if o.Power == engine.NoPower {
			t.Errorf("generated an order for a neutral unit: %s", v.FormatOrder(o))
		}
	}
	sup := orders(t, v, "A bh S A cub")[0]
	sup.Power = power(t, v, "blue")
	if _, err := v.Check(&pos, sup); err != nil {
		t.Errorf("supporting the neutral in Cuba: %v", err)
	}
	// Red attacks Alaska with support; Blue supports the neutral: it holds.
	pos = specialPos(t, v, spring1901, "Red: A ter", "Red: A rh", "Blue: A yuk", "Neutral: A ala")
	os := orders(t, v, "A ter - ala", "A yuk S A ala")
	out := adjudicate(t, v, pos, os, engine.Edition2023)
	if r := result(t, v, out, "A Ter - Ala"); r.Success {
		t.Error("one army took Alaska against a neutral supported by Blue")
	}
	if u := unitAt(v, out.After, "ala"); u == nil || u.Power != engine.NoPower {
		t.Errorf("Alaska after the attack: %+v, want the neutral army", u)
	}
}

func TestNeutralDislodgedIsDisbandedAndItsCentreTaken(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, fall1901, "Blue: A bh", "Blue: F esea", "Neutral: A cub")
	out := adjudicate(t, v, pos, orders(t, v, "A bh - cub", "F esea S A bh - cub"), engine.Edition2023)
	if len(out.After.Dislodged) != 0 {
		t.Errorf("the neutral waits to retreat: %+v; it must be disbanded", out.After.Dislodged)
	}
	r := result(t, v, out, "A Cub disband")
	if r.Reason != engine.ReasonDestroyed || r.Order.Power != engine.NoPower {
		t.Errorf("the neutral's end: %s by power %d, want destroyed, no power", r.Reason, r.Order.Power)
	}
	cub, _ := v.LookupProvince("cub")
	if got := out.Next.Owners[cub]; got != power(t, v, "blue") {
		t.Errorf("Cuba after Fall belongs to %d, want Blue", got)
	}
}

func TestNeutralCentreStaysUnownedWhileItsUnitStands(t *testing.T) {
	v := special(t)
	pos := specialPos(t, v, fall1901, "Blue: A bh", "Neutral: A cub")
	out := adjudicate(t, v, pos, orders(t, v, "A bh - cub"), engine.Edition2023)
	cub, _ := v.LookupProvince("cub")
	if out.Next.Owners[cub] != engine.NoPower {
		t.Errorf("Cuba owned by %d after a failed attack; a neutral centre is taken only by removing its unit", out.Next.Owners[cub])
	}
}

func TestNeutralRetreatsOnlyToAFreeCentre(t *testing.T) {
	v := special(t)
	yuk, _ := v.LookupProvince("yuk")
	// Yukon free: the army goes there, at once, with no retreat phase.
	pos := specialPos(t, v, spring1901, "Red: A ter", "Red: A tun", "Neutral: A ala")
	os := orders(t, v, "A ter - ala", "A tun S A ter - ala")
	out := adjudicate(t, v, pos, os, engine.Edition2023)
	if u := unitAt(v, out.After, "yuk"); u == nil || u.Power != engine.NoPower {
		t.Fatalf("after Alaska fell, Yukon holds %+v; want the neutral army retreated there", u)
	}
	if out.Next.Phase.Kind != engine.Movement || len(out.After.Dislodged) != 0 {
		t.Errorf("a neutral's retreat made a retreat phase: %s", v.PhaseName(out.Next.Phase))
	}
	if r := result(t, v, out, "A Ala - Yuk"); r.Reason != engine.ReasonRetreated || !r.Implicit {
		t.Errorf("neutral retreat reported as %s", r.Reason)
	}
	// Yukon owned by a power: not free, so the army is disbanded.
	pos.Owners[yuk] = power(t, v, "blue")
	out = adjudicate(t, v, pos, os, engine.Edition2023)
	if u := unitAt(v, out.After, "yuk"); u != nil {
		t.Errorf("the neutral retreated into Blue's Yukon: %+v", u)
	}
	if r := result(t, v, out, "A Ala disband"); r.Reason != engine.ReasonDestroyed {
		t.Errorf("neutral with no free centre: %s, want destroyed", r.Reason)
	}
	// A neutral dislodged from anywhere else (here Cuba) never retreats.
	pos = specialPos(t, v, spring1901, "Blue: A bh", "Blue: F esea", "Neutral: A cub")
	out = adjudicate(t, v, pos, orders(t, v, "A bh - cub", "F esea S A bh - cub"), engine.Edition2023)
	if n := len(out.After.Units); n != 2 {
		t.Errorf("%d units after Cuba fell, want Blue's two", n)
	}
}
