package engine

import (
	"fmt"
	"sort"
	"strings"
)

// ProvinceID identifies a province of a variant: an index into its provinces.
type ProvinceID int16

// LocID identifies a place a unit can stand: a province as a whole (the same
// number as its ProvinceID) or one coast of a split-coast province (numbers
// after the last province).
type LocID int16

// PowerID identifies a power of a variant: an index into its powers.
type PowerID int8

// Sentinels for "none".
const (
	NoProvince ProvinceID = -1
	NoLoc      LocID      = -1
	NoPower    PowerID    = -1
)

// UnitType is army or fleet. The zero value means "not given" in parsed orders.
type UnitType uint8

// Unit types.
const (
	NoUnit UnitType = iota
	Army
	Fleet
)

// Letter is "A" or "F" ("?" when unknown).
func (t UnitType) Letter() string {
	switch t {
	case Army:
		return "A"
	case Fleet:
		return "F"
	}
	return "?"
}

// String is "army" or "fleet".
func (t UnitType) String() string {
	switch t {
	case Army:
		return "army"
	case Fleet:
		return "fleet"
	}
	return "unit"
}

// ProvinceKind says what can stand in a province.
type ProvinceKind uint8

// Province kinds.
const (
	Land       ProvinceKind = iota // inland: armies only
	Coast                          // coastal: armies, and fleets on its coast(s)
	Sea                            // water: fleets only
	Impassable                     // nothing enters
)

var kindNames = [...]string{"land", "coast", "sea", "impassable"}

// String is the kind's name as written in definitions.
func (k ProvinceKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Province is one space of the board.
type Province struct {
	ID      string // short lowercase id, e.g. "stp"
	Name    string // full English name, e.g. "St Petersburg"
	Abbr    string // display abbreviation, e.g. "StP"
	Kind    ProvinceKind
	SC      bool
	Home    PowerID // the power whose home SC this is, or NoPower
	Coasts  []LocID // the named coasts of a split-coast province, else nil
	Convoys bool    // a fleet here may convoy (seas by default)
	// Box: a sea any number of fleets may share, never contested (box.go).
	Box bool
	// NeutralRetreat: a neutral unit dislodged from here retreats to a free
	// supply centre instead of being disbanded (neutral.go).
	NeutralRetreat bool
}

// Location is a place a unit can stand: a whole province or one of its coasts.
type Location struct {
	Province ProvinceID
	Coast    string // "" for the whole province, else "nc", "sc", ...
	Army     bool   // an army may stand here
	Fleet    bool   // a fleet may stand here
}

// Power is one of the variant's nations.
type Power struct {
	ID        string // lowercase id, e.g. "england"
	Name      string // "England"
	Adjective string // "English"
	Letter    string // one-letter badge, e.g. "E"
	// Colour is the power's colour on the board as "#rrggbb", or "" to
	// let the board pick one. It is presentation data carried here so that
	// a variant's file keeps everything about a power in one line; the
	// rules never read it.
	Colour string
}

// Variant is an immutable board and rule set: provinces, coasts, powers,
// precomputed adjacency per unit type, the starting position and the Rules.
// Build one with NewVariant; every method is safe for concurrent use.
type Variant struct {
	ID      string
	Name    string
	Aliases []string
	// Description is a sentence or two for players choosing a variant.
	Description string
	Seasons     []string // movement seasons in order, e.g. Spring, Fall
	Winter      string   // name of the adjustment season, e.g. Winter
	Rules       Rules

	provinces []Province
	locs      []Location
	powers    []Power
	start     Position

	adj      [3][][]LocID // [unit type][from loc] -> neighbouring locs
	adjBits  [3]bitMatrix // same, as a matrix for O(1) tests
	provAdj  [][]ProvinceID
	names    map[string]LocID
	powerBy  map[string]PowerID
	homes    [][]ProvinceID // per power
	scs      []ProvinceID
	notional []PowerID    // per province: drawn in this power's colour while unowned
	order    []ProvinceID // provinces in alphabetical order of English name
	rank     []int16      // position of each province in order

	convoy convoyTables
	// bridges marks province pairs joined by a land bridge (bridge.go)
	bridges bitMatrix
	hasBox  bool

	conds       []condEdge   // conditional borders (border.go)
	condBits    [3]bitMatrix // the same, flagged per unit type; empty if none
	convoyConds []convoyCond // convoy steps across conditional borders only

	continentNames  []string     // continent.go
	continentTitles []string     // continent.go: per continent, the name players read
	continentOf     []int8       // per province: index into continentNames, -1 if none
	homeContinent   []int8       // per power, -1 if none
	neverAbroad     [][]bool     // [power][continent]: never convoyed there
	abroadRules     bool         // some convoy-abroad rule is on
	buildExtra      []bits       // per power: centres it may build in besides its policy's
	fleetOnly       []bits       // per power: the only centres for its fleet builds, nil if any
	noFleets        []bool       // per power: never builds fleets
	options         []GameOption // offered at New game (gameoptions.go)
	fixedTeams      [][]PowerID  // team.go
	teamNames       []string     // team.go: the fixed teams' names
	pairing         [][]PowerID
}

// NumProvinces is the number of provinces.
func (v *Variant) NumProvinces() int { return len(v.provinces) }

// NumLocs is the number of locations (provinces plus named coasts).
func (v *Variant) NumLocs() int { return len(v.locs) }

// NumPowers is the number of powers.
func (v *Variant) NumPowers() int { return len(v.powers) }

// Province returns province p. p must be valid.
func (v *Variant) Province(p ProvinceID) *Province { return &v.provinces[p] }

// Loc returns location l. l must be valid.
func (v *Variant) Loc(l LocID) *Location { return &v.locs[l] }

// Power returns power p. p must be valid.
func (v *Variant) Power(p PowerID) *Power { return &v.powers[p] }

// ProvinceOf returns the province a location belongs to.
func (v *Variant) ProvinceOf(l LocID) ProvinceID { return v.locs[l].Province }

// SupplyCenters lists the supply centres in id order.
func (v *Variant) SupplyCenters() []ProvinceID { return v.scs }

// Homes lists the home supply centres of power p.
func (v *Variant) Homes(p PowerID) []ProvinceID { return v.homes[p] }

// Start returns a copy of the starting position.
func (v *Variant) Start() Position { return v.start.Clone() }

// Adjacent reports whether a unit of type t can move from location a to b.
func (v *Variant) Adjacent(t UnitType, a, b LocID) bool {
	return v.adjBits[t].has(int(a), int(b))
}

// Neighbours lists where a unit of type t can move from location l.
func (v *Variant) Neighbours(t UnitType, l LocID) []LocID { return v.adj[t][l] }

// ProvinceNeighbours lists provinces bordering p by any edge of any unit type.
func (v *Variant) ProvinceNeighbours(p ProvinceID) []ProvinceID { return v.provAdj[p] }

// CanStand reports whether a unit of type t may stand on location l.
func (v *Variant) CanStand(t UnitType, l LocID) bool {
	if l < 0 || int(l) >= len(v.locs) {
		return false
	}
	switch t {
	case Army:
		return v.locs[l].Army
	case Fleet:
		return v.locs[l].Fleet
	}
	return false
}

// LocName formats a location in abbreviated form, e.g. "StP/sc".
func (v *Variant) LocName(l LocID) string {
	if l < 0 || int(l) >= len(v.locs) {
		return "?"
	}
	loc := &v.locs[l]
	a := v.provinces[loc.Province].Abbr
	if loc.Coast != "" {
		return a + "/" + loc.Coast
	}
	return a
}

// LocFullName formats a location with the province's full name, e.g.
// "St Petersburg (south coast)".
func (v *Variant) LocFullName(l LocID) string {
	if l < 0 || int(l) >= len(v.locs) {
		return "?"
	}
	loc := &v.locs[l]
	n := v.provinces[loc.Province].Name
	if loc.Coast != "" {
		return n + " (" + coastWords(loc.Coast) + ")"
	}
	return n
}

func coastWords(c string) string {
	switch c {
	case "nc":
		return "north coast"
	case "sc":
		return "south coast"
	case "ec":
		return "east coast"
	case "wc":
		return "west coast"
	}
	return c + " coast"
}

// LookupLoc finds a location by id, abbreviation, full name or alias,
// case-insensitively; a coast may follow as "/nc" or "(nc)".
func (v *Variant) LookupLoc(name string) (LocID, bool) {
	toks := tokenize(name)
	l, n, err := v.parseLocTokens(toks, 0)
	if err != nil || n != len(toks) {
		return NoLoc, false
	}
	return l, true
}

// LookupProvince finds a province by id, abbreviation, full name or alias.
func (v *Variant) LookupProvince(name string) (ProvinceID, bool) {
	l, ok := v.LookupLoc(name)
	if !ok {
		return NoProvince, false
	}
	return v.locs[l].Province, true
}

// LookupPower finds a power by id, name, adjective or letter, case-insensitively.
func (v *Variant) LookupPower(name string) (PowerID, bool) {
	p, ok := v.powerBy[normName(name)]
	return p, ok
}

// CoastOf returns the location of province p with the given coast ("" for
// the whole province).
func (v *Variant) CoastOf(p ProvinceID, coast string) (LocID, bool) {
	if coast == "" {
		return LocID(p), true
	}
	for _, c := range v.provinces[p].Coasts {
		if v.locs[c].Coast == coast {
			return c, true
		}
	}
	return NoLoc, false
}

// FleetLocs lists the locations of province p where a fleet may stand.
func (v *Variant) fleetLocs(p ProvinceID) []LocID {
	pr := &v.provinces[p]
	if len(pr.Coasts) > 0 {
		return pr.Coasts
	}
	if v.locs[p].Fleet {
		return []LocID{LocID(p)}
	}
	return nil
}

// alphaLess orders provinces by English name (the civil-disorder tie-break).
func (v *Variant) alphaLess(a, b ProvinceID) bool { return v.rank[a] < v.rank[b] }

func (v *Variant) buildOrder() {
	v.order = make([]ProvinceID, len(v.provinces))
	for i := range v.order {
		v.order[i] = ProvinceID(i)
	}
	sort.SliceStable(v.order, func(i, j int) bool {
		return strings.ToLower(v.provinces[v.order[i]].Name) < strings.ToLower(v.provinces[v.order[j]].Name)
	})
	v.rank = make([]int16, len(v.provinces))
	for i, p := range v.order {
		v.rank[p] = int16(i)
	}
}

// bitMatrix is a dense square bit matrix.
type bitMatrix struct {
	n    int
	bits []uint64
}

func newBitMatrix(n int) bitMatrix { return bitMatrix{n: n, bits: make([]uint64, (n*n+63)/64)} }

func (m *bitMatrix) set(a, b int) {
	i := a*m.n + b
	m.bits[i>>6] |= 1 << (uint(i) & 63)
}

func (m *bitMatrix) has(a, b int) bool {
	if a < 0 || b < 0 || a >= m.n || b >= m.n {
		return false
	}
	i := a*m.n + b
	return m.bits[i>>6]&(1<<(uint(i)&63)) != 0
}
