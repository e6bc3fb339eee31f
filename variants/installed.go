package variants

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Broken is an installed variant folder that cannot be played: its
// definition does not load, or its id is already a built-in variant's. The
// app shows it as a card with its problems, so a designer sees why it is
// not among the variants instead of finding it missing.
type Broken struct {
	// Folder is the folder's name under the variants directory, which is
	// the id the designer meant.
	Folder string
	// Dir is the folder's path on disk.
	Dir string
	// Problems are plain sentences, each starting with file:line where the
	// problem has a place; each appears once.
	Problems []string
}

// Error joins the problems, one per line.
func (b Broken) Error() string {
	return b.Folder + ": " + strings.Join(b.Problems, "\n"+b.Folder+": ")
}

// Installed is what a user has installed under one variants directory.
type Installed struct {
	Root     string
	Packages []*Package // the variants that load, in folder order
	Broken   []Broken   // the folders that do not, in folder order
}

// LoadInstalled loads every variant folder under root (a folder holding a
// definition file), keeping the ones that fail with their problems. A user
// variant whose id is a built-in variant's id, name or alias is broken too:
// the built-in would always win, so the designer's variant could never be
// chosen. A missing root is an empty installation.
func LoadInstalled(root string) (Installed, error) {
	inst := Installed{Root: root}
	entries, err := os.ReadDir(root)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return inst, nil
		}
		return inst, fmt.Errorf("variants: %w", err)
	}
	builtin, _ := builtins()
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") { // .import-… is an import in progress
			continue
		}
		dir := filepath.Join(root, e.Name())
		if _, err := os.Stat(filepath.Join(dir, DefinitionFile)); err != nil {
			continue
		}
		p, err := Load(dir)
		if err != nil {
			probs := Problems(err)
			for i, pr := range probs { // "mine/variant.txt:3: ..." reads better than the whole path
				probs[i] = strings.TrimPrefix(pr, filepath.ToSlash(root)+"/")
			}
			inst.Broken = append(inst.Broken, Broken{Folder: e.Name(), Dir: dir, Problems: probs})
			continue
		}
		if clash := builtinClash(builtin, p); clash != "" {
			inst.Broken = append(inst.Broken, Broken{Folder: e.Name(), Dir: dir, Problems: []string{clash}})
			continue
		}
		inst.Packages = append(inst.Packages, p)
	}
	return inst, nil
}

// builtinClash says why p cannot sit beside the built-ins, or "": its id
// is a built-in's id, name or alias, so looking it up always finds the
// built-in. (A shared alias only hides that alias; the id still works.)
func builtinClash(builtin []*Package, p *Package) string {
	b := find(builtin, p.ID)
	if b == nil {
		return ""
	}
	file := filepath.Join(filepath.Base(p.Source), DefinitionFile)
	return fmt.Sprintf("%s: the id %q is already the built-in variant %s (%s): choose another id (the \"variant\" line and the folder name), or the built-in is always picked and this one can never be played",
		filepath.ToSlash(file), p.ID, b.Variant.Name, b.ID)
}

// Problems splits a loading error into its sentences, each once, in the
// order found: a definition error joins one *LineError per line.
func Problems(err error) []string {
	if err == nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	var walk func(error)
	walk = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
			return
		}
		for _, line := range strings.Split(e.Error(), "\n") {
			line = strings.TrimPrefix(line, "variants: ")
			if line != "" && !seen[line] {
				seen[line] = true
				out = append(out, line)
			}
		}
	}
	walk(err)
	return out
}

// FindInstalled looks a variant up among the built-ins, then the installed
// folders under root: by id, name or alias, or by folder name. A folder
// that is there but broken is returned as its Broken, so that the caller
// can say what is wrong with it rather than "no such variant".
func FindInstalled(name, root string) (*Package, *Broken, error) {
	if p, err := Builtin(name); err == nil {
		return p, nil, nil
	}
	inst, err := LoadInstalled(root)
	if err != nil {
		return nil, nil, err
	}
	if p := find(inst.Packages, name); p != nil {
		return p, nil, nil
	}
	key := strings.ToLower(strings.TrimSpace(name))
	for i := range inst.Broken {
		if strings.ToLower(inst.Broken[i].Folder) == key {
			return nil, &inst.Broken[i], nil
		}
	}
	_, err = Builtin(name)
	ids := make([]string, 0, len(inst.Packages)+len(inst.Broken))
	for _, p := range inst.Packages {
		ids = append(ids, p.ID)
	}
	for _, b := range inst.Broken {
		ids = append(ids, b.Folder)
	}
	if len(ids) > 0 {
		sort.Strings(ids)
		err = fmt.Errorf("%v; installed in %s: %s", err, root, strings.Join(ids, ", "))
	}
	return nil, nil, err
}

// Names reports whether name is p's id, name or one of its aliases, as the
// lookups read them (case-insensitively).
func Names(p *Package, name string) bool { return find([]*Package{p}, name) != nil }

// BuiltinClash says why a user variant p cannot sit beside the built-ins
// (its id is a built-in's id, name or alias), or "".
func BuiltinClash(p *Package) string {
	builtin, _ := builtins()
	return builtinClash(builtin, p)
}
