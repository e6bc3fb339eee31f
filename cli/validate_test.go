package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"dipdesk/variants"
)

// copyVariant copies a built-in variant into a folder a test may break.
func copyVariant(t *testing.T, id string) string {
	t.Helper()
	pkg, err := variants.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), id)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{variants.DefinitionFile, "map.svg", "rules.md"} {
		data, err := pkg.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func validateOut(args ...string) (int, string) {
	var out, errs bytes.Buffer
	code := Run(append([]string{"validate"}, args...), &out, &errs)
	return code, out.String() + errs.String()
}

func TestValidateClassicFindsNothing(t *testing.T) {
	code, out := validateOut("classic")
	if code != 0 || !strings.Contains(out, "no problems") {
		t.Errorf("exit %d: %s", code, out)
	}
}

// Imperial's thirteen powers pass the colour-vision check; validate names
// the nearest two and the letters that back their colours up.
func TestValidateImperialNamesTheClosestColours(t *testing.T) {
	oneGoroutine(t)
	code, out := validateOut("imperial")
	if code != 0 || !strings.Contains(out, "imperial: no problems (346 provinces, 172 supply centres, 13 powers") {
		t.Fatalf("exit %d: %s", code, out)
	}
	if !strings.Contains(out, "closest power colours: russia (#9669aa) and austria (#d78caa), ΔE 25.7 for protanopia") ||
		!strings.Contains(out, "letters R and A") {
		t.Errorf("closest pair not reported: %s", out)
	}
}

func TestValidateNamesEachProblem(t *testing.T) {
	oneGoroutine(t)
	dir := copyVariant(t, "classic")
	if code, out := validateOut(dir); code != 0 {
		t.Fatalf("an unchanged copy of Classic: exit %d: %s", code, out)
	}

	// A definition error is reported at its file and line.
	def := filepath.Join(dir, variants.DefinitionFile)
	data, _ := os.ReadFile(def)
	broken := strings.Replace(string(data), "\narmy boh:", "\narmy bohx:", 1)
	os.WriteFile(def, []byte(broken), 0o644)
	code, out := validateOut(dir)
	if code != 1 || !strings.Contains(out, "variant.txt:") || !strings.Contains(out, "bohx") {
		t.Errorf("unknown province in a border: exit %d: %s", code, out)
	}
	os.WriteFile(def, data, 0o644)

	// A board path that is not a province, and a missing rules page.
	svg := filepath.Join(dir, "map.svg")
	board, _ := os.ReadFile(svg)
	os.WriteFile(svg, bytes.Replace(board, []byte(`id="lon"`), []byte(`id="londres"`), 1), 0o644)
	os.Remove(filepath.Join(dir, "rules.md"))
	code, out = validateOut(dir)
	if code != 1 || !strings.Contains(out, "map.svg:") || !strings.Contains(out, "rules.md") {
		t.Errorf("renamed board path and missing rules: exit %d: %s", code, out)
	}
}

// Every built-in variant's powers can be told apart by everyone.
func TestValidateFindsNoColourClashInBuiltins(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		for _, c := range colourProblems(p.Variant) {
			t.Errorf("%s: %s", p.ID, c)
		}
	}
}

func TestValidateReportsPowersTooAlike(t *testing.T) {
	oneGoroutine(t)
	dir := copyVariant(t, "classic")
	def := filepath.Join(dir, variants.DefinitionFile)
	data, _ := os.ReadFile(def)
	// England in a red just off Austria's, Italy in a green that only
	// red-blind and green-blind players confuse with it.
	src := regexp.MustCompile(`(?m)^(power england .*?)colour=#\w+`).ReplaceAllString(string(data), "${1}colour=#c00800")
	src = regexp.MustCompile(`(?m)^(power italy .*?)colour=#\w+`).ReplaceAllString(src, "${1}colour=#6e7a00")
	os.WriteFile(def, []byte(src), 0o644)
	code, out := validateOut(dir)
	for _, want := range []string{
		") and england (#c00800) look too alike for normal vision: ΔE ",
		"powers austria (#",
		"and italy (#6e7a00) look too alike for deuteranopia",
	} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("exit %d, want 1 and %q in:\n%s", code, want, out)
		}
	}
	if strings.Contains(out, "italy (#6e7a00) look too alike for normal vision") {
		t.Errorf("red and olive are told apart with normal vision:\n%s", out)
	}
}

func TestValidateUsage(t *testing.T) {
	if code, _ := validateOut(); code != 2 {
		t.Errorf("no argument: exit %d, want 2", code)
	}
}

func TestVariantsListsBuiltinsAndInstalled(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	dir := copyVariant(t, "classic")
	def := filepath.Join(dir, variants.DefinitionFile)
	src, _ := os.ReadFile(def)
	src = bytes.Replace(src, []byte("\nvariant classic"), []byte("\nvariant mine"), 1)
	src = bytes.Replace(src, []byte("\nname Classic"), []byte("\nname My Classic"), 1)
	os.WriteFile(def, src, 0o644)
	inst := filepath.Join(data, "dipdesk", "variants", "mine")
	os.MkdirAll(filepath.Dir(inst), 0o755)
	if err := os.Rename(dir, inst); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := Run([]string{"variants"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, want := range []string{"classic", "American Conflict", "built in", "My Classic", inst} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("variants output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestValidateFindsInstalledVariantsAsRenderDoes(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	root := filepath.Join(data, "dipdesk", "variants")
	dir := copyVariant(t, "classic")
	def := filepath.Join(dir, variants.DefinitionFile)
	src, _ := os.ReadFile(def)
	src = bytes.Replace(src, []byte("\nvariant classic"), []byte("\nvariant mine"), 1)
	os.WriteFile(def, src, 0o644)
	os.MkdirAll(root, 0o755)
	if err := os.Rename(dir, filepath.Join(root, "mine")); err != nil {
		t.Fatal(err)
	}
	if code, out := validateOut("mine"); code != 0 || !strings.Contains(out, "mine: no problems") {
		t.Errorf("an installed variant by id: exit %d: %s", code, out)
	}

	// Broken: the same unknown name twice on a line is one problem, printed once.
	src = bytes.Replace(src, []byte("\narmy boh:"), []byte("\narmy bohx: bohx"), 1)
	os.WriteFile(filepath.Join(root, "mine", variants.DefinitionFile), src, 0o644)
	code, out := validateOut("mine")
	if code != 1 || !strings.Contains(out, `mine/variant.txt:`) || strings.Count(out, `unknown province "bohx"`) != 1 {
		t.Errorf("a broken installed variant: exit %d, want 1 and its problem once at file:line:\n%s", code, out)
	}
	if code, out := validateOut("nosuch"); code != 1 || !strings.Contains(out, "installed in "+root+": mine") {
		t.Errorf("an unknown id: exit %d: %s", code, out)
	}
}

// A user folder whose id is a built-in's is flagged whichever way it is
// asked for: by id (the built-in is checked, with a note) or by path.
func TestValidateFlagsAnIDClash(t *testing.T) {
	oneGoroutine(t)
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	reloadXDG(t)
	root := filepath.Join(data, "dipdesk", "variants")
	os.MkdirAll(root, 0o755)
	if err := os.Rename(copyVariant(t, "classic"), filepath.Join(root, "classic")); err != nil {
		t.Fatal(err)
	}
	if code, out := validateOut("classic"); code != 0 || !strings.Contains(out, "note: this is the built-in Classic; the installed folder") {
		t.Errorf("by id: exit %d: %s", code, out)
	}
	if code, out := validateOut(filepath.Join(root, "classic")); code != 1 || !strings.Contains(out, `the id "classic" is already the built-in variant Classic`) {
		t.Errorf("by path: exit %d: %s", code, out)
	}
}
