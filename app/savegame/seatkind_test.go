package savegame

import (
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// TestComputerSeatsSurviveASave: a computer player comes back a computer
// of the same level, a person a person, and a save naming a level dipdesk
// does not know is refused with the player's name.
func TestComputerSeatsSurviveASave(t *testing.T) {
	s := hotseattest.Classic(t)
	s.Players[2].Computer = "hard" // Cy's Russia is played by the computer
	data, err := Encode(s, fixed)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range back.Players {
		if p.Computer != s.Players[i].Computer {
			t.Errorf("%s: computer %q back, want %q", p.Name, p.Computer, s.Players[i].Computer)
		}
	}
	bad := strings.Replace(string(data), `"computer": "hard"`, `"computer": "genius"`, 1)
	if bad == string(data) {
		t.Fatalf("the save does not record the computer's level:\n%s", data)
	}
	if _, err := Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "Cy") || !strings.Contains(err.Error(), "genius") {
		t.Errorf("unknown level: %v", err)
	}
}
