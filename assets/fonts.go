package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// The symbol fonts: the arrows, maths signs and ticks that Fyne's bundled
// Noto Sans lacks, cut from DejaVu Sans (its licence, which allows this
// under another name, is fonts/LICENSE-DejaVu.txt and inside each font) by
// fonts/make-symbols.py. `make fonts` remakes them.
var (
	//go:embed fonts/dipdeskSymbols-Regular.ttf
	symbolsRegular []byte
	//go:embed fonts/dipdeskSymbols-Bold.ttf
	symbolsBold []byte
)

// SymbolFont returns the symbol font for regular or bold text. It holds
// only characters Noto Sans has not, so the theme can put it first and
// leave every other character to Noto Sans.
func SymbolFont(bold bool) fyne.Resource {
	if bold {
		return symbolsBoldRes
	}
	return symbolsRegularRes
}

var (
	symbolsRegularRes = fyne.NewStaticResource("dipdeskSymbols-Regular.ttf", symbolsRegular)
	symbolsBoldRes    = fyne.NewStaticResource("dipdeskSymbols-Bold.ttf", symbolsBold)
)
