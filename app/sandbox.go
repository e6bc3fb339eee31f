package app

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/engine"
	"dipdesk/variants"
)

// showSandboxStart opens a sandbox: one person orders every power, with
// no curtain, and can take any phase back. It starts from the variant's
// opening position or from one set up in the position editor.
func (u *ui) showSandboxStart() { u.sandboxStart("Back", u.showHome) }

// sandboxStart is the sandbox's start screen, whose Back (labelled
// backText) goes to where it was opened from: Home, or Learn.
func (u *ui) sandboxStart(backText string, backTo func()) {
	pkgs := standardFirst(u.opt.Variants())
	if len(pkgs) == 0 {
		u.inform("Sandbox", "No variants could be loaded, so no sandbox can start.")
		return
	}
	names := make([]string, len(pkgs))
	for i, p := range pkgs {
		names[i] = p.Variant.Name
	}
	pick := widget.NewSelect(names, nil)
	pick.SetSelectedIndex(0)
	chosen := func() *variants.Package { return pkgs[pick.SelectedIndex()] }
	about := widget.NewLabel("In a sandbox you order every power yourself, with no curtain, and can take " +
		"any phase back or branch off from History. Try out an opening, a stab or a tricky convoy, " +
		"and watch the real adjudicator resolve it. Sandboxes are saved like other games.")
	about.Wrapping = fyne.TextWrapWord
	opening := newScreenButton("Start from the opening position", theme.MediaPlayIcon(), func() {
		p := chosen()
		u.startSandbox(p, nil)
	})
	opening.Importance = widget.HighImportance
	edit := newScreenButton("Set up a position first", theme.DocumentCreateIcon(), func() {
		p := chosen()
		start := p.Variant.Start()
		u.showEditor(p, &start)
	})
	back := newScreenButton(backText, theme.NavigateBackIcon(), backTo)
	u.w.SetTitle("dipdesk — sandbox")
	form := container.NewVBox(sectionTitle("Sandbox"), about, widget.NewForm(widget.NewFormItem("Variant", pick)),
		container.NewHBox(opening, edit))
	u.show(container.NewPadded(container.NewBorder(nil, container.NewHBox(back), nil, nil,
		container.NewCenter(container.NewGridWrap(fyne.NewSize(640, form.MinSize().Height), form)))))
}

// startSandbox starts and saves a sandbox game of p from start (nil: the
// opening position) and opens its first turn.
func (u *ui) startSandbox(p *variants.Package, start *engine.Position) {
	def, err := p.ReadFile(variants.DefinitionFile)
	if err != nil {
		u.showError(err)
		return
	}
	now := u.opt.Now()
	id := u.freshID(fmt.Sprintf("%s-%s-sandbox", now.Format("2006-01-02-150405"), p.ID))
	s, err := hotseat.NewSandbox(id, p.ID, def, p.Variant, engine.Options{}, start)
	if err != nil {
		u.showError(fmt.Errorf("the sandbox could not start: %w", err))
		return
	}
	s.Created = now.UTC()
	u.resume(s)
	u.save()
}

// freshID is base, or base with a number added, such that no save of
// that name exists yet: a new game or a branch never overwrites a save.
func (u *ui) freshID(base string) string {
	id := base
	for n := 2; ; n++ {
		if _, err := os.Stat(u.opt.Store.Path(id)); os.IsNotExist(err) {
			return id
		}
		id = fmt.Sprintf("%s-%d", base, n)
	}
}

// sandboxTools are the sandbox turn's own buttons, where a hot-seat turn
// has its way back to the curtain: home, history (to take back or branch
// from any phase), taking back the last phase, and editing the position
// into a new sandbox.
func (u *ui) sandboxTools() fyne.CanvasObject {
	s := u.s
	takeBack := widget.NewButtonWithIcon("Take back", theme.ContentUndoIcon(), func() {
		n := len(s.History())
		if n == 0 {
			u.inform("Take back", "Nothing has been resolved yet.")
			return
		}
		u.confirm("Take back the last phase?",
			"The board goes back to "+s.Variant().PhaseName(s.History()[n-1].Position.Phase)+
				" with the orders given then, to be changed.", func(ok bool) {
				if ok && s.Rewind(n-1) == nil {
					u.save()
					u.nextStep()
				}
			})
	})
	if len(s.History()) == 0 {
		takeBack.Disable()
	}
	edit := newScreenButton("Edit position", theme.DocumentCreateIcon(), func() {
		p := u.findPackage(s.VariantID)
		if p == nil {
			u.inform("Edit position", "This game's variant is no longer installed, so its board cannot be edited.")
			return
		}
		pos := s.Current().Clone()
		u.showEditor(p, &pos)
	})
	return container.NewHBox(
		newScreenButton("Home", theme.HomeIcon(), u.showHome),
		newScreenButton("History", theme.HistoryIcon(), u.showHistory),
		takeBack, edit)
}

// branchFrom starts a new game from the position before resolved phase i
// of the game in play, with its history up to there; the game in play is
// saved and kept in its own file. The table chooses whether the branch
// keeps the seating (without PINs) or becomes a sandbox.
func (u *ui) branchFrom(i int) {
	s := u.s
	if s == nil || i < 0 || i >= len(s.History()) {
		return
	}
	phase := s.Variant().PhaseName(s.History()[i].Position.Phase)
	start := func(sandbox bool) {
		now := u.opt.Now()
		suffix := "-branch"
		if sandbox && !s.Sandbox {
			suffix = "-sandbox"
		}
		b, err := s.Branch(i, u.freshID(s.ID+suffix), now, sandbox)
		if err != nil {
			u.showError(err)
			return
		}
		u.save() // the original, as it stands, before leaving it
		u.resume(b)
		u.save()
	}
	if s.Sandbox {
		u.confirm("Branch from "+phase+"?",
			"A new sandbox starts from "+phase+". This sandbox is kept as it is, in its own save.",
			func(ok bool) {
				if ok {
					start(true)
				}
			})
		return
	}
	// Two ways to branch, and a way not to: Cancel, Escape or Enter
	// leave the game as it is (both buttons once branched, and the keys
	// did nothing).
	var d dialog.Dialog
	var restore func()
	choose := func(sandbox bool) func() {
		return func() {
			d.Hide() // its OnClosed gives the screen its keys back
			start(sandbox)
		}
	}
	asSandbox := widget.NewButtonWithIcon("Play it as a sandbox", theme.DocumentCreateIcon(), choose(true))
	keep := widget.NewButtonWithIcon("Keep the players", theme.AccountIcon(), choose(false))
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.Hide() })
	text := widget.NewLabel("A new game starts from " + phase + "; this game is kept as it is, in its own save.\n" +
		"Play the branch alone as a sandbox (every power, no curtain), or with the same players\n" +
		"(without their PINs, which are kept only in the original game).")
	d = dialog.NewCustomWithoutButtons("Branch from "+phase+"?",
		container.NewVBox(text, container.NewHBox(layoutSpacer(), cancel, keep, asSandbox)), u.w)
	d.SetOnClosed(func() { restore() })
	restore = u.withKeys(d, d.Hide)
}

// rewindTo takes a sandbox back to the start of resolved phase i, with
// that phase's orders, after asking.
func (u *ui) rewindTo(i int) {
	s := u.s
	if s == nil || i < 0 || i >= len(s.History()) {
		return
	}
	phase := s.Variant().PhaseName(s.History()[i].Position.Phase)
	u.confirm("Take back to "+phase+"?",
		"Every phase from "+phase+" on is taken back; its orders come back to be changed. "+
			"To keep this line of play as well, branch instead.",
		func(ok bool) {
			if !ok {
				return
			}
			if err := s.Rewind(i); err != nil {
				u.showError(err)
				return
			}
			u.save()
			u.nextStep()
		})
}
