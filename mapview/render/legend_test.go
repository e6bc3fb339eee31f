package render

import (
	"os"
	"slices"
	"testing"

	"dipdesk/variants/board"
)

// A key lists what the board shows and nothing else: a board with a canal
// and impassable land but no blocked border or SC explains those two and
// its units, not borders or centres.
func TestLegendListsOnlyTheCodesTheBoardUses(t *testing.T) {
	b := testBoard()
	b.Units = []board.Anchor{{Province: "a", At: board.Point{X: 5, Y: 5}}}
	b.SCs = nil
	b.Markers = []board.Marker{{Kind: board.MarkerCanal, Lines: [][]board.Point{{{X: 1, Y: 1}, {X: 9, Y: 9}}}}}
	got := LegendCodes(b, nil, false)
	want := []string{CodeArmy, CodeFleet, CodeHold, CodeBounce, CodeFailed, CodeDislodged, board.CodeCanal, board.CodeImpassable}
	if !slices.Equal(got, want) {
		t.Errorf("codes %v, want %v", got, want)
	}
	s := &Scene{Notional: []string{"a"}, Tint: map[string]int{"a": 0}}
	if got := LegendCodes(b, s, true); !slices.Contains(got, CodeNotional) || !slices.Contains(got, CodeReachBoth) {
		t.Errorf("with notional centres and hover: %v", got)
	}
	for _, c := range append(got, board.CodeWaterway, board.CodeBridge, board.CodeWrap, board.CodeInset, board.CodeBorder, board.CodeImpassable, CodeSC) {
		if LegendText(c) == "" {
			t.Errorf("code %q has no explanation", c)
		}
	}
}

// Every row of the key is drawn: each swatch puts ink in its row, and the
// key grows a row per code.
func TestLegendDrawsARowPerCode(t *testing.T) {
	b := classicBoard(t)
	opt := LegendOptions{Style: DefaultStyle(), Palette: DefaultPalette(7)}
	img := Legend(b, nil, opt)
	opt.Reach = true
	more := Legend(b, nil, opt)
	if more.Rect.Dy()-img.Rect.Dy() != 3*26 {
		t.Errorf("three hover rows added %d px, want 78", more.Rect.Dy()-img.Rect.Dy())
	}
	codes := LegendCodes(b, nil, true)
	for i, c := range codes {
		y0 := 10 + 26*(i+1)
		ink := 0
		for y := y0; y < y0+26; y++ {
			for x := 10; x < 56; x++ {
				if o := more.PixOffset(x, y); more.Pix[o] < 0xe0 || more.Pix[o+2] < 0xd0 {
					ink++
				}
			}
		}
		if ink < 20 {
			t.Errorf("row %d (%s): swatch has %d inked pixels", i, c, ink)
		}
	}
	if os.Getenv("DUMP") != "" {
		writePNG(t, "/tmp/scratch/legend-classic.png", more)
	}
}
