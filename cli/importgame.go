package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/record/judge"
	"dipdesk/record/mila"
	"dipdesk/variants"
)

// maxRecord bounds a game record read by import-game: the longest real
// games are a few megabytes of JSON.
const maxRecord = 32 << 20

// runImportGame reads a game recorded elsewhere — MILA's saved-game JSON,
// or judge text as `dipdesk export --format judge` writes it — plays its
// recorded orders with dipdesk's own adjudication, and saves the result
// in the games folder, to be browsed, replayed and continued. Phases
// where dipdesk and the record disagree are named, with why, and the
// rules edition the record needs is said.
func runImportGame(args []string, stdout, stderr io.Writer) int {
	const usage = "usage: dipdesk import-game FILE.json|FILE.txt"
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	path := args[0]
	data, err := readBounded(path, maxRecord)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk import-game: %v\n", err)
		return 1
	}
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	var (
		pkg *variants.Package
		g   *engine.Game
		msg []string
	)
	if bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) {
		pkg, g, msg, err = importMILA(data)
	} else {
		pkg, g, msg, err = importJudge(data)
	}
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk import-game: %s: %v\n", path, err)
		return 1
	}
	v := pkg.Variant
	players := make([]hotseat.Player, v.NumPowers())
	for pw := range players {
		players[pw] = hotseat.Player{Name: v.Power(engine.PowerID(pw)).Name, Powers: []engine.PowerID{engine.PowerID(pw)}}
	}
	st := savegame.DefaultStore()
	id := freeName(st, "imported-"+safeName(base))
	s, err := sessionOf(pkg, id, g, players)
	if err == nil {
		s.File = id
		err = st.Save(s)
	}
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk import-game: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s, %d phases played again by dipdesk, now %s; saved as %s\n", path, v.Name, len(g.Turns), v.PhaseName(g.Current.Phase), st.Path(id))
	for _, m := range msg {
		fmt.Fprintln(stdout, m)
	}
	return 0
}

// importMILA plays a MILA saved game on the variant its map names.
func importMILA(data []byte) (*variants.Package, *engine.Game, []string, error) {
	f, err := mila.Decode(data)
	if err != nil {
		return nil, nil, nil, err
	}
	pkg, err := findInstalledVariant(f.Map)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("map %q: %w", f.Map, err)
	}
	imp, err := mila.Import(pkg.Variant, f)
	if err != nil {
		return nil, nil, nil, err
	}
	var msg []string
	switch imp.Needs {
	case "either":
		msg = append(msg, "Every recorded phase is reproduced under both rules editions (2023 and 2000); the game uses the 2023 edition.")
	case "neither":
		msg = append(msg, fmt.Sprintf("Neither rules edition reproduces every recorded phase; the game follows dipdesk's %s edition, which differs from the record in %d phases:", imp.Edition, len(imp.Disagree)))
	default:
		msg = append(msg, fmt.Sprintf("The record needs the %s rules edition: every phase is reproduced with it, and the game uses it.", imp.Needs))
	}
	for _, d := range imp.Disagree {
		msg = append(msg, "  "+d.String())
	}
	return pkg, imp.Game, msg, nil
}

var variantLine = regexp.MustCompile(`(?m)^Variant:\s*(.+?)\s*$`)
var editionLine = regexp.MustCompile(`(?m)^Rules:\s*(\d+)`)

// importJudge plays judge text's orders from its variant's start.
func importJudge(data []byte) (*variants.Package, *engine.Game, []string, error) {
	m := variantLine.FindSubmatch(data)
	if m == nil {
		return nil, nil, nil, errors.New("neither MILA's JSON nor judge text with a \"Variant:\" line")
	}
	pkg, err := findInstalledVariant(string(m[1]))
	if err != nil {
		return nil, nil, nil, err
	}
	opt := engine.Options{}
	if e := editionLine.FindSubmatch(data); e != nil {
		if ed, ok := engine.ParseEdition(string(e[1])); ok {
			opt.Edition = ed
		}
	}
	phases, err := judge.Read(pkg.Variant, bytes.NewReader(data))
	if err != nil {
		return nil, nil, nil, err
	}
	g := engine.NewGame(pkg.Variant, opt)
	for _, ph := range phases {
		if _, err := g.Resolve(ph.Orders); err != nil {
			return nil, nil, nil, fmt.Errorf("phase %s: %w", ph.Name, err)
		}
	}
	return pkg, g, []string{fmt.Sprintf("Played with the %s rules edition, from the variant's start.", opt.Edition)}, nil
}

// readBounded reads a file, refusing one over limit bytes.
func readBounded(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s is over %d MB, larger than any game record", path, limit>>20)
	}
	return data, nil
}

// safeName keeps letters, digits, '-' and '_' of a file name.
func safeName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "game"
	}
	return b.String()
}

// freeName is name, or name-2, name-3… if a save of that name exists: an
// import never overwrites a game.
func freeName(st savegame.Store, name string) string {
	try := name
	for i := 2; ; i++ {
		if _, err := os.Stat(st.Path(try)); errors.Is(err, os.ErrNotExist) {
			return try
		}
		try = fmt.Sprintf("%s-%d", name, i)
	}
}
