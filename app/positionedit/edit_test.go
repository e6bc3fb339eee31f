package positionedit

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func classic(t *testing.T) *Editor {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	start := pkg.Variant.Start()
	return New(pkg.Variant, &start)
}

func power(t *testing.T, e *Editor, name string) engine.PowerID {
	t.Helper()
	pw, ok := e.V.LookupPower(name)
	if !ok {
		t.Fatalf("no power %s", name)
	}
	return pw
}

// unitAt describes the unit in a province as "france fleet spa/sc", or "".
func unitAt(e *Editor, province string) string {
	pr, _ := e.V.LookupProvince(province)
	i := e.Pos.UnitIn(e.V, pr)
	if i < 0 {
		return ""
	}
	u := e.Pos.Units[i]
	return e.V.Power(u.Power).ID + " " + u.Type.String() + " " + strings.ToLower(e.V.LocName(u.Loc))
}

func TestTaps(t *testing.T) {
	cases := []struct {
		name     string
		tool     Tool
		power    string
		province string
		coast    string
		wantUnit string // the unit in province afterwards ("" none)
		wantMsg  string // part of the message, or of the error when wantErr
		wantErr  bool
	}{
		{"army placed", PlaceArmy, "germany", "boh", "", "germany army boh", "German army in Bohemia", false},
		{"army replaces a unit", PlaceArmy, "germany", "par", "", "germany army par", "replacing the French army", false},
		{"second tap removes", PlaceArmy, "austria", "vie", "", "", "Removed the Austrian army", false},
		{"fleet inland refused", PlaceFleet, "germany", "mun", "", "germany army mun", "a fleet cannot stand in Munich", true},
		{"army at sea refused", PlaceArmy, "england", "nth", "", "", "an army cannot stand in North Sea", true},
		{"split coast needs a coast", PlaceFleet, "france", "spa", "", "", "Spain has several coasts", true},
		{"split coast with coast", PlaceFleet, "france", "spa", "sc", "france fleet spa/sc", "south coast", false},
		{"army on a split coast takes the province", PlaceArmy, "france", "spa", "nc", "france army spa", "French army in Spain", false},
		{"remove", Remove, "", "lon", "", "", "Removed the English fleet from London", false},
		{"remove nothing", Remove, "", "boh", "", "", "no unit in Bohemia", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := classic(t)
			e.Tool = c.tool
			if c.power != "" {
				e.Power = power(t, e, c.power)
			}
			before := e.Pos.Clone()
			msg, err := e.Tap(c.province, c.coast)
			if c.wantErr {
				if err == nil || !strings.Contains(err.Error(), c.wantMsg) {
					t.Fatalf("error %v, want one saying %q", err, c.wantMsg)
				}
				if len(e.Pos.Units) != len(before.Units) {
					t.Error("a refused change altered the position")
				}
			} else if err != nil || !strings.Contains(msg, c.wantMsg) {
				t.Fatalf("message %q, error %v; want %q", msg, err, c.wantMsg)
			}
			if got := unitAt(e, c.province); got != c.wantUnit {
				t.Errorf("unit in %s: %q, want %q", c.province, got, c.wantUnit)
			}
			if err := e.Check(); err != nil {
				t.Errorf("the edited position does not check: %v", err)
			}
		})
	}
}

func TestOwners(t *testing.T) {
	e := classic(t)
	e.Tool = Owner
	e.Power = power(t, e, "russia")
	ber, _ := e.V.LookupProvince("ber")
	if _, err := e.Tap("ber", ""); err != nil || e.Pos.Owners[ber] != e.Power {
		t.Fatalf("Berlin given to Russia: owner %d, error %v", e.Pos.Owners[ber], err)
	}
	if _, err := e.Tap("ber", ""); err != nil || e.Pos.Owners[ber] != engine.NoPower {
		t.Fatalf("a second tap should make Berlin neutral: owner %d, error %v", e.Pos.Owners[ber], err)
	}
	if _, err := e.Tap("boh", ""); err == nil || !strings.Contains(err.Error(), "not a supply centre") {
		t.Errorf("owning Bohemia: error %v", err)
	}
}

func TestPhase(t *testing.T) {
	e := classic(t)
	if got := e.PhaseChoices(); len(got) != 3 || got[2] != "Winter Adjustment" {
		t.Fatalf("phase choices %v", got)
	}
	if err := e.SetPhaseChoice(2, 1905); err != nil {
		t.Fatal(err)
	}
	if got := e.V.PhaseName(e.Pos.Phase); got != "Winter 1905 Adjustment" || e.PhaseChoice() != 2 {
		t.Errorf("phase %s (choice %d)", got, e.PhaseChoice())
	}
	if err := e.SetPhase(0, 0, engine.Movement); err == nil || !strings.Contains(err.Error(), "year") {
		t.Errorf("year 0: error %v", err)
	}
	if err := e.SetPhase(1902, 0, engine.Retreat); err == nil || !strings.Contains(err.Error(), "retreat") {
		t.Errorf("retreat phase: error %v", err)
	}
	if err := e.SetPhase(1902, 5, engine.Movement); err == nil || !strings.Contains(err.Error(), "Spring") {
		t.Errorf("season 5: error %v", err)
	}
	if got := e.V.PhaseName(e.Pos.Phase); got != "Winter 1905 Adjustment" {
		t.Errorf("refused changes moved the phase to %s", got)
	}
}

// An edited position is played on by the real adjudicator: the unit
// placed moves, and a build phase set by hand builds.
func TestEditedPositionPlays(t *testing.T) {
	e := classic(t)
	if err := e.Clear(); err != nil {
		t.Fatal(err)
	}
	if err := e.Check(); err == nil {
		t.Error("an empty board should not be playable")
	}
	e.Power = power(t, e, "italy")
	e.Tool = PlaceArmy
	if _, err := e.Tap("tyr", ""); err != nil {
		t.Fatal(err)
	}
	e.Tool = Owner
	for _, sc := range []string{"rom", "ven", "nap", "vie"} {
		if _, err := e.Tap(sc, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.SetPhaseChoice(2, 1903); err != nil {
		t.Fatal(err)
	}
	if err := e.Check(); err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(e.V, engine.Options{})
	g.Current = e.Pos
	b, err := e.V.ParseOrder("Build A rom")
	if err != nil {
		t.Fatal(err)
	}
	b.Power = e.Power
	out, err := g.Resolve([]engine.Order{b})
	if err != nil {
		t.Fatal(err)
	}
	if n := out.Next.UnitCount(e.Power); n != 2 {
		t.Errorf("Italy with 4 centres and 1 unit built to %d units, want 2", n)
	}
}
