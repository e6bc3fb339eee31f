package engine

import (
	"fmt"
	"sort"
)

// PhaseKind is movement, retreat or adjustment.
type PhaseKind uint8

// Phase kinds.
const (
	Movement PhaseKind = iota
	Retreat
	Adjustment
)

var phaseKindNames = [...]string{"Movement", "Retreat", "Adjustment"}

// String is "Movement", "Retreat" or "Adjustment".
func (k PhaseKind) String() string {
	if int(k) < len(phaseKindNames) {
		return phaseKindNames[k]
	}
	return "?"
}

// Phase is a point in the game's calendar. Season indexes the variant's
// movement seasons; an adjustment phase carries the season it follows
// (the last one, in the standard game).
type Phase struct {
	Year   int
	Season int
	Kind   PhaseKind
}

// Before reports whether p comes strictly before q.
func (p Phase) Before(q Phase) bool {
	if p.Year != q.Year {
		return p.Year < q.Year
	}
	if p.Season != q.Season {
		return p.Season < q.Season
	}
	return p.Kind < q.Kind
}

// PhaseName formats a phase in the variant's words, e.g. "Spring 1901
// Movement", "Winter 1901 Adjustment".
func (v *Variant) PhaseName(p Phase) string {
	season := "?"
	if p.Kind == Adjustment {
		season = v.Winter
	} else if p.Season >= 0 && p.Season < len(v.Seasons) {
		season = v.Seasons[p.Season]
	}
	return fmt.Sprintf("%s %d %s", season, p.Year, p.Kind)
}

// Unit is a piece on the board.
type Unit struct {
	Type  UnitType
	Power PowerID
	Loc   LocID
}

// Dislodged is a unit dislodged in the movement phase, waiting to retreat.
// From is the province the successful attacker came from (it may not retreat
// there) or NoProvince when the attacker was convoyed.
type Dislodged struct {
	Unit
	From ProvinceID
}

// Position is the state of a game at the start of a phase. It is a value:
// adjudication never changes its input and returns a new one.
type Position struct {
	Phase     Phase
	Units     []Unit       // sorted by province
	Dislodged []Dislodged  // retreat phases only
	Owners    []PowerID    // per province: the SC owner, NoPower if none
	Standoffs []ProvinceID // retreat phases: provinces left empty by a bounce
	// QuietYears counts the years in a row, up to now, in which no supply
	// centre changed owner (quiet.go). It lives in the position so that
	// saving and undoing keep it.
	QuietYears int
	// FleetHomes holds, per power, the centre that became its fleet home
	// by capture (fleethome.go), NoProvince while none has; nil when the
	// variant has no conditional fleet home.
	FleetHomes []ProvinceID
}

// Clone returns a deep copy.
func (p Position) Clone() Position {
	q := p
	q.Units = append([]Unit(nil), p.Units...)
	q.Dislodged = append([]Dislodged(nil), p.Dislodged...)
	q.Owners = append([]PowerID(nil), p.Owners...)
	q.Standoffs = append([]ProvinceID(nil), p.Standoffs...)
	if p.FleetHomes != nil {
		q.FleetHomes = append([]ProvinceID(nil), p.FleetHomes...)
	}
	return q
}

// UnitIn returns the index in Units of the unit in province pr, or -1.
func (p *Position) UnitIn(v *Variant, pr ProvinceID) int {
	for i := range p.Units {
		if v.locs[p.Units[i].Loc].Province == pr {
			return i
		}
	}
	return -1
}

// SCCount returns how many supply centres power pw owns.
func (p *Position) SCCount(pw PowerID) int {
	n := 0
	for _, o := range p.Owners {
		if o == pw && o != NoPower {
			n++
		}
	}
	return n
}

// UnitCount returns how many units power pw has on the board.
func (p *Position) UnitCount(pw PowerID) int {
	n := 0
	for i := range p.Units {
		if p.Units[i].Power == pw {
			n++
		}
	}
	return n
}

// Alive reports whether power pw is still in the game: it owns a supply
// centre or has a unit. The draw vote, the standings and the quiet-years
// rule all ask this one question.
func (p *Position) Alive(pw PowerID) bool {
	return p.SCCount(pw) > 0 || p.UnitCount(pw) > 0
}

func (p *Position) sortUnits(v *Variant) {
	sort.Slice(p.Units, func(i, j int) bool {
		return v.locs[p.Units[i].Loc].Province < v.locs[p.Units[j].Loc].Province
	})
}

// Check reports whether the position fits the variant: valid ids, units on
// spaces they may stand on, at most one unit per province.
func (v *Variant) CheckPosition(p *Position) error {
	if len(p.Owners) != len(v.provinces) {
		return fmt.Errorf("engine: position has %d SC owners, the variant %d provinces", len(p.Owners), len(v.provinces))
	}
	for i, o := range p.Owners {
		if o != NoPower && (int(o) >= len(v.powers) || o < 0 || !v.provinces[i].SC) {
			return fmt.Errorf("engine: position: bad owner %d for %s", o, v.provinces[i].ID)
		}
	}
	seen := make([]bool, len(v.provinces))
	for _, u := range p.Units {
		if u.Loc < 0 || int(u.Loc) >= len(v.locs) {
			return fmt.Errorf("engine: position: unit at unknown location %d", u.Loc)
		}
		if u.Power < NoPower || int(u.Power) >= len(v.powers) { // NoPower: a neutral unit
			return fmt.Errorf("engine: position: unit in %s has unknown power %d", v.LocName(u.Loc), u.Power)
		}
		if !v.CanStand(u.Type, u.Loc) {
			return fmt.Errorf("engine: position: a %s cannot stand in %s", u.Type, v.LocName(u.Loc))
		}
		pr := v.locs[u.Loc].Province
		if seen[pr] {
			return fmt.Errorf("engine: position: two units in %s", v.provinces[pr].Name)
		}
		if !v.provinces[pr].Box {
			seen[pr] = true
		}
	}
	if p.FleetHomes != nil && len(p.FleetHomes) != len(v.powers) {
		return fmt.Errorf("engine: position has %d fleet homes, the variant %d powers", len(p.FleetHomes), len(v.powers))
	}
	for _, f := range p.FleetHomes {
		if f != NoProvince && (f < 0 || int(f) >= len(v.provinces)) {
			return fmt.Errorf("engine: position: bad fleet home %d", f)
		}
	}
	if p.QuietYears < 0 {
		return fmt.Errorf("engine: position: negative count of quiet years")
	}
	for _, d := range p.Dislodged {
		if d.Loc < 0 || int(d.Loc) >= len(v.locs) || d.Power < 0 || int(d.Power) >= len(v.powers) || !v.CanStand(d.Type, d.Loc) {
			return fmt.Errorf("engine: position: bad dislodged unit")
		}
		if d.From != NoProvince && (d.From < 0 || int(d.From) >= len(v.provinces)) {
			return fmt.Errorf("engine: position: bad attacker origin for dislodged unit in %s", v.LocName(d.Loc))
		}
	}
	for _, s := range p.Standoffs {
		if s < 0 || int(s) >= len(v.provinces) {
			return fmt.Errorf("engine: position: bad standoff province %d", s)
		}
	}
	return nil
}
