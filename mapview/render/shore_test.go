package render

import (
	"fmt"
	"math"
	"testing"

	"dipdesk/variants"
	"dipdesk/variants/board"
)

// 1812 Overture's lakes are too narrow at fit zoom for their names
// inside, and Skaggerak's water was taken by a neighbour's name led
// into it: each is named in full over its own water (a lake's partly
// on its shore), with no leader, in the turn screen's pane at 1920×1080.
func TestSeaNamesStandOnTheirWater(t *testing.T) {
	pkg, err := variants.Builtin("overture1812")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		t.Fatal(err)
	}
	scale, _, _ := FitView(b.Width, b.Height, 1300, 1000, b.Wrap)
	c := NewCache()
	c.Prepare(b)
	n := c.named(b, scale, scale, 1)
	leaders := c.leadersOf(n)
	for _, id := range []string{"sup", "lmi", "ont", "ska"} {
		pr := b.Province(id)
		found := false
		for i, l := range n.Labels {
			if l.Province != id {
				continue
			}
			found = true
			if _, _, full, _, _ := c.NameAt(b, id, scale, scale, 1); !full {
				t.Errorf("%s: drawn %q, want %q", id, l.Text, pr.Name)
				continue
			}
			if leaders[i] != nil {
				t.Errorf("%s: %q is led to its water from elsewhere", id, l.Text)
			}
			px, halo := c.sizeOf(n, i, l, scale, 1)
			box := c.labelBox(c.labelAt(n, l, scale, scale, 1), l.Text, px, halo)
			if !newProvinceRows(pr, scale).overlaps(box, shoreShare) {
				t.Errorf("%s: %q stands less than %.0f%% over its water", id, l.Text, 100*shoreShare)
			}
		}
		if !found {
			t.Errorf("%s: no label", id)
		}
	}
}

// A sea's name led to it from outside never crosses another sea on the
// way (it would name that one), on every built-in board as drawn at fit
// zoom in both turn-screen panes.
func TestSeaLeadersCrossNoOtherSea(t *testing.T) {
	pkgs, err := variants.Builtins()
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range pkgs {
		b, err := board.ParseFile(pkg.Files, "map.svg")
		if err != nil {
			t.Fatal(err)
		}
		c := NewCache()
		c.Prepare(b)
		for _, size := range [][2]float64{{1300, 1000}, {900, 640}} {
			scale, _, _ := FitView(b.Width, b.Height, size[0], size[1], b.Wrap)
			n := c.named(b, scale, scale, 1)
			for i, lead := range c.leadersOf(n) {
				pr := b.Province(n.Labels[i].Province)
				if lead == nil || pr == nil || pr.Kind != board.Sea {
					continue
				}
				if other := seaCrossed(b, pr.ID, lead, scale); other != "" {
					t.Errorf("%s %v: the leader of %q crosses %s", pkg.ID, size, n.Labels[i].Text, other)
				}
			}
		}
	}
}

// seaCrossed is a sea other than own that a leader (board points)
// crosses by more than a pixel at scale, or "".
func seaCrossed(b *board.Board, own string, lead []board.Point, scale float64) string {
	for k := 1; k < len(lead); k++ {
		a, e := lead[k-1], lead[k]
		steps := int(math.Hypot(e.X-a.X, e.Y-a.Y)*scale) + 1
		runs := map[string]int{}
		for s := 0; s <= steps; s++ {
			f := float64(s) / float64(steps)
			q := board.Point{X: a.X + (e.X-a.X)*f, Y: a.Y + (e.Y-a.Y)*f}
			for _, pr := range b.Provinces {
				if pr.Kind == board.Sea && pr.ID != own && pr.Contains(q) {
					if runs[pr.ID]++; runs[pr.ID] > 2 {
						return fmt.Sprintf("%s (%s)", pr.Name, pr.ID)
					}
				}
			}
		}
	}
	return ""
}
