package engine

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// VariantSpec is the plain data a Variant is built from: names everywhere,
// no ids. Loaders (variants/) parse a definition file into one and call
// NewVariant, which checks it and precomputes the tables. Line fields carry
// the source line so that errors can point at it; 0 means unknown.
type VariantSpec struct {
	ID      string
	Name    string
	Aliases []string
	// Description is a sentence or two for players choosing a variant.
	Description string
	Seasons     []string // movement seasons, default Spring, Fall
	Winter      string   // adjustment season name, default Winter
	StartYear   int
	// StartSeason indexes Seasons; StartKind is the first phase's kind.
	StartSeason int
	StartKind   PhaseKind
	Rules       Rules
	Powers      []PowerSpec
	Provinces   []ProvinceSpec
	Edges       []EdgeSpec
	Units       []UnitSpec
	// Owners lists supply centres owned at the start besides each power's
	// home centres (which are owned by their power unless Unowned says so).
	Owners  []OwnerSpec
	Unowned []OwnerSpec // home centres that start unowned (Power ignored)
	// Notional lists supply centres drawn in a power's colour at the start
	// that nevertheless belong to nobody (display only; see NotionalOwner).
	Notional []OwnerSpec
	// Neutrals are units that belong to no power (Power ignored; see
	// neutral.go); Bridges, Events and FleetHomes switch on the mechanisms
	// of bridge.go, events.go and fleethome.go.
	Neutrals   []UnitSpec
	Bridges    []EdgeSpec
	Events     []EventSpec
	FleetHomes []FleetHomeSpec
	// Continents, BuildAt, FleetBuilds and NeverAbroad describe where each
	// power may build and where its armies may be convoyed (continent.go,
	// buildlist.go).
	Continents  []ContinentSpec
	BuildAt     []BuildAtSpec
	FleetBuilds []BuildAtSpec
	NeverAbroad []NeverAbroadSpec
	// Options are the choices offered at New game (gameoptions.go).
	Options []GameOptionSpec
	// Teams are fixed teams; Pairing, if set, the groups the other teams
	// take one power each from (team.go).
	Teams   []TeamSpec
	Pairing *TeamSpec
}

// PowerSpec describes a power.
type PowerSpec struct {
	ID, Name, Adjective, Letter string
	Colour                      string // "#rrggbb" or ""; see Power.Colour
	Aliases                     []string
	// Continent is the power's home continent; "" means the continent of
	// its home centres, if they share one.
	Continent string
	Line      int
}

// ProvinceSpec describes a province.
type ProvinceSpec struct {
	ID      string
	Name    string
	Abbr    string   // display abbreviation; default: id with a capital
	Aliases []string // other names and abbreviations accepted in orders
	Kind    ProvinceKind
	SC      bool
	Home    string   // power id, "" if none
	Coasts  []string // split coasts, e.g. nc, sc
	// NoConvoy stops a fleet in this sea from convoying; Convoy lets a fleet
	// on this coastal province convoy (hybrid provinces).
	NoConvoy, Convoy bool
	// Box makes a sea a box province (box.go).
	Box  bool
	Line int
}

// EdgeSpec is a border between two locations ("stp/nc", "nwy") for armies,
// fleets or both. Borders are symmetric. If IfOwns names a supply centre,
// only units of the power that owns it may use the border (a strait).
type EdgeSpec struct {
	A, B        string
	Army, Fleet bool
	IfOwns      string
	Line        int
}

// UnitSpec is a starting unit.
type UnitSpec struct {
	Power string
	Type  UnitType
	Loc   string
	// Retreats: a neutral unit that, dislodged from its starting province,
	// retreats to a free supply centre (neutral.go).
	Retreats bool
	Line     int
}

// OwnerSpec is a starting supply-centre owner.
type OwnerSpec struct {
	Power, Province string
	Line            int
}

// SpecError is one problem in a VariantSpec.
type SpecError struct {
	Line int
	Msg  string
}

func (e *SpecError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return e.Msg
}

// SpecErrors is every problem NewVariant found, in source order.
type SpecErrors []*SpecError

func (es SpecErrors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("engine: variant: ")
		b.WriteString(e.Error())
	}
	return b.String()
}

// NewVariant checks spec and builds the immutable Variant. On failure the
// error is a SpecErrors listing every problem found.
func NewVariant(spec VariantSpec) (*Variant, error) {
	b := &builder{spec: &spec, v: &Variant{}}
	b.build()
	if len(b.errs) > 0 {
		return nil, b.errs
	}
	return b.v, nil
}

type builder struct {
	spec *VariantSpec
	v    *Variant
	errs SpecErrors
}

func (b *builder) errf(line int, format string, args ...any) {
	b.errs = append(b.errs, &SpecError{Line: line, Msg: fmt.Sprintf(format, args...)})
}

func (b *builder) build() {
	s, v := b.spec, b.v
	v.ID, v.Name, v.Aliases, v.Rules = s.ID, s.Name, s.Aliases, s.Rules
	v.Description = s.Description
	if v.ID == "" {
		b.errf(0, "the variant has no id")
	}
	if v.Name == "" {
		v.Name = v.ID
	}
	v.Seasons = s.Seasons
	if len(v.Seasons) == 0 {
		v.Seasons = []string{"Spring", "Fall"}
	}
	v.Winter = s.Winter
	if v.Winter == "" {
		v.Winter = "Winter"
	}
	v.powerBy = map[string]PowerID{}
	for _, ps := range s.Powers {
		p := Power{ID: strings.ToLower(ps.ID), Name: ps.Name, Adjective: ps.Adjective, Letter: ps.Letter, Colour: ps.Colour}
		if p.ID == "" {
			b.errf(ps.Line, "a power has no id")
			continue
		}
		if p.Name == "" {
			p.Name = strings.ToUpper(p.ID[:1]) + p.ID[1:]
		}
		if p.Letter == "" {
			p.Letter = strings.ToUpper(p.ID[:1])
		}
		if _, dup := v.powerBy[p.ID]; dup {
			b.errf(ps.Line, "power %q is defined twice", p.ID)
		}
		if len(v.powers) >= 100 {
			b.errf(ps.Line, "too many powers (at most 100)")
			break
		}
		id := PowerID(len(v.powers))
		v.powers = append(v.powers, p)
		for _, n := range append([]string{p.ID, p.Name, p.Adjective}, ps.Aliases...) {
			if n != "" {
				v.powerBy[normName(n)] = id
			}
		}
	}
	if len(v.powers) == 0 {
		b.errf(0, "the variant has no powers")
	}
	for _, p := range v.powers { // letters only where unambiguous
		k := normName(p.Letter)
		if _, taken := v.powerBy[k]; !taken {
			v.powerBy[k] = v.powerBy[p.ID]
		}
	}
	b.provinces()
	b.edges()
	b.sortAdjacency()
	b.start()
	b.notionalOwners()
	b.specials()
	b.continents()
	b.buildLists()
	b.gameOptions()
	b.teams()
	if len(b.errs) > 0 {
		return
	}
	v.buildOrder()
	v.convoy = buildConvoyTables(v)
	v.buildConvoyConds()
	v.convoy.openComponents(v)
	if v.Rules.VictorySCs > len(v.scs) {
		b.errf(0, "victory needs %d supply centres but the board has only %d", v.Rules.VictorySCs, len(v.scs))
	}
}

func (b *builder) provinces() {
	s, v := b.spec, b.v
	v.names = map[string]LocID{}
	v.homes = make([][]ProvinceID, len(v.powers))
	if len(s.Provinces) > 10000 {
		b.errf(0, "too many provinces (at most 10000)")
		return
	}
	for _, ps := range s.Provinces {
		id := strings.ToLower(ps.ID)
		if id == "" || strings.ContainsAny(id, " /()-:") {
			b.errf(ps.Line, "province id %q must be one word without / ( ) - :", ps.ID)
			continue
		}
		p := Province{ID: id, Name: ps.Name, Abbr: ps.Abbr, Kind: ps.Kind, SC: ps.SC, Home: NoPower, Box: ps.Box}
		if p.Name == "" {
			p.Name = id
		}
		if p.Abbr == "" {
			p.Abbr = strings.ToUpper(id[:1]) + id[1:]
		}
		p.Abbr = oneCase(p.Abbr)
		if ps.Home != "" {
			pw, ok := v.powerBy[normName(ps.Home)]
			if !ok {
				b.errf(ps.Line, "province %s: home of unknown power %q", id, ps.Home)
			} else {
				p.Home = pw
				if !ps.SC {
					b.errf(ps.Line, "province %s: a home must be a supply centre (add sc)", id)
				}
			}
		}
		switch ps.Kind {
		case Sea:
			p.Convoys = !ps.NoConvoy
		case Coast:
			p.Convoys = ps.Convoy
		}
		if ps.SC && (ps.Kind == Sea || ps.Kind == Impassable) {
			b.errf(ps.Line, "province %s: a %s cannot be a supply centre", id, ps.Kind)
		}
		if len(ps.Coasts) > 0 && ps.Kind != Coast {
			b.errf(ps.Line, "province %s: only a coast province can have named coasts", id)
		}
		if len(ps.Coasts) == 1 {
			b.errf(ps.Line, "province %s: a split coast needs at least two coasts", id)
		}
		pid := ProvinceID(len(v.provinces))
		_, dupID := v.names[normName(id)]
		if dupID {
			b.errf(ps.Line, "province %q is defined twice or clashes with another province's name", id)
		}
		v.provinces = append(v.provinces, p)
		loc := Location{Province: pid}
		switch ps.Kind {
		case Land:
			loc.Army = true
		case Coast:
			loc.Army = true
			loc.Fleet = len(ps.Coasts) == 0
		case Sea:
			loc.Fleet = true
		}
		v.locs = append(v.locs, loc)
		if p.SC {
			v.scs = append(v.scs, pid)
			if p.Home != NoPower {
				v.homes[p.Home] = append(v.homes[p.Home], pid)
			}
		}
		for _, n := range append([]string{id, p.Abbr, p.Name}, ps.Aliases...) {
			k := normName(n)
			if k == "" {
				continue
			}
			if old, dup := v.names[k]; dup && old != LocID(pid) {
				if !dupID { // a province given twice is one problem, said once above
					b.errf(ps.Line, "province %s: name %q is already used by %s", id, n, v.provinces[old].ID)
				}
				continue
			}
			v.names[k] = LocID(pid)
		}
	}
	// coast locations come after all provinces
	for i, ps := range s.Provinces {
		if i >= len(v.provinces) || len(ps.Coasts) < 2 || ps.Kind != Coast {
			continue
		}
		seen := map[string]bool{}
		for _, c := range ps.Coasts {
			c = strings.ToLower(c)
			if c == "" || seen[c] || strings.ContainsAny(c, " /()") {
				b.errf(ps.Line, "province %s: bad or repeated coast %q", ps.ID, c)
				continue
			}
			seen[c] = true
			l := LocID(len(v.locs))
			v.locs = append(v.locs, Location{Province: ProvinceID(i), Coast: c, Fleet: true})
			v.provinces[i].Coasts = append(v.provinces[i].Coasts, l)
		}
	}
	if len(v.locs) > 32000 {
		b.errf(0, "too many locations")
	}
}

// resolveLoc reads "stp/nc" or "nwy" as a location id.
func (b *builder) resolveLoc(name string, line int) (LocID, bool) {
	v := b.v
	prov, coast, _ := strings.Cut(strings.ToLower(strings.TrimSpace(name)), "/")
	l, ok := v.names[normName(prov)]
	if !ok {
		b.errf(line, "unknown province %q", prov)
		return NoLoc, false
	}
	if coast == "" {
		return l, true
	}
	c, ok := v.CoastOf(ProvinceID(l), coast)
	if !ok {
		b.errf(line, "%s has no coast %q", v.provinces[l].ID, coast)
		return NoLoc, false
	}
	return c, true
}

func (b *builder) edges() {
	v := b.v
	n := len(v.locs)
	for t := Army; t <= Fleet; t++ {
		v.adj[t] = make([][]LocID, n)
		v.adjBits[t] = newBitMatrix(n)
	}
	provSet := newBitMatrix(len(v.provinces))
	v.provAdj = make([][]ProvinceID, len(v.provinces))
	add := func(t UnitType, a, c LocID, cond ProvinceID, line int) {
		if v.adjBits[t].has(int(a), int(c)) {
			b.checkCondition(t, a, c, cond, line)
			return
		}
		b.addCondition(t, a, c, cond)
		v.adjBits[t].set(int(a), int(c))
		v.adjBits[t].set(int(c), int(a))
		v.adj[t][a] = append(v.adj[t][a], c)
		v.adj[t][c] = append(v.adj[t][c], a)
		pa, pc := v.locs[a].Province, v.locs[c].Province
		if !provSet.has(int(pa), int(pc)) {
			provSet.set(int(pa), int(pc))
			provSet.set(int(pc), int(pa))
			v.provAdj[pa] = append(v.provAdj[pa], pc)
			v.provAdj[pc] = append(v.provAdj[pc], pa)
		}
	}
	for _, e := range b.spec.Edges {
		a, okA := b.resolveLoc(e.A, e.Line)
		c, okC := b.resolveLoc(e.B, e.Line)
		if !okA || !okC {
			continue
		}
		if !e.Army && !e.Fleet {
			b.errf(e.Line, "border %s-%s is for neither armies nor fleets", e.A, e.B)
			continue
		}
		if v.locs[a].Province == v.locs[c].Province {
			b.errf(e.Line, "border %s-%s joins a province to itself", e.A, e.B)
			continue
		}
		cond, ok := b.conditionOf(e)
		if !ok {
			continue
		}
		if e.Army {
			pa, pc := LocID(v.locs[a].Province), LocID(v.locs[c].Province)
			switch {
			case !v.locs[pa].Army:
				b.errf(e.Line, "army border %s-%s: no army can stand in %s (%s)", e.A, e.B, v.provinces[pa].ID, v.provinces[pa].Kind)
			case !v.locs[pc].Army:
				b.errf(e.Line, "army border %s-%s: no army can stand in %s (%s)", e.A, e.B, v.provinces[pc].ID, v.provinces[pc].Kind)
			default:
				add(Army, pa, pc, cond, e.Line)
			}
		}
		if e.Fleet {
			switch {
			case !v.locs[a].Fleet:
				b.errf(e.Line, "fleet border %s-%s: no fleet can stand in %s%s", e.A, e.B, e.A, coastHint(v, a))
			case !v.locs[c].Fleet:
				b.errf(e.Line, "fleet border %s-%s: no fleet can stand in %s%s", e.A, e.B, e.B, coastHint(v, c))
			default:
				add(Fleet, a, c, cond, e.Line)
			}
		}
	}
}

func coastHint(v *Variant, l LocID) string {
	p := &v.provinces[v.locs[l].Province]
	if len(p.Coasts) > 0 && v.locs[l].Coast == "" {
		return " (name a coast, e.g. " + p.ID + "/" + v.locs[p.Coasts[0]].Coast + ")"
	}
	return " (it is " + p.Kind.String() + ")"
}

func (b *builder) sortAdjacency() {
	v := b.v
	for t := Army; t <= Fleet; t++ {
		for _, l := range v.adj[t] {
			slices.Sort(l)
		}
	}
	for _, l := range v.provAdj {
		slices.Sort(l)
	}
}

func (b *builder) start() {
	s, v := b.spec, b.v
	pos := Position{Phase: Phase{Year: s.StartYear, Season: s.StartSeason, Kind: s.StartKind}}
	if s.StartSeason < 0 || s.StartSeason >= len(v.Seasons) {
		b.errf(0, "start season %d is not one of the %d seasons", s.StartSeason, len(v.Seasons))
	}
	pos.Owners = make([]PowerID, len(v.provinces))
	for i := range pos.Owners {
		pos.Owners[i] = NoPower
		if v.provinces[i].SC {
			pos.Owners[i] = v.provinces[i].Home
		}
	}
	for _, o := range s.Unowned {
		l, ok := b.resolveLoc(o.Province, o.Line)
		if ok {
			pos.Owners[v.locs[l].Province] = NoPower
		}
	}
	for _, o := range s.Owners {
		l, ok := b.resolveLoc(o.Province, o.Line)
		pw, okP := v.powerBy[normName(o.Power)]
		if !okP {
			b.errf(o.Line, "owner: unknown power %q", o.Power)
		}
		if !ok || !okP {
			continue
		}
		p := v.locs[l].Province
		if !v.provinces[p].SC {
			b.errf(o.Line, "owner: %s is not a supply centre", v.provinces[p].ID)
			continue
		}
		pos.Owners[p] = pw
	}
	occupied := map[ProvinceID]bool{}
	for _, u := range s.Units {
		pw, okP := v.powerBy[normName(u.Power)]
		if !okP {
			b.errf(u.Line, "unit: unknown power %q", u.Power)
			continue
		}
		l, ok := b.resolveLoc(u.Loc, u.Line)
		if !ok {
			continue
		}
		if !v.CanStand(u.Type, l) {
			b.errf(u.Line, "unit: a%s %s cannot stand in %s%s", an(u.Type), u.Type, u.Loc, coastHint(v, l))
			continue
		}
		p := v.locs[l].Province
		if occupied[p] {
			b.errf(u.Line, "unit: %s already holds a unit", v.provinces[p].ID)
			continue
		}
		occupied[p] = true
		pos.Units = append(pos.Units, Unit{Type: u.Type, Power: pw, Loc: l})
	}
	pos.sortUnits(v)
	v.start = pos
}

func an(t UnitType) string {
	if t == Army {
		return "n"
	}
	return ""
}

// oneCase writes an abbreviation in the one case style of dipdesk's
// notation, a capital then small letters ("Nth", "Lon"), so that an order
// never mixes styles as "F Lon - NTH" did: variant files often give the
// seas in capitals, after the judges' convention. Initials of two words
// are left as written: a capital inside ("StP") or two capitals alone
// ("NC" for North Carolina, "HK" for Hong Kong).
func oneCase(abbr string) string {
	rs := []rune(strings.ToLower(abbr))
	if abbr != strings.ToUpper(abbr) || len(rs) < 3 {
		return abbr
	}
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}
