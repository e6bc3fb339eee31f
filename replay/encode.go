package replay

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/gif"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"

	"dipdesk/engine"
)

// samples are the shots the palette is learnt from: the first, middle and
// last phases' still frames.
func samples(f *Film) []*image.RGBA {
	ph := f.Story.Phases()
	idx := []int{ph[0], ph[len(ph)/2], ph[len(ph)-1]}
	var out []*image.RGBA
	for i, k := range idx {
		if i > 0 && k == idx[i-1] {
			continue
		}
		out = append(out, f.Draw(k, nil))
	}
	return out
}

// WriteGIF writes the whole film as one animated GIF that loops.
func WriteGIF(w io.Writer, f *Film) error {
	q := NewQuantizer(f, samples(f))
	g := &gif.GIF{Config: image.Config{ColorModel: q.Palette, Width: f.Width, Height: f.Bounds().Dy()}}
	Frames(f, q, func(i int, fr *image.Paletted) {
		g.Image = append(g.Image, fr)
		g.Delay = append(g.Delay, f.Story.Shots[i].Delay)
		g.Disposal = append(g.Disposal, gif.DisposalNone)
	})
	bw := bufio.NewWriter(w)
	if err := gif.EncodeAll(bw, g); err != nil {
		return err
	}
	return bw.Flush()
}

// WriteAPNG writes the whole film as one animated PNG that loops: the
// same paletted, differenced frames as the GIF, each compressed by
// image/png, its image data moved into the animation's chunks.
func WriteAPNG(w io.Writer, f *Film) error {
	q := NewQuantizer(f, samples(f))
	bw := bufio.NewWriter(w)
	n := len(f.Story.Shots)
	seq := uint32(0)
	var err error
	Frames(f, q, func(i int, fr *image.Paletted) {
		if err != nil {
			return
		}
		err = apngFrame(bw, fr, i, n, f.Story.Shots[i].Delay, &seq)
	})
	if err != nil {
		return err
	}
	if err := chunk(bw, "IEND", nil); err != nil {
		return err
	}
	return bw.Flush()
}

// apngFrame writes frame i of n: for the first, the PNG signature, its
// header and palette, the animation control and the frame's image data;
// for the rest, a frame control and the data as frame data.
func apngFrame(w io.Writer, fr *image.Paletted, i, n, delay int, seq *uint32) error {
	r := fr.Rect
	sub := &image.Paletted{Pix: fr.Pix, Stride: fr.Stride, Rect: image.Rect(0, 0, r.Dx(), r.Dy()), Palette: fr.Palette}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, sub); err != nil {
		return err
	}
	chunks, err := splitPNG(buf.Bytes())
	if err != nil {
		return err
	}
	fctl := make([]byte, 26)
	binary.BigEndian.PutUint32(fctl[0:], *seq)
	binary.BigEndian.PutUint32(fctl[4:], uint32(r.Dx()))
	binary.BigEndian.PutUint32(fctl[8:], uint32(r.Dy()))
	binary.BigEndian.PutUint32(fctl[12:], uint32(r.Min.X))
	binary.BigEndian.PutUint32(fctl[16:], uint32(r.Min.Y))
	binary.BigEndian.PutUint16(fctl[20:], uint16(delay))
	binary.BigEndian.PutUint16(fctl[22:], 100) // hundredths of a second
	fctl[24] = 0                               // dispose: none, the next frame draws over this one
	fctl[25] = 1                               // blend: over, so transparent pixels keep the last frame's
	*seq++
	if i == 0 {
		fctl[25] = 0 // the first frame replaces the empty canvas
		if _, err := w.Write([]byte("\x89PNG\r\n\x1a\n")); err != nil {
			return err
		}
		for _, c := range chunks {
			if c.kind == "IHDR" || c.kind == "PLTE" || c.kind == "tRNS" {
				if err := chunk(w, c.kind, c.data); err != nil {
					return err
				}
			}
		}
		actl := make([]byte, 8)
		binary.BigEndian.PutUint32(actl[0:], uint32(n))
		if err := chunk(w, "acTL", actl); err != nil {
			return err
		}
	}
	if err := chunk(w, "fcTL", fctl); err != nil {
		return err
	}
	for _, c := range chunks {
		if c.kind != "IDAT" {
			continue
		}
		if i == 0 {
			if err := chunk(w, "IDAT", c.data); err != nil {
				return err
			}
			continue
		}
		d := make([]byte, 4+len(c.data))
		binary.BigEndian.PutUint32(d, *seq)
		copy(d[4:], c.data)
		*seq++
		if err := chunk(w, "fdAT", d); err != nil {
			return err
		}
	}
	return nil
}

type pngChunk struct {
	kind string
	data []byte
}

// splitPNG lists a PNG stream's chunks.
func splitPNG(b []byte) ([]pngChunk, error) {
	if len(b) < 8 || string(b[:8]) != "\x89PNG\r\n\x1a\n" {
		return nil, errors.New("replay: not a PNG stream")
	}
	b = b[8:]
	var out []pngChunk
	for len(b) >= 12 {
		n := int(binary.BigEndian.Uint32(b))
		if len(b) < 12+n {
			return nil, errors.New("replay: a PNG chunk runs past the end")
		}
		out = append(out, pngChunk{string(b[4:8]), b[8 : 8+n]})
		b = b[12+n:]
	}
	return out, nil
}

// chunk writes one PNG chunk: length, type, data, CRC of type and data.
func chunk(w io.Writer, kind string, data []byte) error {
	head := make([]byte, 8)
	binary.BigEndian.PutUint32(head, uint32(len(data)))
	copy(head[4:], kind)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	tail := binary.BigEndian.AppendUint32(nil, crc.Sum32())
	for _, p := range [][]byte{head, data, tail} {
		if _, err := w.Write(p); err != nil {
			return err
		}
	}
	return nil
}

// WritePNGs writes each phase's still frame, and the final position, as
// its own PNG in dir: 000-S1901M.png, 001-F1901M.png, … It returns the
// files written.
func WritePNGs(dir string, f *Film) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var files []string
	for n, k := range f.Story.Phases() {
		sh := f.Story.Shots[k]
		name := fmt.Sprintf("%03d-%s.png", n, ShortPhase(f.Story.Variant, f.Story.Position(sh).Phase))
		if sh.Turn >= len(f.Story.Turns) {
			name = fmt.Sprintf("%03d-%s-final.png", n, ShortPhase(f.Story.Variant, f.Story.Position(sh).Phase))
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, f.Draw(k, nil)); err != nil {
			return files, err
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			return files, err
		}
		files = append(files, path)
	}
	return files, nil
}

// ShortPhase is a phase in the judges' short form: S1901M, F1901R,
// W1901A — the season's initial, the year and the kind's initial.
func ShortPhase(v *engine.Variant, p engine.Phase) string {
	words := strings.Fields(v.PhaseName(p))
	if len(words) < 3 {
		return strings.Join(words, "")
	}
	return strings.ToUpper(words[0][:1]) + words[1] + strings.ToUpper(words[2][:1])
}
