package orderentry

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
)

// Explain turns an error into a sentence for players: an order the engine
// refuses reads `Order "A Lvp - Mun": Liverpool is not adjacent to
// Munich`, without the package prefix the engine's errors carry.
func Explain(err error) string {
	msg := err.Error()
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		msg = fmt.Sprintf("order %q: %s", oe.Order, oe.Reason)
	}
	if msg != "" {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// Submit reads a typed order and puts it in its slot, as if chosen there.
// An order that cannot be read, is illegal, is not for one of the
// player's units, or is already chosen is refused with the reason, and
// nothing changes.
func (t *Turn) Submit(text string) error {
	o, err := t.v.ParseOrder(strings.TrimSpace(text))
	if err != nil {
		return err
	}
	if err := t.builtAlready(o); err != nil {
		return err
	}
	var lastErr error
	for _, sh := range t.sheetsFor(o) {
		o.Power = sh.Power
		c, err := t.v.Check(t.pos, o)
		if err != nil {
			lastErr = err
			continue
		}
		if sl, i := sh.place(t, c); sl != nil {
			t.set(sl, i)
			t.reset()
			t.say(false, "✓ %s", t.v.FormatOrderFull(c))
			return nil
		}
		lastErr = sh.full(t, c)
	}
	if lastErr == nil {
		lastErr = fmt.Errorf("%q is not an order for any of your units", strings.TrimSpace(text))
	}
	return lastErr
}

// builtAlready refuses a build in a centre where a build is already
// chosen: each build slot offers every centre, so without this a typed
// build could fill a second slot with the same centre, and the results
// would refuse it as "occupied" and lose the build.
func (t *Turn) builtAlready(o engine.Order) error {
	if o.Kind != engine.Build || o.Loc == engine.NoLoc {
		return nil
	}
	if sl := t.chosenIn(t.prov(o.Loc)); sl != nil {
		return fmt.Errorf("%s is already chosen: a centre takes one build (tap it on the board to undo it)", sl.Label())
	}
	return nil
}

// sheetsFor picks the sheets an order may belong to: those of the powers
// whose units it may order, or — for builds and waives, which name no
// unit — every sheet. An order for another player's unit gets the sheet
// of the first power, so that the engine explains whose unit it is.
//
// A box province (Cape Horn) may hold units of several powers: the order
// may be for any of them. Their sheets come in the order typing reaches
// the units, as tapping the box does: the picked unit's first, then those
// with a unit still without an order (see place).
func (t *Turn) sheetsFor(o engine.Order) []*Sheet {
	if o.Loc == engine.NoLoc || o.Kind == engine.Build {
		return t.Sheets
	}
	pr := t.prov(o.Loc)
	owners := t.ownersIn(pr)
	if len(owners) == 0 {
		return t.Sheets
	}
	var out []*Sheet
	for _, sh := range t.Sheets {
		if slices.Contains(owners, sh.Power) {
			out = append(out, sh)
		}
	}
	if len(out) == 0 {
		return t.Sheets[:1]
	}
	slices.SortStableFunc(out, func(a, b *Sheet) int { return a.rank(t, pr) - b.rank(t, pr) })
	return out
}

// ownersIn are the powers whose units the phase orders in province pr:
// the dislodged ones in a retreat, else those standing there (a box holds
// several); none if there is no unit.
func (t *Turn) ownersIn(pr engine.ProvinceID) []engine.PowerID {
	var out []engine.PowerID
	if t.pos.Phase.Kind == engine.Retreat {
		for _, d := range t.pos.Dislodged {
			if t.prov(d.Loc) == pr {
				out = append(out, d.Power)
			}
		}
		return out
	}
	for _, u := range t.pos.Units {
		if t.prov(u.Loc) == pr {
			out = append(out, u.Power)
		}
	}
	return out
}

// rank orders a unit's slot (in province pr) for a typed order: the
// picked unit (0), then a unit without an order (1), then one whose
// order the typed one replaces (2). A sheet ranks as its best slot
// there.
func (sh *Sheet) rank(t *Turn, pr engine.ProvinceID) int {
	best := 3
	for _, sl := range sh.Slots {
		if sl.Loc != engine.NoLoc && t.prov(sl.Loc) == pr {
			best = min(best, sl.rank(t))
		}
	}
	return best
}

func (sl *Slot) rank(t *Turn) int {
	switch {
	case sl == t.sel:
		return 0
	case sl.Chosen < 0:
		return 1
	}
	return 2
}

// place finds the slot that offers order o and its index; nil if none
// does. Of several units in one province (a box), the picked one, else
// the first still without an order, takes it: typing the same order
// again reaches the next fleet, as tapping the box again does. A build
// goes to the first build slot still free or, with none free, to one
// that was waived: the typed build replaces the waive, as the list then
// shows.
func (sh *Sheet) place(t *Turn, o engine.Order) (*Slot, int) {
	slots := slices.Clone(sh.Slots)
	if o.Loc != engine.NoLoc && o.Kind != engine.Build {
		slices.SortStableFunc(slots, func(a, b *Slot) int { return a.rank(t) - b.rank(t) })
	}
	for _, overWaive := range []bool{false, true} {
		for _, sl := range slots {
			if sl.Loc != engine.NoLoc && t.prov(sl.Loc) != t.prov(o.Loc) {
				continue
			}
			if sl.Loc == engine.NoLoc && sl.Chosen >= 0 {
				waived := sl.Orders[sl.Chosen].Kind == engine.Waive
				if !overWaive || !waived || o.Kind != engine.Build {
					continue // a filled build slot: use the next one
				}
			}
			if k := sl.index(o); k >= 0 {
				return sl, k
			}
		}
	}
	return nil, -1
}

// full explains why order o found no slot in sh: it is chosen already, or
// every build (removal) slot is taken, and how to make room.
func (sh *Sheet) full(t *Turn, o engine.Order) error {
	for _, sl := range sh.Slots {
		if sl.Chosen >= 0 && sl.index(o) == sl.Chosen {
			return fmt.Errorf("%s is already chosen", t.v.FormatOrder(o))
		}
	}
	what := "builds"
	if o.Kind == engine.Remove {
		what = "removals"
	}
	if o.Kind == engine.Build || o.Kind == engine.Remove || o.Kind == engine.Waive {
		return fmt.Errorf("all of %s's %s are chosen: to enter %s, first undo one (tap it on the board, or Clear order in its menu)",
			t.v.Power(sh.Power).Name, what, t.v.FormatOrder(o))
	}
	return fmt.Errorf("%s is already chosen", t.v.FormatOrder(o))
}

// Legal is every legal order text of the player's slots, sorted, each
// once: what the order field completes from.
func (t *Turn) Legal() []string {
	var out []string
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			for i, text := range sl.Texts {
				if i == sl.Chosen || t.builtAlready(sl.Orders[i]) == nil {
					out = append(out, text)
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Complete offers up to 12 legal orders that contain every word typed so
// far (none for an empty text), the likeliest first: with a unit picked,
// that unit's orders (the text then need not name it: "all" is its move
// to Allegheny); then those where the first word comes earliest (the unit
// typed, not a unit it supports), then the shortest.
func (t *Turn) Complete(text string) []string {
	words := strings.Fields(strings.ToLower(text))
	if len(words) == 0 {
		return nil
	}
	type hit struct {
		text   string
		picked bool // an order of the picked unit
		first  int
	}
	var hits []hit
	for _, o := range t.Legal() {
		low := strings.ToLower(o)
		if containsAll(low, words) {
			hits = append(hits, hit{o, false, strings.Index(low, words[0])})
		}
	}
	picked := t.pickedMatches(words)
	for i := range hits {
		hits[i].picked = slices.Contains(picked, hits[i].text)
	}
	slices.SortStableFunc(hits, func(a, b hit) int {
		if a.picked != b.picked {
			if a.picked {
				return -1
			}
			return 1
		}
		if a.first != b.first {
			return a.first - b.first
		}
		return len(a.text) - len(b.text)
	})
	var out []string
	for _, h := range hits[:min(len(hits), 12)] {
		out = append(out, h.text)
	}
	return out
}

func containsAll(low string, words []string) bool {
	return !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(low, w) })
}

// pickedMatches are the picked unit's orders whose words after the unit
// contain every word typed; none when no unit is picked.
func (t *Turn) pickedMatches(words []string) []string {
	if t.sel == nil {
		return nil
	}
	var out []string
	for _, text := range t.sel.Texts {
		rest := strings.ToLower(strings.TrimPrefix(text, t.sel.Unit))
		if containsAll(rest, words) {
			out = append(out, text)
		}
	}
	return out
}

// Example is one of the player's legal orders, preferably a move, as a
// hint of the notation the order field takes; "" if there is none.
func (t *Turn) Example() string {
	ex := ""
	for _, sh := range t.Sheets {
		for _, sl := range sh.Slots {
			for _, text := range sl.Texts {
				if ex == "" || (strings.Contains(text, " - ") && !strings.Contains(ex, " - ")) {
					ex = text
				}
			}
		}
	}
	return ex
}

// Preview is the order that Enter in the order field would enter for the
// text typed so far, for drawing on the board before it is entered: the
// text itself when it reads as a legal order of one of the player's
// units, else — while it cannot yet be read as an order at all — the one
// order the short form surely means (see sure). ok is false when Enter
// would enter nothing (an empty text, an illegal order, nothing that
// matches, or several matches with none sure: the player picks one).
func (t *Turn) Preview(text string) (o engine.Order, entered string, ok bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return engine.Order{}, "", false
	}
	if o, ok := t.legal(text); ok {
		return o, text, true
	}
	words := strings.Fields(strings.ToLower(text))
	if picked := t.pickedMatches(words); len(picked) > 0 {
		// With a unit picked, the text is about it, even where it also
		// reads as an order of a unit elsewhere ("all": Allegheny).
		if c, ok := t.sure(picked, words, true); ok {
			if o, ok := t.legal(c); ok {
				return o, c, true
			}
		}
		return engine.Order{}, "", false
	}
	if _, err := t.v.ParseOrder(text); err == nil {
		return engine.Order{}, "", false // a whole order, but not a legal one of ours
	}
	if c, ok := t.sure(t.Complete(text), words, false); ok {
		if o, ok := t.legal(c); ok {
			return o, c, true
		}
	}
	return engine.Order{}, "", false
}

// sure picks the one order among matches that a short form surely
// means. The first word must name the ordered unit (unless it is
// implied, with a unit picked); among those, the only one, else the only
// move whose destination the last word names ("par bur": A Par - Bur,
// not A Mar S A Par - Bur). Anything else is a guess, and Enter never
// guesses: "hk scs" once entered a support of another power's fleet.
func (t *Turn) sure(matches []string, words []string, implied bool) (string, bool) {
	if len(words) > 1 && (words[0] == strings.ToLower(engine.Army.Letter()) || words[0] == strings.ToLower(engine.Fleet.Letter())) {
		words = words[1:] // "a lvp yor": the unit's type, then the unit
	}
	var own []engine.Order
	var texts []string
	for _, m := range matches {
		o, err := t.v.ParseOrder(m)
		if err != nil {
			continue
		}
		if !implied {
			if o.Loc == engine.NoLoc && !strings.HasPrefix(strings.ToLower(m), words[0]) {
				continue // "w": Waive
			}
			if o.Loc != engine.NoLoc && !t.names(o.Loc, words[0]) {
				continue
			}
		}
		own, texts = append(own, o), append(texts, m)
	}
	if len(own) == 1 {
		return texts[0], true
	}
	found := ""
	for k, o := range own {
		if o.Kind != engine.Move || (!implied && len(words) < 2) || !t.names(o.Dest, words[len(words)-1]) {
			continue
		}
		if found != "" {
			return "", false
		}
		found = texts[k]
	}
	return found, found != ""
}

// names reports whether word starts the abbreviation or the full name of
// location l's province.
func (t *Turn) names(l engine.LocID, word string) bool {
	p := t.v.Province(t.prov(l))
	return strings.HasPrefix(strings.ToLower(p.Abbr), word) || strings.HasPrefix(strings.ToLower(p.Name), word) ||
		strings.HasPrefix(strings.ToLower(t.v.LocName(l)), word)
}

// legal reads text as a legal order of one of the player's units.
func (t *Turn) legal(text string) (engine.Order, bool) {
	o, err := t.v.ParseOrder(text)
	if err != nil || t.builtAlready(o) != nil {
		return engine.Order{}, false
	}
	for _, sh := range t.sheetsFor(o) {
		o.Power = sh.Power
		if c, err := t.v.Check(t.pos, o); err == nil {
			if sl, _ := sh.place(t, c); sl != nil {
				return c, true
			}
		}
	}
	return engine.Order{}, false
}
