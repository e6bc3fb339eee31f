package jdip

import (
	"archive/zip"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"dipdesk/variants"
	"dipdesk/variants/share"
)

// Bounds on a plug-in from someone else: jDip's own distribution has a
// few dozen files per plug-in, none over a few megabytes.
const (
	MaxEntries   = 512
	MaxTotalSize = 128 << 20
)

// IsPlugin reports whether path is a jDip plug-in: a folder or a zip with
// variants.xml at its top (or inside its one top folder).
func IsPlugin(path string) bool {
	fsys, closer, err := openPath(path)
	if err != nil {
		return false
	}
	defer closer()
	_, err = Open(fsys)
	return err == nil
}

// openPath opens a folder or a zip as a file system, checking a zip's
// entries against the bounds before anything is read.
func openPath(path string) (fs.FS, func(), error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if st.IsDir() {
		return os.DirFS(path), func() {}, nil
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, nil, fmt.Errorf("not a folder or a zip file this can read: %v", err)
	}
	if len(zr.File) > MaxEntries {
		zr.Close()
		return nil, nil, fmt.Errorf("more than %d entries: too many for a variant plug-in", MaxEntries)
	}
	var total uint64
	for _, f := range zr.File {
		if total += f.UncompressedSize64; total > MaxTotalSize {
			zr.Close()
			return nil, nil, fmt.Errorf("it would unpack to more than %d MB", MaxTotalSize>>20)
		}
	}
	return zr, func() { zr.Close() }, nil
}

// Result is what an import did: the variants installed and the ones
// refused, each with its reason.
type Result struct {
	Installed []*variants.Package
	Refused   []Refusal
}

// Install reads the plug-in at path (a .zip or a folder) and installs
// each of its variants under root as a dipdesk variant folder. A variant
// whose id is already installed is refused unless replace is set. The
// error is for a plug-in that cannot be read at all.
func Install(path, root string, replace bool) (Result, error) {
	var res Result
	fsys, closer, err := openPath(path)
	if err != nil {
		return res, err
	}
	defer closer()
	p, err := Open(fsys)
	if err != nil {
		return res, err
	}
	conv, refused := p.Convert(filepath.Base(path))
	res.Refused = refused
	for _, c := range conv {
		id := c.ID
		if _, err := variants.Builtin(id); err == nil {
			// jDip's "Standard" is dipdesk's Classic: keep both apart.
			id = "jdip" + id
			c.Files[variants.DefinitionFile] = []byte(replaceID(string(c.Files[variants.DefinitionFile]), c.ID, id))
		}
		pkg, err := share.InstallFiles(root, id, c.Files, replace)
		if err != nil {
			res.Refused = append(res.Refused, Refusal{Name: c.Name, Reason: err.Error()})
			continue
		}
		res.Installed = append(res.Installed, pkg)
	}
	return res, nil
}

func replaceID(def, from, to string) string {
	return strings.Replace(def, "\nvariant "+from+"\n", "\nvariant "+to+"\n", 1)
}
