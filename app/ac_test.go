package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"dipdesk/app/savegame"
)

// acYear is a year of American Conflict for two players: the Union takes
// Milwaukee and the Confederacy Kentucky, both drawn in the Union's colour
// at the start but nobody's until captured; each then builds.
var acYear = []struct {
	orders map[string][]string // player -> orders
	next   string
}{
	{map[string][]string{"Ann": {"A chi - mil"}, "Bob": {"A ten - ken"}}, "Autumn 1862 Movement"},
	{map[string][]string{"Ann": {"A mil H"}, "Bob": {"A ken H"}}, "Winter 1862 Adjustment"},
	{map[string][]string{"Ann": {"Build A chi"}, "Bob": {"Build A ten"}}, "Spring 1863 Movement"},
}

// playPhase hands the laptop round, typing each player's orders, until the
// results show.
func playPhase(t *testing.T, w fyne.Window, orders map[string][]string) {
	t.Helper()
	for guard := 0; guard < 8; guard++ {
		if strings.Contains(texts(w), "Results: ") {
			return
		}
		player := whoIsUp(t, w)
		tap(t, w, "I am "+player)
		for _, o := range orders[player] {
			typeOrder(t, w, o)
		}
		tap(t, w, "Done")
		if len(w.Canvas().Overlays().List()) > 0 { // "units will hold": hand over anyway
			tap(t, w, "Yes")
		}
	}
	t.Fatalf("the phase did not resolve; the screen shows:\n%s", texts(w))
}

// startAmericanConflict starts American Conflict from the home screen with
// the given players (power name → player); other powers are unplayed.
func startAmericanConflict(t *testing.T, w fyne.Window, players map[string]string) {
	t.Helper()
	tap(t, w, "New game")
	chooseVariant(w, "American Conflict")
	seatsOf(t, w, players)
	tap(t, w, "Start the game")
	startOrders(t, w)
}

// A year of American Conflict in the app: setup, captures of notionally
// held centres, builds anywhere, saved and loaded into a new window.
func TestAmericanConflictYearInTheApp(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startAmericanConflict(t, w, map[string]string{"United States": "Ann", "Confederate States": "Bob"})
	for i, step := range acYear {
		playPhase(t, w, step.orders)
		got := texts(w)
		if !strings.Contains(got, "Next: "+step.next) {
			t.Fatalf("phase %d: results do not announce %q:\n%s", i, step.next, got)
		}
		if i == 0 {
			played, idle := strings.Index(got, "United States\n"), strings.Index(got, "Russia (civil disorder)")
			if played < 0 || idle < 0 || idle < played {
				t.Errorf("the results should list the played powers first and Russia last, in civil disorder:\n%s", got)
			}
		}
		if i == 1 && (!strings.Contains(got, "United States gains Milwaukee") || !strings.Contains(got, "Confederate States gains Kentucky")) {
			t.Errorf("the captured notional centres are not announced:\n%s", got)
		}
		tap(t, w, "Continue")
		if i < len(acYear)-1 {
			startOrders(t, w)
		}
	}
	w2 := newTestWindow(t, store)
	tap(t, w2, "Continue")
	startOrders(t, w2)
	if who := whoIsUp(t, w2); who != "Bob" {
		t.Errorf("after reload Spring 1863 starts with %s, want Bob", who)
	}
	s := savedGame(t, store)
	v := s.Variant()
	usa, _ := v.LookupPower("usa")
	csa, _ := v.LookupPower("csa")
	if n := s.Game.Current.UnitCount(usa); n != 5 {
		t.Errorf("the Union has %d units after building, want 5", n)
	}
	if n := s.Game.Current.UnitCount(csa); n != 4 {
		t.Errorf("the Confederacy has %d units after building, want 4", n)
	}
}

// seatsOf names American Conflict's players and leaves the others empty.
func seatsOf(t *testing.T, w fyne.Window, names map[string]string) {
	t.Helper()
	seatPowers(t, w, []string{"Russia", "Confederate States", "United States", "England", "France", "Spain"}, names)
}
