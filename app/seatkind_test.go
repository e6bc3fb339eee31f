package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// TestFillEmptySeatsWithComputers: one person against six hard computers
// takes a name, one tap on "Fill the empty seats with computers" (hard is
// the level offered first) and the start: every other power gets its own
// hard computer; the levels are offered by name.
func TestFillEmptySeatsWithComputers(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "New game")
	chooseVariant(w, "Classic")
	kinds, entries := seatMenus(w)
	if len(kinds) != 7 {
		t.Fatalf("%d seat menus; the screen shows:\n%s", len(kinds), texts(w))
	}
	for _, want := range []string{"Easy computer", "Medium computer", "Hard computer"} {
		if !strings.Contains(strings.Join(kinds[0].Options, "|"), want) {
			t.Errorf("the seat menu lacks %q: %v", want, kinds[0].Options)
		}
	}
	entries[2].SetText("Ann")                       // England
	kinds[4].SetSelected("Nobody (civil disorder)") // Italy stays empty
	tap(t, w, "Fill the empty seats with computers")
	for i, k := range kinds {
		want := "Hard computer"
		switch i {
		case 1:
			want = "Person"
		case 4:
			want = "Nobody (civil disorder)"
		}
		if k.Selected != want {
			t.Errorf("row %d plays %q, want %q", i, k.Selected, want)
		}
	}
	tap(t, w, "Start the game")
	list, err := store.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("saves %v (%v)", list, err)
	}
	s, err := store.Load(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	hard := 0
	for _, p := range s.Players {
		if p.Computer == "hard" && len(p.Powers) == 1 {
			hard++
		}
	}
	if hard != 5 || len(s.Players) != 6 {
		t.Errorf("players %+v: want Ann and five hard computers, one power each", s.Players)
	}
}

// seatMenus finds the new-game screen's "Plays" menus and its entries
// (two per row: the name, then the PIN), in row order.
func seatMenus(w fyne.Window) ([]*widget.Select, []*widget.Entry) {
	var kinds []*widget.Select
	var entries []*widget.Entry
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Select:
			if len(x.Options) > 0 && x.Options[0] == "Person" {
				kinds = append(kinds, x)
			}
		case *widget.Entry:
			entries = append(entries, x)
		}
	})
	return kinds, entries
}

// Computers are numbered in the order they are seated, whichever rows
// people and nobody hold: "Computer 1, 2, 3", not their rows' numbers
// ("Computer 1, 3, 5").
func TestComputersAreNumberedOneTwoThree(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "New game")
	chooseVariant(w, "Classic")
	kinds, entries := seatMenus(w)
	entries[2].SetText("Ann")                       // England
	kinds[4].SetSelected("Nobody (civil disorder)") // Italy stays empty
	tap(t, w, "Fill the empty seats with computers")
	var got []string
	for i, k := range kinds {
		if k.Selected == "Hard computer" {
			got = append(got, entries[2*i].Text)
		}
	}
	if want := "Computer 1, Computer 2, Computer 3, Computer 4, Computer 5"; strings.Join(got, ", ") != want {
		t.Errorf("the computers are named %q, want %q", strings.Join(got, ", "), want)
	}
	// A seat given back to a person frees its number for the next.
	kinds[0].SetSelected("Person")
	kinds[4].SetSelected("Easy computer")
	if name := entries[8].Text; name != "Computer 1" {
		t.Errorf("the next computer after Computer 1's seat was freed is named %q", name)
	}
}
