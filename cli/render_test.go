package cli

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

func TestRenderWritesTheClassicBoard(t *testing.T) {
	out := filepath.Join(t.TempDir(), "board.png")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"render", "--variant", "classic", "--width", "400", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	img := decodePNG(t, out)
	if img.Bounds().Dx() != 400 || img.Bounds().Dy() < 200 {
		t.Errorf("image %v", img.Bounds())
	}
}

// --legend adds the board's key under the board: the picture is as wide
// and taller by the key.
func TestRenderAddsTheKey(t *testing.T) {
	oneGoroutine(t)
	dir := t.TempDir()
	plain, keyed := filepath.Join(dir, "plain.png"), filepath.Join(dir, "key.png")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"render", "--variant", "americanconflict", "--width", "800", "-o", plain}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if code := Run([]string{"render", "--variant", "americanconflict", "--width", "800", "--legend", "-o", keyed}, &stdout, &stderr); code != 0 {
		t.Fatalf("--legend: exit %d: %s", code, stderr.String())
	}
	a, b := decodePNG(t, plain).Bounds(), decodePNG(t, keyed).Bounds()
	if b.Dx() != a.Dx() || b.Dy() < a.Dy()+100 {
		t.Errorf("with the key %v, without %v: want as wide and 100 px or more taller", b, a)
	}
	if !strings.Contains(stdout.String(), "with its key") {
		t.Errorf("stdout %q does not say the key was added", stdout.String())
	}
}

func TestRenderUsageErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"render"}, 2, "usage: dipdesk render"},
		{[]string{"render", "--variant", "classic", "-o", "x.png", "--game", "nosuch.json"}, 1, "nosuch.json"},
		{[]string{"render", "--variant", "classic", "-o", "x.png", "--phase", "2"}, 2, "--phase needs --game"},
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

// A saved game's phases render with their orders; the current position
// renders without the orders being entered.
func TestRenderASavedGame(t *testing.T) {
	oneGoroutine(t)
	dir := t.TempDir()
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	st := savegame.Store{Dir: dir}
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		phase string
		want  string
		code  int
	}{
		{"0", "Spring 1901 Movement with its orders and results", 0},
		{"2", "Fall 1901 Retreat with its orders and results", 0},
		{"-1", "Fall 1902 Movement", 0},
		{"99", "the game has phases 0 to 5", 2},
	} {
		out := filepath.Join(dir, "p"+c.phase+".png")
		var stdout, stderr bytes.Buffer
		code := Run([]string{"render", "--game", st.Path(s.ID), "--phase", c.phase, "--width", "300", "-o", out}, &stdout, &stderr)
		if code != c.code || !strings.Contains(stdout.String()+stderr.String(), c.want) {
			t.Errorf("phase %s: exit %d, %q %q; want %d and %q", c.phase, code, stdout.String(), stderr.String(), c.code, c.want)
		}
	}
	// The drawn phase differs from the empty board: units and orders are on it.
	a, b := decodePNG(t, filepath.Join(dir, "p0.png")), decodePNG(t, filepath.Join(dir, "p2.png"))
	if a.Bounds() != b.Bounds() {
		t.Fatalf("sizes differ: %v %v", a.Bounds(), b.Bounds())
	}
	diff := 0
	for y := 0; y < a.Bounds().Dy(); y++ {
		for x := 0; x < a.Bounds().Dx(); x++ {
			if a.At(x, y) != b.At(x, y) {
				diff++
			}
		}
	}
	if diff < 100 {
		t.Errorf("Spring 1901 and the Fall 1901 retreat look the same (%d pixels differ)", diff)
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// --geometry writes what is drawn at fit zoom in a pane of --size, in the
// pane's pixels.
func TestRenderWritesTheGeometry(t *testing.T) {
	out := filepath.Join(t.TempDir(), "g.json")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"render", "--variant", "classic", "--size", "900x640", "--geometry", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Variant string
		Size    [2]int
		Scale   float64
		Labels  []struct {
			Province, Text string
			Full           bool
			Px             float64
			Box            [4]float64
		}
		Anchors []struct {
			Province, Coast string
			Centre          [2]float64
			Radius          float64
		}
		Centres   []struct{ Province string }
		Provinces []struct {
			ID, Name string
			Rings    [][][2]float64
		}
	}
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	if g.Variant != "classic" || g.Size != [2]int{900, 640} || g.Scale <= 0 || len(g.Labels) < 70 || len(g.Anchors) < 78 || len(g.Centres) != 34 || len(g.Provinces) < 75 {
		t.Fatalf("variant %q size %v scale %v, %d labels, %d anchors, %d centres, %d provinces", g.Variant, g.Size, g.Scale, len(g.Labels), len(g.Anchors), len(g.Centres), len(g.Provinces))
	}
	for _, a := range g.Anchors {
		if a.Centre[0] < 0 || a.Centre[1] < 0 || a.Centre[0] > 900 || a.Centre[1] > 640 || a.Radius <= 0 {
			t.Errorf("%s/%s at %v r %v: outside the pane", a.Province, a.Coast, a.Centre, a.Radius)
		}
	}
	if code := Run([]string{"render", "--variant", "classic", "--size", "900", "--geometry", out}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "expected WxH") {
		t.Errorf("--size 900: exit %d, %q", code, stderr.String())
	}
}

// A saved game drawn on another variant's board is refused with a clear
// error and a non-zero exit: it drew an empty board and exited 0.
func TestRenderRefusesAnotherVariantsBoard(t *testing.T) {
	dir := t.TempDir()
	s := hotseattest.Classic(t)
	st := savegame.Store{Dir: dir}
	if err := st.Save(s); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "x.png")
	var stdout, stderr bytes.Buffer
	code := Run([]string{"render", "--game", st.Path(s.ID), "--variant", "americanconflict", "-o", out}, &stdout, &stderr)
	if code == 0 || !strings.Contains(stderr.String(), "is a game of Classic") {
		t.Errorf("exit %d, %q; want a non-zero exit saying the game is Classic", code, stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a PNG was written anyway")
	}
}
