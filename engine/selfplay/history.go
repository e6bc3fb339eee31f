package selfplay

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// HistoryName is the file name (without extension) a balance report is
// kept under: the variant, the games and years, who sat in the seats,
// the seed and when it was played, so that every run — from the app or
// the command line, before an edit or after — is kept beside the others
// instead of replacing one: "glen-100x10-bot-hard-seed1-20261127-083015".
func HistoryName(variantID string, rep *Report, when time.Time) string {
	seats := FileWord(rep.Player)
	if seats == "" {
		seats = "random"
	}
	if len(seats) > 40 {
		seats = strings.TrimSuffix(seats[:40], "-")
	}
	return fmt.Sprintf("%s-%dx%d-%s-seed%d-%s", variantID, rep.Games, rep.Years, seats, rep.Seed, when.Format("20060102-150405"))
}

// HistoryPath is the table file a report is kept under in dir: HistoryName
// with ".txt", or, when a report of that name is there already (two runs
// in one second, from the app and the command line alike), the same name
// with "-2", "-3", …, so that no run replaces another's table or JSON.
func HistoryPath(dir, variantID string, rep *Report, when time.Time) string {
	base := filepath.Join(dir, HistoryName(variantID, rep, when))
	path := base + ".txt"
	for n := 2; taken(path) || taken(JSONPath(path)); n++ {
		path = fmt.Sprintf("%s-%d.txt", base, n)
	}
	return path
}

// taken reports whether something stands at path.
func taken(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// FileWord keeps a description to lowercase letters and digits joined by
// single dashes, for a file name ("bot:hard=france" → "bot-hard-france").
func FileWord(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// FavouredLevel is how unlikely, for a fair board, a power's wins must be
// before Favoured names it: one-sided, 5 %.
const FavouredLevel = 0.05

// winsUnlikely reports whether k or more wins in n games would happen with
// probability under FavouredLevel for a power that wins each game with
// probability p (a binomial tail), so that one win in thirty games is not
// taken for a favoured power.
func winsUnlikely(k, n int, p float64) bool {
	if k <= 0 || n <= 0 {
		return false
	}
	if p <= 0 {
		return true
	}
	if p >= 1 {
		return false
	}
	tail := 0.0
	for i := k; i <= n; i++ {
		lg, _ := math.Lgamma(float64(n + 1))
		a, _ := math.Lgamma(float64(i + 1))
		c, _ := math.Lgamma(float64(n - i + 1))
		tail += math.Exp(lg - a - c + float64(i)*math.Log(p) + float64(n-i)*math.Log1p(-p))
	}
	return tail < FavouredLevel
}
