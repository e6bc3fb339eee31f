package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeCase(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "cases.txt")
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const goodCase = `VARIANT_ALL Standard
CASE bounce
PRESTATE
	Austria: A vie
	Italy: A ven
ORDERS
	Austria: A vie-tyr
	Italy: A ven-tyr
POSTSTATE_SAME
END
`

func TestDATCCommandReportsPassesAndFailures(t *testing.T) {
	good := writeCase(t, goodCase)
	var out, errb bytes.Buffer
	if code := Run([]string{"datc", good}, &out, &errb); code != 0 || out.String() != "1 passed, 0 failed\n" {
		t.Errorf("exit %d, output %q %q", code, out.String(), errb.String())
	}
	bad := writeCase(t, strings.Replace(goodCase, "POSTSTATE_SAME", "POSTSTATE\n\tAustria: A tyr\n\tItaly: A ven", 1))
	out.Reset()
	code := Run([]string{"datc", "--rules", "2000", good, bad}, &out, &errb)
	want := "bounce: POSTSTATE: missing Austria A Tyr; POSTSTATE: unexpected Austria A Vie\n1 passed, 1 failed\n"
	if code != 1 || out.String() != want {
		t.Errorf("exit %d, output %q, want %q", code, out.String(), want)
	}
}

func TestDATCCommandUsageErrors(t *testing.T) {
	var out, errb bytes.Buffer
	for _, args := range [][]string{{"datc"}, {"datc", "--rules", "1971", "x"}, {"datc", "--bogus", "x"}, {"datc", "--rules"}} {
		out.Reset()
		errb.Reset()
		if code := Run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
	if code := Run([]string{"datc", filepath.Join(t.TempDir(), "missing.txt")}, &out, &errb); code != 1 {
		t.Errorf("a missing file gave exit %d", code)
	}
}
