package jdip

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
)

// The plug-in's index: what variants.xml holds.
type variantsFile struct {
	Maps     []mapDefinition `xml:"MAP_DEFINITION"`
	Variants []variantXML    `xml:"VARIANT"`
}

// mapDefinition is one drawing of a map (a MAP_DEFINITION).
type mapDefinition struct {
	ID    string `xml:"id,attr"`
	Title string `xml:"title,attr"`
	URI   string `xml:"URI,attr"`
}

// variantXML is one VARIANT of variants.xml.
type variantXML struct {
	Name        string      `xml:"name,attr"`
	Version     string      `xml:"version,attr"`
	Aliases     string      `xml:"aliases,attr"`
	Description string      `xml:"DESCRIPTION"`
	Map         mapXML      `xml:"MAP"`
	RuleOptions []ruleXML   `xml:"RULEOPTIONS>RULEOPTION"`
	Powers      []powerXML  `xml:"POWER"`
	Start       startXML    `xml:"STARTINGTIME"`
	Victory     victoryXML  `xml:"VICTORYCONDITIONS"`
	Centres     []centreXML `xml:"SUPPLYCENTER"`
	Units       []unitXML   `xml:"INITIALSTATE"`
}

type mapXML struct {
	Adjacency string       `xml:"adjacencyURI,attr"`
	Graphics  []graphicXML `xml:"MAP_GRAPHIC"`
}

type graphicXML struct {
	Ref     string `xml:"ref,attr"`
	Default string `xml:"default,attr"`
}

type ruleXML struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type powerXML struct {
	Name      string `xml:"name,attr"`
	Active    string `xml:"active,attr"`
	Adjective string `xml:"adjective,attr"`
	AltNames  string `xml:"altnames,attr"`
}

type startXML struct {
	Turn    string `xml:"turn,attr"`
	AllowBC string `xml:"allowBCYears,attr"`
}

type valueXML struct {
	Value string `xml:"value,attr"`
}

type victoryXML struct {
	Centres *valueXML `xml:"WINNING_SUPPLY_CENTERS"`
	Quiet   *valueXML `xml:"YEARS_WITHOUT_SC_CAPTURE"`
	Length  *valueXML `xml:"GAME_LENGTH"`
}

type centreXML struct {
	Province string `xml:"province,attr"`
	Home     string `xml:"homepower,attr"`
	Owner    string `xml:"owner,attr"`
}

type unitXML struct {
	Province string `xml:"province,attr"`
	Power    string `xml:"power,attr"`
	Unit     string `xml:"unit,attr"`
	Coast    string `xml:"unitcoast,attr"`
}

// The adjacency file.
type adjacencyFile struct {
	Borders   []borderXML   `xml:"BORDER_DEFINITIONS>BORDER"`
	Provinces []provinceXML `xml:"PROVINCE"`
}

type borderXML struct {
	ID          string `xml:"id,attr"`
	Description string `xml:"description,attr"`
}

type provinceXML struct {
	Short       string         `xml:"shortname,attr"`
	Full        string         `xml:"fullname,attr"`
	Convoyable  string         `xml:"isConvoyableCoast,attr"`
	Impassable  string         `xml:"isImpassable,attr"`
	Borders     string         `xml:"borders,attr"`
	UniqueNames []nameXML      `xml:"UNIQUENAME"`
	Adjacencies []adjacencyXML `xml:"ADJACENCY"`
}

type nameXML struct {
	Name string `xml:"name,attr"`
}

type adjacencyXML struct {
	Type string `xml:"type,attr"`
	Refs string `xml:"refs,attr"`
}

// MaxFile bounds one file read from a plug-in: jDip's largest maps are a
// few hundred kilobytes, and a plug-in from someone else must not make
// the reader take without end.
const MaxFile = 16 << 20

// Plugin is a read plug-in: its index and the files it names, read on
// demand from its folder or zip.
type Plugin struct {
	fsys     fs.FS
	index    variantsFile
	maps     map[string]mapDefinition
	adjCache map[string]*adjacencyFile
	svgCache map[string]*svgMap
}

// IndexFile is the file at the top of every plug-in.
const IndexFile = "variants.xml"

// Open reads a plug-in's variants.xml from fsys (a folder, or a zip's
// reader). A plug-in zipped with one folder at its top is read inside it.
func Open(fsys fs.FS) (*Plugin, error) {
	if _, err := fs.Stat(fsys, IndexFile); err != nil {
		entries, _ := fs.ReadDir(fsys, ".")
		found := false
		for _, e := range entries {
			if e.IsDir() {
				if _, err := fs.Stat(fsys, path.Join(e.Name(), IndexFile)); err == nil {
					sub, err := fs.Sub(fsys, e.Name())
					if err != nil {
						return nil, err
					}
					fsys, found = sub, true
					break
				}
			}
		}
		if !found {
			return nil, fmt.Errorf("no %s at its top: this is not a jDip variant plug-in", IndexFile)
		}
	}
	data, err := readFile(fsys, IndexFile)
	if err != nil {
		return nil, err
	}
	p := &Plugin{fsys: fsys, maps: map[string]mapDefinition{}, adjCache: map[string]*adjacencyFile{}, svgCache: map[string]*svgMap{}}
	if err := decode(data, IndexFile, &p.index); err != nil {
		return nil, err
	}
	if len(p.index.Variants) == 0 {
		return nil, fmt.Errorf("%s lists no VARIANT", IndexFile)
	}
	for _, m := range p.index.Maps {
		p.maps[m.ID] = m
	}
	return p, nil
}

// Names lists the plug-in's variants by name, in file order.
func (p *Plugin) Names() []string {
	out := make([]string, len(p.index.Variants))
	for i, v := range p.index.Variants {
		out[i] = v.Name
	}
	return out
}

// readFile reads one file of the plug-in, refusing one over MaxFile.
func readFile(fsys fs.FS, name string) ([]byte, error) {
	name = strings.TrimPrefix(path.Clean(strings.ReplaceAll(name, `\`, "/")), "/")
	f, err := fsys.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s is named but not in the plug-in", name)
		}
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > MaxFile {
		return nil, fmt.Errorf("%s is over %d MB: too large for a variant file", name, MaxFile>>20)
	}
	return data, nil
}

// decode reads an XML file of the plug-in; errors name the file and line.
// The internal DTD subset jDip's files carry is skipped, not interpreted.
func decode(data []byte, name string, v any) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	if err := d.Decode(v); err != nil {
		line, _ := d.InputPos()
		return fmt.Errorf("%s:%d: not XML this can read: %v", name, line, err)
	}
	return nil
}

// adjacency reads (once) the adjacency file a variant names.
func (p *Plugin) adjacency(uri string) (*adjacencyFile, error) {
	if a := p.adjCache[uri]; a != nil {
		return a, nil
	}
	data, err := readFile(p.fsys, uri)
	if err != nil {
		return nil, err
	}
	a := &adjacencyFile{}
	if err := decode(data, uri, a); err != nil {
		return nil, err
	}
	if len(a.Provinces) == 0 {
		return nil, fmt.Errorf("%s lists no PROVINCE", uri)
	}
	p.adjCache[uri] = a
	return a, nil
}

// mapFile is the SVG drawing a variant uses: its MAP_GRAPHIC marked
// default, else its first.
func (p *Plugin) mapFile(v variantXML) (string, error) {
	if len(v.Map.Graphics) == 0 {
		return "", errors.New("its MAP names no MAP_GRAPHIC: there is no board to draw")
	}
	g := v.Map.Graphics[0]
	for _, c := range v.Map.Graphics {
		if c.Default == "true" {
			g = c
			break
		}
	}
	m, ok := p.maps[g.Ref]
	if !ok {
		return "", fmt.Errorf("MAP_GRAPHIC ref=%q names no MAP_DEFINITION", g.Ref)
	}
	return m.URI, nil
}
