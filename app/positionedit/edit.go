// Package positionedit is the position editor as a model: place and remove
// units, set supply-centre owners, set the phase and year, and check the
// result with the engine before a game is started from it. The screen
// (app/positioneditor.go) only draws it and passes it taps; every rule and
// every plain-words refusal lives here, where table tests reach it.
package positionedit

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"dipdesk/engine"
)

// Tool is what a tap on the board does.
type Tool int

// The editor's tools.
const (
	PlaceArmy  Tool = iota // put an army of the chosen power there (a second tap removes it)
	PlaceFleet             // the same for a fleet
	Remove                 // take away whatever unit is there
	Owner                  // give the supply centre to the chosen power (a second tap makes it neutral)
)

// Editor holds a position being edited. Pos stays a position the engine
// accepts after every successful change: a refused change leaves it as it
// was.
type Editor struct {
	V     *engine.Variant
	Pos   engine.Position
	Tool  Tool
	Power engine.PowerID // whose units are placed and centres given
}

// New edits a copy of pos. A retreat phase becomes the movement phase of
// the same season, without its dislodged units: a retreat can only come
// out of an adjudicated movement phase.
func New(v *engine.Variant, pos *engine.Position) *Editor {
	e := &Editor{V: v, Pos: pos.Clone()}
	if e.Pos.Phase.Kind == engine.Retreat {
		e.Pos.Phase.Kind = engine.Movement
	}
	e.Pos.Dislodged, e.Pos.Standoffs = nil, nil
	return e
}

// Tap applies the current tool to a province (and coast, for a fleet on a
// split coast) and says in plain words what it did.
func (e *Editor) Tap(province, coast string) (string, error) {
	pr, ok := e.V.LookupProvince(province)
	if !ok {
		return "", fmt.Errorf("there is no province %q on this board", province)
	}
	switch e.Tool {
	case PlaceArmy, PlaceFleet:
		t := engine.Army
		if e.Tool == PlaceFleet {
			t = engine.Fleet
		}
		if i := e.Pos.UnitIn(e.V, pr); i >= 0 {
			u := e.Pos.Units[i]
			if u.Type == t && u.Power == e.Power && (coast == "" || e.V.Loc(u.Loc).Coast == coast) {
				return e.remove(pr)
			}
		}
		return e.Place(t, e.Power, pr, coast)
	case Remove:
		return e.remove(pr)
	case Owner:
		if e.Pos.Owners[pr] == e.Power {
			return e.SetOwner(pr, engine.NoPower)
		}
		return e.SetOwner(pr, e.Power)
	}
	return "", errors.New("no tool is chosen")
}

// Place puts a unit of power pw in province pr, replacing any unit there.
// coast picks the coast of a split-coast province for a fleet; "" is
// fine when the province has only one place a fleet can stand.
func (e *Editor) Place(t engine.UnitType, pw engine.PowerID, pr engine.ProvinceID, coast string) (string, error) {
	v := e.V
	if pw < 0 || int(pw) >= v.NumPowers() {
		return "", errors.New("choose a power first")
	}
	p := v.Province(pr)
	loc, err := e.standing(t, pr, coast)
	if err != nil {
		return "", err
	}
	next := e.Pos.Clone()
	replaced := ""
	if i := next.UnitIn(v, pr); i >= 0 {
		old := next.Units[i]
		replaced = fmt.Sprintf(" (replacing the %s %s)", v.Power(old.Power).Adjective, old.Type)
		if old.Power == engine.NoPower {
			replaced = fmt.Sprintf(" (replacing the neutral %s)", old.Type)
		}
		next.Units = append(next.Units[:i], next.Units[i+1:]...)
	}
	next.Units = append(next.Units, engine.Unit{Type: t, Power: pw, Loc: loc})
	if err := e.commit(next); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s %s in %s%s.", v.Power(pw).Adjective, t, locWords(v, loc, p), replaced), nil
}

// standing finds where a unit of type t stands in province pr, refusing
// in plain words a place it cannot stand.
func (e *Editor) standing(t engine.UnitType, pr engine.ProvinceID, coast string) (engine.LocID, error) {
	v := e.V
	p := v.Province(pr)
	if coast != "" {
		loc, ok := v.CoastOf(pr, coast)
		if !ok {
			return engine.NoLoc, fmt.Errorf("%s has no coast %q", p.Name, coast)
		}
		if t == engine.Army { // an army stands on the whole province, whatever coast was tapped
			loc = engine.LocID(pr)
		}
		if !v.CanStand(t, loc) {
			return engine.NoLoc, cannotStand(v, t, p)
		}
		return loc, nil
	}
	if v.CanStand(t, engine.LocID(pr)) {
		return engine.LocID(pr), nil
	}
	var coasts []engine.LocID
	for _, c := range p.Coasts {
		if v.CanStand(t, c) {
			coasts = append(coasts, c)
		}
	}
	switch len(coasts) {
	case 0:
		return engine.NoLoc, cannotStand(v, t, p)
	case 1:
		return coasts[0], nil
	}
	var names []string
	for _, c := range coasts {
		names = append(names, v.LocFullName(c))
	}
	return engine.NoLoc, fmt.Errorf("%s has several coasts; say which: %s", p.Name, strings.Join(names, " or "))
}

func cannotStand(v *engine.Variant, t engine.UnitType, p *engine.Province) error {
	if t == engine.Fleet {
		return fmt.Errorf("a fleet cannot stand in %s: it has no coast", p.Name)
	}
	return fmt.Errorf("an army cannot stand in %s: it is sea", p.Name)
}

func locWords(v *engine.Variant, l engine.LocID, p *engine.Province) string {
	if v.Loc(l).Coast != "" {
		return v.LocFullName(l)
	}
	return p.Name
}

func (e *Editor) remove(pr engine.ProvinceID) (string, error) {
	v := e.V
	i := e.Pos.UnitIn(v, pr)
	if i < 0 {
		return "", fmt.Errorf("there is no unit in %s to remove", v.Province(pr).Name)
	}
	next := e.Pos.Clone()
	u := next.Units[i]
	next.Units = append(next.Units[:i], next.Units[i+1:]...)
	if err := e.commit(next); err != nil {
		return "", err
	}
	who := "neutral"
	if u.Power != engine.NoPower {
		who = v.Power(u.Power).Adjective
	}
	return fmt.Sprintf("Removed the %s %s from %s.", who, u.Type, v.Province(pr).Name), nil
}

// SetOwner gives supply centre pr to pw (engine.NoPower: nobody owns it).
func (e *Editor) SetOwner(pr engine.ProvinceID, pw engine.PowerID) (string, error) {
	v := e.V
	p := v.Province(pr)
	if !p.SC {
		return "", fmt.Errorf("%s is not a supply centre, so nobody can own it", p.Name)
	}
	if pw != engine.NoPower && (pw < 0 || int(pw) >= v.NumPowers()) {
		return "", errors.New("choose a power first")
	}
	next := e.Pos.Clone()
	next.Owners[pr] = pw
	if err := e.commit(next); err != nil {
		return "", err
	}
	if pw == engine.NoPower {
		return p.Name + " is now a neutral supply centre.", nil
	}
	return fmt.Sprintf("%s now belongs to %s.", p.Name, v.Power(pw).Name), nil
}

// SetPhase sets the season and year. kind is Movement or Adjustment; an
// adjustment phase follows the year's last season. A retreat phase cannot
// be set up by hand, because the dislodgements it resolves come from a
// movement phase's adjudication.
func (e *Editor) SetPhase(year, season int, kind engine.PhaseKind) error {
	v := e.V
	switch kind {
	case engine.Movement:
		if season < 0 || season >= len(v.Seasons) {
			return fmt.Errorf("this variant's seasons are %s", strings.Join(v.Seasons, ", "))
		}
	case engine.Adjustment:
		season = len(v.Seasons) - 1
	default:
		return errors.New("a retreat phase cannot be set up by hand: set up the movement phase before it and let the adjudicator dislodge the units")
	}
	if year < 1 || year > 9999 {
		return fmt.Errorf("the year must be between 1 and 9999, not %d", year)
	}
	next := e.Pos.Clone()
	next.Phase = engine.Phase{Year: year, Season: season, Kind: kind}
	return e.commit(next)
}

// PhaseChoices are the phases the editor can set, in calendar order, as
// the variant names them without the year: "Spring Movement", …,
// "Winter Adjustment".
func (e *Editor) PhaseChoices() []string {
	var out []string
	for _, s := range e.V.Seasons {
		out = append(out, s+" "+engine.Movement.String())
	}
	return append(out, e.V.Winter+" "+engine.Adjustment.String())
}

// SetPhaseChoice sets the phase by its index in PhaseChoices.
func (e *Editor) SetPhaseChoice(i, year int) error {
	if i == len(e.V.Seasons) {
		return e.SetPhase(year, 0, engine.Adjustment)
	}
	return e.SetPhase(year, i, engine.Movement)
}

// PhaseChoice is the index in PhaseChoices of the position's phase.
func (e *Editor) PhaseChoice() int {
	if e.Pos.Phase.Kind == engine.Adjustment {
		return len(e.V.Seasons)
	}
	return e.Pos.Phase.Season
}

// Clear removes every unit and makes every centre neutral: a blank board
// to set up a study from.
func (e *Editor) Clear() error {
	next := e.Pos.Clone()
	next.Units = nil
	for i := range next.Owners {
		next.Owners[i] = engine.NoPower
	}
	return e.commit(next)
}

// Check is what must hold before a game starts from the position: the
// engine accepts it, and some power has a unit or a centre to play with.
func (e *Editor) Check() error {
	if err := e.V.CheckPosition(&e.Pos); err != nil {
		return plain(err)
	}
	for pw := engine.PowerID(0); int(pw) < e.V.NumPowers(); pw++ {
		if e.Pos.UnitCount(pw) > 0 || e.Pos.SCCount(pw) > 0 {
			return nil
		}
	}
	return errors.New("no power has a unit or a supply centre: place some before playing")
}

// commit takes next as the position if the engine accepts it.
func (e *Editor) commit(next engine.Position) error {
	sort.Slice(next.Units, func(i, j int) bool {
		return e.V.ProvinceOf(next.Units[i].Loc) < e.V.ProvinceOf(next.Units[j].Loc)
	})
	if err := e.V.CheckPosition(&next); err != nil {
		return plain(err)
	}
	e.Pos = next
	return nil
}

// plain drops the engine's package prefix from its message.
func plain(err error) error {
	msg := err.Error()
	for _, p := range []string{"engine: position: ", "engine: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return errors.New(msg)
}
