package app

import (
	"strings"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/variants"
)

// TestOnePersonAgainstComputers: Ann plays England, the other six powers
// are computers (France and Germany one hard computer together, the rest
// easy). Ann gets her turn with no curtain (nobody to hide it from); when
// she is done the computers
// order on their own screen and the phase resolves with everyone's
// orders; the save remembers who is a computer.
func TestOnePersonAgainstComputers(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "New game")
	chooseVariant(w, "Classic")
	kinds, entries := seatMenus(w)
	if len(kinds) != 7 || len(entries) < 14 {
		t.Fatalf("%d seat-kind menus, %d entries; the screen shows:\n%s", len(kinds), len(entries), texts(w))
	}
	for _, want := range []string{"Easy computer", "Hard computer", "Nobody (civil disorder)"} {
		if !strings.Contains(strings.Join(kinds[0].Options, "|"), want) {
			t.Fatalf("the seat menu lacks %q: %v", want, kinds[0].Options)
		}
	}
	// rows: Austria, England, France, Germany, Italy, Russia, Turkey
	for i, k := range kinds {
		switch i {
		case 1:
			entries[2*i].SetText("Ann")
		case 2, 3:
			k.SetSelected("Hard computer")
			entries[2*i].SetText("Big Blue")
		default:
			k.SetSelected("Easy computer")
			if entries[2*i+1].Disabled() == false {
				t.Errorf("row %d: a computer seat still takes a PIN", i)
			}
		}
	}
	kinds[4].SetSelected("Nobody (civil disorder)") // Italy: civil disorder
	if entries[8].Text != "" || !entries[8].Disabled() {
		t.Errorf("Italy's name after choosing nobody: %q, disabled %v", entries[8].Text, entries[8].Disabled())
	}
	tap(t, w, "Start the game")
	startOrders(t, w)
	// one person: no curtain, Ann's turn at once, nothing to go back to
	if got := texts(w); strings.Contains(got, "Pass the laptop") || strings.Contains(got, "Back to the curtain") ||
		!strings.Contains(got, "Ann (England)") {
		t.Fatalf("expected Ann's turn without a curtain; the screen shows:\n%s", got)
	}
	typeOrder(t, w, "F lon - nth")
	tap(t, w, "Done — the computers play")
	tap(t, w, "Yes") // two units hold
	// Inline: the computers have played by now (their goroutine is
	// tested in offthread_test.go).
	if !strings.Contains(texts(w), "Results: ") {
		t.Fatalf("the computers never finished; the screen shows:\n%s", texts(w))
	}
	got := textsOfAllRows(w)
	if !strings.Contains(got, formatted(t, "F lon - nth")) {
		t.Errorf("Ann's order is not among the results:\n%s", got)
	}
	for _, unit := range []string{"A Par", "A Mun", "A Vie", "F Ank"} { // France, Germany, Austria, Turkey
		if !strings.Contains(got, unit) {
			t.Errorf("no result for the computer's %s:\n%s", unit, got)
		}
	}
	list, err := store.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("saves %v (%v)", list, err)
	}
	s, err := store.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	computers := map[string]string{}
	for _, p := range s.Players {
		computers[p.Name] = p.Computer
	}
	if len(s.Players) != 5 || computers["Ann"] != "" || computers["Big Blue"] != "hard" || computers["Computer 1"] != "easy" {
		t.Errorf("saved players %+v: want Ann a person, Big Blue hard (France, Germany), three easy computers", s.Players)
	}
}

// TestCurtainNamesPeopleThenComputers: with two people and computers, the
// laptop goes only to the people, and the curtain says the computers play
// after them.
func TestCurtainNamesPeopleThenComputers(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "New game")
	chooseVariant(w, "Classic")
	kinds, entries := seatMenus(w)
	for i, k := range kinds {
		switch i {
		case 1:
			entries[2*i].SetText("Ann")
		case 2:
			entries[2*i].SetText("Bob")
		default:
			k.SetSelected("Easy computer")
		}
	}
	tap(t, w, "Start the game")
	startOrders(t, w)
	if who := whoIsUp(t, w); who != "Ann" {
		t.Fatalf("the laptop goes to %s first, want Ann", who)
	}
	if got := texts(w); !strings.Contains(got, "Still to play after them: Bob; then the computers.") {
		t.Errorf("Ann's curtain:\n%s", got)
	}
	tap(t, w, "I am Ann")
	tap(t, w, "Done")
	tap(t, w, "Yes")
	if who := whoIsUp(t, w); who != "Bob" {
		t.Fatalf("after Ann the laptop goes to %s, want Bob", who)
	}
	if got := texts(w); !strings.Contains(got, "The other people are done: the computers play when Bob finishes.") {
		t.Errorf("Bob's curtain:\n%s", got)
	}
}

// One person against computers: Done with units left unordered still
// asks (they hold), but says the computers play next, since there is
// nobody to hand the laptop over to.
func TestDoneAgainstComputersSaysTheComputersPlay(t *testing.T) {
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, _ := pkg.ReadFile("variant.txt")
	v := pkg.Variant
	var players []hotseat.Player
	me := -1
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		p := hotseat.Player{Name: "Computer " + v.Power(pw).Name, Powers: []engine.PowerID{pw}, Computer: "easy"}
		if v.Power(pw).Name == "England" {
			p, me = hotseat.Player{Name: "Me", Powers: []engine.PowerID{pw}}, len(players)
		}
		players = append(players, p)
	}
	s, err := hotseat.New("solo", "classic", def, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	u, k := turnOn(t, s, me)
	k.done()
	got := texts(u.w)
	if !strings.Contains(got, "3 units have no orders and will hold. The computers play next") || strings.Contains(got, "Hand over") {
		t.Errorf("Done with three units unordered asks:\n%s", got)
	}
}
