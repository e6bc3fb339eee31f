package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is a lowercase word or one punctuation mark: - ( ) / : ,
type token struct {
	s     string
	punct byte
}

// tokenize splits order text into words and punctuation. "->", "=>", "→",
// ">" and "–" all become "-"; dots are dropped ("St. Petersburg", and the
// full stop jDip's files end some orders with).
func tokenize(s string) []token {
	var toks []token
	var w strings.Builder
	flush := func() {
		if w.Len() > 0 {
			toks = append(toks, token{s: w.String()})
			w.Reset()
		}
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '-' || r == '→' || r == '–' || r == '—' || r == '>' || (r == '=' && i < len(s) && s[i] == '>'):
			flush()
			if (r == '-' || r == '=') && i < len(s) && s[i] == '>' {
				i++
			}
			toks = append(toks, token{s: "-", punct: '-'})
		case r == '(' || r == ')' || r == '/' || r == ':' || r == ',' || r == '[' || r == ']':
			flush()
			p := byte(r)
			if p == '[' {
				p = '('
			} else if p == ']' {
				p = ')'
			}
			toks = append(toks, token{s: string(p), punct: p})
		case r == '.':
		case unicode.IsSpace(r):
			flush()
		case r == utf8.RuneError:
			flush()
		default:
			w.WriteRune(unicode.ToLower(r))
		}
	}
	flush()
	return toks
}

// normName is the key a name is stored and looked up under.
func normName(s string) string { return joinName(tokenize(s)) }

// joinName joins words with spaces and glues hyphens: "mid-atlantic ocean".
func joinName(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.punct != '-' && toks[i-1].punct != '-' {
			b.WriteByte(' ')
		}
		b.WriteString(t.s)
	}
	return b.String()
}

var coastWord = map[string]string{
	"nc": "nc", "sc": "sc", "ec": "ec", "wc": "wc",
	"north": "nc", "south": "sc", "east": "ec", "west": "wc",
	"n": "nc", "s": "sc", "e": "ec", "w": "wc",
}

// parseLocTokens reads a location at toks[i:]: the longest run of words
// (hyphens allowed inside) naming a province, then an optional coast
// ("/nc", "(nc)", "(north coast)"). It returns the location and the index
// after it.
func (v *Variant) parseLocTokens(toks []token, i int) (LocID, int, error) {
	if i >= len(toks) || toks[i].punct != 0 {
		return NoLoc, i, errf("expected a province")
	}
	end := i
	for end < len(toks) && end-i < 12 && (toks[end].punct == 0 || toks[end].punct == '-') {
		end++
	}
	for j := end; j > i; j-- {
		if toks[j-1].punct != 0 {
			continue
		}
		l, ok := v.names[joinName(toks[i:j])]
		if !ok {
			continue
		}
		return v.parseCoast(l, toks, j)
	}
	// a unique prefix of a name, as jDip reads them: "Norwegian" for
	// "Norwegian Sea", "Burgund" for "Burgundy"
	for j := end; j > i; j-- {
		if toks[j-1].punct != 0 {
			continue
		}
		if l, ok := v.uniquePrefix(joinName(toks[i:j])); ok {
			return v.parseCoast(l, toks, j)
		}
	}
	return NoLoc, i, errf("unknown province %q", toks[i].s)
}

// minPrefix is the shortest prefix read as a name: shorter ones are mostly
// ambiguous or another province's abbreviation.
const minPrefix = 4

// uniquePrefix finds the one province some name of which starts with c.
func (v *Variant) uniquePrefix(c string) (LocID, bool) {
	if len(c) < minPrefix {
		return NoLoc, false
	}
	found := NoLoc
	for k, l := range v.names {
		if !strings.HasPrefix(k, c) || l == found {
			continue
		}
		if found != NoLoc {
			return NoLoc, false
		}
		found = l
	}
	return found, found != NoLoc
}

func (v *Variant) parseCoast(l LocID, toks []token, j int) (LocID, int, error) {
	p := ProvinceID(l)
	var coast string
	k := j
	switch {
	case k+1 < len(toks) && toks[k].punct == '/' && toks[k+1].punct == 0:
		coast, k = toks[k+1].s, k+2
		if k < len(toks) && toks[k].s == "coast" {
			k++
		}
	case k+2 < len(toks) && toks[k].punct == '(' && toks[k+1].punct == 0:
		coast, k = toks[k+1].s, k+2
		if k < len(toks) && toks[k].s == "coast" {
			k++
		}
		if k >= len(toks) || toks[k].punct != ')' {
			return NoLoc, j, errf("expected ) after the coast of %s", v.provinces[p].Name)
		}
		k++
	case len(v.provinces[p].Coasts) > 0 && k < len(toks) && toks[k].punct == 0 && coastWord[toks[k].s] != "" &&
		(len(toks[k].s) == 2 || (k+1 < len(toks) && toks[k+1].s == "coast")):
		coast, k = toks[k].s, k+1
		if k < len(toks) && toks[k].s == "coast" {
			k++
		}
	default:
		return l, j, nil
	}
	c := coastWord[coast]
	if c == "" {
		c = coast
	}
	if len(v.provinces[p].Coasts) == 0 {
		return l, k, nil // an irrelevant coast is ignored (DATC 4.B.6)
	}
	cl, ok := v.CoastOf(p, c)
	if !ok {
		return NoLoc, j, errf("%s has no coast %q", v.provinces[p].Name, coast)
	}
	return cl, k, nil
}

type parseErr string

func (e parseErr) Error() string { return string(e) }

func errf(format string, args ...any) error { return parseErr(sprintf(format, args...)) }

var unitWords = map[string]UnitType{"a": Army, "army": Army, "f": Fleet, "fleet": Fleet}

// ParseOrder reads one order in standard notation, with abbreviations or full
// names, case-insensitively: "A Par - Bur", "F Nth C A Lon - Nwy",
// "A Mun S A Ber - Kie", "F StP/sc - Bot", "A Lon - Bel via convoy",
// "Build F stp/nc", "Remove F Kie", "A Tri disband", "Waive". An optional
// "Power:" prefix sets the ordering power. Parsing checks names only; whether
// the order is legal is for Check.
func (v *Variant) ParseOrder(text string) (Order, error) {
	o, err := v.parseOrder(text)
	if err != nil {
		return Order{}, &OrderError{Order: strings.TrimSpace(text), Reason: err.Error()}
	}
	return o, nil
}

func (v *Variant) parseOrder(text string) (Order, error) {
	o := Order{Power: NoPower, Loc: NoLoc, Target: NoLoc, Dest: NoLoc}
	p := orderParser{v: v, toks: tokenize(text)}
	for k, t := range p.toks {
		if t.punct == ':' {
			pw, ok := v.powerBy[joinName(p.toks[:k])]
			if !ok {
				return o, errf("unknown power %q", joinName(p.toks[:k]))
			}
			o.Power = pw
			p.toks = p.toks[k+1:]
			break
		}
	}
	if len(p.toks) == 0 {
		return o, errf("empty order")
	}
	switch p.word(0) {
	case "waive", "waives":
		if len(p.toks) != 1 {
			return o, errf("nothing may follow waive")
		}
		o.Kind = Waive
		return o, nil
	case "build", "builds", "b":
		o.Kind = Build
		return p.unitAt(o, 1)
	case "remove", "removes":
		o.Kind = Remove
		return p.unitAt(o, 1)
	case "disband", "disbands", "d":
		o.Kind = Disband
		return p.unitAt(o, 1)
	}
	return p.unitOrder(o)
}

// orderParser reads the tokens of one order after any "Power:" prefix.
type orderParser struct {
	v    *Variant
	toks []token
}

// word is token i if it is a word, else "".
func (p *orderParser) word(i int) string {
	if i < len(p.toks) && p.toks[i].punct == 0 {
		return p.toks[i].s
	}
	return ""
}

// unit reads an optional unit type at i, which may follow a power's name or
// adjective as in jDip's "S English Fleet North Sea"; the power is not
// kept: the unit is whoever stands there.
func (p *orderParser) unit(i int) (UnitType, int) {
	if _, isPower := p.v.powerBy[p.word(i)]; isPower && unitWords[p.word(i+1)] != NoUnit {
		i++
	}
	if t, ok := unitWords[p.word(i)]; ok && i+1 < len(p.toks) {
		return t, i + 1
	}
	return NoUnit, i
}

// unitAt reads "[A|F] place" at i as the whole rest of a build, removal or
// disband.
func (p *orderParser) unitAt(o Order, i int) (Order, error) {
	var err error
	o.Type, i = p.unit(i)
	if o.Loc, i, err = p.v.parseLocTokens(p.toks, i); err != nil {
		return o, err
	}
	return o, p.v.expectEnd(p.toks, i)
}

var (
	holdWords = map[string]bool{"h": true, "hold": true, "holds": true, "stand": true, "stands": true}
	moveWords = map[string]bool{"r": true, "retreat": true, "retreats": true, "m": true, "move": true, "moves": true}
)

// unitOrder reads an order that starts with its unit: "A Par ..." and what
// the unit is to do.
func (p *orderParser) unitOrder(o Order) (Order, error) {
	var err error
	var i int
	o.Type, i = p.unit(0)
	if o.Loc, i, err = p.v.parseLocTokens(p.toks, i); err != nil {
		return o, err
	}
	if i >= len(p.toks) {
		o.Kind = Hold
		return o, nil
	}
	switch w := p.word(i); {
	case holdWords[w]:
		o.Kind = Hold
	case w == "d" || w == "disband" || w == "disbands":
		o.Kind = Disband
	case w == "remove" || w == "removes":
		o.Kind = Remove
	case w == "b" || w == "build" || w == "builds":
		o.Kind = Build
	case p.toks[i].punct == '-' || moveWords[w]:
		return p.move(o, i)
	case w == "s" || w == "support" || w == "supports" || w == "c" || w == "convoy" || w == "convoys":
		return p.supportOrConvoy(o, i, w[0] == 'c')
	default:
		from := p.v.provinces[p.v.locs[o.Loc].Province].Name
		if p.toks[i].punct != 0 {
			return o, errf("unexpected %q after %s", p.toks[i].s, from)
		}
		// A word after the unit that is no order word: a place written
		// without the dash ("Rum Bul"), or a name that does not exist.
		if l, _, err := p.v.parseLocTokens(p.toks, i); err == nil {
			return o, errf("a move is written with a dash: %s - %s", p.v.unitText(o.Type, o.Loc), p.v.LocName(l))
		}
		return o, errf("unknown province %q after %s", p.toks[i].s, from)
	}
	return o, p.v.expectEnd(p.toks, i+1)
}

// move reads "- Bur", "move to Bur", "- NTH - Bel" (the last place counts)
// and an optional "via convoy" from token i.
func (p *orderParser) move(o Order, i int) (Order, error) {
	var err error
	o.Kind = Move
	for i < len(p.toks) && (p.toks[i].punct == '-' || moveWords[p.word(i)] || p.word(i) == "to") {
		i++
		if p.word(i) == "to" {
			i++
		}
		if o.Dest, i, err = p.v.parseLocTokens(p.toks, i); err != nil {
			return o, err
		}
	}
	switch {
	case (p.word(i) == "via" || p.word(i) == "by") && (p.word(i+1) == "convoy" || p.word(i+1) == "c"):
		o.ViaConvoy = true
		i += 2
	case p.word(i) == "vc":
		o.ViaConvoy = true
		i++
	}
	return o, p.v.expectEnd(p.toks, i)
}

// supportOrConvoy reads "S A Mun", "S A Mun H", "S A Mun - Bur" or
// "C A Lon - Bel" from token i (the S or C).
func (p *orderParser) supportOrConvoy(o Order, i int, convoy bool) (Order, error) {
	var err error
	o.Kind = Support
	if convoy {
		o.Kind = Convoy
	}
	o.TargetType, i = p.unit(i + 1)
	if o.Target, i, err = p.v.parseLocTokens(p.toks, i); err != nil {
		return o, err
	}
	switch {
	case i < len(p.toks) && p.toks[i].punct == '-':
		if o.Dest, i, err = p.v.parseLocTokens(p.toks, i+1); err != nil {
			return o, err
		}
	case p.word(i) == "h" || p.word(i) == "hold" || p.word(i) == "holds":
		i++
	}
	if o.Kind == Convoy && o.Dest == NoLoc {
		return o, errf("a convoy needs a destination (C A Lon - Bel)")
	}
	return o, p.v.expectEnd(p.toks, i)
}

func (v *Variant) expectEnd(toks []token, i int) error {
	if i < len(toks) {
		return errf("unexpected %q at the end", toks[i].s)
	}
	return nil
}

// FormatOrder writes an order in standard notation with abbreviations, e.g.
// "A Mun S A Ber - Kie". It does not check legality.
func (v *Variant) FormatOrder(o Order) string {
	var b strings.Builder
	unitLoc := func(t UnitType, l LocID) {
		if t != NoUnit {
			b.WriteString(t.Letter())
			b.WriteByte(' ')
		}
		b.WriteString(v.LocName(l))
	}
	switch o.Kind {
	case Waive:
		return "Waive"
	case Build:
		b.WriteString("Build ")
		unitLoc(o.Type, o.Loc)
		return b.String()
	case Remove:
		b.WriteString("Remove ")
		unitLoc(o.Type, o.Loc)
		return b.String()
	}
	unitLoc(o.Type, o.Loc)
	switch o.Kind {
	case Hold:
		b.WriteString(" H")
	case Disband:
		b.WriteString(" disband")
	case Move:
		b.WriteString(" - ")
		b.WriteString(v.LocName(o.Dest))
		if o.ViaConvoy {
			b.WriteString(" via convoy")
		}
	case Support, Convoy:
		if o.Kind == Support {
			b.WriteString(" S ")
		} else {
			b.WriteString(" C ")
		}
		unitLoc(o.TargetType, o.Target)
		if o.Dest != NoLoc {
			b.WriteString(" - ")
			b.WriteString(v.LocName(o.Dest))
		}
	}
	return b.String()
}

// FormatOrderFull writes an order with the provinces' full names, for
// people who do not know the codes yet: "A Paris → Burgundy", "F North
// Sea convoys A London → Norway", "A Munich holds". It is for reading, not
// for typing back (FormatOrder is).
func (v *Variant) FormatOrderFull(o Order) string {
	unit := func(t UnitType, l LocID) string {
		if t == NoUnit {
			return v.LocFullName(l)
		}
		return t.Letter() + " " + v.LocFullName(l)
	}
	switch o.Kind {
	case Waive:
		return "Waive"
	case Build:
		return "Build " + unit(o.Type, o.Loc)
	case Remove:
		return "Remove " + unit(o.Type, o.Loc)
	}
	s := unit(o.Type, o.Loc)
	switch o.Kind {
	case Hold:
		s += " holds"
	case Disband:
		s += " disbands"
	case Move:
		s += " → " + v.LocFullName(o.Dest)
		if o.ViaConvoy {
			s += " via convoy"
		}
	case Support, Convoy:
		verb := " supports "
		if o.Kind == Convoy {
			verb = " convoys "
		}
		s += verb + unit(o.TargetType, o.Target)
		if o.Dest != NoLoc {
			s += " → " + v.LocFullName(o.Dest)
		}
	}
	return s
}
