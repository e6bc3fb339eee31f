package board

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Error is a problem in a board file: the file, the line, the element and
// what was expected there.
type Error struct {
	File    string
	Line    int
	Element string // e.g. `<path id="lon">`; empty for the whole file
	Msg     string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Element != "" {
		b.WriteString(": " + e.Element)
	}
	b.WriteString(": " + e.Msg)
	return b.String()
}

// Layer names: the id (or Inkscape label) of each top-level group.
const (
	LayerSea         = "sea"
	LayerLand        = "land"
	LayerProvinces   = "provinces"
	LayerImpassable  = "impassable"
	LayerLakes       = "lakes"
	LayerRivers      = "rivers"
	LayerCoastline   = "coastline"
	LayerBorders     = "borders"
	LayerMarkers     = "markers"
	LayerSCs         = "supply-centres"
	LayerUnits       = "units"
	LayerLabels      = "labels"
	layerPrefix      = "layer-"
	unitPrefix       = "unit-"
	scPrefix         = "sc-"
	labelPrefix      = "label-"
	inkscapeNS       = "http://www.inkscape.org/namespaces/inkscape"
	maxBoardFileSize = 16 << 20
	// MaxPoints bounds the points a board's paths flatten to (Classic has
	// about 40,000): path data from someone else, its arcs and curves
	// multiplied out, must not exhaust memory or the drawing time.
	MaxPoints = 2_000_000
)

var layers = map[string]bool{
	LayerSea: true, LayerLand: true, LayerProvinces: true, LayerImpassable: true,
	LayerLakes: true, LayerRivers: true, LayerCoastline: true, LayerBorders: true,
	LayerMarkers: true, LayerSCs: true, LayerUnits: true, LayerLabels: true,
}

// ParseFile reads and parses name from fsys.
func ParseFile(fsys fs.FS, name string) (*Board, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	return Parse(data, name)
}

// Parse parses a board (map.svg) held in data; file names it in errors.
func Parse(data []byte, file string) (*Board, error) {
	if len(data) > maxBoardFileSize {
		return nil, &Error{File: file, Msg: "file too large for a board (at most 16 MB)"}
	}
	p := &parser{file: file, b: &Board{}, seen: map[string]int{}}
	if err := p.run(data); err != nil {
		return nil, err
	}
	return p.b, nil
}

type frame struct {
	layer string
	m     matrix
	name  string // element name, for </title> and <text>
}

type parser struct {
	file  string
	b     *Board
	dec   *xml.Decoder
	stack []frame
	seen  map[string]int // element id → line, for duplicates
	root  bool
	units []rawAnchor
	// points counts the flattened path points so far (MaxPoints).
	points int
	// captions wait for finish, which gives each to its marker.
	captions []rawCaption
	// the element collecting character data (title or text), if any
	text     *strings.Builder
	textDone func(string)
}

type rawCaption struct {
	marker string
	c      Caption
}

type rawAnchor struct {
	id   string
	at   Point
	line int
}

func (p *parser) line() int {
	l, _ := p.dec.InputPos()
	return l
}

func (p *parser) errf(line int, elem string, format string, args ...any) error {
	return &Error{File: p.file, Line: line, Element: elem, Msg: fmt.Sprintf(format, args...)}
}

func attr(se xml.StartElement, name string) (string, bool) {
	for _, a := range se.Attr {
		if a.Name.Local == name && (a.Name.Space == "" || name == "label") {
			return a.Value, true
		}
	}
	return "", false
}

func describe(se xml.StartElement) string {
	if id, ok := attr(se, "id"); ok {
		return fmt.Sprintf("<%s id=%q>", se.Name.Local, id)
	}
	return "<" + se.Name.Local + ">"
}

func (p *parser) run(data []byte) error {
	p.dec = xml.NewDecoder(bytes.NewReader(data))
	p.dec.Strict = true
	for {
		tok, err := p.dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return p.errf(se.Line, "", "malformed XML: %s", se.Msg)
			}
			return p.errf(p.line(), "", "malformed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := p.start(t); err != nil {
				return err
			}
		case xml.EndElement:
			if len(p.stack) > 0 {
				top := p.stack[len(p.stack)-1]
				p.stack = p.stack[:len(p.stack)-1]
				if p.text != nil && (top.name == "title" || top.name == "text") {
					done := p.textDone
					s := strings.TrimSpace(p.text.String())
					p.text, p.textDone = nil, nil
					if done != nil {
						done(s)
					}
				}
			}
		case xml.CharData:
			if p.text != nil {
				p.text.Write(t)
			}
		}
	}
	if !p.root {
		return p.errf(0, "", "expected an <svg> root element")
	}
	return p.finish()
}

func (p *parser) start(se xml.StartElement) error {
	line := p.line()
	if !p.root {
		if se.Name.Local != "svg" {
			return p.errf(line, describe(se), "expected the root element <svg>")
		}
		p.root = true
		return p.svgRoot(se, line)
	}
	if len(p.stack) == 0 {
		return p.errf(line, describe(se), "expected nothing after the closing </svg>")
	}
	parent := p.stack[len(p.stack)-1]
	fr := frame{layer: parent.layer, m: parent.m, name: se.Name.Local}
	if tr, ok := attr(se, "transform"); ok {
		m, err := parseTransform(tr)
		if err != nil {
			return p.errf(line, describe(se), "transform: %v", err)
		}
		fr.m = parent.m.mul(m)
	}
	if id, ok := attr(se, "id"); ok && id != "" {
		if prev, dup := p.seen[id]; dup {
			return p.errf(line, describe(se), "duplicate id (first on line %d); ids must be unique", prev)
		}
		p.seen[id] = line
	}
	if se.Name.Local == "g" {
		name, _ := attr(se, "id")
		name = strings.TrimPrefix(name, layerPrefix)
		if !layers[name] {
			if lab, ok := attr(se, "label"); ok && layers[lab] {
				name = lab
			}
		}
		if layers[name] {
			fr.layer = name
		}
	}
	p.stack = append(p.stack, fr)
	return p.element(se, fr, line)
}

func (p *parser) svgRoot(se xml.StartElement, line int) error {
	m := identity()
	if w, ok := attr(se, "data-wrap"); ok {
		if w != "x" {
			return p.errf(line, "<svg>", "data-wrap %q: expected \"x\" (the east and west edges are one)", w)
		}
		p.b.Wrap = true
	}
	if vb, ok := attr(se, "viewBox"); ok {
		f := strings.FieldsFunc(vb, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })
		if len(f) != 4 {
			return p.errf(line, "<svg>", "viewBox %q: expected four numbers \"minx miny width height\"", vb)
		}
		var v [4]float64
		for i, s := range f {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				return p.errf(line, "<svg>", "viewBox %q: expected a number, found %q", vb, s)
			}
			v[i] = x
		}
		if v[2] <= 0 || v[3] <= 0 {
			return p.errf(line, "<svg>", "viewBox %q: expected a positive width and height", vb)
		}
		p.b.Width, p.b.Height = v[2], v[3]
		m = matrix{1, 0, 0, 1, -v[0], -v[1]}
	} else {
		w, okw := attr(se, "width")
		h, okh := attr(se, "height")
		wf, err1 := strconv.ParseFloat(strings.TrimSuffix(w, "px"), 64)
		hf, err2 := strconv.ParseFloat(strings.TrimSuffix(h, "px"), 64)
		if !okw || !okh || err1 != nil || err2 != nil || !(wf > 0) || !(hf > 0) || math.IsInf(wf, 0) || math.IsInf(hf, 0) {
			return p.errf(line, "<svg>", "expected a viewBox (or a width and height in px)")
		}
		p.b.Width, p.b.Height = wf, hf
	}
	p.stack = append(p.stack, frame{m: m, name: "svg"})
	return nil
}

func (p *parser) element(se xml.StartElement, fr frame, line int) error {
	name := se.Name.Local
	id, _ := attr(se, "id")
	desc := describe(se)
	switch fr.layer {
	case LayerProvinces:
		switch name {
		case "path":
			return p.province(se, fr, id, desc, line)
		case "title":
			if n := len(p.b.Provinces); n > 0 && len(p.stack) >= 2 && p.stack[len(p.stack)-2].name == "path" {
				prov := p.b.Provinces[n-1]
				p.text = &strings.Builder{}
				p.textDone = func(s string) { prov.Name = s }
			}
		}
	case LayerUnits, LayerSCs:
		if name != "circle" && name != "ellipse" {
			return nil
		}
		at, err := p.centre(se, fr, desc, line)
		if err != nil {
			return err
		}
		if fr.layer == LayerUnits {
			if !strings.HasPrefix(id, unitPrefix) {
				return p.errf(line, desc, "expected an id \"unit-<province>\" or \"unit-<province>-<coast>\"")
			}
			p.units = append(p.units, rawAnchor{strings.TrimPrefix(id, unitPrefix), at, line})
		} else {
			if !strings.HasPrefix(id, scPrefix) || len(id) == len(scPrefix) {
				return p.errf(line, desc, "expected an id \"sc-<province>\"")
			}
			p.b.SCs = append(p.b.SCs, Anchor{Province: strings.TrimPrefix(id, scPrefix), At: at, Line: line})
		}
	case LayerMarkers, LayerBorders:
		if name == "text" && fr.layer == LayerMarkers {
			return p.caption(se, fr, desc, line)
		}
		if name != "path" {
			return nil
		}
		lines, err := p.pathLines(se, fr, desc, line)
		if err != nil {
			return err
		}
		key := "data-link"
		if fr.layer == LayerBorders {
			key = "data-between"
		}
		v, _ := attr(se, key)
		f := strings.Fields(v)
		if len(f) < 1 || len(f) > 2 || (fr.layer == LayerBorders && len(f) != 2) {
			return p.errf(line, desc, "expected %s=\"<location> <location>\" naming what it connects", key)
		}
		pair := [2]string{f[0], ""}
		if len(f) == 2 {
			pair[1] = f[1]
		}
		if fr.layer == LayerBorders {
			p.b.Borders = append(p.b.Borders, Border{Between: pair, Lines: lines, Line: line})
			return nil
		}
		kind, _ := attr(se, "class")
		switch kind {
		case MarkerCanal, MarkerWaterway, MarkerBridge, MarkerWrap, MarkerInset:
		default:
			return p.errf(line, desc, "class %q: expected one of canal, waterway, bridge, wrap, inset", kind)
		}
		p.b.Markers = append(p.b.Markers, Marker{ID: id, Kind: kind, Link: pair, Lines: lines, Line: line})
	case LayerLabels:
		if name != "text" {
			return nil
		}
		return p.label(se, fr, id, desc, line)
	case LayerLand, LayerImpassable, LayerLakes, LayerRivers, LayerCoastline:
		if name != "path" {
			return nil
		}
		lines, err := p.pathLines(se, fr, desc, line)
		if err != nil {
			return err
		}
		switch fr.layer {
		case LayerRivers:
			p.b.Rivers = append(p.b.Rivers, lines...)
		case LayerCoastline:
			p.b.Coastline = append(p.b.Coastline, lines...)
		default:
			sh := Shape{ID: id, Rings: toRings(lines)}
			switch fr.layer {
			case LayerLand:
				p.b.Land = append(p.b.Land, sh)
			case LayerImpassable:
				p.b.Impassable = append(p.b.Impassable, sh)
			default:
				p.b.Lakes = append(p.b.Lakes, sh)
			}
		}
	}
	return nil
}

func toRings(lines [][]Point) []Ring {
	var rings []Ring
	for _, l := range lines {
		if len(l) >= 3 {
			rings = append(rings, Ring(l))
		}
	}
	return rings
}

func (p *parser) province(se xml.StartElement, fr frame, id, desc string, line int) error {
	if id == "" {
		return p.errf(line, desc, "expected an id naming the province")
	}
	if strings.ContainsAny(id, "/ \t") {
		return p.errf(line, desc, "expected a province id without '/' or spaces (coasts have unit anchors, not paths)")
	}
	kind := Land
	cls, _ := attr(se, "class")
	switch {
	case hasWord(cls, "sea"):
		kind = Sea
	case hasWord(cls, "land"):
	default:
		return p.errf(line, desc, "class %q: expected \"land\" or \"sea\"", cls)
	}
	lines, err := p.pathLines(se, fr, desc, line)
	if err != nil {
		return err
	}
	rings := toRings(lines)
	if len(rings) == 0 {
		return p.errf(line, desc, "expected path data with at least one closed shape")
	}
	p.b.Provinces = append(p.b.Provinces, &Province{ID: id, Kind: kind, Rings: rings, Bounds: BoundsOf(rings), Line: line})
	return nil
}

func hasWord(s, w string) bool {
	for _, f := range strings.Fields(s) {
		if f == w {
			return true
		}
	}
	return false
}

func (p *parser) pathLines(se xml.StartElement, fr frame, desc string, line int) ([][]Point, error) {
	d, ok := attr(se, "d")
	if !ok {
		return nil, p.errf(line, desc, "expected a d attribute with path data")
	}
	lines, _, err := ParsePathData(d)
	if err != nil {
		return nil, p.errf(line, desc, "d: %v", err)
	}
	for _, l := range lines {
		p.points += len(l)
	}
	if p.points > MaxPoints {
		return nil, p.errf(line, desc, "the board's paths pass %d points: too much to draw (simplify the shapes)", MaxPoints)
	}
	for _, l := range lines {
		for i := range l {
			l[i] = fr.m.apply(l[i])
		}
	}
	return lines, nil
}

func numAttr(se xml.StartElement, name string) (float64, error) {
	s, ok := attr(se, name)
	if !ok {
		return 0, fmt.Errorf("missing %s", name)
	}
	v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("bad %s", name)
	}
	return v, nil
}

func (p *parser) centre(se xml.StartElement, fr frame, desc string, line int) (Point, error) {
	x, err1 := numAttr(se, "cx")
	y, err2 := numAttr(se, "cy")
	if err1 != nil || err2 != nil {
		return Point{}, p.errf(line, desc, "expected numeric cx and cy attributes")
	}
	return fr.m.apply(Point{x, y}), nil
}

// finish resolves unit anchor ids against the provinces and checks references.
func (p *parser) finish() error {
	p.b.reindex()
	for _, u := range p.units {
		a := Anchor{At: u.at, Line: u.line}
		switch {
		case p.b.Province(u.id) != nil:
			a.Province = u.id
		default:
			i := strings.LastIndexByte(u.id, '-')
			if i <= 0 || p.b.Province(u.id[:i]) == nil || i == len(u.id)-1 {
				return p.errf(u.line, fmt.Sprintf("<circle id=%q>", unitPrefix+u.id), "expected \"unit-<province>\" or \"unit-<province>-<coast>\" naming a province path")
			}
			a.Province, a.Coast = u.id[:i], u.id[i+1:]
		}
		p.b.Units = append(p.b.Units, a)
	}
	for _, s := range p.b.SCs {
		if p.b.Province(s.Province) == nil {
			return p.errf(s.Line, fmt.Sprintf("<circle id=%q>", scPrefix+s.Province), "expected \"sc-<province>\" naming a province path")
		}
	}
	for _, rc := range p.captions {
		k := slices.IndexFunc(p.b.Markers, func(m Marker) bool { return m.ID == rc.marker })
		if k < 0 {
			return p.errf(rc.c.Line, "<text class=\"caption\">", "data-marker %q: expected the id of a marker path", rc.marker)
		}
		p.b.Markers[k].Captions = append(p.b.Markers[k].Captions, rc.c)
	}
	for _, l := range p.b.Labels {
		if p.b.Province(l.Province) == nil {
			return p.errf(l.Line, fmt.Sprintf("<text id=%q>", labelPrefix+l.Province), "expected \"label-<province>\" naming a province path")
		}
	}
	return nil
}
