package engine

// Builds is what a power may really build in an adjustment phase. Its
// centres minus its units (Owed) is only an upper bound: a variant may cap
// builds per year (1812 Overture: two), and a build needs a vacant centre
// the power may build in. Screens announce Allowed, and say why it is
// less than Owed, so that no promised build vanishes without a word.
type Builds struct {
	Owed    int // supply centres minus units; 0 or less: nothing to build
	Cap     int // the variant's yearly maximum, 0 for none
	Places  int // vacant centres the power may build in
	Allowed int // min(Owed, Cap, Places), never below 0
}

// BuildsDue is the builds power pw may make in the adjustment phase of pos
// (the position after the year's last movement and retreats, with the
// year's owners).
func (v *Variant) BuildsDue(pos *Position, pw PowerID) Builds {
	b := Builds{Owed: v.Delta(pos, pw), Cap: v.Rules.MaxBuilds}
	if b.Owed <= 0 {
		return b
	}
	board := newBoard(v, pos)
	for _, p := range v.scs {
		if board.unitIn(p) < 0 && v.mayBuild(pos, pw, p, NoUnit) {
			b.Places++
		}
	}
	b.Allowed = min(b.Owed, b.Places)
	if b.Cap > 0 {
		b.Allowed = min(b.Allowed, b.Cap)
	}
	return b
}
