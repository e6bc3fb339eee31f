package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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
