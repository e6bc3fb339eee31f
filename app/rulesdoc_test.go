package app

import (
	"image/png"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"dipdesk/app/savegame"
)

// American Conflict's powers table is a table: three columns, a header and
// six powers, and no "|" left in any text on the page.
func TestRulesPageRendersTablesAndBullets(t *testing.T) {
	w := newTestWindow(t, savegame.Store{Dir: t.TempDir()})
	tap(t, w, "Variants")
	var list *widget.List
	everything(w, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.List); ok {
			list = l
		}
	})
	for i, p := range standardFirst(builtins()) { // as the screen lists them
		if p.ID == "americanconflict" {
			list.Select(i)
		}
	}
	var tables []*tableLayout
	everything(w, func(o fyne.CanvasObject) {
		if c, ok := o.(*fyne.Container); ok {
			if tl, ok := c.Layout.(*tableLayout); ok {
				tables = append(tables, tl)
				if rows := len(c.Objects) / tl.n; tl.n != 3 || rows != 7 {
					t.Errorf("the powers table is %d columns by %d rows, want 3 by 7 (header and six powers)", tl.n, rows)
				}
			}
		}
	})
	if len(tables) != 1 {
		t.Fatalf("American Conflict's rules show %d tables, want its powers table", len(tables))
	}
	if got := texts(w); strings.Contains(got, "|") {
		t.Errorf("raw table text on the rules page:\n%s", got)
	}
	if dir := os.Getenv("DIPDESK_SHOTS"); dir != "" {
		f, err := os.Create(dir + "/rules-americanconflict.png")
		if err == nil {
			png.Encode(f, w.Canvas().Capture())
			f.Close()
		}
	}
}

// Bullets keep their text together, continuation lines joined; tables,
// headings and fences are blocks of their own.
func TestSplitBlocks(t *testing.T) {
	md := "# Title\n\nIntro line one\nline two\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n" +
		"- first bullet\n  goes on\n- second\n1. numbered\n\n```\n| not a table |\n```\n"
	var kinds []string
	for _, b := range splitBlocks(md) {
		kinds = append(kinds, []string{"text", "table", "bullet", "code"}[b.kind]+":"+b.mark+":"+strings.Join(b.lines, "/"))
	}
	want := []string{"text::# Title", "text::Intro line one/line two", "table::| A | B |/|---|---|/| 1 | 2 |",
		"bullet:•:first bullet/goes on", "bullet:•:second", "bullet:1.:numbered", "code::```/| not a table |/```"}
	if strings.Join(kinds, "\n") != strings.Join(want, "\n") {
		t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(kinds, "\n"), strings.Join(want, "\n"))
	}
}
