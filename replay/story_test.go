package replay

import (
	"slices"
	"testing"

	"dipdesk/engine"
	"dipdesk/internal/storytest"
	"dipdesk/mapview/render"
)

// glideOf is the glide of the unit that stood at loc in shot sh.
func glideOf(t *testing.T, s *Story, sh Shot, loc string) render.Glide {
	t.Helper()
	return glideAt(t, s, sh, loc, false)
}

// glideAt is glideOf for the unit dislodged from loc, when dislodged.
func glideAt(t *testing.T, s *Story, sh Shot, loc string, dislodged bool) render.Glide {
	t.Helper()
	for _, g := range s.Glides(sh, s.Scene(sh)) {
		if g.Unit.Loc == loc && (g.Unit.Dislodged || !dislodged) {
			return g
		}
	}
	t.Fatalf("%s step %d: no unit at %s", s.PhaseName(sh), sh.Step, loc)
	return render.Glide{}
}

func TestStoryShotsEveryPhaseThenTheEnd(t *testing.T) {
	g := storytest.Classic(t)
	s := FromGame(g, "test")
	ph := s.Phases()
	if len(ph) != len(g.Turns)+1 {
		t.Fatalf("%d still frames for %d turns and the end", len(ph), len(g.Turns))
	}
	var names []string
	for _, k := range ph {
		names = append(names, s.PhaseName(s.Shots[k]))
	}
	want := []string{"Spring 1901 Movement", "Fall 1901 Movement", "Fall 1901 Retreat", "Winter 1901 Adjustment", "Spring 1902 Movement"}
	if !slices.Equal(names, want) {
		t.Errorf("phases %q, want %q", names, want)
	}
	// Spring's moves are followed by in-between frames.
	if s.Shots[1].Step != 1 || s.Shots[1].Steps != movementSteps {
		t.Errorf("shot 1 is %+v, want the first of %d in-between frames", s.Shots[1], movementSteps)
	}
	if last := s.Shots[len(s.Shots)-1]; last.Turn != len(g.Turns) || last.Step != 0 {
		t.Errorf("last shot %+v, want the final position", last)
	}
}

func TestGlidesMoveBounceDislodgeRetreatBuild(t *testing.T) {
	s := FromGame(storytest.Classic(t), "test")
	shot := func(turn, step int) Shot {
		for _, sh := range s.Shots {
			if sh.Turn == turn && sh.Step == step {
				return sh
			}
		}
		t.Fatalf("no shot %d/%d", turn, step)
		return Shot{}
	}
	// Spring 1901: Paris arrives in Burgundy; Vienna goes out towards
	// Galicia and comes back.
	spring := shot(0, movementSteps)
	if g := glideOf(t, s, spring, "par"); g.To != "bur" || g.T != 1 {
		t.Errorf("A Par at the end of Spring: %+v, want arrived in bur", g)
	}
	mid := glideOf(t, s, shot(0, movementSteps/2), "vie")
	end := glideOf(t, s, spring, "vie")
	if mid.To != "gal" || mid.T < 0.3 || end.T > 1e-9 {
		t.Errorf("A Vie's bounce: half way %+v, at the end %+v; want out towards gal and back", mid, end)
	}
	// Fall 1901: Yorkshire is carried through the North Sea; Burgundy,
	// dislodged, stands beside its place.
	fall := shot(1, 3)
	if g := glideOf(t, s, fall, "yor"); g.To != "nwy" || !slices.Equal(g.Via, []string{"nth"}) {
		t.Errorf("convoyed A Yor: %+v, want to nwy via nth", g)
	}
	if g := glideAt(t, s, fall, "bur", true); g.Unit.Kind != render.Army || g.Unit.Power != 2 || !g.Unit.Dislodged || g.To != "" {
		t.Errorf("French A Bur: %+v, want dislodged beside bur", g)
	}
	// The retreat leaves from beside Burgundy for Picardy.
	if g := glideAt(t, s, shot(2, quickSteps), "bur", true); !g.Unit.Dislodged || g.To != "pic" || g.T != 1 {
		t.Errorf("retreat: %+v, want from beside bur to pic", g)
	}
	// Winter's builds fade in.
	first, last := glideOf(t, s, shot(3, 1), "edi"), glideOf(t, s, shot(3, quickSteps), "edi")
	if first.Unit.Kind != render.Fleet || first.Alpha <= 0 || first.Alpha >= 1 || last.Alpha != 1 {
		t.Errorf("build F Edi: first %+v, last %+v; want a fleet fading in", first, last)
	}
}

func TestCountsFollowOwnership(t *testing.T) {
	g := storytest.Classic(t)
	s := FromGame(g, "test")
	v := g.Variant
	fr, _ := v.LookupPower("france")
	first := s.Counts(s.Shots[0])
	final := s.Counts(s.Shots[len(s.Shots)-1])
	if first[fr] != 3 || final[fr] != 5 {
		t.Errorf("France %d centres at the start and %d at the end, want 3 and 5", first[fr], final[fr])
	}
	_ = engine.NoPower
}
