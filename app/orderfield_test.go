package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/mapview"
)

// Ctrl+Enter while typing in the order field is Done, as it is elsewhere
// on the turn screen; other shortcuts still reach the field.
func TestCtrlEnterInTheOrderFieldIsDone(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	tap(t, w, "I am Ann")
	e := orderFieldOf(t, w)
	w.Canvas().Focus(e)
	test.Type(e, "F lon")
	// The desktop driver hands a shortcut to the focused widget, if it
	// takes shortcuts, instead of to the window.
	focused, ok := w.Canvas().Focused().(fyne.Shortcutable)
	if !ok || focused != e {
		t.Fatalf("the order field does not have the focus (%T)", w.Canvas().Focused())
	}
	focused.TypedShortcut(&fyne.ShortcutSelectAll{})
	if e.SelectedText() != "F lon" {
		t.Errorf("Ctrl+A in the field selected %q, want its text", e.SelectedText())
	}
	focused.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatalf("Ctrl+Enter in the order field did not finish the turn:\n%s", texts(w))
	}
}

// boardOf is the board widget on screen.
func boardOf(t *testing.T, w fyne.Window) *mapview.Board {
	t.Helper()
	var m *mapview.Board
	everything(w, func(o fyne.CanvasObject) {
		if x, ok := o.(*mapview.Board); ok {
			m = x
		}
	})
	if m == nil {
		t.Fatal("no board on screen")
	}
	return m
}

// While the order field has the focus, no key zooms or pans the board:
// "-", "+", "0" and the arrows are the field's.
func TestTypedKeysNeverReachTheBoard(t *testing.T) {
	s := hotseattest.Classic(t)
	u, _ := turnOn(t, s, 0)
	m := boardOf(t, u.w)
	m.ZoomIn() // zoomed in, so that a pan would show
	m.ZoomIn()
	zoom := m.Zoom()
	at, _ := m.PositionOf("par")
	e := orderFieldOf(t, u.w)
	u.w.Canvas().Focus(e)
	keys(u.w, "A Ten - Ken+0-")
	for _, k := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyPageUp, fyne.KeyHome} {
		press(u.w, k)
	}
	if e.Text != "A Ten - Ken+0-" {
		t.Errorf("the field holds %q after typing A Ten - Ken+0-", e.Text)
	}
	if m.Zoom() != zoom {
		t.Errorf("typing in the order field zoomed the board from %.2f to %.2f", zoom, m.Zoom())
	}
	if now, _ := m.PositionOf("par"); now != at {
		t.Errorf("typing in the order field panned the board: Paris moved from %v to %v", at, now)
	}
}

// Matches show under the field as the player types, without opening a
// menu, and the order Enter would enter is drawn on the board first.
func TestCompletionShowsMatchesAndPreviewsTheOrder(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	e := orderFieldOf(t, u.w)
	u.w.Canvas().Focus(e)
	test.Type(e, "par bu")
	var shown []string
	for _, o := range e.matches.Objects {
		shown = append(shown, o.(*widget.Button).Text)
	}
	if len(shown) == 0 || shown[0] != "A Par - Bur" {
		t.Fatalf("typing \"par bu\" shows the matches %q, want A Par - Bur first", shown)
	}
	if len(u.w.Canvas().Overlays().List()) != 0 {
		t.Errorf("the matches opened a pop-up, which takes the keys")
	}
	if !sceneHasMove(boardOf(t, u.w), "par", "bur") {
		t.Errorf("the board does not preview A Par - Bur before Enter")
	}
	wantOrders(t, s, "france") // only a preview
	press(u.w, fyne.KeyDown)   // the second match
	second := k.preview
	if second == "A Par - Bur" || second == "" {
		t.Fatalf("Down did not move the highlight (preview %q)", second)
	}
	press(u.w, fyne.KeyUp)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantOrders(t, s, "france", "A Par - Bur")
	if e.Text != "" || len(e.matches.Objects) != 0 {
		t.Errorf("after Enter the field holds %q and %d matches", e.Text, len(e.matches.Objects))
	}
}

// An error under the field goes once the field is emptied, or once it
// holds an order that would go in.
func TestOrderErrorClearsWhenFixedOrCleared(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	e := orderFieldOf(t, u.w)
	u.w.Canvas().Focus(e)
	wrong := func() {
		e.SetText("")
		test.Type(e, "A lvp - mos")
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if !strings.Contains(k.errors.Text, "not adjacent") {
			t.Fatalf("an illegal order shows %q under the field", k.errors.Text)
		}
	}
	wrong()
	e.SetText("")
	if k.errors.Text != "" {
		t.Errorf("the error %q stays after the field is cleared", k.errors.Text)
	}
	wrong()
	e.SetText("A lvp - yo") // mending it: one completion away
	if k.errors.Text != "" {
		t.Errorf("the error %q stays once the order is mended", k.errors.Text)
	}
}

func sceneHasMove(m *mapview.Board, from, to string) bool {
	for _, o := range m.Scene().Orders {
		if o.Loc == from && o.Dest == to {
			return true
		}
	}
	return false
}

// An order typed while the hint bar has the keys (no click in the field
// first) goes to the order field from its first letter that is no order
// key: "A Ten - Ken" once went to the board, its "-" zooming out.
func TestOrderTypedOnTheBoardGoesToTheField(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0)
	m := boardOf(t, u.w)
	zoom := m.Zoom()
	if _, ok := u.w.Canvas().Focused().(*hintBar); !ok {
		t.Fatalf("the turn opens with the focus on %T, want the hint bar", u.w.Canvas().Focused())
	}
	keys(u.w, "A Lvp - Yor")
	if k.entry.Text != "A Lvp - Yor" {
		t.Errorf("the order field holds %q, want the typed order", k.entry.Text)
	}
	if m.Zoom() != zoom {
		t.Errorf("typing an order zoomed the board from %.2f to %.2f", zoom, m.Zoom())
	}
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantOrders(t, s, "england", "A Lvp - Yor")
}

// Orders typed straight onto the board keep their first letters even
// where those are order keys (R, S, D, M, C, H): "rmn bul" once became
// "n bul", "sev bla" became "ev bla".
func TestTypedOrderKeepsLettersThatAreOrderKeys(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 2) // Cy: Russia
	keys(u.w, "sev bla")
	if k.entry.Text != "sev bla" {
		t.Fatalf("the order field holds %q, want \"sev bla\"", k.entry.Text)
	}
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantOrders(t, s, "russia", "F Sev - Bla")
}

// Enter on a short form that does not surely name one of the player's
// orders enters nothing and says so: "mun bur" fits only supports of
// Germany's army ("hk scs" once entered a support of a British fleet).
func TestEnterNeverGuessesAShortForm(t *testing.T) {
	s := hotseattest.Classic(t)
	u, k := turnOn(t, s, 0) // Ann: England and France
	u.w.Canvas().Focus(k.entry)
	keys(u.w, "mun bur")
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantOrders(t, s, "france")
	if got := k.errors.Text; !strings.Contains(got, "orders match \"mun bur\": pick one") {
		t.Errorf("after Enter on \"mun bur\" the field says %q", got)
	}
	// Picked with ↓, it goes in.
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	k.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(ordersOf(s, "france")) != 1 {
		t.Errorf("the match picked with ↓ was not entered: %v", ordersOf(s, "france"))
	}
}
