package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
	"dipdesk/variants"
)

// pageList is the list of variants on screen, or nil.
func pageList(u *ui) *widget.List {
	var l *widget.List
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.List); ok && l == nil {
			l = x
		}
	})
	return l
}

// Coming back to Variants shows the page built on the first visit while
// the variants are the same, with the variant asked for selected and its
// folder watched again; a changed set of variants builds it afresh.
func TestVariantsPageIsReusedWhileTheVariantsStay(t *testing.T) {
	root := t.TempDir()
	glen := installGlen(t, root)
	list := append(builtins(), glen) // the same packages on every call, as the app's cache gives them
	a := test.NewTempApp(t)
	u := newUI(a, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: func() []*variants.Package { return list },
		Inline: true, UserVariants: root, BalanceDir: t.TempDir()})
	u.w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(func() {
		if u.stopWatch != nil {
			u.stopWatch()
		}
		u.w.Close()
	})

	u.showVariantsAt(variantKey(glen))
	first := pageList(u)
	if first == nil || !userToolsShown(u) || u.stopWatch == nil {
		t.Fatal("the first visit does not show the installed variant, watched")
	}
	tap(t, u.w, "Back")
	if u.stopWatch != nil {
		t.Fatal("Home still watches the variant's folder")
	}
	u.showVariantsAt(variantKey(glen))
	if pageList(u) != first {
		t.Error("the Variants page was built again on the second visit")
	}
	if !userToolsShown(u) || u.stopWatch == nil {
		t.Error("back on the page, the installed variant is not shown or its folder not watched")
	}
	tap(t, u.w, "Back")
	u.showVariants() // the first variant, a built-in
	if pageList(u) != first || userToolsShown(u) {
		t.Error("the reused page does not select the first variant when asked")
	}

	list = builtins() // glen removed
	tap(t, u.w, "Back")
	u.showVariants()
	if pageList(u) == first {
		t.Error("the page was reused though the variants changed")
	}
}

// The first visit to Variants shows the page first and the selected
// variant's rules in a later turn of the UI goroutine: built and drawn in
// one, they held the window past issue 25's 100 ms.
func TestVariantsPageShowsBeforeTheVariantsRules(t *testing.T) {
	u, q := newQueuedUI(t, Options{Store: savegame.Store{Dir: t.TempDir()}, Variants: builtins})
	u.showVariants()
	if pageList(u) == nil {
		t.Fatal("no list of variants on the page")
	}
	if u.variantsPage.sel >= 0 || toolsShown(u) {
		t.Fatal("the selected variant's page was built with the page itself")
	}
	q.until(t, u.w, "the first variant's page", func() bool { return u.variantsPage.sel == 0 })
	if !toolsShown(u) {
		t.Error("once its turn came, the first variant's page is not shown")
	}

	// Left before its turn comes, the page selects nothing behind the screen shown.
	u.variantsPage = nil
	u.showVariants()
	u.showHowTo()
	(<-q)()
	if u.variantsPage.sel >= 0 || u.stopWatch != nil {
		t.Error("the Variants page selected a variant after the player had left it")
	}
}

// toolsShown says whether a variant's tools are on the page.
func toolsShown(u *ui) bool {
	found := false
	walk(u.w.Canvas().Content(), func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Run scenarios" {
			found = true
		}
	})
	return found
}
