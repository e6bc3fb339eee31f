package share

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/variants/scaffold"
)

// writeZip writes entries (name → content) to a zip file and returns its path.
func writeZip(t *testing.T, build func(zw *zip.Writer)) string {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	build(zw)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "v.zip")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func add(t *testing.T, zw *zip.Writer, name, content string) {
	w, err := zw.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(content))
}

// nothingOutside fails if anything but root's own folders appeared beside it.
func nothingWritten(t *testing.T, parent string) {
	t.Helper()
	filepath.WalkDir(parent, func(p string, d fs.DirEntry, err error) error {
		if !d.IsDir() {
			t.Errorf("a refused zip left %s", p)
		}
		return nil
	})
}

func TestExportThenImport(t *testing.T) {
	dir, err := scaffold.Write("tara", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Export(dir, &buf); err != nil {
		t.Fatal(err)
	}
	zp := filepath.Join(t.TempDir(), "tara.zip")
	os.WriteFile(zp, buf.Bytes(), 0o644)
	root := filepath.Join(t.TempDir(), "variants")
	p, err := Import(zp, root)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != "tara" || p.Source != filepath.Join(root, "tara") {
		t.Errorf("imported %s from %s", p.ID, p.Source)
	}
	for _, name := range scaffold.Files {
		a, _ := os.ReadFile(filepath.Join(dir, name))
		b, _ := os.ReadFile(filepath.Join(root, "tara", name))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs after the round trip", name)
		}
	}
	if _, err := Import(zp, root); err == nil || !strings.Contains(err.Error(), "already installed") {
		t.Errorf("a second import: %v", err)
	}
}

func TestPathTraversalIsRefused(t *testing.T) {
	for _, name := range []string{"../evil.txt", "mine/../../evil.txt", "/etc/evil", `..\evil.txt`, "C:/evil", "mine/../.."} {
		parent := t.TempDir()
		root := filepath.Join(parent, "variants")
		zp := writeZip(t, func(zw *zip.Writer) {
			add(t, zw, "mine/variant.txt", "variant mine\n")
			add(t, zw, name, "owned")
		})
		_, err := Import(zp, root)
		if err == nil || !strings.Contains(err.Error(), "entry ") {
			t.Errorf("%q: %v", name, err)
		}
		nothingWritten(t, parent)
	}
}

func TestSymlinkIsRefused(t *testing.T) {
	parent := t.TempDir()
	zp := writeZip(t, func(zw *zip.Writer) {
		add(t, zw, "mine/variant.txt", "variant mine\n")
		h := &zip.FileHeader{Name: "mine/map.svg"}
		h.SetMode(fs.ModeSymlink | 0o777)
		w, _ := zw.CreateHeader(h)
		w.Write([]byte("/etc/passwd"))
	})
	_, err := Import(zp, filepath.Join(parent, "variants"))
	if err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("symlink: %v", err)
	}
	nothingWritten(t, parent)
}

// zeros1GB is a real deflate stream of 1 GB of zeros, about 1 MB: one
// flushed megabyte repeated (its back references only ever reach zeros).
func zeros1GB(t *testing.T) []byte {
	var chunk bytes.Buffer
	fw, _ := flate.NewWriter(&chunk, flate.BestCompression)
	fw.Write(make([]byte, 1<<20))
	fw.Flush()
	var out bytes.Buffer
	for range 1024 {
		out.Write(chunk.Bytes())
	}
	fw, _ = flate.NewWriter(&out, flate.BestCompression)
	fw.Close() // the final block
	return out.Bytes()
}

func TestOneGigabyteExpandedIsRefused(t *testing.T) {
	raw := zeros1GB(t)
	for _, declared := range []uint64{1 << 30, 1000} { // honest, and understated
		parent := t.TempDir()
		zp := writeZip(t, func(zw *zip.Writer) {
			add(t, zw, "mine/variant.txt", "variant mine\n")
			w, err := zw.CreateRaw(&zip.FileHeader{Name: "mine/map.svg", Method: zip.Deflate,
				CompressedSize64: uint64(len(raw)), UncompressedSize64: declared, CRC32: 0})
			if err != nil {
				t.Fatal(err)
			}
			w.Write(raw)
		})
		_, err := Import(zp, filepath.Join(parent, "variants"))
		want := "over the 16 MB"
		if declared < MaxFileSize {
			want = "larger than its header says"
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("declared %d: %v", declared, err)
		}
		nothingWritten(t, parent)
	}
}

func TestTooManyFilesIsRefused(t *testing.T) {
	zp := writeZip(t, func(zw *zip.Writer) {
		for i := range MaxFiles + 1 {
			add(t, zw, "mine/f"+strings.Repeat("x", i), "x")
		}
	})
	if _, err := Import(zp, t.TempDir()); err == nil || !strings.Contains(err.Error(), "more than 64 files") {
		t.Errorf("%v", err)
	}
}

func TestABrokenDefinitionIsNotInstalled(t *testing.T) {
	root := t.TempDir()
	zp := writeZip(t, func(zw *zip.Writer) { add(t, zw, "variant.txt", "variant mine\nfoo\n") })
	if _, err := Import(zp, root); err == nil || !strings.Contains(err.Error(), `variant.txt:2: unknown keyword "foo"`) {
		t.Errorf("%v", err)
	}
	if entries, _ := os.ReadDir(root); len(entries) != 0 {
		t.Errorf("left %v", entries)
	}
}
