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
		t := canvas.NewText(w.text, theme.Color(theme.ColorNameForeground))
		t.TextStyle = w.style
		t.TextSize = theme.TextSize()
		r.texts = append(r.texts, t)
	}
	return r
}

type flowRenderer struct {
	f     *flowText
	texts []*canvas.Text
	tight []bool
}

// place lays the words out in width w and returns the height used.
func (r *flowRenderer) place(w float32, move bool) float32 {
	pad := theme.InnerPadding()
	space := fyne.MeasureText(" ", theme.TextSize(), fyne.TextStyle{}).Width
	x, y := pad, pad
	lineH := float32(0)
	for i, t := range r.texts {
		s := t.MinSize()
		if r.tight[i] && x > pad {
			x -= space // attached to the word before, on its line
		} else if x > pad && x+s.Width > w-pad {
			x, y = pad, y+lineH
			lineH = 0
		}
		if move {
			// On whole pixels: a word drawn at a fractional x is sampled
			// between pixels and comes out blurred beside its sharp
			// neighbours (rules pages at 1366×768 and 1920×1080).
			t.Move(fyne.NewPos(float32(math.Round(float64(x))), float32(math.Round(float64(y)))))
			t.Resize(s)
		}
		x += s.Width + space
		lineH = max(lineH, s.Height)
	}
	return y + lineH + pad
}

func (r *flowRenderer) Layout(size fyne.Size) { r.place(size.Width, true) }

// MinSize is the widest word, and the height the words take at the
// widget's present width (as Fyne's own wrapping text does).
func (r *flowRenderer) MinSize() fyne.Size {
	widest := float32(0)
	for _, t := range r.texts {
		widest = max(widest, t.MinSize().Width)
	}
	w := max(r.f.Size().Width, widest+2*theme.InnerPadding())
	return fyne.NewSize(widest+2*theme.InnerPadding(), r.place(w, false))
}

func (r *flowRenderer) Refresh() {
	for _, t := range r.texts {
		t.Color = theme.Color(theme.ColorNameForeground)
		t.TextSize = theme.TextSize()
		t.Refresh()
	}
	r.Layout(r.f.Size())
}

func (r *flowRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(r.texts))
	for i, t := range r.texts {
		out[i] = t
	}
	return out
}

func (r *flowRenderer) Destroy() {}
