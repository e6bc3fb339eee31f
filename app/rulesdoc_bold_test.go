package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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

// A table cell with an escaped "\|" keeps it in the cell: the rules page
// (rulesDoc, as the variant page draws it) lays the table out in two
// columns, not three, and the cell reads with the pipe.
func TestTableKeepsAnEscapedPipeInItsCell(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct{ row, cell string }{
		{"| `A Par - Bur \\| Pic` | either |", "A Par - Bur | Pic"},
		{"| x \\| y | z |", "x | y"},
	} {
		page := "Orders you may give:\n\n| order | means |\n|---|---|\n" + tc.row + "\n"
		w := test.NewWindow(rulesDoc(page))
		w.Resize(fyne.NewSize(600, 400))
		var tables []*tableLayout
		var cells []string
		walk(w.Content(), func(o fyne.CanvasObject) {
			if c, ok := o.(*fyne.Container); ok {
				if lay, ok := c.Layout.(*tableLayout); ok {
					tables = append(tables, lay)
					for _, x := range c.Objects {
						if rt, ok := x.(*widget.RichText); ok {
							cells = append(cells, rt.String())
						}
					}
				}
			}
		})
		if len(tables) != 1 {
			t.Fatalf("%s: %d tables", tc.row, len(tables))
		}
		if n := tables[0].n; n != 2 || len(cells) != 4 || cells[2] != tc.cell || cells[3] == "" {
			t.Errorf("%s: %d columns, cells %q; want 2, %q in the first", tc.row, n, cells, tc.cell)
		}
		w.Close()
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

// A paragraph's runs of words stand on whole pixels: one placed at a
// fractional x was drawn blurred beside its sharp neighbours on the
// rules pages.
func TestFlowTextWordsStandOnWholePixels(t *testing.T) {
	test.NewTempApp(t)
	c := test.NewWindow(rulesDoc("Standard Diplomacy rules apply, with the changes below: Britain and France share the oceans, the Union and the Confederacy have just gone to war."))
	defer c.Close()
	c.Resize(fyne.NewSize(420, 400))
	n := 0
	walk(c.Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok && x.Text != "" {
			n++
			if p := x.Position(); p.X != float32(int(p.X)) || p.Y != float32(int(p.Y)) {
				t.Errorf("%q stands at %v, between pixels", x.Text, p)
			}
		}
	})
	if n < 3 {
		t.Fatalf("%d texts drawn, want the paragraph's lines", n)
	}
}

// A paragraph is drawn a line at a time, not a word at a time: each word
// its own text made a rules page hundreds of textures and draw calls for
// the UI goroutine to make on Variants' first frame. The runs still read
// as the paragraph, and a styled word still starts its own run.
func TestFlowTextDrawsALineInOneRun(t *testing.T) {
	test.NewTempApp(t)
	para := "Standard Diplomacy rules apply, with the changes below: Britain and France share the oceans, the Union and the Confederacy have just gone to war, and the **West** is open."
	c := test.NewWindow(rulesDoc(para))
	defer c.Close()
	c.Resize(fyne.NewSize(420, 400))
	var runs []string
	bold := ""
	walk(c.Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*canvas.Text); ok && x.Text != "" {
			runs = append(runs, x.Text)
			if x.TextStyle.Bold {
				bold += x.Text
			}
		}
	})
	words := strings.Fields(strings.ReplaceAll(para, "**", ""))
	if got := strings.Fields(strings.Join(runs, " ")); strings.Join(got, " ") != strings.Join(words, " ") {
		t.Errorf("the runs read %q,\nwant %q", got, words)
	}
	if len(runs) > 10 {
		t.Errorf("%d texts for %d words at 420 wide: %q", len(runs), len(words), runs)
	}
	if bold != "West" {
		t.Errorf("the bold run reads %q, want West", bold)
	}
}
