// Package datc reads adjudicator test files in the DATC's jDip text format
// (with this project's POSTSTATE_* extensions) and runs them against the
// engine. The format is described in ../shared/datc/README.md; `dipdesk
// datc` is a thin wrapper around File.Run.
package datc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Line is one entry of a block: "Power: text" (the colon may be missing).
type Line struct {
	No     int
	Power  string
	Text   string
	Status string // SUCCESS or FAILURE, in result blocks
	// Says is what the result's explanation must contain, written after
	// " SAYS " on a POSTSTATE_RESULTS line (dipdesk's own cases: a sentence
	// that names the wrong cause is an engine bug too).
	Says string
}

// Case is one CASE ... END block. Nil slices mean "block absent".
type Case struct {
	Name string
	Line int
	// Comment is the comment just above the CASE line (the lines starting
	// with #, joined), which says what the case shows; "" if none.
	Comment        string
	Phase          string // PRESTATE_SETPHASE, "" for Spring 1901 Movement
	SCOwners       []Line
	HasSCOwners    bool
	Units          []Line
	Dislodged      []Line
	PreResults     []Line
	Orders         []Line
	Post           []Line
	HasPost        bool
	PostDislodged  []Line
	HasPostDisl    bool
	PostSame       bool
	PostSCOwners   []Line
	HasPostSC      bool
	PostResults    []Line
	HasPostResults bool
	PostPhase      string
	PostWinner     string
	HasPostWinner  bool
	// Rule state some variants keep in the position (rulestate.go).
	QuietYears, PostQuietYears string
	FleetHomes                 []Line
	PostDraw                   string
	HasPostDraw                bool
}

// File is a parsed test file.
type File struct {
	Name    string
	Variant string
	Cases   []*Case
}

// ParseError is a malformed line.
type ParseError struct {
	File string
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// maxLine is the longest line read; case files have short lines, so a longer
// one means the file is something else.
const maxLine = 64 * 1024

// quote quotes s for a message, cut to a few dozen characters so that a
// binary or runaway line never floods the terminal.
func quote(s string) string {
	const max = 60
	if len(s) <= max {
		return fmt.Sprintf("%q", s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q…", s[:cut])
}

// Parse reads a test file.
func Parse(name string, r io.Reader) (*File, error) {
	f := &File{Name: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), maxLine)
	var c *Case
	var block *[]Line
	var comment []string // the comment lines read since the last other line
	result := false
	n := 0
	fail := func(msg string) error { return &ParseError{File: name, Line: n, Msg: msg} }
	for sc.Scan() {
		n++
		line := sc.Text()
		if strings.IndexByte(line, 0) >= 0 || !utf8.ValidString(line) {
			return f, fail("binary data (a NUL byte or invalid UTF-8), not a case file")
		}
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "#") {
			comment = append(comment, strings.TrimSpace(strings.TrimLeft(t, "#")))
			continue
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			comment = nil // a blank line parts a comment from what follows
			continue
		}
		kw, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if t := strings.IndexByte(kw, '\t'); t >= 0 {
			kw, rest = line[:t], strings.TrimSpace(line[t+1:])
		}
		if kw == strings.ToUpper(kw) && (kw == "CASE" || kw == "END" || kw == "VARIANT_ALL" || strings.HasPrefix(kw, "PRESTATE") || strings.HasPrefix(kw, "POSTSTATE") || kw == "ORDERS") {
			block, result = nil, false
			above := strings.TrimSpace(strings.Join(comment, " "))
			comment = nil
			switch kw {
			case "VARIANT_ALL":
				f.Variant = rest
				continue
			case "CASE":
				if c != nil {
					return f, fail("CASE before the END of case " + quote(c.Name))
				}
				c = &Case{Name: rest, Line: n, Comment: above}
				continue
			}
			if c == nil {
				return f, fail(kw + " outside a CASE")
			}
			switch kw {
			case "END":
				f.Cases = append(f.Cases, c)
				c = nil
			case "PRESTATE_SETPHASE":
				c.Phase = rest
			case "PRESTATE_SUPPLYCENTER_OWNERS":
				c.HasSCOwners, block = true, &c.SCOwners
			case "PRESTATE":
				block = &c.Units
			case "PRESTATE_DISLODGED":
				block = &c.Dislodged
			case "PRESTATE_RESULTS":
				block, result = &c.PreResults, true
			case "ORDERS":
				block = &c.Orders
			case "POSTSTATE":
				c.HasPost, block = true, &c.Post
			case "POSTSTATE_DISLODGED":
				c.HasPostDisl, block = true, &c.PostDislodged
			case "POSTSTATE_SAME":
				c.PostSame = true
			case "POSTSTATE_SUPPLYCENTER_OWNERS":
				c.HasPostSC, block = true, &c.PostSCOwners
			case "POSTSTATE_RESULTS":
				c.HasPostResults, block, result = true, &c.PostResults, true
			case "POSTSTATE_PHASE":
				c.PostPhase = rest
			case "POSTSTATE_WINNER":
				c.HasPostWinner, c.PostWinner = true, rest
			case "PRESTATE_QUIET_YEARS":
				c.QuietYears = rest
			case "PRESTATE_FLEET_HOME":
				block = &c.FleetHomes
			case "POSTSTATE_QUIET_YEARS":
				c.PostQuietYears = rest
			case "POSTSTATE_DRAW":
				c.HasPostDraw, c.PostDraw = true, rest
			default:
				return f, fail("unknown keyword " + quote(kw))
			}
			continue
		}
		if block == nil {
			return f, fail(quote(line) + " is not inside a block")
		}
		l := Line{No: n}
		text := line
		if result {
			st, r, ok := strings.Cut(text, ":")
			st = strings.ToUpper(strings.TrimSpace(st))
			if !ok || (st != "SUCCESS" && st != "FAILURE") {
				return f, fail("expected SUCCESS: or FAILURE: before the order")
			}
			l.Status, text = st, strings.TrimSpace(r)
			if t, says, ok := strings.Cut(text, " SAYS "); ok {
				text, l.Says = strings.TrimSpace(t), strings.TrimSpace(says)
			}
		}
		if p, r, ok := strings.Cut(text, ":"); ok {
			l.Power, l.Text = strings.TrimSpace(p), strings.TrimSpace(r)
		} else {
			p, r, _ := strings.Cut(text, " ")
			l.Power, l.Text = strings.TrimSpace(p), strings.TrimSpace(r)
		}
		*block = append(*block, l)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return f, &ParseError{File: name, Line: n + 1, Msg: fmt.Sprintf("line longer than %d KiB, not a case file", maxLine/1024)}
		}
		return f, fmt.Errorf("%s: %w", name, err)
	}
	if c != nil {
		return f, &ParseError{File: name, Line: c.Line, Msg: "CASE " + c.Name + " has no END"}
	}
	return f, nil
}
