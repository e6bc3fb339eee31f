package hotseat_test

import (
	"slices"
	"strings"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

// computerGame is Classic with Ann (a person) holding England, a hard
// computer holding France and Germany together, an easy one Russia; the
// rest stand in civil disorder.
func computerGame(t *testing.T) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	pw := func(name string) engine.PowerID { id, _ := v.LookupPower(name); return id }
	players, err := hotseat.SeatPlayers("g", []hotseat.Seat{
		{Power: pw("england"), Name: "Ann", PIN: "1"},
		{Power: pw("france"), Name: "Computer A", Computer: "hard", PIN: "ignored"},
		{Power: pw("germany"), Name: "computer a", Computer: "hard"},
		{Power: pw("russia"), Name: "Computer B", Computer: "easy"},
	})
	if err != nil {
		t.Fatal(err)
	}
	s, err := hotseat.New("g", "classic", nil, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestComputersPlayAfterThePeople: the laptop goes to people only; the
// computers are due once the people are done, order for all their powers
// (a computer holding two powers gives both their orders) and the phase
// resolves.
func TestComputersPlayAfterThePeople(t *testing.T) {
	s := computerGame(t)
	if len(s.Players) != 3 || !s.Players[1].IsComputer() || len(s.Players[1].Powers) != 2 || s.Players[1].PIN != "" {
		t.Fatalf("players %+v: want Ann, one hard computer with France and Germany and no PIN, one easy", s.Players)
	}
	if s.NextPerson() != 0 || s.ComputersDue() != nil {
		t.Fatalf("at the start: next person %d, computers due %v; want Ann and none", s.NextPerson(), s.ComputersDue())
	}
	// what a computer would order before Ann has entered anything
	early, err := s.ComputerTurn(1)
	if err != nil {
		t.Fatal(err)
	}
	before := early.Think()
	// Ann's orders are entered; the computers' decisions are taken after
	// and carry no copy of them: the same orders come out
	hotseatEnter(t, s, "england", "F lon - eng")
	s.Finish(0)
	due := s.ComputersDue()
	if s.NextPerson() != -1 || len(due) != 2 {
		t.Fatalf("after Ann: next person %d, computers due %v", s.NextPerson(), due)
	}
	for _, i := range due {
		turn, err := s.ComputerTurn(i)
		if err != nil {
			t.Fatal(err)
		}
		orders := turn.Think()
		if i == 1 {
			for pw, os := range before {
				if !slices.Equal(os, orders[pw]) {
					t.Errorf("%s's orders changed once Ann had ordered: %v, then %v", s.Variant().Power(pw).Name, os, orders[pw])
				}
			}
		}
		for _, pw := range s.Players[i].Powers {
			if len(orders[pw]) != s.Current().UnitCount(pw) {
				t.Errorf("%s: %d orders for %d units", s.Variant().Power(pw).Name, len(orders[pw]), s.Current().UnitCount(pw))
			}
		}
		if err := s.ApplyComputer(turn, orders); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Ready() {
		t.Fatal("not ready after the people and the computers")
	}
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	// a decision taken before an undo is refused after it
	turn, _ := s.ComputerTurn(1)
	s.Undo()
	if err := s.ApplyComputer(turn, turn.Think()); err == nil {
		t.Error("orders for a phase no longer in play were accepted")
	}
}

func TestSeatKindsMustAgreeByName(t *testing.T) {
	_, err := hotseat.SeatPlayers("g", []hotseat.Seat{{Power: 0, Name: "Max"}, {Power: 1, Name: "max", Computer: "easy"}})
	if err == nil || !strings.Contains(err.Error(), "different kinds") {
		t.Errorf("a person and a computer under one name: %v", err)
	}
}

func hotseatEnter(t *testing.T, s *hotseat.Session, power string, lines ...string) {
	t.Helper()
	v := s.Variant()
	pw, _ := v.LookupPower(power)
	var orders []engine.Order
	for _, l := range lines {
		o, err := v.ParseOrder(l)
		if err != nil {
			t.Fatal(err)
		}
		orders = append(orders, o)
	}
	if err := s.SetOrders(pw, orders); err != nil {
		t.Fatal(err)
	}
}

// TestComputersDecideTheirOwnDrawVote: only people vote; a leading
// computer refuses the draw, and once it no longer leads the people's
// yes ends the game in a draw shared with the computers.
func TestComputersDecideTheirOwnDrawVote(t *testing.T) {
	s := computerGame(t) // Ann England; Computer A France+Germany (6 centres); Computer B Russia
	v := s.Variant()
	eng, _ := v.LookupPower("england")
	if voters := s.DrawVoters(); len(voters) != 1 || voters[0] != eng {
		t.Fatalf("draw voters %v: want England alone", voters)
	}
	s.VoteDraw(eng, true)
	if s.Over() || !strings.Contains(s.ComputerRefusal(), "Computer A") {
		t.Fatalf("over %v, refusal %q: the leading computer should play on", s.Over(), s.ComputerRefusal())
	}
	// England takes two of France's centres: the computer no longer leads
	for _, c := range []string{"bre", "par"} {
		p, _ := v.LookupProvince(c)
		s.Current().Owners[p] = eng
	}
	if r := s.ComputerRefusal(); r != "" {
		t.Fatalf("refusal %q with England level", r)
	}
	s.VoteDraw(eng, true)
	if !s.Over() || len(s.Game.Drawn) != 4 {
		t.Errorf("over %v, drawn %v: want a draw among England, France, Germany, Russia", s.Over(), s.Game.Drawn)
	}
}
