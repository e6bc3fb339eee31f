package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/savegame"
	"dipdesk/engine/selfplay"
	"dipdesk/mapview"
	"dipdesk/variants"
	"dipdesk/variants/scaffold"
)

func newVariant(t *testing.T) *variants.Package {
	t.Helper()
	dir, err := scaffold.Write("glen", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestScenariosFromTheVariantsPage(t *testing.T) {
	p := newVariant(t)
	text, err := scenarioResults(p)
	if err != nil || !strings.HasPrefix(text, "4 passed, 0 failed") || !strings.Contains(text, "✓ passed  glen.opening (line") ||
		!strings.Contains(text, "The opening: every unit can reach the neutral centre next to it.") {
		t.Errorf("%v\n%s", err, text)
	}
	// A wrong expectation fails, with what differed.
	path := filepath.Join(p.Source, "scenarios.txt")
	src, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(src), "\tNorth: F iri\n", "\tNorth: F nch\n", 1)), 0o644)
	text, _ = scenarioResults(p)
	if !strings.HasPrefix(text, "3 passed, 1 failed") || !strings.Contains(text, "✗ FAILED  glen.opening") {
		t.Errorf("a failing case:\n%s", text)
	}
}

func TestBordersPageSaysHowTwoProvincesBorder(t *testing.T) {
	p := newVariant(t)
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return []*variants.Package{p} }, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(func() {
		if u.stopWatch != nil {
			u.stopWatch()
		}
		u.w.Close()
	})
	u.showBorders(p, u.showVariants)
	var m *mapview.Board
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*mapview.Board); ok {
			m = b
		}
	})
	if m == nil || m.Scene() == nil || len(m.Scene().Borders) < 20 {
		t.Fatalf("no board with the borders drawn")
	}
	m.OnTapped("don", "")
	if m.Scene().BorderFocus != "don" {
		t.Errorf("focus %q", m.Scene().BorderFocus)
	}
	m.OnTapped("con", "")
	if got := texts(u.w); !strings.Contains(got, "Donegal and Connacht border:\ndon – con: armies and fleets") {
		t.Errorf("after two taps the page shows:\n%s", got)
	}
	m.OnTapped("cor", "")
	m.OnTapped("ant", "")
	if got := texts(u.w); !strings.Contains(got, "Cork and Antrim do not border.") {
		t.Errorf("two provinces apart:\n%s", got)
	}
}

// A saved change to the variant of the game on screen moves the game onto
// it, or says why not; the game itself is kept either way.
func TestVariantChangedInAGame(t *testing.T) {
	p := newVariant(t)
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return []*variants.Package{p} }, Inline: true})
	t.Cleanup(func() { u.stopGameWatch(); u.w.Close() })
	u.startSandbox(p, nil)
	s := u.s
	if s == nil || u.gameWatch == nil {
		t.Fatal("no sandbox, or its variant is not watched")
	}
	path := filepath.Join(p.Source, variants.DefinitionFile)
	src, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(src), "name Glen", "name Glen Two", 1)), 0o644)
	np, err := variants.Load(p.Source)
	if err != nil {
		t.Fatal(err)
	}
	u.variantChangedInGame(s, np, nil)
	if u.s != s || s.Variant().Name != "Glen Two" || !strings.Contains(texts(u.w), "The game continues on the changed definition of Glen Two") {
		t.Errorf("renamed: %s\n%s", s.Variant().Name, texts(u.w))
	}
	u.variantChangedInGame(s, nil, os.ErrInvalid)
	if !strings.Contains(texts(u.w), "no longer load") || u.s != s {
		t.Errorf("broken: %s", texts(u.w))
	}
}

// The balance page plays games with computer players, saves the report
// beside `dipdesk balance`'s and shows it with its chart.
func TestBalancePagePlaysSavesAndShows(t *testing.T) {
	p := newVariant(t)
	dir := t.TempDir()
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return []*variants.Package{p} },
		Inline: true, BalanceDir: dir})
	t.Cleanup(u.w.Close)
	u.showBalance(p)
	if !strings.Contains(texts(u.w), "No balance report for Glen yet") {
		t.Errorf("before: %s", texts(u.w))
	}
	button(t, u.w, "Play 100 games (computer players, 10 years)") // what a designer is offered
	// Three games prove the page plays, saves and shows as well as a
	// hundred, in a thirtieth of the time (the hundred took 29 s of CPU).
	defer func(run selfplay.Config) { balanceRun = run }(balanceRun)
	balanceRun.Games = 3
	u.showBalance(p)
	test.Tap(button(t, u.w, "Play 3 games (computer players, 10 years)"))
	if m, _ := filepath.Glob(filepath.Join(dir, "glen-3x10-bot-hard-in-every-seat-seed1-2*.json")); len(m) != 1 {
		t.Fatalf("saved: %v", m)
	}
	u.showBalance(p)
	got := texts(u.w)
	for _, want := range []string{"Mean share of the supply centres by year (3 games, bot:hard in every seat)", "North ", "% wins", "first home centre lost"} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %q:\n%s", want, got)
		}
	}
}

// A saved change to the variant redraws the turn screen already on show:
// its order entry takes the new definition's borders and its board is
// drawn afresh. The turn screen kept both from before the change until
// the player left it.
func TestLiveReloadRedrawsTheTurnOnScreen(t *testing.T) {
	p := newVariant(t)
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return []*variants.Package{p} }, Inline: true})
	t.Cleanup(func() { u.stopGameWatch(); u.w.Close() })
	u.w.Resize(fyne.NewSize(1280, 800))
	u.startSandbox(p, nil)
	s, before := u.s, boardOf(t, u.w)
	// A new border: Donegal's army may march to Limerick.
	path := filepath.Join(p.Source, variants.DefinitionFile)
	src, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(src), "army  don: mid\n", "army  don: mid lim\n", 1)), 0o644)
	np, err := variants.Load(p.Source)
	if err != nil {
		t.Fatal(err)
	}
	u.variantChangedInGame(s, np, nil)
	if boardOf(t, u.w) == before {
		t.Error("the turn screen still shows the board drawn from the old definition")
	}
	var field *orderField
	everything(u.w, func(o fyne.CanvasObject) {
		if f, ok := o.(*orderField); ok {
			field = f
		}
	})
	if field == nil {
		t.Fatalf("no order field on the turn screen:\n%s", texts(u.w))
	}
	field.OnSubmitted("A don - lim")
	north, _ := np.Variant.LookupPower("north")
	if got := s.Orders[north]; len(got) != 1 || np.Variant.FormatOrder(got[0]) != "A Don - Lim" {
		t.Errorf("A Don - Lim over the new border: North's orders are %v\n%s", got, texts(u.w))
	}
	shoot(t, u.w, "live-reload-turn")
	if !strings.Contains(texts(u.w), "the board shows it.") {
		t.Errorf("the message does not say the board shows the change:\n%s", texts(u.w))
	}
}

// A user variant read again under the same id (the designer edited its
// board) gets a thumbnail of the new board, not the one drawn before.
func TestThumbnailOfAVariantReadAgainIsDrawnAfresh(t *testing.T) {
	p := newVariant(t)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return []*variants.Package{p} }, Inline: true})
	t.Cleanup(u.w.Close)
	before := canvas.NewImageFromImage(nil)
	u.showThumbnail(before, p, 180)
	if before.Image == nil {
		t.Fatal("no thumbnail of the variant")
	}
	path := filepath.Join(p.Source, mapview.BoardFile)
	svg, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	taller := strings.Replace(string(svg), `height="1120" viewBox="0 0 900 1120"`, `height="1400" viewBox="0 0 900 1400"`, 1)
	if taller == string(svg) {
		t.Fatal("the template's board no longer has the size this test changes")
	}
	if err := os.WriteFile(path, []byte(taller), 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := variants.Load(p.Source)
	if err != nil || again.ID != p.ID {
		t.Fatalf("read again: %v, id %q", err, again.ID)
	}
	after := canvas.NewImageFromImage(nil)
	u.showThumbnail(after, again, 180)
	if after.Image == nil || after.Image.Bounds() == before.Image.Bounds() {
		t.Errorf("the thumbnail after the board grew taller is the old one: %v, was %v", after.Image.Bounds(), before.Image.Bounds())
	}
}
