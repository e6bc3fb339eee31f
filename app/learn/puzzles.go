package learn

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// Puzzle is one adjudication case to predict: the position and orders of
// a case the project's tests run, whose answer is the engine's own result.
type Puzzle struct {
	ID      string // the case's name, unique across the sources
	Title   string // the case's name made readable: "two bounce"
	Story   string // the comment above the case: what it shows
	Pkg     *variants.Package
	Edition engine.Edition
	Case    *datc.Case
}

// Topic is a group of puzzles about one rule (or one variant's rules).
type Topic struct {
	Name    string
	Puzzles []*Puzzle
}

// topicNames names the Classic case files by the rule they test, in the
// order a learner meets the rules. A file not named here is its own topic.
var topicNames = []struct{ file, name string }{
	{"moves", "Moves, bounces and illegal orders"},
	{"supports", "Support and cut support"},
	{"circular", "Swaps and circular moves"},
	{"coasts", "Coasts"},
	{"convoys", "Convoys"},
	{"retreats", "Retreats"},
	{"adjustments", "Builds and removals"},
	{"explanations", "Why an order failed"},
}

// Collect makes puzzles from the Classic adjudication cases (engine's
// CaseFiles) and every variant's scenarios.txt, grouped by topic. Cases
// that cannot be played as puzzles (no orders, a variant not installed,
// a line that does not read) are left out: a puzzle must show a real
// position the adjudicator resolves.
func Collect(cases fs.FS, pkgs []*variants.Package) ([]Topic, error) {
	byName := func(name string) *variants.Package {
		for _, p := range pkgs {
			if strings.EqualFold(p.Variant.Name, name) || strings.EqualFold(p.ID, name) {
				return p
			}
			for _, a := range p.Variant.Aliases {
				if strings.EqualFold(a, name) {
					return p
				}
			}
		}
		return nil
	}
	groups := map[string]*Topic{}
	var order []string
	add := func(topic string, pz *Puzzle) {
		t, ok := groups[topic]
		if !ok {
			t = &Topic{Name: topic}
			groups[topic] = t
			order = append(order, topic)
		}
		t.Puzzles = append(t.Puzzles, pz)
	}
	files, err := fs.Glob(cases, "testdata/adjudication/*.txt")
	if err != nil {
		return nil, err
	}
	sort.Slice(files, func(i, j int) bool { return fileRank(files[i]) < fileRank(files[j]) })
	for _, name := range files {
		data, err := fs.ReadFile(cases, name)
		if err != nil {
			return nil, err
		}
		base, ed := topicOf(path.Base(name))
		f, err := datc.Parse(name, bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		pkg := byName(f.Variant)
		if pkg == nil {
			continue
		}
		for _, c := range f.Cases {
			if pz := puzzle(pkg, c, ed); pz != nil {
				add(base, pz)
			}
		}
	}
	for _, pkg := range pkgs {
		data, err := pkg.ReadFile("scenarios.txt")
		if err != nil {
			continue // most variants have none
		}
		f, err := datc.Parse(pkg.ID+"/scenarios.txt", bytes.NewReader(data))
		if err != nil || byName(f.Variant) != pkg {
			continue // a broken user variant's scenarios teach nothing
		}
		for _, c := range f.Cases {
			if pz := puzzle(pkg, c, engine.DefaultEdition); pz != nil {
				add(pkg.Variant.Name+": special rules", pz)
			}
		}
	}
	out := make([]Topic, 0, len(order))
	for _, name := range order {
		out = append(out, *groups[name])
	}
	return out, nil
}

// fileRank puts case files in topicNames order, editions after the file
// they belong to.
func fileRank(name string) string {
	base, ed := topicOf(path.Base(name))
	for i, t := range topicNames {
		if t.name == base {
			return fmt.Sprintf("%02d %d", i, ed)
		}
	}
	return "99 " + name
}

// topicOf maps a case file name to its topic and rules edition.
func topicOf(file string) (string, engine.Edition) {
	stem := strings.TrimSuffix(file, ".txt")
	ed := engine.DefaultEdition
	if s, ok := strings.CutSuffix(stem, "_2000"); ok {
		stem, ed = s, engine.Edition2000
	} else if s, ok := strings.CutSuffix(stem, "_2023"); ok {
		stem, ed = s, engine.Edition2023
	}
	for _, t := range topicNames {
		if t.file == stem {
			return t.name, ed
		}
	}
	return stem, ed
}

// puzzle keeps case c if it resolves into a study with orders.
func puzzle(pkg *variants.Package, c *datc.Case, ed engine.Edition) *Puzzle {
	pz := &Puzzle{ID: c.Name, Title: readable(c.Name), Story: c.Comment, Pkg: pkg, Edition: ed, Case: c}
	if ed != engine.DefaultEdition { // the same case may exist for each edition
		pz.Title += " (" + ed.String() + " rules)"
		pz.ID += "@" + ed.String()
	}
	if _, err := pz.Study(); err != nil {
		return nil
	}
	return pz
}

// readable turns "moves.two-bounce" into "Two bounce".
func readable(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	name = strings.ReplaceAll(name, "-", " ")
	if name == "" {
		return "Puzzle"
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// Study sets the puzzle up and resolves it with the real adjudicator.
func (pz *Puzzle) Study() (*Study, error) {
	return Resolve(pz.Pkg.Variant, pz.Case, engine.Options{Edition: pz.Edition})
}
