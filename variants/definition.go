package variants

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"dipdesk/engine"
)

// DefinitionFile is the name of a variant's definition inside its folder.
const DefinitionFile = "variant.txt"

// LineError is a problem at one line of a definition file.
type LineError struct {
	File string
	Line int
	Msg  string
}

func (e *LineError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// ParseDefinition reads a definition file (see variants/classic/variant.txt
// for the format) into a spec. name is used in error messages. All problems
// found are returned, joined, each as a *LineError.
func ParseDefinition(name string, data []byte) (engine.VariantSpec, error) {
	p := &defParser{file: name}
	p.parse(string(data))
	if len(p.errs) > 0 {
		return p.spec, errors.Join(p.errs...)
	}
	return p.spec, nil
}

// Build parses a definition and builds the variant, reporting the engine's
// problems at the lines they come from.
func Build(name string, data []byte) (*engine.Variant, error) {
	spec, err := ParseDefinition(name, data)
	if err != nil {
		return nil, err
	}
	v, err := engine.NewVariant(spec)
	if err != nil {
		var se engine.SpecErrors
		if errors.As(err, &se) {
			errs := make([]error, len(se))
			for i, e := range se {
				errs[i] = &LineError{File: name, Line: e.Line, Msg: e.Msg}
			}
			return nil, errors.Join(errs...)
		}
		return nil, &LineError{File: name, Msg: err.Error()}
	}
	return v, nil
}

type defParser struct {
	file       string
	spec       engine.VariantSpec
	errs       []error
	line       int
	startLine  int
	startWords []string
}

const keywords = "variant, name, alias, seasons, winter, start, victory, build, power, province, army, fleet, both, unit, owner, unowned, notional, neutral, bridge, event, fleethome, quietdraw, continent, buildat, fleetbuilds, abroad, option, team, pairing"

func (p *defParser) errf(format string, args ...any) {
	if len(p.errs) >= 50 {
		return
	}
	p.errs = append(p.errs, &LineError{File: p.file, Line: p.line, Msg: fmt.Sprintf(format, args...)})
}

func (p *defParser) parse(text string) {
	if strings.ContainsRune(text, 0) {
		p.errf("not a text file")
		return
	}
	for i, raw := range strings.Split(text, "\n") {
		p.line = i + 1
		raw = stripComment(raw)
		raw = strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if raw == "" {
			continue
		}
		kw, rest, _ := strings.Cut(raw, " ")
		if t := strings.IndexByte(kw, '\t'); t >= 0 {
			kw, rest = raw[:t], raw[t+1:]
		}
		rest = strings.TrimSpace(rest)
		p.statement(strings.ToLower(kw), rest)
	}
	if p.spec.ID == "" {
		p.line = 0
		p.errf("no \"variant <id>\" line: expected one naming the variant")
	}
	if p.startWords != nil {
		p.line = p.startLine
		p.start(p.startWords)
	} else if p.spec.ID != "" {
		p.line = 0
		p.errf("no \"start <year> <season> <phase>\" line: expected e.g. \"start 1901 Spring movement\"")
	}
}

// stripComment cuts a line at its comment: a "#" at the start of the line
// or after a space or tab. A "#" inside a word is kept, so that
// colour=#rrggbb is not taken for a comment.
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			return line[:i]
		}
	}
	return line
}

func (p *defParser) statement(kw, rest string) {
	s := &p.spec
	words := strings.Fields(rest)
	switch kw {
	case "variant":
		if len(words) != 1 {
			p.errf("expected \"variant <id>\" with one lowercase word")
			return
		}
		if s.ID != "" {
			p.errf("variant is given twice")
		}
		s.ID = strings.ToLower(words[0])
	case "name":
		if rest == "" {
			p.errf("expected \"name <Full Name>\"")
		}
		s.Name = rest
	case "description":
		if rest == "" {
			p.errf("expected \"description <a sentence for players>\"")
		}
		// Several lines make one paragraph.
		s.Description = strings.TrimSpace(s.Description + " " + rest)
	case "alias":
		if rest == "" {
			p.errf("expected \"alias <Other Name>\"")
		}
		s.Aliases = append(s.Aliases, rest)
	case "seasons":
		if len(words) < 1 {
			p.errf("expected \"seasons <Spring> <Fall> ...\"")
		}
		s.Seasons = words
	case "winter":
		if len(words) != 1 {
			p.errf("expected \"winter <Name>\"")
			return
		}
		s.Winter = words[0]
	case "start":
		p.startLine, p.startWords = p.line, words
	case "victory":
		p.victory(words)
	case "build":
		p.build(words)
	case "power":
		p.power(rest)
	case "province":
		p.province(rest)
	case "army", "fleet", "both":
		p.borders(kw, rest)
	case "unit":
		p.unit(words)
	case "owner":
		if len(words) < 2 {
			p.errf("expected \"owner <power> <province> ...\"")
			return
		}
		for _, w := range words[1:] {
			s.Owners = append(s.Owners, engine.OwnerSpec{Power: words[0], Province: w, Line: p.line})
		}
	case "unowned":
		if len(words) < 1 {
			p.errf("expected \"unowned <province> ...\"")
		}
		for _, w := range words {
			s.Unowned = append(s.Unowned, engine.OwnerSpec{Province: w, Line: p.line})
		}
	case "notional":
		if len(words) < 2 {
			p.errf("expected \"notional <power> <province> ...\"")
			return
		}
		for _, w := range words[1:] {
			s.Notional = append(s.Notional, engine.OwnerSpec{Power: words[0], Province: w, Line: p.line})
		}
	case "neutral", "bridge", "event", "fleethome", "quietdraw":
		p.special(kw, words)
	case "continent":
		p.continent(rest)
	case "buildat", "fleetbuilds":
		p.buildAt(kw, words)
	case "abroad":
		p.abroad(words)
	case "option":
		p.option(rest)
	case "team", "pairing":
		p.team(kw, rest)
	default:
		p.errf("unknown keyword %q: expected one of %s", kw, keywords)
	}
}

func (p *defParser) start(words []string) {
	s := &p.spec
	if len(words) != 3 {
		p.errf("expected \"start <year> <season> <phase>\", e.g. \"start 1901 Spring movement\"")
		return
	}
	y, err := strconv.Atoi(words[0])
	if err != nil {
		p.errf("start: year %q is not a number", words[0])
	}
	s.StartYear = y
	seasons := s.Seasons
	if len(seasons) == 0 {
		seasons = []string{"Spring", "Fall"}
	}
	found := false
	for i, n := range seasons {
		if strings.EqualFold(n, words[1]) {
			s.StartSeason, found = i, true
		}
	}
	if !found {
		if strings.EqualFold(words[1], s.Winter) || strings.EqualFold(words[1], "winter") {
			s.StartSeason, found = len(seasons)-1, true
		} else {
			p.errf("start: season %q is not one of %s", words[1], strings.Join(seasons, ", "))
		}
	}
	switch strings.ToLower(words[2]) {
	case "movement", "moves", "move":
		s.StartKind = engine.Movement
	case "retreat", "retreats":
		s.StartKind = engine.Retreat
	case "adjustment", "adjustments", "builds":
		s.StartKind = engine.Adjustment
	default:
		p.errf("start: phase %q: expected movement, retreat or adjustment", words[2])
	}
}

// victory reads "victory <n> [after-movement] [after-retreats] [by-team]
// [continent=<n>]".
func (p *defParser) victory(words []string) {
	r := &p.spec.Rules
	if len(words) == 0 {
		p.errf("expected \"victory <number of supply centres> [after-movement] [after-retreats]\"")
		return
	}
	n, err := strconv.Atoi(words[0])
	if err != nil || n <= 0 {
		p.errf("victory: expected a number of supply centres, got %q", words[0])
	} else {
		r.VictorySCs = n
	}
	for _, w := range words[1:] {
		w = strings.ToLower(w)
		if w == "by-team" {
			r.VictoryByTeam = true
			continue
		}
		if c, ok := strings.CutPrefix(w, "continent="); ok {
			if r.TeamContinent, err = strconv.Atoi(c); err != nil || r.TeamContinent <= 0 {
				p.errf("victory: %q: expected continent=<number of centres>", w)
			}
			continue
		}
		t, ok := engine.ParseVictoryTiming(w)
		if !ok {
			p.errf("victory: unknown word %q: expected after-movement, after-retreats, by-team or continent=<n>", w)
			continue
		}
		r.VictoryAt |= t
	}
}

func (p *defParser) build(words []string) {
	r := &p.spec.Rules
	if len(words) == 0 {
		p.errf("expected \"build <home|owned|anyhome> [needhome] [max=N]\"")
		return
	}
	b, ok := engine.ParseBuildPolicy(strings.ToLower(words[0]))
	if !ok {
		p.errf("build: unknown policy %q: expected home, owned or anyhome", words[0])
	}
	r.Build = b
	for _, w := range words[1:] {
		switch {
		case w == "needhome":
			r.BuildNeedsHome = true
		case strings.HasPrefix(w, "max="):
			n, err := strconv.Atoi(w[4:])
			if err != nil || n < 0 {
				p.errf("build: %q: expected max=<number>", w)
			}
			r.MaxBuilds = n
		default:
			p.errf("build: unknown option %q: expected needhome or max=N", w)
		}
	}
}

// namesPart splits "<head> : Name | alias | alias".
func (p *defParser) namesPart(rest string) (head []string, name string, aliases []string) {
	h, names, ok := strings.Cut(rest, ":")
	if !ok {
		p.errf("expected \": Full Name\" at the end of the line")
		return strings.Fields(h), "", nil
	}
	for i, n := range strings.Split(names, "|") {
		n = strings.TrimSpace(n)
		if n == "" {
			p.errf("empty name after \":\" or \"|\"")
			continue
		}
		if i == 0 {
			name = n
		} else {
			aliases = append(aliases, n)
		}
	}
	return strings.Fields(h), name, aliases
}

func (p *defParser) power(rest string) {
	head, name, aliases := p.namesPart(rest)
	if len(head) == 0 {
		p.errf("expected \"power <id> [adj=Word] [letter=X] [colour=#rrggbb] : Full Name\"")
		return
	}
	ps := engine.PowerSpec{ID: strings.ToLower(head[0]), Name: name, Line: p.line}
	for _, w := range head[1:] {
		k, val, _ := strings.Cut(w, "=")
		switch k {
		case "adj":
			ps.Adjective = strings.ReplaceAll(val, "_", " ")
		case "letter":
			ps.Letter = val
		case "colour", "color":
			if !isHexColour(val) {
				p.errf("power %s: %s: expected #rrggbb", ps.ID, w)
				continue
			}
			ps.Colour = strings.ToLower(val)
		case "continent":
			ps.Continent = val
		default:
			p.errf("power %s: unknown attribute %q: expected adj=, letter=, colour= or continent=", ps.ID, w)
		}
	}
	ps.Aliases = aliases // accepted as extra adjective-like names
	p.spec.Powers = append(p.spec.Powers, ps)
}

// isHexColour reports whether s is a colour written #rrggbb.
func isHexColour(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	for _, c := range s[1:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return false
		}
	}
	return true
}

var kinds = map[string]engine.ProvinceKind{"land": engine.Land, "coast": engine.Coast, "sea": engine.Sea, "impassable": engine.Impassable}

func (p *defParser) province(rest string) {
	head, name, aliases := p.namesPart(rest)
	if len(head) < 2 {
		p.errf("expected \"province <id> <land|coast|sea|impassable> [options] : Full Name\"")
		return
	}
	ps := engine.ProvinceSpec{ID: strings.ToLower(head[0]), Name: name, Aliases: aliases, Line: p.line}
	k, ok := kinds[strings.ToLower(head[1])]
	if !ok {
		p.errf("province %s: kind %q: expected land, coast, sea or impassable", ps.ID, head[1])
	}
	ps.Kind = k
	for _, w := range head[2:] {
		key, val, hasVal := strings.Cut(w, "=")
		switch {
		case w == "sc":
			ps.SC = true
		case w == "convoy":
			ps.Convoy = true
		case w == "noconvoy":
			ps.NoConvoy = true
		case w == "box":
			ps.Box = true
		case key == "home" && hasVal:
			ps.Home = val
		case key == "coasts" && hasVal:
			ps.Coasts = strings.Split(val, ",")
		case key == "abbr" && hasVal:
			ps.Abbr = val
		case key == "aka" && hasVal:
			ps.Aliases = append(ps.Aliases, strings.Split(val, ",")...)
		default:
			p.errf("province %s: unknown option %q: expected sc, home=<power>, coasts=nc,sc, abbr=X, aka=x,y, convoy, noconvoy or box", ps.ID, w)
		}
	}
	p.spec.Provinces = append(p.spec.Provinces, ps)
}

func (p *defParser) borders(kw, rest string) {
	from, tos, ok := strings.Cut(rest, ":")
	from = strings.TrimSpace(from)
	if !ok || from == "" || strings.ContainsAny(from, " \t") || strings.TrimSpace(tos) == "" {
		p.errf("expected \"%s <location>: <location> <location> ...\"", kw)
		return
	}
	var to []string
	cond := ""
	for _, w := range strings.Fields(tos) {
		key, val, opt := strings.Cut(w, "=")
		switch {
		case !opt:
			to = append(to, w)
		case key == "if-owns" && val != "" && cond == "":
			cond = val
		default:
			p.errf("%s %s: unknown or repeated option %q: expected if-owns=<supply centre>", kw, from, w)
		}
	}
	if len(to) == 0 {
		p.errf("expected \"%s <location>: <location> <location> ...\"", kw)
	}
	for _, t := range to {
		p.spec.Edges = append(p.spec.Edges, engine.EdgeSpec{A: from, B: t, Army: kw != "fleet", Fleet: kw != "army", IfOwns: cond, Line: p.line})
	}
}

func (p *defParser) unit(words []string) {
	if len(words) != 3 {
		p.errf("expected \"unit <power> <army|fleet> <location>\"")
		return
	}
	var t engine.UnitType
	switch strings.ToLower(words[1]) {
	case "army", "a":
		t = engine.Army
	case "fleet", "f":
		t = engine.Fleet
	default:
		p.errf("unit: %q: expected army or fleet", words[1])
		return
	}
	p.spec.Units = append(p.spec.Units, engine.UnitSpec{Power: words[0], Type: t, Loc: words[2], Line: p.line})
}
