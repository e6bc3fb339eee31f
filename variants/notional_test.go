package variants_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
)

const notionalSrc = `variant tiny
start 1900 Spring movement
power red : Red
power blue : Blue
province rh land sc home=red : Red Home
province bh land sc home=blue : Blue Home
province n1 land sc : Neutral One
province n2 land sc : Neutral Two
army rh: n1 n2
army bh: n1 n2
notional red n1 n2
`

func TestNotionalStatementDrawsCentresInAColourWithoutOwningThem(t *testing.T) {
	v, err := variants.Build("tiny.txt", []byte(notionalSrc))
	if err != nil {
		t.Fatal(err)
	}
	red, _ := v.LookupPower("red")
	start := v.Start()
	for _, name := range []string{"n1", "n2"} {
		p, _ := v.LookupProvince(name)
		if v.NotionalOwner(p) != red {
			t.Errorf("%s is not drawn as Red's", name)
		}
		if start.Owners[p] != engine.NoPower {
			t.Errorf("%s starts owned; a notional centre belongs to nobody", name)
		}
	}
	rh, _ := v.LookupProvince("rh")
	if v.NotionalOwner(rh) != engine.NoPower {
		t.Error("Red's own home centre has a notional owner")
	}
}

func TestNotionalStatementErrorsGiveTheLine(t *testing.T) {
	for _, c := range []struct{ add, want string }{
		{"notional red\n", `tiny.txt:12: expected "notional <power> <province> ...`},
		{"notional red bh\n", "tiny.txt:12: notional: bh is owned by Blue at the start"},
		{"notional green n1\n", `tiny.txt:12: notional: unknown power "green"`},
	} {
		_, err := variants.Build("tiny.txt", []byte(notionalSrc+c.add))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.add, err, c.want)
		}
	}
}
