package board

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
)

// label reads a <text id="label-<province>"> and, when it ends, its text.
func (p *parser) label(se xml.StartElement, fr frame, id, desc string, line int) error {
	if !strings.HasPrefix(id, labelPrefix) {
		return p.errf(line, desc, "expected an id \"label-<province>\"")
	}
	at, size, err := p.textAt(se, fr, desc, line)
	if err != nil {
		return err
	}
	abbr, _ := attr(se, "data-abbr")
	p.b.Labels = append(p.b.Labels, Label{Province: strings.TrimPrefix(id, labelPrefix), Abbr: abbr, At: at, Size: size, Line: line})
	idx := len(p.b.Labels) - 1
	p.text = &strings.Builder{}
	p.textDone = func(s string) { p.b.Labels[idx].Text = s }
	return nil
}

// caption reads a <text class="caption" data-marker="<marker id>"> in the
// markers layer; finish gives it to its marker.
func (p *parser) caption(se xml.StartElement, fr frame, desc string, line int) error {
	m, _ := attr(se, "data-marker")
	if m == "" {
		return p.errf(line, desc, "expected data-marker=\"<marker id>\" naming the marker it captions")
	}
	at, size, err := p.textAt(se, fr, desc, line)
	if err != nil {
		return err
	}
	p.captions = append(p.captions, rawCaption{m, Caption{At: at, Size: size, Line: line}})
	idx := len(p.captions) - 1
	p.text = &strings.Builder{}
	p.textDone = func(s string) { p.captions[idx].c.Text = s }
	return nil
}

// textAt is a <text>'s position (x, y: the centre of its baseline) and
// font size, from the attribute or a style, in board units.
func (p *parser) textAt(se xml.StartElement, fr frame, desc string, line int) (Point, float64, error) {
	x, err1 := numAttr(se, "x")
	y, err2 := numAttr(se, "y")
	if err1 != nil || err2 != nil {
		return Point{}, 0, p.errf(line, desc, "expected numeric x and y attributes")
	}
	size := 12.0
	s, ok := attr(se, "font-size")
	if !ok {
		s, ok = styleProp(se, "font-size")
	}
	if ok {
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "px"), 64)
		if err != nil || !(v > 0) || math.IsInf(v, 0) {
			return Point{}, 0, p.errf(line, desc, "font-size %q: expected a positive number", s)
		}
		size = v
	}
	return fr.m.apply(Point{x, y}), size * fr.m.scale(), nil
}

// styleProp reads one property from a style attribute ("font-size:12px;…"),
// where editors such as Inkscape keep presentation attributes.
func styleProp(se xml.StartElement, name string) (string, bool) {
	st, ok := attr(se, "style")
	if !ok {
		return "", false
	}
	for _, decl := range strings.Split(st, ";") {
		k, v, found := strings.Cut(decl, ":")
		if found && strings.TrimSpace(k) == name {
			return strings.TrimSpace(v), true
		}
	}
	return "", false
}
