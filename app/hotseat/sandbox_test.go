package hotseat_test

import (
	"strings"
	"testing"
	"time"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/engine"
	"dipdesk/variants"
)

func classicSandbox(t *testing.T, start *engine.Position) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile("variant.txt")
	if err != nil {
		t.Fatal(err)
	}
	s, err := hotseat.NewSandbox("sand", "classic", def, pkg.Variant, engine.Options{}, start)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSandboxOnePersonOrdersEveryPower(t *testing.T) {
	s := classicSandbox(t, nil)
	if !s.Sandbox || len(s.Players) != 1 {
		t.Fatalf("sandbox %v with %d players, want one player", s.Sandbox, len(s.Players))
	}
	if got := len(s.Deciding(0)); got != 7 {
		t.Errorf("the sandbox player decides for %d powers in Spring 1901, want 7", got)
	}
	hotseattest.Enter(t, s, "austria", "A vie - gal")
	hotseattest.Enter(t, s, "russia", "A war - gal")
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	if got := s.PhaseName(); got != "Fall 1901 Movement" {
		t.Errorf("after Spring: %s", got)
	}
}

func TestSandboxRefusesAnIllegalStart(t *testing.T) {
	pkg, _ := variants.Builtin("classic")
	v := pkg.Variant
	pos := v.Start()
	pos.Units = append(pos.Units, pos.Units[0]) // two units in one province
	_, err := hotseat.NewSandbox("sand", "classic", nil, v, engine.Options{}, &pos)
	if err == nil || !strings.Contains(err.Error(), "two units") {
		t.Fatalf("a start with two units in one province: error %v", err)
	}
}

func TestRewindTakesBackToAnyPhase(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	n := len(s.History())
	if n < 3 {
		t.Fatalf("the scripted game has %d phases", n)
	}
	first := s.History()[1]
	if err := s.Rewind(1); err != nil {
		t.Fatal(err)
	}
	if len(s.History()) != 1 {
		t.Errorf("after rewinding to phase 2: %d phases resolved, want 1", len(s.History()))
	}
	if s.Current().Phase != first.Position.Phase {
		t.Errorf("current phase %v, want %v", s.Current().Phase, first.Position.Phase)
	}
	var back int
	for _, os := range s.Orders {
		back += len(os)
	}
	if back != len(first.Orders) {
		t.Errorf("%d orders came back, want the phase's %d", back, len(first.Orders))
	}
	if err := s.Rewind(5); err == nil {
		t.Error("rewinding to a phase not yet played should fail")
	}
}

func TestBranchKeepsTheOriginal(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	n := len(s.History())
	b, err := s.Branch(1, "branch-1", time.Unix(0, 0), true)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.History()) != n {
		t.Errorf("branching changed the original: %d phases, want %d", len(s.History()), n)
	}
	if len(b.History()) != 1 || b.Current().Phase != s.History()[1].Position.Phase {
		t.Errorf("branch has %d phases at %s", len(b.History()), b.PhaseName())
	}
	if !b.Sandbox || len(b.Players) != 1 || b.ID != "branch-1" || b.File != "" {
		t.Errorf("branch: sandbox %v, players %d, id %q, file %q", b.Sandbox, len(b.Players), b.ID, b.File)
	}
	// Playing on in the branch leaves the original's positions alone.
	hotseattest.FinishAll(t, b)
	if _, err := b.Resolve(); err != nil {
		t.Fatal(err)
	}
	if len(s.History()) != n {
		t.Error("resolving in the branch changed the original")
	}
	keep, err := s.Branch(0, "branch-2", time.Unix(0, 0), false)
	if err != nil {
		t.Fatal(err)
	}
	if keep.Sandbox || len(keep.Players) != len(s.Players) || keep.Players[1].PIN != "" {
		t.Errorf("a table branch keeps the players without PINs: %+v", keep.Players)
	}
	if _, err := s.Branch(0, s.ID, time.Unix(0, 0), false); err == nil {
		t.Error("a branch with the original's id should be refused")
	}
}

func TestCoachIsOfferedOnlyWhereNobodyElsePlays(t *testing.T) {
	s := hotseattest.Classic(t) // three people
	if s.CoachAllowed() || s.Coach {
		t.Error("a game of three people offers coach hints without the table's consent")
	}
	solo := hotseattest.Classic(t)
	for i := 1; i < len(solo.Players); i++ {
		solo.Players[i].Computer = "easy"
	}
	if !solo.CoachAllowed() {
		t.Error("one person against computers should be offered the coach")
	}
	s.CoachAtTable = true
	if !s.CoachAllowed() {
		t.Error("the table allowed hints, but they are not offered")
	}
	sb := classicSandbox(t, nil)
	if !sb.CoachAllowed() || sb.Coach {
		t.Errorf("a sandbox: allowed %v, on %v; want offered and off by default", sb.CoachAllowed(), sb.Coach)
	}
}

// A sandbox's win names the power that won, not the sandbox's one person
// holding every power.
func TestSandboxWinNamesThePower(t *testing.T) {
	s := classicSandbox(t, nil)
	france, _ := s.Variant().LookupPower("france")
	s.Game.Winners = []engine.PowerID{france}
	if got := s.Verdict(); got != "France wins!" {
		t.Errorf("verdict %q, want France wins!", got)
	}
	if s.SharedPowers() {
		t.Error("a sandbox should speak of powers, not of its one player")
	}
}
