package learn

import (
	"errors"
	"fmt"

	"dipdesk/engine"
	"dipdesk/variants/datc"
)

// Study is one case set up and resolved: the position, the orders given,
// what the adjudicator made of them, and the provinces the case is about
// (for zooming a board onto them).
type Study struct {
	V      *engine.Variant
	Pos    engine.Position
	Orders []engine.Order
	Out    engine.Outcome
	// Questions are the orders given, each with its result: one per
	// order, in the case's order.
	Questions []Question
	// Area lists the ids of the locations with a unit, an order's target
	// or destination, or a dislodged unit: where the case happens.
	Area []string
}

// Question is one order of a study with its real result.
type Question struct {
	Text    string // "England: F nth → pic", as the board's notation writes it
	Success bool
	Explain string // the engine's explanation, one sentence
}

// Resolve sets up case c on v, as the DATC runner does, and adjudicates it
// with opt. A case with no orders is not a study.
func Resolve(v *engine.Variant, c *datc.Case, opt engine.Options) (*Study, error) {
	pos, orders, err := datc.Prepare(v, c)
	if err != nil {
		return nil, err
	}
	if len(orders) == 0 {
		return nil, errors.New("the case gives no orders")
	}
	out, err := engine.Adjudicate(v, &pos, orders, opt)
	if err != nil {
		return nil, err
	}
	if len(out.Results) < len(orders) {
		return nil, fmt.Errorf("%d results for %d orders", len(out.Results), len(orders))
	}
	st := &Study{V: v, Pos: pos, Orders: orders, Out: out}
	for _, r := range out.Results[:len(orders)] {
		who := "Nobody"
		if r.Order.Power != engine.NoPower {
			who = v.Power(r.Order.Power).Name
		}
		st.Questions = append(st.Questions, Question{Text: who + ": " + v.FormatOrderFull(r.Order),
			Success: r.Success, Explain: v.ExplainFull(r)})
	}
	st.Area = area(v, &pos, orders)
	return st, nil
}

// area lists the location ids a study involves, each once.
func area(v *engine.Variant, pos *engine.Position, orders []engine.Order) []string {
	seen := map[engine.LocID]bool{}
	var out []string
	add := func(l engine.LocID) {
		if l < 0 || int(l) >= v.NumLocs() || seen[l] {
			return
		}
		seen[l] = true
		p := v.Province(v.ProvinceOf(l))
		id := p.ID
		if c := v.Loc(l).Coast; c != "" {
			id += "/" + c
		}
		out = append(out, id)
	}
	for _, u := range pos.Units {
		add(u.Loc)
	}
	for _, d := range pos.Dislodged {
		add(d.Loc)
	}
	for _, o := range orders {
		if o.Kind == engine.Build || o.Kind == engine.Remove {
			add(o.Loc)
			continue
		}
		add(o.Target)
		add(o.Dest)
	}
	return out
}

// Score counts the right predictions: guesses[i] is whether the player
// expects order i to succeed.
func (st *Study) Score(guesses []bool) int {
	n := 0
	for i, q := range st.Questions {
		if i < len(guesses) && guesses[i] == q.Success {
			n++
		}
	}
	return n
}
