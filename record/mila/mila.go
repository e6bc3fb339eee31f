// Package mila writes and reads MILA's saved-game JSON, the format of the
// `diplomacy` Python package (its export module's to_saved_game_format)
// that research tools and published game collections use, for games on
// the standard map.
//
// A file is {id, map, rules, phases}; each phase is {name ("S1901M"),
// state, orders (power → order strings), results (unit → result words),
// messages}, the last phase being the one in progress. A state holds per
// power its units ("A PAR", a dislodged one starred: "*A BUR"), retreats
// (unit → places it may retreat to), centers, homes, influence, civil
// disorder and builds ({count, homes}). Powers are upper-case names,
// places upper-case abbreviations with a coast after a slash ("STP/SC").
//
// Importing never trusts the record's results: dipdesk adjudicates the
// recorded orders itself (Import), compares each phase it reaches with the
// record's, and names the phases where they differ and why.
package mila

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"dipdesk/engine"
	"dipdesk/record"
	"dipdesk/replay"
)

// File is a saved game.
type File struct {
	ID     string   `json:"id"`
	Map    string   `json:"map"`
	Rules  []string `json:"rules"`
	Phases []Phase  `json:"phases"`
}

// Phase is one phase of a saved game: its state before the orders, the
// orders and what became of them.
type Phase struct {
	Name     string              `json:"name"`
	State    State               `json:"state"`
	Orders   map[string][]string `json:"orders"`
	Results  map[string][]string `json:"results"`
	Messages json.RawMessage     `json:"messages,omitempty"`
}

// State is the board at the start of a phase.
type State struct {
	Timestamp     int64                          `json:"timestamp"`
	ZobristHash   json.RawMessage                `json:"zobrist_hash,omitempty"`
	Note          string                         `json:"note"`
	Name          string                         `json:"name"`
	Units         map[string][]string            `json:"units"`
	Retreats      map[string]map[string][]string `json:"retreats"`
	Centers       map[string][]string            `json:"centers"`
	Homes         map[string][]string            `json:"homes"`
	Influence     map[string][]string            `json:"influence"`
	CivilDisorder map[string]int                 `json:"civil_disorder"`
	Builds        map[string]Builds              `json:"builds"`
	GameID        string                         `json:"game_id,omitempty"`
	Map           string                         `json:"map,omitempty"`
	Rules         []string                       `json:"rules,omitempty"`
}

// Builds is a power's adjustment: how many units it may build (negative:
// must remove) and where.
type Builds struct {
	Count int      `json:"count"`
	Homes []string `json:"homes"`
}

// StandardMap is the map name MILA gives the classic board.
const StandardMap = "standard"

// Encode writes g as a saved game named id. Only resolved phases carry
// orders: the phase in progress is written as a state alone.
func Encode(g *engine.Game, id string) ([]byte, error) {
	v := g.Variant
	f := File{ID: id, Map: StandardMap, Rules: []string{}}
	for i := range g.Turns {
		t := &g.Turns[i]
		ph := Phase{Name: replay.ShortPhase(v, t.Position.Phase), State: state(v, &t.Position, id),
			Orders: map[string][]string{}, Results: map[string][]string{}, Messages: json.RawMessage("[]")}
		for pw := range v.NumPowers() {
			ph.Orders[powerName(v, engine.PowerID(pw))] = []string{}
		}
		for _, r := range t.Outcome.Results {
			o := r.Order
			if o.Power < 0 || int(o.Power) >= v.NumPowers() {
				continue
			}
			if !r.Implicit {
				text := OrderText(v, t.Position.Phase.Kind, o)
				ph.Orders[powerName(v, o.Power)] = append(ph.Orders[powerName(v, o.Power)], text)
			}
			if o.Kind != engine.Waive {
				ph.Results[unitText(v, o.Type, o.Loc)] = record.Words(r)
			}
		}
		f.Phases = append(f.Phases, ph)
	}
	cur := Phase{Name: replay.ShortPhase(v, g.Current.Phase), State: state(v, &g.Current, id),
		Orders: map[string][]string{}, Results: map[string][]string{}, Messages: json.RawMessage("[]")}
	f.Phases = append(f.Phases, cur)
	return json.MarshalIndent(f, "", " ")
}

// powerName is a power as MILA writes it: "FRANCE".
func powerName(v *engine.Variant, pw engine.PowerID) string {
	return strings.ToUpper(v.Power(pw).ID)
}

// place is a location as MILA writes it: "PAR", "STP/SC".
func place(v *engine.Variant, l engine.LocID) string {
	loc := v.Loc(l)
	id := strings.ToUpper(v.Province(loc.Province).ID)
	if loc.Coast != "" {
		return id + "/" + strings.ToUpper(loc.Coast)
	}
	return id
}

// unitText is "A PAR", "F STP/SC".
func unitText(v *engine.Variant, t engine.UnitType, l engine.LocID) string {
	if t == engine.Fleet {
		return "F " + place(v, l)
	}
	return "A " + place(v, l)
}

// OrderText is an order as MILA writes it in a phase of kind k.
func OrderText(v *engine.Variant, k engine.PhaseKind, o engine.Order) string {
	me := func() string { return unitText(v, o.Type, o.Loc) }
	switch o.Kind {
	case engine.Waive:
		return "WAIVE"
	case engine.Build:
		return me() + " B"
	case engine.Remove, engine.Disband:
		return me() + " D"
	case engine.Hold:
		return me() + " H"
	case engine.Move:
		if k == engine.Retreat {
			return me() + " R " + place(v, o.Dest)
		}
		s := me() + " - " + place(v, o.Dest)
		if o.ViaConvoy || o.Type == engine.Army && !v.Adjacent(engine.Army, o.Loc, o.Dest) {
			s += " VIA"
		}
		return s
	case engine.Support:
		tt := engine.Army
		if o.TargetType == engine.Fleet {
			tt = engine.Fleet
		}
		s := me() + " S " + unitText(v, tt, o.Target)
		if o.Dest != engine.NoLoc {
			s += " - " + place(v, o.Dest)
		}
		return s
	case engine.Convoy:
		return me() + " C A " + place(v, o.Target) + " - " + place(v, o.Dest)
	}
	return me() + " H"
}

// state is pos as MILA records it.
func state(v *engine.Variant, pos *engine.Position, id string) State {
	name := replay.ShortPhase(v, pos.Phase)
	s := State{Name: name, ZobristHash: json.RawMessage(`"0"`), Units: map[string][]string{}, Retreats: map[string]map[string][]string{},
		Centers: map[string][]string{}, Homes: map[string][]string{}, Influence: map[string][]string{},
		CivilDisorder: map[string]int{}, Builds: map[string]Builds{}, GameID: id, Map: StandardMap, Rules: []string{}}
	for pw := range v.NumPowers() {
		p := powerName(v, engine.PowerID(pw))
		s.Units[p], s.Centers[p], s.Homes[p], s.Influence[p] = []string{}, []string{}, []string{}, []string{}
		s.Retreats[p] = map[string][]string{}
		s.CivilDisorder[p] = 0
		s.Builds[p] = Builds{Homes: []string{}}
	}
	for _, u := range pos.Units {
		p := powerName(v, u.Power)
		s.Units[p] = append(s.Units[p], unitText(v, u.Type, u.Loc))
		s.Influence[p] = append(s.Influence[p], strings.ToUpper(v.Province(v.ProvinceOf(u.Loc)).ID))
	}
	for _, d := range pos.Dislodged {
		p := powerName(v, d.Power)
		u := unitText(v, d.Type, d.Loc)
		s.Units[p] = append(s.Units[p], "*"+u)
		to := []string{}
		for _, o := range v.LegalOrders(pos, v.ProvinceOf(d.Loc)) {
			if o.Kind == engine.Move {
				to = append(to, place(v, o.Dest))
			}
		}
		s.Retreats[p][u] = to
	}
	for pr, o := range pos.Owners {
		if o == engine.NoPower {
			continue
		}
		p := powerName(v, o)
		id := strings.ToUpper(v.Province(engine.ProvinceID(pr)).ID)
		s.Centers[p] = append(s.Centers[p], id)
		if !slices.Contains(s.Influence[p], id) {
			s.Influence[p] = append(s.Influence[p], id)
		}
	}
	for pr := range v.NumProvinces() {
		h := v.Province(engine.ProvinceID(pr)).Home
		if h != engine.NoPower {
			p := powerName(v, h)
			s.Homes[p] = append(s.Homes[p], strings.ToUpper(v.Province(engine.ProvinceID(pr)).ID))
		}
	}
	if pos.Phase.Kind == engine.Adjustment {
		for pw := range v.NumPowers() {
			p := powerName(v, engine.PowerID(pw))
			b := Builds{Count: v.Delta(pos, engine.PowerID(pw)), Homes: []string{}}
			if b.Count > 0 {
				for _, o := range v.AdjustmentOrders(pos, engine.PowerID(pw)) {
					if o.Kind == engine.Build && !slices.Contains(b.Homes, place(v, engine.LocID(v.ProvinceOf(o.Loc)))) {
						b.Homes = append(b.Homes, place(v, engine.LocID(v.ProvinceOf(o.Loc))))
					}
				}
			}
			s.Builds[p] = b
		}
	}
	return s
}

// Decode reads a saved game, refusing one that is not MILA's format.
func Decode(data []byte) (*File, error) {
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("not a MILA saved game: %w", err)
	}
	if len(f.Phases) == 0 {
		return nil, fmt.Errorf("not a MILA saved game: it has no phases")
	}
	if f.Map == "" {
		f.Map = StandardMap
	}
	return &f, nil
}
