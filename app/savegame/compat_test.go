package savegame

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
)

// A save written by an earlier build (format version 1, before the
// session kept the only list of players) still opens as the same game:
// its players, pending orders, who is done, draw votes and timer, and it
// writes back with every field as it was (the fields may come in another
// order: saves now put the history last). The file in testdata is never
// regenerated: it is the older build's output.
func TestVersion1SaveStillLoads(t *testing.T) {
	data, err := os.ReadFile("testdata/v1-classic-fall-1902.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(data)
	if err != nil {
		t.Fatalf("an old save no longer loads: %v", err)
	}
	v := s.Variant()
	if got := s.PhaseName(); got != "Fall 1902 Movement" {
		t.Errorf("the old save is at %s, want Fall 1902 Movement", got)
	}
	if len(s.Players) != 3 || s.PlayerTitle(0) != "Ann (England, France)" || s.PlayerTitle(1) != "Bob (Germany)" {
		t.Errorf("players read back: %+v", s.Players)
	}
	if !s.CheckPIN(1, "1234") || s.CheckPIN(1, "0000") {
		t.Error("Bob's PIN no longer opens his turn")
	}
	ger, _ := v.LookupPower("germany")
	eng, _ := v.LookupPower("england")
	tur, _ := v.LookupPower("turkey")
	if len(s.Orders[ger]) != 1 || !s.Done[ger] {
		t.Errorf("Germany's pending order and hand-over were lost: %v done=%v", s.Orders[ger], s.Done[ger])
	}
	if !s.DrawVotes[eng] || s.NegotiationMinutes != 10 {
		t.Errorf("draw votes %v, timer %d minutes", s.DrawVotes, s.NegotiationMinutes)
	}
	if s.PlayerOf(ger) != 1 || s.PlayerOf(tur) != -1 {
		t.Errorf("PlayerOf(Germany) = %d, PlayerOf(Turkey) = %d", s.PlayerOf(ger), s.PlayerOf(tur))
	}
	if n := len(s.History()); n != 5 {
		t.Errorf("%d turns in the old save, want 5", n)
	}
	back, err := Encode(s, time.Date(2026, 11, 21, 18, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	var was, now any
	if err := json.Unmarshal(data, &was); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(back, &now); err != nil {
		t.Fatal(err)
	}
	// Orders are written in the notation of the day: the seas' "NTH" of
	// older saves now reads "Nth". Case aside, nothing may change.
	wasText, _ := json.Marshal(was)
	nowText, _ := json.Marshal(now)
	if !strings.EqualFold(string(wasText), string(nowText)) {
		t.Errorf("the old save does not write back as it was:\n%s", back)
	}
}
