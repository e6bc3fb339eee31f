package jdip

import (
	"bytes"
	"fmt"
	"image/color"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/image/colornames"

	"dipdesk/variants"
	"dipdesk/variants/board"
	"dipdesk/variants/board/namefont"
	"dipdesk/variants/boardcheck"
)

// Converted is one jDip variant as a dipdesk variant folder's files.
type Converted struct {
	ID    string // the folder and "variant" id
	Name  string // the jDip variant's name
	Files map[string][]byte
}

// Refusal is a variant of the plug-in that is not imported, and why: an
// option dipdesk has no mechanism for, or data it cannot read.
type Refusal struct {
	Name   string
	Reason string
}

func (r Refusal) Error() string { return fmt.Sprintf("%q is not imported: %s", r.Name, r.Reason) }

// Convert turns every variant of the plug-in into a dipdesk variant
// folder's files; a variant that cannot come over whole is a Refusal
// naming the reason. source names the plug-in in each rules page.
func (p *Plugin) Convert(source string) ([]Converted, []Refusal) {
	var out []Converted
	var refused []Refusal
	ids := map[string]bool{}
	for _, v := range p.index.Variants {
		c, err := p.convert(v, source)
		if err != nil {
			refused = append(refused, Refusal{Name: v.Name, Reason: err.Error()})
			continue
		}
		for base, n := c.ID, 2; ids[c.ID]; n++ { // two variants whose names read alike
			c.ID = fmt.Sprintf("%s%d", base, n)
			c.Files["variant.txt"] = bytes.Replace(c.Files["variant.txt"], []byte("\nvariant "+base+"\n"), []byte("\nvariant "+c.ID+"\n"), 1)
		}
		ids[c.ID] = true
		out = append(out, *c)
	}
	return out, refused
}

// idOf makes a dipdesk id of a jDip name: lowercase letters and digits.
func idOf(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// prov is one province of the adjacency file as dipdesk reads it.
type prov struct {
	x          provinceXML
	id         string   // dipdesk id
	names      []string // every jDip name, lowercase: short name first
	impassable bool
	army       bool            // armies move in or out
	fleet      bool            // fleets move in or out (from any side)
	coasts     []string        // nc, sc, ... of a province with several
	coastRefs  map[string]bool // "coast|prov": that coast lists prov
	sea        bool
}

// converter holds one variant's conversion.
type converter struct {
	v      variantXML
	provs  []*prov
	byName map[string]*prov
	powers map[string]string // any jDip name of a power, lowercase → dipdesk id
	active map[string]bool   // dipdesk power id → active
}

var coastNames = map[string]bool{"nc": true, "sc": true, "ec": true, "wc": true}

func (p *Plugin) convert(v variantXML, source string) (*Converted, error) {
	c := &converter{v: v, byName: map[string]*prov{}, powers: map[string]string{}, active: map[string]bool{}}
	adj, err := p.adjacency(v.Map.Adjacency)
	if err != nil {
		return nil, err
	}
	if len(adj.Borders) > 0 {
		b := adj.Borders[0]
		return nil, fmt.Errorf("its map has conditional borders (BORDER id=%q, %q): dipdesk has no jDip border rules", b.ID, b.Description)
	}
	if err := c.readProvinces(adj); err != nil {
		return nil, err
	}
	if err := c.readPowers(); err != nil {
		return nil, err
	}
	def, err := c.definition()
	if err != nil {
		return nil, err
	}
	mapName, err := p.mapFile(v)
	if err != nil {
		return nil, err
	}
	m := p.svgCache[mapName]
	if m == nil {
		data, err := readFile(p.fsys, mapName)
		if err != nil {
			return nil, err
		}
		if m, err = readSVG(data, mapName); err != nil {
			return nil, err
		}
		p.svgCache[mapName] = m
	}
	def = c.colours(def, m)
	b, err := c.board(m, mapName)
	if err != nil {
		return nil, err
	}
	ev, err := variants.Build(variants.DefinitionFile, []byte(strings.Replace(def, "variant \x00\n", "variant imported\n", 1)))
	if err != nil {
		return nil, fmt.Errorf("its definition does not build:\n%v", err)
	}
	mark(b, boardcheck.Graph(ev))
	var svg bytes.Buffer
	if err := board.Write(&svg, b); err != nil {
		return nil, err
	}
	id := idOf(v.Name)
	if id == "" || !(id[0] >= 'a' && id[0] <= 'z') {
		id = "jdip" + id
	}
	return &Converted{ID: id, Name: v.Name, Files: map[string][]byte{
		"variant.txt": []byte(strings.Replace(def, "variant \x00\n", "variant "+id+"\n", 1)),
		"map.svg":     svg.Bytes(),
		"rules.md":    []byte(c.rules(source, mapName)),
	}}, nil
}

func (c *converter) readProvinces(adj *adjacencyFile) error {
	used := map[string]bool{}
	for _, x := range adj.Provinces {
		if x.Borders != "" {
			return fmt.Errorf("province %s has conditional borders (borders=%q): dipdesk has no jDip border rules", x.Short, x.Borders)
		}
		pr := &prov{x: x, impassable: x.Impassable == "true", coastRefs: map[string]bool{}}
		pr.id = idOf(x.Short)
		if pr.id == "" {
			return fmt.Errorf("province %q: its short name has no letter or digit to make an id of", x.Short)
		}
		for base, n := pr.id, 2; used[pr.id]; n++ {
			pr.id = fmt.Sprintf("%s%d", base, n)
		}
		used[pr.id] = true
		for _, n := range append([]string{x.Short, x.Full}, uniqueNames(x)...) {
			n = strings.ToLower(strings.TrimSpace(n))
			if n == "" {
				continue
			}
			pr.names = append(pr.names, n)
			if _, dup := c.byName[n]; !dup {
				c.byName[n] = pr
			}
		}
		c.provs = append(c.provs, pr)
	}
	// A short name wins over another province's other name.
	for _, pr := range c.provs {
		c.byName[pr.names[0]] = pr
	}
	for _, pr := range c.provs {
		for _, a := range pr.x.Adjacencies {
			switch t := strings.ToLower(a.Type); {
			case t == "mv" || t == "":
				pr.army = true
			case t == "xc":
				pr.fleet = true
			case coastNames[t]:
				pr.fleet = true
				if !contains(pr.coasts, t) {
					pr.coasts = append(pr.coasts, t)
				}
				for _, r := range strings.Fields(a.Refs) {
					if q, _, err := c.loc(r); err == nil {
						pr.coastRefs[t+"|"+q.id] = true
					}
				}
			default:
				return fmt.Errorf("province %s: ADJACENCY type %q: expected mv, xc, nc, sc, ec or wc", pr.x.Short, a.Type)
			}
		}
	}
	// A province fleets reach from elsewhere has a fleet side too.
	for _, pr := range c.provs {
		for _, a := range pr.x.Adjacencies {
			if strings.ToLower(a.Type) == "mv" || a.Type == "" {
				continue
			}
			for _, r := range strings.Fields(a.Refs) {
				if q, _, err := c.loc(r); err == nil {
					q.fleet = true
				}
			}
		}
	}
	for _, pr := range c.provs {
		pr.sea = pr.fleet && !pr.army && !pr.impassable
	}
	return nil
}

func uniqueNames(x provinceXML) []string {
	out := make([]string, len(x.UniqueNames))
	for i, n := range x.UniqueNames {
		out[i] = n.Name
	}
	return out
}

// loc resolves a jDip location ("stp", "stp-nc", "stp/nc", "St. Petersburg").
func (c *converter) loc(ref string) (*prov, string, error) {
	ref = strings.ToLower(strings.TrimSpace(ref))
	if pr := c.byName[ref]; pr != nil {
		return pr, "", nil
	}
	for _, sep := range []string{"-", "/"} {
		if i := strings.LastIndex(ref, sep); i > 0 {
			if pr := c.byName[ref[:i]]; pr != nil && coastNames[ref[i+1:]] {
				return pr, ref[i+1:], nil
			}
		}
	}
	return nil, "", fmt.Errorf("%q is no province of the adjacency file", ref)
}

func (c *converter) readPowers() error {
	if len(c.v.Powers) == 0 {
		return fmt.Errorf("it has no POWER")
	}
	used := map[string]bool{}
	for _, pw := range c.v.Powers {
		id := idOf(pw.Name)
		if id == "" || used[id] {
			return fmt.Errorf("power %q: its name makes no id of its own", pw.Name)
		}
		used[id] = true
		c.active[id] = pw.Active != "false"
		for _, n := range append([]string{pw.Name}, splitNames(pw.AltNames)...) {
			c.powers[strings.ToLower(strings.TrimSpace(n))] = id
		}
	}
	return nil
}

func splitNames(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' })
}

// power resolves a power named in the variant; "" for none.
func (c *converter) power(name string) (string, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" || n == "none" {
		return "", nil
	}
	if id, ok := c.powers[n]; ok {
		return id, nil
	}
	return "", fmt.Errorf("power %q is not one of the variant's POWERs", name)
}

// safeName keeps a name usable on a definition line: no "|" or ":" (they
// separate names) and no " #" (a comment).
func safeName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	r := strings.NewReplacer("|", "/", ":", " ", "#", "No.")
	return strings.TrimSpace(r.Replace(s))
}

var startRE = regexp.MustCompile(`^\s*(\w+)\s*,\s*(-?\d+)\s*,\s*(\w+)\s*$`)

// definition writes variant.txt (its id left as "\x00" for convert to fill).
func (c *converter) definition() (string, error) {
	v := c.v
	var b strings.Builder
	fmt.Fprintf(&b, "# %s — imported from a jDip variant plug-in by dipdesk import-variant.\n", safeName(v.Name))
	b.WriteString("# The format is described by `dipdesk help variant`.\n\n")
	b.WriteString("variant \x00\n")
	fmt.Fprintf(&b, "name %s\n", safeName(v.Name))
	for _, a := range splitNames(v.Aliases) {
		if a = safeName(a); a != "" {
			fmt.Fprintf(&b, "alias %s\n", a)
		}
	}
	for _, l := range wrap(safeName(v.Description), 76) {
		fmt.Fprintf(&b, "description %s\n", l)
	}
	b.WriteString("seasons Spring Fall\nwinter Winter\n")
	m := startRE.FindStringSubmatch(v.Start.Turn)
	if m == nil {
		return "", fmt.Errorf("STARTINGTIME turn=%q: expected \"Spring, 1901, Movement\"", v.Start.Turn)
	}
	year, _ := strconv.Atoi(m[2])
	if year <= 0 {
		return "", fmt.Errorf("STARTINGTIME turn=%q: dipdesk counts years from 1, it has no years before the common era (allowBCYears)", v.Start.Turn)
	}
	season := strings.ToLower(m[1])
	if season != "spring" && season != "fall" && season != "winter" {
		return "", fmt.Errorf("STARTINGTIME turn=%q: season %q: dipdesk plays Spring and Fall", v.Start.Turn, m[1])
	}
	phase := strings.ToLower(m[3])
	if phase != "movement" && phase != "retreat" && phase != "adjustment" {
		return "", fmt.Errorf("STARTINGTIME turn=%q: phase %q: expected Movement, Retreat or Adjustment", v.Start.Turn, m[3])
	}
	fmt.Fprintf(&b, "start %d %s %s\n", year, strings.ToUpper(season[:1])+season[1:], phase)
	if x := v.Victory.Centres; x != nil {
		n, err := strconv.Atoi(strings.TrimSpace(x.Value))
		if err != nil || n <= 0 {
			return "", fmt.Errorf("WINNING_SUPPLY_CENTERS value=%q: expected a number of centres", x.Value)
		}
		fmt.Fprintf(&b, "victory %d\n", n)
	}
	if x := v.Victory.Quiet; x != nil {
		n, err := strconv.Atoi(strings.TrimSpace(x.Value))
		if err != nil || n < 0 {
			return "", fmt.Errorf("YEARS_WITHOUT_SC_CAPTURE value=%q: expected a number of years", x.Value)
		}
		if n > 0 {
			fmt.Fprintf(&b, "quietdraw %d\n", n)
		}
	}
	if x := v.Victory.Length; x != nil {
		n, err := strconv.Atoi(strings.TrimSpace(x.Value))
		if err != nil || n < 0 {
			return "", fmt.Errorf("GAME_LENGTH value=%q: expected a number of years", x.Value)
		}
		if n > 0 {
			fmt.Fprintf(&b, "option end=%d : End drawn after %d years (jDip's game length)\n", year+n, n)
		}
	}
	build, err := c.ruleOptions()
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "build %s\n\n", build)

	b.WriteString("# Powers (colours from the map's jdipNS:POWERCOLORS)\n")
	for _, pw := range v.Powers {
		id := idOf(pw.Name)
		if !c.active[id] {
			continue
		}
		fmt.Fprintf(&b, "power %s", id)
		if adj := strings.ReplaceAll(safeName(pw.Adjective), " ", "_"); adj != "" {
			fmt.Fprintf(&b, " adj=%s", adj)
		}
		fmt.Fprintf(&b, " colour=\x01%s\x01 : %s", id, safeName(pw.Name))
		for _, a := range splitNames(pw.AltNames) {
			if a = safeName(a); a != "" && !strings.EqualFold(a, pw.Name) {
				fmt.Fprintf(&b, " | %s", a)
			}
		}
		b.WriteString("\n")
	}

	centres := map[*prov]centreXML{}
	for _, sc := range v.Centres {
		pr, _, err := c.loc(sc.Province)
		if err != nil {
			return "", fmt.Errorf("SUPPLYCENTER: %v", err)
		}
		centres[pr] = sc
	}
	var owners, unowned []string
	b.WriteString("\n# Provinces\n")
	taken := map[string]bool{}
	for _, pr := range c.provs {
		taken[pr.id] = true
		taken[strings.ToLower(safeName(pr.x.Full))] = true
	}
	for _, pr := range c.provs {
		kind := "land"
		switch {
		case pr.impassable:
			kind = "impassable"
		case pr.sea:
			kind = "sea"
		case pr.fleet:
			kind = "coast"
		}
		fmt.Fprintf(&b, "province %s %s", pr.id, kind)
		if sc, ok := centres[pr]; ok {
			if pr.impassable || pr.sea {
				return "", fmt.Errorf("SUPPLYCENTER province=%q: a supply centre must be on land", sc.Province)
			}
			b.WriteString(" sc")
			home, err := c.power(sc.Home)
			if err != nil {
				return "", fmt.Errorf("SUPPLYCENTER %s: %v", sc.Province, err)
			}
			owner, err := c.power(sc.Owner)
			if err != nil {
				return "", fmt.Errorf("SUPPLYCENTER %s: %v", sc.Province, err)
			}
			if home != "" && !c.active[home] {
				home = "" // an inactive power's centre is neutral
			}
			if owner != "" && !c.active[owner] {
				owner = ""
			}
			if home != "" {
				fmt.Fprintf(&b, " home=%s", home)
				if owner == "" {
					unowned = append(unowned, pr.id)
				}
			}
			if owner != "" && owner != home {
				owners = append(owners, owner+" "+pr.id)
			}
		}
		if len(pr.coasts) > 0 {
			sort.Strings(pr.coasts)
			fmt.Fprintf(&b, " coasts=%s", strings.Join(pr.coasts, ","))
		}
		if pr.x.Convoyable == "true" && !pr.sea {
			b.WriteString(" convoy")
		}
		if abbr := strings.TrimSpace(pr.x.Short); !strings.EqualFold(abbr, pr.id) && !strings.ContainsAny(abbr, " #|:") {
			fmt.Fprintf(&b, " abbr=%s", abbr)
		}
		full := safeName(pr.x.Full)
		if full == "" {
			full = pr.x.Short
		}
		fmt.Fprintf(&b, " : %s", full)
		for _, n := range uniqueNames(pr.x) {
			n = safeName(n)
			if k := strings.ToLower(n); n != "" && !taken[k] {
				taken[k] = true
				fmt.Fprintf(&b, " | %s", n)
			}
		}
		b.WriteString("\n")
	}
	for _, o := range owners {
		fmt.Fprintf(&b, "owner %s\n", o)
	}
	if len(unowned) > 0 {
		fmt.Fprintf(&b, "unowned %s\n", strings.Join(unowned, " "))
	}
	edges, err := c.edges()
	if err != nil {
		return "", err
	}
	b.WriteString("\n# Borders, from the adjacency file\n")
	b.WriteString(edges)
	b.WriteString("\n# The start\n")
	for _, u := range v.Units {
		pr, coast, err := c.loc(u.Province)
		if err != nil {
			return "", fmt.Errorf("INITIALSTATE: %v", err)
		}
		if u.Coast != "" {
			coast = strings.ToLower(u.Coast)
		}
		kind := strings.ToLower(u.Unit)
		if kind != "army" && kind != "fleet" {
			return "", fmt.Errorf("INITIALSTATE in %s: unit %q: dipdesk has armies and fleets, no %ss", u.Province, u.Unit, u.Unit)
		}
		at := pr.id
		if coast != "" && coast != "mv" && coast != "xc" {
			at += "/" + coast
		}
		pw, err := c.power(u.Power)
		if err != nil || pw == "" {
			return "", fmt.Errorf("INITIALSTATE in %s: power %q is not one of the variant's POWERs", u.Province, u.Power)
		}
		if !c.active[pw] {
			fmt.Fprintf(&b, "neutral %s %s\n", kind, at)
		} else {
			fmt.Fprintf(&b, "unit %s %s %s\n", pw, kind, at)
		}
	}
	return b.String(), nil
}

// ruleOptions reads RULEOPTIONS into a "build" statement, refusing any
// option dipdesk cannot play.
func (c *converter) ruleOptions() (string, error) {
	build := "home"
	for _, o := range c.v.RuleOptions {
		switch o.Name + "=" + o.Value {
		case "OPTION_BUILDS=VALUE_BUILDS_HOME_ONLY":
			build = "home"
		case "OPTION_BUILDS=VALUE_BUILDS_ANY_OWNED":
			build = "owned"
		case "OPTION_BUILDS=VALUE_BUILDS_ANY_IF_HOME_OWNED":
			build = "owned needhome"
		case "OPTION_WINGS=VALUE_WINGS_DISABLED", "OPTION_CONVOYED_MOVES=VALUE_PATHS_EITHER":
			// dipdesk's own rules: no wings; a convoy path may be taken or not
		default:
			return "", fmt.Errorf("rule option %s=%s: dipdesk has no mechanism for it", o.Name, o.Value)
		}
	}
	return build, nil
}

// edges writes the borders: army lines from "mv", fleet lines from the
// coast types, each pair once.
func (c *converter) edges() (string, error) {
	army := map[[2]string]bool{}
	fleet := map[[2]string]bool{}
	for _, pr := range c.provs {
		if pr.impassable {
			continue
		}
		for _, a := range pr.x.Adjacencies {
			t := strings.ToLower(a.Type)
			for _, r := range strings.Fields(a.Refs) {
				q, coast, err := c.loc(r)
				if err != nil {
					return "", fmt.Errorf("province %s, ADJACENCY %s: %v", pr.x.Short, a.Type, err)
				}
				if q.impassable || q == pr {
					continue
				}
				if t == "mv" || t == "" {
					if !pr.sea && !q.sea {
						army[pair(pr.id, q.id)] = true
					}
					continue
				}
				from := pr.id
				if coastNames[t] {
					from += "/" + t
				}
				to := q.id
				if coast != "" {
					to += "/" + coast
				} else if len(q.coasts) > 0 {
					// The coast that lists pr back is the one meant.
					var back []string
					for _, co := range q.coasts {
						if q.coastRefs[co+"|"+pr.id] {
							back = append(back, co)
						}
					}
					if len(back) != 1 {
						return "", fmt.Errorf("province %s: the fleet border to %s names no coast of it (it has %s)", pr.x.Short, q.x.Short, strings.Join(q.coasts, ", "))
					}
					to += "/" + back[0]
				}
				fleet[pair(from, to)] = true
			}
		}
	}
	var b strings.Builder
	for _, set := range []struct {
		kw    string
		pairs map[[2]string]bool
	}{{"army", army}, {"fleet", fleet}} {
		keys := make([][2]string, 0, len(set.pairs))
		for k := range set.pairs {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			return keys[i][0] < keys[j][0] || (keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1])
		})
		for i := 0; i < len(keys); {
			j := i
			var tos []string
			for ; j < len(keys) && keys[j][0] == keys[i][0]; j++ {
				tos = append(tos, keys[j][1])
			}
			fmt.Fprintf(&b, "%s %s: %s\n", set.kw, keys[i][0], strings.Join(tos, " "))
			i = j
		}
	}
	return b.String(), nil
}

func pair(a, b string) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func wrap(s string, width int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(s) {
		if line != "" && len(line)+1+len(w) > width {
			out = append(out, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}

// colours fills each power's colour from the map's POWERCOLORS; a power the
// map gives none (or one this cannot read) keeps dipdesk's default colours.
func (c *converter) colours(def string, m *svgMap) string {
	for _, pw := range c.v.Powers {
		id := idOf(pw.Name)
		mark := " colour=\x01" + id + "\x01"
		col := ""
		for _, n := range append([]string{pw.Name}, splitNames(pw.AltNames)...) {
			if s, ok := m.colour[strings.ToLower(strings.TrimSpace(n))]; ok {
				if rgb, ok := cssColour(s); ok {
					col = fmt.Sprintf(" colour=#%02x%02x%02x", rgb.R, rgb.G, rgb.B)
				}
				break
			}
		}
		def = strings.Replace(def, mark, col, 1)
	}
	return def
}

// cssColour reads a CSS colour: a name (golang.org/x/image/colornames,
// the SVG 1.1 keyword list), #rgb or #rrggbb.
func cssColour(s string) (color.RGBA, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if c, ok := colornames.Map[s]; ok {
		return c, true
	}
	if strings.HasPrefix(s, "#") {
		h := s[1:]
		if len(h) == 3 {
			h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
		}
		if v, err := strconv.ParseUint(h, 16, 32); err == nil && len(h) == 6 {
			return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, true
		}
	}
	return color.RGBA{}, false
}

// board builds the dipdesk board from the jDip map: shapes, anchors, SC
// markers and names, all in board units.
func (c *converter) board(m *svgMap, mapName string) (*board.Board, error) {
	b := &board.Board{Width: m.W, Height: m.H}
	shape := func(pr *prov) []board.Ring {
		for _, n := range pr.names {
			if r := m.mouse[n]; len(r) > 0 {
				return r
			}
		}
		var parts []board.Ring
		for _, co := range pr.coasts {
			for _, n := range pr.names {
				parts = append(parts, m.mouse[n+"-"+co]...)
			}
		}
		if len(parts) > 0 {
			return parts
		}
		for _, n := range pr.names {
			if r := m.drawn[n]; len(r) > 0 {
				return r
			}
		}
		return nil
	}
	data := func(pr *prov, coast string) *provinceData {
		for _, n := range pr.names {
			if coast != "" {
				n += "-" + coast
			}
			if d := m.data[n]; d != nil {
				return d
			}
		}
		return nil
	}
	for _, pr := range c.provs {
		rings := shape(pr)
		if pr.impassable {
			if len(rings) > 0 {
				b.Impassable = append(b.Impassable, board.Shape{ID: pr.id, Rings: rings})
			}
			continue
		}
		if len(rings) == 0 {
			return nil, fmt.Errorf("%s: province %s has no shape (no MouseLayer path id=%q, no MapLayer group id=\"_%s\")", mapName, pr.x.Short, pr.names[0], pr.names[0])
		}
		kind := board.Land
		if pr.sea {
			kind = board.Sea
		}
		b.Provinces = append(b.Provinces, &board.Province{ID: pr.id, Name: safeName(pr.x.Full), Kind: kind, Rings: rings, Bounds: board.BoundsOf(rings)})
		locs := []string{""}
		locs = append(locs, pr.coasts...)
		for _, co := range locs {
			d := data(pr, co)
			if d == nil || d.Unit == nil {
				if co == "" && len(pr.coasts) > 0 {
					continue // placed below from its coasts
				}
				n := pr.names[0]
				if co != "" {
					n += "-" + co
				}
				return nil, fmt.Errorf("%s: no jdipNS:PROVINCE name=%q with a jdipNS:UNIT: where its units stand is not known", mapName, n)
			}
			b.Units = append(b.Units, board.Anchor{Province: pr.id, Coast: co, At: *d.Unit})
		}
	}
	// A province with several coasts whose own anchor is not given stands
	// its armies between them.
	for _, pr := range c.provs {
		if pr.impassable || len(pr.coasts) == 0 {
			continue
		}
		if d := data(pr, ""); d != nil && d.Unit != nil {
			continue
		}
		var sum board.Point
		n := 0.0
		for _, u := range b.Units {
			if u.Province == pr.id {
				sum.X += u.At.X
				sum.Y += u.At.Y
				n++
			}
		}
		b.Units = append(b.Units, board.Anchor{Province: pr.id, At: board.Point{X: sum.X / n, Y: sum.Y / n}})
	}
	r := board.UnitSize(b)
	for _, pr := range c.provs {
		if pr.impassable {
			continue
		}
		at, _ := b.Unit(pr.id)
		if _, ok := c.centre(pr); ok {
			if d := data(pr, ""); d != nil && d.SC != nil {
				b.SCs = append(b.SCs, board.Anchor{Province: pr.id, At: *d.SC})
			} else {
				b.SCs = append(b.SCs, board.Anchor{Province: pr.id, At: beside(b.Province(pr.id), at, 1.8*r)})
			}
		}
		b.Labels = append(b.Labels, c.label(b, m, pr, at, r))
	}
	return b, nil
}

// centre reports whether the province is a supply centre of the variant.
func (c *converter) centre(pr *prov) (centreXML, bool) {
	for _, sc := range c.v.Centres {
		if q, _, err := c.loc(sc.Province); err == nil && q == pr {
			return sc, true
		}
	}
	return centreXML{}, false
}

// beside is a point d from at, inside the province, trying right, left,
// below and above.
func beside(p *board.Province, at board.Point, d float64) board.Point {
	for _, off := range []board.Point{{X: d}, {X: -d}, {Y: d}, {Y: -d}} {
		q := board.Point{X: at.X + off.X, Y: at.Y + off.Y}
		if p == nil || p.Contains(q) {
			return q
		}
	}
	return at
}

// label is the province's name on the board: where jDip draws it (its full
// label, else its brief one, else above its unit), as the full name where
// that fits inside the province at fit zoom, else as the abbreviation.
func (c *converter) label(b *board.Board, m *svgMap, pr *prov, unit board.Point, r float64) board.Label {
	abbr := pr.x.Short
	if len(abbr) > 0 {
		abbr = strings.ToUpper(abbr[:1]) + abbr[1:]
	}
	var t *svgText
	for _, n := range pr.names {
		if x, ok := m.full[n]; ok {
			t = &x
			break
		}
		if x, ok := m.brief[n]; ok && t == nil {
			t = &x
		}
	}
	l := board.Label{Province: pr.id, Text: safeName(pr.x.Full), Abbr: abbr, Size: 11,
		At: board.Point{X: unit.X, Y: unit.Y - 1.6*r}}
	if t != nil {
		l.At = t.At
		if t.Size > 0 {
			l.Size = t.Size
		}
		if t.Text != "" && !strings.EqualFold(t.Text, pr.x.Short) {
			l.Text = t.Text
		}
		w := namefont.Width(l.Text, board.FitSize(l.Size, b.Width, b.Height))
		switch t.Anchor {
		case "start":
			l.At.X += w / 2
		case "end":
			l.At.X -= w / 2
		}
	}
	if l.Text == "" {
		l.Text = abbr
	}
	box := b.NameBox(l, namefont.Width)
	p := b.Province(pr.id)
	for _, q := range []board.Point{box.Min, box.Max, {X: box.Min.X, Y: box.Max.Y}, {X: box.Max.X, Y: box.Min.Y}} {
		if p != nil && !p.Contains(q) {
			l.Text = abbr
			break
		}
	}
	return l
}
