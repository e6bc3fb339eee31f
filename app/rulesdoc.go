package app

import (
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rulesDoc renders a variant's rules page. Fyne's Markdown shows a table
// as raw "|" text and wraps a long bullet one character per line in a
// scroll, so the page is cut into blocks: tables become a real table
// (tableLayout), each bullet a bullet mark beside its own wrapped text, and
// everything else (headings, paragraphs, code) goes to Fyne's Markdown.
func rulesDoc(md string) fyne.CanvasObject {
	box := container.NewVBox()
	for _, b := range splitBlocks(md) {
		switch b.kind {
		case blockTable:
			box.Add(markdownTable(b.lines))
		case blockBullet:
			box.Add(bullet(b.mark, strings.Join(b.lines, " ")))
		case blockText:
			if strings.HasPrefix(strings.TrimSpace(b.lines[0]), "#") {
				box.Add(markdownText(b.lines[0]))
				continue
			}
			// A paragraph flows word by word (flowtext.go).
			box.Add(newFlowText(strings.Join(b.lines, " ")))
		case blockCode:
			box.Add(markdownText(strings.Join(b.lines, "\n")))
		default:
			// One paragraph: Fyne breaks the line at each soft line break
			// of the source, so the lines are joined first.
			box.Add(markdownText(strings.Join(b.lines, " ")))
		}
	}
	return container.New(readable{}, box)
}

// readableWidth is the widest a page of rules runs: lines much longer
// than about 110 characters are hard to follow from end to start.
const readableWidth = 980

// readable lays its content out no wider than readableWidth, at the left.
type readable struct{}

func (readable) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (readable) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, readableWidth)
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

type blockKind int

const (
	blockText blockKind = iota
	blockTable
	blockBullet
	blockCode
)

// block is a run of Markdown lines of one kind: a table, one bullet (its
// text without the mark, continuation lines joined), or other text.
type block struct {
	kind  blockKind
	mark  string // "•" or "1." for a bullet
	lines []string
}

var bulletRE = regexp.MustCompile(`^(\s*)([-*+]|\d+[.)])\s+(.*)$`)

// splitBlocks cuts Markdown into blocks. A code fence is kept whole as
// text; a bullet runs until a blank line, a new bullet or a line that is
// not indented.
func splitBlocks(md string) []block {
	var out []block
	var cur *block
	flush := func() {
		if cur != nil && len(cur.lines) > 0 {
			out = append(out, *cur)
		}
		cur = nil
	}
	fence := false
	for _, line := range strings.Split(strings.ReplaceAll(md, "\r\n", "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case fence || strings.HasPrefix(trimmed, "```"):
			if cur == nil || cur.kind != blockCode {
				flush()
				cur = &block{kind: blockCode}
			}
			cur.lines = append(cur.lines, line)
			if strings.HasPrefix(trimmed, "```") {
				fence = !fence
			}
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "|"):
			if cur == nil || cur.kind != blockTable {
				flush()
				cur = &block{kind: blockTable}
			}
			cur.lines = append(cur.lines, trimmed)
		case bulletRE.MatchString(line):
			flush()
			m := bulletRE.FindStringSubmatch(line)
			mark := "•"
			if m[2][0] >= '0' && m[2][0] <= '9' {
				mark = m[2]
			}
			cur = &block{kind: blockBullet, mark: mark, lines: []string{m[3]}}
		case cur != nil && cur.kind == blockBullet && (line[0] == ' ' || line[0] == '\t'):
			cur.lines = append(cur.lines, trimmed)
		case strings.HasPrefix(trimmed, "#"):
			flush()
			out = append(out, block{kind: blockText, lines: []string{line}})
		default:
			if cur == nil || cur.kind != blockText {
				flush()
				cur = &block{kind: blockText}
			}
			cur.lines = append(cur.lines, line)
		}
	}
	flush()
	return out
}

func markdownText(md string) *widget.RichText {
	t := widget.NewRichTextFromMarkdown(md)
	t.Wrapping = fyne.TextWrapWord
	return t
}

// bullet is a list item: its mark, and beside it its text wrapping as a
// paragraph of its own.
func bullet(mark, md string) fyne.CanvasObject {
	m := widget.NewLabel(mark)
	return container.NewBorder(nil, nil, container.NewVBox(m), nil, newFlowText(md))
}

// markdownTableRows reads a Markdown table with goldmark's table extension (GFM
// tables), so that an escaped "\|" stays in its cell instead of opening a
// new column; each cell is its Markdown source, the escape undone. The
// separator row is not a row.
func markdownTableRows(lines []string) [][]string {
	src := []byte(strings.Join(lines, "\n"))
	md := goldmark.New(goldmark.WithExtensions(extension.Table))
	doc := md.Parser().Parse(text.NewReader(src))
	var rows [][]string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.(type) {
		case *east.TableHeader, *east.TableRow:
			var row []string
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				var b strings.Builder
				for i := 0; i < c.Lines().Len(); i++ {
					seg := c.Lines().At(i)
					b.Write(seg.Value(src))
				}
				row = append(row, strings.TrimSpace(strings.ReplaceAll(b.String(), `\|`, "|")))
			}
			rows = append(rows, row)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return rows
}

// markdownTable lays out a Markdown table: a bold header row, a rule, and
// rows whose cells wrap within their column.
func markdownTable(lines []string) fyne.CanvasObject {
	rows := markdownTableRows(lines)
	if len(rows) == 0 { // no separator row: not a GFM table, but rows all the same
		for _, l := range lines {
			cells := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			rows = append(rows, cells)
		}
	}
	n := 0
	for _, r := range rows {
		n = max(n, len(r))
	}
	if n == 0 {
		return container.NewVBox()
	}
	lay := &tableLayout{n: n}
	var cells []fyne.CanvasObject
	for i, r := range rows {
		for c := 0; c < n; c++ {
			text := ""
			if c < len(r) {
				text = r[c]
			}
			if i == 0 && text != "" && !strings.HasPrefix(text, "**") {
				text = "**" + text + "**"
			}
			cells = append(cells, markdownText(text))
			lay.natural = append(lay.natural, naturalWidth(text))
		}
	}
	rule := canvas.NewRectangle(theme.Color(theme.ColorNameSeparator))
	rule.SetMinSize(fyne.NewSize(0, 1))
	grid := container.New(lay, cells...)
	lay.rule, lay.grid = rule, grid
	return container.NewVBox(container.NewStack(grid, container.NewWithoutLayout(rule)))
}

// naturalWidth is how wide a cell's text is on one line.
func naturalWidth(md string) float32 {
	plain := strings.NewReplacer("**", "", "*", "", "`", "").Replace(md)
	return fyne.MeasureText(plain, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
}

// tableLayout lays cells out in rows of n. Columns share the width in
// proportion to their text, none narrower than its longest word would
// like (so a name column stays one line); each row is as tall as its
// tallest wrapped cell. The first row is the header, ruled off below.
type tableLayout struct {
	n       int
	natural []float32 // each cell's one-line width
	rule    *canvas.Rectangle
	grid    *fyne.Container // the table, refreshed when its height changes
	width   float32         // the width last laid out at
}

func (t *tableLayout) columnWidths(avail float32) []float32 {
	want := make([]float32, t.n)
	for i, w := range t.natural {
		want[i%t.n] = max(want[i%t.n], w)
	}
	var sum float32
	for _, w := range want {
		sum += w
	}
	gaps := float32(t.n-1) * theme.Padding()
	out := make([]float32, t.n)
	for i, w := range want {
		if sum+gaps <= avail || sum == 0 {
			out[i] = w
			continue
		}
		out[i] = max(min(w, 90), w*(avail-gaps)/sum)
	}
	return out
}

func (t *tableLayout) rowHeights(objs []fyne.CanvasObject, widths []float32) []float32 {
	rows := make([]float32, (len(objs)+t.n-1)/t.n)
	for i, o := range objs {
		o.Resize(fyne.NewSize(widths[i%t.n], o.Size().Height))
		rows[i/t.n] = max(rows[i/t.n], o.MinSize().Height)
	}
	return rows
}

func (t *tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	avail := t.width
	if avail == 0 {
		avail = 600
	}
	// As narrow as the columns may go; as tall as the rows are at the
	// width last laid out at.
	var w, h float32
	for _, x := range t.columnWidths(0) {
		w += x
	}
	for _, y := range t.rowHeights(objs, t.columnWidths(avail)) {
		h += y
	}
	return fyne.NewSize(w+float32(t.n-1)*theme.Padding(), h+1)
}

func (t *tableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if size.Width != t.width && t.grid != nil {
		// A new width wraps the rows anew: the height asked for changes,
		// and the page around must ask again.
		defer t.grid.Refresh()
	}
	t.width = size.Width
	widths := t.columnWidths(size.Width)
	rows := t.rowHeights(objs, widths)
	var y float32
	for r, h := range rows {
		var x float32
		for c := 0; c < t.n; c++ {
			if i := r*t.n + c; i < len(objs) {
				objs[i].Move(fyne.NewPos(x, y))
				objs[i].Resize(fyne.NewSize(widths[c], h))
			}
			x += widths[c] + theme.Padding()
		}
		y += h
		if r == 0 && t.rule != nil {
			t.rule.Move(fyne.NewPos(0, y))
			t.rule.Resize(fyne.NewSize(size.Width, 1))
			y++
		}
	}
}
