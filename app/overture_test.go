package app

import (
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// overtureYear is 1811 of 1812 Overture for six players: Rhine marches on
// Warsaw, New Spain into Texas, the Cherokee into Kentucky; in the Winter
// each builds where its list says: Rhine at home, New Spain a fleet in
// Cádiz (its home in Europe), the Cherokee an army, Russia in empty Moscow.
var overtureYear = []struct {
	orders map[string][]string // player -> orders
	next   string
}{
	{map[string][]string{"French Empire": {"A dre - sil"}, "Ann": {"A mex - tex"}, "Bob": {"A cng - ken"}}, "Fall 1811 Movement"},
	{map[string][]string{"French Empire": {"A sil - war"}, "Ann": {"A tex H"}, "Bob": {"A ken H"}}, "Winter 1811 Adjustment"},
	{map[string][]string{"French Empire": {"Build A dre"}, "Ann": {"Build F cad"}, "Bob": {"Build A cng"}, "Cy": {"Build A mos"}}, "Spring 1812 Movement"},
}

var passNameRE = regexp.MustCompile(`Pass the laptop to ([^\n]+)`)

// pairPlayers names the three paired rows and gives them their powers:
// Ann Austria and New Spain, Bob Denmark-Norway and the Cherokee, Cy
// Russia and the Shawnee.
func pairPlayers(t *testing.T, w fyne.Window) {
	t.Helper()
	var entries []*widget.Entry
	var selects []*widget.Select
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			entries = append(entries, x)
		case *widget.Select:
			if len(x.Options) == 3 && (x.Options[0] == "Austria" || x.Options[0] == "New Spain") {
				selects = append(selects, x)
			}
		}
	})
	// Rows of name, PIN; the fixed teams first.
	if len(entries) != 12 || len(selects) != 6 {
		t.Fatalf("%d entries and %d pairing choices on the new-game screen; want 12 and 6:\n%s", len(entries), len(selects), texts(w))
	}
	for k, name := range []string{"French Empire", "United States", "British Empire"} {
		if !strings.HasPrefix(entries[2*k].PlaceHolder, name+":") {
			t.Errorf("row %d says %q; want it to be the %s's", k, entries[2*k].PlaceHolder, name)
		}
		entries[2*k].SetText(name)
	}
	for k, p := range []struct{ name, eu, na string }{{"Ann", "Austria", "New Spain"}, {"Bob", "Denmark-Norway", "Cherokee"}, {"Cy", "Russia", "Shawnee"}} {
		entries[2*(3+k)].SetText(p.name)
		selects[2*k].SetSelected(p.eu)
		selects[2*k+1].SetSelected(p.na)
	}
	for k, want := range []string{"Austria", "New Spain", "Denmark-Norway", "Cherokee", "Russia", "Shawnee"} {
		if selects[k].Selected != want {
			t.Errorf("pairing choice %d shows %q; want %q", k, selects[k].Selected, want)
		}
	}
}

// shoot writes the window to DIPDESK_SHOTS/name.png when that is set.
func shoot(t *testing.T, w fyne.Window, name string) {
	dir := os.Getenv("DIPDESK_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// A year of 1812 Overture through the screens: six players, pairs chosen
// at New game, one curtain per player opening both powers side by side,
// nothing of one player's orders on another's screen, and Winter builds
// by the lists, saved and loaded.
func TestOvertureYearInTheApp(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	w.Resize(fyne.NewSize(1600, 900))
	tap(t, w, "New game")
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			r.SetSelected("1812 Overture")
		}
	})
	pairPlayers(t, w)
	shoot(t, w, "01-new-game")
	tap(t, w, "Start the game")
	startOrders(t, w)
	powersOf := map[string]string{
		"French Empire": "France, Rhine Confederation", "United States": "Republican Party, Federalist Party",
		"British Empire": "Britain, Canada", "Ann": "Austria, New Spain", "Bob": "Denmark-Norway, Cherokee", "Cy": "Russia, Shawnee",
	}
	for i, step := range overtureYear {
		var typed []string // this phase's orders typed so far, by earlier players
		for guard := 0; guard < 8 && !strings.Contains(texts(w), "Results: "); guard++ {
			m := passNameRE.FindStringSubmatch(texts(w))
			if m == nil {
				t.Fatalf("phase %d: expected a curtain:\n%s", i, texts(w))
			}
			player := m[1]
			if i < 2 && !strings.Contains(texts(w), powersOf[player]+" — ") {
				t.Errorf("the curtain for %s does not open both powers (%s):\n%s", player, powersOf[player], texts(w))
			}
			if i == 0 && player == "French Empire" {
				shoot(t, w, "02-curtain")
			}
			tap(t, w, "I am "+player)
			screen := texts(w)
			if i == 0 {
				for _, pw := range strings.Split(powersOf[player], ", ") {
					if !strings.Contains(screen, pw+" — ") {
						t.Errorf("%s's turn has no order list for %s:\n%s", player, pw, screen)
					}
				}
			}
			for _, o := range typed {
				if strings.Contains(screen, o) {
					t.Errorf("%s's turn shows %q, an order another player gave:\n%s", player, o, screen)
				}
			}
			for _, o := range step.orders[player] {
				typeOrder(t, w, o)
			}
			if i == 0 && player == "French Empire" {
				shoot(t, w, "03-turn-french-empire")
			}
			if i == 2 && player == "Ann" {
				shoot(t, w, "05-winter-ann")
			}
			for _, o := range step.orders[player] {
				typed = append(typed, formattedIn(t, w, o))
			}
			tap(t, w, "Done")
			if len(w.Canvas().Overlays().List()) > 0 { // "units will hold": hand over anyway
				tap(t, w, "Yes")
			}
		}
		got := texts(w)
		if !strings.Contains(got, "Next: "+step.next) {
			t.Fatalf("phase %d: results do not announce %q:\n%s", i, step.next, got)
		}
		if got := textsOfAllRows(w); !strings.Contains(got, "Per player") || !strings.Contains(got, "Centres per continent (12 on one to win)\nPlayer\nEurope\nNorth America\n") {
			t.Errorf("the results' standings do not sum up per player and continent:\n%s", got)
		}
		shoot(t, w, []string{"04-results-spring", "04-results-fall", "06-results-winter"}[i])
		tap(t, w, "Continue")
		startOrders(t, w)
	}
	s := savedGame(t, store)
	v := s.Variant()
	for _, u := range []struct{ power, unit string }{{"rhine", "A dre"}, {"rhine", "A war"}, {"newspain", "F cad"}, {"cherokee", "A cng"}, {"russia", "A mos"}} {
		pw, _ := v.LookupPower(u.power)
		o, err := v.ParseOrder(u.unit + " H")
		if err != nil {
			t.Fatal(err)
		}
		if i := s.Current().UnitIn(v, v.ProvinceOf(o.Loc)); i < 0 || s.Current().Units[i].Power != pw || s.Current().Units[i].Type != o.Type {
			t.Errorf("after Winter 1811 %s should have %s", u.power, u.unit)
		}
	}
	if len(s.Game.Options.Teams) != 6 {
		t.Errorf("the loaded game has teams %v; want the six players", s.Game.Options.Teams)
	}
	ns, _ := v.LookupPower("newspain")
	if p := s.PlayerOf(ns); p < 0 || s.Players[p].Name != "Ann" {
		t.Error("New Spain is not Ann's after loading")
	}
}

// formattedIn is an order of 1812 Overture as the turn screen lists it,
// for checking that no other player's screen shows it.
func formattedIn(t *testing.T, _ fyne.Window, text string) string {
	t.Helper()
	pkg, err := variants.Builtin("overture1812")
	if err != nil {
		t.Fatal(err)
	}
	o, err := pkg.Variant.ParseOrder(text)
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Variant.FormatOrder(o)
}
