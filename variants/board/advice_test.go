package board

import (
	"strings"
	"testing"
)

// The advice names the fix that works first: of the contact messages
// designers met, most were fixed by adding the link to variant.txt or by
// moving anchors, none by drawing a border; a marker is only for a link
// the map cannot show.
func TestContactAdviceNamesTheFixThatWorks(t *testing.T) {
	b, g := synthetic(), syntheticGraph()
	g.Links = g.Links[1:]
	msg := ""
	for _, p := range Check(b, g) {
		if strings.Contains(p.Msg, "a and b touch") {
			msg = p.Msg
		}
	}
	for _, want := range []string{"add the link to variant.txt (e.g. \"both a: b\"", "move the edge between them (anchors in board.toml)"} {
		if !strings.Contains(msg, want) {
			t.Errorf("touching but not linked: %q lacks %q", msg, want)
		}
	}
	if i, j := strings.Index(msg, "variant.txt"), strings.Index(msg, "impassable border"); i < 0 || j < i {
		t.Errorf("the border is offered before the link: %q", msg)
	}
	b, g = synthetic(), syntheticGraph()
	b.Markers = nil
	msg = ""
	for _, p := range Check(b, g) {
		if strings.Contains(p.Msg, "b–c are linked") {
			msg = p.Msg
		}
	}
	if !strings.Contains(msg, "draw them touching (on a generated board, move anchors in board.toml") {
		t.Errorf("linked but not touching: %q does not say to move anchors", msg)
	}
}
