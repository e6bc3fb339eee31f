// Package orderentry is one player's order entry without a screen: a sheet
// of slots per power (a unit's order, or one build or removal each), and
// the small modal machine that fills them from taps on the board and keys.
// Every step offers only what the engine's legal orders for the slot
// allow, so no illegal order can come out of it; Prompt says what the next
// tap or key does and Targets where a tap counts.
//
// The turn screen in package app draws a Turn and feeds it input:
//
//	t := orderentry.New(v, s.Current(), s.Deciding(i), s.Orders)
//	t.Changed = func(sh *orderentry.Sheet) { s.SetOrders(sh.Power, sh.Orders()) }
//	t.Tap("par", "")   // A Paris picked
//	t.Rune('M')        // it moves
//	t.Tap("bur", "")   // A Par - Bur chosen; Changed called
//	t.Prompt()         // "Tap one of your units, or Tab to the next without an order (5 left)"
//
// Movement and retreat phases order units; adjustment phases fill build
// and removal slots. Each is one implementation of the unexported mode
// interface, chosen once when the Turn is made.
package orderentry
