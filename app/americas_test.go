package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
)

// startVariant starts the named variant from the home screen with the
// given players (power name → player); every other power is left empty.
// powers lists all of the variant's power names, so that the test fails
// if the seat grid does not show them.
func startVariant(t *testing.T, w fyne.Window, variant string, powers []string, players map[string]string) {
	t.Helper()
	tap(t, w, "New game")
	chooseVariant(w, variant)
	seatPowers(t, w, powers, players)
	tap(t, w, "Start the game")
	startOrders(t, w)
}

// chooseVariant picks the variant by its name on the new-game screen.
func chooseVariant(w fyne.Window, name string) {
	everything(w, func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			r.SetSelected(name)
		}
	})
}

// seatPowers names the players of the given powers on the new-game screen
// (power name → player) and leaves the others empty. powers lists all of the
// variant's power names, so that the test fails if the seat grid does not
// show them.
func seatPowers(t *testing.T, w fyne.Window, powers []string, players map[string]string) {
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
	row := 0
	seen := map[string]bool{}
	for _, l := range labels {
		for _, pw := range powers {
			if l == pw && !seen[l] {
				seen[l] = true
				if 2*row >= len(entries) {
					t.Fatalf("no name entry for %s on the new-game screen:\n%s", pw, texts(w))
				}
				entries[2*row].SetText(players[pw])
				row++
			}
		}
	}
	if row != len(powers) {
		t.Fatalf("found %d of %d power rows on the new-game screen:\n%s", row, len(powers), texts(w))
	}
}

// phaseStep is one phase played through the screens and the phase the
// results must announce next.
type phaseStep struct {
	orders map[string][]string // player -> typed orders
	next   string
}

// playSteps plays the steps, checking each announcement, and stops on the
// results of the last one.
func playSteps(t *testing.T, w fyne.Window, steps []phaseStep) {
	t.Helper()
	for i, step := range steps {
		playPhase(t, w, step.orders)
		if got := texts(w); !strings.Contains(got, "Next: "+step.next) {
			t.Fatalf("step %d: results do not announce %q:\n%s", i, step.next, got)
		}
		if i < len(steps)-1 {
			tap(t, w, "Continue")
			startOrders(t, w)
		}
	}
}

// savedGame loads the one save in the store.
func savedGame(t *testing.T, store savegame.Store) *hotseat.Session {
	t.Helper()
	entries, err := store.List()
	if err != nil || len(entries) != 1 {
		t.Fatalf("saves: %v %+v", err, entries)
	}
	s, err := savegame.LoadFile(entries[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// unitAt is the unit standing in the province with the given id, if any.
func unitAt(t *testing.T, v *engine.Variant, pos *engine.Position, id string) (engine.Unit, bool) {
	t.Helper()
	p, ok := v.LookupProvince(id)
	if !ok {
		t.Fatalf("no province %q", id)
	}
	for _, u := range pos.Units {
		if v.ProvinceOf(u.Loc) == p {
			return u, true
		}
	}
	return engine.Unit{}, false
}

var winaPowers = []string{"Canada", "Confederate States", "Native Federation", "Mexico", "Texas", "United States"}

// War in North America through the screens: the game opens on the United
// States' Winter 1859 builds (nobody else has anything to do), Spring 1860
// follows; Mexico's Pacific fleet and an American Atlantic fleet sail
// round Cape Horn and pass each other in it in Fall 1861.
func TestWarInNorthAmericaOpensWithBuildsAndRoundsCapeHorn(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startVariant(t, w, "War in North America", winaPowers, map[string]string{"United States": "Ann", "Mexico": "Bob"})
	if !strings.Contains(w.Title(), "Winter 1859") {
		t.Fatalf("the game does not open in Winter 1859 (%q):\n%s", w.Title(), texts(w))
	}
	if who := whoIsUp(t, w); who != "Ann" {
		t.Fatalf("Winter 1859 is the United States' builds, but the curtain calls %s", who)
	}
	playSteps(t, w, []phaseStep{
		{map[string][]string{"Ann": {"Build A cin", "Build F phi/ec", "Build A chi"}}, "Spring 1860 Movement"},
	})
	if got := texts(w); strings.Contains(got, "Bob") && strings.Contains(got, "Pass the laptop to Bob") {
		t.Errorf("Mexico, with nothing to build, was asked for orders in Winter 1859:\n%s", got)
	}
	tap(t, w, "Continue")
	startOrders(t, w)
	playSteps(t, w, []phaseStep{
		{map[string][]string{"Ann": {"F phi/ec - mat", "A chi - stl"}, "Bob": {"F mex/wc - mpa"}}, "Fall 1860 Movement"},
		{map[string][]string{"Ann": {"F mat - wat", "A stl H"}, "Bob": {"F mpa - spa"}}, "Winter 1860 Adjustment"},
		{map[string][]string{"Ann": {"Build A chi"}}, "Spring 1861 Movement"},
		{map[string][]string{"Ann": {"F wat - sat"}, "Bob": {"F spa - cph"}}, "Fall 1861 Movement"},
		{map[string][]string{"Ann": {"F sat - cph"}, "Bob": {"F cph - sat"}}, "Winter 1861 Adjustment"},
	})
	s := savedGame(t, store)
	v, pos := s.Variant(), &s.Game.Current
	usa, _ := v.LookupPower("usa")
	mexico, _ := v.LookupPower("mexico")
	if u, ok := unitAt(t, v, pos, "cph"); !ok || u.Power != usa || u.Type != engine.Fleet {
		t.Errorf("the American fleet is not in Cape Horn: %+v %v", u, ok)
	}
	if u, ok := unitAt(t, v, pos, "sat"); !ok || u.Power != mexico || u.Type != engine.Fleet {
		t.Errorf("the Mexican fleet did not come round into the South Atlantic: %+v %v", u, ok)
	}
	if n := pos.UnitCount(usa); n != 4 {
		t.Errorf("the United States has %d units, want 4 (three built in 1859, one in 1860)", n)
	}
}

var revolutionPowers = []string{"Great Britain", "Continental Congress", "France", "Spain", "Iroquois Confederacy"}

// A year of 1776 II through the screens: the Congress takes New York from
// the sea and Albany overland, and builds in Montreal, a centre it owns
// but which is not its home, as its build-in-any-owned-centre rule allows;
// a British fleet sails onto the St Lawrence at Quebec.
func Test1776YearInTheApp(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startVariant(t, w, "1776 II", revolutionPowers, map[string]string{"Great Britain": "Ann", "Continental Congress": "Bob"})
	if !strings.Contains(w.Title(), "Spring 1776") {
		t.Fatalf("the game does not open in Spring 1776 (%q):\n%s", w.Title(), texts(w))
	}
	playSteps(t, w, []phaseStep{
		{map[string][]string{"Ann": {"A que - gas", "F nsc - gsl"}, "Bob": {"F mas - lis", "A mon - ver"}}, "Fall 1776 Movement"},
		{map[string][]string{"Ann": {"F gsl - que"}, "Bob": {"F lis - nyc", "A ver - alb"}}, "Winter 1776 Adjustment"},
	})
	got := texts(w)
	if want := "Continental Congress gains New York, Albany; builds 2."; !strings.Contains(got, want) {
		t.Errorf("the results do not say %q:\n%s", want, got)
	}
	tap(t, w, "Continue")
	startOrders(t, w)
	playSteps(t, w, []phaseStep{
		{map[string][]string{"Bob": {"Build A mon", "Build F mas"}}, "Spring 1777 Movement"},
	})
	s := savedGame(t, store)
	v, pos := s.Variant(), &s.Game.Current
	britain, _ := v.LookupPower("britain")
	congress, _ := v.LookupPower("congress")
	if u, ok := unitAt(t, v, pos, "mon"); !ok || u.Power != congress || u.Type != engine.Army {
		t.Errorf("the Congress did not build an army in Montreal: %+v %v", u, ok)
	}
	if u, ok := unitAt(t, v, pos, "que"); !ok || u.Power != britain || u.Type != engine.Fleet {
		t.Errorf("the British fleet is not on the St Lawrence at Quebec: %+v %v", u, ok)
	}
	if n := pos.UnitCount(congress); n != 7 {
		t.Errorf("the Congress has %d units, want 7", n)
	}
}
