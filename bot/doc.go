// Package bot is dipdesk's computer player: it chooses one power's (or one
// team's) orders for any variant from the engine's legal orders and the
// board graph alone, with no per-variant code, so a variant added tomorrow
// is played as well as Classic is today.
//
// There are three levels. Easy is the greedy planner below with a lot of
// noise; medium is our own implementation of the public description of
// DumbBot, the classic rule-based baseline (medium.go); hard is the planner
// below with supports, convoys and a search through the adjudicator.
//
// How the easy and hard levels think, in words:
//
//   - Every province gets a value for the bot's side: centres it does not
//     own are worth taking (more in the season whose captures count), its
//     own centres are worth defending in proportion to the enemy units next
//     to them, and the values spread along the board's edges, separately
//     for armies and fleets, so a unit two steps from a prize still feels
//     it.
//   - Moves are given greedily, best value first, so two of the bot's
//     units never bounce each other and a unit only moves into a friend's
//     place when the friend leaves it. Armies use convoys when the bot's
//     own fleets make a chain, and those fleets are ordered to convoy.
//   - The hard level then turns units whose own move is worth less into
//     supports for the moves that need them (into an occupied or contested
//     province) and into supports to hold threatened centres; a unit left
//     holding supports a neighbour rather than idling.
//   - The hard level then tries a dozen plans (the best-valued one and
//     noisier ones) against a few guesses of the other powers' orders,
//     through the real adjudicator, and keeps the plan that ends best on
//     average (search.go): bounces, thin attacks and open centres show up
//     there without a rule for each.
//   - Retreats go to the best-valued free place; builds go to the homes
//     whose army or fleet value is highest; removals take the units that
//     matter least.
//
// A bot holding several powers (a team, or a player holding a pair) plans
// them as one side: their units support each other and never compete for
// a province. Given the same seed and position a bot gives the same
// orders, so self-play runs can be repeated.
//
// Bots see only the position (what is on the board), never anybody's
// orders for the phase being played.
//
// Callers: `dipdesk selfplay` and `dipdesk balance` (cli/, through
// engine/selfplay's game loop, which takes any selfplay.Player — a *Bot is
// one), the tests of every shipped variant, and the app's computer seats
// (app/bots.go), which run a Bot off the UI thread.
package bot
