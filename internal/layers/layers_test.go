package layers

import (
	"os/exec"
	"strings"
	"testing"
)

// rule says that packages under from must never depend, directly or
// through others, on a package matching any of never.
type rule struct {
	from  string
	never []string
	why   string
}

var rules = []rule{
	{"dipdesk/engine", []string{"dipdesk/", "fyne.io/"}, "the rules import nothing of ours and no UI"},
	{"dipdesk/variants", []string{"dipdesk/app", "dipdesk/mapview", "dipdesk/cli", "fyne.io/"}, "variant data and tools sit below every screen"},
	{"dipdesk/mapview/render", []string{"dipdesk/app", "fyne.io/"}, "the rasteriser serves headless commands too"},
	{"dipdesk/mapview", []string{"dipdesk/app", "dipdesk/cli"}, "the board widget knows nothing of screens"},
	{"dipdesk/app/hotseat", []string{"dipdesk/mapview", "fyne.io/"}, "the session is tested without a window"},
	{"dipdesk/app/orderentry", []string{"dipdesk/mapview", "fyne.io/"}, "order entry is a model the screens draw"},
	{"dipdesk/app/coach", []string{"dipdesk/mapview", "fyne.io/"}, "coach hints are computed and tested without a window"},
	{"dipdesk/app/learn", []string{"dipdesk/mapview", "fyne.io/"}, "lessons, puzzles and progress are models the screens draw"},
	{"dipdesk/app/positionedit", []string{"dipdesk/mapview", "fyne.io/"}, "the position editor is a model the screen draws"},
	{"dipdesk/app/savegame", []string{"dipdesk/mapview", "fyne.io/"}, "saving must work without a display"},
	{"dipdesk/cli", []string{"dipdesk/app\x00", "fyne.io/"}, "headless commands need no display"},
	{"dipdesk/replay", []string{"dipdesk/app", "dipdesk/cli", "dipdesk/mapview\x00", "fyne.io/"}, "replays and game records are made headless, for the CLI and the app alike"},
	{"dipdesk/record", []string{"dipdesk/app", "dipdesk/cli", "dipdesk/mapview\x00", "fyne.io/"}, "game records for other tools are written and read headless"},
	{"dipdesk/bot", []string{"dipdesk/app", "dipdesk/cli", "dipdesk/mapview", "dipdesk/variants", "fyne.io/"}, "computer players see the rules (engine) and nothing else"},
}

// deps lists every package pattern's dependencies as "pkg dep dep ...".
func deps(t *testing.T) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Deps \" \"}}", "dipdesk/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) > 0 {
			m[f[0]] = f[1:]
		}
	}
	return m
}

// matches reports whether dep falls under pattern; a pattern ending in NUL
// names exactly one package rather than a prefix.
func matches(dep, pattern string) bool {
	if exact, ok := strings.CutSuffix(pattern, "\x00"); ok {
		return dep == exact
	}
	return strings.HasPrefix(dep, pattern)
}

func TestForbiddenImports(t *testing.T) {
	all := deps(t)
	for _, r := range rules {
		checked := 0
		for pkg, ds := range all {
			if pkg != r.from && !strings.HasPrefix(pkg, r.from+"/") {
				continue
			}
			checked++
			for _, d := range ds {
				for _, never := range r.never {
					if matches(d, never) && !strings.HasPrefix(d, r.from) {
						t.Errorf("%s depends on %s: %s", pkg, d, r.why)
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("no package under %s: the rule is stale", r.from)
		}
	}
}
