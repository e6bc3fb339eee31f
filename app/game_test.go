package app

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// seats gives the scripted game's powers to their players on the new-game
// screen: Ann England and France, Bob Germany (PIN 1234), Cy Russia; the
// other powers nobody.
func seats(t *testing.T, w fyne.Window) {
	t.Helper()
	names := map[string]string{"England": "Ann", "France": "Ann", "Germany": "Bob", "Russia": "Cy"}
	chooseVariant(w, "Classic")
	var entries []*widget.Entry
	var labels []string
	everything(w, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			entries = append(entries, x)
		case *widget.Label:
			labels = append(labels, x.Text)
		}
	})
	// The seat grid is power label, name entry, PIN entry per row.
	powers := []string{}
	for _, l := range labels {
		switch l {
		case "Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey":
			powers = append(powers, l)
		}
	}
	if len(powers) != 7 || len(entries) < 14 {
		t.Fatalf("new-game screen: %d powers and %d entries; it shows:\n%s", len(powers), len(entries), texts(w))
	}
	for i, pw := range powers {
		name, pin := entries[2*i], entries[2*i+1]
		name.SetText(names[pw])
		if pw == "Germany" {
			pin.SetText("1234")
		}
	}
}

var passRE = regexp.MustCompile(`Pass the laptop to (\w+)`)

// whoIsUp reads the curtain.
func whoIsUp(t *testing.T, w fyne.Window) string {
	t.Helper()
	m := passRE.FindStringSubmatch(texts(w))
	if m == nil {
		t.Fatalf("expected the curtain; the screen shows:\n%s", texts(w))
	}
	return m[1]
}

var holds = map[string][]string{"Ann": {"england", "france"}, "Bob": {"germany"}, "Cy": {"russia"}}

// startClassic sets up the Classic game of the scripted tests (see
// seats) from the home screen, starts it and leaves the table screen for
// the first curtain.
func startClassic(t *testing.T, w fyne.Window) {
	t.Helper()
	tap(t, w, "New game")
	seats(t, w)
	tap(t, w, "Start the game")
	startOrders(t, w)
}

// setTimer picks a negotiation timer on the new-game screen.
func setTimer(w fyne.Window, choice string) {
	everything(w, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && len(s.Options) > 0 && s.Options[0] == "No timer" {
			s.SetSelected(choice)
		}
	})
}

// orderFieldOf is the turn screen's order field.
func orderFieldOf(t *testing.T, w fyne.Window) *orderField {
	t.Helper()
	var e *orderField
	everything(w, func(o fyne.CanvasObject) {
		if x, ok := o.(*orderField); ok {
			e = x
		}
	})
	if e == nil {
		t.Fatalf("no order field; the screen shows:\n%s", texts(w))
	}
	return e
}

// typeOrder types an order into the turn screen's order field and presses
// Enter, as a player would.
func typeOrder(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	e := orderFieldOf(t, w)
	e.SetText("")
	test.Type(e, text)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if e.Text != "" {
		t.Fatalf("order %q was not accepted; the screen shows:\n%s", text, texts(w))
	}
}

// formatted is an order as the screens write it, e.g. "F London → North
// Sea".
func formatted(t *testing.T, text string) string {
	t.Helper()
	pkg, err := variants.Builtin("classic")
	if err != nil {
		t.Fatal(err)
	}
	o, err := pkg.Variant.ParseOrder(text)
	if err != nil {
		t.Fatal(err)
	}
	return pkg.Variant.FormatOrderFull(o)
}

// playStep plays one scripted phase through the screens: curtain, PIN,
// orders typed, Done, until the results appear.
func playStep(t *testing.T, w fyne.Window, step hotseattest.Step, previous []string) {
	t.Helper()
	for guard := 0; guard < 4; guard++ {
		got := texts(w)
		if strings.Contains(got, "Results: ") {
			return
		}
		player := whoIsUp(t, w)
		// Privacy: nothing the previous player chose is on the curtain.
		for _, o := range previous {
			if strings.Contains(got, o) {
				t.Fatalf("the curtain for %s shows another player's order %q:\n%s", player, o, got)
			}
		}
		if player == "Bob" {
			var pin *widget.Entry
			everything(w, func(o fyne.CanvasObject) {
				if e, ok := o.(*widget.Entry); ok && e.Password {
					pin = e
				}
			})
			if pin == nil {
				t.Fatal("Bob set a PIN but the curtain asks for none")
			}
			test.Type(pin, "0000")
			tap(t, w, "I am Bob")
			if !strings.Contains(texts(w), "not Bob's PIN") {
				t.Fatal("a wrong PIN opened Bob's turn")
			}
			test.Type(pin, "1234")
		}
		tap(t, w, "I am "+player)
		// Privacy: the next player's own turn shows none of the last one's orders.
		for _, o := range previous {
			if got := texts(w); strings.Contains(got, o) {
				t.Fatalf("%s's turn shows another player's order %q:\n%s", player, o, got)
			}
		}
		var typed []string
		for _, power := range holds[player] {
			for _, o := range step.Orders[power] {
				typeOrder(t, w, o)
				typed = append(typed, formatted(t, o))
			}
		}
		if got := texts(w); !strings.Contains(got, typed[0]) {
			t.Fatalf("%s's order %q is not in their order list:\n%s", player, typed[0], got)
		}
		previous = typed
		tap(t, w, "Done")
	}
	t.Fatalf("the phase did not resolve; the screen shows:\n%s", texts(w))
}

// A whole scripted Classic game through the real screens: setup, private
// turns with a PIN, a retreat, builds, results; then the app is closed and
// a new one continues the saved game to the end of the script.
func TestHotSeatGameThroughTheScreens(t *testing.T) {
	store := savegame.Store{Dir: t.TempDir()}
	w := newTestWindow(t, store)
	startClassic(t, w)

	half := 3 // play the first three phases, then restart the app
	for i, step := range hotseattest.ScriptedGame[:half] {
		playStep(t, w, step, nil)
		if got := texts(w); !strings.Contains(got, "Next: "+step.Next) {
			t.Fatalf("step %d: results do not announce %q:\n%s", i, step.Next, got)
		}
		tap(t, w, "Continue")
		atTheTable(t, w, hotseattest.ScriptedGame[i].Next)
		startOrders(t, w)
	}

	// A new app, as after closing the laptop: Continue resumes the game.
	w2 := newTestWindow(t, store)
	tap(t, w2, "Continue")
	startOrders(t, w2) // nobody had started the phase: the table again
	for i, step := range hotseattest.ScriptedGame[half:] {
		playStep(t, w2, step, nil)
		if got := texts(w2); !strings.Contains(got, "Next: "+step.Next) {
			t.Fatalf("step %d: results do not announce %q:\n%s", half+i, step.Next, got)
		}
		tap(t, w2, "Continue")
		startOrders(t, w2)
	}
	if got := whoIsUp(t, w2); got != "Ann" {
		t.Errorf("Fall 1902 starts with %s, want Ann", got)
	}

	// The saved game matches the same script played without screens.
	saved := savedGame(t, store)
	want := hotseattest.Classic(t)
	hotseattest.Play(t, want, nil)
	if a, b := saved.Variant().PhaseName(saved.Game.Current.Phase), want.Variant().PhaseName(want.Game.Current.Phase); a != b {
		t.Errorf("saved game is at %s, the scripted one at %s", a, b)
	}
	if len(saved.Game.Current.Units) != len(want.Game.Current.Units) {
		t.Errorf("saved game has %d units, the scripted one %d", len(saved.Game.Current.Units), len(want.Game.Current.Units))
	}
	for i := range want.Game.Current.Owners {
		if saved.Game.Current.Owners[i] != want.Game.Current.Owners[i] {
			t.Fatalf("supply centre owners differ from the scripted game")
		}
	}
}

func TestIllegalTypedOrderIsExplained(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	tap(t, w, "I am Ann")
	e := orderFieldOf(t, w)
	test.Type(e, "A lvp - mos")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := texts(w); !strings.Contains(got, "not adjacent to Moscow") {
		t.Errorf("an illegal order is not explained; the screen shows:\n%s", got)
	}
	e.SetText("")
	test.Type(e, "A mun - ruh")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := texts(w); !strings.Contains(got, "not") {
		t.Errorf("ordering another player's unit is not refused; the screen shows:\n%s", got)
	}
}

// With a negotiation timer, each movement phase opens on a countdown that
// everyone sees; skipping it (or its end) calls the first player.
func TestNegotiationTimerComesBeforeOrders(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "New game")
	seats(t, w)
	setTimer(w, "5 minutes")
	tap(t, w, "Start the game")
	got := texts(w)
	if !strings.Contains(got, "Negotiate — Spring 1901 Movement") || !strings.Contains(got, "05:00") {
		t.Fatalf("no countdown before Spring 1901 orders; the screen shows:\n%s", got)
	}
	tap(t, w, "Start orders now")
	if who := whoIsUp(t, w); who != "Ann" {
		t.Errorf("after the timer the laptop goes to %s, want Ann", who)
	}
}

// Ctrl+Enter finishes the turn on screen, and only there: on the curtain
// that follows it does nothing.
func TestDoneShortcutOnlyOnTheTurnScreen(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	startClassic(t, w)
	tap(t, w, "I am Ann")
	ctrlEnter := &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlEnter)
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatalf("Ctrl+Enter on Ann's turn did nothing:\n%s", texts(w))
	}
	tap(t, w, "Yes")
	if who := whoIsUp(t, w); who != "Bob" {
		t.Fatalf("after Ann, the curtain calls %s", who)
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlEnter)
	if who := whoIsUp(t, w); who != "Bob" || len(w.Canvas().Overlays().List()) != 0 {
		t.Errorf("Ctrl+Enter on Bob's curtain acted on Ann's old turn:\n%s", texts(w))
	}
}
