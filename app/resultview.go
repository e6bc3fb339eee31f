package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
)

// resultView is a side panel that lists a phase's results between other
// panels (the builds due above, the standings below) and scrolls them
// all as one. It is a widget.List, so only the rows on screen exist:
// an Imperial phase has 85 results or more, and making a wrapped label for
// each of them at once held the UI goroutine for up to 90 ms on every
// results and table screen. Rows are measured as they come into view;
// the others count the height of a two-line result until then.
type resultView struct {
	list   *widget.List
	v      *engine.Variant
	before []fyne.CanvasObject // whole panels above the results
	rows   []resultRow
	after  []fyne.CanvasObject // whole panels below
	pick   func(*engine.Order)
	picked int // the picked row, -1 for none
	width  float32
}

// sideRow is one of the list's reusable rows. It shows a power's
// heading, a result, or one of the panels around them.
type sideRow struct {
	widget.BaseWidget
	head  *widget.Label
	line  *resultLine
	stack *fyne.Container
}

func (r *sideRow) CreateRenderer() fyne.WidgetRenderer {
	// Clear of the scroll bar, which Fyne draws over the right edge, as
	// newSideScroll does.
	return widget.NewSimpleRenderer(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.ScrollBarSize()), r.stack))
}

// newResultView lists rows between before and after. Tapping a result
// (or choosing it from the keyboard) marks it and calls pick with its
// order; again, and pick is called with nil.
func newResultView(v *engine.Variant, results []engine.Result, unplayed map[engine.PowerID]bool, pick func(*engine.Order), before, after []fyne.CanvasObject) fyne.CanvasObject {
	rv := &resultView{v: v, before: before, rows: resultRows(v, results, unplayed), after: after, pick: pick, picked: -1}
	if len(rv.rows) == 0 {
		rv.before = append(rv.before[:len(rv.before):len(rv.before)], widget.NewLabel(noOrders))
	}
	rv.list = widget.NewList(rv.length, rv.create, rv.update)
	rv.list.HideSeparators = true
	rv.list.OnSelected = func(id widget.ListItemID) {
		// The list's own selection is the keyboard's way in (arrows and
		// space): it picks the result, and the row's own mark shows it.
		rv.list.Unselect(id)
		if rv.rowAt(id) != nil {
			rv.toggle(id)
		}
	}
	// The panels set the width the side needs (the standings' columns),
	// as they did in a plain scrolled column.
	var minW float32
	for _, o := range append(append([]fyne.CanvasObject{}, before...), after...) {
		minW = max(minW, o.MinSize().Width)
	}
	strut := canvas.NewRectangle(nil)
	strut.SetMinSize(fyne.NewSize(minW+theme.ScrollBarSize(), 0))
	return container.New(&widthWatch{rv: rv}, rv.list, strut)
}

func (rv *resultView) length() int { return len(rv.before) + len(rv.rows) + len(rv.after) }

// rowAt is the result row id shows, or nil for a heading or panel.
func (rv *resultView) rowAt(id int) *resultRow {
	i := id - len(rv.before)
	if i < 0 || i >= len(rv.rows) || rv.rows[i].result == nil {
		return nil
	}
	return &rv.rows[i]
}

func (rv *resultView) create() fyne.CanvasObject {
	r := &sideRow{head: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), line: newResultLine()}
	// The template: a result of two lines, the usual.
	r.line.text.SetText("A\nB")
	r.stack = container.NewStack(r.line)
	r.ExtendBaseWidget(r)
	return r
}

func (rv *resultView) update(id widget.ListItemID, o fyne.CanvasObject) {
	r := o.(*sideRow)
	var show fyne.CanvasObject
	switch i := id - len(rv.before); {
	case i < 0:
		show = rv.before[id]
	case i >= len(rv.rows):
		show = rv.after[i-len(rv.rows)]
	case rv.rows[i].result == nil:
		r.head.SetText(rv.rows[i].head)
		show = r.head
	default:
		r.line.show(rv.v, rv.rows[i].result)
		r.line.setPicked(id == rv.picked)
		r.line.onTap = func() { rv.toggle(id) }
		show = r.line
	}
	if len(r.stack.Objects) != 1 || r.stack.Objects[0] != show {
		r.stack.Objects = []fyne.CanvasObject{show}
		r.stack.Refresh()
	}
	// Measured at the list's width: a wrapped result may take three or
	// more lines.
	if w := rv.list.Size().Width; w > 0 {
		r.Resize(fyne.NewSize(w, r.Size().Height))
	}
	rv.list.SetItemHeight(id, r.MinSize().Height)
}

// toggle picks row id, or unpicks it if it was picked.
func (rv *resultView) toggle(id int) {
	old := rv.picked
	rv.picked = -1
	if old != id {
		rv.picked = id
	}
	if old >= 0 {
		rv.list.RefreshItem(old)
	}
	if rv.picked >= 0 {
		rv.list.RefreshItem(rv.picked)
	}
	if rv.pick == nil {
		return
	}
	if rv.picked < 0 {
		rv.pick(nil)
		return
	}
	o := rv.rowAt(id).result.Order
	rv.pick(&o)
}

// widthWatch lays the list over its strut and, when the width changes
// (the window or the split moved), has the rows on screen measured again.
type widthWatch struct{ rv *resultView }

func (l *widthWatch) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return layout.NewStackLayout().MinSize(objects)
}

func (l *widthWatch) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	layout.NewStackLayout().Layout(objects, size)
	if size.Width != l.rv.width {
		l.rv.width = size.Width
		l.rv.list.Refresh()
	}
}
