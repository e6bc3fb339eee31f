// Package hotseat is the hot-seat game without a screen: the one list of
// players and the powers they hold, who sits at the laptop next, whose
// orders are in (kept private until the phase resolves), PINs, draw votes,
// undo, the negotiation timer, and what the screens report of a game —
// phase summaries, standings and the supply-centre history.
//
// It keeps the name hotseat, not session: the package is the hot-seat way
// of playing (one laptop handed round), and hotseat.Session reads without
// stutter. The Fyne screens in package app only draw what it says; the
// save files in app/savegame store it. It knows nothing of Fyne or files,
// so the whole flow of a game is tested quickly and headlessly:
//
//	s, err := hotseat.New(id, "classic", def, v, engine.Options{}, players)
//	for i := s.Next(); i >= 0; i = s.Next() {
//		s.SetOrders(pw, orders) // each of player i's powers
//		s.Finish(i)
//	}
//	out, err := s.Resolve()
//	fmt.Println(s.PhaseSummary(len(s.History()) - 1))
package hotseat
