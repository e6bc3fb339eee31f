package gen

import (
	"fmt"
	"strings"

	"dipdesk/variants/board"
)

// An inset explains itself: a band along the bottom of its box names the
// seas its province borders on the main map ("to North Central Atlantic
// Ocean"), so a player need not follow the leader line to learn where a
// far-away harbour's fleets sail. Nothing grows under the band.

// captionLines breaks "to <names>" into lines no wider than width at the
// size names are drawn at fit zoom (z board units).
func captionLines(text string, z, width float64) []string {
	return board.WrapWords(text, func(s string) float64 { return textWidth(s, z) }, width)
}

// insetCaption is the caption of inset k: the names of the seas (sea
// provinces) every [[inset]] entry of the same far province links it to, in lines that fit
// the box at fit zoom, each centred in the band at the bottom of the box.
func insetCaption(s *Spec, k int, W, H float64) []board.Caption {
	in := s.Insets[k]
	var seas []string
	for _, o := range s.Insets {
		if len(o.Link) < 2 || len(in.Link) < 1 || o.Link[0] != in.Link[0] {
			continue
		}
		for _, ps := range s.Provinces {
			if ps.ID == o.Link[1] && ps.Sea {
				name, _ := labelText(ps)
				seas = append(seas, name)
			}
		}
	}
	if len(seas) == 0 {
		return nil
	}
	size := s.LabelSize
	z := board.FitSize(size, W, H)
	box := in.Box
	lines := captionLines("to "+strings.Join(seas, ", "), z, box[2]-8)
	var out []board.Caption
	for i, l := range lines {
		y := box[1] + box[3] - 4 - 0.25*z - float64(len(lines)-1-i)*1.1*z
		out = append(out, board.Caption{Text: l, At: board.Point{X: box[0] + box[2]/2, Y: y}, Size: size})
	}
	return out
}

// captionBand is the top of the band insetCaption's lines take up in an
// inset's box: from there to the frame nothing grows.
func captionBand(caps []board.Caption, s *Spec, W, H float64) float64 {
	if len(caps) == 0 {
		return 0
	}
	z := board.FitSize(s.LabelSize, W, H)
	return caps[0].At.Y - 0.8*z - 3
}

// insetMarker is inset k's marker: its frame, its leader line to the sea
// it links and its caption.
func insetMarker(s *Spec, pr *Projector, f *Field, index map[string]int, boxes []box, k int, caps []board.Caption) (board.Marker, error) {
	mk, err := marker(s, pr, f, index, boxes, MarkerSpec{Kind: "inset", Link: s.Insets[k].Link})
	if err != nil {
		return mk, err
	}
	bx := pr.insets[k].box
	frame := []board.Point{{X: bx[0] + 0.5, Y: bx[1] + 0.5}, {X: bx[0] + bx[2] - 0.5, Y: bx[1] + 0.5},
		{X: bx[0] + bx[2] - 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + bx[3] - 0.5}, {X: bx[0] + 0.5, Y: bx[1] + 0.5}}
	mk.ID = fmt.Sprintf("inset-%d", k+1)
	mk.Lines = append([][]board.Point{frame}, mk.Lines...)
	mk.Captions = caps
	return mk, nil
}
