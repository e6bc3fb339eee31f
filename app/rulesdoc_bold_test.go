package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// A bold word near the end of a line wraps as a word: no piece of it is
// drawn a letter per line.
func TestBoldNearLineEndWrapsAsAWord(t *testing.T) {
	test.NewTempApp(t)
	for w := float32(200); w <= 420; w += 3 {
		doc := rulesDoc("Two powers share an island. The North holds Donegal and **Antrimshire Northern** and more text follows here to fill the line.")
		w := w
		c := test.NewWindow(doc)
		c.Resize(fyne.NewSize(w, 600))
		var pieces []string
		walk(c.Content(), func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && x.Text != "" {
				pieces = append(pieces, x.Text)
			}
		})
		single := 0
		for _, p := range pieces {
			if len([]rune(strings.TrimSpace(p))) == 1 {
				single++
			}
		}
		if single > 1 {
			t.Errorf("width %.0f: %d one-letter pieces: %q", w, single, pieces)
		}
		c.Close()
	}
}

// A table cell with an escaped "\|" keeps it in the cell: two columns,
// not three.
func TestTableKeepsAnEscapedPipeInItsCell(t *testing.T) {
	rows := markdownTableRows([]string{"| order | means |", "|---|---|", "| `A Par - Bur \\| Pic` | either |"})
	if len(rows) != 2 || len(rows[1]) != 2 || rows[1][0] != "`A Par - Bur | Pic`" || rows[1][1] != "either" {
		t.Errorf("rows %q", rows)
	}
	rows = markdownTableRows([]string{"| a | b |", "|---|---|", "| x \\| y | z |"})
	if len(rows) != 2 || len(rows[1]) != 2 || rows[1][0] != "x | y" {
		t.Errorf("rows %q", rows)
	}
}

// Punctuation after a styled word stays attached to it.
func TestPunctuationAfterBoldIsAttached(t *testing.T) {
	w := inlineWords("**Builds**: in any centre, **owned**.")
	if len(w) < 3 || w[0].text != "Builds" || !w[0].style.Bold || w[1].text != ":" || !w[1].tight || w[2].tight {
		t.Errorf("%+v", w)
	}
}

func TestPunctuationAfterCodeIsAttached(t *testing.T) {
	w := inlineWords("written by `dipdesk new-variant`. Edit `variant.txt` (the rules)")
	var got []string
	for _, x := range w {
		s := x.text
		if x.tight {
			s = "+" + s
		}
		got = append(got, s)
	}
	if strings.Join(got, " ") != "written by dipdesk new-variant +. Edit variant.txt (the rules)" {
		t.Errorf("%q", got)
	}
}
