package engine_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"dipdesk/engine"
)

// optionsVariant is the victory line with two game options.
func optionsVariant(t *testing.T) *engine.Variant {
	return mechVariant(t, "victory", "build home", "build home\noption victory=4 : Long game: 4 centres win\noption end=1903 : Short game: ends in Spring 1903 with no winner")
}

func TestGameOptionsOfferedAndApplied(t *testing.T) {
	v := optionsVariant(t)
	opts := v.GameOptions()
	if len(opts) != 2 || opts[0].Label != "Long game: 4 centres win" || opts[0].VictorySCs != 4 || opts[1].EndYear != 1903 {
		t.Fatalf("options %+v", opts)
	}
	var opt engine.Options
	opts[0].Apply(&opt)
	opts[1].Apply(&opt)
	if opt.VictorySCs != 4 || opt.EndYear != 1903 || v.CheckOptions(opt) != nil {
		t.Errorf("applied %+v, check %v", opt, v.CheckOptions(opt))
	}
	for _, bad := range []engine.Options{{VictorySCs: 6}, {EndYear: 1901}, {VictorySCs: -1}} {
		if v.CheckOptions(bad) == nil {
			t.Errorf("CheckOptions(%+v) accepted it", bad)
		}
	}
}

func TestGameEndsWithNoWinnerInItsLastSpring(t *testing.T) {
	v := optionsVariant(t)
	g := engine.NewGame(v, engine.Options{EndYear: 1903})
	for i := 0; i < 20 && !g.Over(); i++ {
		if _, err := g.Resolve(nil); err != nil {
			t.Fatal(err)
		}
	}
	if !g.Ended || len(g.Winners) != 0 || g.Current.Phase != (engine.Phase{Year: 1903, Season: 0, Kind: engine.Movement}) {
		t.Fatalf("ended %v, winners %v, at %s; want ended with no winner at Spring 1903", g.Ended, g.Winners, v.PhaseName(g.Current.Phase))
	}
	if _, err := g.Resolve(nil); err != engine.ErrGameOver {
		t.Errorf("orders after the end: %v", err)
	}
	if !g.Undo() || g.Over() {
		t.Error("undoing the last phase does not reopen the game")
	}
	b, err := g.Branch(len(g.Turns))
	if err != nil || b.Over() {
		t.Errorf("branch before the end is over: %v", err)
	}
}

func TestGameOptionsTextForSaves(t *testing.T) {
	in := engine.Options{Edition: engine.Edition2000, VictorySCs: 84, EndYear: 1901}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `"edition=2000 victory=84 end=1901"` {
		t.Errorf("JSON %s", data)
	}
	var out engine.Options
	if err := json.Unmarshal(data, &out); err != nil || !reflect.DeepEqual(out, in) {
		t.Errorf("round trip: %+v, %v", out, err)
	}
	teams := engine.Options{Teams: [][]engine.PowerID{{0, 1}, {3, 2}}}
	text, _ := teams.MarshalText()
	var back engine.Options
	if err := back.UnmarshalText(text); err != nil || string(text) != "edition=2023 teams=0+1,3+2" || !reflect.DeepEqual(back, teams) {
		t.Errorf("teams: %s → %+v, %v", text, back, err)
	}
	if err := out.UnmarshalText([]byte("edition=2023 speed=fast")); err == nil || !strings.Contains(err.Error(), `unknown option "speed"`) {
		t.Errorf("unknown key: %v", err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Error("a failed read changed the options")
	}
	var def engine.Options
	if err := def.UnmarshalText([]byte("")); err != nil || !reflect.DeepEqual(def, engine.Options{}) {
		t.Errorf("empty text: %+v %v", def, err)
	}
}
