// Package assets holds the files dipdesk ships inside its binary: the app
// icon and the symbol fonts.
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon returns the application icon, drawn by assets/icongen.
func Icon() fyne.Resource {
	return fyne.NewStaticResource("icon.png", iconPNG)
}
