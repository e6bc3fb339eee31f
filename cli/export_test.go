package cli

import (
	"bytes"
	"image/gif"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/internal/storytest"
	"dipdesk/variants"
)

// savedStory writes the scripted game as a save in a temporary folder.
func savedStory(t *testing.T) string {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sessionOf(pkg, "story", storytest.Classic(t), []hotseat.Player{{Name: "Ann", Powers: []engine.PowerID{0, 1, 2, 3, 4, 5, 6}}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := (savegame.Store{Dir: dir}).Save(s); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "story.json")
}

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestExportGIFHasAFramePerShot(t *testing.T) {
	game := savedStory(t)
	out := filepath.Join(t.TempDir(), "story.gif")
	code, stdout, stderr := runCLI(t, "export", "--game", game, "--format", "gif", "--width", "320", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	// Five phases (four resolved, and Spring 1902), and in-between frames.
	if len(g.Image) <= 5 || g.Config.Width != 320 || !strings.Contains(stdout, "5 phases") {
		t.Errorf("%d frames, %d wide; said %q", len(g.Image), g.Config.Width, stdout)
	}
}

func TestExportPNGOnePerPhase(t *testing.T) {
	game := savedStory(t)
	dir := filepath.Join(t.TempDir(), "frames")
	if code, _, stderr := runCLI(t, "export", "--game", game, "--format", "png", "--width", "300", "-o", dir); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	want := []string{"000-S1901M.png", "001-F1901M.png", "002-F1901R.png", "003-W1901A.png", "004-S1902M-final.png"}
	var got []string
	for _, f := range files {
		got = append(got, filepath.Base(f))
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("wrote %v, want %v", got, want)
	}
}

func TestExportRefusesBadInput(t *testing.T) {
	game := savedStory(t)
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"export", "--game", game, "--format", "tiff", "-o", "x"}, 2, "expected one of"},
		{[]string{"export", "--game", game, "--format", "gif"}, 2, "usage"},
		{[]string{"export", "--game", filepath.Join(t.TempDir(), "none.json"), "--format", "gif", "-o", "x.gif"}, 1, "none.json"},
	} {
		code, _, stderr := runCLI(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.says) {
			t.Errorf("%v: exit %d, %q; want %d saying %q", c.args, code, stderr, c.code, c.says)
		}
	}
}

func TestSelfplaySaveWritesAGameToReplay(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.json")
	code, _, stderr := runCLI(t, "selfplay", "--variant", "classic", "--games", "1", "--years", "2", "--seats", "random", "--save", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	s, err := savegame.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Game.Turns) < 4 || s.Game.Current.Phase.Year != 1903 {
		t.Errorf("%d phases, now %s; want two years played", len(s.Game.Turns), s.PhaseName())
	}
}

// isolate points the games folder at a temporary directory.
func isolate(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	reloadXDG(t)
	return filepath.Join(dir, "dipdesk", "games")
}

// Round trip through the command line: a game exported as MILA's JSON
// and imported again is saved in the games folder and goes through the
// same positions; judge text does the same.
func TestExportImportRoundTrip(t *testing.T) {
	games := isolate(t)
	game := savedStory(t)
	orig, err := savegame.LoadFile(game)
	if err != nil {
		t.Fatal(err)
	}
	for i, format := range []string{"mila", "judge"} {
		out := filepath.Join(t.TempDir(), "story."+format)
		if code, _, stderr := runCLI(t, "export", "--game", game, "--format", format, "-o", out); code != 0 {
			t.Fatalf("%s export: exit %d: %s", format, code, stderr)
		}
		code, stdout, stderr := runCLI(t, "import-game", out)
		if code != 0 {
			t.Fatalf("%s import: exit %d: %s", format, code, stderr)
		}
		name := "imported-story"
		if i > 0 {
			name += "-2" // the first import is never overwritten
		}
		s, err := savegame.LoadFile(filepath.Join(games, name+".json"))
		if err != nil {
			t.Fatalf("%s: %v (said %q)", format, err, stdout)
		}
		if len(s.Game.Turns) != len(orig.Game.Turns) {
			t.Fatalf("%s: %d phases, want %d", format, len(s.Game.Turns), len(orig.Game.Turns))
		}
		for k := range s.Game.Turns {
			if !reflect.DeepEqual(s.Game.Turns[k].Position, orig.Game.Turns[k].Position) {
				t.Errorf("%s: phase %d differs", format, k)
			}
		}
		if !reflect.DeepEqual(s.Game.Current, orig.Game.Current) {
			t.Errorf("%s: the imported game ends elsewhere", format)
		}
	}
}

func TestImportGameNamesDisagreements(t *testing.T) {
	isolate(t)
	code, stdout, stderr := runCLI(t, "import-game", "../record/mila/testdata/wrong.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Neither rules edition", "S1901M: A VIE: the record says it succeeded, dipdesk bounce"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("said %q, want %q in it", stdout, want)
		}
	}
	code, stdout, _ = runCLI(t, "import-game", "../record/mila/testdata/via.json")
	if code != 0 || !strings.Contains(stdout, "needs the 2000 rules edition") {
		t.Errorf("via.json: exit %d, said %q", code, stdout)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"phases": "no"}`), 0o644)
	if code, _, stderr := runCLI(t, "import-game", bad); code != 1 || !strings.Contains(stderr, "not a MILA saved game") {
		t.Errorf("bad file: exit %d, %q", code, stderr)
	}
}

func TestExportMarkdownReportWithChart(t *testing.T) {
	game := savedStory(t)
	out := filepath.Join(t.TempDir(), "story.md")
	if code, _, stderr := runCLI(t, "export", "--game", game, "--format", "md", "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	md, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "](story-centres.png)") {
		t.Errorf("the report links no chart:\n%s", md)
	}
	if st, err := os.Stat(filepath.Join(filepath.Dir(out), "story-centres.png")); err != nil || st.Size() < 1000 {
		t.Errorf("chart: %v", err)
	}
}

// MILA's format knows the standard map only: another variant's game is
// refused, saying why, and nothing is written.
func TestExportMILARefusesOtherMaps(t *testing.T) {
	pkg, err := variants.Builtin("1776")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sessionOf(pkg, "war", engine.NewGame(pkg.Variant, engine.Options{}), []hotseat.Player{{Name: "Ann", Powers: []engine.PowerID{0}}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := (savegame.Store{Dir: dir}).Save(s); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "war.mila.json")
	code, _, stderr := runCLI(t, "export", "--game", filepath.Join(dir, "war.json"), "--format", "mila", "-o", out)
	if code != 1 || !strings.Contains(stderr, "standard map") {
		t.Errorf("exit %d, %q", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a file was written")
	}
}

// The save names its players as the app names computer seats ("Computer
// 1", "Computer 2"), and an empty seat has no player, as the app's
// "Nobody": not "France (empty)" and "England (bot:easy)".
func TestSelfplaySaveNamesPlayersAsTheApp(t *testing.T) {
	path := filepath.Join(t.TempDir(), "named.json")
	code, _, stderr := runCLI(t, "selfplay", "--variant", "classic", "--games", "1", "--years", "1",
		"--seats", "empty=france,bot:easy=england,random", "--save", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	s, err := savegame.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range s.Players {
		names = append(names, p.Name)
	}
	if len(names) != 6 || names[0] != "Computer 1" || names[5] != "Computer 6" {
		t.Errorf("players %q, want Computer 1 to Computer 6 and none for France's empty seat", names)
	}
	for _, p := range s.Players {
		if s.Variant().Power(p.Powers[0]).Name == "France" {
			t.Errorf("France's empty seat has a player, %s", p.Name)
		}
	}
}
