package savegame

import (
	"fmt"
	"sort"
	"strings"

	"dipdesk/engine"
)

// position is an engine.Position written with names, so a save file can be
// read by a person and survives renumbering of the variant's ids.
type position struct {
	Year      int                 `json:"year"`
	Season    int                 `json:"season"` // index into the variant's seasons
	Kind      string              `json:"kind"`   // Movement, Retreat, Adjustment
	Units     map[string][]string `json:"units"`  // power id -> "A par", "F stp/sc"
	Dislodged []dislodged         `json:"dislodged,omitempty"`
	Owners    map[string][]string `json:"owners"` // power id -> SC province ids
	Standoffs []string            `json:"standoffs,omitempty"`
	// Neutral units ("A ala"), the quiet-years count and the fleet homes
	// won (power id -> province id) exist only in variants that use them;
	// files without them read as none.
	Neutral    []string          `json:"neutral,omitempty"`
	QuietYears int               `json:"quietYears,omitempty"`
	FleetHomes map[string]string `json:"fleetHomes,omitempty"`
}

type dislodged struct {
	Power string `json:"power"`
	Unit  string `json:"unit"`           // "A par"
	From  string `json:"from,omitempty"` // the attacker's province; empty if convoyed
}

func unitText(v *engine.Variant, u engine.Unit) string {
	return u.Type.Letter() + " " + locID(v, u.Loc)
}

// locID is the location's id as written in definitions: "par", "stp/sc".
func locID(v *engine.Variant, l engine.LocID) string {
	loc := v.Loc(l)
	id := v.Province(loc.Province).ID
	if loc.Coast != "" {
		id += "/" + loc.Coast
	}
	return id
}

func encodePosition(v *engine.Variant, p *engine.Position) position {
	out := position{
		Year: p.Phase.Year, Season: p.Phase.Season, Kind: p.Phase.Kind.String(),
		Units: map[string][]string{}, Owners: map[string][]string{},
	}
	out.QuietYears = p.QuietYears
	for pw, f := range p.FleetHomes {
		if f != engine.NoProvince {
			if out.FleetHomes == nil {
				out.FleetHomes = map[string]string{}
			}
			out.FleetHomes[v.Power(engine.PowerID(pw)).ID] = v.Province(f).ID
		}
	}
	for _, u := range p.Units {
		if u.Power == engine.NoPower {
			out.Neutral = append(out.Neutral, unitText(v, u))
			continue
		}
		pw := v.Power(u.Power).ID
		out.Units[pw] = append(out.Units[pw], unitText(v, u))
	}
	for _, d := range p.Dislodged {
		e := dislodged{Power: v.Power(d.Power).ID, Unit: unitText(v, d.Unit)}
		if d.From != engine.NoProvince {
			e.From = v.Province(d.From).ID
		}
		out.Dislodged = append(out.Dislodged, e)
	}
	for pr, o := range p.Owners {
		if o != engine.NoPower {
			pw := v.Power(o).ID
			out.Owners[pw] = append(out.Owners[pw], v.Province(engine.ProvinceID(pr)).ID)
		}
	}
	for _, s := range p.Standoffs {
		out.Standoffs = append(out.Standoffs, v.Province(s).ID)
	}
	return out
}

func decodePosition(v *engine.Variant, in position) (engine.Position, error) {
	var p engine.Position
	kinds := map[string]engine.PhaseKind{"Movement": engine.Movement, "Retreat": engine.Retreat, "Adjustment": engine.Adjustment}
	kind, ok := kinds[in.Kind]
	if !ok {
		return p, fmt.Errorf("unknown phase kind %q (want Movement, Retreat or Adjustment)", in.Kind)
	}
	if in.Season < 0 || in.Season >= len(v.Seasons) {
		return p, fmt.Errorf("season %d is not one of the variant's %d seasons", in.Season, len(v.Seasons))
	}
	p.Phase = engine.Phase{Year: in.Year, Season: in.Season, Kind: kind}
	p.Owners = make([]engine.PowerID, v.NumProvinces())
	for i := range p.Owners {
		p.Owners[i] = engine.NoPower
	}
	for _, pwName := range sortedKeys(in.Owners) {
		pw, err := power(v, pwName)
		if err != nil {
			return p, err
		}
		for _, id := range in.Owners[pwName] {
			pr, ok := v.LookupProvince(id)
			if !ok {
				return p, fmt.Errorf("owners of %s: unknown province %q", pwName, id)
			}
			p.Owners[pr] = pw
		}
	}
	for _, pwName := range sortedKeys(in.Units) {
		pw, err := power(v, pwName)
		if err != nil {
			return p, err
		}
		for _, text := range in.Units[pwName] {
			u, err := parseUnit(v, pw, text)
			if err != nil {
				return p, err
			}
			p.Units = append(p.Units, u)
		}
	}
	for _, text := range in.Neutral {
		u, err := parseUnit(v, engine.NoPower, text)
		if err != nil {
			return p, err
		}
		p.Units = append(p.Units, u)
	}
	if err := decodeRuleState(v, in, &p); err != nil {
		return p, err
	}
	sort.Slice(p.Units, func(i, j int) bool {
		return v.ProvinceOf(p.Units[i].Loc) < v.ProvinceOf(p.Units[j].Loc)
	})
	for _, d := range in.Dislodged {
		pw, err := power(v, d.Power)
		if err != nil {
			return p, err
		}
		u, err := parseUnit(v, pw, d.Unit)
		if err != nil {
			return p, err
		}
		from := engine.NoProvince
		if d.From != "" {
			if from, ok = v.LookupProvince(d.From); !ok {
				return p, fmt.Errorf("dislodged %s: unknown attacker province %q", d.Unit, d.From)
			}
		}
		p.Dislodged = append(p.Dislodged, engine.Dislodged{Unit: u, From: from})
	}
	for _, s := range in.Standoffs {
		pr, ok := v.LookupProvince(s)
		if !ok {
			return p, fmt.Errorf("standoffs: unknown province %q", s)
		}
		p.Standoffs = append(p.Standoffs, pr)
	}
	if err := v.CheckPosition(&p); err != nil {
		return p, err
	}
	return p, nil
}

func power(v *engine.Variant, id string) (engine.PowerID, error) {
	pw, ok := v.LookupPower(id)
	if !ok {
		return engine.NoPower, fmt.Errorf("unknown power %q", id)
	}
	return pw, nil
}

func parseUnit(v *engine.Variant, pw engine.PowerID, text string) (engine.Unit, error) {
	f := strings.Fields(text)
	if len(f) != 2 || (f[0] != "A" && f[0] != "F") {
		return engine.Unit{}, fmt.Errorf("unit %q: want \"A <location>\" or \"F <location>\"", text)
	}
	l, ok := v.LookupLoc(f[1])
	if !ok {
		return engine.Unit{}, fmt.Errorf("unit %q: unknown location %q", text, f[1])
	}
	t := engine.Army
	if f[0] == "F" {
		t = engine.Fleet
	}
	return engine.Unit{Type: t, Power: pw, Loc: l}, nil
}

func sortedKeys[T any](m map[string]T) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// decodeRuleState reads the quiet-years count and the fleet homes won.
func decodeRuleState(v *engine.Variant, in position, p *engine.Position) error {
	p.QuietYears = in.QuietYears
	if start := v.Start(); start.FleetHomes != nil {
		p.FleetHomes = make([]engine.ProvinceID, v.NumPowers())
		for i := range p.FleetHomes {
			p.FleetHomes[i] = engine.NoProvince
		}
	}
	for _, pwName := range sortedKeys(in.FleetHomes) {
		pw, err := power(v, pwName)
		if err != nil {
			return err
		}
		pr, ok := v.LookupProvince(in.FleetHomes[pwName])
		if !ok || p.FleetHomes == nil {
			return fmt.Errorf("fleet home of %s: %q is not a fleet home of this variant", pwName, in.FleetHomes[pwName])
		}
		p.FleetHomes[pw] = pr
	}
	return nil
}
