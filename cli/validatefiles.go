package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"dipdesk/variants"
	"dipdesk/variants/datc"
	"dipdesk/variants/mapgen/gen"
)

// The files of a variant folder validate reads besides the definition and
// the board: board.toml (the generator's input) and scenarios.txt (the
// designer's test cases). A problem in either is reported at file:line.

// specProblems parses board.toml as mapgen does, checks every lon/lat in
// it against the projection's bounds (naming a pair that only fits
// swapped), and says when map.svg was drawn before board.toml last
// changed.
func specProblems(pkg *variants.Package) []string {
	data, err := pkg.ReadFile("board.toml")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return []string{"board.toml: " + err.Error()}
	}
	var out []string
	spec, err := gen.ParseSpec(data, "board.toml")
	if err != nil {
		out = append(out, err.Error())
	} else {
		out = append(out, outOfBounds(spec, data)...)
	}
	if pkg.Source != "builtin" {
		toml, err1 := os.Stat(filepath.Join(pkg.Source, "board.toml"))
		svg, err2 := os.Stat(filepath.Join(pkg.Source, "map.svg"))
		if err1 == nil && err2 == nil && svg.ModTime().Before(toml.ModTime()) {
			out = append(out, fmt.Sprintf("map.svg is older than board.toml (drawn %s, board.toml changed %s): redraw it with  dipdesk mapgen %s",
				svg.ModTime().Format("2006-01-02 15:04"), toml.ModTime().Format("2006-01-02 15:04"), pkg.Source))
		}
	}
	return out
}

var pairRE = regexp.MustCompile(`\[\s*(-?[0-9.]+)\s*,\s*(-?[0-9.]+)\s*\]`)

// outOfBounds names every position of the spec outside its projection's
// bounds, at its line; one that fits once its two numbers are exchanged is
// named as swapped.
func outOfBounds(s *gen.Spec, data []byte) []string {
	pr := gen.NewProjector(s)
	in := func(p gen.LonLat) bool {
		if p[1] < -90 || p[1] > 90 {
			return false
		}
		q := pr.Project(p[0], p[1])
		return q.X >= 0 && q.Y >= 0 && q.X < float64(pr.W) && q.Y < float64(pr.H)
	}
	lines := strings.Split(string(data), "\n")
	lineOf := func(p gen.LonLat, from int) int {
		for i := from; i < len(lines); i++ {
			for _, m := range pairRE.FindAllStringSubmatch(lines[i], -1) {
				var x, y float64
				fmt.Sscan(m[1], &x)
				fmt.Sscan(m[2], &y)
				if x == p[0] && y == p[1] {
					return i + 1
				}
			}
		}
		return 0
	}
	var out []string
	check := func(id, what string, p gen.LonLat) {
		if in(p) {
			return
		}
		idLine := 0
		for i, l := range lines {
			if strings.Contains(l, `"`+id+`"`) && strings.Contains(l, "id") {
				idLine = i
				break
			}
		}
		at := lineOf(p, idLine)
		where := "board.toml"
		if at > 0 {
			where = fmt.Sprintf("board.toml:%d", at)
		}
		if in(gen.LonLat{p[1], p[0]}) {
			out = append(out, fmt.Sprintf("%s: %s: %s [%g, %g] looks swapped: it falls outside the board, but [%g, %g] is on it; positions are [longitude, latitude]",
				where, id, what, p[0], p[1], p[1], p[0]))
			return
		}
		out = append(out, fmt.Sprintf("%s: %s: %s [%g, %g] falls outside the board; positions are [longitude, latitude]", where, id, what, p[0], p[1]))
	}
	for _, ps := range append(append([]gen.ProvSpec{}, s.Provinces...), s.Impassable...) {
		for _, a := range ps.Anchors {
			check(ps.ID, "anchor", a)
		}
		for what, p := range map[string]*gen.LonLat{"sc": ps.SC, "unit": ps.Unit, "label": ps.Label} {
			if p != nil {
				check(ps.ID, what, *p)
			}
		}
		for _, c := range ps.Coasts {
			if c.Unit != nil {
				check(ps.ID+"/"+c.ID, "unit", *c.Unit)
			}
		}
	}
	return out
}

var caseLineRE = regexp.MustCompile(`^line (\d+): (.*)$`)

// scenarioProblems parses scenarios.txt and sets up each case on the
// variant: a line that names a power, province or unit the variant does
// not have is reported at scenarios.txt:line. (Whether the cases pass is
// `dipdesk datc`'s to say.)
func scenarioProblems(pkg *variants.Package) []string {
	data, err := pkg.ReadFile("scenarios.txt")
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return []string{"scenarios.txt: " + err.Error()}
	}
	f, err := datc.Parse("scenarios.txt", bytes.NewReader(data))
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	if f.Variant != "" && !variants.Names(pkg, f.Variant) {
		out = append(out, fmt.Sprintf("scenarios.txt: VARIANT_ALL %s is not this variant (%s)", f.Variant, pkg.Variant.Name))
	}
	for _, c := range f.Cases {
		if _, _, err := datc.Prepare(pkg.Variant, c); err != nil {
			for _, d := range strings.Split(err.Error(), "; ") {
				if m := caseLineRE.FindStringSubmatch(d); m != nil {
					out = append(out, fmt.Sprintf("scenarios.txt:%s: %s (case %s)", m[1], m[2], c.Name))
				} else {
					out = append(out, fmt.Sprintf("scenarios.txt:%d: %s (case %s)", c.Line, d, c.Name))
				}
			}
		}
	}
	return out
}
