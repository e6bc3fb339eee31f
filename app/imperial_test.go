package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// imperialPowers are Imperial's powers as the new-game screen names them.
var imperialPowers = []string{"Britain", "France", "Russia", "Holland", "Turkey", "China", "Prussia",
	"Austria", "Japan", "USA", "CSA", "Mexico", "Brazil"}

// New game offers Imperial with its thirteen powers and its own game
// options; the long game chosen there is the game's threshold.
func TestImperialNewGameOffersItsOptions(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "New game")
	chooseVariant(w, "Imperial Diplomacy")
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
	seatPowers(t, w, imperialPowers, map[string]string{"Russia": "Ann", "Turkey": "Bob"})
	tap(t, w, "Start the game")
	s := savedGame(t, store)
	if s.Game.Options.VictorySCs != 84 || s.Game.Options.EndYear != 0 {
		t.Errorf("options %+v, want the long game (84) and no end year", s.Game.Options)
	}
}

// imperialYears is two years of Imperial for Russia (Ann) and Turkey
// (Bob): Russia's fleet sails into the Black Sea, is refused the strait to
// the Aegean while Turkey owns Constantinople, takes Constantinople, and
// a year later, as its owner, sails the strait; its Winter build goes in
// Constantinople, a Turkish home centre it has captured.
var imperialYears = []struct {
	orders  map[string][]string
	refused map[string]string // player -> an order the order field refuses first
	next    string
}{
	{map[string][]string{"Ann": {"F sev - bla"}, "Bob": {"A sof - rmn", "A con - sof"}}, nil, "Fall 1861 Movement"},
	{map[string][]string{"Ann": {"F bla - con"}, "Bob": {"A sof H"}}, map[string]string{"Ann": "F bla - aeg"}, "Winter 1861 Adjustment"},
	{map[string][]string{"Ann": {"Build F sev"}}, nil, "Spring 1862 Movement"},
	{map[string][]string{"Ann": {"F con - aeg", "F sev - bla"}, "Bob": {"A sof H"}}, nil, "Fall 1862 Movement"},
	{map[string][]string{"Ann": {"F aeg - gr", "F bla - aeg"}, "Bob": {"A sof H"}}, nil, "Winter 1862 Adjustment"},
	{map[string][]string{"Ann": {"Build F con"}}, nil, "Spring 1863 Movement"},
}

// Imperial played through the screens: the strait refused and then
// allowed as Constantinople changes hands, and a build there.
func TestImperialStraitAndCapturedHomeBuildInTheApp(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two years of the largest board")
	}
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startVariant(t, w, "Imperial Diplomacy", imperialPowers, map[string]string{"Russia": "Ann", "Turkey": "Bob"})
	for i, step := range imperialYears {
		for guard := 0; guard < 8 && !strings.Contains(texts(w), "Results: "); guard++ {
			player := whoIsUp(t, w)
			tap(t, w, "I am "+player)
			if bad, ok := step.refused[player]; ok {
				e := orderFieldOf(t, w)
				e.SetText("")
				test.Type(e, bad)
				e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
				if e.Text == "" || !strings.Contains(texts(w), "only the power that owns Constantinople may move a fleet between Black Sea and Aegean Sea") {
					t.Errorf("phase %d: %q was not refused for want of Constantinople; the screen shows:\n%s", i, bad, texts(w))
				}
			}
			for _, o := range step.orders[player] {
				typeOrder(t, w, o)
			}
			tap(t, w, "Done")
			if len(w.Canvas().Overlays().List()) > 0 {
				tap(t, w, "Yes")
			}
		}
		got := texts(w)
		if !strings.Contains(got, "Next: "+step.next) {
			t.Fatalf("phase %d: results do not announce %q:\n%s", i, step.next, got)
		}
		tap(t, w, "Continue")
		if i < len(imperialYears)-1 {
			startOrders(t, w)
		}
	}
	s := savedGame(t, store)
	v := s.Variant()
	rus, _ := v.LookupPower("russia")
	con, _ := v.LookupLoc("con")
	aeg, _ := v.LookupLoc("aeg")
	pos := s.Game.Current
	if i := pos.UnitIn(v, v.ProvinceOf(con)); i < 0 || pos.Units[i].Power != rus {
		t.Error("no Russian unit built in Constantinople")
	}
	if i := pos.UnitIn(v, v.ProvinceOf(aeg)); i < 0 || pos.Units[i].Power != rus {
		t.Error("Russia's fleet did not sail the strait into the Aegean")
	}
}
