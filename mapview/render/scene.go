package render

import (
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scene is what a board shows over its static map: units, supply-centre
// owners, province fills and orders with their results. Locations are the
// variant's ids ("lon", "stp/nc"); powers are numbers into the palette.
// It is plain data, built by the app (see mapview.SceneOf for engine
// positions) and drawn by Pen.Scene.
type Scene struct {
	Powers []Power
	Units  []Unit
	// SCOwner gives the owner of each owned supply centre by province id.
	SCOwner map[string]int
	// Tint fills provinces with a power's colour (ownership, or the
	// variant's starting or notional owners), by province id.
	Tint map[string]int
	// Notional lists the centres drawn in a power's colour that nobody
	// owns yet (held notionally until first captured).
	Notional []string
	Orders   []Order
	// Borders, when set, draws the adjacency overlay (AdjacencyOf): every
	// border as a line; those touching BorderFocus (a province) stand out.
	Borders     []Border
	BorderFocus string
}

// Power is a power as the board labels and colours it.
type Power struct {
	Name   string
	Letter string // drawn on its units; the first letter of Name if empty
	// Colour is the variant's colour for the power; with a zero alpha the
	// palette picks one (see PaletteFor).
	Colour color.NRGBA
}

// UnitKind is army or fleet.
type UnitKind uint8

// Unit kinds.
const (
	Army UnitKind = iota
	Fleet
)

// Unit is a unit on the board. A dislodged unit is drawn beside its
// location, marked, with its attacker still in place.
type Unit struct {
	Kind      UnitKind
	Power     int
	Loc       string
	Dislodged bool
}

// OrderKind says how an order is drawn.
type OrderKind uint8

// Order kinds.
const (
	Hold        OrderKind = iota
	Move                  // Loc → Dest, through Via when convoyed
	SupportHold           // Loc supports the unit in Target
	SupportMove           // Loc supports Target → Dest
	Convoy                // fleet Loc convoys Target → Dest
	Build                 // build Unit at Loc
	Disband               // disband or remove the unit at Loc
	Retreat               // dislodged unit at Loc retreats to Dest
)

// Result is what became of an order, once resolved.
type Result uint8

// Results.
const (
	Pending   Result = iota // not resolved yet
	Succeeded               // moved, held, support given, convoy stood, built…
	Failed                  // did not happen (void support, no convoy, illegal…)
	Bounced                 // a move stopped by an equal or stronger one
	Cut                     // a support cut by an attack
	Dislodged               // the ordered unit was dislodged
)

// Order is one order to draw.
type Order struct {
	Kind   OrderKind
	Power  int
	Unit   UnitKind // the ordered (or built) unit's kind
	Loc    string
	Target string   // supported or convoyed unit's location
	Dest   string   // where a move, retreat or supported/convoyed move goes
	Via    []string // convoying fleets' locations, in route order
	Result Result
}

// letter is the badge drawn on power i's units: its letter followed by
// the next letter of its name in lower case ("Fr" for France's letter F,
// "Au" for Austria's A). A single capital in a disc or a boat reads as a
// unit type — a French army marked "F" looked like a fleet, an Austrian
// fleet marked "A" like an army — while a capital and a small letter
// reads as a name and never as "A" or "F". Letters are unique within a
// variant, so badges are too.
func (s *Scene) letter(i int) string {
	if s == nil || i < 0 || i >= len(s.Powers) {
		return "?"
	}
	return Badge(s.Powers[i].Letter, s.Powers[i].Name)
}

// Badge is the unit badge of a power with the given letter and name (see
// Scene.letter); the name's first letter when letter is empty.
func Badge(letter, name string) string {
	name = strings.TrimSpace(name)
	if letter == "" {
		if name == "" {
			return "?"
		}
		r, _ := utf8.DecodeRuneInString(name)
		letter = string(unicode.ToUpper(r))
	}
	// The letter of the name the badge's letter stands for, then the one
	// after it, if that is a letter.
	rs := []rune(name)
	for i, r := range rs {
		if strings.EqualFold(string(r), letter) && i+1 < len(rs) && unicode.IsLetter(rs[i+1]) {
			return letter + string(unicode.ToLower(rs[i+1]))
		}
	}
	// A letter the name does not contain (Canada's K, C being taken)
	// stands alone, unless it is a unit type's.
	if (letter == "A" || letter == "F") && len(rs) > 0 {
		return letter + string(unicode.ToLower(rs[0]))
	}
	return letter
}
