package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"dipdesk/variants/board"
)

// Legend codes beyond the board's own (board.Codes): what every board
// shows, and the hover highlights of the widget.
const (
	CodeArmy       = "army"
	CodeFleet      = "fleet"
	CodeSC         = "sc"
	CodeNotional   = "notional"
	CodeReachArmy  = "reach-army"
	CodeHold       = "hold"
	CodeBounce     = "bounce"
	CodeFailed     = "failed"
	CodeDislodged  = "dislodged"
	CodeCoast      = "coast"
	CodeReachFleet = "reach-fleet"
	CodeReachBoth  = "reach-both"
)

// legendText is what each code means, as a player reads it.
var legendText = map[string]string{
	CodeArmy:             "Army (the letter is its power's)",
	CodeFleet:            "Fleet (the letter is its power's)",
	CodeSC:               "Supply centre (in its owner's colour once owned)",
	CodeNotional:         "Centre held notionally: its power's colour, no owner yet",
	board.CodeCanal:      "Canal: fleets sail through this province",
	board.CodeWaterway:   "Waterway: fleets sail along this river",
	board.CodeBridge:     "Land bridge: armies and fleets cross the water here",
	board.CodeWrap:       "Connection across the board: units move between the arrows",
	board.CodeInset:      "Inset: a province drawn apart, in a box, with the seas it borders",
	board.CodeBorder:     "Blocked border: no unit crosses it",
	board.CodeImpassable: "Land no unit may enter",
	CodeHold:             "Hold: the unit stays (an octagon round it)",
	CodeBounce:           "Bounced: the move stopped at the bar, short of its goal",
	CodeFailed:           "Failed or cut: a red cross on the order, its line dashed",
	CodeDislodged:        "Dislodged: ringed in red, beside the province it must leave",
	CodeCoast:            "Coast of a province with two (NC north coast): a fleet's place",
	CodeReachArmy:        "Hovered province: its army could move here",
	CodeReachFleet:       "Hovered province: its fleet could move here",
	CodeReachBoth:        "Hovered province: its army or its fleet could move here",
}

// LegendCodes lists the codes a key for board b with scene s explains, in
// the order it lists them: units, the order and result marks, split
// coasts and centres, the board's own codes (only those it uses),
// notional centres if s has any, and, with reach, the hover highlights.
func LegendCodes(b *board.Board, s *Scene, reach bool) []string {
	var out []string
	if len(b.Units) > 0 {
		out = append(out, CodeArmy, CodeFleet, CodeHold, CodeBounce, CodeFailed, CodeDislodged)
	}
	for _, a := range b.Units {
		if a.Coast != "" {
			out = append(out, CodeCoast)
			break
		}
	}
	if len(b.SCs) > 0 {
		out = append(out, CodeSC)
	}
	if s != nil && len(s.Notional) > 0 {
		out = append(out, CodeNotional)
	}
	out = append(out, b.Codes()...)
	if reach {
		out = append(out, CodeReachArmy, CodeReachFleet, CodeReachBoth)
	}
	return out
}

// standInRow is the prefix of a key row for one stand-in marker (its id
// follows).
const standInRow = "standin:"

// legendRows is LegendCodes with the board's stand-ins apart: a row each,
// saying what it links and for which units; the land-bridge row stays
// only if a land bridge is left.
func legendRows(b *board.Board, s *Scene, opt LegendOptions) []string {
	codes := LegendCodes(b, s, opt.Reach)
	stand := StandIns(b, opt.Rules)
	if len(stand) == 0 {
		return codes
	}
	bridges := 0
	for _, m := range b.Markers {
		if m.Kind == board.MarkerBridge {
			bridges++
		}
	}
	var out []string
	for _, c := range codes {
		if c == board.CodeBridge {
			if bridges > len(stand) {
				out = append(out, c)
			}
			for _, m := range stand {
				out = append(out, standInRow+m.ID)
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

// rowText is what a key row says.
func rowText(b *board.Board, code string, opt LegendOptions) string {
	id, ok := strings.CutPrefix(code, standInRow)
	if !ok {
		return legendText[code]
	}
	for _, m := range b.Markers {
		if m.ID == id {
			return fmt.Sprintf("Stand-in: %s and %s border each other (%s)", provinceName(b, m.Link[0]), provinceName(b, m.Link[1]), CrossingOf(m, opt.Rules).Words())
		}
	}
	return ""
}

// LegendText is the explanation of a legend code.
func LegendText(code string) string { return legendText[code] }

// LegendOptions says how to draw a key.
type LegendOptions struct {
	Style   Style
	Palette Palette
	Density float64 // device pixels per logical pixel (0 means 1)
	Reach   bool    // also explain the hover highlights
	// Rules is the rules' moves (ReachOf), to tell stand-ins from land
	// bridges and say which units each stand-in lets cross.
	Rules *Reach
}

// Legend draws the key of board b with scene s (s may be nil): one row
// per code the board uses, its sign drawn as the board draws it, and what
// it means.
func Legend(b *board.Board, s *Scene, opt LegendOptions) *image.RGBA {
	d := opt.Density
	if d <= 0 {
		d = 1
	}
	codes := legendRows(b, s, opt)
	cache := NewCache()
	const titlePx, textPx = 15.0, 13.0
	pad, rowH, swW := 10*d, 26*d, 46*d
	textW := cache.Width("Key", titlePx*d, true)
	for _, c := range codes {
		textW = max(textW, cache.Width(rowText(b, c, opt), textPx*d, false))
	}
	w := int(math.Ceil(pad*3 + swW + textW))
	h := int(math.Ceil(pad*2 + rowH*float64(len(codes)+1)))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	p := NewPen(img, 1, cache)
	p.Density = d
	p.Clear(color.NRGBA{0xfb, 0xf8, 0xef, 0xff})
	p.StrokePx([][]Pt{{{0.5, 0.5}, {float32(w) - 0.5, 0.5}, {float32(w) - 0.5, float32(h) - 0.5}, {0.5, float32(h) - 0.5}}}, true, float32(d), color.NRGBA{0x40, 0x40, 0x40, 0xff})
	ink := color.NRGBA{0x20, 0x20, 0x20, 0xff}
	p.Text(Pt{float32(pad + cache.Width("Key", titlePx*d, true)/2), float32(pad + rowH*0.65)}, "Key", titlePx*d, true, ink, 0, color.NRGBA{})
	sw := swatch{p: p, b: b, s: s, opt: opt, d: float32(d), w: float32(swW), h: float32(rowH * 0.7)}
	for i, c := range codes {
		y := pad + rowH*float64(i+1)
		sw.draw(c, Pt{float32(pad + swW/2), float32(y + rowH/2)})
		text := rowText(b, c, opt)
		tw := cache.Width(text, textPx*d, false)
		p.Text(Pt{float32(pad*2 + swW + tw/2), float32(y + rowH*0.68)}, text, textPx*d, false, ink, 0, color.NRGBA{})
	}
	return img
}

// swatch draws a legend code's sign in a w×h box, with the same pen
// calls the board uses.
type swatch struct {
	p    *Pen
	b    *board.Board
	s    *Scene
	opt  LegendOptions
	d    float32
	w, h float32
}

func (sw swatch) draw(code string, c Pt) {
	p, st, d := sw.p, sw.opt.Style, sw.d
	if strings.HasPrefix(code, standInRow) {
		k := float32(LineScale(sw.b, board.FitScale(sw.b.Width, sw.b.Height))) * d
		hw, hh := sw.w/2, sw.h/2
		box := []Pt{{c.X - hw, c.Y - hh}, {c.X + hw, c.Y - hh}, {c.X + hw, c.Y + hh}, {c.X - hw, c.Y + hh}}
		p.FillPx([][]Pt{box}, Solid(nrgba(st.Land)))
		p.StrokePx([][]Pt{box}, true, float32(st.BorderWidth)*k, nrgba(st.LandBorder))
		p.standIn(board.Marker{Kind: board.MarkerBridge, Lines: [][]board.Point{{{X: float64(c.X - hw*0.7), Y: float64(c.Y)}, {X: float64(c.X + hw*0.7), Y: float64(c.Y)}}}}, st, float64(k))
		return
	}
	k := float32(LineScale(sw.b, board.FitScale(sw.b.Width, sw.b.Height))) * d
	hw, hh := sw.w/2, sw.h/2
	box := []Pt{{c.X - hw, c.Y - hh}, {c.X + hw, c.Y - hh}, {c.X + hw, c.Y + hh}, {c.X - hw, c.Y + hh}}
	line := func(pts ...Pt) []board.Point {
		out := make([]board.Point, len(pts))
		for i, q := range pts {
			out[i] = board.Point{X: float64(q.X), Y: float64(q.Y)}
		}
		return out
	}
	landBox := func(col color.NRGBA) {
		p.FillPx([][]Pt{box}, Solid(col))
		p.StrokePx([][]Pt{box}, true, float32(st.BorderWidth)*k, nrgba(st.LandBorder))
	}
	power := 0
	if sw.s != nil && len(sw.s.Notional) > 0 {
		power = sw.s.Tint[sw.s.Notional[0]]
	}
	switch code {
	case CodeArmy, CodeFleet:
		lk := LookFor(UnitSize(sw.b), board.FitScale(sw.b.Width, sw.b.Height), sw.opt.Palette)
		r := min(lk.R*d, sw.h*0.45)
		lk = Look{R: r, Ink: max(1.2*d, r*0.11), Letter: float64(r) * 1.15}
		kind := Army
		if code == CodeFleet {
			kind = Fleet
		}
		letter := "" // no powers, no letter
		if sw.s != nil && len(sw.s.Powers) > 0 {
			letter = sw.s.letter(0)
		}
		p.UnitShape(kind, c, letter, sw.opt.Palette.Colour(0), lk, sw.opt.Palette, 1)
	case CodeHold, CodeBounce, CodeFailed, CodeDislodged:
		sw.orderMark(code, c)
	case CodeCoast:
		landBox(nrgba(st.Land))
		lk := sw.look()
		p.coastMark(c, "NC", lk, nrgba(st.Coast))
	case CodeSC:
		landBox(nrgba(st.Land))
		p.Disc(c, 4.6*k, nrgba(st.SC), 1.7*k, nrgba(st.SCRing))
	case CodeNotional:
		landBox(sw.opt.Palette.Tint(power, st.Land))
		p.Disc(c, 4.6*k, nrgba(st.SC), 1.7*k, nrgba(st.SCRing))
	case board.CodeCanal, board.CodeWaterway, board.CodeBridge:
		landBox(nrgba(st.Land))
		p.marker(sw.b, board.Marker{Kind: code, Lines: [][]board.Point{line(Pt{c.X - hw*0.8, c.Y}, Pt{c.X + hw*0.8, c.Y})}}, st, float64(k))
	case board.CodeWrap:
		p.FillPx([][]Pt{box}, Solid(nrgba(st.SeaProvince)))
		p.marker(sw.b, board.Marker{Kind: code, Lines: [][]board.Point{
			line(c, Pt{c.X - hw*0.85, c.Y}), line(c, Pt{c.X + hw*0.85, c.Y}),
		}}, st, float64(k))
	case board.CodeInset:
		p.FillPx([][]Pt{box}, Solid(nrgba(st.SeaProvince)))
		in := []Pt{{c.X - hw*0.8, c.Y - hh*0.8}, {c.X + hw*0.8, c.Y - hh*0.8}, {c.X + hw*0.8, c.Y + hh*0.8}, {c.X - hw*0.8, c.Y + hh*0.8}, {c.X - hw*0.8, c.Y - hh*0.8}}
		p.marker(sw.b, board.Marker{Kind: code, Lines: [][]board.Point{line(in...)}}, st, float64(k))
	case board.CodeBorder:
		landBox(nrgba(st.Land))
		p.blockedBorder([][]board.Point{line(Pt{c.X, c.Y - hh}, Pt{c.X, c.Y + hh})}, st, float64(k))
	case board.CodeImpassable:
		p.FillPx([][]Pt{box}, st.nonPlayable(k))
		p.StrokePx([][]Pt{box}, true, float32(st.BorderWidth)*k, nrgba(st.LandBorder))
	case CodeReachArmy, CodeReachFleet, CodeReachBoth:
		landBox(nrgba(st.Land))
		hl := ReachHighlight(Reachable{Army: code != CodeReachFleet, Fleet: code != CodeReachArmy})
		p.FillPx([][]Pt{box}, hl.Fill)
		p.StrokePx([][]Pt{box}, true, 2*d, hl.Line)
	}
}

// look is the unit sizes of a swatch: the board's at fit zoom, within
// the row.
func (sw swatch) look() Look {
	d := sw.d
	lk := LookFor(UnitSize(sw.b), board.FitScale(sw.b.Width, sw.b.Height), sw.opt.Palette)
	r := min(lk.R*d, sw.h*0.36)
	return Look{R: r, Line: max(2.4*d, r*0.3), Ink: max(1.2*d, r*0.11), Letter: float64(r) * 1.15}
}

// orderMark draws an order or result mark as Orders draws it, on a unit
// of the first power.
func (sw swatch) orderMark(code string, c Pt) {
	p, pal := sw.p, sw.opt.Palette
	lk := sw.look()
	col := pal.Colour(0)
	letter := ""
	if sw.s != nil && len(sw.s.Powers) > 0 {
		letter = sw.s.letter(0)
	}
	p.FillPx([][]Pt{{{c.X - sw.w/2, c.Y - sw.h/2}, {c.X + sw.w/2, c.Y - sw.h/2}, {c.X + sw.w/2, c.Y + sw.h/2}, {c.X - sw.w/2, c.Y + sw.h/2}}}, Solid(nrgba(sw.opt.Style.Land)))
	switch code {
	case CodeHold:
		oct := regular(c, lk.R*1.4, 8, math.Pi/8)
		p.StrokePx([][]Pt{oct}, true, lk.Line*0.8+lk.Ink*2, pal.Ink)
		p.StrokePx([][]Pt{oct}, true, lk.Line*0.8, col)
		p.UnitShape(Army, c, letter, col, lk, pal, 1)
	case CodeBounce:
		from := Pt{c.X - sw.w*0.4, c.Y}
		path := []Pt{{from.X + lk.R, c.Y}, {c.X + sw.w*0.35, c.Y}}
		p.UnitShape(Army, from, letter, col, Look{R: lk.R * 0.8, Line: lk.Line, Ink: lk.Ink, Letter: lk.Letter * 0.8}, pal, 1)
		p.arrow(path, col, Look{R: lk.R, Line: lk.Line * 0.8, Ink: lk.Ink, Letter: lk.Letter}, pal, arrowStyle{bounced: true})
	case CodeFailed:
		path := []Pt{{c.X - sw.w*0.45, c.Y}, {c.X + sw.w*0.4, c.Y}}
		p.arrow(path, col, Look{R: lk.R, Line: lk.Line * 0.8, Ink: lk.Ink, Letter: lk.Letter}, pal, arrowStyle{dashed: true})
		p.cross(along(path, 0.5), lk)
	case CodeDislodged:
		home := Pt{c.X - lk.R*1.2, c.Y + lk.R*0.5}
		at := Pt{c.X + lk.R*0.6, c.Y - lk.R*0.3}
		p.dislodgedMark(at, home, Look{R: lk.R * 0.75, Line: lk.Line, Ink: lk.Ink, Letter: lk.Letter}, pal)
		p.UnitShape(Army, at, letter, col, Look{R: lk.R * 0.75, Line: lk.Line, Ink: lk.Ink, Letter: lk.Letter * 0.75}, pal, 1)
	}
}
