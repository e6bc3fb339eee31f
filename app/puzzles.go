package app

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/learn"
	"dipdesk/engine"
	"dipdesk/variants"
)

// Prediction choices for each order of a puzzle.
const (
	guessSucceeds = "Succeeds"
	guessFails    = "Fails"
)

// puzzleScreen is the puzzles screen's state: the topics, the progress
// kept on disk, and the puzzle being solved.
type puzzleScreen struct {
	u        *ui
	topics   []learn.Topic
	progress *learn.Progress
	topic    int
	index    int
	study    *learn.Study
	guesses  []*widget.RadioGroup
	board    *studyBoard
	list     *widget.List
	pick     *widget.Select
	story    *widget.Label
	title    *widget.Label
	body     *fyne.Container
	verdict  *widget.Label
	reveal   *widget.Button
}

// showPuzzles lists the puzzles by topic with what is solved; a puzzle
// shows its position and orders, the player predicts each order, and
// Reveal shows the adjudicator's results with its explanations.
func (u *ui) showPuzzles() {
	u.w.SetTitle("dipdesk — puzzles")
	back := newScreenButton("Back", theme.NavigateBackIcon(), u.showLearn)
	topics, err := learn.Collect(engine.CaseFiles, u.opt.Variants())
	if err != nil || len(topics) == 0 {
		msg := "No puzzles could be made: the variants they use are not installed."
		if err != nil {
			msg = "The puzzles could not be read: " + err.Error()
		}
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil,
			container.NewCenter(widget.NewLabel(msg))))
		return
	}
	var pkgs []*variants.Package
	for _, t := range topics {
		for _, pz := range t.Puzzles {
			if !slices.Contains(pkgs, pz.Pkg) {
				pkgs = append(pkgs, pz.Pkg)
			}
		}
	}
	if slices.ContainsFunc(pkgs, func(p *variants.Package) bool { return p != nil && !parsedBoards.parsed(p) }) {
		u.afterBoards("the puzzles", pkgs, u.showPuzzles)
		return
	}
	progress, perr := learn.LoadProgress(u.puzzleProgressPath())
	p := &puzzleScreen{u: u, topics: topics, progress: progress, board: u.newStudyBoard()}

	p.pick = widget.NewSelect(p.topicLabels(), func(string) {
		p.topic = p.pick.SelectedIndex()
		p.list.UnselectAll()
		p.list.Refresh()
		p.list.Select(p.firstUnsolved())
	})
	p.list = widget.NewList(
		func() int { return len(p.topics[p.topic].Puzzles) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(theme.ConfirmIcon()), nil, widget.NewLabel("A puzzle title"))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			pz := p.topics[p.topic].Puzzles[i]
			// A case's name often states its answer ("ring broken by a
			// bounce"): it is shown only once the puzzle is solved.
			name := fmt.Sprintf("Puzzle %d", i+1)
			if p.progress.Solved[pz.ID] {
				name += ": " + pz.Title
			}
			row.Objects[0].(*widget.Label).SetText(name)
			icon := row.Objects[1].(*widget.Icon)
			switch {
			case p.progress.Solved[pz.ID]:
				icon.SetResource(theme.ConfirmIcon())
			case p.progress.Tries[pz.ID] > 0:
				icon.SetResource(theme.ViewRefreshIcon())
			default:
				icon.SetResource(theme.RadioButtonIcon())
			}
		})
	p.list.OnSelected = func(i widget.ListItemID) { p.open(i) }

	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.story = widget.NewLabel("")
	p.story.Wrapping = fyne.TextWrapWord
	p.verdict = widget.NewLabel("")
	p.verdict.Wrapping = fyne.TextWrapWord
	p.body = container.NewVBox()
	p.reveal = widget.NewButtonWithIcon("Reveal", theme.VisibilityIcon(), p.check)
	p.reveal.Importance = widget.HighImportance
	next := widget.NewButtonWithIcon("Next puzzle", theme.NavigateNextIcon(), p.next)

	left := container.NewBorder(container.NewVBox(sectionTitle("Topic"), p.pick), nil, nil, nil, p.list)
	// The story scrolls with the questions: in the fixed header a story
	// of two lines clipped the first question.
	side := container.NewBorder(container.NewVBox(p.title, widget.NewSeparator()),
		container.NewVBox(widget.NewSeparator(), p.verdict, container.NewHBox(p.reveal, next)), nil, nil,
		container.NewVScroll(container.NewVBox(p.story, p.body)))
	right := container.NewHSplit(p.board.area, side)
	right.Offset = 0.58
	body := container.NewHSplit(left, right)
	body.Offset = 0.25 // wide enough for "Topic name (n/m solved)"
	u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(back)), nil, nil, body))
	p.pick.SetSelectedIndex(0)
	if perr != nil {
		u.inform("Puzzle progress", perr.Error())
	}
}

// topicLabels name each topic with how many of its puzzles are solved.
func (p *puzzleScreen) topicLabels() []string {
	out := make([]string, len(p.topics))
	for i, t := range p.topics {
		out[i] = fmt.Sprintf("%s (%d/%d solved)", t.Name, p.progress.Done(t), len(t.Puzzles))
	}
	return out
}

// firstUnsolved is the topic's first puzzle not yet solved (the first if
// all are).
func (p *puzzleScreen) firstUnsolved() int {
	for i, pz := range p.topics[p.topic].Puzzles {
		if !p.progress.Solved[pz.ID] {
			return i
		}
	}
	return 0
}

// open shows puzzle i of the topic: the position and orders, unresolved,
// and a prediction to make for each order.
func (p *puzzleScreen) open(i int) {
	pz := p.topics[p.topic].Puzzles[i]
	p.index = i
	st, err := pz.Study()
	p.body.RemoveAll()
	p.verdict.SetText("")
	p.guesses = nil
	p.title.SetText(fmt.Sprintf("Puzzle %d", i+1))
	if err != nil {
		p.study = nil
		p.story.SetText("This puzzle could not be set up: " + err.Error())
		return
	}
	p.study = st
	// The case's title and story say what happens: before the
	// prediction only the position is told (Reveal adds the story).
	p.title.SetText(fmt.Sprintf("%s — puzzle %d of %d", p.topics[p.topic].Name, i+1, len(p.topics[p.topic].Puzzles)))
	p.story.SetText(p.setting(pz) + " What happens to each order? Predict, then Reveal.\n\n" + succeedsMeans)
	for _, q := range st.Questions {
		g := widget.NewRadioGroup([]string{guessSucceeds, guessFails}, nil)
		g.Horizontal = true
		p.guesses = append(p.guesses, g)
		p.body.Add(container.NewVBox(widget.NewLabel(q.Text), g))
	}
	p.reveal.Enable()
	p.board.show(pz.Pkg, &st.Pos, st.Orders, nil, st.Area)
}

// check reveals the results against the player's predictions, records
// the attempt and saves the progress.
func (p *puzzleScreen) check() {
	st := p.study
	if st == nil {
		return
	}
	guesses := make([]bool, len(p.guesses))
	for i, g := range p.guesses {
		if g.Selected == "" {
			p.verdict.SetText(fmt.Sprintf("Predict every order first: %s has no prediction.", st.Questions[i].Text))
			return
		}
		guesses[i] = g.Selected == guessSucceeds
	}
	pz := p.topics[p.topic].Puzzles[p.index]
	right := st.Score(guesses)
	solved := right == len(st.Questions)
	p.progress.Record(pz.ID, solved)
	saveErr := p.progress.Save()

	p.body.RemoveAll()
	for i, q := range st.Questions {
		icon := theme.ConfirmIcon()
		if !q.Success {
			icon = theme.CancelIcon()
		}
		mark := "you were right"
		if guesses[i] != q.Success {
			mark = "you predicted it would " + map[bool]string{true: "succeed", false: "fail"}[guesses[i]]
		}
		line := widget.NewLabel(q.Text + "\n" + q.Explain + " (" + mark + ")")
		line.Wrapping = fyne.TextWrapWord
		if guesses[i] != q.Success {
			line.Importance = widget.DangerImportance
		}
		p.body.Add(container.NewBorder(nil, nil, widget.NewIcon(icon), nil, line))
	}
	verdict := fmt.Sprintf("%d of %d right.", right, len(st.Questions))
	if solved {
		verdict += " Solved!"
	}
	// Now the case may say what it shows, with its words explained.
	p.title.SetText(pz.Title)
	story := p.setting(pz)
	if pz.Story != "" {
		story = pz.Story + "\n\n" + story
	}
	if notes := jargonNotes(pz.Title + " " + pz.Story); notes != "" {
		story += "\n\n" + notes
	}
	p.story.SetText(story)
	if saveErr != nil {
		verdict += " (Progress not saved: " + saveErr.Error() + ")"
	}
	p.verdict.SetText(verdict)
	p.reveal.Disable()
	p.board.show(pz.Pkg, &st.Pos, st.Orders, &st.Out, st.Area)
	p.list.RefreshItem(p.index)
	p.pick.Options = p.topicLabels()
	p.pick.Selected = p.pick.Options[p.topic] // not SetSelected: that reopens the topic
	p.pick.Refresh()
}

// next opens the following puzzle, into the next topic at a topic's end.
func (p *puzzleScreen) next() {
	if p.index+1 < len(p.topics[p.topic].Puzzles) {
		p.list.Select(p.index + 1)
		return
	}
	if p.topic+1 < len(p.topics) {
		p.pick.SetSelectedIndex(p.topic + 1)
	}
}

// succeedsMeans says what a prediction of "Succeeds" means for each kind
// of order: for a support or a convoy it is not obvious.
const succeedsMeans = "Succeeds means: a move reaches its destination; a hold keeps its unit in place; " +
	"a support is not cut and counts; a convoy is not disrupted (its fleet is not dislodged); " +
	"a build, removal or retreat is carried out."

// setting is where and when the puzzle is, and under which rules: words
// that give nothing of the answer away.
func (p *puzzleScreen) setting(pz *learn.Puzzle) string {
	st := p.study
	s := st.V.Name + " · " + st.V.PhaseName(st.Pos.Phase) + "."
	if pz.Edition != engine.DefaultEdition {
		s += " " + editionNote(pz.Edition)
	}
	return s
}

// editionNote explains a rules edition where a puzzle names one.
func editionNote(ed engine.Edition) string {
	if ed == engine.Edition2000 {
		return "Played by the 2000 rules: the rulebook of 2000 as the DATC (the adjudicators' test cases) reads it, " +
			"which settles a few rare cases differently from the 2023 rulebook dipdesk plays by default."
	}
	return "Played by the 2023 rules, as DATC 3.0 (the adjudicators' test cases, 2023 edition) reads them."
}

// jargonNotes explains the terms of the trade a puzzle's title or story
// uses, one line each; "" for none.
func jargonNotes(text string) string {
	low := strings.ToLower(text)
	var out []string
	for _, j := range []struct{ word, note string }{
		{"szykman", "Szykman rule: when convoys and attacks on the convoying fleets depend on each other in a circle " +
			"(a convoy paradox), every convoyed move in it fails and the armies stay where they are."},
		{"datc", "DATC: the Diplomacy Adjudicator Test Cases, the collection of tricky positions every adjudicator " +
			"is checked against; 3.0 is its 2023 edition."},
		{"2000", "2000 rules: the rulebook of 2000, where it differs from the 2023 rulebook played by default."},
		{"paradox", "Paradox: orders whose results depend on each other in a circle; the rules name a way out."},
	} {
		if strings.Contains(low, j.word) {
			out = append(out, j.note)
		}
	}
	return strings.Join(out, "\n")
}
