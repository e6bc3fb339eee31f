package app

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
)

// resultLineOf is the results list's line whose text starts with order.
func resultLineOf(t *testing.T, w fyne.Window, order string) *resultLine {
	t.Helper()
	var found *resultLine
	everything(w, func(o fyne.CanvasObject) {
		l, ok := o.(*resultLine)
		if !ok {
			return
		}
		walk(l.content, func(c fyne.CanvasObject) {
			if lb, ok := c.(*widget.Label); ok && strings.HasPrefix(lb.Text, order+"\n") {
				found = l
			}
		})
	})
	if found == nil {
		t.Fatalf("no result line for %s:\n%s", order, texts(w))
	}
	return found
}

// Picking a result line highlights its order's places on the board;
// picking it again clears them, and picking another moves them.
func TestResultLineHighlightsItsOrder(t *testing.T) {
	s := hotseattest.Classic(t)
	hotseattest.Enter(t, s, "france", "A par - bur", "A mar S A par - bur")
	hotseattest.FinishAll(t, s)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.resume(s) // everyone is done: it resolves and shows the results
	m := boardOf(t, u.w)
	support := resultLineOf(t, u.w, "A Mar S A Par - Bur")
	test.Tap(support)
	sel := m.Selected()
	slices.Sort(sel)
	if strings.Join(sel, " ") != "bur mar par" {
		t.Errorf("picking A Mar S A Par - Bur highlights %v, want mar, par and bur", sel)
	}
	if !support.picked {
		t.Error("the picked line is not marked")
	}
	test.Tap(resultLineOf(t, u.w, "A Par - Bur"))
	if sel := m.Selected(); len(sel) != 2 || support.picked {
		t.Errorf("picking A Par - Bur highlights %v and leaves the support marked: %v", sel, support.picked)
	}
	test.Tap(resultLineOf(t, u.w, "A Par - Bur"))
	if sel := m.Selected(); len(sel) != 0 {
		t.Errorf("picking the line again left %v highlighted", sel)
	}
}

// The hover label never outlives its screen: on the next screen that
// shows the board, nothing is named until the pointer moves over it.
func TestHoverLabelForgottenOnTheNextScreen(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	m := boardOf(t, u.w)
	par, _ := m.PositionOf("par")
	m.MouseIn(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: par}})
	if m.Hovered() != "par" {
		t.Fatalf("the pointer over Paris names %q", m.Hovered())
	}
	k.back() // to the curtain, and on to the next player's turn
	u.showTurn(1)
	if boardOf(t, u.w) != m {
		t.Fatal("the board was not reused; the test no longer covers the fault")
	}
	if h := m.Hovered(); h != "" {
		t.Errorf("the next screen names %q with the pointer nowhere on its board", h)
	}
}
