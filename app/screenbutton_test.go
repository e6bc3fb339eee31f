package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// A screen button does what it is for, by tap or by space, and starts no
// ripple; a plain button beside it does, so the test sees a ripple where
// there is one.
func TestScreenButtonsRunWithoutARipple(t *testing.T) {
	a := test.NewTempApp(t)
	anims := &countingDriver{Driver: a.Driver()}
	fyne.SetCurrentApp(appWithDriver{App: a, d: anims})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })

	taps := 0
	sb := newScreenButton("Continue", theme.NavigateNextIcon(), func() { taps++ })
	plain := widget.NewButton("Plain", func() {})
	w := test.NewTempWindow(t, container.NewVBox(sb, plain))
	w.Resize(fyne.NewSize(300, 200))

	test.Tap(sb)
	sb.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if taps != 2 {
		t.Errorf("a tap and a space ran the action %d times, want 2", taps)
	}
	if anims.started != 0 {
		t.Errorf("the screen button started %d animations", anims.started)
	}
	test.Tap(plain)
	if anims.started == 0 {
		t.Error("a plain button's ripple is not seen: the test cannot tell")
	}

	sb.Disable()
	test.Tap(sb)
	if taps != 2 {
		t.Error("a disabled screen button ran its action")
	}
}

// countingDriver counts the animations started.
type countingDriver struct {
	fyne.Driver
	started int
}

func (d *countingDriver) StartAnimation(a *fyne.Animation) {
	d.started++
	d.Driver.StartAnimation(a)
}

// appWithDriver is an app whose driver is d.
type appWithDriver struct {
	fyne.App
	d fyne.Driver
}

func (a appWithDriver) Driver() fyne.Driver { return a.d }

// The buttons that put another screen up, on the screens of an evening,
// are screen buttons: a plain button there repaints the screen it opened
// for the 300 ms of its ripple.
func TestButtonsThatChangeTheScreenHaveNoRipple(t *testing.T) {
	s := playTo(t, 1)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(u.w.Close)
	opens := map[string]bool{"New game": true, "Continue": true, "Load": true, "Variants": true, "How to play": true,
		"Learn the rules": true, "Sandbox": true, "About": true, "Home": true, "Back": true, "History": true,
		"Start orders": true, "Back to the game": true, "Back to the curtain": true, "Replay": true, "Start the game": true}
	seen := 0
	look := func(screen string) {
		everything(u.w, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && opens[b.Text] {
				t.Errorf("%s: %q is a plain button, with a ripple", screen, b.Text)
			}
			if b, ok := o.(*screenButton); ok && opens[b.Text] {
				seen++
			}
		})
	}
	for _, sc := range []struct {
		name string
		show func()
	}{{"home", u.showHome}, {"new game", u.showNewGame}, {"load", u.showLoad}, {"variants", u.showVariants},
		{"how to play", u.showHowTo}, {"learn", u.showLearn}, {"the table", func() { u.resume(s) }},
		{"the curtain", func() { tap(t, u.w, "Start orders") }}, {"a turn", func() { tap(t, u.w, "I am") }},
		{"history", u.showHistory}} {
		sc.show()
		look(sc.name)
	}
	if seen < 15 {
		t.Errorf("only %d screen buttons seen on the way: the walk lost its way", seen)
	}
}
