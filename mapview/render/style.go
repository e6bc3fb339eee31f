package render

import "image/color"

// Style is the board's colours and line widths (widths in pixels for a
// board shown 1600 pixels wide; Pen.Board scales them with the zoom).
type Style struct {
	Sea, SeaProvince, Land, Neutral, Impassable, Hatch color.RGBA
	Lake, River, Coast, LandBorder, SeaBorder          color.RGBA
	ImpassableBorder, Canal, Bridge, Wrap, Inset       color.RGBA
	SC, SCRing                                         color.RGBA
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
		Wrap:             rgb(0x5b, 0x2a, 0x86),
		Inset:            rgb(0x3c, 0x3c, 0x3c),
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

// Options says how Pen.Board draws the static board.
type Options struct {
	Style *Style // nil: DefaultStyle
	// Tint replaces the fill of the named provinces (ownership colours); it
	// is drawn under borders, markers and labels.
	Tint map[string]color.Color
	// NoLabels leaves the province names out (for small thumbnails).
	NoLabels bool
	// Reach is the rules' moves (ReachOf): with it, bridge markers that
	// stand in for a border the shapes do not show are drawn apart from
	// land bridges (StandIn).
	Reach *Reach
	// Abbreviations draws each province's code ("STP", Code) instead of
	// its name, as experienced players read boards.
	Abbreviations bool
}
