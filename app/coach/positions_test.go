package coach

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"dipdesk/bot"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants/datc"
)

// The position set: Classic movement positions from computer games, each
// with one power's orders as an easy computer gave them (careless orders
// leave centres open and units exposed, so the coach has much to say).
// testdata/positions.txt is in the DATC case format; the power coached is
// the one whose orders are listed. Regenerate with
//
//	COACH_POSITIONS=write go test ./app/coach -run TestPositionSet
const positionsFile = "testdata/positions.txt"

// TestPositionSet: on every position of the set, every hint comes true
// with its witness, and every silence holds: no enemy unit walks into a
// centre of the power's the coach did not warn of, and no single attack,
// with every support the other powers can give it, dislodges a unit the
// coach did not warn of.
func TestPositionSet(t *testing.T) {
	v := classic(t)
	if os.Getenv("COACH_POSITIONS") == "write" {
		writePositions(t, v)
	}
	f, err := os.Open(positionsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	file, err := datc.Parse(positionsFile, f)
	if err != nil {
		t.Fatal(err)
	}
	if len(file.Cases) < 30 {
		t.Fatalf("%d positions, want at least 30", len(file.Cases))
	}
	kinds := map[Kind]int{}
	for _, c := range file.Cases {
		pos, given, err := datc.Prepare(v, c)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if len(given) == 0 {
			t.Fatalf("%s: no orders", c.Name)
		}
		pw := given[0].Power
		hints := Hints(v, &pos, pw, given)
		warned := map[engine.ProvinceID]Kind{}
		for _, h := range hints {
			kinds[h.Kind]++
			warned[h.Province] = h.Kind
			if msg := checkHint(v, &pos, pw, given, h); msg != "" {
				t.Errorf("%s: %s", c.Name, msg)
			}
		}
		for _, msg := range silences(v, &pos, pw, given, warned) {
			t.Errorf("%s: %s", c.Name, msg)
		}
	}
	if kinds[Dislodge] == 0 || kinds[Open] == 0 {
		t.Errorf("the set shows hints of each kind: %v", kinds)
	}
	t.Logf("%d positions, hints by kind: %v", len(file.Cases), kinds)
}

// silences checks what the coach did not say. For each centre of pw's
// with no hint, each enemy unit next to it moves in alone; for each unit
// of pw's that stays, with no hint, each enemy unit next to it attacks it
// with every support the others can give. Either succeeding is a false
// silence.
func silences(v *engine.Variant, pos *engine.Position, pw engine.PowerID, given []engine.Order, warned map[engine.ProvinceID]Kind) []string {
	var out []string
	legal := v.AllLegalOrders(pos)
	moves := func(p engine.ProvinceID) []engine.Order {
		var ms []engine.Order
		for _, o := range legal {
			u := pos.UnitIn(v, v.ProvinceOf(o.Loc))
			if o.Kind == engine.Move && !o.ViaConvoy && v.ProvinceOf(o.Dest) == p && u >= 0 &&
				pos.Units[u].Power != pw && pos.Units[u].Power != engine.NoPower &&
				v.Adjacent(pos.Units[u].Type, o.Loc, o.Dest) {
				ms = append(ms, o)
			}
		}
		return ms
	}
	run := func(extra []engine.Order) engine.Outcome {
		res, _ := engine.Adjudicate(v, pos, append(slices.Clone(given), extra...), engine.Options{})
		return res
	}
	for _, p := range v.SupplyCenters() {
		if pos.Owners[p] != pw {
			continue
		}
		if _, ok := warned[p]; ok {
			continue
		}
		if i := pos.UnitIn(v, p); i >= 0 && pos.Units[i].Power != pw {
			continue // an enemy already stands in it: nothing to walk into
		}
		for _, m := range moves(p) {
			after := run([]engine.Order{m}).After
			if i := after.UnitIn(v, p); i >= 0 && after.Units[i].Loc == m.Dest && after.Units[i].Power != pw {
				out = append(out, fmt.Sprintf("no hint, yet %s walks into %s", v.FormatOrder(m), v.Province(p).Name))
			}
		}
	}
	for _, u := range pos.Units {
		p := v.ProvinceOf(u.Loc)
		if u.Power != pw || warned[p] == Dislodge && hasKind(warned, p) {
			continue
		}
		moving := false
		for _, o := range given {
			moving = moving || o.Loc == u.Loc && o.Kind == engine.Move
		}
		if moving {
			continue
		}
		for _, m := range moves(p) {
			attack := []engine.Order{m}
			for _, o := range legal {
				w := pos.UnitIn(v, v.ProvinceOf(o.Loc))
				if o.Kind == engine.Support && o.Target == m.Loc && o.Dest != engine.NoLoc && v.ProvinceOf(o.Dest) == p &&
					w >= 0 && pos.Units[w].Power != pw && pos.Units[w].Power != engine.NoPower {
					attack = append(attack, o)
				}
			}
			res := run(attack)
			for _, d := range res.After.Dislodged {
				if d.Loc == u.Loc {
					out = append(out, fmt.Sprintf("no hint, yet %s dislodges the unit in %s", text(v, attack), v.Province(p).Name))
				}
			}
		}
	}
	return out
}

func hasKind(w map[engine.ProvinceID]Kind, p engine.ProvinceID) bool {
	_, ok := w[p]
	return ok
}

func text(v *engine.Variant, os []engine.Order) string {
	var s []string
	for _, o := range os {
		s = append(s, v.FormatOrder(o))
	}
	return strings.Join(s, ", ")
}

// writePositions plays seeded computer games of Classic and writes 36
// movement positions, each with one power's orders from an easy
// computer, in the DATC case format.
func writePositions(t *testing.T, v *engine.Variant) {
	var b strings.Builder
	b.WriteString("# Positions for the coach's test (app/coach/positions_test.go): Classic\n")
	b.WriteString("# movement positions from seeded computer games, each with one power's\n")
	b.WriteString("# orders as an easy computer gave them. Generated; see the test.\n")
	b.WriteString("VARIANT_ALL Standard\n")
	n := 0
	for game := range 6 {
		players := make([]selfplay.Player, v.NumPowers())
		for pw := range players {
			players[pw] = &bot.Bot{Level: bot.Levels()[(pw+game)%3], Seed: uint64(100*game + pw)}
		}
		g, err := selfplay.Play(v, players, 8, nil)
		if err != nil {
			t.Fatal(err)
		}
		picked := 0
		for i, turn := range g.Turns {
			pos := turn.Position
			if pos.Phase.Kind != engine.Movement || i%3 != game%3 || picked == 6 {
				continue
			}
			pw := engine.PowerID((i + game) % v.NumPowers())
			if pos.UnitCount(pw) == 0 {
				continue
			}
			easy := &bot.Bot{Level: bot.Easy, Seed: uint64(i)}
			orders := easy.Orders(v, &pos, pw)
			if len(orders) == 0 {
				continue
			}
			picked++
			n++
			fmt.Fprintf(&b, "\nCASE coach %d: %s, %s\n", n, v.Power(pw).Name, v.PhaseName(pos.Phase))
			fmt.Fprintf(&b, "PRESTATE_SETPHASE %s %d, Movement\n", v.Seasons[pos.Phase.Season], pos.Phase.Year)
			b.WriteString("PRESTATE_SUPPLYCENTER_OWNERS\n")
			for _, sc := range v.SupplyCenters() {
				if o := pos.Owners[sc]; o != engine.NoPower {
					fmt.Fprintf(&b, "\t%s: %s\n", v.Power(o).Name, v.Province(sc).ID)
				}
			}
			b.WriteString("PRESTATE\n")
			for _, u := range pos.Units {
				fmt.Fprintf(&b, "\t%s: %s %s\n", v.Power(u.Power).Name, map[engine.UnitType]string{engine.Army: "A", engine.Fleet: "F"}[u.Type], v.LocName(u.Loc))
			}
			b.WriteString("ORDERS\n")
			for _, o := range orders {
				fmt.Fprintf(&b, "\t%s: %s\n", v.Power(pw).Name, v.FormatOrder(o))
			}
			b.WriteString("END\n")
		}
	}
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(positionsFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
