package datc

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"dipdesk/engine"
)

// Failure is one case that did not pass, with what differed.
type Failure struct {
	Case string
	Diff []string
}

func (f Failure) String() string { return f.Case + ": " + strings.Join(f.Diff, "; ") }

// Report is the outcome of running a file.
type Report struct {
	Passed   int
	Failures []Failure
}

// Run runs every case of f on variant v with the given options.
func (f *File) Run(v *engine.Variant, opt engine.Options) Report {
	var rep Report
	for _, r := range f.RunEach(v, opt) {
		if r.Passed() {
			rep.Passed++
		} else {
			rep.Failures = append(rep.Failures, Failure{Case: r.Case.Name, Diff: r.Diff})
		}
	}
	return rep
}

// CaseResult is one case's outcome: Diff lists what differed from what the
// case expects (empty when it passed). The case's Comment says what it
// shows, for a designer reading the results.
type CaseResult struct {
	Case *Case
	Diff []string
}

// Passed reports whether the case passed.
func (r CaseResult) Passed() bool { return len(r.Diff) == 0 }

// RunEach runs every case of f on v, keeping each one's outcome in order.
func (f *File) RunEach(v *engine.Variant, opt engine.Options) []CaseResult {
	out := make([]CaseResult, len(f.Cases))
	for i, c := range f.Cases {
		out[i] = CaseResult{Case: c, Diff: runCase(v, c, opt)}
	}
	return out
}

type runner struct {
	v    *engine.Variant
	diff []string
}

func (r *runner) errf(format string, args ...any) {
	r.diff = append(r.diff, fmt.Sprintf(format, args...))
}

func runCase(v *engine.Variant, c *Case, opt engine.Options) (diff []string) {
	defer func() {
		if p := recover(); p != nil {
			diff = append(diff, fmt.Sprintf("panic: %v", p))
		}
	}()
	r := &runner{v: v}
	pos, orders := r.setup(c)
	if len(r.diff) > 0 {
		return r.diff
	}
	out, err := engine.Adjudicate(v, &pos, orders, opt)
	if err != nil {
		r.errf("%v", err)
		return r.diff
	}
	if c.PostSame {
		r.compareUnits("POSTSTATE_SAME", pos.Units, out.After.Units)
	}
	if c.HasPost {
		r.compareUnits("POSTSTATE", r.unitLines(c.Post), out.After.Units)
	}
	if c.HasPostDisl {
		r.compareDislodged(r.unitLines(c.PostDislodged), out)
	}
	if c.HasPostSC {
		want := make([]engine.PowerID, len(out.Next.Owners))
		for i := range want {
			want[i] = engine.NoPower
		}
		for _, l := range c.PostSCOwners {
			if pw, p, ok := r.ownerLine(l); ok {
				want[p] = pw
			}
		}
		for p := range want {
			if want[p] != out.Next.Owners[p] {
				r.errf("POSTSTATE_SUPPLYCENTER_OWNERS: %s owned by %s, expected %s", v.Province(engine.ProvinceID(p)).Name, r.powerName(out.Next.Owners[p]), r.powerName(want[p]))
			}
		}
	}
	if c.HasPostResults {
		r.compareResults(c.PostResults, out.Results)
	}
	if c.PostPhase != "" {
		ph, err := ParsePhase(v, c.PostPhase)
		if err != nil {
			r.errf("POSTSTATE_PHASE: %v", err)
		} else if ph != out.Next.Phase {
			r.errf("POSTSTATE_PHASE: next phase is %s, expected %s", v.PhaseName(out.Next.Phase), v.PhaseName(ph))
		}
	}
	r.compareRuleState(c, out)
	if c.HasPostWinner {
		r.compareWinners(c.PostWinner, out.Winners)
	}
	return r.diff
}

// Prepare sets up case c's position and orders on v exactly as Run does
// before adjudicating, for callers that show a case rather than check it
// (the app's puzzles). A line it cannot read is an error naming it.
func Prepare(v *engine.Variant, c *Case) (engine.Position, []engine.Order, error) {
	r := &runner{v: v}
	pos, orders := r.setup(c)
	if len(r.diff) > 0 {
		return pos, nil, errors.New(strings.Join(r.diff, "; "))
	}
	return pos, orders, nil
}

// setup builds the position before the case's orders, and the orders;
// problems go to r.diff.
func (r *runner) setup(c *Case) (engine.Position, []engine.Order) {
	v := r.v
	pos := v.Start()
	pos.Units, pos.Dislodged, pos.Standoffs = nil, nil, nil
	if c.Phase != "" {
		ph, err := ParsePhase(v, c.Phase)
		if err != nil {
			r.errf("PRESTATE_SETPHASE: %v", err)
			return pos, nil
		}
		pos.Phase = ph
	}
	if c.HasSCOwners {
		for i := range pos.Owners {
			pos.Owners[i] = engine.NoPower
		}
		for _, l := range c.SCOwners {
			pw, p, ok := r.ownerLine(l)
			if ok {
				pos.Owners[p] = pw
			}
		}
	}
	for _, l := range c.Units {
		if u, ok := r.unitLine(l); ok {
			pos.Units = append(pos.Units, u)
		}
	}
	for _, l := range c.Dislodged {
		if u, ok := r.unitLine(l); ok {
			pos.Dislodged = append(pos.Dislodged, engine.Dislodged{Unit: u, From: engine.NoProvince})
		}
	}
	r.applyPreResults(&pos, c.PreResults)
	r.applyRuleState(&pos, c)
	if len(r.diff) > 0 {
		return pos, nil
	}
	return pos, r.orders(c.Orders)
}

// orders reads the ORDERS block. A line it cannot read fails the case and is
// named: treating it as a hold would hide a typo behind a passing case.
func (r *runner) orders(lines []Line) []engine.Order {
	orders := make([]engine.Order, 0, len(lines))
	for _, l := range lines {
		pw, ok := r.power(l)
		if !ok {
			continue
		}
		o, err := r.v.ParseOrder(l.Text)
		if err != nil {
			r.errf("line %d: cannot read the order %s: %v", l.No, quote(l.Text), reason(err))
			continue
		}
		o.Power = pw
		orders = append(orders, o)
	}
	return orders
}

// reason is an order error's reason without the order repeated.
func reason(err error) string {
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		return oe.Reason
	}
	return err.Error()
}

// compareDislodged checks POSTSTATE_DISLODGED, which lists every unit
// dislodged in the phase just resolved: those that may retreat and those
// disbanded at once for want of a retreat. jDip's own files, written before
// this contract, list only the units left to retreat; a list that is exactly
// those is accepted too, but any other list is compared with all of them.
func (r *runner) compareDislodged(want []engine.Unit, out engine.Outcome) {
	var retreating, all []engine.Unit
	for _, d := range out.After.Dislodged {
		retreating = append(retreating, d.Unit)
	}
	all = append(all, retreating...)
	for _, res := range out.Results {
		if res.Reason == engine.ReasonDestroyed && out.Phase.Kind == engine.Movement {
			all = append(all, engine.Unit{Type: res.Order.Type, Power: res.Order.Power, Loc: res.Order.Loc})
		}
	}
	if len(all) > len(retreating) && r.sameUnits(want, retreating) {
		return
	}
	r.compareUnits("POSTSTATE_DISLODGED", want, all)
}

func (r *runner) powerName(p engine.PowerID) string {
	if p == engine.NoPower {
		return "nobody"
	}
	return r.v.Power(p).Name
}

// power resolves a line's power, forgiving one slip of the pen ("Germnay").
func (r *runner) power(l Line) (engine.PowerID, bool) {
	if pw, ok := r.v.LookupPower(l.Power); ok {
		return pw, true
	}
	if strings.EqualFold(l.Power, neutralName) {
		return engine.NoPower, true // a neutral unit (rulestate.go)
	}
	best, bestD, ties := engine.NoPower, 3, 0
	for i := 0; i < r.v.NumPowers(); i++ {
		d := osaDistance(strings.ToLower(l.Power), strings.ToLower(r.v.Power(engine.PowerID(i)).Name))
		if d < bestD {
			best, bestD, ties = engine.PowerID(i), d, 0
		} else if d == bestD {
			ties++
		}
	}
	if best != engine.NoPower && bestD <= 2 && ties == 0 {
		return best, true
	}
	r.errf("line %d: unknown power %s", l.No, quote(l.Power))
	return engine.NoPower, false
}

func (r *runner) unitLine(l Line) (engine.Unit, bool) {
	pw, ok := r.power(l)
	if !ok {
		return engine.Unit{}, false
	}
	o, err := r.v.ParseOrder(l.Text)
	if err != nil || o.Kind != engine.Hold || o.Type == engine.NoUnit {
		r.errf("line %d: expected a unit such as \"A Par\", got %s", l.No, quote(l.Text))
		return engine.Unit{}, false
	}
	loc := o.Loc
	if o.Type == engine.Army {
		loc = engine.LocID(r.v.ProvinceOf(loc))
	}
	return engine.Unit{Type: o.Type, Power: pw, Loc: loc}, true
}

func (r *runner) unitLines(ls []Line) []engine.Unit {
	var out []engine.Unit
	for _, l := range ls {
		if u, ok := r.unitLine(l); ok {
			out = append(out, u)
		}
	}
	return out
}

func (r *runner) ownerLine(l Line) (engine.PowerID, engine.ProvinceID, bool) {
	pw, ok := r.power(l)
	if !ok {
		return 0, 0, false
	}
	text := l.Text
	if f := strings.Fields(text); len(f) > 1 && (strings.EqualFold(f[0], "A") || strings.EqualFold(f[0], "F")) {
		text = strings.Join(f[1:], " ")
	}
	p, ok := r.v.LookupProvince(text)
	if !ok {
		r.errf("line %d: unknown province %s", l.No, quote(text))
		return 0, 0, false
	}
	return pw, p, true
}

// applyPreResults derives, for a retreat case, where each dislodged unit's
// attacker came from and which provinces were left empty by a standoff.
func (r *runner) applyPreResults(pos *engine.Position, lines []Line) {
	v := r.v
	failed := map[engine.ProvinceID]int{}
	for _, l := range lines {
		o, err := v.ParseOrder(l.Text)
		if err != nil {
			r.errf("line %d: %v", l.No, err)
			continue
		}
		if o.Kind != engine.Move {
			continue
		}
		from, to := v.ProvinceOf(o.Loc), v.ProvinceOf(o.Dest)
		if l.Status == "FAILURE" {
			failed[to]++
			continue
		}
		for i := range pos.Dislodged {
			if v.ProvinceOf(pos.Dislodged[i].Loc) == to {
				pos.Dislodged[i].From = from
				if o.ViaConvoy {
					pos.Dislodged[i].From = engine.NoProvince
				}
			}
		}
	}
	// A standoff: two or more moves into a province failed and it stayed empty.
	occupied := map[engine.ProvinceID]bool{}
	for _, u := range pos.Units {
		occupied[v.ProvinceOf(u.Loc)] = true
	}
	var ps []engine.ProvinceID
	for p, n := range failed {
		if n >= 2 && !occupied[p] {
			ps = append(ps, p)
		}
	}
	slices.Sort(ps)
	pos.Standoffs = ps
}

func (r *runner) unitText(u engine.Unit) string {
	name := neutralName
	if u.Power != engine.NoPower {
		name = r.v.Power(u.Power).Name
	}
	return name + " " + u.Type.Letter() + " " + r.v.LocName(u.Loc)
}

// unitDiff lists, as text, the units of want missing from got and those of
// got not in want, each sorted.
func (r *runner) unitDiff(want, got []engine.Unit) (missing, extra []string) {
	w, g := map[string]bool{}, map[string]bool{}
	for _, u := range want {
		w[r.unitText(u)] = true
	}
	for _, u := range got {
		g[r.unitText(u)] = true
	}
	for k := range w {
		if !g[k] {
			missing = append(missing, k)
		}
	}
	for k := range g {
		if !w[k] {
			extra = append(extra, k)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	return missing, extra
}

func (r *runner) sameUnits(want, got []engine.Unit) bool {
	missing, extra := r.unitDiff(want, got)
	return len(missing) == 0 && len(extra) == 0
}

func (r *runner) compareUnits(block string, want, got []engine.Unit) {
	missing, extra := r.unitDiff(want, got)
	if len(missing) > 0 {
		r.errf("%s: missing %s", block, strings.Join(missing, ", "))
	}
	if len(extra) > 0 {
		r.errf("%s: unexpected %s", block, strings.Join(extra, ", "))
	}
}

// compareResults checks POSTSTATE_RESULTS. Each line is matched with a
// result of the same power, kind of order and unit province, preferring the
// one on the very same location and unit type (two builds in St Petersburg);
// a result is matched once.
func (r *runner) compareResults(lines []Line, results []engine.Result) {
	v := r.v
	used := make([]bool, len(results))
	for _, l := range lines {
		o, err := v.ParseOrder(l.Text)
		if err != nil {
			r.errf("line %d: %v", l.No, err)
			continue
		}
		pw, ok := r.power(l)
		if !ok {
			continue
		}
		best, bestScore := -1, -1
		for k, res := range results {
			if used[k] || !r.resultFits(o, pw, res) {
				continue
			}
			if sc := closeness(o, res.Order); sc > bestScore {
				best, bestScore = k, sc
			}
		}
		if best < 0 {
			r.errf("POSTSTATE_RESULTS: no result for %s", quote(l.Text))
			continue
		}
		used[best] = true
		res := results[best]
		if got := res.Success; got != (l.Status == "SUCCESS") {
			r.errf("POSTSTATE_RESULTS: %s %s, expected %s (%s)", l.Text, status(got), l.Status, v.Explain(res))
		}
		if l.Says != "" && !strings.Contains(v.Explain(res), l.Says) {
			r.errf("POSTSTATE_RESULTS: %s is explained %s, expected it to say %s", l.Text, quote(v.Explain(res)), quote(l.Says))
		}
	}
}

// closeness ranks how well a result's order fits the expected one: the same
// location counts most, then the same unit type.
func closeness(want, got engine.Order) int {
	n := 0
	if got.Loc == want.Loc {
		n += 2
	}
	if want.Type != engine.NoUnit && got.Type == want.Type {
		n++
	}
	return n
}

// resultFits reports whether res may be the result of order o by power pw.
func (r *runner) resultFits(o engine.Order, pw engine.PowerID, res engine.Result) bool {
	if sameKind(o.Kind) != sameKind(res.Order.Kind) {
		return false
	}
	if res.Order.Power != engine.NoPower && res.Order.Power != pw {
		return false
	}
	if o.Loc == engine.NoLoc || res.Order.Loc == engine.NoLoc {
		return o.Loc == res.Order.Loc
	}
	return r.v.ProvinceOf(res.Order.Loc) == r.v.ProvinceOf(o.Loc)
}

func sameKind(k engine.OrderKind) engine.OrderKind {
	if k == engine.Disband {
		return engine.Remove
	}
	return k
}

func status(ok bool) string {
	if ok {
		return "SUCCESS"
	}
	return "FAILURE"
}

func (r *runner) compareWinners(want string, got []engine.PowerID) {
	var w []string
	if s := strings.TrimSpace(want); s != "" && !strings.EqualFold(s, "none") {
		for _, n := range strings.Split(s, ",") {
			pw, ok := r.power(Line{Power: strings.TrimSpace(n)})
			if ok {
				w = append(w, r.v.Power(pw).Name)
			}
		}
	}
	var g []string
	for _, p := range got {
		g = append(g, r.v.Power(p).Name)
	}
	slices.Sort(w)
	slices.Sort(g)
	if strings.Join(w, ",") != strings.Join(g, ",") {
		r.errf("POSTSTATE_WINNER: got %s, expected %s", orNone(g), orNone(w))
	}
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// ParsePhase reads "Spring 1901, Movement", "Fall 1901, Retreat",
// "Winter 1901, Adjustment", or jDip's "Spring 1901 (Movement)"; the second
// season may also be written Autumn.
func ParsePhase(v *engine.Variant, s string) (engine.Phase, error) {
	f := strings.Fields(strings.NewReplacer(",", " ", ".", " ", "(", " ", ")", " ").Replace(s))
	if len(f) < 2 || len(f) > 3 {
		return engine.Phase{}, fmt.Errorf("expected \"Spring 1901, Movement\", got %s", quote(s))
	}
	y, err := strconv.Atoi(f[1])
	if err != nil {
		return engine.Phase{}, fmt.Errorf("year %s is not a number", quote(f[1]))
	}
	ph := engine.Phase{Year: y, Season: -1}
	last := len(v.Seasons) - 1
	for i, n := range v.Seasons {
		if strings.EqualFold(n, f[0]) {
			ph.Season = i
		}
	}
	switch {
	case ph.Season >= 0:
	case strings.EqualFold(f[0], "autumn") || strings.EqualFold(f[0], "fall"):
		ph.Season = last
	case strings.EqualFold(f[0], "winter") || strings.EqualFold(f[0], v.Winter):
		ph.Season, ph.Kind = last, engine.Adjustment
	default:
		return engine.Phase{}, fmt.Errorf("unknown season %s", quote(f[0]))
	}
	if len(f) == 3 {
		switch strings.ToLower(f[2]) {
		case "movement", "moves", "move":
			ph.Kind = engine.Movement
		case "retreat", "retreats":
			ph.Kind = engine.Retreat
		case "adjustment", "adjustments", "build", "builds":
			ph.Kind = engine.Adjustment
		default:
			return engine.Phase{}, fmt.Errorf("unknown phase %s: expected Movement, Retreat or Adjustment", quote(f[2]))
		}
	}
	if ph.Kind == engine.Adjustment {
		ph.Season = last
	}
	return ph, nil
}

// osaDistance is the optimal-string-alignment edit distance.
func osaDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
