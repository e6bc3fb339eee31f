package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
	"dipdesk/variants/scaffold"
	"dipdesk/variants/share"
)

// variantsUI is a window whose variants are the built-ins and whatever is
// installed under root (read afresh each time, as the app does).
func variantsUI(t *testing.T, root string) *ui {
	t.Helper()
	a := test.NewTempApp(t)
	list := func() []*variants.Package {
		inst, _ := variants.LoadInstalled(root)
		return append(builtins(), inst.Packages...)
	}
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: list, Inline: true, UserVariants: root, BalanceDir: t.TempDir()})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(func() {
		if u.stopWatch != nil {
			u.stopWatch()
		}
		u.w.Close()
	})
	return u
}

func installGlen(t *testing.T, root string) *variants.Package {
	t.Helper()
	dir, err := scaffold.Write("glen", root)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variants.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// userToolsShown says whether the page shows a user variant's tools (Export is
// offered only there): after Back, the variant one came from.
func userToolsShown(u *ui) bool {
	found := false
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, "Export .zip") {
			found = true
		}
	})
	return found
}

func TestBackFromBordersAndBalanceReturnsToTheVariant(t *testing.T) {
	root := t.TempDir()
	p := installGlen(t, root)
	u := variantsUI(t, root)
	u.showVariantsAt(variantKey(p))
	if !userToolsShown(u) {
		t.Fatal("showVariantsAt did not select the installed variant")
	}
	tap(t, u.w, "Balance")
	tap(t, u.w, "Back")
	if !userToolsShown(u) {
		t.Error("Back from Balance does not return to the variant it was opened from")
	}
	tap(t, u.w, "Borders")
	tap(t, u.w, "Back")
	if !userToolsShown(u) {
		t.Error("Back from Borders does not return to the variant it was opened from")
	}
}

func TestVariantsOfOneNameAreToldApart(t *testing.T) {
	root := t.TempDir()
	a := installGlen(t, root)
	dir, err := scaffold.Write("glen-two", root)
	if err != nil {
		t.Fatal(err)
	}
	def := filepath.Join(dir, variants.DefinitionFile)
	src, _ := os.ReadFile(def)
	os.WriteFile(def, bytes.Replace(src, []byte("\nname Glen Two\n"), []byte("\nname Glen\n"), 1), 0o644)
	b, err := variants.Load(dir)
	if err != nil || b.Variant.Name != "Glen" {
		t.Fatalf("%v %v", b, err)
	}
	pkgs := []*variants.Package{a, b}
	la, lb := variantLabel(pkgs, a), variantLabel(pkgs, b)
	if la == lb || !strings.Contains(la, "glen") || !strings.Contains(lb, "glen-two") {
		t.Errorf("two variants named Glen listed as %q and %q", la, lb)
	}
	if l := variantLabel([]*variants.Package{a}, a); l != "Glen" {
		t.Errorf("a name of its own is listed as %q", l)
	}
}

func TestRemoveAndReplaceAnInstalledVariant(t *testing.T) {
	root := t.TempDir()
	p := installGlen(t, root)
	zp := filepath.Join(t.TempDir(), "glen.zip")
	var buf bytes.Buffer
	if err := share.Export(p.Source, &buf); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(zp, buf.Bytes(), 0o644)
	u := variantsUI(t, root)
	u.showVariantsAt(variantKey(p))
	u.importFrom(zp, false)
	if !strings.Contains(texts(u.w), "is already installed. Replace it") {
		t.Fatalf("a re-import does not offer to replace; the screen shows:\n%s", texts(u.w))
	}
	os.WriteFile(filepath.Join(p.Source, "mark.txt"), []byte("old"), 0o644)
	tap(t, u.w, "Yes")
	if _, err := os.Stat(filepath.Join(p.Source, "mark.txt")); err == nil {
		t.Error("Replace kept the old folder")
	}
	u.showVariantsAt(variantKey(p))
	tap(t, u.w, "Remove")
	tap(t, u.w, "Yes")
	if _, err := os.Stat(p.Source); err == nil {
		t.Error("Remove left the folder")
	}
}

// A variant whose map.svg is broken says so on its page and on Home, and
// offers no Play and no Sandbox.
func TestBrokenBoardShowsItsErrorAndNoPlay(t *testing.T) {
	root := t.TempDir()
	p := installGlen(t, root)
	svg := filepath.Join(p.Source, "map.svg")
	src, _ := os.ReadFile(svg)
	os.WriteFile(svg, bytes.Replace(src, []byte(`id="don"`), []byte(`id="donx"`), 1), 0o644)
	u := variantsUI(t, root)
	u.showVariantsAt(variantKey(p))
	if got := texts(u.w); !strings.Contains(got, "The board cannot be played on: map.svg:63: <circle id=\"unit-don\">") {
		t.Errorf("the variant's page does not say what is wrong with its board:\n%s", got)
	}
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Sandbox" {
			t.Error("the page offers a Sandbox on a broken board")
		}
	})
	os.WriteFile(svg, []byte("<svg><g id=\"layer-provinces\"><path id=\"x\" d=\"M 0 0 L\"/></g>\n"), 0o644)
	p, _ = variants.Load(p.Source)
	u.show(u.variantList([]*variants.Package{p}, nil))
	got := texts(u.w)
	if !strings.Contains(got, "The board cannot be played on: ") || !strings.Contains(got, "map.svg") {
		t.Errorf("Home does not say the board is broken:\n%s", got)
	}
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, "Play ") {
			t.Errorf("Home offers %q on a broken board", b.Text)
		}
	})
}

// Balance reports are a history: with two kept, the page offers both and
// shows the one chosen.
func TestBalancePageOffersEveryKeptReport(t *testing.T) {
	root := t.TempDir()
	p := installGlen(t, root)
	u := variantsUI(t, root)
	for i, player := range []string{"random", "bot:hard in every seat"} {
		rep := &selfplay.Report{Variant: "Glen", Player: player, Games: 10 + i, Years: 5, Seed: 1, Powers: []selfplay.PowerStats{{Name: "North", Wins: 3, Share: []float64{.4, .5, .5, .6, .6}, HomeLost: make([]int, 5)}, {Name: "South", Wins: 2, Share: []float64{.4, .4, .3, .3, .3}, HomeLost: make([]int, 5)}}}
		path := filepath.Join(u.opt.BalanceDir, selfplay.HistoryName("glen", rep, time.Date(2026, 11, 27, 8, i, 0, 0, time.UTC))+".txt")
		if err := rep.Save(path); err != nil {
			t.Fatal(err)
		}
		when := time.Now().Add(time.Duration(i-2) * time.Minute)
		os.Chtimes(selfplay.JSONPath(path), when, when)
	}
	u.showBalance(p)
	var pick *widget.Select
	everything(u.w, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			pick = s
		}
	})
	if pick == nil || len(pick.Options) != 2 || !strings.Contains(pick.Options[0], "glen-11x5-bot-hard") {
		t.Fatalf("reports offered: %v", pick)
	}
	if !strings.Contains(texts(u.w), "(11 games, bot:hard in every seat)") {
		t.Errorf("the newest report is not shown first:\n%s", texts(u.w))
	}
	pick.SetSelected(pick.Options[1])
	if !strings.Contains(texts(u.w), "(10 games, random)") {
		t.Errorf("choosing the earlier report does not show it:\n%s", texts(u.w))
	}
}

// The Variants page's import takes a jDip plug-in: it installs what it
// can and says which variant it refused and why.
func TestImportJDipPluginFromTheApp(t *testing.T) {
	root := t.TempDir()
	u := variantsUI(t, root)
	u.showVariants()
	u.importFrom(filepath.Join("..", "variants", "jdip", "testdata", "twist"), false)
	got := texts(u.w)
	for _, want := range []string{"Installed from the jDip plug-in: Twist.", `"Twist Winged" is not imported: rule option OPTION_WINGS=VALUE_WINGS_ENABLED`} {
		if !strings.Contains(got, want) {
			t.Errorf("after the import the screen lacks %q:\n%s", want, got)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "twist", "map.svg")); err != nil {
		t.Error(err)
	}
}
