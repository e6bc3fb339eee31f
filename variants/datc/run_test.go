package datc_test

import (
	"strings"
	"testing"

	"dipdesk/engine"
	"dipdesk/variants"
	"dipdesk/variants/datc"
)

// runSource parses and runs one file's text on Classic.
func runSource(t *testing.T, src string, ed engine.Edition) datc.Report {
	t.Helper()
	f, err := datc.Parse("case.txt", strings.NewReader("VARIANT_ALL Standard\n"+src))
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := variants.Builtin(f.Variant)
	if err != nil {
		t.Fatal(err)
	}
	return f.Run(pkg.Variant, engine.Options{Edition: ed})
}

// TestTheRunnerReadsJDipForms: each form jDip's own case files use, in a
// case that passes only if the form is read as jDip reads it.
func TestTheRunnerReadsJDipForms(t *testing.T) {
	cases := []struct{ form, src string }{
		{"phase in parentheses", `CASE p
PRESTATE_SETPHASE Fall 1901 (Movement)
PRESTATE
	France: A par
ORDERS
	France: A par-bur
POSTSTATE_PHASE Winter 1901 (Adjustment)
END
`},
		{"Army and Fleet spelled out, => and ->", `CASE u
PRESTATE
	Austria: Army Bulgaria
	England: Fleet North Sea
ORDERS
	Austria: Army Bulgaria => Serbia
	England: Fleet North Sea -> Holland
POSTSTATE
	Austria: A ser
	England: F hol
END
`},
		{"SUPPORT, CONVOY and HOLD", `CASE k
PRESTATE
	England: F nth
	England: A lon
	Germany: A hol
	Germany: A bel
	France: A bur
ORDERS
	England: F nth CONVOY A lon -> hol
	England: A lon -> hol
	Germany: A hol HOLD
	Germany: A bel SUPPORT A hol HOLD
	France: A bur SUPPORT English Army London => Holland
POSTSTATE_SAME
END
`},
		{"coast in words", `CASE c
PRESTATE
	France: F mid-atlantic ocean
ORDERS
	France: Fleet Mid-Atlantic Ocean => Spain (south coast)
POSTSTATE
	France: F spa/sc
END
`},
		{"adjective before a foreign unit", `CASE a
PRESTATE
	England: F nth
	Germany: F hel
	Germany: F ska
ORDERS
	Germany: F hel SUPPORT English Fleet North Sea
	Germany: F ska -> North Sea
POSTSTATE_SAME
END
`},
		{"trailing full stop and a unique prefix", `CASE f
PRESTATE
	France: A par
ORDERS
	France: A Paris -> Burgund.
POSTSTATE
	France: A bur
END
`},
	}
	for _, c := range cases {
		rep := runSource(t, c.src, engine.Edition2023)
		if rep.Passed != 1 {
			t.Errorf("%s: %v", c.form, rep.Failures)
		}
	}
}

// TestAnUnreadableOrderFailsItsCase: a line the runner cannot read is not
// quietly a hold; the case fails and names the line.
func TestAnUnreadableOrderFailsItsCase(t *testing.T) {
	rep := runSource(t, `CASE typo
PRESTATE
	Austria: A bul
ORDERS
	Austria: A Bulgaria ==> Sebria
POSTSTATE_SAME
END
`, engine.Edition2023)
	if rep.Passed != 0 || len(rep.Failures) != 1 {
		t.Fatalf("got %+v, want the case to fail", rep)
	}
	if got := rep.Failures[0].String(); !strings.Contains(got, `line 6: cannot read the order "A Bulgaria ==> Sebria"`) {
		t.Errorf("failure %q does not name the line", got)
	}
}

// TestDislodgedListsUnitsDisbandedForWantOfARetreat: POSTSTATE_DISLODGED
// holds every unit dislodged, also one that had nowhere to go; jDip's
// convention of listing only the units left to retreat is read too, but
// any other list fails.
func TestDislodgedListsUnitsDisbandedForWantOfARetreat(t *testing.T) {
	// Munich's army is dislodged with every neighbour occupied or the
	// attacker's origin; the North Sea fleet is dislodged and may retreat.
	const position = `CASE d
PRESTATE
	Germany: A mun
	Germany: A ruh
	Germany: A kie
	Germany: A ber
	Russia: A sil
	France: A bur
	Austria: A tyr
	Austria: A boh
	England: F nth
	Germany: F hel
	Germany: F ska
ORDERS
	France: A bur-mun
	Austria: A tyr S A bur-mun
	Germany: F hel S F ska-nth
	Germany: F ska-nth
POSTSTATE_DISLODGED
`
	for _, c := range []struct {
		list string
		pass bool
	}{
		{"\tGermany: A mun\n\tEngland: F nth\n", true},
		{"\tEngland: F nth\n", true},
		{"\tGermany: A mun\n", false},
		{"", false},
	} {
		rep := runSource(t, position+c.list+"END\n", engine.Edition2023)
		if (rep.Passed == 1) != c.pass {
			t.Errorf("POSTSTATE_DISLODGED %q: %+v, want pass %v", c.list, rep, c.pass)
		}
	}
}
