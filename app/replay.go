package app

import (
	"fmt"
	"image"
	"image/draw"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/adrg/xdg"

	"dipdesk/mapview/render"
	"dipdesk/replay"
	"dipdesk/variants/board"
)

// replayView plays a game's resolved phases on one picture: the same
// frames `dipdesk export` writes, drawn at the size of the window. The
// story comes from the game's history alone (replay.FromGame), so orders
// entered for the phase in progress never appear.
type replayView struct {
	u      *ui
	player *replay.Player
	board  *board.Board
	raster *canvas.Raster
	phase  *widget.Label
	play   *widget.Button
	stop   chan struct{} // closed when the screen is left
	// wake carries, from the UI thread, how long until the next shot
	// (0: paused), each time the player changes: the clock never reads
	// the player itself, which belongs to the UI thread.
	wake chan time.Duration

	mu      sync.Mutex
	film    *replay.Film // for the last size drawn
	filmFor [2]int
	cache   *render.Cache
	frame   *image.RGBA // the last frame drawn, and for which shot and size
	key     [3]int
}

// replaySpeeds are the speeds offered, as labels and factors.
var replaySpeeds = []struct {
	label string
	speed float64
}{{"½×", 0.5}, {"1×", 1}, {"2×", 2}, {"4×", 4}}

// showReplay plays the game from its first resolved phase; back returns
// to the screen it was opened from.
func (u *ui) showReplay(back func()) {
	s := u.s
	pkg := u.findPackage(s.VariantID)
	var b *board.Board
	if pkg != nil {
		b = u.thumbs.board(pkg)
	}
	backBtn := newScreenButton("Back", theme.NavigateBackIcon(), nil)
	if b == nil {
		backBtn.OnTapped = back
		u.show(container.NewBorder(nil, container.NewPadded(container.NewHBox(backBtn)), nil, nil,
			container.NewCenter(widget.NewLabel("This game's board cannot be drawn, so it cannot be replayed."))))
		return
	}
	u.w.SetTitle("dipdesk — replay")
	rv := &replayView{u: u, player: replay.NewPlayer(replay.FromGame(s.Game, gameTitle(s.File, s.ID))), board: b,
		stop: make(chan struct{}), wake: make(chan time.Duration, 1), cache: render.NewCache()}
	rv.raster = canvas.NewRaster(rv.draw)
	rv.phase = widget.NewLabel("")
	rv.play = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), rv.togglePlay)
	prev := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { rv.player.Back(); rv.changed() })
	next := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { rv.player.Forward(); rv.changed() })
	var labels []string
	for _, sp := range replaySpeeds {
		labels = append(labels, sp.label)
	}
	speed := widget.NewSelect(labels, func(l string) {
		for _, sp := range replaySpeeds {
			if sp.label == l {
				rv.player.Speed = sp.speed
			}
		}
		rv.poke()
	})
	speed.SetSelected("1×")
	export := widget.NewButtonWithIcon("Export GIF", theme.DocumentSaveIcon(), nil)
	export.OnTapped = func() { rv.export(export) }
	backBtn.OnTapped = func() {
		rv.close()
		back()
	}
	// The phase's name changes length as the replay goes: it comes last,
	// so the buttons never move under the pointer.
	bar := container.NewHBox(backBtn, prev, rv.play, next, speed, rv.phase, layoutSpacer(), export)
	u.show(container.NewBorder(nil, container.NewPadded(bar), nil, nil, rv.raster))
	rv.changed()
	go rv.run()
}

// gameTitle is the name a game goes by in captions: its save's name.
func gameTitle(file, id string) string {
	if file != "" {
		return file
	}
	return id
}

// run advances the player while it plays, each shot after the delay the
// UI thread last sent, until the screen is left.
func (rv *replayView) run() {
	var tick <-chan time.Time
	for {
		select {
		case <-rv.stop:
			return
		case d := <-rv.wake:
			tick = nil
			if d > 0 {
				tick = time.After(d)
			}
		case <-tick:
			tick = nil
			fyne.Do(func() {
				if rv.player.Advance() || !rv.player.Playing {
					rv.changed()
				}
			})
		}
	}
}

// close stops the clock.
func (rv *replayView) close() {
	select {
	case <-rv.stop:
	default:
		close(rv.stop)
	}
}

// poke tells the clock how long the shot on screen stays, replacing what
// it was told before (UI thread only).
func (rv *replayView) poke() {
	d := time.Duration(0)
	if rv.player.Playing {
		d = rv.player.Delay()
	}
	select {
	case <-rv.wake:
	default:
	}
	select {
	case rv.wake <- d:
	default:
	}
}

func (rv *replayView) togglePlay() {
	rv.player.Play()
	rv.changed()
}

// changed redraws for the player's shot and sets the controls.
func (rv *replayView) changed() {
	if rv.u.w.Content() == nil || !onScreen(rv.u.w.Content(), rv.raster) {
		rv.close() // another screen replaced this one
		return
	}
	n, of := rv.player.Phase()
	rv.phase.SetText(fmt.Sprintf("%s · %d of %d", rv.player.Story.PhaseName(rv.player.Story.Shots[rv.player.Shot]), n, of))
	if rv.player.Playing {
		rv.play.SetText("Pause")
		rv.play.SetIcon(theme.MediaPauseIcon())
	} else {
		rv.play.SetText("Play")
		rv.play.SetIcon(theme.MediaPlayIcon())
	}
	rv.raster.Refresh()
	rv.poke()
}

// onScreen reports whether o is part of root.
func onScreen(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if onScreen(k, o) {
				return true
			}
		}
	}
	return false
}

// draw is the raster's picture at w×h pixels: the current shot drawn as
// large as fits, centred on the window's background.
func (rv *replayView) draw(w, h int) image.Image {
	rv.mu.Lock()
	defer rv.mu.Unlock()
	key := [3]int{rv.player.Shot, w, h}
	if rv.frame != nil && rv.key == key {
		return rv.frame
	}
	out := image.NewRGBA(image.Rect(0, 0, max(1, w), max(1, h)))
	draw.Draw(out, out.Rect, image.NewUniform(theme.Color(theme.ColorNameBackground)), image.Point{}, draw.Src)
	if w < 200 || h < 150 {
		return out
	}
	if rv.film == nil || rv.filmFor != [2]int{w, h} {
		rv.film, rv.filmFor = fitFilm(rv.player.Story, rv.board, w, h), [2]int{w, h}
	}
	fr := rv.film.Draw(rv.player.Shot, rv.cache)
	at := image.Pt((w-fr.Rect.Dx())/2, (h-fr.Rect.Dy())/2)
	draw.Draw(out, fr.Rect.Add(at), fr, image.Point{}, draw.Src)
	rv.frame, rv.key = out, key
	return out
}

// fitFilm is the widest film of story whose frames fit w×h. The caption
// grows with the width, so the first guess is refined.
func fitFilm(story *replay.Story, b *board.Board, w, h int) *replay.Film {
	f := replay.NewFilm(story, b, w)
	for range 4 {
		fh := f.Bounds().Dy()
		if fh <= h {
			break
		}
		f = replay.NewFilm(story, b, max(200, f.Bounds().Dx()*h/fh-1))
	}
	return f
}

// export writes the whole game as an animated GIF in the exports folder,
// off the UI thread, and says where.
func (rv *replayView) export(btn *widget.Button) {
	btn.Disable()
	btn.SetText("Exporting…")
	story := rv.player.Story
	b := rv.board
	name := strings.TrimSpace(story.Title)
	if name == "" {
		name = "game"
	}
	go func() {
		path, err := xdg.DataFile(filepath.Join("dipdesk", "exports", name+".gif"))
		if err == nil {
			err = writeGIF(path, replay.NewFilm(story, b, 1280))
		}
		fyne.Do(func() {
			btn.Enable()
			btn.SetText("Export GIF")
			if err != nil {
				rv.u.showError(fmt.Errorf("the replay could not be exported: %w", err))
				return
			}
			rv.u.inform("Replay exported", "The whole game, 1280 pixels wide, is in\n"+path)
		})
	}()
}

// writeGIF writes film to path through a temporary file, so a failed
// export leaves nothing half written.
func writeGIF(path string, film *replay.Film) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".replay-*.gif")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := replay.WriteGIF(tmp, film); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
