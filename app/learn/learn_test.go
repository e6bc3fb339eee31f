package learn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

func builtins(t *testing.T) []*variants.Package {
	t.Helper()
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// Each lesson shows its rule: the adjudicator's results are the ones the
// lesson's text describes.
func TestLessonsShowTheirRule(t *testing.T) {
	classic, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		success []bool
		reason  engine.Reason // of the last order
	}{
		"Moving and holding": {[]bool{true, true, true}, engine.ReasonHeld},
		"Bounce":             {[]bool{false, false}, engine.ReasonBounced},
		"Support":            {[]bool{true, true, false}, engine.ReasonBounced},
		"Cut support":        {[]bool{false, false, true, false}, engine.ReasonBounced},
		"Dislodge":           {[]bool{true, true, false}, engine.ReasonDislodged},
		"Retreat":            {[]bool{true}, engine.ReasonRetreated},
		"Convoy":             {[]bool{true, true}, engine.ReasonConvoyed},
		"Build":              {[]bool{true}, engine.ReasonBuilt},
	}
	if len(Lessons) != len(want) {
		t.Fatalf("%d lessons, %d expectations", len(Lessons), len(want))
	}
	for _, l := range Lessons {
		st, err := l.Study(classic)
		if err != nil {
			t.Fatalf("%s: %v", l.Title, err)
		}
		w := want[l.Title]
		var got []bool
		for _, q := range st.Questions {
			got = append(got, q.Success)
		}
		if len(got) != len(w.success) {
			t.Fatalf("%s: %d results, want %d", l.Title, len(got), len(w.success))
		}
		for i := range got {
			if got[i] != w.success[i] {
				t.Errorf("%s: %s succeeded %v, want %v (%s)", l.Title, st.Questions[i].Text, got[i], w.success[i], st.Questions[i].Explain)
			}
		}
		if r := st.Out.Results[len(st.Orders)-1].Reason; r != w.reason {
			t.Errorf("%s: last order's reason %s, want %s", l.Title, r, w.reason)
		}
		if len(st.Area) < 2 {
			t.Errorf("%s: area %v is too small to frame", l.Title, st.Area)
		}
	}
	// The cut support lesson's explanation names the cut.
	st, _ := Lessons[3].Study(classic)
	if !strings.Contains(strings.ToLower(st.Questions[1].Explain), "cut") {
		t.Errorf("cut support explained as %q", st.Questions[1].Explain)
	}
}

// Puzzles come from every Classic case file and the variants' scenarios,
// grouped by topic, with unique ids; each puzzle's answer is the case's
// own expected result where the case gives one.
func TestPuzzlesFromTheCases(t *testing.T) {
	topics, err := Collect(engine.CaseFiles, builtins(t))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	total := 0
	names := map[string]bool{}
	for _, tp := range topics {
		names[tp.Name] = true
		for _, pz := range tp.Puzzles {
			if seen[pz.ID] {
				t.Errorf("puzzle id %s twice", pz.ID)
			}
			seen[pz.ID] = true
			total++
			st, err := pz.Study()
			if err != nil {
				t.Fatalf("%s: %v", pz.ID, err)
			}
			// Where a case gives results, some question on the same
			// order has that result (a case may give one order twice).
			for _, l := range pz.Case.PostResults {
				v := pz.Pkg.Variant
				o, err := v.ParseOrder(l.Text)
				if err != nil {
					continue
				}
				o.Power, _ = v.LookupPower(l.Power)
				matched, agreed := false, false
				for i, q := range st.Questions {
					if sameOrder(o, st.Orders[i]) {
						matched = true
						agreed = agreed || q.Success == (l.Status == "SUCCESS")
					}
				}
				if matched && !agreed {
					t.Errorf("%s: %s: no question with the case's result %s", pz.ID, l.Text, l.Status)
				}
			}
		}
	}
	for _, n := range []string{"Moves, bounces and illegal orders", "Support and cut support", "Convoys", "Retreats", "Builds and removals"} {
		if !names[n] {
			t.Errorf("no topic %q; topics: %v", n, names)
		}
	}
	if total < 100 {
		t.Errorf("only %d puzzles", total)
	}
	if topics[0].Name != "Moves, bounces and illegal orders" {
		t.Errorf("the first topic is %q; a learner starts with moves", topics[0].Name)
	}
}

func sameOrder(a, b engine.Order) bool {
	return a.Kind == b.Kind && a.Power == b.Power && a.Type == b.Type && a.Loc == b.Loc &&
		a.Target == b.Target && a.Dest == b.Dest
}

func TestScore(t *testing.T) {
	st := &Study{Questions: []Question{{Success: true}, {Success: false}, {Success: false}}}
	if got := st.Score([]bool{true, true, false}); got != 2 {
		t.Errorf("score %d, want 2", got)
	}
	if got := st.Score(nil); got != 0 {
		t.Errorf("no guesses scored %d", got)
	}
}

func TestProgressSurvivesAndDamageIsKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "learn", "puzzles.json")
	p, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	p.Record("moves.two-bounce", false)
	p.Record("moves.two-bounce", true)
	p.Record("moves.three-bounce", false)
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	back, err := LoadProgress(path)
	if err != nil {
		t.Fatal(err)
	}
	if !back.Solved["moves.two-bounce"] || back.Solved["moves.three-bounce"] || back.Tries["moves.two-bounce"] != 2 {
		t.Errorf("progress back: %+v", back)
	}
	if got := back.Done(Topic{Puzzles: []*Puzzle{{ID: "moves.two-bounce"}, {ID: "moves.three-bounce"}}}); got != 1 {
		t.Errorf("done %d, want 1", got)
	}
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadProgressReadOnly(path); err == nil {
		t.Error("a damaged file read for a summary should be an error")
	}
	if _, err := os.Stat(path); err != nil {
		t.Error("reading for a summary moved the damaged file")
	}
	fresh, err := LoadProgress(path)
	if err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("a damaged file: error %v", err)
	}
	if kept, _ := os.ReadFile(path + ".damaged"); string(kept) != "{not json" {
		t.Error("the damaged file was not kept aside")
	}
	if len(fresh.Solved) != 0 || fresh.Save() != nil {
		t.Error("after a damaged file, progress should start afresh and save")
	}
}

// BenchmarkCollect is the cost of making every puzzle, paid when the
// Learn and Puzzles screens open.
func BenchmarkCollect(b *testing.B) {
	pkgs, err := variants.Builtins()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Collect(engine.CaseFiles, pkgs); err != nil {
			b.Fatal(err)
		}
	}
}
