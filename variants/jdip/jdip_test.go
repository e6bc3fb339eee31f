package jdip

import (
	"archive/zip"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/boardcheck"
)

// zipDir packs a fixture folder as a plug-in zip, as jDip ships them.
func zipDir(t *testing.T, dir, dest string) {
	t.Helper()
	f, err := os.Create(dest)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		w, err := zw.Create(filepath.ToSlash(rel))
		if err != nil {
			return err
		}
		in, err := os.Open(p)
		if err != nil {
			return err
		}
		defer in.Close()
		_, err = io.Copy(w, in)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// fixtures installs every fixture plug-in under a fresh root: the
// standard map (written from Classic's data), the eight-power grid (a
// folder) and the transformed board with split coasts (a zip).
func fixtures(t *testing.T) (root string, res map[string]Result) {
	t.Helper()
	root = t.TempDir()
	res = map[string]Result{}
	std := t.TempDir()
	classic, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	writePlugin(t, classic, std, "Standard")
	zp := filepath.Join(t.TempDir(), "TwistVariants.zip")
	zipDir(t, filepath.Join("testdata", "twist"), zp)
	for name, path := range map[string]string{"standard": std, "octo": filepath.Join("testdata", "octo"), "twist": zp} {
		r, err := Install(path, root, false)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		res[name] = r
	}
	return root, res
}

// TestFixturesImportValidateAndPlay is the quality bar: each fixture
// imports, its board passes the board check and the legibility check, and
// twenty years of random orders play without an error.
func TestFixturesImportValidateAndPlay(t *testing.T) {
	_, res := fixtures(t)
	want := map[string][]string{"standard": {"jdipstandard"}, "octo": {"octo"}, "twist": {"twist"}}
	for name, r := range res {
		var ids []string
		for _, p := range r.Installed {
			ids = append(ids, p.ID)
		}
		if strings.Join(ids, ",") != strings.Join(want[name], ",") {
			t.Errorf("%s: installed %v, want %v (refused %v)", name, ids, want[name], r.Refused)
		}
		for _, p := range r.Installed {
			probs, err := boardcheck.Check(p)
			if err != nil {
				t.Errorf("%s: %v", p.ID, err)
			}
			for _, pr := range probs {
				t.Errorf("%s: map.svg %s", p.ID, pr)
			}
			lineup := selfplay.RandomLineup(p.Variant)
			g, err := selfplay.Play(p.Variant, lineup.Players(7, 0), 20, nil)
			if err != nil {
				t.Errorf("%s: random play: %v", p.ID, err)
				continue
			}
			if last := g.Current.Phase.Year; last < p.Variant.Start().Phase.Year+19 && !g.Over() {
				t.Errorf("%s: play stopped in %d without an end", p.ID, last)
			}
		}
	}
}

func installed(t *testing.T, res map[string]Result, fixture, id string) *variants.Package {
	t.Helper()
	for _, p := range res[fixture].Installed {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("%s: %s not installed (refused: %v)", fixture, id, res[fixture].Refused)
	return nil
}

// TestStandardMapCarriesOver checks the standard map's facts: powers and
// their colours, centres, split coasts, the start, and the victory.
func TestStandardMapCarriesOver(t *testing.T) {
	_, res := fixtures(t)
	p := installed(t, res, "standard", "jdipstandard")
	classic, _ := variants.Builtin("classic")
	v, c := p.Variant, classic.Variant
	if v.NumPowers() != 7 || len(v.SupplyCenters()) != 34 || v.VictoryThreshold() != 18 {
		t.Errorf("%d powers, %d centres, %d to win; want 7, 34, 18", v.NumPowers(), len(v.SupplyCenters()), v.VictoryThreshold())
	}
	for pw := 0; pw < c.NumPowers(); pw++ {
		want := c.Power(engine.PowerID(pw))
		got := v.Power(engine.PowerID(pw))
		if got.Name != want.Name || got.Colour != want.Colour || got.Adjective != want.Adjective {
			t.Errorf("power %d: %+v, want %+v", pw, *got, *want)
		}
	}
	stp, _ := v.LookupProvince("stp")
	if n := len(v.Province(stp).Coasts); n != 2 {
		t.Errorf("stp has %d coasts, want 2", n)
	}
	if a, b := len(v.Start().Units), len(c.Start().Units); a != b {
		t.Errorf("%d starting units, want %d", a, b)
	}
	for l := 0; l < c.NumLocs(); l++ {
		for _, ut := range []engine.UnitType{engine.Army, engine.Fleet} {
			if a, b := len(v.Neighbours(ut, engine.LocID(l))), len(c.Neighbours(ut, engine.LocID(l))); a != b {
				t.Errorf("%s: %d neighbours for %v, want %d", c.LocName(engine.LocID(l)), a, ut, b)
			}
		}
	}
	def, _ := p.ReadFile(variants.DefinitionFile)
	for _, w := range []string{"quietdraw 7", "option end=1936 "} {
		if !strings.Contains(string(def), w) {
			t.Errorf("variant.txt lacks %q", w)
		}
	}
}

// TestTransformsAndVictory reads the transformed fixture: the viewBox
// starts at (-50,-30), the mouse shapes are drawn at half size under
// scale(2), a label is rotated. Every position must land where the grid
// puts it in board units.
func TestTransformsAndVictory(t *testing.T) {
	_, res := fixtures(t)
	p := installed(t, res, "twist", "twist")
	b, err := board.ParseFile(p.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	near := func(what string, got, want board.Point) {
		if math.Hypot(got.X-want.X, got.Y-want.Y) > 0.2 {
			t.Errorf("%s at (%.1f, %.1f), want (%.1f, %.1f)", what, got.X, got.Y, want.X, want.Y)
		}
	}
	if b.Width != 600 || b.Height != 400 {
		t.Errorf("board %gx%g, want 600x400", b.Width, b.Height)
	}
	bal := b.Province("bal")
	near("bal's top left", bal.Bounds.Min, board.Point{X: 100, Y: 100})
	near("bal's bottom right", bal.Bounds.Max, board.Point{X: 200, Y: 200})
	at, _ := b.Unit("bal")
	near("bal's unit", at, board.Point{X: 150, Y: 110})
	at, _ = b.Unit("cape/nc")
	near("cape's north coast", at, board.Point{X: 350, Y: 110})
	at, _ = b.Unit("cape/sc")
	near("cape's south coast", at, board.Point{X: 350, Y: 190})
	for _, l := range b.Labels {
		if l.Province == "bal" {
			near("bal's rotated name", l.At, board.Point{X: 150, Y: 155})
		}
	}
	v := p.Variant
	if v.VictoryThreshold() != 7 || len(v.SupplyCenters()) != 11 {
		t.Errorf("victory %d of %d centres, want 7 of 11 (not a majority)", v.VictoryThreshold(), len(v.SupplyCenters()))
	}
	if v.NumPowers() != 4 {
		t.Errorf("%d powers, want 4: the inactive Kel is not played", v.NumPowers())
	}
	def, _ := p.ReadFile(variants.DefinitionFile)
	for _, w := range []string{"build owned\n", "neutral army kel\n", "colour=#dc143c", "coasts=nc,sc"} {
		if !strings.Contains(string(def), w) {
			t.Errorf("variant.txt lacks %q", w)
		}
	}
	o := installed(t, res, "octo", "octo")
	if n := o.Variant.NumPowers(); n != 8 || o.Variant.VictoryThreshold() != 10 {
		t.Errorf("octo: %d powers, %d to win; want 8 and 10", n, o.Variant.VictoryThreshold())
	}
}

// TestUnsupportedOptionRefusedByName: wings are no dipdesk mechanism, so
// the variant asking for them is named, with the option, and nothing of
// it is installed.
func TestUnsupportedOptionRefusedByName(t *testing.T) {
	root, res := fixtures(t)
	r := res["twist"]
	if len(r.Refused) != 1 || r.Refused[0].Name != "Twist Winged" || !strings.Contains(r.Refused[0].Reason, "OPTION_WINGS=VALUE_WINGS_ENABLED") {
		t.Fatalf("refused %v, want Twist Winged for OPTION_WINGS=VALUE_WINGS_ENABLED", r.Refused)
	}
	if _, err := os.Stat(filepath.Join(root, "twistwinged")); err == nil {
		t.Error("the refused variant has a folder")
	}
}

// TestReimportReplaces: importing again is refused, naming --replace;
// with replace the variant is put in place of the old one.
func TestReimportReplaces(t *testing.T) {
	root, _ := fixtures(t)
	r, err := Install(filepath.Join("testdata", "octo"), root, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Installed) != 0 || len(r.Refused) != 1 || !strings.Contains(r.Refused[0].Reason, "--replace") {
		t.Fatalf("a re-import: installed %d, refused %v; want it refused naming --replace", len(r.Installed), r.Refused)
	}
	r, err = Install(filepath.Join("testdata", "octo"), root, true)
	if err != nil || len(r.Installed) != 1 {
		t.Fatalf("replace: %v, %v", r, err)
	}
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("%s left behind", e.Name())
		}
	}
}

// TestNotAPlugin: a folder without variants.xml is not taken for one.
func TestNotAPlugin(t *testing.T) {
	if IsPlugin(t.TempDir()) {
		t.Error("an empty folder is taken for a plug-in")
	}
	if !IsPlugin(filepath.Join("testdata", "octo")) {
		t.Error("the octo fixture is not taken for a plug-in")
	}
}

// jDip files name a province by any of its names: the short name, the
// full name or a UNIQUENAME (Standard's centres say "nor" for Norway,
// its simple map "gob" for the Gulf of Bothnia). A plug-in that does so
// in its centres, its start and its map imports as one written with
// short names alone.
func TestOtherNamesResolve(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"variants.xml", "adjacency.xml", "map.svg"} {
		data, err := os.ReadFile(filepath.Join("testdata", "octo", f))
		if err != nil {
			t.Fatal(err)
		}
		s := string(data)
		switch f {
		case "adjacency.xml":
			s = strings.Replace(s, `<PROVINCE shortname="ash" fullname="Ash">`, `<PROVINCE shortname="ash" fullname="Ash">`+"\n\t\t<UNIQUENAME name=\"ashby\" />", 1)
		case "variants.xml":
			s = strings.Replace(s, `<SUPPLYCENTER province="ash"`, `<SUPPLYCENTER province="Ashby"`, 1)
			s = strings.Replace(s, `<INITIALSTATE province="ash"`, `<INITIALSTATE province="ASH"`, 1)
		case "map.svg":
			s = strings.Replace(s, `<jdipNS:PROVINCE name="ash">`, `<jdipNS:PROVINCE name="ashby">`, 1)
			s = strings.Replace(s, `<path id="ash" `, `<path id="ashby" `, 1)
		}
		if err := os.WriteFile(filepath.Join(dir, f), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r, err := Install(dir, t.TempDir(), false)
	if err != nil || len(r.Installed) != 1 {
		t.Fatalf("%v %v", r.Refused, err)
	}
	v := r.Installed[0].Variant
	ash, ok := v.LookupProvince("ash")
	if !ok || !v.Province(ash).SC || v.Province(ash).Home == engineNoPower() {
		t.Errorf("ash is not Amber's home centre")
	}
	if probs, _ := boardcheck.Check(r.Installed[0]); len(probs) != 0 {
		t.Errorf("board: %v", probs)
	}
}

func engineNoPower() engine.PowerID { return engine.NoPower }

// Borders with conditions (jDip's BORDER_DEFINITIONS) are no dipdesk
// mechanism: the variant is refused, naming the border, and nothing of it
// is installed.
func TestConditionalBordersRefusedByName(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"variants.xml", "adjacency.xml", "map.svg"} {
		data, _ := os.ReadFile(filepath.Join("testdata", "octo", f))
		s := string(data)
		if f == "adjacency.xml" {
			s = strings.Replace(s, "<PROVINCES>", `<PROVINCES>
	<BORDER_DEFINITIONS>
		<BORDER id="ice" description="Frozen in winter" season="fall" unitTypes="fleet"/>
	</BORDER_DEFINITIONS>`, 1)
		}
		os.WriteFile(filepath.Join(dir, f), []byte(s), 0o644)
	}
	root := t.TempDir()
	r, err := Install(dir, root, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Installed) != 0 || len(r.Refused) != 1 || !strings.Contains(r.Refused[0].Reason, `BORDER id="ice", "Frozen in winter"`) {
		t.Errorf("installed %d, refused %v", len(r.Installed), r.Refused)
	}
	if entries, _ := os.ReadDir(root); len(entries) != 0 {
		t.Errorf("left in the variants folder: %v", entries)
	}
}
