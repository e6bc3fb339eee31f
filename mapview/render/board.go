package render

import (
	"image/color"

	"dipdesk/variants/board"
)

// Style is the board's palette and line widths (widths in pixels at a
// 1600-pixel-wide board; they scale with the output width).
type Style struct {
	Sea, SeaProvince, Land, Neutral, Impassable, Hatch color.RGBA
	Lake, River, Coast, LandBorder, SeaBorder          color.RGBA
	ImpassableBorder, Canal, Bridge, SC, SCRing        color.RGBA
	Label, SeaLabel                                    color.RGBA
	Halo                                               color.NRGBA

	CoastWidth, BorderWidth, RiverWidth float64
}

// DefaultStyle is dipdesk's board look: parchment land, pale blue seas.
func DefaultStyle() Style {
	return Style{
		Sea:              rgb(0x8f, 0xb8, 0xdc),
		SeaProvince:      rgb(0xa7, 0xc9, 0xe8),
		Land:             rgb(0xee, 0xe2, 0xc2),
		Neutral:          rgb(0xd9, 0xd3, 0xc3),
		Impassable:       rgb(0xc4, 0xbc, 0xac),
		Hatch:            rgb(0x6e, 0x66, 0x58),
		Lake:             rgb(0xa7, 0xc9, 0xe8),
		River:            rgb(0x6f, 0x9f, 0xcf),
		Coast:            rgb(0x34, 0x44, 0x52),
		LandBorder:       rgb(0x5a, 0x51, 0x40),
		SeaBorder:        rgb(0x6f, 0x93, 0xb5),
		ImpassableBorder: rgb(0x20, 0x20, 0x20),
		Canal:            rgb(0x1f, 0x5f, 0xa8),
		Bridge:           rgb(0x7a, 0x1f, 0x1f),
		SC:               rgb(0xff, 0xf6, 0xd0),
		SCRing:           rgb(0x22, 0x22, 0x22),
		Label:            rgb(0x26, 0x22, 0x1c),
		SeaLabel:         rgb(0x1d, 0x3f, 0x66),
		Halo:             color.NRGBA{0xff, 0xfb, 0xee, 0x90},
		CoastWidth:       1.6,
		BorderWidth:      1.0,
		RiverWidth:       1.0,
	}
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// Options says how to draw a board.
type Options struct {
	Width int    // output width in pixels; the height follows the board
	Style *Style // nil: DefaultStyle
	// Tint replaces the fill of the named provinces (ownership colours); it
	// is drawn under borders, markers and labels.
	Tint map[string]color.Color
	// NoLabels leaves the province names out (for small thumbnails).
	NoLabels bool
}

// Board draws the static board and returns the canvas, ready for layers on
// top.
func Board(b *board.Board, opt Options) *Canvas {
	st := DefaultStyle()
	if opt.Style != nil {
		st = *opt.Style
	}
	if opt.Width <= 0 {
		opt.Width = 1600
	}
	c := NewCanvas(b.Width, b.Height, opt.Width)
	k := float64(opt.Width) / 1600 // line widths scale with the output
	if k < 0.5 {
		k = 0.5
	}
	c.fill([][]vecPt{{{0, 0}, {float32(c.Img.Rect.Dx()), 0}, {float32(c.Img.Rect.Dx()), float32(c.Img.Rect.Dy())}, {0, float32(c.Img.Rect.Dy())}}}, st.Sea)
	for _, s := range b.Land {
		c.FillRings(s.Rings, st.Neutral)
	}
	for _, p := range b.Provinces {
		var col color.Color = st.Land
		if p.Kind == board.Sea {
			col = st.SeaProvince
		}
		if t, ok := opt.Tint[p.ID]; ok {
			col = t
		}
		c.FillRings(p.Rings, col)
	}
	for _, s := range b.Impassable {
		c.Hatch(s.Rings, st.Impassable, st.Hatch, max(4, int(7*k)))
	}
	for _, s := range b.Lakes {
		c.FillRings(s.Rings, st.Lake)
	}
	c.StrokeAll(b.Rivers, false, st.RiverWidth*k, st.River)
	// Sea borders first, land borders over them, then the coastline.
	for _, kind := range []board.Kind{board.Sea, board.Land} {
		col, w := st.SeaBorder, st.BorderWidth*k*0.8
		if kind == board.Land {
			col, w = st.LandBorder, st.BorderWidth*k
		}
		for _, p := range b.Provinces {
			if p.Kind != kind {
				continue
			}
			lines := make([][]board.Point, len(p.Rings))
			for i, r := range p.Rings {
				lines[i] = append(append([]board.Point{}, r...), r[0])
			}
			c.StrokeAll(lines, false, w, col)
		}
	}
	for _, s := range b.Land {
		for _, r := range s.Rings {
			c.Stroke(r, true, st.BorderWidth*k*0.8, st.LandBorder)
		}
	}
	c.StrokeAll(b.Coastline, false, st.CoastWidth*k, st.Coast)
	for _, br := range b.Borders {
		c.StrokeAll(br.Lines, false, 4*k, st.ImpassableBorder)
	}
	for _, m := range b.Markers {
		c.marker(m, st, k)
	}
	for _, s := range b.SCs {
		c.Disc(s.At, 4.2*k, st.SC, 1.6*k, st.SCRing)
	}
	if !opt.NoLabels {
		for _, l := range b.Labels {
			col := st.Label
			if p := b.Province(l.Province); p != nil && p.Kind == board.Sea {
				col = st.SeaLabel
			}
			c.Text(l.At, l.Text, l.Size*c.Scale, false, col, st.Halo)
		}
	}
	return c
}

func (c *Canvas) marker(m board.Marker, st Style, k float64) {
	switch m.Kind {
	case board.MarkerCanal:
		c.StrokeAll(m.Lines, false, 5*k, st.SC)
		c.StrokeAll(m.Lines, false, 2.6*k, st.Canal)
	default:
		var dashes [][]board.Point
		for _, l := range m.Lines {
			dashes = append(dashes, c.Dashed(l, 7*k, 4*k)...)
		}
		c.StrokeAll(dashes, false, 3.2*k, st.SC)
		c.StrokeAll(dashes, false, 2*k, st.Bridge)
		for _, l := range m.Lines {
			if len(l) > 0 {
				c.Disc(l[0], 2.5*k, st.Bridge, 0, nil)
				c.Disc(l[len(l)-1], 2.5*k, st.Bridge, 0, nil)
			}
		}
	}
}
