package mila

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/internal/storytest"
	"dipdesk/variants"
)

func classic(t *testing.T) *engine.Variant {
	t.Helper()
	pkg, err := variants.Builtin(StandardMap)
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Variant
}

func load(t *testing.T, name string) *File {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// samePositions fails unless b went through a's positions.
func samePositions(t *testing.T, a, b *engine.Game) {
	t.Helper()
	if len(a.Turns) != len(b.Turns) {
		t.Fatalf("%d phases against %d", len(a.Turns), len(b.Turns))
	}
	for i := range a.Turns {
		if !reflect.DeepEqual(a.Turns[i].Position, b.Turns[i].Position) {
			t.Fatalf("phase %d (%s): positions differ\n%+v\n%+v", i, a.Variant.PhaseName(a.Turns[i].Position.Phase), a.Turns[i].Position, b.Turns[i].Position)
		}
	}
	if !reflect.DeepEqual(a.Current, b.Current) {
		t.Fatalf("the games end in different positions\n%+v\n%+v", a.Current, b.Current)
	}
}

// Our own record of the scripted game (a bounce, a convoy, a
// dislodgement and its retreat, builds), written by hand in MILA's
// format, imports with every phase reproduced by dipdesk.
func TestImportRecordedGame(t *testing.T) {
	imp, err := Import(classic(t), load(t, "story.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Disagree) != 0 || imp.Needs != "either" {
		t.Fatalf("needs %s, disagreements %v", imp.Needs, imp.Disagree)
	}
	samePositions(t, storytest.Classic(t), imp.Game)
}

// Round trip: the scripted game exported and imported again goes through
// the same positions.
func TestMILARoundTrip(t *testing.T) {
	g := storytest.Classic(t)
	data, err := Encode(g, "story")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if f.Phases[len(f.Phases)-1].Name != "S1902M" || len(f.Phases[len(f.Phases)-1].Orders) != 0 {
		t.Errorf("last phase %s with orders %v; want S1902M with none", f.Phases[len(f.Phases)-1].Name, f.Phases[len(f.Phases)-1].Orders)
	}
	imp, err := Import(g.Variant, f)
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Disagree) != 0 {
		t.Fatalf("disagreements on our own export: %v", imp.Disagree)
	}
	samePositions(t, g, imp.Game)
}

// A record whose adjudication is not the rules' is named, with why.
func TestImportNamesThePhaseThatDiffers(t *testing.T) {
	imp, err := Import(classic(t), load(t, "wrong.json"))
	if err != nil {
		t.Fatal(err)
	}
	if imp.Needs != "neither" || len(imp.Disagree) != 1 || imp.Disagree[0].Phase != "S1901M" {
		t.Fatalf("needs %s, disagreements %v; want S1901M named", imp.Needs, imp.Disagree)
	}
	why := imp.Disagree[0].Why
	for _, want := range []string{"A VIE: the record says it succeeded, dipdesk bounce", "the record has A GAL", "dipdesk has A VIE"} {
		if !strings.Contains(why, want) {
			t.Errorf("why %q lacks %q", why, want)
		}
	}
}

// An army ordered "via convoy" to a neighbour, with a fleet at sea that
// does not convoy it, moves by land under the 2000 rules only: the import
// says the file needs them, and plays it so.
func TestImportFindsTheEdition(t *testing.T) {
	v := classic(t)
	imp, err := Import(v, load(t, "via.json"))
	if err != nil {
		t.Fatal(err)
	}
	if imp.Needs != "2000" || imp.Edition != engine.Edition2000 || len(imp.Disagree) != 0 {
		t.Fatalf("needs %s (edition %s), disagreements %v", imp.Needs, imp.Edition, imp.Disagree)
	}
	spa, _ := v.LookupProvince("spa")
	if i := imp.Game.Current.UnitIn(v, spa); i < 0 {
		t.Error("the army is not in Spain")
	}
	strict, err := Play(v, load(t, "via.json"), engine.Edition2023)
	if err != nil {
		t.Fatal(err)
	}
	if len(strict.Disagree) != 1 {
		t.Errorf("under the 2023 rules: %v, want S1901M named", strict.Disagree)
	}
}

func TestParseOrder(t *testing.T) {
	v := classic(t)
	for _, c := range []struct {
		kind engine.PhaseKind
		mila string
		want string
	}{
		{engine.Movement, "A PAR - BUR", "A Par - Bur"},
		{engine.Movement, "A LON - NWY VIA", "A Lon - Nwy via convoy"},
		{engine.Movement, "F NTH C A LON - NWY", "F Nth C A Lon - Nwy"},
		{engine.Movement, "A MUN S A RUH - BUR", "A Mun S A Ruh - Bur"},
		{engine.Movement, "F BRE S F ENG", "F Bre S F Eng"},
		{engine.Movement, "F STP/SC H", "F StP/sc H"},
		{engine.Retreat, "A BUR R PIC", "A Bur - Pic"},
		{engine.Retreat, "A BUR D", "A Bur disband"},
		{engine.Adjustment, "A PAR D", "Remove A Par"},
		{engine.Adjustment, "F EDI B", "Build F Edi"},
		{engine.Adjustment, "WAIVE", "Waive"},
	} {
		o, err := ParseOrder(v, c.kind, c.mila)
		if err != nil {
			t.Errorf("%s: %v", c.mila, err)
			continue
		}
		if got := v.FormatOrder(o); got != c.want {
			t.Errorf("%s read as %q, want %q", c.mila, got, c.want)
		}
		if back := OrderText(v, c.kind, o); back != c.mila {
			t.Errorf("%s written back as %q", c.mila, back)
		}
	}
	for _, bad := range []string{"A PAR", "A XYZ - BUR", "A PAR - BUR NOW", "Q PAR H"} {
		if _, err := ParseOrder(v, engine.Movement, bad); err == nil {
			t.Errorf("%q read without error", bad)
		}
	}
}

// A longer game of random orders (bounces, dislodgements, retreats,
// disbands, builds and removals in numbers) round-trips too.
func TestMILARoundTripRandomGame(t *testing.T) {
	v := classic(t)
	g, err := selfplay.Play(v, selfplay.RandomLineup(v).Players(7, 0), 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Encode(g, "random")
	if err != nil {
		t.Fatal(err)
	}
	f, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	imp, err := Play(v, f, g.Options.Edition)
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Disagree) != 0 {
		t.Fatalf("disagreements on our own export: %v", imp.Disagree)
	}
	samePositions(t, g, imp.Game)
}
