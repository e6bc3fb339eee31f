package jdip

import (
	"fmt"
	"strings"
)

// rules writes the imported variant's rules page: where it came from and
// what its options became in dipdesk's terms.
func (c *converter) rules(source, mapName string) string {
	v := c.v
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", safeName(v.Name))
	if d := strings.Join(strings.Fields(v.Description), " "); d != "" {
		fmt.Fprintf(&b, "%s\n\n", d)
	}
	fmt.Fprintf(&b, "Imported from the jDip variant plug-in %s (variant %q", source, v.Name)
	if v.Version != "" {
		fmt.Fprintf(&b, ", version %s", v.Version)
	}
	fmt.Fprintf(&b, "; board from %s).\n\n", mapName)
	b.WriteString("## Rules\n\n")
	b.WriteString("The standard rules apply, with these settings:\n\n")
	build, _ := c.ruleOptions()
	switch build {
	case "owned":
		b.WriteString("- **Builds**: in any vacant supply centre a power owns.\n")
	case "owned needhome":
		b.WriteString("- **Builds**: in any vacant supply centre a power owns, while it still owns one of its home centres.\n")
	default:
		b.WriteString("- **Builds**: in vacant home supply centres a power owns.\n")
	}
	if x := v.Victory.Centres; x != nil {
		fmt.Fprintf(&b, "- **Victory**: %s supply centres.\n", strings.TrimSpace(x.Value))
	} else {
		b.WriteString("- **Victory**: a majority of the supply centres.\n")
	}
	if x := v.Victory.Quiet; x != nil && strings.TrimSpace(x.Value) != "0" {
		fmt.Fprintf(&b, "- **Draw**: the game ends drawn after %s years in which no supply centre changes hands.\n", strings.TrimSpace(x.Value))
	}
	if x := v.Victory.Length; x != nil && strings.TrimSpace(x.Value) != "0" {
		fmt.Fprintf(&b, "- **Game length**: jDip ends this variant drawn after %s years; in dipdesk that end is an option at New game.\n", strings.TrimSpace(x.Value))
	}
	var inactive []string
	for _, pw := range v.Powers {
		if !c.active[idOf(pw.Name)] {
			inactive = append(inactive, safeName(pw.Name))
		}
	}
	if len(inactive) > 0 {
		fmt.Fprintf(&b, "- **Not played**: %s. Their units stand as neutral units that always hold, and their centres are neutral.\n", strings.Join(inactive, ", "))
	}
	return b.String()
}
