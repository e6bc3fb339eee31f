package savegame

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/variants"
)

// The three damaged saves the Load list showed as healthy games — one cut
// short in its history, one of more phases than any game reaches, one
// with a unit in a province that does not exist — are each found damaged
// without opening the game; a whole save passes.
func TestInspectFindsDamagedSaves(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	s := hotseattest.Classic(t)
	hotseattest.Play(t, s, nil)
	data, err := Encode(s, fixed)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	turns := f["turns"].([]any)
	for len(turns) <= MaxTurns {
		turns = append(turns, turns[0])
	}
	f["turns"] = turns
	long, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{
		"whole": data,
		"cut":   data[:bytes.Index(data, []byte(`"turns"`))+200],
		"long":  long,
		"ghost": bytes.Replace(data, []byte(`"A lvp"`), []byte(`"A xyz"`), 1),
	}
	for name, d := range files {
		if err := os.WriteFile(st.Path(name), d, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"whole": "", "cut": "ends early", "long": "more than the 1000", "ghost": "xyz"} {
		err := Inspect(st.Path(name), pkgs)
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want an error saying %q", name, err, want)
		}
	}
}
