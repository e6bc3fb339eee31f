package mapview

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// A turn that opens zoomed in on the player's units (OpenOn) shows them
// and their names clear of the column of round buttons at the board's
// top right (issue 25): the view centred on the player's largest group
// could leave another of their units, or its name, under the zoom
// buttons at the pane's right edge (one opening view in ten on American
// Conflict and War in North America). Checked on every board that opens
// zoomed, in the turn screen's pane at 1366×768 (about 900×640), where
// the buttons take the largest share: for every power at the start,
// where none may be covered, and for 12 spread-out sets of units, as a
// power holds in mid-game, where at most one in fifty may be (the view
// moves only as far as keeps the group it shows in view). At the start
// no view shows an empty band beside a board that overfills the pane
// either. It opens about a hundred views, each placing names at new
// zooms: seconds on Imperial, the price of seeing spread-out armies as
// players have them.
func TestOpeningViewKeepsOwnUnitsClearOfTheButtons(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	zoomed, spread, covered := 0, 0, 0
	for _, p := range pkgs {
		t.Run(p.ID, func(t *testing.T) {
			m, win := inWindow(t, p.ID, p.Files, 900, 640)
			v := p.Variant
			pos := v.Start()
			var places []string
			for _, pr := range m.b.Provinces {
				if _, ok := m.b.Unit(pr.ID); ok {
					places = append(places, pr.ID)
				}
			}
			rng := rand.New(rand.NewSource(1))
			for _, size := range []fyne.Size{{Width: 900, Height: 640}} {
				win.Resize(size)
				for pw := 0; pw < v.NumPowers(); pw++ {
					locs := render.UnitLocs(v, &pos, []engine.PowerID{engine.PowerID(pw)})
					if m.OpenOn(locs...); m.v.zoom <= 1 {
						continue
					}
					zoomed++
					if msg := buttonsCoverOwn(m, locs); msg != "" {
						t.Errorf("%s, %s's first turn in a %v pane: %s", p.ID, v.Power(engine.PowerID(pw)).Name, size, msg)
					}
					if msg := emptyBand(m); msg != "" {
						t.Errorf("%s, %s's first turn in a %v pane: %s", p.ID, v.Power(engine.PowerID(pw)).Name, size, msg)
					}
				}
				for range 12 {
					// A place and about a quarter of those within 600 board
					// units of it.
					c, _ := m.b.Unit(places[rng.Intn(len(places))])
					var locs []string
					for _, o := range places {
						q, _ := m.b.Unit(o)
						if math.Hypot(q.X-c.X, q.Y-c.Y) < 600 && rng.Intn(4) == 0 {
							locs = append(locs, o)
						}
					}
					if m.OpenOn(locs...); len(locs) == 0 || m.v.zoom <= 1 {
						continue
					}
					spread++
					if msg := buttonsCoverOwn(m, locs); msg != "" {
						covered++
						t.Logf("%s in a %v pane: %s", p.ID, size, msg)
					}
				}
			}
		})
	}
	if zoomed == 0 || spread < 50 {
		t.Fatalf("%d first turns and %d spread-out sets opened zoomed; the test shows little", zoomed, spread)
	}
	if covered*50 > spread {
		t.Errorf("%d of %d opening views on spread-out units put one of them, or its name, under the buttons", covered, spread)
	}
}

// emptyBand says where the view shows an empty band beside a board that
// overfills the pane ("" if nowhere): a view chosen for the player shows
// board up to the edges. Great Britain's first turn in 1776 II opened
// with a quarter of the pane empty above Quebec.
func emptyBand(m *Board) string {
	s := m.v.scale()
	w, h := float64(m.v.size.Width), float64(m.v.size.Height)
	if n := m.v.bh * s; n > h && (m.v.oy > 0.5 || m.v.oy+n < h-0.5) {
		return fmt.Sprintf("the board, %.0f px tall, runs from y %.0f in a pane %.0f tall", n, m.v.oy, h)
	}
	if n := m.v.bw * s; !m.v.wrap && n > w && (m.v.ox > 0.5 || m.v.ox+n < w-0.5) {
		return fmt.Sprintf("the board, %.0f px wide, runs from x %.0f in a pane %.0f wide", n, m.v.ox, w)
	}
	return ""
}

// buttonsCoverOwn names a unit of locs, or its province's name, that the
// view shows under the buttons ("" if none).
func buttonsCoverOwn(m *Board, locs []string) string {
	r := test.WidgetRenderer(m).(*boardRenderer)
	bp, bs := r.buttons.Position(), r.buttons.Size()
	size := m.Size()
	under := func(x0, y0, x1, y1 float32) bool {
		return x1 > bp.X && x0 < bp.X+bs.Width && y1 > bp.Y && y0 < bp.Y+bs.Height
	}
	s := m.v.scale()
	d := m.density()
	rad := float32(render.LookAt(m.Model(), s, m.pal).R)
	half := float32(render.ToolColumn) / 2
	for _, l := range locs {
		q, ok := m.PositionOf(l)
		if !ok || q.X < 0 || q.Y < 0 || q.X > size.Width || q.Y > size.Height {
			continue // not in view: the opening view shows a group of them
		}
		if under(q.X-rad, q.Y-rad, q.X+rad, q.Y+rad) {
			return fmt.Sprintf("the unit at %s (%.0f, %.0f) is under the buttons", l, q.X, q.Y)
		}
		prov := l
		if i := len(l) - 3; i > 0 && l[i] == '/' {
			prov = l[:i]
		}
		text, at, _, shown, ok := m.text.NameAt(m.b, prov, s*d, s, d)
		if !ok || !shown {
			continue
		}
		n := m.v.toLogical(at)
		n.X += float32(m.v.copyShift(float64(n.X), float64(n.X), float64(q.X)))
		if under(n.X-half, n.Y-half, n.X+half, n.Y) {
			return fmt.Sprintf("the name %q of %s at (%.0f, %.0f) is under the buttons", text, prov, n.X, n.Y)
		}
	}
	return ""
}
