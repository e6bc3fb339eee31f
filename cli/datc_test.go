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

// TestDATCCommandNamesTheFileOfABadLine: a runaway line or a binary file
// gets one short message naming the file, never the bytes themselves.
func TestDATCCommandNamesTheFileOfABadLine(t *testing.T) {
	long := writeCase(t, "VARIANT_ALL Standard\nCASE x\n"+strings.Repeat("A", 200_000)+"\nEND\n")
	binary := writeCase(t, "VARIANT_ALL Standard\n"+strings.Repeat("\x00\xff\x17garbage", 2_000)+"\n")
	notInBlock := writeCase(t, "VARIANT_ALL Standard\nCASE x\n"+strings.Repeat("B", 50_000)+"\nEND\n")
	for _, c := range []struct{ file, want string }{
		{long, long + ":3: line longer than 64 KiB, not a case file"},
		{binary, binary + ":2: binary data (a NUL byte or invalid UTF-8), not a case file"},
		{notInBlock, notInBlock + `:3: "BBBB`},
	} {
		var out, errb bytes.Buffer
		code := Run([]string{"datc", c.file}, &out, &errb)
		if code != 1 || !strings.Contains(errb.String(), c.want) || errb.Len() > 400 {
			t.Errorf("exit %d, stderr %q (%d bytes), want it to contain %q and be short", code, errb.String(), errb.Len(), c.want)
		}
	}
}
