/*
Package engine holds the rules of Diplomacy: variants as immutable data,
positions as values, orders and their notation, legal-order generation and
the adjudicator (movement, retreats, adjustments, phase sequencing). It uses
no files, no Fyne and no package-level state; names exist only at the edges.

A variant is built from plain data (variants/ parses definition files into a
VariantSpec):

	v, err := engine.NewVariant(spec)
	pos := v.Start() // Spring 1901, Movement

Orders are read and written in standard notation, with abbreviations or full
names, case-insensitively:

	o, err := v.ParseOrder("F StP(sc) - Gulf of Bothnia")
	fmt.Println(v.FormatOrder(o)) // F StP/sc - BOT
	// err: engine: order "A Par - Mos": Paris is not adjacent to Moscow

Adjudicating a phase is a pure function; every order gets a machine-readable
reason and a sentence:

	out, err := engine.Adjudicate(v, &pos, orders, engine.Options{Edition: engine.Edition2023})
	for _, r := range out.Results {
		fmt.Println(r.Reason, v.Explain(r)) // bounced Bounced: A Bur → Mun had strength 2 against A Tyr → Mun with 2
	}
	pos = out.Next // the next phase in which somebody has a decision

The legal orders of a unit, for menus and computer players:

	for _, o := range v.LegalOrders(&pos, prov) { ... }
	all := v.AllLegalOrders(&pos)

A Game keeps the history, so undo and branching are taking an earlier
position:

	g := engine.NewGame(v, engine.Options{})
	out, err := g.Resolve(orders)
	g.Undo()
	alt, _ := g.Branch(3)

Positions share unchanged slices with the positions they came from: treat
them as values and Clone one before changing it in place.
*/
package engine
