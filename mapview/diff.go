package mapview

import (
	"fmt"
	"strings"

	"dipdesk/mapview/render"
	"dipdesk/variants/board"
)

// sceneKeys is what a scene showed, kept to find what the next one
// changes: a redraw then covers just the changed units' and orders' boxes.
type sceneKeys struct {
	powers string
	units  map[string]int
	orders map[string]int
	scs    map[string]int
}

func keysOf(s *render.Scene) *sceneKeys {
	if s == nil {
		return nil
	}
	k := &sceneKeys{units: map[string]int{}, orders: map[string]int{}, scs: map[string]int{}}
	var p strings.Builder
	for _, pw := range s.Powers {
		fmt.Fprintf(&p, "%s/%s|", pw.Name, pw.Letter)
	}
	k.powers = p.String()
	for _, u := range s.Units {
		k.units[unitKey(u)]++
	}
	for _, o := range s.Orders {
		k.orders[orderKey(o)]++
	}
	for id, o := range s.SCOwner {
		k.scs[id] = o
	}
	return k
}

func unitKey(u render.Unit) string {
	return fmt.Sprintf("%d|%d|%s|%v", u.Kind, u.Power, u.Loc, u.Dislodged)
}

func orderKey(o render.Order) string {
	return fmt.Sprintf("%d|%d|%d|%s|%s|%s|%s|%d", o.Kind, o.Power, o.Unit, o.Loc, o.Target, o.Dest, strings.Join(o.Via, ","), o.Result)
}

// changedBoxes lists the board boxes whose drawing differs between the
// scenes keyed old and s, or ok=false when everything must be redrawn.
func changedBoxes(b *board.Board, old *sceneKeys, s *render.Scene) (boxes []board.Rect, ok bool) {
	if old == nil || s == nil {
		return nil, false
	}
	nk := keysOf(s)
	if nk.powers != old.powers {
		return nil, false
	}
	changed := func(a, c map[string]int, key string) bool { return a[key] != c[key] }
	for _, u := range s.Units {
		if changed(old.units, nk.units, unitKey(u)) {
			if r, ok := render.UnitExtent(b, u); ok {
				boxes = append(boxes, r)
			}
		}
	}
	for _, o := range s.Orders {
		if changed(old.orders, nk.orders, orderKey(o)) {
			if r, ok := render.OrderExtent(b, o); ok {
				boxes = append(boxes, r)
			}
		}
	}
	// What is gone: parse nothing back, the boxes come from the keys.
	for key, n := range old.units {
		if nk.units[key] != n {
			if r, ok := render.UnitExtent(b, unitFromKey(key)); ok {
				boxes = append(boxes, r)
			}
		}
	}
	for key, n := range old.orders {
		if nk.orders[key] != n {
			if r, ok := render.OrderExtent(b, orderFromKey(key)); ok {
				boxes = append(boxes, r)
			}
		}
	}
	for _, a := range b.SCs {
		o1, in1 := old.scs[a.Province]
		o2, in2 := nk.scs[a.Province]
		if in1 != in2 || o1 != o2 {
			boxes = append(boxes, board.Rect{Min: a.At, Max: a.At})
		}
	}
	return boxes, true
}

// unitFromKey and orderFromKey recover the places a key names (enough to
// find where the item was drawn).
func unitFromKey(key string) render.Unit {
	f := strings.Split(key, "|")
	return render.Unit{Loc: f[2]}
}

func orderFromKey(key string) render.Order {
	f := strings.Split(key, "|")
	o := render.Order{Loc: f[3], Target: f[4], Dest: f[5]}
	if f[6] != "" {
		o.Via = strings.Split(f[6], ",")
	}
	return o
}
