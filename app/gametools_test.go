package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/variants"
)

// gameWindow resumes session s in a window of its own.
func gameWindow(t *testing.T, s *hotseat.Session) *ui {
	t.Helper()
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	u.resume(s)
	return u
}

// openRules taps Rules and requires the game's rules over the screen,
// with what wins; Escape closes them and the screen is still there.
func openRules(t *testing.T, w fyne.Window, where string) {
	t.Helper()
	title := w.Title()
	tap(t, w, "Rules")
	got := texts(w)
	if !strings.Contains(strings.Join(strings.Fields(got), " "), "Victory: 18 supply centres") || !strings.Contains(got, "Classic: rules") {
		t.Fatalf("%s: Rules does not show the game's rules; the screen shows:\n%s", where, got)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(w.Canvas().Overlays().List()) != 0 || w.Title() != title {
		t.Errorf("%s: Escape did not close the rules back to the screen (%q)", where, w.Title())
	}
}

// The rules of the game are one tap away on the table, the curtain and
// the turn; after Start orders the curtain leads back to the table.
func TestRulesAndTableFromEveryGameScreen(t *testing.T) {
	s := hotseattest.Classic(t)
	u := gameWindow(t, s)
	w := u.w
	openRules(t, w, "the table")
	startOrders(t, w)
	if !strings.Contains(texts(w), "Pass the laptop to Ann") {
		t.Fatalf("no curtain after Start orders:\n%s", texts(w))
	}
	openRules(t, w, "the curtain")
	tap(t, w, "The table")
	if !strings.Contains(w.Title(), "at the table") {
		t.Fatalf("The table on the curtain did not go back to the table (%q):\n%s", w.Title(), texts(w))
	}
	startOrders(t, w)
	tap(t, w, "I am Ann")
	openRules(t, w, "the turn")
}

// The table shows what wins and how far each power is from it, and in
// Winter who builds or removes how many.
func TestTableShowsTheTargetAndTheWinterAdjustments(t *testing.T) {
	s := playTo(t, 3) // Winter 1901
	u := gameWindow(t, s)
	got := texts(u.w)
	for _, want := range []string{"Victory: 18 supply centres", "To win", "Builds and removals due",
		"France builds 2.", "Russia builds 2.", "England builds 1."} {
		if !strings.Contains(got, want) {
			t.Errorf("the Winter table does not say %q:\n%s", want, got)
		}
	}
	// France has 5 centres: 13 to go.
	if !strings.Contains(got, "France\nAnn\n5\n+2\n3\n13\n") {
		t.Errorf("France's row does not read 5 centres, 13 to win:\n%s", got)
	}
}

// soloClassic is Ann (England) against six easy computers.
func soloClassic(t *testing.T) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	def, _ := pkg.ReadFile("variant.txt")
	v := pkg.Variant
	players := []hotseat.Player{}
	for pw := engine.PowerID(0); int(pw) < v.NumPowers(); pw++ {
		p := hotseat.Player{Name: v.Power(pw).Name + " bot", Powers: []engine.PowerID{pw}, Computer: "easy"}
		if v.Power(pw).ID == "england" {
			p = hotseat.Player{Name: "Ann", Powers: []engine.PowerID{pw}}
		}
		players = append(players, p)
	}
	s, err := hotseat.New("solo", "classic", def, v, engine.Options{}, players)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A solo game's turn has no curtain to go back to: it goes Home and to
// History itself, keeping the orders chosen, and never says "hand over";
// its table speaks to one player, not a group, and names no last results
// before there are any.
func TestSoloTurnGoesHomeAndToHistory(t *testing.T) {
	s := soloClassic(t)
	u := gameWindow(t, s)
	w := u.w
	// Nor does its table ask a lone player to talk it over.
	if got := texts(w); strings.Contains(got, "Talk it over") || !strings.Contains(got, "when you are ready") ||
		strings.Contains(got, "last results") {
		t.Errorf("a solo game's table speaks to a group:\n%s", got)
	}
	startOrders(t, w)
	typeOrder(t, w, "F lon - nth")
	if got := texts(w); strings.Contains(strings.ToLower(got), "hand over") {
		t.Errorf("a solo game says hand over:\n%s", got)
	}
	tap(t, w, "History")
	tap(t, w, "Back to the game")
	wantOrders(t, s, "england", "F Lon - Nth")
	if !strings.Contains(texts(w), "Done — the computers play") {
		t.Fatalf("Back to the game did not return to Ann's turn:\n%s", texts(w))
	}
	tap(t, w, "Home")
	if !strings.Contains(w.Title(), "dipdesk") || strings.Contains(texts(w), "Done — the computers play") {
		t.Errorf("Home did not leave the turn:\n%s", texts(w))
	}
	wantOrders(t, s, "england", "F Lon - Nth")
}

// A player's two order lists stand side by side only in a window wide
// enough: at 1366×768 they go one above the other, leaving the board its
// width (two lists once squeezed 1812's Europe to about 300 pixels).
func TestTwoOrderListsSideBySideOnlyWhenWide(t *testing.T) {
	for _, c := range []struct {
		w, h float32
		cols int
	}{{1920, 1080, 2}, {1366, 768, 1}} {
		s := hotseattest.Classic(t) // Ann holds England and France
		u, _ := turnOn(t, s, 0)
		u.w.Resize(fyne.NewSize(c.w, c.h))
		u.showTurn(0)
		k := hint(t, u.w).t
		grid, ok := k.scroll.Content.(*fyne.Container)
		if !ok {
			t.Fatalf("the order lists are a %T", k.scroll.Content)
		}
		if got := len(grid.Objects); got != 2 {
			t.Fatalf("%d order lists, want England's and France's", got)
		}
		a, b := grid.Objects[0].Position(), grid.Objects[1].Position()
		side := a.Y == b.Y && a.X != b.X
		if side != (c.cols == 2) {
			t.Errorf("at %v×%v the lists stand at %v and %v; want %d column(s)", c.w, c.h, a, b, c.cols)
		}
	}
}

// The results screen lists what happened before the standings, so that
// Imperial's thirteen standings rows never push the results out of view.
func TestResultsComeBeforeTheStandings(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "france", "A par - bur")
	hotseattest.FinishAll(t, s)
	u := gameWindow(t, s)
	u.w.Resize(fyne.NewSize(1280, 4000)) // every row of the list in view
	got := texts(u.w)
	r, st := strings.Index(got, "A Paris → Burgundy"), strings.Index(got, "Standings")
	if r < 0 || st < 0 || r > st {
		t.Errorf("the results (at %d) do not come before the standings (at %d):\n%s", r, st, got)
	}
}
