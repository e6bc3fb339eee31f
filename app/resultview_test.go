package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/hotseat"
	"dipdesk/app/hotseat/hotseattest"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/variants"
)

// imperialSession starts Imperial with one player, Ann, holding its first
// power; the other twelve stand in civil disorder.
func imperialSession(t *testing.T) *hotseat.Session {
	t.Helper()
	pkg, err := variants.Builtin("imperial")
	if err != nil {
		t.Fatal(err)
	}
	def, err := pkg.ReadFile("variant.txt")
	if err != nil {
		t.Fatal(err)
	}
	s, err := hotseat.New("imperial-game", "imperial", def, pkg.Variant, engine.Options{},
		[]hotseat.Player{{Name: "Ann", Powers: []engine.PowerID{1}}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// resultLinesOn counts the result lines that exist on screen, shown or
// scrolled out of view.
func resultLinesOn(w fyne.Window) int {
	n := 0
	everything(w, func(o fyne.CanvasObject) {
		if _, ok := o.(*resultLine); ok {
			n++
		}
	})
	return n
}

// The results and table screens of an Imperial phase make lines for the
// results in view, not for every one of its 85 results: making
// them all held the UI goroutine for up to 90 ms. The last result and the
// standings are still there when scrolled to.
func TestImperialResultsMakeOnlyTheLinesInView(t *testing.T) {
	s := imperialSession(t)
	hotseattest.FinishAll(t, s)
	u := newUI(test.NewTempApp(t), Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins, Inline: true})
	t.Cleanup(u.w.Close)
	u.resume(s) // resolves the first phase and shows its results
	results := len(s.History()[0].Outcome.Results)
	if results < 80 {
		t.Fatalf("Imperial's first phase has %d results; the test wants a long list", results)
	}
	// 800 px hold at most some 25 rows of results and headings.
	const inView = 30
	n := resultLinesOn(u.w)
	t.Logf("the results screen made %d result lines for %d results", n, results)
	if n == 0 || n > inView {
		t.Errorf("the results screen made %d result lines for %d results, want 1 to %d", n, results, inView)
	}
	var list *widget.List
	everything(u.w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	})
	if list == nil {
		t.Fatal("the results are not in a list")
	}
	list.ScrollToBottom()
	if texts := texts(u.w); !strings.Contains(texts, "Centres") {
		t.Errorf("scrolled to the end, the standings are not shown:\n%s", texts)
	}

	u.nextStep() // on to the table, which lists the same results
	if !u.atTable() {
		t.Fatalf("after the results the game is not at the table")
	}
	if n := resultLinesOn(u.w); n == 0 || n > inView {
		t.Errorf("the table screen made %d result lines for %d results, want 1 to %d", n, results, inView)
	}
}

// scrollListsToEnd scrolls every list on screen to its end, where the
// results' lists keep the standings.
func scrollListsToEnd(w fyne.Window) {
	everything(w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			l.ScrollToBottom()
		}
	})
}

// scrollListsToTop scrolls every list on screen back to its start.
func scrollListsToTop(w fyne.Window) {
	everything(w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			l.ScrollToTop()
		}
	})
}

// textsOfAllRows is texts with every row of the screen's lists made:
// the window is made tall enough for all of them, then given back its
// size. A list makes only the rows in view.
func textsOfAllRows(w fyne.Window) string {
	size := w.Canvas().Size()
	w.Resize(fyne.NewSize(size.Width, 10000))
	defer w.Resize(size)
	return texts(w)
}
