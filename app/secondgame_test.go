package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
	"dipdesk/mapview"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// boardOnScreen is the board widget on screen; it fails the test if there
// is none.
func boardOnScreen(t *testing.T, w fyne.Window) *mapview.Board {
	t.Helper()
	var found *mapview.Board
	everything(w, func(o fyne.CanvasObject) {
		if m, ok := o.(*mapview.Board); ok && found == nil {
			found = m
		}
	})
	if found == nil {
		t.Fatalf("no board on screen; the screen shows:\n%s", texts(w))
	}
	return found
}

// unitLocs lists a scene's units as power:loc, sorted.
func unitLocs(s *render.Scene) []string {
	var out []string
	if s == nil {
		return out
	}
	for _, u := range s.Units {
		out = append(out, string(rune('A'+u.Power))+":"+u.Loc)
	}
	slices.Sort(out)
	return out
}

// A second game of another variant, started without quitting the app,
// is drawn on its own map: the board, what a tap hits and the units shown
// are all the new game's. (American Conflict was drawn on Classic's map:
// a Texan army stood in Europe, and hovering it said "Galicia".)
func TestSecondNewGameIsDrawnOnItsOwnBoard(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "New game")
	seats(t, w)
	tap(t, w, "Start the game")
	first := boardOnScreen(t, w)
	tap(t, w, "Home")

	tap(t, w, "New game")
	chooseVariant(w, "American Conflict")
	seatsOf(t, w, map[string]string{"United States": "Ann", "Confederate States": "Bob"})
	tap(t, w, "Start the game")
	m := boardOnScreen(t, w)
	if m == first {
		t.Error("the second game reuses the first game's board widget")
	}

	pkg, err := variants.Builtin("americanconflict")
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	start := v.Start()
	want := unitLocs(render.SceneOf(v, &start, nil, nil))
	if got := unitLocs(m.Scene()); !slices.Equal(got, want) {
		t.Fatalf("the board shows units %v, want American Conflict's start %v", got, want)
	}
	for _, u := range m.Scene().Units {
		at, ok := m.PositionOf(u.Loc)
		if !ok {
			t.Errorf("the board has no place for the unit in %s: it is not American Conflict's map", u.Loc)
			continue
		}
		prov, _ := m.ProvinceAt(at)
		want, _ := board.SplitLoc(u.Loc)
		if prov != want {
			t.Errorf("tapping the unit in %s hits %q", u.Loc, prov)
		}
	}
	if why := boardMisses(m.Model(), v); why != "" {
		t.Errorf("the board is not American Conflict's: %s", why)
	}
}

// Continuing a game whose variant's folder no longer loads says so, with
// the folder's first problem, in place of the board; and the screen still
// fits a 1024×700 window (it grew to 1280×2220 in a play-test).
func TestGameWhoseVariantNoLongerLoadsSaysWhy(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	tap(t, w, "New game")
	seats(t, w)
	tap(t, w, "Start the game")

	others := func() []*variants.Package {
		var out []*variants.Package
		for _, p := range builtins() {
			if p.ID != "classic" {
				out = append(out, p)
			}
		}
		return out
	}
	broken := func() []variants.Broken {
		return []variants.Broken{{Folder: "classic", Problems: []string{`classic/variant.txt:532: unknown province "zzq"`}}}
	}
	u := newUI(test.NewTempApp(t), Options{Store: store, Variants: others, Broken: broken, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1024, 700))
	tap(t, u.w, "Continue")
	if got := texts(u.w); !strings.Contains(got, "no longer loads") || !strings.Contains(got, `unknown province "zzq"`) {
		t.Errorf("the table does not say why the board is missing; it shows:\n%s", got)
	}
	if min := u.w.Content().MinSize(); min.Height > 700 || min.Width > 1024 {
		t.Errorf("the table needs %v, more than the 1024×700 window", min)
	}
}
