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

// boardCase is a built-in variant whose committed map.svg
// TestBoardsAreUpToDate regenerates, with the most its generation may take:
// about three times what it takes on a busy shared two-core machine
// (Classic about 3 s, Imperial, 5600×2658, 20–35 s), enough not to fail on
// a slow runner, tight enough to catch generation gone several times
// slower.
type boardCase struct {
	variant string
	budget  time.Duration
}

// upToDate is checked in every build; boards_norace_test.go adds the other
// built-in boards when the race detector is off.
var upToDate = []boardCase{{"classic", 10 * time.Second}}

// TestBoardsAreUpToDate: each committed board is byte for byte what its
// board.toml generates from the geography built into dipdesk, the way
// `dipdesk mapgen` and `make boards` draw it, so a change to the generator
// or a spec that is not followed by `make boards` fails here.
func TestBoardsAreUpToDate(t *testing.T) {
	for _, c := range upToDate {
		t.Run(c.variant, func(t *testing.T) {
			dir := "../../" + c.variant + "/"
			s, err := gen.LoadSpec(dir + "board.toml")
			if err != nil {
				t.Fatal(err)
			}
			geo, err := geodata.Load(s.Land)
			if err != nil {
				t.Fatal(err)
			}
			b, st, err := gen.Generate(s, geo)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("generated in %v (budget %v)", st.Elapsed.Round(time.Millisecond), c.budget)
			// The race detector makes this single-goroutine code ten to
			// twenty times slower: a time then says nothing about ours.
			if !raceEnabled && st.Elapsed > c.budget {
				t.Errorf("generation took %v, over its budget of %v: profile it (go test ./variants/mapgen/gen -run 'TestBoardsAreUpToDate/^%s$' -cpuprofile cpu.prof)", st.Elapsed, c.budget, c.variant)
			}
			var buf bytes.Buffer
			if err := board.Write(&buf, b); err != nil {
				t.Fatal(err)
			}
			committed, err := os.ReadFile(dir + "map.svg")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), committed) {
				t.Errorf("variants/%s/map.svg is not what variants/%s/board.toml generates: run make boards (or dipdesk mapgen variants/%s) and look at the result", c.variant, c.variant, c.variant)
			}
		})
	}
}
