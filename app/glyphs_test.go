package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"dipdesk/assets"
)

// writtenText is every piece of text the window can show that is written in
// the project: the string and rune literals of the packages the window
// draws from (its screens, the rules and their results, the board widget,
// the variants' loader and checks, the computer players' explanations)
// and the built-in variants' definitions and rules. It maps each
// character outside ASCII to one place it is written.
func writtenText(t *testing.T) map[rune]string {
	t.Helper()
	root := ".."
	found := map[rune]string{}
	add := func(s, where string) {
		for _, r := range s {
			if r > unicode.MaxASCII && unicode.IsPrint(r) {
				if _, ok := found[r]; !ok {
					found[r] = where
				}
			}
		}
	}
	for _, dir := range []string{"app", "engine", "mapview", "variants", "bot"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			switch {
			case strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
				f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
				if err != nil {
					return err
				}
				ast.Inspect(f, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok && (lit.Kind == token.STRING || lit.Kind == token.CHAR) {
						s, err := strconv.Unquote(lit.Value)
						if err == nil && lit.Kind == token.CHAR {
							r, _, _, _ := strconv.UnquoteChar(lit.Value[1:len(lit.Value)-1], '\'')
							s = string(r)
						}
						add(s, path)
					}
					return true
				})
			case dir == "variants" && filepath.Dir(filepath.Dir(path)) == filepath.Join(root, "variants") &&
				(strings.HasSuffix(path, ".txt") || strings.HasSuffix(path, ".md")):
				// A built-in variant's definition, scenarios and rules, shown
				// on the home, designer and rules screens; the comments of
				// the .txt files are for whoever edits them, not shown.
				data, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				for _, line := range strings.Split(string(data), "\n") {
					if strings.HasSuffix(path, ".txt") {
						line = withoutComment(line)
					}
					add(line, path)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return found
}

// TestEveryShownCharacterHasAGlyph holds the fonts the app carries to
// every character it can show: each must be in the theme's symbol font or
// in Fyne's bundled Noto Sans, in both regular and bold, or it is drawn
// as a box with a question mark on a system without a font for it (a bare
// Windows, Wine, a minimal Linux). A new arrow or sign in a message fails
// here: add its block to assets/fonts/make-symbols.py and run `make fonts`,
// or write the message with characters the fonts have.
func TestEveryShownCharacterHasAGlyph(t *testing.T) {
	text := writtenText(t)
	if _, ok := text['→']; !ok {
		t.Fatal("the scan found no → in the sources: it is not reading them")
	}
	th := newLegibleTheme(theme.DefaultTheme())
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		first := parseFont(t, th.Font(style))
		noto := parseFont(t, theme.DefaultTheme().Font(style))
		var missing []string
		for r, where := range text {
			if !hasGlyph(first, r) && !hasGlyph(noto, r) {
				missing = append(missing, strconv.QuoteRune(r)+" ("+strings.TrimPrefix(where, "../")+")")
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("bold=%v: no glyph in the app's fonts for %s", style.Bold, strings.Join(missing, ", "))
		}
	}
}

// TestSymbolFontHoldsOnlyWhatNotoLacks keeps the symbol font from taking
// over a character Noto Sans draws, which would change how ordinary text
// looks. Its one shared character, the space, must be exactly as wide.
func TestSymbolFontHoldsOnlyWhatNotoLacks(t *testing.T) {
	for _, bold := range []bool{false, true} {
		sym := parseFont(t, assets.SymbolFont(bold))
		noto := parseFont(t, theme.DefaultTheme().Font(fyne.TextStyle{Bold: bold}))
		if a, b := advance(t, sym, ' '), advance(t, noto, ' '); a != b {
			t.Errorf("bold=%v: the symbol font's space is %v wide, Noto's %v", bold, a, b)
		}
		for _, r := range []rune{'a', 'A', '0', '.', '-', '—', '▸', '·', '\u00a0'} {
			if hasGlyph(sym, r) {
				t.Errorf("bold=%v: the symbol font has %q, which Noto Sans draws", bold, r)
			}
		}
		for _, r := range []rune{'→', '−', '≤', '≥', '✓', '✗'} {
			if !hasGlyph(sym, r) || hasGlyph(noto, r) {
				t.Errorf("bold=%v: %q: in the symbol font %v, in Noto Sans %v; want only the symbol font", bold, r, hasGlyph(sym, r), hasGlyph(noto, r))
			}
		}
	}
}

// withoutComment cuts a definition or scenario line at its comment: a "#"
// at the start of the line or after a space or tab.
func withoutComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			return line[:i]
		}
	}
	return line
}

// TestSymbolFontKeepsTextSize: ordinary text, and a line that starts with
// an arrow, measure as they did with Fyne's own fonts, so no screen's
// layout moves because the theme carries the symbol font.
func TestSymbolFontKeepsTextSize(t *testing.T) {
	measure := func(th fyne.Theme, s string, style fyne.TextStyle) fyne.Size {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(th)
		return fyne.MeasureText(s, theme.TextSize(), style)
	}
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		plain := "Austria: A Vie - Gal, F Tri holds"
		if a, b := measure(newLegibleTheme(theme.DefaultTheme()), plain, style), measure(theme.DefaultTheme(), plain, style); a != b {
			t.Errorf("bold=%v: %q measures %v with the symbol font, %v without", style.Bold, plain, a, b)
		}
		arrow := measure(newLegibleTheme(theme.DefaultTheme()), "→ Gal", style)
		dash := measure(newLegibleTheme(theme.DefaultTheme()), "- Gal", style)
		if arrow.Height != dash.Height {
			t.Errorf("bold=%v: a line starting with an arrow is %v high, with a dash %v", style.Bold, arrow.Height, dash.Height)
		}
	}
}

func advance(t *testing.T, f *sfnt.Font, r rune) fixed.Int26_6 {
	t.Helper()
	var b sfnt.Buffer
	i, err := f.GlyphIndex(&b, r)
	if err != nil || i == 0 {
		t.Fatalf("no glyph for %q", r)
	}
	adv, err := f.GlyphAdvance(&b, i, fixed.I(int(f.UnitsPerEm())), font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	return adv
}

func parseFont(t *testing.T, res fyne.Resource) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(res.Content())
	if err != nil {
		t.Fatalf("%s: %v", res.Name(), err)
	}
	return f
}

func hasGlyph(f *sfnt.Font, r rune) bool {
	var b sfnt.Buffer
	i, err := f.GlyphIndex(&b, r)
	return err == nil && i != 0
}
