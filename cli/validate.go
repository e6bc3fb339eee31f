package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/boardcheck"
)

// runValidate reports everything wrong with a variant folder or built-in
// variant: its definition (file:line), its board against its graph, its
// rules page, and provinces nothing can reach. Exit 1 if anything is wrong.
func runValidate(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, "usage: dipdesk validate PATH|ID")
		return 2
	}
	pkg, broken, err := findForValidate(args[0])
	if broken != nil {
		err = broken
		if len(broken.Problems) == 0 {
			err = errors.New(broken.Folder)
		}
	}
	if err != nil {
		// Definition errors come one per line, each with file:line, and
		// each once: one bad name on a line is one problem.
		probs := variants.Problems(err)
		if broken != nil {
			probs = broken.Problems
			fmt.Fprintf(stdout, "%s (%s): the variant does not load:\n", args[0], broken.Dir)
		} else {
			fmt.Fprintf(stdout, "%s: the variant does not load:\n", args[0])
		}
		for _, line := range probs {
			fmt.Fprintln(stdout, "  "+line)
		}
		return 1
	}
	if pkg.Source == "builtin" && !strings.ContainsAny(args[0], `/\`) && isDir(filepath.Join(userVariantsDir(), args[0])) {
		// A designer asking for their own folder of the same name.
		fmt.Fprintf(stdout, "%s: note: this is the built-in %s; the installed folder %s has the same id and is never picked (give its path to check it)\n",
			args[0], pkg.Variant.Name, filepath.Join(userVariantsDir(), args[0]))
	}
	problems := validate(pkg)
	for _, line := range legibility(pkg) {
		fmt.Fprintf(stdout, "%s: %s\n", pkg.ID, line)
	}
	if len(problems) == 0 {
		v := pkg.Variant
		fmt.Fprintf(stdout, "%s: no problems (%d provinces, %d supply centres, %d powers; the board matches the graph)\n",
			pkg.ID, countPlayable(v), len(v.SupplyCenters()), v.NumPowers())
		if c := closestColours(v); c != "" {
			fmt.Fprintf(stdout, "%s: %s\n", pkg.ID, c)
		}
		return 0
	}
	for _, p := range problems {
		fmt.Fprintf(stdout, "%s: %s\n", pkg.ID, p)
	}
	fmt.Fprintf(stdout, "%s: %d problem%s\n", pkg.ID, len(problems), map[bool]string{true: "", false: "s"}[len(problems) == 1])
	return 1
}

// findForValidate resolves a folder path, a built-in, or an installed
// variant (as render does); an installed folder that does not load comes
// back as its Broken, with its problems.
func findForValidate(id string) (*variants.Package, *variants.Broken, error) {
	if strings.ContainsAny(id, `/\`) || isDir(id) {
		p, err := variants.Load(id)
		return p, nil, err
	}
	return variants.FindInstalled(id, userVariantsDir())
}

// installedFolder reports whether pkg is a folder in the user variants
// directory, where an id clash with a built-in matters (a copy of a
// built-in elsewhere, as in the source tree, is checked as it is).
func installedFolder(pkg *variants.Package) bool {
	if pkg.Source == "builtin" {
		return false
	}
	dir, err1 := filepath.Abs(filepath.Dir(pkg.Source))
	root, err2 := filepath.Abs(userVariantsDir())
	return err1 == nil && err2 == nil && dir == root
}

// validate lists a loaded package's problems beyond those the loader
// already refuses.
func validate(pkg *variants.Package) []string {
	var out []string
	v := pkg.Variant
	if installedFolder(pkg) {
		if clash := variants.BuiltinClash(pkg); clash != "" {
			out = append(out, clash)
		}
	}
	if _, err := pkg.ReadFile("rules.md"); errors.Is(err, fs.ErrNotExist) {
		out = append(out, "rules.md is missing: players need the rules in words")
	}
	probs, err := boardcheck.Check(pkg)
	if err != nil {
		out = append(out, "board: "+err.Error())
	}
	for _, p := range probs {
		out = append(out, "map.svg "+p.String())
	}
	out = append(out, specProblems(pkg)...)
	out = append(out, scenarioProblems(pkg)...)
	for i := 0; i < v.NumProvinces(); i++ {
		p := v.Province(engine.ProvinceID(i))
		if p.Kind != engine.Impassable && len(v.ProvinceNeighbours(engine.ProvinceID(i))) == 0 {
			out = append(out, fmt.Sprintf("province %s (%s) has no borders: no unit can ever reach it", p.ID, p.Name))
		}
	}
	if n, need := len(v.SupplyCenters()), v.VictoryThreshold(); need > n {
		out = append(out, fmt.Sprintf("victory needs %d supply centres but the board has only %d", need, n))
	}
	return append(out, colourProblems(v)...)
}

// colourProblems names the pairs of powers whose board colours (their
// colour= or the default the board gives them) look too alike, for normal
// vision or a simulated colour-vision deficiency.
func colourProblems(v *engine.Variant) []string {
	powers := render.PowersOf(v)
	var out []string
	for _, c := range render.CheckPalette(render.PaletteFor(powers, false).Powers) {
		a, b := v.Power(engine.PowerID(c.A)), v.Power(engine.PowerID(c.B))
		out = append(out, fmt.Sprintf("powers %s (%s) and %s (%s) look too alike for %s: ΔE %.1f, want ≥ %d (change a colour= on their power lines)",
			a.ID, colourName(powers[c.A]), b.ID, colourName(powers[c.B]), c.Vision, c.DeltaE, render.MinPowerDeltaE))
	}
	return out
}

// closestColours names the two powers whose colours are nearest for any
// vision, with the letters that tell their units apart as well.
func closestColours(v *engine.Variant) string {
	powers := render.PowersOf(v)
	c, ok := render.ClosestPair(render.PaletteFor(powers, false).Powers)
	if !ok {
		return ""
	}
	a, b := v.Power(engine.PowerID(c.A)), v.Power(engine.PowerID(c.B))
	return fmt.Sprintf("closest power colours: %s (%s) and %s (%s), ΔE %.1f for %s (at least %d wanted); their units also carry the letters %s and %s",
		a.ID, colourName(powers[c.A]), b.ID, colourName(powers[c.B]), c.DeltaE, c.Vision, render.MinPowerDeltaE, letterOf(powers[c.A]), letterOf(powers[c.B]))
}

func colourName(p render.Power) string {
	if p.Colour.A == 0 {
		return "default colour"
	}
	return fmt.Sprintf("#%02x%02x%02x", p.Colour.R, p.Colour.G, p.Colour.B)
}

func countPlayable(v *engine.Variant) int {
	n := 0
	for i := 0; i < v.NumProvinces(); i++ {
		if v.Province(engine.ProvinceID(i)).Kind != engine.Impassable {
			n++
		}
	}
	return n
}

// letterOf is the letter drawn on a power's units.
func letterOf(p render.Power) string {
	if p.Letter != "" {
		return p.Letter
	}
	if r := []rune(p.Name); len(r) > 0 {
		return strings.ToUpper(string(r[0]))
	}
	return "?"
}
