// Package board is the game's side of the level of the day's leaderboard
// (the server is ropeman/game/server; what goes over the wire, and which
// names and ids a board takes, are package rules'): a Client that asks
// the server, and an Agent that asks it off the game loop.
package board
