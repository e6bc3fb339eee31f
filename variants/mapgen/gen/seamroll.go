package gen

import "slices"

// swell does not look across a world board's seam: a small island the
// cartogram pushed against it (Fiji, on Imperial) would stay a speck its
// unit cannot stand on. Turning the whole field half a lap round, in
// place, brings what lay at the seam to the middle of the board, where
// swell sees all round it; turning it back undoes the move exactly. What
// touches what does not change with the turn, since the east and west
// edges of a world board are one.

// roll turns the field's per-cell layers that swell reads and writes by
// dx cells eastward, each row wrapping round (0 ≤ dx < W).
func (f *Field) roll(dx int) {
	rollRows(f.Label, f.W, dx)
	rollRows(f.Land, f.W, dx)
	rollRows(f.Fixed, f.W, dx)
	rollRows(f.Void, f.W, dx)
}

// rollRows rotates every w-cell row of s right by dx, in place (three
// reversals, no copy of the layer).
func rollRows[T any](s []T, w, dx int) {
	if len(s) == 0 || dx%w == 0 {
		return
	}
	dx %= w
	for y := 0; y+w <= len(s); y += w {
		row := s[y : y+w]
		slices.Reverse(row)
		slices.Reverse(row[:dx])
		slices.Reverse(row[dx:])
	}
}

// rolledIndex is where cell i lies once the field is rolled by dx.
func rolledIndex(i, w, dx int) int {
	y, x := i/w, i%w
	return y*w + (x+dx)%w
}
