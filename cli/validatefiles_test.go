package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"dipdesk/variants/scaffold"
)

// edit rewrites one file of a folder, replacing old with new once.
func edit(t *testing.T, path, old, new string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), old) {
		t.Fatalf("%s has no %q", path, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(src), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

func lineOf(t *testing.T, path, s string) int {
	t.Helper()
	src, _ := os.ReadFile(path)
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("%s has no %q", path, s)
	return 0
}

// validate reads board.toml and scenarios.txt: a broken board.toml is
// reported at its line, a swapped pair is named swapped, a board drawn
// before board.toml changed is named stale, and a scenario naming a power
// the variant lacks is reported at its line.
func TestValidateReadsBoardTomlAndScenarios(t *testing.T) {
	dir, err := scaffold.Write("moors", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	toml := filepath.Join(dir, "board.toml")
	old := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "map.svg"), old, old)
	os.Chtimes(toml, old, old)
	if code, out := validateOut(dir); code != 0 {
		t.Fatalf("the scaffold as written: exit %d\n%s", code, out)
	}

	edit(t, toml, "anchors = [[-7.9, 54.9],", "anchors = [[54.9, -7.9],")
	n := lineOf(t, toml, "[[54.9, -7.9]")
	code, out := validateOut(dir)
	want := "board.toml:" + itoa(n) + ": don: anchor [54.9, -7.9] looks swapped"
	if code != 1 || !strings.Contains(out, want) {
		t.Errorf("a swapped anchor: exit %d, want %q in\n%s", code, want, out)
	}
	if !strings.Contains(out, "map.svg is older than board.toml") {
		t.Errorf("a board drawn before board.toml changed is not named stale:\n%s", out)
	}

	edit(t, toml, "anchors = [[54.9, -7.9],", "anchors = [[54.9, -7.9],,")
	code, out = validateOut(dir)
	if code != 1 || !strings.Contains(out, "board.toml:"+itoa(n)+":") {
		t.Errorf("a board.toml that does not parse: exit %d\n%s", code, out)
	}

	sc := filepath.Join(dir, "scenarios.txt")
	edit(t, sc, "\tNorth: A don-con\n", "\tNorht: A don-con\n\tEast: A don-con\n")
	n = lineOf(t, sc, "East: A don-con")
	code, out = validateOut(dir)
	want = "scenarios.txt:" + itoa(n) + ": unknown power \"East\" (case moors.opening)"
	if code != 1 || !strings.Contains(out, want) {
		t.Errorf("a scenario with an unknown power: exit %d, want %q in\n%s", code, want, out)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// mapgen names a swapped anchor as swapped, not only as off the board.
func TestMapgenNamesASwappedAnchor(t *testing.T) {
	dir, err := scaffold.Write("moors", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	edit(t, filepath.Join(dir, "board.toml"), "anchors = [[-7.9, 54.9],", "anchors = [[54.9, -7.9],")
	var out, errs strings.Builder
	if code := Run([]string{"mapgen", dir}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "don: anchor [54.9 -7.9] falls outside the board, but [-7.9, 54.9] is on it: longitude and latitude look swapped") {
		t.Errorf("exit %d: %s", code, errs.String())
	}
}

// One province given twice is one problem, not one per name it repeats.
func TestDuplicateProvinceIsOneMessage(t *testing.T) {
	dir, err := scaffold.Write("moors", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	def := filepath.Join(dir, "variant.txt")
	src, _ := os.ReadFile(def)
	var line string
	for _, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(l, "province don ") {
			line = l
		}
	}
	edit(t, def, line+"\n", line+"\n"+line+"\n")
	code, out := validateOut(dir)
	if n := strings.Count(out, "variant.txt:"); code != 1 || n != 1 || !strings.Contains(out, `province "don" is defined twice`) {
		t.Errorf("exit %d, %d messages:\n%s", code, n, out)
	}
}

// The magnifier error gives its limit: the strength the core allows.
func TestMagnifierErrorGivesItsLimit(t *testing.T) {
	dir, err := scaffold.Write("moors", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	toml := filepath.Join(dir, "board.toml")
	src, _ := os.ReadFile(toml)
	os.WriteFile(toml, []byte(strings.Replace(string(src), "\n[projection]", "\n[[magnifier]]\nat = [-7, 53.5]\nradius = 200\nstrength = 3.4\ncore = 0.9\n\n[projection]", 1)), 0o644)
	code, out := validateOut(dir)
	if code != 1 || !strings.Contains(out, "with core 0.9 the strength may be at most ") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
