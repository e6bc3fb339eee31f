package cli

import (
	"bufio"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"dipdesk/app/hotseat"
	"dipdesk/app/savegame"
	"dipdesk/record/judge"
	"dipdesk/record/mila"
	"dipdesk/record/report"
	"dipdesk/replay"
	"dipdesk/variants/board"
)

// exportFormats are what `dipdesk export` writes, with a line of help each.
var exportFormats = []struct{ name, brief string }{
	{"gif", "the whole game as one animated GIF (-o FILE.gif)"},
	{"apng", "the whole game as one animated PNG (-o FILE.png)"},
	{"png", "one captioned PNG per phase (-o DIR)"},
	{"judge", "the judges' text: every order with its result, centres after each year"},
	{"mila", "MILA's saved-game JSON (the diplomacy package's), standard map only"},
	{"md", "a Markdown game report, its centre chart as a PNG beside it (-o FILE.md)"},
}

// runExportGame writes a saved game for sharing or for other tools. Only
// resolved phases are written: orders being entered stay private.
func runExportGame(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	game := fs.String("game", "", "saved game to export")
	format := fs.String("format", "", "what to write")
	out := fs.String("o", "", "output file (a folder for png)")
	width := fs.Int("width", 1280, "picture width in pixels (gif, apng, png)")
	title := fs.String("title", "", "the game's name in captions (default: the save's file name)")
	var names []string
	for _, f := range exportFormats {
		names = append(names, f.name)
	}
	usage := "usage: dipdesk export --game FILE --format " + strings.Join(names, "|") + " [--width W] [--title T] -o OUT\nformats:\n"
	for _, f := range exportFormats {
		usage += fmt.Sprintf("  %-5s %s\n", f.name, f.brief)
	}
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n%s", err, usage)
		return 2
	}
	if fs.NArg() > 0 || *game == "" || *format == "" || *out == "" {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if *width < 200 || *width > 8000 {
		fmt.Fprintf(stderr, "dipdesk export: --width %d: expected 200 to 8000 pixels\n", *width)
		return 2
	}
	s, err := savegame.LoadFile(*game)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
		return 1
	}
	if *title == "" {
		*title = strings.TrimSuffix(filepath.Base(*game), filepath.Ext(*game))
	}
	story := replay.FromGame(s.Game, *title)
	switch *format {
	case "gif", "apng", "png":
		return exportPicture(s, story, *format, *out, *width, stdout, stderr)
	case "judge", "mila":
		return exportRecord(s, *format, *out, *title, stdout, stderr)
	case "md":
		return exportReport(s, *out, *title, stdout, stderr)
	}
	fmt.Fprintf(stderr, "dipdesk export: --format %q: expected one of %s\n", *format, strings.Join(names, ", "))
	return 2
}

// exportRecord writes the game as text for other tools.
func exportRecord(s *hotseat.Session, format, out, title string, stdout, stderr io.Writer) int {
	if format == "mila" {
		std, err := findVariant(mila.StandardMap)
		if err != nil || std.ID != s.VariantID {
			fmt.Fprintf(stderr, "dipdesk export: MILA's format records games on the standard map; this game is %s\n", s.Variant().Name)
			return 1
		}
	}
	err := writeFileWith(out, func(w io.Writer) error {
		if format == "judge" {
			return judge.Write(w, s.Game, title)
		}
		data, err := mila.Encode(s.Game, title)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d resolved phases as %s\n", out, len(s.Game.Turns), format)
	return 0
}

// exportPicture draws the story with the variant's board.
func exportPicture(s *hotseat.Session, story *replay.Story, format, out string, width int, stdout, stderr io.Writer) int {
	pkg, err := findInstalledVariant(s.VariantID)
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
		return 1
	}
	b, err := board.ParseFile(pkg.Files, "map.svg")
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %s: %v\n", pkg.ID, err)
		return 1
	}
	film := replay.NewFilm(story, b, width)
	if format == "png" {
		files, err := replay.WritePNGs(out, film)
		if err != nil {
			fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: %d phases, one PNG each, %d×%d\n", out, len(files), film.Bounds().Dx(), film.Bounds().Dy())
		return 0
	}
	err = writeFileWith(out, func(w io.Writer) error {
		if format == "gif" {
			return replay.WriteGIF(w, film)
		}
		return replay.WriteAPNG(w, film)
	})
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
		return 1
	}
	st, _ := os.Stat(out)
	fmt.Fprintf(stdout, "%s: %d phases in %d frames, %d×%d, %.1f MB\n", out, len(story.Phases()), len(story.Shots),
		film.Bounds().Dx(), film.Bounds().Dy(), float64(st.Size())/1e6)
	return 0
}

// writeFileWith writes path through write, to a temporary file renamed
// into place once complete: a failed export leaves no half file.
func writeFileWith(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	bw := bufio.NewWriter(tmp)
	if err := write(bw); err != nil {
		tmp.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// exportReport writes the Markdown report and its chart, FILE-centres.png.
func exportReport(s *hotseat.Session, out, title string, stdout, stderr io.Writer) int {
	chart := strings.TrimSuffix(out, filepath.Ext(out)) + "-centres.png"
	var seats []report.Seat
	for _, p := range s.Players {
		seats = append(seats, report.Seat{Name: p.Name, Powers: p.Powers})
	}
	err := writeFileWith(chart, func(w io.Writer) error { return png.Encode(w, report.Chart(s.Game, 960, 480)) })
	if err == nil {
		err = writeFileWith(out, func(w io.Writer) error {
			return report.Write(w, s.Game, title, seats, filepath.Base(chart))
		})
	}
	if err != nil {
		fmt.Fprintf(stderr, "dipdesk export: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: the game's report, with its chart in %s\n", out, chart)
	return 0
}
