package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// installMine copies Classic into dir/mine as a user variant named
// "mine", as a designer's own folder would be, and loads it.
func installMine(t *testing.T, dir string) *variants.Package {
	t.Helper()
	classic, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, "mine")
	err = fs.WalkDir(classic.Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, p), 0o755)
		}
		b, err := fs.ReadFile(classic.Files, p)
		if err != nil {
			return err
		}
		if p == variants.DefinitionFile {
			b = regexp.MustCompile(`(?m)^variant classic$`).ReplaceAll(b, []byte("variant mine"))
			b = regexp.MustCompile(`(?m)^name Classic$`).ReplaceAll(b, []byte("name Mine"))
		}
		return os.WriteFile(filepath.Join(dst, p), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return reloadMine(t, dst)
}

func reloadMine(t *testing.T, dst string) *variants.Package {
	t.Helper()
	p, err := variants.Load(dst)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// renameVienna renames the province vie to vnn in the folder's definition
// and its map, as a designer editing the variant would.
func renameVienna(t *testing.T, dst string) {
	t.Helper()
	for _, f := range []string{variants.DefinitionFile, "map.svg"} {
		path := filepath.Join(dst, f)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		b = regexp.MustCompile(`\bvie\b`).ReplaceAll(b, []byte("vnn"))
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// boardFitsGame fails the test when the board on screen cannot draw or
// hit every unit and order of its scene: a unit with no place on the
// board vanishes, and its order is drawn with no arrow.
func boardFitsGame(t *testing.T, m *mapview.Board, when string) {
	t.Helper()
	for _, u := range m.Scene().Units {
		at, ok := m.PositionOf(u.Loc)
		if !ok {
			t.Errorf("%s: the board has no place for the unit in %s: it is drawn from another definition than the game's", when, u.Loc)
			continue
		}
		prov, _ := m.ProvinceAt(at)
		if want, _ := board.SplitLoc(u.Loc); prov != want {
			t.Errorf("%s: tapping the unit in %s hits %q", when, u.Loc, prov)
		}
	}
	for _, o := range m.Scene().Orders {
		for _, loc := range []string{o.Loc, o.Dest} {
			if _, ok := m.PositionOf(loc); loc != "" && !ok {
				t.Errorf("%s: the order from %s has no arrow: the board has no %s", when, o.Loc, loc)
			}
		}
	}
}

// A game keeps the board of the definition it plays on: when the
// installed user variant changes after the game started (Vienna renamed
// in its definition and map), continuing the game does not draw the new
// map, on which Austria's army in Vienna vanished and its order was taken
// with no arrow. Either the board still fits every unit and order, or the
// screen says why there is no board.
func TestChangedUserVariantNeverDrawsAnotherBoard(t *testing.T) {
	userDir := t.TempDir()
	pkg := installMine(t, userDir)
	store := savegame.Store{Dir: t.TempDir()}
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		t.Fatal(err)
	}
	v := pkg.Variant
	var all []engine.PowerID
	for pw := 0; pw < v.NumPowers(); pw++ {
		all = append(all, engine.PowerID(pw))
	}
	s, err := hotseat.New("g", "mine", def, v, engine.Options{}, []hotseat.Player{{Name: "Ann", Powers: all}})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(s); err != nil {
		t.Fatal(err)
	}

	renameVienna(t, filepath.Join(userDir, "mine"))
	changed := reloadMine(t, filepath.Join(userDir, "mine"))
	if _, ok := changed.Variant.LookupProvince("vie"); ok {
		t.Fatal("the changed variant still has vie: the test changes nothing")
	}
	pkgs := func() []*variants.Package { return append(builtins(), changed) }
	u := newUI(test.NewTempApp(t), Options{Store: store, Variants: pkgs, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1280, 800))
	back, err := store.Load(s.ID)
	if err != nil {
		t.Fatal(err)
	}
	u.resume(back)

	tap(t, u.w, "Start orders")
	tap(t, u.w, "I am Ann")
	typeOrder(t, u.w, "a vie tyr") // the game's definition has Vienna
	var m *mapview.Board
	everything(u.w, func(o fyne.CanvasObject) {
		if b, ok := o.(*mapview.Board); ok && m == nil {
			m = b
		}
	})
	if m == nil {
		if got := texts(u.w); !strings.Contains(got, "has changed since this game started") || !strings.Contains(got, `"vie"`) {
			t.Fatalf("no board and no word of why; the screen shows:\n%s", got)
		}
		return
	}
	boardFitsGame(t, m, "the turn screen")
	if len(m.Scene().Orders) == 0 {
		t.Error("the order typed is not drawn on the board")
	}
}
