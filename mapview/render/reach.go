package render

import (
	"image/color"
	"slices"
)

// Reach is where a unit could move from each province, by province id:
// what borders it for an army, and for a fleet (from any of its coasts).
// Built from a variant's graph by ReachOf; the board highlights it on
// hover, which answers "what borders Cádiz?".
type Reach struct {
	Army, Fleet map[string][]string
}

// From lists the provinces a unit in prov could move to, each with
// whether an army and whether a fleet could, in a stable order.
func (r *Reach) From(prov string) []Reachable {
	if r == nil || prov == "" {
		return nil
	}
	var out []Reachable
	at := map[string]int{}
	add := func(id string, army bool) {
		i, ok := at[id]
		if !ok {
			i = len(out)
			at[id] = i
			out = append(out, Reachable{Province: id})
		}
		if army {
			out[i].Army = true
		} else {
			out[i].Fleet = true
		}
	}
	for _, id := range r.Army[prov] {
		add(id, true)
	}
	for _, id := range r.Fleet[prov] {
		add(id, false)
	}
	slices.SortFunc(out, func(a, b Reachable) int {
		if a.Province < b.Province {
			return -1
		}
		if a.Province > b.Province {
			return 1
		}
		return 0
	})
	return out
}

// Reachable is a province a unit could move to, and by which kind of unit.
type Reachable struct {
	Province    string
	Army, Fleet bool
}

// Highlight is how a province is marked over the board: a fill (maybe
// hatched) and an outline.
type Highlight struct {
	Fill Paint
	Line color.NRGBA
}

// Highlights for provinces a hovered province's units could move to: an
// army's in a solid orange wash, a fleet's hatched in blue, both with both,
// so the kind never rests on colour alone.
var (
	ReachArmy  = Highlight{Fill: Solid(color.NRGBA{0xf0, 0x90, 0x30, 0x70}), Line: color.NRGBA{0xb0, 0x50, 0x00, 0xff}}
	ReachFleet = Highlight{Fill: Paint{Color: color.NRGBA{0x40, 0x80, 0xe0, 0x30}, Hatch: color.NRGBA{0x10, 0x40, 0xa0, 0xd0}, Spacing: 6},
		Line: color.NRGBA{0x10, 0x40, 0xa0, 0xff}}
	ReachBoth = Highlight{Fill: Paint{Color: color.NRGBA{0xf0, 0x90, 0x30, 0x70}, Hatch: color.NRGBA{0x10, 0x40, 0xa0, 0xd0}, Spacing: 6},
		Line: color.NRGBA{0x60, 0x30, 0x80, 0xff}}
)

// ReachHighlight is the highlight for a province an army, a fleet or both
// could move to.
func ReachHighlight(r Reachable) Highlight {
	switch {
	case r.Army && r.Fleet:
		return ReachBoth
	case r.Fleet:
		return ReachFleet
	}
	return ReachArmy
}
