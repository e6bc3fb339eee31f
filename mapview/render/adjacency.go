package render

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"dipdesk/variants/board"
)

// BorderKind is which units may cross a border.
type BorderKind uint8

// Border kinds.
const (
	ArmyBorder BorderKind = iota
	FleetBorder
	BothBorders
)

func (k BorderKind) String() string {
	return [...]string{"armies only", "fleets only", "armies and fleets"}[k]
}

// Border is one edge of a variant's graph between two locations
// ("stp/nc" for a coast), as the adjacency overlay draws it.
type Border struct {
	From, To string
	Kind     BorderKind
	// OnlyOwnerOf is the centre whose owner alone may cross ("" for
	// anyone): a conditional border.
	OnlyOwnerOf string
	Bridge      bool
}

// The overlay's styles: army borders solid brown, fleet borders dashed
// blue, shared ones a wide solid purple; conditional borders dotted with a
// "?" badge; bridges and canals a "B" or "C" badge; a line ending at a
// coast ends in a ring there. Shapes differ as well as colours, so the
// kinds are told apart without colour vision.
var (
	armyLine  = color.NRGBA{0x8a, 0x4b, 0x08, 0xff}
	fleetLine = color.NRGBA{0x0b, 0x4f, 0x9c, 0xff}
	bothLine  = color.NRGBA{0x6a, 0x1b, 0x9a, 0xff}
	badgeFill = color.NRGBA{0xff, 0xff, 0xf0, 0xff}
)

// Canal reports whether a border passes through a province the board
// marks as a canal (a fleet border touching it).
func canal(b *board.Board, br Border) bool {
	if br.Kind == ArmyBorder {
		return false
	}
	for _, m := range b.Markers {
		if m.Kind != "canal" {
			continue
		}
		for _, l := range m.Link {
			if l != "" && (provOf(br.From) == l || provOf(br.To) == l) {
				return true
			}
		}
	}
	return false
}

func provOf(loc string) string { p, _, _ := strings.Cut(loc, "/"); return p }

// Describe says in words whether and how two provinces border: each
// border between their locations with its kind and marks, or that they do
// not border.
func Describe(b *board.Board, borders []Border, p, q string, name func(string) string) string {
	if p == q {
		return name(p) + " is one province."
	}
	var lines []string
	for _, br := range borders {
		if !(provOf(br.From) == p && provOf(br.To) == q) && !(provOf(br.From) == q && provOf(br.To) == p) {
			continue
		}
		s := fmt.Sprintf("%s – %s: %s", br.From, br.To, br.Kind)
		if br.OnlyOwnerOf != "" {
			s += ", only for the owner of " + name(br.OnlyOwnerOf)
		}
		if br.Bridge {
			s += ", by a bridge"
		}
		if canal(b, br) {
			s += ", through a canal"
		}
		lines = append(lines, s)
	}
	if len(lines) == 0 {
		return fmt.Sprintf("%s and %s do not border.", name(p), name(q))
	}
	slices.Sort(lines)
	return fmt.Sprintf("%s and %s border:\n%s", name(p), name(q), strings.Join(lines, "\n"))
}

// Borders draws the adjacency overlay: every border as a line between the
// two locations' unit anchors, styled by kind and marked as above.
// Borders touching focus (a province id, or "") are drawn and the rest
// dimmed.
func (p *Pen) Borders(b *board.Board, borders []Border, focus string) {
	lw := float32(p.logical())
	w := max(1.2, 1.6*lw)
	for _, br := range borders {
		a, okA := b.Unit(br.From)
		c, okC := b.Unit(br.To)
		if !okA || !okC {
			continue
		}
		col := map[BorderKind]color.NRGBA{ArmyBorder: armyLine, FleetBorder: fleetLine, BothBorders: bothLine}[br.Kind]
		if focus != "" && provOf(br.From) != focus && provOf(br.To) != focus {
			col.A = 0x40
		}
		pa, pc := p.Px(a), p.Px(c)
		width := w
		dash, gap := float32(0), float32(0)
		switch {
		case br.OnlyOwnerOf != "":
			dash, gap = 1.5*w, 2.5*w // dotted
		case br.Kind == FleetBorder:
			dash, gap = 6*w, 4*w
		case br.Kind == BothBorders:
			width = 2.2 * w
		}
		p.StrokePx(dashSegment(pa, pc, dash, gap), false, width, col)
		mid := Pt{(pa.X + pc.X) / 2, (pa.Y + pc.Y) / 2}
		var badge string
		switch {
		case br.OnlyOwnerOf != "":
			badge = "?"
		case br.Bridge:
			badge = "B"
		case canal(b, br):
			badge = "C"
		}
		if badge != "" {
			p.Disc(mid, 6*lw, badgeFill, 1.2*lw, col)
			px := float64(9 * lw)
			box := p.TextBox(Pt{}, badge, px, true) // centred on the disc
			at := Pt{mid.X - float32(box.Min.X+box.Max.X)/2, mid.Y - float32(box.Min.Y+box.Max.Y)/2}
			p.Text(at, badge, px, true, col, 0, color.NRGBA{})
		}
		for i, loc := range []string{br.From, br.To} {
			if strings.Contains(loc, "/") {
				at := []Pt{pa, pc}[i]
				p.Ring(at, 3.5*lw, 1.2*lw, col)
			}
		}
	}
}

// dashSegment splits the segment a–c into dashes (one piece if dash is 0).
func dashSegment(a, c Pt, dash, gap float32) [][]Pt {
	if dash <= 0 {
		return [][]Pt{{a, c}}
	}
	dx, dy := c.X-a.X, c.Y-a.Y
	d := float32(math.Hypot(float64(dx), float64(dy)))
	if d == 0 {
		return nil
	}
	ux, uy := dx/d, dy/d
	var out [][]Pt
	for s := float32(0); s < d; s += dash + gap {
		e := min(d, s+dash)
		out = append(out, []Pt{{a.X + ux*s, a.Y + uy*s}, {a.X + ux*e, a.Y + uy*e}})
	}
	return out
}
