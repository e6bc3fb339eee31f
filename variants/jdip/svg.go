package jdip

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"dipdesk/variants/board"
)

// svgMap is what dipdesk takes from a jDip SVG map, in board units (the
// root's user space moved so that its viewBox starts at 0,0).
type svgMap struct {
	W, H   float64
	data   map[string]*provinceData // by jDip name, lowercase ("stp-nc" for a coast)
	colour map[string]string        // power name (lowercase) → colour as written
	mouse  map[string][]board.Ring  // MouseLayer shapes by id
	drawn  map[string][]board.Ring  // MapLayer "_id" shapes by id
	brief  map[string]svgText       // BriefLabelLayer texts by province name
	full   map[string]svgText       // FullLabelLayer texts by province name
}

// provinceData is one jdipNS:PROVINCE: where its unit and its supply-centre
// marker stand.
type provinceData struct {
	Unit, SC *board.Point
	Line     int
}

// svgText is a name drawn on the map.
type svgText struct {
	At     board.Point
	Text   string
	Size   float64 // board units; 0 when the text gives none
	Anchor string  // text-anchor: start, middle or end
}

// frame is one open element while the SVG is read.
type frame struct {
	ctm   board.Affine
	layer string // the id of the top-level group it is in
	owner string // MapLayer: the "_id" group it belongs to
}

// readSVG reads a jDip map. Elements it does not know are skipped.
func readSVG(data []byte, name string) (*svgMap, error) {
	m := &svgMap{data: map[string]*provinceData{}, colour: map[string]string{},
		mouse: map[string][]board.Ring{}, drawn: map[string][]board.Ring{},
		brief: map[string]svgText{}, full: map[string]svgText{}}
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var stack []frame
	var province *provinceData
	var text *svgText // the label being read
	var textName, textLayer string
	root := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		line, _ := d.InputPos()
		if err != nil {
			return nil, fmt.Errorf("%s:%d: not an SVG this can read: %v", name, line, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			parent := frame{ctm: board.Identity()}
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			fr := parent
			if tr, ok := attr(t, "transform"); ok {
				a, err := board.ParseTransform(tr)
				if err != nil {
					return nil, fmt.Errorf("%s:%d: <%s transform=%q>: %v", name, line, t.Name.Local, tr, err)
				}
				fr.ctm = parent.ctm.Then(a)
			}
			id, _ := attr(t, "id")
			local := t.Name.Local
			switch {
			case !root:
				if local != "svg" {
					return nil, fmt.Errorf("%s:%d: expected <svg> at the top, found <%s>", name, line, local)
				}
				root = true
				base, err := m.viewBox(t)
				if err != nil {
					return nil, fmt.Errorf("%s:%d: %v", name, line, err)
				}
				fr.ctm = base
			case len(stack) == 1 && local == "g":
				fr.layer = id
			}
			if fr.layer == "MapLayer" && strings.HasPrefix(id, "_") {
				fr.owner = strings.ToLower(id[1:])
			}
			stack = append(stack, fr)
			switch {
			case t.Name.Space != "" && local == "PROVINCE":
				n, _ := attr(t, "name")
				province = &provinceData{Line: line}
				m.data[strings.ToLower(n)] = province
			case t.Name.Space != "" && (local == "UNIT" || local == "SUPPLY_CENTER") && province != nil:
				pt, err := point(t, "x", "y")
				if err != nil {
					return nil, fmt.Errorf("%s:%d: <%s>: %v", name, line, local, err)
				}
				pt = stack[0].ctm.Apply(pt)
				if local == "UNIT" {
					province.Unit = &pt
				} else {
					province.SC = &pt
				}
			case t.Name.Space != "" && local == "POWERCOLOR":
				pw, _ := attr(t, "power")
				c, _ := attr(t, "color")
				m.colour[strings.ToLower(strings.TrimSpace(pw))] = strings.TrimSpace(c)
			case local == "text" && (fr.layer == "BriefLabelLayer" || fr.layer == "FullLabelLayer") && id != "":
				pt, err := point(t, "x", "y")
				if err != nil {
					pt = board.Point{}
				}
				size := 0.0
				if s, ok := attr(t, "font-size"); ok {
					size, _ = strconv.ParseFloat(strings.TrimSuffix(s, "px"), 64)
				}
				anchor, _ := attr(t, "text-anchor")
				text = &svgText{At: fr.ctm.Apply(pt), Size: size * fr.ctm.Scale(), Anchor: anchor}
				_, textName, _ = strings.Cut(id, "_")
				textName = strings.ToLower(textName)
				textLayer = fr.layer
			case isShape(local):
				rings, err := shapeRings(t)
				if err != nil {
					return nil, fmt.Errorf("%s:%d: <%s id=%q>: %v", name, line, local, id, err)
				}
				for i, r := range rings {
					for j, p := range r {
						rings[i][j] = fr.ctm.Apply(p)
					}
				}
				switch {
				case fr.layer == "MouseLayer" && id != "":
					m.mouse[strings.ToLower(id)] = append(m.mouse[strings.ToLower(id)], rings...)
				case fr.owner != "":
					m.drawn[fr.owner] = append(m.drawn[fr.owner], rings...)
				}
			}
		case xml.CharData:
			if text != nil {
				text.Text += string(t)
			}
		case xml.EndElement:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			switch {
			case t.Name.Local == "PROVINCE" && t.Name.Space != "":
				province = nil
			case t.Name.Local == "text" && text != nil:
				text.Text = strings.TrimSpace(text.Text)
				if textLayer == "BriefLabelLayer" {
					m.brief[textName] = *text
				} else {
					m.full[textName] = *text
				}
				text = nil
			}
		}
	}
	if !root {
		return nil, fmt.Errorf("%s: no <svg> element", name)
	}
	return m, nil
}

// viewBox sets the board's size from the root's viewBox (else its width
// and height) and returns the transform that moves the viewBox's corner
// to 0,0.
func (m *svgMap) viewBox(se xml.StartElement) (board.Affine, error) {
	if vb, ok := attr(se, "viewBox"); ok {
		f := strings.FieldsFunc(vb, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
		if len(f) == 4 {
			v := make([]float64, 4)
			for i, s := range f {
				x, err := strconv.ParseFloat(s, 64)
				if err != nil {
					return board.Affine{}, fmt.Errorf("viewBox=%q: expected four numbers", vb)
				}
				v[i] = x
			}
			if v[2] <= 0 || v[3] <= 0 {
				return board.Affine{}, fmt.Errorf("viewBox=%q: expected a positive width and height", vb)
			}
			m.W, m.H = v[2], v[3]
			return board.ParseTransform(fmt.Sprintf("translate(%g %g)", -v[0], -v[1]))
		}
		return board.Affine{}, fmt.Errorf("viewBox=%q: expected four numbers", vb)
	}
	w, err1 := length(se, "width")
	h, err2 := length(se, "height")
	if err1 != nil || err2 != nil || w <= 0 || h <= 0 {
		return board.Affine{}, fmt.Errorf("the <svg> has no viewBox and no width and height in user units")
	}
	m.W, m.H = w, h
	return board.Identity(), nil
}

func length(se xml.StartElement, name string) (float64, error) {
	s, _ := attr(se, name)
	return strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
}

func attr(se xml.StartElement, name string) (string, bool) {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

func point(se xml.StartElement, xn, yn string) (board.Point, error) {
	xs, okx := attr(se, xn)
	ys, oky := attr(se, yn)
	if !okx || !oky {
		return board.Point{}, fmt.Errorf("expected %s and %s", xn, yn)
	}
	x, err1 := strconv.ParseFloat(strings.TrimSpace(xs), 64)
	y, err2 := strconv.ParseFloat(strings.TrimSpace(ys), 64)
	if err1 != nil || err2 != nil {
		return board.Point{}, fmt.Errorf("%s=%q %s=%q: expected numbers", xn, xs, yn, ys)
	}
	return board.Point{X: x, Y: y}, nil
}

func isShape(local string) bool {
	return local == "path" || local == "polygon" || local == "rect"
}

// shapeRings is an element's outline as closed rings, before transforms.
func shapeRings(se xml.StartElement) ([]board.Ring, error) {
	switch se.Name.Local {
	case "path":
		d, _ := attr(se, "d")
		lines, _, err := board.ParsePathData(d)
		if err != nil {
			return nil, err
		}
		var rings []board.Ring
		for _, l := range lines {
			if len(l) >= 3 {
				rings = append(rings, board.Ring(append([]board.Point(nil), l...)))
			}
		}
		return rings, nil
	case "polygon":
		pts, _ := attr(se, "points")
		f := strings.FieldsFunc(pts, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' })
		if len(f)%2 != 0 {
			return nil, fmt.Errorf("points: expected pairs of numbers")
		}
		var r board.Ring
		for i := 0; i+1 < len(f); i += 2 {
			x, err1 := strconv.ParseFloat(f[i], 64)
			y, err2 := strconv.ParseFloat(f[i+1], 64)
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("points: %q %q: expected numbers", f[i], f[i+1])
			}
			r = append(r, board.Point{X: x, Y: y})
		}
		if len(r) < 3 {
			return nil, nil
		}
		return []board.Ring{r}, nil
	case "rect":
		p, err := point(se, "x", "y")
		if err != nil {
			p = board.Point{}
		}
		w, err1 := length(se, "width")
		h, err2 := length(se, "height")
		if err1 != nil || err2 != nil || w <= 0 || h <= 0 {
			return nil, nil
		}
		return []board.Ring{{p, {X: p.X + w, Y: p.Y}, {X: p.X + w, Y: p.Y + h}, {X: p.X, Y: p.Y + h}}}, nil
	}
	return nil, nil
}
