// Package board is the game's side of the publisher's server: the level
// of the day's leaderboard, and the batches of events (package analytics
// sends them). The server is ropeman/game/server; what goes over the
// wire, and which names and ids a board takes, are package rules'. A
// Client asks the server, an Agent asks it off the game loop.
package board
