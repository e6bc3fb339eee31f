package render

import (
	"fmt"
	"image/color"
	"slices"

	"dipdesk/engine"
)

// This file is the only place mapview (and render) read engine types.

// SceneOf builds what the board shows for a position of variant v: its
// units (dislodged ones marked), supply-centre owners and ownership tints,
// and orders. Without an outcome the orders are drawn pending; with the
// outcome of adjudicating pos with them, each order carries its result and
// the units the outcome dislodged are marked (the board shows the position
// as it was, with what happened drawn over it).
func SceneOf(v *engine.Variant, pos *engine.Position, orders []engine.Order, out *engine.Outcome) *Scene {
	s := &Scene{Powers: PowersOf(v), SCOwner: map[string]int{}, Tint: map[string]int{}}
	for i, o := range pos.Owners {
		if o == engine.NoPower {
			// A notionally held centre is drawn in its power's colour
			// while nobody owns it; its marker stays neutral.
			if n := v.NotionalOwner(engine.ProvinceID(i)); n != engine.NoPower {
				id := v.Province(engine.ProvinceID(i)).ID
				s.Tint[id] = int(n)
				s.Notional = append(s.Notional, id)
			}
			continue
		}
		id := v.Province(engine.ProvinceID(i)).ID
		s.SCOwner[id] = int(o)
		s.Tint[id] = int(o)
	}
	dislodged := map[engine.LocID]bool{}
	if out != nil {
		for _, d := range out.After.Dislodged {
			dislodged[d.Loc] = true
		}
	}
	for _, u := range pos.Units {
		s.Units = append(s.Units, Unit{Kind: unitKind(u.Type), Power: int(u.Power), Loc: locName(v, u.Loc), Dislodged: dislodged[u.Loc]})
	}
	for _, d := range pos.Dislodged {
		s.Units = append(s.Units, Unit{Kind: unitKind(d.Type), Power: int(d.Power), Loc: locName(v, d.Loc), Dislodged: true})
	}
	retreat := pos.Phase.Kind == engine.Retreat
	if out != nil {
		all := make([]engine.Order, 0, len(out.Results))
		for _, r := range out.Results {
			all = append(all, r.Order)
		}
		for _, r := range out.Results {
			if r.Implicit && r.Order.Kind == engine.Hold {
				continue // units without orders hold: nothing to draw
			}
			if o, ok := sceneOrder(v, r.Order, all, retreat || r.Phase == engine.Retreat); ok {
				o.Power = powerOf(v, pos, r.Order)
				o.Result = result(r)
				s.Orders = append(s.Orders, o)
			}
		}
		return s
	}
	for _, eo := range orders {
		if o, ok := sceneOrder(v, eo, orders, retreat); ok {
			o.Power = powerOf(v, pos, eo)
			s.Orders = append(s.Orders, o)
		}
	}
	return s
}

// powerOf is the power an order is drawn for: the one giving it, else the
// owner of the unit ordered (dislodged units included), else, for a build,
// the owner of the centre; -1 if none.
func powerOf(v *engine.Variant, pos *engine.Position, o engine.Order) int {
	if o.Power != engine.NoPower {
		return int(o.Power)
	}
	if o.Loc == engine.NoLoc || o.Loc < 0 || int(o.Loc) >= v.NumLocs() {
		return -1
	}
	pr := v.ProvinceOf(o.Loc)
	if pos.Phase.Kind == engine.Retreat {
		for _, d := range pos.Dislodged {
			if v.ProvinceOf(d.Loc) == pr {
				return int(d.Power)
			}
		}
	}
	if i := pos.UnitIn(v, pr); i >= 0 {
		return int(pos.Units[i].Power)
	}
	if int(pr) < len(pos.Owners) && pos.Owners[pr] != engine.NoPower {
		return int(pos.Owners[pr])
	}
	return -1
}

func unitKind(t engine.UnitType) UnitKind {
	if t == engine.Fleet {
		return Fleet
	}
	return Army
}

// locName is a location's board name: "lon", "stp/nc".
func locName(v *engine.Variant, l engine.LocID) string {
	if l == engine.NoLoc || int(l) >= v.NumLocs() || l < 0 {
		return ""
	}
	loc := v.Loc(l)
	id := v.Province(loc.Province).ID
	if loc.Coast != "" {
		return id + "/" + loc.Coast
	}
	return id
}

func sceneOrder(v *engine.Variant, eo engine.Order, all []engine.Order, retreat bool) (Order, bool) {
	o := Order{Unit: unitKind(eo.Type), Loc: locName(v, eo.Loc),
		Target: locName(v, eo.Target), Dest: locName(v, eo.Dest)}
	switch eo.Kind {
	case engine.Hold:
		o.Kind = Hold
	case engine.Move:
		o.Kind = Move
		if retreat {
			o.Kind = Retreat
		} else if eo.ViaConvoy || !v.Adjacent(eo.Type, eo.Loc, eo.Dest) {
			o.Via = convoyRoute(v, eo, all)
		}
	case engine.Support:
		o.Kind = SupportHold
		if eo.Dest != engine.NoLoc {
			o.Kind = SupportMove
		}
	case engine.Convoy:
		o.Kind = Convoy
	case engine.Build:
		o.Kind = Build
	case engine.Disband, engine.Remove:
		o.Kind = Disband
	default:
		return o, false
	}
	if o.Loc == "" {
		return o, false
	}
	return o, true
}

// convoyRoute orders the fleets convoying army move m into a chain from
// the army's province to its destination, each fleet next to the one
// before.
func convoyRoute(v *engine.Variant, m engine.Order, all []engine.Order) []string {
	var fleets []engine.LocID
	for _, o := range all {
		if o.Kind == engine.Convoy && v.ProvinceOf(o.Target) == v.ProvinceOf(m.Loc) && v.ProvinceOf(o.Dest) == v.ProvinceOf(m.Dest) {
			fleets = append(fleets, o.Loc)
		}
	}
	var route []string
	at := m.Loc
	for len(fleets) > 0 {
		next := 0
		for i, f := range fleets {
			if v.Adjacent(engine.Fleet, at, f) || v.Adjacent(engine.Fleet, f, at) {
				next = i
				break
			}
		}
		at = fleets[next]
		route = append(route, locName(v, at))
		fleets = append(fleets[:next], fleets[next+1:]...)
	}
	return route
}

// result is how an order's result is drawn.
func result(r engine.Result) Result {
	switch r.Reason {
	case engine.ReasonBounced, engine.ReasonHeadToHead, engine.ReasonRetreatClash:
		return Bounced
	case engine.ReasonSupportCut:
		return Cut
	case engine.ReasonDislodged:
		return Dislodged
	}
	if r.Phase == engine.Movement && r.DislodgedBy.Loc != engine.NoLoc && r.Order.Kind != engine.Move {
		return Dislodged
	}
	if r.Success {
		return Succeeded
	}
	return Failed
}

// PowersOf is v's powers as the board labels and colours them, by power
// number.
func PowersOf(v *engine.Variant) []Power {
	out := make([]Power, v.NumPowers())
	for i := range out {
		p := v.Power(engine.PowerID(i))
		out[i] = Power{Name: p.Name, Letter: p.Letter, Colour: hexColour(p.Colour)}
	}
	return out
}

// hexColour reads a "#rrggbb" colour; anything else (no colour given) is
// the zero colour, which the palette replaces.
func hexColour(s string) color.NRGBA {
	var r, g, b uint8
	if len(s) != 7 || s[0] != '#' {
		return color.NRGBA{}
	}
	if n, err := fmt.Sscanf(s[1:], "%02x%02x%02x", &r, &g, &b); n != 3 || err != nil {
		return color.NRGBA{}
	}
	return color.NRGBA{r, g, b, 0xff}
}

// ReachOf is where an army and a fleet could move from each of v's
// provinces (a fleet from any of its coasts), from v's adjacency tables.
func ReachOf(v *engine.Variant) *Reach {
	r := &Reach{Army: map[string][]string{}, Fleet: map[string][]string{}}
	for l := engine.LocID(0); int(l) < v.NumLocs(); l++ {
		from := v.Province(v.ProvinceOf(l)).ID
		for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
			if !v.CanStand(t, l) {
				continue
			}
			dst := r.Army
			if t == engine.Fleet {
				dst = r.Fleet
			}
			for _, n := range v.Neighbours(t, l) {
				to := v.Province(v.ProvinceOf(n)).ID
				if to != from && !slices.Contains(dst[from], to) {
					dst[from] = append(dst[from], to)
				}
			}
		}
	}
	return r
}

// AdjacencyOf lists every border of v once, for the adjacency overlay: a
// pair of locations with the unit types that may cross it, whether it is
// open only to the owner of a centre (if-owns=), and whether it is a
// bridge. A border armies and fleets share between the same two locations
// is one BothBorders.
func AdjacencyOf(v *engine.Variant) []Border {
	type pair struct{ a, b engine.LocID }
	kinds := map[pair]BorderKind{}
	var order []pair
	for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
		for l := 0; l < v.NumLocs(); l++ {
			a := engine.LocID(l)
			for _, b := range v.Neighbours(t, a) {
				k := pair{min(a, b), max(a, b)}
				old, seen := kinds[k]
				if !seen {
					order = append(order, k)
				}
				switch {
				case !seen && t == engine.Army:
					kinds[k] = ArmyBorder
				case !seen:
					kinds[k] = FleetBorder
				case old == ArmyBorder && t == engine.Fleet:
					kinds[k] = BothBorders
				}
			}
		}
	}
	out := make([]Border, 0, len(order))
	for _, k := range order {
		b := Border{From: locName(v, k.a), To: locName(v, k.b), Kind: kinds[k]}
		for _, t := range []engine.UnitType{engine.Army, engine.Fleet} {
			if sc, ok := v.BorderCondition(t, k.a, k.b); ok {
				b.OnlyOwnerOf = v.Province(sc).ID
			}
		}
		b.Bridge = v.IsBridge(v.ProvinceOf(k.a), v.ProvinceOf(k.b))
		out = append(out, b)
	}
	return out
}

// UnitLocs is where the units of the given powers stand in pos (their
// locations, "stp/nc" for a coast), dislodged ones included: what a
// player's own view of the board is chosen from.
func UnitLocs(v *engine.Variant, pos *engine.Position, powers []engine.PowerID) []string {
	own := map[engine.PowerID]bool{}
	for _, pw := range powers {
		own[pw] = true
	}
	var out []string
	for _, u := range pos.Units {
		if own[u.Power] {
			out = append(out, locName(v, u.Loc))
		}
	}
	for _, d := range pos.Dislodged {
		if own[d.Power] {
			out = append(out, locName(v, d.Loc))
		}
	}
	return out
}
