package gen_test

import (
	"bytes"
	"os"
	"testing"
	"time"

	"dipdesk/variants/board"
	"dipdesk/variants/mapgen/gen"
	"dipdesk/variants/mapgen/geodata"
)

// upToDate are the built-in variants whose committed map.svg
// TestBoardsAreUpToDate regenerates: Classic in every build;
// boards_norace_test.go adds the other built-in boards when the race
// detector is off. How long generation takes is measured by
// BenchmarkGenerateBoard, not asserted here: a test that fails on a busy
// machine says nothing about the code.
var upToDate = []string{"classic"}

// TestBoardsAreUpToDate: each committed board is byte for byte what its
// board.toml generates from the geography built into dipdesk, the way
// `dipdesk mapgen` and `make boards` draw it, so a change to the generator
// or a spec that is not followed by `make boards` fails here.
func TestBoardsAreUpToDate(t *testing.T) {
	for _, v := range upToDate {
		t.Run(v, func(t *testing.T) {
			dir := "../../" + v + "/"
			b, st := generateBoard(t, dir)
			t.Logf("generated in %v", st.Elapsed.Round(time.Millisecond))
			var buf bytes.Buffer
			if err := board.Write(&buf, b); err != nil {
				t.Fatal(err)
			}
			committed, err := os.ReadFile(dir + "map.svg")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), committed) {
				t.Errorf("variants/%s/map.svg is not what variants/%s/board.toml generates: run make boards (or dipdesk mapgen variants/%s) and look at the result", v, v, v)
			}
		})
	}
}

// generateBoard draws the board a variant folder's board.toml describes,
// from the geography built into dipdesk.
func generateBoard(tb testing.TB, dir string) (*board.Board, gen.Stats) {
	tb.Helper()
	s, err := gen.LoadSpec(dir + "board.toml")
	if err != nil {
		tb.Fatal(err)
	}
	geo, err := geodata.Load(s.Land)
	if err != nil {
		tb.Fatal(err)
	}
	b, st, err := gen.Generate(s, geo)
	if err != nil {
		tb.Fatal(err)
	}
	return b, st
}

// BenchmarkGenerateBoard times the generation of each built-in board:
//
//	go test ./variants/mapgen/gen -run XXX -bench GenerateBoard -count 5
func BenchmarkGenerateBoard(b *testing.B) {
	for _, v := range []string{"classic", "americanconflict", "1776", "warinnorthamerica", "overture1812", "imperial"} {
		b.Run(v, func(b *testing.B) {
			for b.Loop() {
				generateBoard(b, "../../"+v+"/")
			}
		})
	}
}
