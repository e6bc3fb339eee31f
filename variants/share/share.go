// Package share moves a variant folder in and out of one .zip, for
// designers passing their work to each other. A zip from someone else is
// untrusted: no entry may leave the variant's folder, links and devices
// are refused, and the number of files and their sizes are bounded before
// and while they are read, so a hostile archive cannot write elsewhere,
// fill the disk or hang the app. Nothing is installed unless the whole
// folder unpacks and its definition loads.
package share

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"dipdesk/internal/filename"
	"dipdesk/variants"
)

// Bounds on what an imported variant may hold. The built-in variants are
// far inside them (the largest board is under 300 KB).
const (
	MaxFiles     = 64       // files in one variant folder
	MaxFileSize  = 16 << 20 // bytes of any one file, unpacked
	MaxTotalSize = 48 << 20 // bytes of the whole folder, unpacked
)

// Export writes the variant folder dir as a zip to w, every file under
// "<id>/". Only regular files are written; a link or device in the folder
// is an error rather than something followed.
func Export(dir string, w io.Writer) error {
	p, err := variants.Load(dir)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(w)
	count := 0
	err = filepath.WalkDir(dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, name)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasPrefix(d.Name(), ".") {
			return nil // editor and system leftovers
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s is a link or a special file: only plain files can be shared", rel)
		}
		if count++; count > MaxFiles {
			return fmt.Errorf("the folder has more than %d files", MaxFiles)
		}
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		hdr := &zip.FileHeader{Name: p.ID + "/" + filepath.ToSlash(rel), Method: zip.Deflate}
		hdr.SetMode(0o644)
		out, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		_, err = io.Copy(out, f)
		return err
	})
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return zw.Close()
}

// ExportFS writes a variant folder given as a file system (a built-in
// variant's embedded folder) as a zip to w, every file under "<id>/".
func ExportFS(fsys fs.FS, id string, w io.Writer) error {
	zw := zip.NewWriter(w)
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		hdr := &zip.FileHeader{Name: id + "/" + name, Method: zip.Deflate}
		hdr.SetMode(0o644)
		out, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		_, err = out.Write(data)
		return err
	})
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return zw.Close()
}

// Import unpacks the zip at zipPath into root/<id>/ and returns the loaded
// variant. The zip holds one variant: either one folder with a definition
// inside, or the files at its top. It refuses an id already installed,
// never overwriting anything.
func Import(zipPath, root string) (*variants.Package, error) {
	return ImportReplacing(zipPath, root, false)
}

// ImportReplacing is Import that, with replace set, puts the zip's variant
// in place of an installed one of the same id (the old folder is kept
// until the new one loads).
func ImportReplacing(zipPath, root string, replace bool) (*variants.Package, error) {
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		return nil, fmt.Errorf("import %s: not a zip file this can read: %v", filepath.Base(zipPath), err)
	}
	defer zr.Close()
	p, err := unpack(&zr.Reader, root, replace)
	if err != nil {
		return nil, fmt.Errorf("import %s: %w", filepath.Base(zipPath), err)
	}
	return p, nil
}

func unpack(zr *zip.Reader, root string, replace bool) (*variants.Package, error) {
	files, prefix, err := plan(zr.File)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(root, ".import-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var total int64
	for _, f := range files {
		rel := strings.TrimPrefix(f.Name, prefix)
		n, err := extract(f, filepath.Join(tmp, filepath.FromSlash(rel)), MaxTotalSize-total)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		total += n
	}
	// The definition names the variant; the folder takes its id.
	data, err := os.ReadFile(filepath.Join(tmp, variants.DefinitionFile))
	if err != nil {
		return nil, fmt.Errorf("no %s in the zip: it does not hold a variant", variants.DefinitionFile)
	}
	v, err := variants.Build(variants.DefinitionFile, data)
	if err != nil {
		return nil, fmt.Errorf("its definition does not load:\n%v", err)
	}
	if _, err := variants.Builtin(v.ID); err == nil {
		return nil, fmt.Errorf("its id %q is a built-in variant's: rename it before sharing", v.ID)
	}
	// The id becomes the folder's name, on this system and on the
	// Windows or Linux machine the variant is shared to next.
	if err := filename.Check("its variant id", v.ID); err != nil {
		return nil, err
	}
	return place(tmp, root, v.ID, replace)
}

// plan checks every entry's name and kind before anything is written, and
// finds the common folder the variant sits in ("" for files at the top).
func plan(entries []*zip.File) ([]*zip.File, string, error) {
	var files []*zip.File
	var declared uint64
	prefix, first := "", true
	for _, f := range entries {
		name := f.Name
		if err := safeName(name); err != nil {
			return nil, "", fmt.Errorf("entry %q: %w", name, err)
		}
		mode := f.Mode()
		switch {
		case mode&fs.ModeSymlink != 0:
			return nil, "", fmt.Errorf("entry %q is a symbolic link: links are refused, a variant is plain files", name)
		case mode.IsDir() || strings.HasSuffix(name, "/"):
			continue
		case !mode.IsRegular():
			return nil, "", fmt.Errorf("entry %q is not a plain file", name)
		}
		if len(files) >= MaxFiles {
			return nil, "", fmt.Errorf("more than %d files: a variant needs a handful", MaxFiles)
		}
		if f.UncompressedSize64 > MaxFileSize {
			return nil, "", fmt.Errorf("entry %q would unpack to %s, over the %s a file may hold", name, size(f.UncompressedSize64), size(MaxFileSize))
		}
		if declared += f.UncompressedSize64; declared > MaxTotalSize {
			return nil, "", fmt.Errorf("the zip would unpack to more than %s", size(MaxTotalSize))
		}
		top := ""
		if i := strings.Index(name, "/"); i >= 0 {
			top = name[:i+1]
		}
		if first {
			prefix, first = top, false
		} else if top != prefix {
			prefix = "" // files at the top, or several folders: keep paths
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, "", errors.New("the zip is empty")
	}
	// A single folder whose definition is one level down is the variant.
	return files, prefix, nil
}

// safeName refuses a name that could land outside the folder: absolute,
// with a drive or backslash, or climbing with "..".
func safeName(name string) error {
	if name == "" || strings.ContainsAny(name, "\\\x00:") || strings.HasPrefix(name, "/") {
		return errors.New("not a plain relative path")
	}
	clean := path.Clean(name)
	if clean == ".." || strings.HasPrefix(clean, "../") || strings.Contains(name, "/../") || strings.HasSuffix(name, "/..") {
		return errors.New("climbs out of the variant's folder")
	}
	if strings.Count(clean, "/") > 3 {
		return errors.New("nested too deep for a variant")
	}
	return nil
}

// extract writes one entry to dest, reading at most the file bound and
// what is left of the total: a zip whose headers understate its sizes is
// stopped as soon as it passes them.
func extract(f *zip.File, dest string, left int64) (int64, error) {
	limit := min(int64(MaxFileSize), left)
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return 0, err
	}
	r, err := f.Open()
	if err != nil {
		return 0, err
	}
	defer r.Close()
	out, err := os.OpenFile(dest, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(out, io.LimitReader(r, limit+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum) {
			return n, fmt.Errorf("damaged or larger than its header says (%v)", err)
		}
		return n, err
	}
	if n > limit {
		return n, fmt.Errorf("unpacks to more than %s", size(uint64(limit)))
	}
	return n, nil
}

func size(n uint64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}
