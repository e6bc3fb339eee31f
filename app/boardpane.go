package app

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/board"
)

// boardPane is the board area of the game screens.
type boardPane struct {
	img   *canvas.Image
	msg   *widget.Label
	board *board.Board
}

func (p *boardPane) object() fyne.CanvasObject {
	if p.board == nil {
		return p.msg
	}
	return p.img
}

// boardFor shows pos, with the units of the powers in own marked as the
// viewer's.
func (u *ui) boardFor(pos engine.Position, own []engine.PowerID) *boardPane {
	p := u.pane
	if p == nil {
		p = newBoardPane(u.findPackage(u.s.VariantID))
		u.pane = p
	}
	if p.board != nil {
		v := u.s.Variant()
		tint := map[string]color.Color{}
		for pr, o := range pos.Owners {
			if o != engine.NoPower {
				tint[v.Province(engine.ProvinceID(pr)).ID] = powerColour(int(o))
			}
		}
		p.img.Image = render.Board(p.board, render.Options{Width: 1400, Tint: tint}).Img
		p.img.Refresh()
	}
	return p
}

// findPackage finds the variant folder a game was started from, for its
// board; nil if it is no longer installed.
func (u *ui) findPackage(id string) *variants.Package {
	for _, p := range u.opt.Variants() {
		if p.ID == id {
			return p
		}
	}
	return nil
}

func newBoardPane(pkg *variants.Package) *boardPane {
	p := &boardPane{img: canvas.NewImageFromImage(nil), msg: widget.NewLabel("")}
	p.img.FillMode = canvas.ImageFillContain
	if pkg == nil {
		p.msg.SetText("This game's variant is no longer installed, so its board cannot be drawn; the game can still be played from the order lists.")
		return p
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		p.msg.SetText("The board could not be drawn: " + err.Error())
		return p
	}
	p.board = b
	return p
}

// powerColour is a temporary palette until the board widget's own.
func powerColour(i int) color.Color {
	pal := []color.RGBA{{0xc0, 0x39, 0x2b, 0xff}, {0x29, 0x80, 0xb9, 0xff}, {0x27, 0xae, 0x60, 0xff},
		{0x8e, 0x44, 0xad, 0xff}, {0xf3, 0x9c, 0x12, 0xff}, {0x16, 0xa0, 0x85, 0xff}, {0x7f, 0x8c, 0x8d, 0xff}}
	c := pal[i%len(pal)]
	c.A = 0x90
	return c
}
