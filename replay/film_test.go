package replay

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/gif"
	"image/png"
	"io"
	"testing"
	"time"

	"dipdesk/bot/seats"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/internal/storytest"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

func classicBoard(t testing.TB) (*variants.Package, *board.Board) {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	return pkg, b
}

// The curtain: a replay of a game in progress shows resolved phases only.
// Germany has entered Spring 1902's orders; no shot of the replay draws
// any of them, and its last frame, the board now, is pixel for pixel the
// frame of the same game with no orders entered.
func TestReplayNeverShowsUnresolvedOrders(t *testing.T) {
	s := storytest.Session(t, true)
	if len(s.Orders) == 0 {
		t.Fatal("the test needs orders entered for the phase in progress")
	}
	story := FromGame(s.Game, "curtain")
	spring1902 := s.Game.Current.Phase
	for _, sh := range story.Shots {
		pos := story.Position(sh)
		sc := story.Scene(sh)
		for _, o := range sc.Orders {
			if o.Result == render.Pending {
				t.Errorf("%s: order %+v drawn unresolved", story.PhaseName(sh), o)
			}
			if pos.Phase == spring1902 {
				t.Errorf("%s: order %+v of the phase in progress drawn", story.PhaseName(sh), o)
			}
		}
	}
	_, b := classicBoard(t)
	last := len(story.Shots) - 1
	with := NewFilm(story, b, 400).Draw(last, nil)
	clean := FromGame(storytest.Session(t, false).Game, "curtain")
	without := NewFilm(clean, b, 400).Draw(last, nil)
	if !bytes.Equal(with.Pix, without.Pix) {
		t.Error("the last frame differs when orders are entered for the phase in progress")
	}
}

// A GIF holds one frame per shot, and composing its frames (each over
// the last) gives every shot as the film draws it.
func TestGIFFramesComposeToTheShots(t *testing.T) {
	_, b := classicBoard(t)
	film := NewFilm(FromGame(storytest.Classic(t), "gif"), b, 320)
	var buf bytes.Buffer
	if err := WriteGIF(&buf, film); err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != len(film.Story.Shots) {
		t.Fatalf("%d frames for %d shots", len(g.Image), len(film.Story.Shots))
	}
	if g.Config.Width != film.Bounds().Dx() || g.Config.Height != film.Bounds().Dy() {
		t.Errorf("GIF %d×%d, film %v", g.Config.Width, g.Config.Height, film.Bounds())
	}
	q := NewQuantizer(film, samples(film))
	canvas := image.NewPaletted(film.Bounds(), g.Image[0].Palette)
	for i, fr := range g.Image {
		if g.Delay[i] != film.Story.Shots[i].Delay {
			t.Errorf("frame %d: delay %d, want %d", i, g.Delay[i], film.Story.Shots[i].Delay)
		}
		r := fr.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if k := fr.ColorIndexAt(x, y); k != transparent {
					canvas.SetColorIndex(x, y, k)
				}
			}
		}
		want := q.Quantize(film.Draw(i, nil))
		if !bytes.Equal(canvas.Pix, want.Pix) {
			t.Fatalf("frame %d composes to a different picture than shot %d", i, i)
		}
	}
}

// An APNG's chunks: one acTL counting every shot, a frame control per
// frame, sequence numbers without gaps, and a default image any PNG
// reader shows (the first phase).
func TestAPNGChunks(t *testing.T) {
	_, b := classicBoard(t)
	film := NewFilm(FromGame(storytest.Classic(t), "apng"), b, 320)
	var buf bytes.Buffer
	if err := WriteAPNG(&buf, film); err != nil {
		t.Fatal(err)
	}
	chunks, err := splitPNG(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	frames, seq := 0, uint32(0)
	for _, c := range chunks {
		kinds = append(kinds, c.kind)
		switch c.kind {
		case "acTL":
			if n := binary.BigEndian.Uint32(c.data); int(n) != len(film.Story.Shots) {
				t.Errorf("acTL counts %d frames, the film has %d", n, len(film.Story.Shots))
			}
		case "fcTL", "fdAT":
			if got := binary.BigEndian.Uint32(c.data); got != seq {
				t.Fatalf("%s sequence %d, want %d", c.kind, got, seq)
			}
			seq++
			if c.kind == "fcTL" {
				frames++
			}
		}
	}
	if frames != len(film.Story.Shots) {
		t.Errorf("%d frame controls for %d shots", frames, len(film.Story.Shots))
	}
	if kinds[0] != "IHDR" || kinds[len(kinds)-1] != "IEND" {
		t.Errorf("chunks %v", kinds)
	}
	img, err := png.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != film.Bounds() {
		t.Errorf("default image %v, film %v", img.Bounds(), film.Bounds())
	}
}

// selfplayGame is a 20-year Classic game played by the easy computer
// players, the same every time (seed 1).
func selfplayGame(b testing.TB) *engine.Game {
	pkg, _ := classicBoard(b)
	lineup, err := seats.Parse(pkg.Variant, "bot:easy")
	if err != nil {
		b.Fatal(err)
	}
	g, err := selfplay.Play(pkg.Variant, lineup.Players(1, 0), 20, nil)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkGIF20Years exports a 20-year self-played Classic game as a GIF
// 1280 pixels wide; it reports the file's size and the CPU time of an
// export (both cores' work added up: the wall time on a free two-core
// machine lies between half of it and all of it).
func BenchmarkGIF20Years(b *testing.B) {
	_, bd := classicBoard(b)
	story := FromGame(selfplayGame(b), "bench")
	var n countWriter
	var cpu time.Duration
	for b.Loop() {
		n = 0
		start := processCPU()
		if err := WriteGIF(&n, NewFilm(story, bd, 1280)); err != nil {
			b.Fatal(err)
		}
		cpu += processCPU() - start
	}
	b.ReportMetric(float64(n)/1e6, "MB")
	b.ReportMetric(float64(len(story.Shots)), "frames")
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)
