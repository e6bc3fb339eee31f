package mapview

import (
	"fmt"
	"strconv"
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
// scenes keyed old and s at look lk (what each box's pad is for), or
// ok=false when everything must be redrawn. An order's boxes follow its
// arrow or line (render.OrderExtents).
func changedBoxes(b *board.Board, old *sceneKeys, s *render.Scene, lk render.Look) (boxes []dirtyBox, ok bool) {
	if old == nil || s == nil {
		return nil, false
	}
	nk := keysOf(s)
	if nk.powers != old.powers {
		return nil, false
	}
	margin := render.Margin(lk)
	unit := func(u render.Unit) {
		if r, ok := render.UnitExtent(b, u); ok {
			boxes = append(boxes, dirtyBox{r, margin})
		}
	}
	order := func(o render.Order) {
		es, _ := render.OrderExtents(b, o, lk)
		for _, e := range es {
			boxes = append(boxes, dirtyBox{e.Box, e.Pad})
		}
	}
	changed := func(a, c map[string]int, key string) bool { return a[key] != c[key] }
	for _, u := range s.Units {
		if changed(old.units, nk.units, unitKey(u)) {
			unit(u)
		}
	}
	for _, o := range s.Orders {
		if changed(old.orders, nk.orders, orderKey(o)) {
			order(o)
		}
	}
	// What is gone: the boxes come from the keys.
	for key, n := range old.units {
		if nk.units[key] != n {
			unit(unitFromKey(key))
		}
	}
	for key, n := range old.orders {
		if nk.orders[key] != n {
			order(orderFromKey(key))
		}
	}
	for _, a := range b.SCs {
		o1, in1 := old.scs[a.Province]
		o2, in2 := nk.scs[a.Province]
		if in1 != in2 || o1 != o2 {
			boxes = append(boxes, dirtyBox{board.Rect{Min: a.At, Max: a.At}, margin})
		}
	}
	return boxes, true
}

// unitFromKey and orderFromKey recover the places a key names, and an
// order's kind (enough to find where the item was drawn).
func unitFromKey(key string) render.Unit {
	f := strings.Split(key, "|")
	return render.Unit{Loc: f[2]}
}

func orderFromKey(key string) render.Order {
	f := strings.Split(key, "|")
	kind, _ := strconv.Atoi(f[0])
	o := render.Order{Kind: render.OrderKind(kind), Loc: f[3], Target: f[4], Dest: f[5]}
	if f[6] != "" {
		o.Via = strings.Split(f[6], ",")
	}
	return o
}
