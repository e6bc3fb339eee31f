package hotseat

import (
	"fmt"
	"strings"

	"dipdesk/engine"
)

// Redefine moves the game onto a changed definition of its variant (a
// designer saved the variant's files during a game): the game continues
// on v when v keeps the same powers and the same provinces and coasts, in
// the same order — the saved positions and orders name them by number —
// and the current position stands on v. Orders entered this phase that v
// no longer allows are dropped (and their powers are no longer done), and
// named in the returned note. Otherwise nothing changes and the error
// says exactly why the game cannot move.
func (s *Session) Redefine(definition []byte, v *engine.Variant) (note string, err error) {
	old := s.Variant()
	if why := sameShape(old, v); why != "" {
		return "", fmt.Errorf("this game cannot continue on the changed definition: %s; the game's positions name them by number. It keeps the definition it started with; start a new game to play the new one", why)
	}
	if err := v.CheckPosition(&s.Game.Current); err != nil {
		return "", fmt.Errorf("this game cannot continue on the changed definition: the current position does not stand on it (%v). It keeps the definition it started with", err)
	}
	var dropped []string
	keep := map[engine.PowerID][]engine.Order{}
	for pw, orders := range s.Orders {
		for _, o := range orders {
			if c, err := v.Check(&s.Game.Current, o); err == nil {
				keep[pw] = append(keep[pw], c)
			} else {
				dropped = append(dropped, v.Power(pw).Name+": "+err.Error())
				delete(s.Done, pw)
			}
		}
	}
	s.Orders = keep
	s.Definition = definition
	s.Game.Variant = v
	if len(dropped) > 0 {
		note = "Orders the new definition no longer allows were taken back:\n• " + strings.Join(dropped, "\n• ")
	}
	return note, nil
}

// sameShape says how a and b differ in what a game's saved state counts
// on (powers, provinces, coasts), or "".
func sameShape(a, b *engine.Variant) string {
	if a.NumPowers() != b.NumPowers() {
		return fmt.Sprintf("it has %d powers instead of %d", b.NumPowers(), a.NumPowers())
	}
	for i := 0; i < a.NumPowers(); i++ {
		if pa, pb := a.Power(engine.PowerID(i)), b.Power(engine.PowerID(i)); pa.ID != pb.ID {
			return fmt.Sprintf("power %d is now %q, not %q", i+1, pb.ID, pa.ID)
		}
	}
	if a.NumProvinces() != b.NumProvinces() {
		return fmt.Sprintf("it has %d provinces instead of %d", b.NumProvinces(), a.NumProvinces())
	}
	for i := 0; i < a.NumProvinces(); i++ {
		if pa, pb := a.Province(engine.ProvinceID(i)), b.Province(engine.ProvinceID(i)); pa.ID != pb.ID {
			return fmt.Sprintf("province %d is now %q, not %q", i+1, pb.ID, pa.ID)
		}
	}
	if a.NumLocs() != b.NumLocs() {
		return "its coasts changed"
	}
	for i := 0; i < a.NumLocs(); i++ {
		if la, lb := a.Loc(engine.LocID(i)), b.Loc(engine.LocID(i)); la.Province != lb.Province || la.Coast != lb.Coast {
			return "its coasts changed"
		}
	}
	return ""
}
