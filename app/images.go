package app

import (
	"bytes"
	"image"
	"image/png"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/draw"
)

// Images on the screens are handed to the GPU at the size they have and
// scaled there. A canvas.Image in Fyne's default (smooth) scale mode whose
// pixels differ from its size on screen is scaled on the CPU, on the UI
// goroutine, each time its texture is made, which is on every visit to a
// screen built afresh: the home icon and the board thumbnails cost 30-40 ms
// of each Home, Load and Variants visit that way. The thumbnails are drawn
// at about their size on screen already, and the icon is scaled once per
// process (iconImage), so the GPU's linear filter loses nothing visible.

// boardThumb is an empty image for a variant's board thumbnail (thumbs.go
// fills it), at least min in size, scaled on the GPU.
func boardThumb(min fyne.Size) *canvas.Image {
	img := canvas.NewImageFromImage(nil)
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScaleFastest
	img.SetMinSize(min)
	return img
}

// iconPixels is the edge of the scaled icon: twice the largest size it is
// shown at, so that a HiDPI screen gets its pixels too.
const iconPixels = 192

// scaledIcon keeps the icon scaled last, and the resource it was scaled
// from (the app's icon: the same one for the process's life).
var scaledIcon struct {
	mu  sync.Mutex
	res fyne.Resource
	img image.Image
}

// iconImage is res, the app's icon PNG, scaled to iconPixels square, once
// per resource; nil (an empty image) without an icon or if it does not
// decode, which the log says.
func iconImage(res fyne.Resource) image.Image {
	if res == nil {
		return nil
	}
	scaledIcon.mu.Lock()
	defer scaledIcon.mu.Unlock()
	if scaledIcon.res == res {
		return scaledIcon.img
	}
	scaledIcon.res, scaledIcon.img = res, nil
	src, err := png.Decode(bytes.NewReader(res.Content()))
	if err != nil {
		fyne.LogError("the app icon does not decode", err)
		return nil
	}
	dst := image.NewRGBA(image.Rect(0, 0, iconPixels, iconPixels))
	draw.CatmullRom.Scale(dst, dst.Rect, src, src.Bounds(), draw.Src, nil)
	scaledIcon.img = dst
	return dst
}

// appIcon is the app's icon shown size square, scaled on the GPU from the
// icon scaled once (iconImage).
func (u *ui) appIcon(size float32) *canvas.Image {
	icon := canvas.NewImageFromImage(iconImage(u.a.Icon()))
	icon.FillMode = canvas.ImageFillContain
	icon.ScaleMode = canvas.ImageScaleFastest
	icon.SetMinSize(fyne.NewSize(size, size))
	return icon
}
