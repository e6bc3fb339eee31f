module dipdesk

go 1.26

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/adrg/xdg v0.5.3 // indirect
	golang.org/x/sys v0.30.0 // indirect
)
