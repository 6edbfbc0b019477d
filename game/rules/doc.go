// Package rules is what the game and its publisher's server must agree
// on to the bit, which both link: the version a recording plays on, a
// level's file and its digest, how a run is set up from the tuning (and
// which tables an override may replace), the board's wire types, and the
// player ids a board takes and the length of a name. Each domain beyond
// that is a package of its own under it: pay (what a win pays), dayrun
// (the level of the day and the replay that verifies a run of it),
// remote (a signed tuning override), events (the events of play) and
// names (a name's rules, which need Unicode's tables: only the server
// links it).
//
// It imports the simulation (world, rope, player), the recordings
// (replay) and the shipped data (assets), and nothing of the game's
// screens, save, languages, ads or network: the server (game/server)
// links this package and not the game's.
package rules

// Version is the game's version. A recording plays back only on the
// version that made it (the simulation may change between versions).
const Version = "0.14.0"

// Bounds on the coins and levels a player holds. Coins stay well inside
// a 32-bit int, since 32-bit Android builds have 32-bit ints.
const (
	MaxLevel = 1_000_000
	MaxCoins = 1_000_000_000
)
