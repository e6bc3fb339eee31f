// Package variants holds dipdesk's variant packages: the built-in ones,
// embedded in the binary, and the loader for variants a user installs. A
// variant package is a folder variants/<id>/ with a definition file
// (variant.txt, the format is described at the top of
// variants/classic/variant.txt), a board (map.svg) and the rules as players
// read them (rules.md).
//
//	pkg, err := variants.Builtin("classic") // or "Standard", "Classic"
//	v := pkg.Variant
//	pkg, err = variants.Load("/home/me/.local/share/dipdesk/variants/mine")
package variants

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"dipdesk/engine"
)

// builtinFS holds the built-in variant folders, whole, so that their boards
// and rules come along with the definitions.
//
//go:embed classic americanconflict 1776 warinnorthamerica overture1812 imperial
var builtinFS embed.FS

// Package is a loaded variant folder.
type Package struct {
	ID      string
	Variant *engine.Variant
	// Files is the folder's content: DefinitionFile, map.svg, rules.md, ...
	Files fs.FS
	// Source is "builtin" or the folder's path on disk.
	Source string
}

// Open opens one of the package's files, e.g. "map.svg".
func (p *Package) Open(name string) (fs.File, error) { return p.Files.Open(name) }

// ReadFile reads one of the package's files; an absent file is an error
// satisfying errors.Is(err, fs.ErrNotExist).
func (p *Package) ReadFile(name string) ([]byte, error) { return fs.ReadFile(p.Files, name) }

var builtins = sync.OnceValues(loadBuiltins)

func loadBuiltins() ([]*Package, error) {
	entries, err := fs.ReadDir(builtinFS, ".")
	if err != nil {
		return nil, err
	}
	var pkgs []*Package
	var errs []error
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		sub, err := fs.Sub(builtinFS, e.Name())
		if err != nil {
			errs = append(errs, err)
			continue
		}
		p, err := loadFS(sub, path.Join("variants", e.Name()), "builtin")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, errors.Join(errs...)
}

// Builtins lists the built-in variants in id order.
func Builtins() ([]*Package, error) {
	pkgs, err := builtins()
	out := append([]*Package(nil), pkgs...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, err
}

// Builtin finds a built-in variant by id, name or alias, case-insensitively
// ("classic", "Classic", "Standard").
func Builtin(name string) (*Package, error) {
	pkgs, err := builtins()
	if p := find(pkgs, name); p != nil {
		return p, nil
	}
	if err != nil {
		return nil, fmt.Errorf("variants: no built-in variant %q (some failed to load: %v)", name, err)
	}
	ids := make([]string, len(pkgs))
	for i, p := range pkgs {
		ids[i] = p.ID
	}
	sort.Strings(ids)
	return nil, fmt.Errorf("variants: no built-in variant %q: known are %s", name, strings.Join(ids, ", "))
}

func find(pkgs []*Package, name string) *Package {
	key := strings.ToLower(strings.TrimSpace(name))
	for _, p := range pkgs {
		if p.ID == key || strings.ToLower(p.Variant.Name) == key {
			return p
		}
	}
	for _, p := range pkgs {
		for _, a := range p.Variant.Aliases {
			if strings.ToLower(a) == key {
				return p
			}
		}
	}
	return nil
}

// Load reads the variant folder at dir (holding variant.txt).
func Load(dir string) (*Package, error) {
	st, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("variants: there is no folder %s: %w", dir, fs.ErrNotExist)
	}
	if err != nil {
		return nil, fmt.Errorf("variants: %w", err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("variants: %s is not a folder", dir)
	}
	return loadFS(os.DirFS(dir), filepath.Join(dir), dir)
}

// LoadDir loads every variant folder under root (e.g. the user's installed
// variants). A folder without a definition file is skipped; each folder that
// fails is reported in the joined error while the others still load.
func LoadDir(root string) ([]*Package, error) {
	entries, err := os.ReadDir(root)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, fmt.Errorf("variants: %w", err)
	}
	var pkgs []*Package
	var errs []error
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := filepath.Join(root, e.Name())
		if _, err := os.Stat(filepath.Join(dir, DefinitionFile)); err != nil {
			continue
		}
		p, err := Load(dir)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, errors.Join(errs...)
}

// Find looks a variant up among the built-ins, then among the folders under
// userRoot (which may be empty).
func Find(name, userRoot string) (*Package, error) {
	if p, err := Builtin(name); err == nil {
		return p, nil
	}
	if userRoot != "" {
		pkgs, _ := LoadDir(userRoot)
		if p := find(pkgs, name); p != nil {
			return p, nil
		}
	}
	return Builtin(name)
}

// MaxDefinitionSize bounds a definition file: the largest built-in is
// under 40 KB, and a variant from someone else must not make the loader
// read without end.
const MaxDefinitionSize = 1 << 20

func loadFS(files fs.FS, dirName, source string) (*Package, error) {
	if st, err := fs.Stat(files, DefinitionFile); err == nil && st.Size() > MaxDefinitionSize {
		return nil, &LineError{File: path.Join(filepath.ToSlash(dirName), DefinitionFile),
			Msg: fmt.Sprintf("%d KB is too large for a definition (at most %d KB)", st.Size()>>10, MaxDefinitionSize>>10)}
	}
	data, err := fs.ReadFile(files, DefinitionFile)
	if err != nil {
		return nil, fmt.Errorf("variants: %s: %w", dirName, err)
	}
	file := path.Join(filepath.ToSlash(dirName), DefinitionFile)
	v, err := Build(file, data)
	if err != nil {
		return nil, err
	}
	if base := path.Base(filepath.ToSlash(dirName)); base != v.ID && base != "." {
		return nil, &LineError{File: file, Msg: fmt.Sprintf("the folder is %q but the definition says \"variant %s\": expected them to match", base, v.ID)}
	}
	return &Package{ID: v.ID, Variant: v, Files: files, Source: source}, nil
}
