package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// notBuilt names, for each home button whose feature does not exist yet,
// what the user is told on pressing it. A button is honest about what it
// cannot do rather than opening an empty screen.
var notBuilt = map[string]string{
	"New game": "Starting a hot-seat game is not built yet: it arrives with the game screens.",
	"Continue": "There is nothing to continue yet: saving games is not built yet.",
	"Load":     "Loading saved games is not built yet.",
	"Variants": "The variant browser is not built yet; the home screen lists the variants that ship.",
}

// newHome is the first screen: the name, what ships, and the way in.
func newHome(a fyne.App, w fyne.Window, variants []VariantInfo) fyne.CanvasObject {
	icon := canvas.NewImageFromResource(a.Icon())
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))

	title := canvas.NewText("dipdesk", theme.Color(theme.ColorNameForeground))
	title.TextSize = 48
	title.TextStyle.Bold = true
	tagline := widget.NewLabel("Diplomacy for people sitting round one laptop.\n" +
		"Pass the laptop power by power; the board does the refereeing.")
	head := container.NewHBox(icon, container.NewVBox(title, tagline))

	button := func(label string, icon fyne.Resource, action func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, action)
		if action == nil {
			msg := notBuilt[label]
			b.OnTapped = func() { dialog.ShowInformation(label, msg, w) }
		}
		return b
	}
	newGame := button("New game", theme.ContentAddIcon(), nil)
	newGame.Importance = widget.HighImportance
	buttons := container.NewVBox(
		newGame,
		button("Continue", theme.MediaPlayIcon(), nil),
		button("Load", theme.FolderOpenIcon(), nil),
		button("Variants", theme.ListIcon(), nil),
		widget.NewSeparator(),
		button("Quit", theme.LogoutIcon(), a.Quit),
	)

	// The buttons keep a comfortable width; the variants take the rest.
	width := canvas.NewRectangle(nil)
	width.SetMinSize(fyne.NewSize(300, 0))
	play := container.NewVBox(sectionTitle("Play"), buttons, width)
	body := container.NewBorder(nil, nil, container.NewPadded(play), nil, variantList(variants))
	return container.NewPadded(container.NewBorder(
		container.NewVBox(head, widget.NewSeparator()), nil, nil, nil, body))
}

func sectionTitle(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// variantList shows every variant that ships, one card each.
func variantList(variants []VariantInfo) fyne.CanvasObject {
	if len(variants) == 0 {
		return container.NewVBox(sectionTitle("Variants"), widget.NewLabel("No variants could be loaded."))
	}
	cards := container.NewVBox()
	for _, v := range variants {
		desc := widget.NewLabel(v.Description)
		desc.Wrapping = fyne.TextWrapWord
		cards.Add(widget.NewCard(v.Name, fmt.Sprintf("%d players · starts %s", v.Players, v.Start), desc))
	}
	return container.NewBorder(sectionTitle("Variants"), nil, nil, nil, container.NewVScroll(cards))
}
