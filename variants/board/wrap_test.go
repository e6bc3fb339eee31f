package board

import (
	"slices"
	"testing"
)

// WrapWords fills each line with as many words as fit, and gives a word
// wider than the room a line of its own.
func TestWrapWords(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	for _, c := range []struct {
		text string
		room float64
		want []string
	}{
		{"to North Central Atlantic Ocean", 16, []string{"to North Central", "Atlantic Ocean"}},
		{"to North Central Atlantic Ocean", 40, []string{"to North Central Atlantic Ocean"}},
		{"to Mediterranean", 5, []string{"to", "Mediterranean"}},
		{"  ", 5, nil},
	} {
		if got := WrapWords(c.text, width, c.room); !slices.Equal(got, c.want) {
			t.Errorf("WrapWords(%q, %v) = %q, want %q", c.text, c.room, got, c.want)
		}
	}
}
