package mila

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"dipdesk/engine"
	"dipdesk/record"
	"dipdesk/replay"
)

// Disagreement is a recorded phase whose outcome, by dipdesk's
// adjudication of its recorded orders, is not what the record says.
type Disagreement struct {
	Phase string // the phase resolved, e.g. "F1903M"
	Why   string // what differs, in plain words
}

func (d Disagreement) String() string { return d.Phase + ": " + d.Why }

// Imported is a saved game played again by dipdesk.
type Imported struct {
	Game     *engine.Game
	Edition  engine.Edition
	Disagree []Disagreement
	// Needs says which rules editions reproduce every recorded phase:
	// "2023", "2000", "either", or "neither" (then Disagree names the
	// phases, under the edition that disagreed least, which Game uses).
	Needs string
}

// Import plays f's recorded orders on v (the standard map) under both
// rules editions and keeps the one that reproduces the record best, the
// 2023 edition on a tie.
func Import(v *engine.Variant, f *File) (*Imported, error) {
	a, err := Play(v, f, engine.Edition2023)
	if err != nil {
		return nil, err
	}
	b, err := Play(v, f, engine.Edition2000)
	if err != nil {
		return nil, err
	}
	switch {
	case len(a.Disagree) == 0 && len(b.Disagree) == 0:
		a.Needs = "either"
	case len(a.Disagree) == 0:
		a.Needs = "2023"
	case len(b.Disagree) == 0:
		b.Needs = "2000"
		return b, nil
	case len(b.Disagree) < len(a.Disagree):
		b.Needs = "neither"
		return b, nil
	default:
		a.Needs = "neither"
	}
	return a, nil
}

// Play adjudicates f's recorded orders phase by phase with edition ed,
// from the first phase's state, and compares every phase reached with the
// record's next one. The game returned is dipdesk's own adjudication
// throughout; where it departs from the record, later phases are played
// from dipdesk's position, their orders where they still apply.
func Play(v *engine.Variant, f *File, ed engine.Edition) (*Imported, error) {
	start, err := Position(v, &f.Phases[0].State, f.Phases[0].Name)
	if err != nil {
		return nil, fmt.Errorf("phase %s: %w", f.Phases[0].Name, err)
	}
	g := engine.NewGame(v, engine.Options{Edition: ed})
	g.Current = start
	imp := &Imported{Game: g, Edition: ed}
	for i := 0; i+1 < len(f.Phases) && !g.Over(); i++ {
		rec := &f.Phases[i]
		here := replay.ShortPhase(v, g.Current.Phase)
		if here != rec.Name {
			// The record has a phase dipdesk passed by (nobody had a
			// decision) or lacks one dipdesk needs.
			if recPhase, ok := ParsePhase(v, rec.Name); ok && recPhase.Before(g.Current.Phase) {
				if n := countOrders(rec); n > 0 {
					imp.note(rec.Name, fmt.Sprintf("dipdesk has no %s phase (nobody has a decision there); its %d orders are left out", rec.Name, n))
				}
				continue
			}
			imp.note(here, fmt.Sprintf("the record has no %s phase; dipdesk resolved it with no orders", here))
			if _, err := g.Resolve(nil); err != nil {
				return nil, err
			}
			i--
			continue
		}
		orders, bad := Orders(v, &g.Current, rec)
		out, err := g.Resolve(orders)
		if err != nil {
			return nil, fmt.Errorf("phase %s: %w", rec.Name, err)
		}
		var why []string
		why = append(why, bad...)
		why = append(why, compareResults(v, rec, out)...)
		next := &f.Phases[i+1]
		why = append(why, compareState(v, &g.Current, &next.State, next.Name)...)
		if len(why) > 0 {
			imp.note(rec.Name, strings.Join(why, "; "))
		}
	}
	return imp, nil
}

func (imp *Imported) note(phase, why string) {
	imp.Disagree = append(imp.Disagree, Disagreement{Phase: phase, Why: why})
}

func countOrders(p *Phase) int {
	n := 0
	for _, os := range p.Orders {
		n += len(os)
	}
	return n
}

// ParsePhase reads "S1901M", "F1901R", "W1901A" for v (seasons by their
// initials, in the variant's order).
func ParsePhase(v *engine.Variant, name string) (engine.Phase, bool) {
	if len(name) < 3 {
		return engine.Phase{}, false
	}
	year, err := strconv.Atoi(name[1 : len(name)-1])
	if err != nil {
		return engine.Phase{}, false
	}
	kinds := map[byte]engine.PhaseKind{'M': engine.Movement, 'R': engine.Retreat, 'A': engine.Adjustment}
	kind, ok := kinds[name[len(name)-1]]
	if !ok {
		return engine.Phase{}, false
	}
	for s := range v.Seasons {
		p := engine.Phase{Year: year, Season: s, Kind: kind}
		if replay.ShortPhase(v, p) == name {
			return p, true
		}
	}
	return engine.Phase{}, false
}

// Position is the board a recorded state describes, in phase name.
func Position(v *engine.Variant, st *State, name string) (engine.Position, error) {
	ph, ok := ParsePhase(v, name)
	if !ok {
		return engine.Position{}, fmt.Errorf("no phase %q in %s", name, v.Name)
	}
	if ph.Kind == engine.Retreat {
		return engine.Position{}, fmt.Errorf("a game starting in a retreat phase cannot be read (the record does not say where the attackers came from)")
	}
	pos := v.Start()
	pos.Phase = ph
	pos.Units = nil
	for i := range pos.Owners {
		pos.Owners[i] = engine.NoPower
	}
	for _, p := range sortedKeys(st.Units) {
		pw, ok := v.LookupPower(p)
		if !ok {
			return pos, fmt.Errorf("no power %q", p)
		}
		for _, u := range st.Units[p] {
			if strings.HasPrefix(u, "*") {
				return pos, fmt.Errorf("dislodged unit %s outside a retreat phase", u)
			}
			t, l, err := readUnit(v, u)
			if err != nil {
				return pos, err
			}
			pos.Units = append(pos.Units, engine.Unit{Type: t, Power: pw, Loc: l})
		}
		for _, c := range st.Centers[p] {
			pr, ok := v.LookupProvince(c)
			if !ok || !v.Province(pr).SC {
				return pos, fmt.Errorf("%s is not a supply centre", c)
			}
			pos.Owners[pr] = pw
		}
	}
	slices.SortFunc(pos.Units, func(a, b engine.Unit) int { return int(v.ProvinceOf(a.Loc)) - int(v.ProvinceOf(b.Loc)) })
	if err := v.CheckPosition(&pos); err != nil {
		return pos, err
	}
	return pos, nil
}

func sortedKeys[T any](m map[string]T) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// readUnit reads "A PAR", "F STP/SC".
func readUnit(v *engine.Variant, s string) (engine.UnitType, engine.LocID, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return engine.NoUnit, engine.NoLoc, fmt.Errorf("unit %q: expected a type and a place", s)
	}
	t, err := unitType(f[0])
	if err != nil {
		return t, engine.NoLoc, fmt.Errorf("unit %q: %w", s, err)
	}
	l, ok := v.LookupLoc(f[1])
	if !ok {
		return t, engine.NoLoc, fmt.Errorf("unit %q: no place %s", s, f[1])
	}
	return t, l, nil
}

func unitType(s string) (engine.UnitType, error) {
	switch strings.ToUpper(s) {
	case "A":
		return engine.Army, nil
	case "F":
		return engine.Fleet, nil
	}
	return engine.NoUnit, fmt.Errorf("%q is neither A nor F", s)
}

// Orders reads a recorded phase's orders for pos; orders dipdesk cannot
// read or that the engine refuses are left out and described.
func Orders(v *engine.Variant, pos *engine.Position, rec *Phase) ([]engine.Order, []string) {
	var out []engine.Order
	var bad []string
	for _, p := range sortedKeys(rec.Orders) {
		pw, ok := v.LookupPower(p)
		if !ok {
			bad = append(bad, fmt.Sprintf("orders for an unknown power %s", p))
			continue
		}
		for _, text := range rec.Orders[p] {
			o, err := ParseOrder(v, pos.Phase.Kind, text)
			if err == nil {
				o.Power = pw
				o, err = v.Check(pos, o)
			}
			if err != nil {
				bad = append(bad, fmt.Sprintf("%s's order %q is not legal here (%v)", p, text, err))
				continue
			}
			out = append(out, o)
		}
	}
	return out, bad
}

// ParseOrder reads one order in MILA's notation for a phase of kind k.
func ParseOrder(v *engine.Variant, k engine.PhaseKind, text string) (engine.Order, error) {
	f := strings.Fields(strings.ToUpper(text))
	if len(f) == 1 && f[0] == "WAIVE" {
		return engine.NewOrder(engine.Waive, engine.NoUnit, engine.NoLoc), nil
	}
	if len(f) < 3 {
		return engine.Order{}, fmt.Errorf("too short")
	}
	t, l, err := readUnit(v, f[0]+" "+f[1])
	if err != nil {
		return engine.Order{}, err
	}
	loc := func(s string) (engine.LocID, error) {
		if d, ok := v.LookupLoc(s); ok {
			return d, nil
		}
		return engine.NoLoc, fmt.Errorf("no place %s", s)
	}
	switch {
	case len(f) == 3 && f[2] == "H":
		return engine.HoldOrder(t, l), nil
	case len(f) == 3 && f[2] == "B":
		return engine.NewOrder(engine.Build, t, l), nil
	case len(f) == 3 && f[2] == "D" && k == engine.Adjustment:
		return engine.NewOrder(engine.Remove, t, l), nil
	case len(f) == 3 && f[2] == "D":
		return engine.NewOrder(engine.Disband, t, l), nil
	case len(f) >= 4 && (f[2] == "-" || f[2] == "R"):
		d, err := loc(f[3])
		o := engine.MoveOrder(t, l, d)
		o.ViaConvoy = len(f) == 5 && f[4] == "VIA"
		if len(f) > 5 || len(f) == 5 && f[4] != "VIA" {
			return o, fmt.Errorf("unexpected %q", strings.Join(f[4:], " "))
		}
		return o, err
	case len(f) >= 5 && (f[2] == "S" || f[2] == "C"):
		kind := engine.Support
		if f[2] == "C" {
			kind = engine.Convoy
		}
		o := engine.NewOrder(kind, t, l)
		o.TargetType, o.Target, err = readUnit(v, f[3]+" "+f[4])
		if err != nil {
			return o, err
		}
		switch {
		case len(f) == 7 && f[5] == "-":
			o.Dest, err = loc(f[6])
		case len(f) == 5 && kind == engine.Support:
		default:
			return o, fmt.Errorf("unexpected %q", strings.Join(f[5:], " "))
		}
		return o, err
	}
	return engine.Order{}, fmt.Errorf("not an order")
}

// compareResults names the units whose recorded result words differ from
// dipdesk's (an empty list and none are the same).
func compareResults(v *engine.Variant, rec *Phase, out engine.Outcome) []string {
	if len(rec.Results) == 0 {
		return nil // a record may leave results out
	}
	ours := map[string][]string{}
	for _, r := range out.Results {
		if r.Order.Kind != engine.Waive && r.Order.Loc != engine.NoLoc {
			ours[unitText(v, r.Order.Type, r.Order.Loc)] = record.Words(r)
		}
	}
	var why []string
	for _, u := range sortedKeys(rec.Results) {
		want := normalWords(rec.Results[u])
		got := normalWords(ours[u])
		if !slices.Equal(want, got) {
			why = append(why, fmt.Sprintf("%s: the record says %s, dipdesk %s", u, words(want), words(got)))
		}
	}
	return why
}

// normalWords sorts result words and drops the ones MILA and dipdesk use
// for the same fact in different places ("disrupted", "maybe").
func normalWords(ws []string) []string {
	var out []string
	for _, w := range ws {
		w = strings.ToLower(strings.TrimSpace(w))
		if w != "" && w != "disrupted" && w != "maybe" && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

func words(ws []string) string {
	if len(ws) == 0 {
		return "it succeeded"
	}
	return strings.Join(ws, ", ")
}

// compareState names what differs between dipdesk's position and the
// record's next state: the phase, units (dislodged ones starred) and
// centres, power by power.
func compareState(v *engine.Variant, pos *engine.Position, st *State, name string) []string {
	var why []string
	if here := replay.ShortPhase(v, pos.Phase); here != name {
		why = append(why, fmt.Sprintf("the record goes on to %s, dipdesk to %s", name, here))
		return why
	}
	mine := state(v, pos, "")
	for _, p := range sortedKeys(mine.Units) {
		if d := setDiff(st.Units[p], mine.Units[p]); d != "" {
			why = append(why, fmt.Sprintf("%s's units after it: %s", p, d))
		}
		if d := setDiff(st.Centers[p], mine.Centers[p]); d != "" {
			why = append(why, fmt.Sprintf("%s's centres after it: %s", p, d))
		}
	}
	return why
}

// setDiff says what the record has that dipdesk does not, and the other
// way round; "" when they hold the same.
func setDiff(rec, ours []string) string {
	var only, missing []string
	for _, r := range rec {
		if !slices.Contains(ours, r) {
			only = append(only, r)
		}
	}
	for _, o := range ours {
		if !slices.Contains(rec, o) {
			missing = append(missing, o)
		}
	}
	var parts []string
	if len(only) > 0 {
		parts = append(parts, "the record has "+strings.Join(only, ", "))
	}
	if len(missing) > 0 {
		parts = append(parts, "dipdesk has "+strings.Join(missing, ", "))
	}
	return strings.Join(parts, ", ")
}
