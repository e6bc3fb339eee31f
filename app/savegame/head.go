package savegame

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"dipdesk/engine"
)

// head is the part of a save that the Load screen needs: what the file is,
// its summary, and the variant and position for a thumbnail. Encode writes
// these fields before the game's history, so reading them stops after the
// first few kilobytes however long the game is.
type head struct {
	Format  string
	Version int
	Summary Summary
	// VariantID and Current are read only when a thumbnail wants them.
	VariantID string
	Current   *position
	seen      map[string]bool
}

// readHead reads a save's top-level fields in file order and stops as soon
// as it has those in want ("format", "version", "summary", "variant",
// "current"). Fields it does not want are skipped unparsed; a save written
// before the history moved to the end is simply read further.
func readHead(r io.Reader, want ...string) (head, error) {
	h := head{seen: map[string]bool{}}
	var variantHead struct {
		ID string `json:"id"`
	}
	dec := json.NewDecoder(r)
	tok, err := dec.Token()
	if err == io.EOF {
		return h, errors.New("damaged save (the file is empty)")
	}
	if d, ok := tok.(json.Delim); err != nil || !ok || d != '{' {
		return h, errNotSave
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return h, plainJSON(err)
		}
		key, _ := tok.(string)
		var target any = &json.RawMessage{}
		if key == "format" || slices.Contains(want, key) {
			target = field(&h, key, &variantHead)
		}
		if err := dec.Decode(target); err != nil {
			return h, plainJSON(err)
		}
		h.VariantID = variantHead.ID
		h.seen[key] = true
		if key == "format" && h.Format != Format {
			return h, fmt.Errorf("not a dipdesk save (it says it is %q)", h.Format)
		}
		if h.has(want) {
			return h, nil
		}
	}
	if _, err := dec.Token(); err != nil {
		return h, plainJSON(err)
	}
	if !h.seen["format"] {
		return h, errNotSave
	}
	return h, nil
}

// field is where readHead decodes the top-level field key.
func field(h *head, key string, variantHead any) any {
	switch key {
	case "format":
		return &h.Format
	case "version":
		return &h.Version
	case "summary":
		return &h.Summary
	case "variant":
		return variantHead
	case "current":
		h.Current = &position{}
		return h.Current
	}
	return &json.RawMessage{}
}

func (h head) has(keys []string) bool {
	for _, k := range keys {
		if !h.seen[k] {
			return false
		}
	}
	return true
}

var errNotSave = errors.New("not a dipdesk save")

// check says whether this build can open the save the head belongs to.
func (h head) check() error {
	switch {
	case h.Format != Format:
		return errNotSave
	case h.Version > Version:
		return fmt.Errorf("save format version %d is %w (this one reads up to %d); update dipdesk to open it", h.Version, ErrNewer, Version)
	case h.Version < 1:
		return fmt.Errorf("save format version %d is unknown", h.Version)
	}
	return nil
}

// readFileHead is readHead on the file at path, refusing a file over
// MaxSize unread and reading no more than MaxSize of any.
func readFileHead(path string, want ...string) (head, error) {
	f, err := os.Open(path)
	if err != nil {
		return head{}, err
	}
	defer f.Close()
	if err := checkSize(f); err != nil {
		return head{}, err
	}
	h, err := readHead(bufio.NewReader(io.LimitReader(f, MaxSize)), want...)
	if err == nil {
		err = h.check()
	}
	return h, err
}

// readSummary reads a save's summary without its game: the first few
// kilobytes of a save this build wrote.
func readSummary(path string) (Summary, error) {
	h, err := readFileHead(path, "format", "version", "summary")
	return h.Summary, err
}

// Glance is a save's current position as the Load screen draws it, read
// without decoding or replaying the game.
type Glance struct {
	VariantID string
	current   position
}

// ReadGlance reads the variant id and current position of the save at
// path. It reads no history from a save this build wrote.
func ReadGlance(path string) (Glance, error) {
	h, err := readFileHead(path, "format", "version", "variant", "current")
	if err == nil && h.Current == nil {
		err = errors.New("damaged save (no current position)")
	}
	if err != nil {
		return Glance{}, err
	}
	return Glance{VariantID: h.VariantID, current: *h.Current}, nil
}

// Position is the glanced position on v, the variant named by VariantID
// (the installed one: a thumbnail is drawn on its board).
func (g Glance) Position(v *engine.Variant) (engine.Position, error) {
	return decodePosition(v, g.current)
}
