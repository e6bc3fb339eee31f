package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// seatByName names the players of the given powers on the new-game screen
// (power name → player), whatever the variant; the rest stay empty.
func seatByName(t *testing.T, w fyne.Window, names map[string]string) {
	t.Helper()
	var labels []string
	var entries []*widget.Entry
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			entries = append(entries, x)
		case *widget.Label:
			labels = append(labels, x.Text)
		}
	})
	row, found := 0, 0
	started := false
	for _, l := range labels {
		if l == "PIN (optional)" {
			started = true
			continue
		}
		if !started || 2*row+1 >= len(entries) {
			continue
		}
		if l == "" || strings.Contains(l, " ") && !strings.Contains(l, "Person") {
			continue
		}
		if name, ok := names[l]; ok {
			entries[2*row].SetText(name)
			found++
		}
		row++
	}
	if found != len(names) {
		t.Fatalf("seated %d of %v on the new-game screen:\n%s", found, names, texts(w))
	}
}

// New game offers Imperial with its thirteen powers and its own game
// options; the long game chosen there is the game's threshold.
func TestImperialNewGameOffersItsOptions(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "New game")
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			r.SetSelected("Imperial Diplomacy")
		}
	})
	got := texts(w)
	for _, want := range []string{"13 powers · starts Spring 1861 Movement · 70 supply centres to win",
		"Britain", "Brazil", "Long game: 84 supply centres win", "Ends in Spring 1901 with no winner"} {
		if !strings.Contains(got, want) {
			t.Errorf("the new-game screen lacks %q:\n%s", want, got)
		}
	}
	everything(w, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Long game: 84 supply centres win" {
			c.SetChecked(true)
		}
	})
	seatByName(t, w, map[string]string{"Russia": "Ann", "Turkey": "Bob"})
	tap(t, w, "Start the game")
	entries, _ := store.List()
	if len(entries) != 1 {
		t.Fatalf("%d saved games, want 1", len(entries))
	}
	s, err := savegame.LoadFile(entries[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if s.Game.Options.VictorySCs != 84 || s.Game.Options.EndYear != 0 {
		t.Errorf("options %+v, want the long game (84) and no end year", s.Game.Options)
	}
}
