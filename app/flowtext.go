package app

import (
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// flowText is a paragraph of Markdown (bold, italic, code) laid out word
// by word: a word that does not fit the rest of a line starts the next.
// Fyne's RichText wraps a styled run that starts near a line's end one
// letter per line, which cut bold names on rules pages into columns of
// letters; here no word is ever split.
type flowText struct {
	widget.BaseWidget
	words []flowWord
}

type flowWord struct {
	text  string
	style fyne.TextStyle
	tight bool // no space before it: "**Builds**:" keeps its colon
}

// newFlowText parses md's inline markup with goldmark (the Markdown
// parser Fyne itself uses).
func newFlowText(md string) *flowText {
	f := &flowText{words: inlineWords(md)}
	f.ExtendBaseWidget(f)
	return f
}

// inlineWords splits md into words, each with the style of the markup
// around it.
func inlineWords(md string) []flowWord {
	src := []byte(md)
	doc := goldmark.DefaultParser().Parse(text.NewReader(src))
	var words []flowWord
	var walk func(n ast.Node, st fyne.TextStyle)
	add := func(s string, st fyne.TextStyle) {
		glue := len(words) > 0 && s != "" && s[0] != ' ' && !strings.HasSuffix(words[len(words)-1].text, " ")
		for i, w := range strings.Fields(s) {
			if i == 0 && glue && words[len(words)-1].style == st {
				words[len(words)-1].text += w // "word**s**" stays one word
				continue
			}
			words = append(words, flowWord{text: w, style: st, tight: i == 0 && glue})
		}
		if strings.HasSuffix(s, " ") && len(words) > 0 {
			words[len(words)-1].text += " "
		}
	}
	walk = func(n ast.Node, st fyne.TextStyle) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch x := c.(type) {
			case *ast.Text:
				s := string(x.Segment.Value(src))
				if x.SoftLineBreak() || x.HardLineBreak() {
					s += " "
				}
				add(s, st)
			case *ast.String:
				add(string(x.Value), st)
			case *ast.CodeSpan: // an order such as "A Par - Bur" is never broken
				var code strings.Builder
				for t := x.FirstChild(); t != nil; t = t.NextSibling() {
					if tx, ok := t.(*ast.Text); ok {
						code.Write(tx.Segment.Value(src))
					}
				}
				words = append(words, flowWord{text: code.String(), style: fyne.TextStyle{Monospace: true}})
			case *ast.Emphasis:
				s := st
				if x.Level >= 2 {
					s.Bold = true
				} else {
					s.Italic = true
				}
				walk(x, s)
			default:
				walk(c, st)
			}
		}
	}
	walk(doc, fyne.TextStyle{})
	for i := range words {
		words[i].text = strings.TrimSpace(words[i].text)
	}
	return words
}

func (f *flowText) CreateRenderer() fyne.WidgetRenderer {
	r := &flowRenderer{f: f}
	for _, w := range f.words {
		r.tight = append(r.tight, w.tight)
	}
	return r
}

// flowRenderer draws the words in runs: the words of one line in one
// style are one text. A text per word made a rules page hundreds of
// textures and draw calls, 70 ms of the UI goroutine for Variants' first
// frame under software OpenGL; a run per line makes it tens.
type flowRenderer struct {
	f     *flowText
	tight []bool
	// sizes are the words measured once, at text size measuredAt.
	sizes      []fyne.Size
	measuredAt float32
	// runs holds the texts made so far; the first shown of them are on
	// screen, the rest kept for a later layout with more lines.
	runs  []*canvas.Text
	shown int
	// drew is what each run drew last, so that only a changed one is
	// refreshed (each refresh asks for another frame).
	drew []flowWord
}

// measure sizes the words, once per text size.
func (r *flowRenderer) measure() {
	size := theme.TextSize()
	if r.sizes != nil && r.measuredAt == size {
		return
	}
	r.sizes, r.measuredAt = r.sizes[:0], size
	for _, w := range r.f.words {
		r.sizes = append(r.sizes, fyne.MeasureText(w.text, size, w.style))
	}
}

// place lays the words out in width w and returns the height used; with
// move it also sets the runs that draw them.
func (r *flowRenderer) place(w float32, move bool) float32 {
	r.measure()
	pad := theme.InnerPadding()
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	x, y := pad, pad
	lineH := float32(0)
	if move {
		r.shown = 0
	}
	var run *canvas.Text
	for i, s := range r.sizes {
		word := r.f.words[i]
		newLine := false
		if r.tight[i] && x > pad {
			x -= space // attached to the word before, on its line
		} else if x > pad && x+s.Width > w-pad {
			x, y = pad, y+lineH
			lineH = 0
			newLine = true
		}
		if move {
			switch {
			case run != nil && !newLine && run.TextStyle == word.style && r.tight[i]:
				run.Text += word.text
			case run != nil && !newLine && run.TextStyle == word.style:
				run.Text += " " + word.text
			default:
				r.endRun(run)
				// On whole pixels: a run drawn at a fractional x is sampled
				// between pixels and comes out blurred beside its sharp
				// neighbours (rules pages at 1366×768 and 1920×1080).
				run = r.nextRun(word, fyne.NewPos(float32(math.Round(float64(x))), float32(math.Round(float64(y)))))
			}
		}
		x += s.Width + space
		lineH = max(lineH, s.Height)
	}
	r.endRun(run)
	return y + lineH + pad
}

// nextRun is the next text to draw a run with, starting with word at pos.
func (r *flowRenderer) nextRun(word flowWord, pos fyne.Position) *canvas.Text {
	if r.shown == len(r.runs) {
		r.runs = append(r.runs, canvas.NewText("", theme.Color(theme.ColorNameForeground)))
		r.drew = append(r.drew, flowWord{})
	}
	t := r.runs[r.shown]
	r.shown++
	t.Text, t.TextStyle, t.TextSize = word.text, word.style, theme.TextSize()
	t.Color = theme.Color(theme.ColorNameForeground)
	t.Move(pos)
	return t
}

// endRun sizes the run just finished (the last one taken), and has it
// drawn again if it reads otherwise than it did.
func (r *flowRenderer) endRun(t *canvas.Text) {
	if t == nil {
		return
	}
	t.Resize(t.MinSize())
	if now := (flowWord{text: t.Text, style: t.TextStyle}); r.drew[r.shown-1] != now {
		r.drew[r.shown-1] = now
		t.Refresh()
	}
}

func (r *flowRenderer) Layout(size fyne.Size) { r.place(size.Width, true) }

// MinSize is the widest word, and the height the words take at the
// widget's present width (as Fyne's own wrapping text does).
func (r *flowRenderer) MinSize() fyne.Size {
	r.measure()
	widest := float32(0)
	for _, s := range r.sizes {
		widest = max(widest, s.Width)
	}
	w := max(r.f.Size().Width, widest+2*theme.InnerPadding())
	return fyne.NewSize(widest+2*theme.InnerPadding(), r.place(w, false))
}

// Refresh lays the runs out again in the theme's colour and size.
func (r *flowRenderer) Refresh() {
	clear(r.drew) // the colour may have changed: every run is drawn again
	r.Layout(r.f.Size())
}

func (r *flowRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, r.shown)
	for i, t := range r.runs[:r.shown] {
		out[i] = t
	}
	return out
}

func (r *flowRenderer) Destroy() {}
