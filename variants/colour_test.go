package variants_test

import (
	"strings"
	"testing"

	"dipdesk/variants"
)

const colourSrc = `variant tiny
start 1900 Spring movement
power red colour=#C30A00 : Red   # a comment after a space
power blue : Blue
province rh land sc home=red : Red Home
province bh land sc home=blue : Blue Home
army rh: bh
`

func TestPowerColourReachesTheVariant(t *testing.T) {
	v, err := variants.Build("tiny.txt", []byte(colourSrc))
	if err != nil {
		t.Fatal(err)
	}
	red, _ := v.LookupPower("red")
	blue, _ := v.LookupPower("blue")
	if got := v.Power(red).Colour; got != "#c30a00" {
		t.Errorf("red's colour = %q, want #c30a00", got)
	}
	if got := v.Power(blue).Colour; got != "" {
		t.Errorf("blue has no colour= but got %q", got)
	}
	if v.Power(red).Name != "Red" {
		t.Errorf("the comment after the name was not cut: %q", v.Power(red).Name)
	}
}

func TestPowerColourErrorsGiveTheLine(t *testing.T) {
	for _, bad := range []string{"#12zz45", "#fff", "12ab45", "#1234567", ""} {
		src := strings.Replace(colourSrc, "colour=#C30A00", "colour="+bad, 1)
		_, err := variants.Build("tiny.txt", []byte(src))
		want := "tiny.txt:3: power red: colour=" + bad + ": expected #rrggbb"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("colour=%s: got %v, want %s", bad, err, want)
		}
	}
}
