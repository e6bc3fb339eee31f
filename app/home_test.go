package app

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// Each variant's card on the home screen starts a game of that variant.
func TestHomeCardStartsItsVariant(t *testing.T) {
	for _, p := range builtins() {
		w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
		tap(t, w, "Play "+p.Variant.Name)
		var chosen string
		everything(w, func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RadioGroup); ok {
				chosen = r.Selected
			}
		})
		if chosen != p.Variant.Name {
			t.Errorf("Play %s opened the new-game screen on %q", p.Variant.Name, chosen)
		}
		if got := texts(w); !strings.Contains(got, p.Variant.Power(0).Name) {
			t.Errorf("Play %s: the seats do not list %s:\n%s", p.Variant.Name, p.Variant.Power(0).Name, got)
		}
	}
}

// TestContinueSkipsABrokenNewestSave: with a good older save behind two
// broken newer one, Continue opens the good game and names the skipped.
func TestContinueSkipsABrokenNewestSave(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "england", "F lon - nth")
	s.Finish(0)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	// A newer save (by its recorded time, not by sleeping) whose summary
	// reads but whose orders do not.
	data, err := savegame.Encode(s, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(store.Path("zz-bad"), []byte(strings.Replace(string(data), "F Lon - Nth", "F Lon - Mos", 1)), 0o644)

	w := newTestWindow(t, store)
	tap(t, w, "Continue")
	if got := texts(w); !strings.Contains(got, "Skipped") || !strings.Contains(got, "zz-bad") {
		t.Errorf("Continue does not say it skipped the broken save:\n%s", got)
	}
	for _, o := range w.Canvas().Overlays().List() {
		w.Canvas().Overlays().Remove(o)
	}
	if who := whoIsUp(t, w); who != "Bob" {
		t.Errorf("Continue hands the laptop to %s, want Bob", who)
	}
}

// The new-game screen opens on Classic, first in the list, with every
// player's name empty and a hint saying what an empty name means.
func TestNewGameStartsWithClassicAndEmptyNames(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "New game")
	var pick *widget.RadioGroup
	var names []*widget.Entry
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.RadioGroup:
			pick = x
		case *widget.Entry:
			if !x.Password {
				names = append(names, x)
			}
		}
	})
	if pick == nil || len(pick.Options) == 0 || pick.Options[0] != "Classic" || pick.Selected != "Classic" {
		t.Fatalf("the variant list should start with Classic, chosen; it is %v (chosen %q)", pick.Options, pick.Selected)
	}
	if len(names) != 7 {
		t.Fatalf("Classic shows %d name fields, want 7", len(names))
	}
	for _, e := range names {
		if e.Text != "" {
			t.Errorf("a name starts as %q; names must start empty", e.Text)
		}
		if !strings.Contains(e.PlaceHolder, "empty: nobody") {
			t.Errorf("an empty name's hint is %q; it should say that empty means nobody plays", e.PlaceHolder)
		}
	}
}

// Continue names the game it opens; with none, its message closes on
// Enter and on Escape.
func TestContinueSaysWhichGameAndItsMessageAnswersKeys(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
		tap(t, w, "Continue")
		if !strings.Contains(texts(w), "There is no unfinished game to continue") {
			t.Fatalf("Continue without saves said:\n%s", texts(w))
		}
		typeKey(w, key)
		if n := len(w.Canvas().Overlays().List()); n != 0 {
			t.Fatalf("%s left the message open", key)
		}
	}
	s := hotseattest.Classic(t)
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}
	w = newTestWindow(t, store)
	button(t, w, "Continue Classic, Spring 1901 Movement")
}

// Home has a "How to play" page: the rules in brief and the three ways of
// ordering, with a way on to the rules primer.
func TestHowToPlayFromHome(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "How to play")
	got := texts(w)
	for _, want := range []string{"The game in brief", "Ordering by taps", "Ordering by keys", "Ordering by text", "A Par - Bur"} {
		if !strings.Contains(got, want) {
			t.Errorf("How to play does not say %q:\n%s", want, got)
		}
	}
	tap(t, w, "Learn the rules")
	if !strings.Contains(texts(w), "Rules primer") {
		t.Errorf("Learn the rules from How to play does not reach the primer:\n%s", texts(w))
	}
}

// Home builds its list of variants again only when the variants changed:
// rebuilding a card per variant on every visit held the UI goroutine up.
func TestHomeBuildsItsVariantListOnlyWhenTheVariantsChange(t *testing.T) {
	pkgs := builtins()
	list := pkgs
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return list }, Inline: true})
	t.Cleanup(u.w.Close)
	first := u.homeList.obj
	if first == nil {
		t.Fatal("Home shows no list of variants")
	}
	u.showAbout()
	u.showHome()
	if u.homeList.obj != first {
		t.Error("Home built its list of variants again though they had not changed")
	}
	list = pkgs[:len(pkgs)-1] // a variant uninstalled
	u.showHome()
	if u.homeList.obj == first {
		t.Fatal("Home kept its old list after the variants changed")
	}
	if got := texts(u.w); strings.Contains(got, "Play "+pkgs[len(pkgs)-1].Variant.Name) {
		t.Errorf("Home still offers the uninstalled %s", pkgs[len(pkgs)-1].Variant.Name)
	}
}

// Continue opens the game the player last had open, not the one saved
// last: a game opened from Load, looked at and left is what Continue
// names and opens, though another was saved after it.
func TestContinueOpensTheGameLastOpened(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	old := hotseattest.Classic(t)
	old.ID = "old"
	hotseattest.FinishAll(t, old)
	if _, err := old.Resolve(); err != nil { // now Fall 1901
		t.Fatal(err)
	}
	data, err := savegame.Encode(old, time.Now().Add(-time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(store.Path("old"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	newer := hotseattest.Classic(t) // Spring 1901, saved now
	newer.ID = "newer"
	if err := store.Save(newer); err != nil {
		t.Fatal(err)
	}
	w := newTestWindow(t, store)
	button(t, w, "Continue Classic, Spring 1901 Movement")
	tap(t, w, "Load")
	var list *widget.List
	everything(w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	})
	list.Select(1) // newest first: the old game is second
	if !strings.Contains(texts(w), "Fall 1901") {
		t.Fatalf("Load did not open the old game; the screen shows:\n%s", texts(w))
	}
	tap(t, w, "Home")
	tap(t, w, "Continue Classic, Fall 1901 Movement")
	if got := texts(w); !strings.Contains(got, "At the table — Fall 1901 Movement") {
		t.Errorf("Continue did not open the game last opened; the screen shows:\n%s", got)
	}
}
