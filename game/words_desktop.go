//go:build !js

package game

// fetchWords has nothing to fetch off the browser: every language's words
// are in the game.
func (g *Game) fetchWords() {}
