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
	support := resultLineOf(t, u.w, "A Marseilles supports A Paris → Burgundy")
	test.Tap(support)
	sel := m.Selected()
	slices.Sort(sel)
	if strings.Join(sel, " ") != "bur mar par" {
		t.Errorf("picking A Mar S A Par - Bur highlights %v, want mar, par and bur", sel)
	}
	if !support.picked {
		t.Error("the picked line is not marked")
	}
	test.Tap(resultLineOf(t, u.w, "A Paris → Burgundy"))
	if sel := m.Selected(); len(sel) != 2 || support.picked {
		t.Errorf("picking A Par - Bur highlights %v and leaves the support marked: %v", sel, support.picked)
	}
	test.Tap(resultLineOf(t, u.w, "A Paris → Burgundy"))
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

// Winter results say each build once, in one line of plain words: the
// order above its explanation said the same thing twice ("Build F Lon",
// then "Built F Lon").
func TestWinterResultsSayEachBuildOnce(t *testing.T) {
	s := hotseattest.Classic(t)
	for _, st := range hotseattest.ScriptedGame[:3] {
		for power, lines := range st.Orders {
			hotseattest.Enter(t, s, power, lines...)
		}
		hotseattest.FinishAll(t, s)
		if _, err := s.Resolve(); err != nil {
			t.Fatal(err)
		}
	}
	for power, lines := range hotseattest.ScriptedGame[3].Orders {
		hotseattest.Enter(t, s, power, lines...)
	}
	hotseattest.FinishAll(t, s)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.w.Resize(fyne.NewSize(1280, 800))
	u.resume(s)
	shoot(t, u.w, "winter-results")
	all := texts(u.w)
	lines := map[string]int{}
	everything(u.w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			for _, line := range strings.Split(l.Text, "\n") {
				lines[line]++
			}
		}
	})
	for _, want := range []string{"Built a fleet in London", "Built an army in Paris"} {
		if lines[want] != 1 {
			t.Errorf("the results say %q %d times, want once:\n%s", want, lines[want], all)
		}
	}
	for _, twice := range []string{"Build F Lon", "Built F Lon"} {
		if strings.Contains(all, twice) {
			t.Errorf("the results still say %q:\n%s", twice, all)
		}
	}
}
