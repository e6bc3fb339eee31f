package mapview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/mapview/render"
)

// ShowLegend shows or hides the board's key (render.Legend) in the
// board's bottom-left corner; the board's toolbar button does the same,
// and a tap on the key hides it.
func (m *Board) ShowLegend(on bool) {
	m.legendOn = on
	if m.r != nil {
		m.r.legend.layout(m.Size())
	}
	m.rehover() // the key covers, or uncovers, part of the board
}

// LegendShown reports whether the key is shown.
func (m *Board) LegendShown() bool { return m.legendOn }

// overKey reports whether a position in the widget is on the shown key:
// the board under it is hidden, so it is neither hovered nor tapped.
func (m *Board) overKey(pos fyne.Position) bool {
	if !m.legendOn || m.r == nil || !m.r.legend.box.Visible() {
		return false
	}
	at, size := m.r.legend.img.Position(), m.r.legend.img.Size()
	return pos.X >= at.X && pos.Y >= at.Y && pos.X < at.X+size.Width && pos.Y < at.Y+size.Height
}

// legendPanel is the key drawn over the board, and its toolbar button.
type legendPanel struct {
	m      *Board
	button *widget.Button
	img    *canvas.Image
	bg     *canvas.Rectangle
	box    *fyne.Container
	drawn  legendKey
}

// legendKey is what the key's image was drawn for.
type legendKey struct {
	staticGen, sceneGen int
	reach               bool
	density             float32
}

func newLegendPanel(m *Board) *legendPanel {
	l := &legendPanel{m: m}
	l.button = widget.NewButtonWithIcon("", theme.InfoIcon(), func() { m.ShowLegend(!m.legendOn) })
	l.img = canvas.NewImageFromResource(nil)
	l.img.FillMode = canvas.ImageFillContain
	l.img.ScaleMode = canvas.ImageScaleSmooth
	l.bg = canvas.NewRectangle(theme.Color(theme.ColorNameShadow))
	l.box = container.NewWithoutLayout(l.bg, l.img)
	l.box.Hide()
	return l
}

// layout draws the key when what it shows changed and places it in the
// bottom-left corner, scaled down if the board is smaller than it.
func (l *legendPanel) layout(size fyne.Size) {
	m := l.m
	if !m.legendOn || m.b == nil {
		l.box.Hide()
		l.button.Importance = widget.MediumImportance
		l.button.Refresh()
		return
	}
	d := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(m); c != nil && c.Scale() > 0 {
		d = c.Scale()
	}
	k := legendKey{m.staticGen, m.sceneGen, m.reach != nil, d}
	if k != l.drawn || l.img.Image == nil {
		l.drawn = k
		l.img.Image = render.Legend(m.b, m.scene, render.LegendOptions{Style: m.style, Palette: m.pal, Density: float64(d), Reach: m.reach != nil, Rules: m.reach})
		l.img.Refresh()
	}
	b := l.img.Image.Bounds()
	w, h := float32(b.Dx())/d, float32(b.Dy())/d
	pad := theme.Padding()
	if f := min(1, (size.Width-2*pad)/w, (size.Height-2*pad)/h); f < 1 {
		w, h = w*f, h*f
	}
	pos := fyne.NewPos(pad, size.Height-h-pad)
	l.img.Move(pos)
	l.img.Resize(fyne.NewSize(w, h))
	l.bg.Move(pos.AddXY(2, 2))
	l.bg.Resize(fyne.NewSize(w, h))
	l.box.Resize(size)
	l.box.Show()
	l.button.Importance = widget.HighImportance
	l.button.Refresh()
}
