package mapview

import (
	"io/fs"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// classicFS is the Classic variant's folder.
func classicFS(t testing.TB) fs.FS {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatalf("Classic: %v", err)
	}
	return pkg.Files
}

// classic returns the Classic board widget in a test window of size w×h.
func classic(t testing.TB, w, h float32) (*Board, fyne.Window) {
	t.Helper()
	return inWindow(t, "Classic", classicFS(t), w, h)
}

// inWindow returns the board of a variant folder in a test window of size
// w×h, with no padding round it; name says which board in a failure.
func inWindow(t testing.TB, name string, files fs.FS, w, h float32) (*Board, fyne.Window) {
	t.Helper()
	m := New(files)
	if m.Err() != nil {
		t.Fatalf("%s board: %v", name, m.Err())
	}
	test.NewTempApp(t)
	win := test.NewTempWindow(t, m)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return m, win
}

// classicStart is the Classic starting position through the engine.
func classicStart(t testing.TB) (*engine.Variant, *render.Scene) {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatalf("Classic: %v", err)
	}
	pos := pkg.Variant.Start()
	return pkg.Variant, render.SceneOf(pkg.Variant, &pos, nil, nil)
}

// everyOrder is a Classic position with every kind of order and result.
func everyOrder(t testing.TB) *render.Scene {
	_, s := classicStart(t)
	s.Units = append(s.Units,
		render.Unit{Kind: render.Fleet, Power: 1, Loc: "nth"}, render.Unit{Kind: render.Army, Power: 1, Loc: "yor"},
		render.Unit{Kind: render.Army, Power: 5, Loc: "gal", Dislodged: true}, render.Unit{Kind: render.Army, Power: 0, Loc: "gal"},
		render.Unit{Kind: render.Fleet, Power: 4, Loc: "tys"}, render.Unit{Kind: render.Army, Power: 2, Loc: "spa"})
	s.Orders = []render.Order{
		{Kind: render.Move, Power: 2, Unit: render.Army, Loc: "par", Dest: "bur", Result: render.Succeeded},
		{Kind: render.SupportMove, Power: 2, Unit: render.Army, Loc: "mar", Target: "par", Dest: "bur", Result: render.Succeeded},
		{Kind: render.Move, Power: 3, Unit: render.Army, Loc: "mun", Dest: "bur", Result: render.Bounced},
		{Kind: render.Hold, Power: 3, Unit: render.Army, Loc: "ber", Result: render.Succeeded},
		{Kind: render.Move, Power: 1, Unit: render.Army, Loc: "yor", Dest: "nwy", Via: []string{"nth"}, Result: render.Succeeded},
		{Kind: render.Convoy, Power: 1, Unit: render.Fleet, Loc: "nth", Target: "yor", Dest: "nwy", Result: render.Succeeded},
		{Kind: render.Move, Power: 1, Unit: render.Fleet, Loc: "edi", Dest: "nwg", Result: render.Pending},
		{Kind: render.SupportHold, Power: 0, Unit: render.Army, Loc: "vie", Target: "bud", Result: render.Succeeded},
		{Kind: render.SupportMove, Power: 0, Unit: render.Army, Loc: "bud", Target: "gal", Dest: "war", Result: render.Cut},
		{Kind: render.Move, Power: 0, Unit: render.Fleet, Loc: "tri", Dest: "ven", Result: render.Failed},
		{Kind: render.Hold, Power: 4, Unit: render.Army, Loc: "ven", Result: render.Dislodged},
		{Kind: render.Retreat, Power: 5, Unit: render.Army, Loc: "gal", Dest: "ukr", Result: render.Pending},
		{Kind: render.Build, Power: 5, Unit: render.Fleet, Loc: "stp/nc", Result: render.Pending},
		{Kind: render.Disband, Power: 5, Unit: render.Fleet, Loc: "sev", Result: render.Pending},
		{Kind: render.Move, Power: 6, Unit: render.Fleet, Loc: "ank", Dest: "bla", Result: render.Failed},
		{Kind: render.Move, Power: 6, Unit: render.Army, Loc: "con", Dest: "bul", Result: render.Succeeded},
		{Kind: render.Move, Power: 4, Unit: render.Fleet, Loc: "tys", Dest: "wes", Result: render.Succeeded},
		{Kind: render.Move, Power: 2, Unit: render.Army, Loc: "spa", Dest: "naf", Via: []string{"wes"}, Result: render.Failed},
	}
	return s
}
