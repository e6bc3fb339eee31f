package scaffold

import (
	"fmt"
	"sort"
	"strings"

	"dipdesk/docs"
	"dipdesk/variants"
	"dipdesk/variants/mapgen/geodata"
)

// Topics are the parts of the designer's reference, in order: what
// `dipdesk help variant TOPIC` prints and the app's Reference shows.
var Topics = []struct{ Name, Brief string }{
	{"definition", "variant.txt: every statement, with what it switches on (from Classic's own file)"},
	{"guide", "the designer's guide: board.toml, hand-drawn boards (map.svg), scenarios, sharing, a worked example"},
	{"countries", "the country names a board.toml province's countries = [...] mask may use"},
}

// Reference returns one topic of the reference ("" for all of them).
func Reference(topic string) (string, error) {
	var b strings.Builder
	for _, t := range Topics {
		if topic != "" && topic != t.Name {
			continue
		}
		switch t.Name {
		case "definition":
			b.WriteString(definitionFormat())
		case "guide":
			b.WriteString(docs.Designers)
		case "countries":
			names, err := CountryNames()
			if err != nil {
				return "", err
			}
			b.WriteString("# Country names for masks\n\nA province's `countries = [\"...\"]` in board.toml keeps it to these Natural Earth countries (the built-in geography, 1:50m):\n\n")
			for _, n := range names {
				b.WriteString("- " + n + "\n")
			}
		}
		b.WriteString("\n")
	}
	if b.Len() == 0 {
		names := make([]string, len(Topics))
		for i, t := range Topics {
			names[i] = t.Name
		}
		return "", fmt.Errorf("no topic %q: expected one of %s", topic, strings.Join(names, ", "))
	}
	return b.String(), nil
}

// definitionFormat is the comment that opens Classic's variant.txt, the
// definition format's own description, as one code block.
func definitionFormat() string {
	p, err := variants.Builtin("classic")
	if err != nil {
		return "# variant.txt\n\n(Classic does not load: " + err.Error() + ")\n"
	}
	data, _ := p.ReadFile(variants.DefinitionFile)
	var b strings.Builder
	b.WriteString("# variant.txt: the definition format\n\n```\n")
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "#") {
			break
		}
		b.WriteString(strings.TrimPrefix(strings.TrimPrefix(l, "#"), " ") + "\n")
	}
	b.WriteString("```\n\nA whole example: `dipdesk new-variant mine --from classic`, or `dipdesk export-variant classic classic.zip`.\n")
	return b.String()
}

// CountryNames lists the countries of the built-in geography, sorted.
func CountryNames() ([]string, error) {
	g, err := geodata.Load("50m")
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	for _, f := range g.Countries {
		if f.Name != "" && !seen[f.Name] {
			seen[f.Name] = true
			out = append(out, f.Name)
		}
	}
	sort.Strings(out)
	return out, nil
}
