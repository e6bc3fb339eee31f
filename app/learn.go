package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/learn"
	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
)

// showLearn is the way in to learning the rules alone: the primer (each
// rule on a live board) and the puzzles (predict the adjudicator).
func (u *ui) showLearn() {
	u.w.SetTitle("dipdesk — learn the rules")
	card := func(title, text, button string, icon fyne.Resource, open func()) fyne.CanvasObject {
		l := widget.NewLabel(text)
		l.Wrapping = fyne.TextWrapWord
		b := newScreenButton(button, icon, open)
		b.Importance = widget.HighImportance
		return widget.NewCard(title, "", container.NewBorder(nil, container.NewHBox(b), nil, nil, l))
	}
	cards := container.NewGridWithColumns(4,
		card("How to play", "The game in brief: the board, a year of play, winning, and how to give "+
			"orders here by taps, keys or typing; and how to play alone against the computer, with the "+
			"coach's hints. Start here before a first game.",
			"Read how to play", theme.QuestionIcon(), u.showHowTo),
		card("Rules primer", "Each rule of Diplomacy in a few sentences, with a small board the real "+
			"adjudicator resolves: moving, bounce, support, cut support, dislodge, retreat, convoy, build.",
			"Open the primer", theme.InfoIcon(), u.showPrimer),
		card("Puzzles", "Positions from the cases the adjudicator is tested against. Predict which "+
			"orders succeed, then see what happened and why. Your progress is kept."+u.puzzleTally(),
			"Solve puzzles", theme.QuestionIcon(), u.showPuzzles),
		card("Sandbox", "Order every power yourself, take any phase back, set up a position, and see "+
			"what the adjudicator makes of it.", "Open a sandbox", theme.DocumentCreateIcon(), func() { u.sandboxStart("Back to Learn", u.showLearn) }),
	)
	back := newScreenButton("Home", theme.HomeIcon(), u.showHome)
	u.show(container.NewPadded(container.NewBorder(sectionTitle("Learn the rules"),
		container.NewHBox(back), nil, nil, container.NewVBox(cards))))
}

// studyBoard is a board for the learning screens, one per variant, framed
// on the provinces a lesson or puzzle is about.
type studyBoard struct {
	panes map[string]*boardPane
	area  *fyne.Container // where the current board is shown
	post  func(func())    // the boards draw off the UI goroutine (drawPost)
}

func (u *ui) newStudyBoard() *studyBoard {
	return &studyBoard{panes: map[string]*boardPane{}, area: container.NewStack(), post: u.drawPost()}
}

// drawPost is how boards outside a game hand their drawing back to the
// UI goroutine: nil (drawn on it) when background work runs inline.
func (u *ui) drawPost() func(func()) {
	if u.opt.Inline {
		return nil
	}
	return u.post
}

// afterBoards runs then once the boards of pkgs are parsed: at once if
// they are, else after parsing them off the UI goroutine, the screen
// saying that what is being opened. Parsing a board takes 12 ms
// (Classic) to 120 ms (American Conflict), and the primer, the puzzles
// and the position editor parsed theirs on the UI goroutine.
func (u *ui) afterBoards(what string, pkgs []*variants.Package, then func()) {
	var due []*variants.Package
	for _, p := range pkgs {
		if p != nil && !parsedBoards.parsed(p) {
			due = append(due, p)
		}
	}
	if len(due) == 0 {
		then()
		return
	}
	u.opening(what, func() any {
		for _, p := range due {
			parsedBoards.entry(p)
		}
		return nil
	}, func(any) { then() })
}

// show draws pos with orders (and their results, given an outcome) on
// p's board, framed on area.
func (b *studyBoard) show(p *variants.Package, pos *engine.Position, orders []engine.Order, out *engine.Outcome, area []string) {
	pane := b.panes[p.ID]
	if pane == nil {
		pane = newBoardPane(p, b.post)
		b.panes[p.ID] = pane
	}
	if pane.m != nil {
		pane.m.SetScene(render.SceneOf(p.Variant, pos, orders, out))
		pane.m.ShowArea(area...)
	}
	if len(b.area.Objects) != 1 || b.area.Objects[0] != pane.object() {
		b.area.Objects = []fyne.CanvasObject{pane.object()}
		b.area.Refresh()
	}
}

// puzzleTally says how many puzzles are solved, for the Learn screen; ""
// when the puzzles or the progress cannot be read (the puzzles screen
// says why).
func (u *ui) puzzleTally() string {
	topics, err := learn.Collect(engine.CaseFiles, u.opt.Variants())
	if err != nil {
		return ""
	}
	p, err := learn.LoadProgressReadOnly(u.puzzleProgressPath())
	if err != nil {
		return ""
	}
	done, all := 0, 0
	for _, t := range topics {
		done += p.Done(t)
		all += len(t.Puzzles)
	}
	return fmt.Sprintf("\n\nSolved so far: %d of %d.", done, all)
}

// puzzleProgressPath is the puzzle progress file (Options.PuzzleProgress).
func (u *ui) puzzleProgressPath() string {
	if u.opt.PuzzleProgress != "" {
		return u.opt.PuzzleProgress
	}
	return learn.ProgressPath()
}
