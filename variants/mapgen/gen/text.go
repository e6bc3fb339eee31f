package gen

import "dipdesk/variants/board/namefont"

// textWidth is the width in pixels of s drawn at size px in the font
// mapview draws names in.
func textWidth(s string, size float64) float64 { return namefont.Width(s, size) }
