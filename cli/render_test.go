package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRenderWritesTheClassicBoard(t *testing.T) {
	out := filepath.Join(t.TempDir(), "board.png")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"render", "--variant", "classic", "--width", "400", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != 400 || img.Bounds().Dy() < 200 {
		t.Errorf("image %v", img.Bounds())
	}
}

func TestRenderUsageAndUnbuiltOptions(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"render"}, 2, "usage: dipdesk render"},
		{[]string{"render", "--variant", "classic", "-o", "x.png", "--game", "g.json"}, 1, "not built yet"},
		{[]string{"render", "--variant", "nosuch", "-o", "x.png"}, 1, "no built-in variant"},
		{[]string{"render", "--variant", "classic", "--width", "3", "-o", "x.png"}, 2, "expected 16 to 16000"},
	}
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		if code := Run(c.args, &stdout, &stderr); code != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr.String(), c.code, c.want)
		}
	}
}
