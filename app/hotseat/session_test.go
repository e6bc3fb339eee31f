package hotseat_test

import (
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/engine"
)

func TestScriptedClassicGame(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	hotseattest.Play(t, s, func(step int) {
		if step == 1 { // Fall 1901: France's army in Burgundy was dislodged
			if len(s.Game.Current.Dislodged) != 1 || v.Power(s.Game.Current.Dislodged[0].Power).ID != "france" {
				t.Fatalf("want one French dislodged unit, got %+v", s.Game.Current.Dislodged)
			}
			if w := s.Waiting(); len(w) != 1 || s.Players[w[0]].Name != "Ann" {
				t.Errorf("the retreat should ask only Ann (France); waiting %v", w)
			}
		}
	})
	if n := len(s.Game.Turns); n != len(hotseattest.ScriptedGame) {
		t.Errorf("%d turns recorded, want %d", n, len(hotseattest.ScriptedGame))
	}
	ger, _ := v.LookupPower("germany")
	if n := s.Game.Current.UnitCount(ger); n != 4 {
		t.Errorf("Germany has %d units after building, want 4", n)
	}
}

func TestOnlyPlayersWithADecisionAreAsked(t *testing.T) {
	s := hotseattest.Classic(t)
	if got := s.Waiting(); len(got) != 3 {
		t.Fatalf("Spring 1901: waiting %v, want all three players", got)
	}
	s.Finish(0)
	if s.Next() != 1 {
		t.Errorf("after Ann, the laptop goes to Bob; got player %d", s.Next())
	}
	if s.Ready() {
		t.Error("ready before Bob and Cy finished")
	}
}

func TestIllegalOrderIsRefusedAndKeepsTheOthers(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	v := s.Variant()
	eng, _ := v.LookupPower("england")
	bad, err := v.ParseOrder("A lvp - mos")
	if err != nil {
		t.Fatal(err)
	}
	err = s.SetOrders(eng, []engine.Order{bad})
	if err == nil || !strings.Contains(err.Error(), "Moscow") {
		t.Fatalf("an army ordered from Liverpool to Moscow: error %v, want one naming Moscow", err)
	}
	if len(s.Orders[eng]) != 1 {
		t.Errorf("the refused order replaced England's orders: %v", s.Orders[eng])
	}
}

func TestPIN(t *testing.T) {
	s := hotseattest.Classic(t)
	if !s.CheckPIN(0, "") {
		t.Error("Ann set no PIN but is refused")
	}
	if s.CheckPIN(1, "0000") || !s.CheckPIN(1, "1234") {
		t.Error("Bob's PIN 1234 is not the one that opens his turn")
	}
}

func TestUndoBringsBackTheOrders(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "germany", "A mun - ruh")
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	if !s.Undo() {
		t.Fatal("nothing to undo")
	}
	ger, _ := s.Variant().LookupPower("germany")
	if len(s.Game.Turns) != 0 || len(s.Orders[ger]) != 1 {
		t.Errorf("after undo: %d turns, German orders %v", len(s.Game.Turns), s.Orders[ger])
	}
}

func TestDrawNeedsEveryPlayingSurvivor(t *testing.T) {
	s := hotseattest.Classic(t)
	v := s.Variant()
	for _, name := range []string{"england", "france", "germany"} {
		pw, _ := v.LookupPower(name)
		s.VoteDraw(pw, true)
		if s.Over() {
			t.Fatalf("drawn after %s voted, before Russia", name)
		}
	}
	rus, _ := v.LookupPower("russia")
	s.VoteDraw(rus, true)
	if !s.Over() || len(s.Game.Drawn) != 4 {
		t.Error("every player's power voted for a draw but the game goes on")
	}
	if s.Next() >= 0 {
		t.Error("a drawn game still asks for orders")
	}
}
