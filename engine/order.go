package engine

import "fmt"

// OrderKind says what an order asks for.
type OrderKind uint8

// Order kinds. In a retreat phase a Move is a retreat; in an adjustment phase
// Disband and Remove mean the same.
const (
	Hold OrderKind = iota
	Move
	Support
	Convoy
	Disband
	Build
	Remove
	Waive
)

var orderKindNames = [...]string{"hold", "move", "support", "convoy", "disband", "build", "remove", "waive"}

// String is the kind's lowercase name.
func (k OrderKind) String() string {
	if int(k) < len(orderKindNames) {
		return orderKindNames[k]
	}
	return "?"
}

// Order is one instruction, with names resolved to ids.
//
//	A Par H               Kind Hold,    Loc par
//	A Par - Bur           Kind Move,    Loc par, Dest bur
//	A Mun S A Ber - Kie   Kind Support, Loc mun, Target ber, Dest kie
//	A Mun S A Ber         Kind Support, Loc mun, Target ber, Dest NoLoc
//	F Nth C A Lon - Nwy   Kind Convoy,  Loc nth, Target lon, Dest nwy
//	Build A Par           Kind Build,   Loc par, Type Army
//	Waive                 Kind Waive,   Power set
//
// Type and TargetType are the unit types as written (NoUnit if omitted);
// the adjudicator goes by the unit actually there.
//
// The one-byte fields come first so that an order takes 12 bytes, not 14:
// a crowded board lists over a million of them.
type Order struct {
	Kind       OrderKind
	Power      PowerID // the power giving the order; NoPower: whoever owns the unit
	Type       UnitType
	TargetType UnitType
	Loc        LocID
	Target     LocID
	Dest       LocID
	ViaConvoy  bool
}

// NewOrder returns an order of kind k for the unit at loc with every other
// field empty.
func NewOrder(k OrderKind, t UnitType, loc LocID) Order {
	return Order{Kind: k, Power: NoPower, Type: t, Loc: loc, Target: NoLoc, Dest: NoLoc}
}

// HoldOrder, MoveOrder, SupportHoldOrder, SupportMoveOrder and ConvoyOrder
// build the common movement orders.
func HoldOrder(t UnitType, loc LocID) Order { return NewOrder(Hold, t, loc) }

// MoveOrder is "t loc - dest".
func MoveOrder(t UnitType, loc, dest LocID) Order {
	o := NewOrder(Move, t, loc)
	o.Dest = dest
	return o
}

// SupportHoldOrder is "t loc S tt target".
func SupportHoldOrder(t UnitType, loc LocID, tt UnitType, target LocID) Order {
	o := NewOrder(Support, t, loc)
	o.Target, o.TargetType = target, tt
	return o
}

// SupportMoveOrder is "t loc S tt target - dest".
func SupportMoveOrder(t UnitType, loc LocID, tt UnitType, target, dest LocID) Order {
	o := SupportHoldOrder(t, loc, tt, target)
	o.Dest = dest
	return o
}

// ConvoyOrder is "F loc C A target - dest".
func ConvoyOrder(loc, target, dest LocID) Order {
	o := NewOrder(Convoy, Fleet, loc)
	o.Target, o.TargetType, o.Dest = target, Army, dest
	return o
}

// OrderError is a problem with one order: it names the order as written and
// says what is wrong.
type OrderError struct {
	Order  string // the order text (formatted if it was not parsed from text)
	Reason string
	// Rule is the reason a variant rule gives when it refuses the order
	// (e.g. ReasonBorderClosed), 0 for an ordinary illegal order.
	Rule Reason
}

func (e *OrderError) Error() string {
	return fmt.Sprintf("engine: order %q: %s", e.Order, e.Reason)
}
