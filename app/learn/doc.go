// Package learn is what the app teaches with, as models without a window:
// the rules primer's lessons (each a small Classic position whose orders the
// real adjudicator resolves), puzzles made from the adjudication cases the
// project carries (predict each order's result, then see the engine's
// explanation), and the player's puzzle progress, saved in the user data
// directory. The screens (app/learn*.go) only draw these.
package learn
