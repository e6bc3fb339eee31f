package savegame

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"dipdesk/engine"
	"dipdesk/variants"
)

// Inspect checks the save at path as far as the Load list can afford for
// every file, without replaying the game: that the file is whole, holds no
// more than MaxTurns phases, and that its current and recorded positions
// stand on its variant (every unit in a province that exists). The Load
// list showed a save cut short, one of 10,000 phases and one with a unit
// in a province that does not exist as healthy games, and said why only
// once one was opened. installed are the variants at hand: a save whose
// definition is one of theirs is checked on it, any other on its own
// definition (which takes longer to build).
func Inspect(path string, installed []*variants.Package) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := checkSize(f); err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return err
	}
	h, err := readHead(bytes.NewReader(data), "format", "version")
	if err != nil {
		return err
	}
	if err := h.check(); err != nil {
		return err
	}
	var sf file
	if err := json.Unmarshal(data, &sf); err != nil {
		return plainJSON(err)
	}
	if len(sf.Turns) > MaxTurns {
		return fmt.Errorf("damaged save (it records %d phases, more than the %d any game reaches)", len(sf.Turns), MaxTurns)
	}
	var v *engine.Variant
	for _, p := range installed {
		if p.ID != sf.Variant.ID {
			continue
		}
		if def, err := p.ReadFile(variants.DefinitionFile); err == nil && string(def) == sf.Variant.Definition {
			v = p.Variant
		}
	}
	if v == nil {
		if v, err = variants.Build("the save's variant definition", []byte(sf.Variant.Definition)); err != nil {
			return fmt.Errorf("the save's variant definition does not load: %w", err)
		}
	}
	if _, err := decodePosition(v, sf.Current); err != nil {
		return fmt.Errorf("damaged save (current position: %w)", err)
	}
	for i, t := range sf.Turns {
		if _, err := decodePosition(v, t.Position); err != nil {
			return fmt.Errorf("damaged save (turn %d: %w)", i+1, err)
		}
	}
	return nil
}
