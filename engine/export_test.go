package engine

// RefAllLegalOrders and RefLegalOrders expose the reference generator
// (legalref_test.go) to the external tests that compare it with the fast
// one on the shipped variants.
func RefAllLegalOrders(v *Variant, pos *Position) []Order { return v.refAllLegalOrders(pos) }

// RefLegalOrders is LegalOrders through the reference generator.
func RefLegalOrders(v *Variant, pos *Position, p ProvinceID) []Order {
	return v.refLegalOrders(pos, p)
}

// SeaNbrAsymmetry exposes seaNbrAsymmetry (legalref_test.go).
func SeaNbrAsymmetry(v *Variant) string { return v.seaNbrAsymmetry() }
