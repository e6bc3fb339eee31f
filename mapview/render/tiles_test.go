package render

import (
	"image"
	"os"
	"testing"

	"dipdesk/variants/board"
)

// worldScene is a busy scene on a board: a unit on every third anchor,
// with moves, supports and convoys to anchors far away (many cross the
// seam of a world map) and holds, so that tiles of the board meet orders
// whose ends lie well outside them.
func worldScene(b *board.Board) *Scene {
	s := &Scene{Powers: []Power{{Name: "Red"}, {Name: "Blue"}, {Name: "Green"}}, SCOwner: map[string]int{}}
	var locs []string
	for _, a := range b.Units {
		if a.Coast == "" {
			locs = append(locs, a.Province)
		}
	}
	for i := 0; i < len(locs); i += 3 {
		far := locs[(i+len(locs)/2)%len(locs)]
		near := locs[(i+3)%len(locs)]
		s.Units = append(s.Units, Unit{Kind: UnitKind(i % 2), Power: i % 3, Loc: locs[i], Dislodged: i%21 == 0})
		o := Order{Power: i % 3, Loc: locs[i], Result: Result(i % 6)}
		switch i % 4 {
		case 0:
			o.Kind, o.Dest = Move, far
		case 1:
			o.Kind, o.Target = SupportHold, near
		case 2:
			o.Kind, o.Target, o.Dest = SupportMove, near, far
		default:
			o.Kind, o.Target, o.Dest = Convoy, far, near
		}
		s.Orders = append(s.Orders, o)
		s.SCOwner[locs[i]] = i % 3
	}
	return s
}

// Drawing skips what lies outside the clip (lines, shapes, orders by
// their boxes): drawn tile by tile, the world map and a busy scene must
// be the picture drawn whole. Bands drawn in parallel and the strips a
// pan uncovers are such tiles. Only float rounding may differ (one
// level in a channel), never a missing or cut mark.
func TestTilesMatchTheWholeDrawingExactly(t *testing.T) {
	b, err := board.ParseFile(os.DirFS("../../variants/imperial"), "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	s := worldScene(b)
	pal := PaletteFor(s.Powers, false)
	st := DefaultStyle()
	scale := 0.45
	w, h := int(b.Width*scale), int(b.Height*scale)
	draw := func(p *Pen) {
		p.Board(b, Options{Style: &st})
		p.Scene(b, s, pal, st)
	}
	cache := NewCache()
	whole := NewPen(image.NewRGBA(image.Rect(0, 0, w, h)), scale, cache)
	draw(whole)
	tiled := NewPen(image.NewRGBA(image.Rect(0, 0, w, h)), scale, cache)
	const tw, th = 173, 119 // odd sizes: tile edges fall anywhere
	for y := 0; y < h; y += th {
		for x := 0; x < w; x += tw {
			tiled.Clip = image.Rect(x, y, x+tw, y+th)
			draw(tiled)
		}
	}
	differ := 0
	for i := range whole.Img.Pix {
		if d := int(whole.Img.Pix[i]) - int(tiled.Img.Pix[i]); d > 1 || d < -1 {
			differ++
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d channel values differ between the tiled and the whole drawing", differ, len(whole.Img.Pix))
	}
}
