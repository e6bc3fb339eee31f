package savegame

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
)

// TestListAndGlanceReadNoHistory: Load's listing and thumbnail come from
// the head of the file alone. A save cut off inside its history still
// lists with its summary and shows its position, while opening it says it
// ends early.
func TestListAndGlanceReadNoHistory(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	data, err := Encode(s, fixed)
	if err != nil {
		t.Fatal(err)
	}
	cut := bytes.Index(data, []byte(`"turns"`)) + 200
	if err := os.WriteFile(st.Path("cut"), data[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	entries, err := st.List()
	if err != nil || len(entries) != 1 {
		t.Fatalf("List: %v %v", entries, err)
	}
	if e := entries[0]; e.Err != nil || e.Summary.Phase != "Fall 1902 Movement" {
		t.Errorf("listed as %+v", e)
	}
	g, err := ReadGlance(st.Path("cut"))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := g.Position(s.Variant())
	if err != nil || g.VariantID != "classic" || len(pos.Units) != len(s.Current().Units) {
		t.Errorf("glance: %q, %d units, %v", g.VariantID, len(pos.Units), err)
	}
	if _, err := st.Load("cut"); !errors.Is(err, ErrEndsEarly) {
		t.Errorf("opening it: %v", err)
	}
}
