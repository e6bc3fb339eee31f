package savegame

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// oneTurnSave is a Classic save after one resolved phase, and that phase's
// turn as JSON, to build hostile histories from.
func oneTurnSave(t *testing.T) (fields map[string]json.RawMessage, turn json.RawMessage) {
	t.Helper()
	s := hotseattest.Classic(t)
	for power, lines := range hotseattest.ScriptedGame[0].Orders {
		hotseattest.Enter(t, s, power, lines...)
	}
	hotseattest.FinishAll(t, s)
	if _, err := s.Resolve(); err != nil {
		t.Fatal(err)
	}
	if len(s.Game.Turns) != 1 {
		t.Fatalf("%d turns, want 1", len(s.Game.Turns))
	}
	data, err := Encode(s, fixed)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	var turns []json.RawMessage
	if err := json.Unmarshal(fields["turns"], &turns); err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, turns[0]); err != nil {
		t.Fatal(err)
	}
	return fields, compact.Bytes()
}

// withTurns writes the save's fields with its history replaced by n copies
// of turn.
func withTurns(fields map[string]json.RawMessage, turn json.RawMessage, n int) []byte {
	var b bytes.Buffer
	b.WriteString("{")
	for k, v := range fields {
		if k == "turns" {
			continue
		}
		key, _ := json.Marshal(k)
		b.Write(key)
		b.WriteString(":")
		b.Write(v)
		b.WriteString(",")
	}
	b.WriteString(`"turns":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.Write(turn)
	}
	b.WriteString("]}")
	return b.Bytes()
}

// TestHugeSaveIsRefusedFast: the 52 MB save of 72,919 identical turns that
// froze the Load screen for 11 s is refused from its size before it is
// read (the error names the size, which only the check before decoding
// gives; no wall-clock bound, which a busy machine would break), and Load
// lists it as a file that cannot be opened.
func TestHugeSaveIsRefusedFast(t *testing.T) {
	fields, turn := oneTurnSave(t)
	n := 72_919
	// pad the turn so that the file is as large as the one reported
	if per := 52 << 20 / n; len(turn) < per {
		turn = append(bytes.TrimSuffix(turn, []byte("}")), []byte(`,"pad":"`+strings.Repeat(" ", per-len(turn)-9)+`"}`)...)
	}
	data := withTurns(fields, turn, n)
	st := Store{Dir: t.TempDir()}
	if err := os.WriteFile(st.Path("huge"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := st.Load("huge")
	if err == nil || !strings.Contains(err.Error(), "MB, more than the 8 MB") {
		t.Errorf("a %d MB save of %d identical turns: %v", len(data)>>20, n, err)
	}
	if _, err := Decode(data); err == nil {
		t.Error("Decode accepts the huge save")
	}
	entries, err := st.List()
	if err != nil || len(entries) != 1 || entries[0].Err == nil {
		t.Fatalf("List: %v, %+v", err, entries)
	}
}

// TestSaveWithTooManyTurnsIsRefused: a history longer than any game, small
// enough to pass the size bound, is refused by its length.
func TestSaveWithTooManyTurnsIsRefused(t *testing.T) {
	fields, turn := oneTurnSave(t)
	data := withTurns(fields, turn, MaxTurns+1)
	if len(data) > MaxSize {
		t.Fatalf("the test save is %d bytes, over MaxSize", len(data))
	}
	_, err := Decode(data)
	if err == nil || !strings.Contains(err.Error(), "records 1001 phases, more than the 1000") {
		t.Errorf("%d turns: %v", MaxTurns+1, err)
	}
}

// TestRepeatedTurnsAreRefused: turns must follow one another. Two copies
// of Spring 1901 in a row are not a game, however small the file.
func TestRepeatedTurnsAreRefused(t *testing.T) {
	fields, turn := oneTurnSave(t)
	_, err := Decode(withTurns(fields, turn, 2))
	want := "damaged save (turn 2 (Spring 1901 Movement) does not follow turn 1, whose orders lead to Fall 1901 Movement)"
	if err == nil || err.Error() != want {
		t.Errorf("a repeated turn: %v\nwant %s", err, want)
	}
	if _, err := Decode(withTurns(fields, turn, 1)); err != nil {
		t.Errorf("the one-turn save itself: %v", err)
	}
}

// TestCurrentPhaseMustFollowTheLastTurn: the position in play must be the
// one the last recorded turn leads to.
func TestCurrentPhaseMustFollowTheLastTurn(t *testing.T) {
	fields, turn := oneTurnSave(t)
	var cur map[string]any
	if err := json.Unmarshal(fields["current"], &cur); err != nil {
		t.Fatal(err)
	}
	cur["year"] = 1905
	fields["current"], _ = json.Marshal(cur)
	_, err := Decode(withTurns(fields, turn, 1))
	if err == nil || !strings.Contains(err.Error(), "the current phase (Fall 1905 Movement) does not follow turn 1") {
		t.Errorf("a current phase four years on: %v", err)
	}
}
