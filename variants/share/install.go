package share

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"dipdesk/variants"
)

// ErrInstalled is returned (wrapped) when a variant of the same id is
// already installed and the caller did not ask to replace it.
var ErrInstalled = errors.New("already installed")

// place moves the unpacked folder tmp (under root) to root/<id>. An
// installed folder of that id is refused unless replace is set; then it
// is swapped out only once the new one is in place, so a failure leaves
// the old variant as it was.
func place(tmp, root, id string, replace bool) (*variants.Package, error) {
	dest := filepath.Join(root, id)
	var old string
	if _, err := os.Lstat(dest); err == nil {
		if !replace {
			return nil, fmt.Errorf("a variant %q is %w at %s: replace it (--replace, or Replace in the app) or remove it first", id, ErrInstalled, dest)
		}
		aside, err := os.MkdirTemp(root, ".replaced-")
		if err != nil {
			return nil, err
		}
		old = filepath.Join(aside, id)
		if err := os.Rename(dest, old); err != nil {
			os.RemoveAll(aside)
			return nil, err
		}
		defer os.RemoveAll(aside)
	}
	if err := os.Rename(tmp, dest); err != nil {
		if old != "" {
			os.Rename(old, dest)
		}
		return nil, err
	}
	p, err := variants.Load(dest)
	if err != nil {
		os.RemoveAll(dest)
		if old != "" {
			os.Rename(old, dest)
		}
		return nil, err
	}
	return p, nil
}

// InstallFiles installs a variant folder made in memory (an import from
// another format): files by name, written under root/<id>/ through a
// temporary folder, so that nothing half-written is ever listed. The
// definition must load; an installed folder of that id is replaced only
// if replace is set.
func InstallFiles(root, id string, files map[string][]byte, replace bool) (*variants.Package, error) {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, err
	}
	data, ok := files[variants.DefinitionFile]
	if !ok {
		return nil, fmt.Errorf("no %s", variants.DefinitionFile)
	}
	v, err := variants.Build(variants.DefinitionFile, data)
	if err != nil {
		return nil, fmt.Errorf("its definition does not load:\n%v", err)
	}
	if v.ID != id {
		return nil, fmt.Errorf("the definition says \"variant %s\", expected %s", v.ID, id)
	}
	if _, err := variants.Builtin(id); err == nil {
		return nil, fmt.Errorf("its id %q is a built-in variant's", id)
	}
	tmp, err := os.MkdirTemp(root, ".import-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	for name, b := range files {
		if err := safeName(name); err != nil || filepath.Base(name) != name {
			return nil, fmt.Errorf("file %q: not a plain file name", name)
		}
		if err := os.WriteFile(filepath.Join(tmp, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	return place(tmp, root, id, replace)
}

// Remove deletes the installed variant folder root/<id>. It refuses a
// name that is not a plain folder name, so it can delete nothing else.
func Remove(root, id string) error {
	if id == "" || filepath.Base(id) != id || id == "." || id == ".." || safeName(id) != nil {
		return fmt.Errorf("%q is not an installed variant's folder", id)
	}
	dir := filepath.Join(root, id)
	if _, err := os.Stat(filepath.Join(dir, variants.DefinitionFile)); err != nil {
		return fmt.Errorf("%s holds no variant: %w", dir, err)
	}
	return os.RemoveAll(dir)
}
