// Package hotseattest holds a scripted Classic game and helpers for tests of
// the hot-seat flow, its saves and its screens.
package hotseattest

import (
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

// Classic starts Classic for three people: Ann holds England and
// France, Bob Germany, Cy Russia; the other powers stand in civil disorder.
func Classic(t testing.TB) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile("variant.txt")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pw := func(name string) engine.PowerID {
		id, ok := v.LookupPower(name)
		if !ok {
			t.Fatalf("no power %s", name)
		}
		return id
	}
	s, err := hotseat.New("test-game", "classic", def, v, engine.Options{}, []hotseat.Player{
		{Name: "Ann", Powers: []engine.PowerID{pw("england"), pw("france")}},
		{Name: "Bob", Powers: []engine.PowerID{pw("germany")}, PIN: hotseat.HashPIN("test-game", "Bob", "1234")},
		{Name: "Cy", Powers: []engine.PowerID{pw("russia")}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Enter gives a power's orders as text, one per line.
func Enter(t testing.TB, s *hotseat.Session, power string, lines ...string) {
	t.Helper()
	v := s.Variant()
	pw, _ := v.LookupPower(power)
	var orders []engine.Order
	for _, l := range lines {
		o, err := v.ParseOrder(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		orders = append(orders, o)
	}
	if err := s.SetOrders(pw, orders); err != nil {
		t.Fatalf("%s orders: %v", power, err)
	}
}

// FinishAll hands the laptop round until the phase is ready.
func FinishAll(t testing.TB, s *hotseat.Session) {
	t.Helper()
	for i := s.Next(); i >= 0; i = s.Next() {
		s.Finish(i)
	}
}

// Step is one phase of the scripted game: orders per power, then the phase
// the game must move to.
type Step struct {
	Orders map[string][]string
	Next   string
}

// ScriptedGame is two years of Classic with a dislodgement, a retreat and
// builds. Powers nobody holds give no orders and hold.
var ScriptedGame = []Step{
	{map[string][]string{
		"england": {"F lon - nth", "F edi - nwg", "A lvp - yor"},
		"france":  {"A par - bur", "A mar - spa", "F bre - mao"},
		"germany": {"A mun - ruh", "A ber - mun", "F kie - den"},
		"russia":  {"A war - gal", "A mos - ukr", "F sev - bla", "F stp/sc - bot"},
	}, "Fall 1901 Movement"},
	{map[string][]string{
		"england": {"F nth - nwy", "F nwg S F nth - nwy", "A yor H"},
		"france":  {"A bur H", "A spa H", "F mao - por"},
		"germany": {"A ruh - bur", "A mun S A ruh - bur", "F den H"},
		"russia":  {"A gal - rum", "A ukr S A gal - rum", "F bla H", "F bot - swe"},
	}, "Fall 1901 Retreat"},
	{map[string][]string{
		"france": {"A bur - pic"},
	}, "Winter 1901 Adjustment"},
	{map[string][]string{
		"england": {"Build F lon"},
		"france":  {"Build A par", "Build A mar"},
		"germany": {"Build F kie"},
		"russia":  {"Build A mos", "Build F sev"},
	}, "Spring 1902 Movement"},
	{map[string][]string{
		"england": {"F nwy - stp/nc", "F nwg - nao", "A yor - lvp", "F lon - eng"},
		"france":  {"A pic - bel", "A spa - gas", "F por - mao", "A par - bur", "A mar - pie"},
		"germany": {"A bur - mar", "A mun - ruh", "F den - bal", "F kie - hel"},
		"russia":  {"A rum - bul", "A ukr - gal", "F bla - con", "F swe - ska", "A mos - stp", "F sev - bla"},
	}, "Fall 1902 Movement"},
}

// Play runs the scripted game through the session and checks every phase.
func Play(t testing.TB, s *hotseat.Session, after func(step int)) {
	t.Helper()
	v := s.Variant()
	for i, st := range ScriptedGame {
		for power, lines := range st.Orders {
			Enter(t, s, power, lines...)
		}
		FinishAll(t, s)
		if !s.Ready() {
			t.Fatalf("step %d: not ready after everyone finished", i)
		}
		out, err := s.Resolve()
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		for _, r := range out.Results {
			if r.Reason == engine.ReasonIllegal {
				t.Errorf("step %d: %s was illegal: %s", i, v.FormatOrder(r.Order), v.Explain(r))
			}
		}
		if got := v.PhaseName(s.Game.Current.Phase); got != st.Next {
			t.Fatalf("step %d: next phase %q, want %q", i, got, st.Next)
		}
		if after != nil {
			after(i)
		}
	}
}
