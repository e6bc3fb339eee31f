package judge

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/internal/storytest"
)

func TestWriteJudgeNotation(t *testing.T) {
	g := storytest.Classic(t)
	var buf bytes.Buffer
	if err := Write(&buf, g, "story"); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{
		"Movement results for Spring of 1901.  (story/S1901M)",
		"Austria: Army Vienna -> Galicia.  (*bounce*)",
		"England: Army Yorkshire -> North Sea -> Norway.",
		"England: Fleet North Sea CONVOY Army Yorkshire -> Norway.",
		"Germany: Army Munich SUPPORT Army Ruhr -> Burgundy.",
		"France: Army Burgundy HOLD.  (*dislodged*)",
		"Retreat results for Fall of 1901.  (story/F1901R)",
		"France: Army Burgundy -> Picardy.",
		"Adjustment results for Winter of 1901.  (story/W1901A)",
		"England: Builds a fleet in Edinburgh.",
		"Ownership of supply centers:",
		"France:   5 Supply centers,  5 Units:  Builds   0 units.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no line %q in\n%s", want, text)
		}
	}
	// The ownership is written once, after the year's last phase.
	if n := strings.Count(text, "Ownership of supply centers"); n != 1 {
		t.Errorf("ownership written %d times", n)
	}
}

// Round trip: the orders read back from the text, adjudicated again,
// give every position of the game.
func TestJudgeRoundTrip(t *testing.T) {
	g := storytest.Classic(t)
	var buf bytes.Buffer
	if err := Write(&buf, g, "story"); err != nil {
		t.Fatal(err)
	}
	phases, err := Read(g.Variant, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(phases) != len(g.Turns) {
		t.Fatalf("read %d phases, wrote %d", len(phases), len(g.Turns))
	}
	again := engine.NewGame(g.Variant, g.Options)
	for i, ph := range phases {
		if _, err := again.Resolve(ph.Orders); err != nil {
			t.Fatalf("phase %s: %v", ph.Name, err)
		}
		if !reflect.DeepEqual(again.Turns[i].Outcome.Next, g.Turns[i].Outcome.Next) {
			t.Fatalf("after %s the positions differ", ph.Name)
		}
	}
	if !reflect.DeepEqual(again.Current, g.Current) {
		t.Error("the game read back ends elsewhere")
	}
}

func TestReadNamesTheBadLine(t *testing.T) {
	g := storytest.Classic(t)
	text := "Movement results for Spring of 1901.  (x/S1901M)\n\nAustria: Army Atlantis -> Galicia.\n"
	_, err := Read(g.Variant, strings.NewReader(text))
	if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), "Atlantis") {
		t.Errorf("error %v, want one naming line 3 and Atlantis", err)
	}
}

// A longer game of random orders round-trips through judge text too.
func TestJudgeRoundTripRandomGame(t *testing.T) {
	v := storytest.Classic(t).Variant
	g, err := selfplay.Play(v, selfplay.RandomLineup(v).Players(7, 0), 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, g, "random"); err != nil {
		t.Fatal(err)
	}
	phases, err := Read(v, &buf)
	if err != nil {
		t.Fatal(err)
	}
	again := engine.NewGame(v, g.Options)
	for _, ph := range phases {
		if _, err := again.Resolve(ph.Orders); err != nil {
			t.Fatalf("phase %s: %v", ph.Name, err)
		}
	}
	if !reflect.DeepEqual(again.Current, g.Current) || len(again.Turns) != len(g.Turns) {
		t.Error("the random game read back ends elsewhere")
	}
}
