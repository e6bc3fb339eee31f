package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/engine"
	"dipdesk/engine/selfplay"
	"dipdesk/variants"
)

// saveSelfplay plays the first game of a self-play run (the same game
// `dipdesk selfplay --games 1` plays with this seed) and writes it as a
// dipdesk save at path, every seat a computer player: a real, long game
// to replay, export and test with, made by play rather than by hand.
func saveSelfplay(pkg *variants.Package, lineup *selfplay.Lineup, seed uint64, years int, path string, stdout, stderr io.Writer) int {
	v := pkg.Variant
	if filepath.Ext(path) != ".json" {
		fmt.Fprintf(stderr, "dipdesk selfplay: --save %s: a save's name ends in .json\n", path)
		return 2
	}
	g, err := selfplay.Play(v, lineup.Players(seed, 0), years, nil)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n", err)
		return 1
	}
	id := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	// Seated as the app seats computers: "Computer 1", "Computer 2", …
	// in power order, and an empty seat (civil disorder) has no player.
	var players []hotseat.Player
	for pw := range v.NumPowers() {
		if lineup.Kinds[pw] == "empty" {
			continue
		}
		players = append(players, hotseat.Player{Name: fmt.Sprintf("Computer %d", len(players)+1), Powers: []engine.PowerID{engine.PowerID(pw)}})
	}
	s, err := sessionOf(pkg, id, g, players)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n", err)
		return 1
	}
	s.File = id
	if err := (savegame.Store{Dir: filepath.Dir(path)}).Save(s); err != nil {
		fmt.Fprintf(stderr, "dipdesk selfplay: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s, %d phases, %s\n", path, v.Name, len(g.Turns), v.PhaseName(g.Current.Phase))
	return 0
}

// sessionOf makes a game played elsewhere (self-play, an imported record)
// a dipdesk session that can be saved, browsed and continued.
func sessionOf(pkg *variants.Package, id string, g *engine.Game, players []hotseat.Player) (*hotseat.Session, error) {
	def, err := pkg.ReadFile(variants.DefinitionFile)
	if err != nil {
		return nil, err
	}
	s, err := hotseat.New(id, pkg.ID, def, pkg.Variant, g.Options, players)
	if err != nil {
		return nil, err
	}
	s.Created = time.Now().UTC()
	s.Game = g
	return s, nil
}
