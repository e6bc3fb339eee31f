package engine_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
)

// resultFor finds the result of the order given for the unit in province p.
func resultFor(t *testing.T, v *engine.Variant, out engine.Outcome, where string) engine.Result {
	t.Helper()
	p, ok := v.LookupProvince(where)
	if !ok {
		t.Fatalf("no province %q", where)
	}
	for _, r := range out.Results {
		if r.Order.Loc != engine.NoLoc && v.ProvinceOf(r.Order.Loc) == p {
			return r
		}
	}
	t.Fatalf("no result for %s", where)
	return engine.Result{}
}

type reasonCase struct {
	name    string
	phase   engine.Phase
	units   []string
	orders  []string
	owners  map[string]string // province -> power, replacing the 1901 owners when set
	ed      engine.Edition
	at      string // province of the order to look at; "" = the first result
	reason  engine.Reason
	success bool
	explain string
}

func TestEveryReasonHasAnExplanation(t *testing.T) {
	v := classic(t)
	adj := engine.Phase{Year: 1901, Season: 1, Kind: engine.Adjustment}
	cases := []reasonCase{
		{name: "held", units: []string{"France: A Par"}, orders: []string{"A Par H"}, at: "par",
			reason: engine.ReasonHeld, success: true, explain: "Held: A Par was not dislodged"},
		{name: "unordered unit holds", units: []string{"France: A Par"}, at: "par",
			reason: engine.ReasonHeld, success: true, explain: "A Par had no order and held"},
		{name: "moved", units: []string{"France: A Par"}, orders: []string{"A Par - Bur"}, at: "par",
			reason: engine.ReasonMoved, success: true, explain: "Moved: A Par → Bur into an empty province"},
		{name: "bounced", units: []string{"France: A Bur", "France: A Ruh", "Austria: A Tyr", "Austria: A Boh"},
			orders: []string{"A Bur - Mun", "A Ruh S A Bur - Mun", "A Tyr - Mun", "A Boh S A Tyr - Mun"}, at: "bur",
			reason: engine.ReasonBounced, explain: "Bounced: A Bur → Mun had strength 2 against A Tyr → Mun with 2"},
		{name: "bounced off a holding unit", units: []string{"France: A Bur", "Germany: A Mun"},
			orders: []string{"A Bur - Mun"}, at: "bur",
			reason: engine.ReasonBounced, explain: "Bounced: A Bur → Mun had strength 1 against A Mun holding with 1"},
		{name: "head to head", units: []string{"Germany: A Ber", "Germany: A Sil", "Russia: A Pru"},
			orders: []string{"A Ber - Pru", "A Sil S A Ber - Pru", "A Pru - Ber"}, at: "pru",
			reason: engine.ReasonHeadToHead, explain: "Lost head to head: A Pru → Ber had strength 1 against A Ber → Pru with 2; dislodged by A Ber → Pru"},
		{name: "own unit", units: []string{"Germany: A Ber", "Germany: A Kie", "Germany: A Mun"},
			orders: []string{"A Kie - Ber", "A Mun S A Kie - Ber"}, at: "kie",
			reason: engine.ReasonOwnUnit, explain: "Failed: A Kie → Ber would have dislodged A Ber of its own power"},
		{name: "no convoy route", units: []string{"England: A Lon", "England: F Nth", "Germany: F Ska", "Germany: F Hel"},
			orders: []string{"A Lon - Nwy", "F Nth C A Lon - Nwy", "F Ska - Nth", "F Hel S F Ska - Nth"}, at: "lon",
			reason: engine.ReasonNoConvoy, explain: "No convoy route: F Nth was dislodged"},
		{name: "no convoy ordered", units: []string{"England: A Lon", "England: F Nth"},
			orders: []string{"A Lon - Nwy"}, at: "lon",
			reason: engine.ReasonNoConvoy, explain: "No convoy route: no chain of convoying fleets for A Lon → Nwy"},
		{name: "dislodged", units: []string{"Germany: A Mun", "France: A Bur", "France: A Ruh"},
			orders: []string{"A Mun H", "A Bur - Mun", "A Ruh S A Bur - Mun"}, at: "mun",
			reason: engine.ReasonDislodged, explain: "Dislodged by A Bur → Mun (strength 2 against 1)"},
		{name: "support given", units: []string{"France: A Bur", "France: A Ruh"},
			orders: []string{"A Bur - Mun", "A Ruh S A Bur - Mun"}, at: "ruh",
			reason: engine.ReasonSupportGiven, success: true, explain: "Support given: A Ruh S A Bur - Mun"},
		{name: "support cut", units: []string{"Germany: A Ber", "Germany: A Sil", "Austria: A Boh", "Russia: A Pru"},
			orders: []string{"A Ber - Pru", "A Sil S A Ber - Pru", "A Boh - Sil"}, at: "sil",
			reason: engine.ReasonSupportCut, explain: "Support cut by A Boh → Sil"},
		{name: "support void", units: []string{"France: A Bur", "France: A Ruh"},
			orders: []string{"A Bur - Mar", "A Ruh S A Bur - Mun"}, at: "ruh",
			reason: engine.ReasonSupportVoid, explain: "Support void: A Bur was ordered → Mar, not as supported"},
		{name: "hold support void", units: []string{"France: A Bur", "France: A Ruh"},
			orders: []string{"A Bur - Mar", "A Ruh S A Bur"}, at: "ruh",
			reason: engine.ReasonSupportVoid, explain: "Support void: A Bur was ordered → Mar, so it could not be supported to hold"},
		{name: "convoy stood", units: []string{"England: A Lon", "England: F Nth"},
			orders: []string{"A Lon - Nwy", "F Nth C A Lon - Nwy"}, at: "nth",
			reason: engine.ReasonConvoyed, success: true, explain: "Convoy stood: F Nth was not dislodged while convoying A Lon → Nwy"},
		{name: "convoy void", units: []string{"England: A Lon", "England: F Nth"},
			orders: []string{"A Lon - Wal", "F Nth C A Lon - Nwy"}, at: "nth",
			reason: engine.ReasonConvoyVoid, explain: "Convoy void: A Lon did not move by convoy to Nwy"},
		{name: "convoy disrupted", units: []string{"England: A Lon", "England: F Nth", "Germany: F Ska", "Germany: F Hel"},
			orders: []string{"A Lon - Nwy", "F Nth C A Lon - Nwy", "F Ska - Nth", "F Hel S F Ska - Nth"}, at: "nth",
			reason: engine.ReasonConvoyDisrupted, explain: "Convoy disrupted: F Nth was dislodged by F Ska → Nth"},
		{name: "paradox", units: []string{"England: F Lon", "England: F Wal", "France: A Bre", "France: F Eng"},
			orders: []string{"F Lon S F Wal - Eng", "F Wal - Eng", "A Bre - Lon", "F Eng C A Bre - Lon"}, at: "eng",
			reason: engine.ReasonParadox, explain: "Convoy failed: the orders formed a convoy paradox, settled by the Szykman rule (every convoyed move in a paradox fails); dislodged by F Wal → Eng"},
		{name: "army of a paradox", units: []string{"England: F Lon", "England: F Wal", "France: A Bre", "France: F Eng", "Germany: F Nth", "Germany: F Bel"},
			orders: []string{"F Lon S F Wal - Eng", "F Wal - Eng", "A Bre - Lon", "F Eng C A Bre - Lon", "F Nth S F Bel - Eng", "F Bel - Eng"}, at: "bre",
			reason: engine.ReasonParadox, explain: "Convoy failed: the orders formed a convoy paradox, settled by the Szykman rule (every convoyed move in a paradox fails)"},
		{name: "illegal", units: []string{"France: A Par"}, orders: []string{"A Par - Mos"}, at: "par",
			reason: engine.ReasonIllegal, explain: "Illegal: Paris is not adjacent to Moscow; A Par holds"},
		{name: "conflicting", units: []string{"France: A Par"}, orders: []string{"A Par - Bur", "A Par - Pic"}, at: "par",
			reason: engine.ReasonConflicting, explain: "Ignored: A Par had more than one order, so it held"},
		{name: "illegal retreat", phase: engine.Phase{Year: 1901, Kind: engine.Retreat}, units: []string{"France: A Par"},
			orders: []string{"A Bur - Par"}, at: "bur",
			reason: engine.ReasonIllegal, explain: "Illegal: Paris is occupied; the order is ignored"},
		{name: "retreated", phase: engine.Phase{Year: 1901, Kind: engine.Retreat}, units: []string{"France: A Par"},
			orders: []string{"A Bur - Gas"}, at: "bur",
			reason: engine.ReasonRetreated, success: true, explain: "Retreated: A Bur → Gas"},
		{name: "retreat clash", phase: engine.Phase{Year: 1901, Kind: engine.Retreat}, units: []string{"France: A Par"},
			orders: []string{"A Bur - Gas", "A Spa - Gas"}, at: "bur",
			reason: engine.ReasonRetreatClash, explain: "Disbanded: A Bur → Gas clashed with A Spa → Gas"},
		{name: "disbanded", phase: engine.Phase{Year: 1901, Kind: engine.Retreat}, units: []string{"France: A Par"},
			orders: []string{"A Bur disband"}, at: "bur",
			reason: engine.ReasonDisbanded, success: true, explain: "Disbanded: A Bur"},
		{name: "destroyed", units: []string{"Germany: A Mun", "France: A Bur", "France: A Ruh", "France: A Kie", "France: A Ber", "France: A Sil", "France: A Boh", "France: A Tyr"},
			orders: []string{"A Bur - Mun", "A Ruh S A Bur - Mun"}, at: "mun",
			reason: engine.ReasonDislodged, explain: "Dislodged by A Bur → Mun (strength 2 against 1)"},
		{name: "built", phase: adj, units: []string{"France: A Bur"}, orders: []string{"Build A Par"}, at: "par",
			reason: engine.ReasonBuilt, success: true, explain: "Built an army in Paris"},
		{name: "no builds left", phase: adj, units: []string{"France: A Bur", "France: A Pic"}, orders: []string{"Build A Par", "Build F Bre"}, at: "bre",
			reason: engine.ReasonNoBuildsLeft, explain: "Not built: no builds were left for a fleet in Brest"},
		{name: "waived", phase: adj, units: []string{"France: A Bur"}, orders: []string{"France: Waive"},
			reason: engine.ReasonWaived, success: true, explain: "Waived a build"},
		{name: "removed", phase: adj, owners: map[string]string{"par": "France"}, units: []string{"France: A Par", "France: A Pic"},
			orders: []string{"Remove A Pic"}, at: "pic", reason: engine.ReasonRemoved, success: true, explain: "Removed the army in Picardy"},
		{name: "no removals left", phase: adj, owners: map[string]string{"par": "France"}, units: []string{"France: A Par", "France: A Pic"},
			orders: []string{"Remove A Pic", "Remove A Par"}, at: "par", reason: engine.ReasonNoRemovalsLeft,
			explain: "Not removed: no more removals were due, so the army in Paris stays"},
		{name: "civil disorder", phase: adj, owners: map[string]string{"par": "France"}, units: []string{"France: A Par", "France: A Pic"},
			at: "pic", reason: engine.ReasonCivilDisorder, success: true,
			explain: "Removed the army in Picardy: no removal was ordered, so the unit farthest from its power's centres went"},
	}
	seen := map[engine.Reason]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := c.phase
			if ph == (engine.Phase{}) {
				ph = spring1901
			}
			pos := board(t, v, ph, c.units...)
			if c.owners != nil {
				for i := range pos.Owners {
					pos.Owners[i] = engine.NoPower
				}
				for p, pw := range c.owners {
					pr, _ := v.LookupProvince(p)
					pos.Owners[pr] = power(t, v, pw)
				}
			}
			if ph.Kind == engine.Retreat {
				for _, o := range c.orders {
					ord, _ := v.ParseOrder(o)
					pos.Dislodged = append(pos.Dislodged, engine.Dislodged{Unit: engine.Unit{Type: ord.Type, Power: power(t, v, "France"), Loc: ord.Loc}, From: engine.NoProvince})
				}
			}
			out := adjudicate(t, v, pos, orders(t, v, c.orders...), c.ed)
			var r engine.Result
			if c.at == "" {
				r = out.Results[0]
			} else {
				r = resultFor(t, v, out, c.at)
			}
			if r.Reason != c.reason || r.Success != c.success {
				t.Errorf("reason %v success %v, want %v %v (%s)", r.Reason, r.Success, c.reason, c.success, v.Explain(r))
			}
			if got := v.Explain(r); got != c.explain {
				t.Errorf("Explain = %q\n         want %q", got, c.explain)
			}
			seen[r.Reason] = true
		})
	}
	// the destroyed unit of the "destroyed" case
	pos := board(t, v, spring1901, "Germany: A Mun", "France: A Bur", "France: A Ruh", "France: A Kie", "France: A Ber", "France: A Sil", "France: A Boh", "France: A Tyr")
	out := adjudicate(t, v, pos, orders(t, v, "A Bur - Mun", "A Ruh S A Bur - Mun"), engine.Edition2023)
	last := out.Results[len(out.Results)-1]
	if last.Reason != engine.ReasonDestroyed || v.Explain(last) != "Destroyed: A Mun was dislodged and had nowhere to retreat" {
		t.Errorf("destroyed: got %v %q", last.Reason, v.Explain(last))
	}
	seen[last.Reason] = true
	for r := engine.Reason(0); r <= engine.ReasonCivilDisorder; r++ {
		if !seen[r] {
			t.Errorf("no test produces reason %v", r)
		}
	}
}

func TestIllegalOrderErrorsNameTheOrder(t *testing.T) {
	v := classic(t)
	pos := v.Start()
	cases := []struct{ in, want string }{
		{"A Par - Mos", `engine: order "A Par - Mos": Paris is not adjacent to Moscow`},
		{"Germany: F Lon - Nth", `engine: order "F Lon - Nth": the fleet in London belongs to England, not Germany`},
		{"A Bur - Par", `engine: order "A Bur - Par": there is no unit in Burgundy`},
		{"F Lon - Wal via convoy", `engine: order "F Lon - Wal via convoy": only armies can be convoyed`},
		{"F Bre - Par", `engine: order "F Bre - Par": a fleet cannot go to Paris (land)`},
		{"A Lvp - Iri", `engine: order "A Lvp - Iri": an army cannot go to Irish Sea (sea)`},
		{"F Kie - Kie", `engine: order "F Kie - Kie": a unit cannot move to its own province (Kiel)`},
		{"F Sev - Bul", `engine: order "F Sev - Bul": Sevastopol is not adjacent to Bulgaria for a fleet`},
		{"F Nap - Ven", `engine: order "F Nap - Ven": Naples is not adjacent to Venice for a fleet`},
		{"A Mun S A Ber", ``},
		{"A Mun S A Mun", `engine: order "A Mun S A Mun": a unit cannot support itself`},
		{"F Kie S A Mun - Bur", `engine: order "F Kie S A Mun - Bur": Kiel cannot reach Burgundy, so it cannot support a move there`},
		{"F Tri C A Ven - Alb", `engine: order "F Tri C A Ven - Alb": a fleet in Trieste cannot convoy (only fleets at sea can)`},
		{"Build A Par", `engine: order "Build A Par": a build order is not allowed in a movement phase`},
	}
	for _, c := range cases {
		o, err := v.ParseOrder(c.in)
		if err != nil {
			t.Fatalf("%q: %v", c.in, err)
		}
		_, err = v.Check(&pos, o)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("Check(%q) = %q\n        want %q", c.in, got, c.want)
		}
	}
}

func TestBadInputNeverPanics(t *testing.T) {
	v := classic(t)
	pos := v.Start()
	weird := []engine.Order{
		{Kind: engine.Move, Loc: 9999, Dest: 3, Target: engine.NoLoc, Power: engine.NoPower},
		{Kind: engine.Support, Loc: 1, Dest: -7, Target: 12000, Power: engine.NoPower},
		{Kind: engine.OrderKind(200), Loc: 1, Dest: engine.NoLoc, Target: engine.NoLoc, Power: 99},
		{Kind: engine.Convoy, Loc: engine.NoLoc, Dest: engine.NoLoc, Target: engine.NoLoc, Power: engine.NoPower},
	}
	out, err := engine.Adjudicate(v, &pos, weird, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range weird {
		if out.Results[i].Reason != engine.ReasonIllegal || out.Results[i].Err == nil {
			t.Errorf("order %d: reason %v, want illegal with an error", i, out.Results[i].Reason)
		}
	}
	bad := pos.Clone()
	bad.Units = append(bad.Units, bad.Units[0])
	if _, err := engine.Adjudicate(v, &bad, nil, engine.Options{}); err == nil {
		t.Errorf("two units in one province were accepted")
	}
}

// TestResultTextSaysEachBuildOnce: a Winter result is one line of plain
// words that names the unit and the place, so a list does not show the
// order and then the same order again as its result; a refusal and a
// movement result keep the order above the explanation.
func TestResultTextSaysEachBuildOnce(t *testing.T) {
	v := classic(t)
	adj := engine.Phase{Year: 1901, Season: 1, Kind: engine.Adjustment}
	pos := board(t, v, adj, "France: A Bur")
	out := adjudicate(t, v, pos, orders(t, v, "Build A Par", "Build F Bre", "Build A Mar", "Russia: Build F StP/nc", "Russia: Build F Mos"), engine.Edition2023)
	want := map[string]string{
		"par": "Built an army in Paris",
		"bre": "Built a fleet in Brest",
		"mar": "Not built: no builds were left for an army in Marseilles",
		"stp": "Built a fleet in St Petersburg (north coast)",
		"mos": "Build F Mos\nIllegal: ",
	}
	for at, w := range want {
		r := resultFor(t, v, out, at)
		if got := v.ResultText(r); got[:min(len(got), len(w))] != w || (!strings.Contains(w, "\n") && got != w) {
			t.Errorf("%s: ResultText = %q, want %q", at, got, w)
		}
	}
	pos = board(t, v, spring1901, "France: A Par")
	out = adjudicate(t, v, pos, orders(t, v, "A Par - Bur"), engine.Edition2023)
	if got, w := v.ResultText(out.Results[0]), "A Par - Bur\nMoved: A Par → Bur into an empty province"; got != w {
		t.Errorf("a move: ResultText = %q, want %q", got, w)
	}
	pos = board(t, v, spring1901, "France: A Par", "England: F Lon")
	out = adjudicate(t, v, pos, orders(t, v, "A Par H"), engine.Edition2023)
	for at, w := range map[string]string{"par": "A Par H\nHeld: A Par was not dislodged", "lon": "F Lon had no order and held"} {
		if got := v.ResultText(resultFor(t, v, out, at)); got != w {
			t.Errorf("%s: ResultText = %q, want %q", at, got, w)
		}
	}
}
