package board

import (
	"os"
	"strings"
	"testing"
)

const smallBoard = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<g id="layer-provinces"><path id="a" class="land" d="M0 0 L50 0 L50 50 Z"><title>%s</title></path></g>
</svg>`

// An SVG that declares an external entity never reads it: Go's XML
// decoder does not fetch entities, and using one is an error.
func TestExternalEntityIsNeverRead(t *testing.T) {
	secret := t.TempDir() + "/secret"
	os.WriteFile(secret, []byte("the secret"), 0o600)
	doctype := `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file://` + secret + `">]>` + "\n"
	_, err := Parse([]byte(doctype+strings.Replace(smallBoard, "%s", "&xxe;", 1)), "map.svg")
	if err == nil || strings.Contains(err.Error(), "the secret") {
		t.Errorf("an external entity in use: %v", err)
	}
	// Declared but unused, it is ignored and the board loads.
	b, err := Parse([]byte(doctype+strings.Replace(smallBoard, "%s", "Alpha", 1)), "map.svg")
	if err != nil {
		t.Fatalf("a declared, unused entity: %v", err)
	}
	if len(b.Provinces) != 1 {
		t.Errorf("provinces %v", b.Provinces)
	}
}

// External references (an image, a use of another file) are not part of
// a board: they are skipped, never fetched.
func TestExternalReferencesAreIgnored(t *testing.T) {
	src := strings.Replace(smallBoard, "<g id=", `<image href="http://example.invalid/x.png" width="10" height="10"/><use href="file:///etc/passwd#x"/><g id=`, 1)
	b, err := Parse([]byte(strings.Replace(src, "%s", "Alpha", 1)), "map.svg")
	if err != nil {
		t.Fatalf("%v", err)
	}
	if len(b.Provinces) != 1 {
		t.Errorf("provinces %v", b.Provinces)
	}
}

func TestTooMuchPathDataIsRefused(t *testing.T) {
	// A few KB of arcs that flatten to millions of points.
	d := "M0 0" + strings.Repeat(" a1 1 0 1 1 2 0", 200000)
	if _, _, err := ParsePathData(d); err == nil || !strings.Contains(err.Error(), "at most 2000000 points") {
		t.Errorf("%v", err)
	}
}
