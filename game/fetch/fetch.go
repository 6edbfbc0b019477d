// Package fetch is the game's HTTP, for the few questions it asks the
// publisher's server (a reward confirmed? the leaderboard, a ghost): with
// net/http on the desktop and the phones, and with the browser's own fetch
// in the web build, where net/http's TLS stack would add a third to the
// download for what the browser does itself.
package fetch

import "fmt"

// MaxAnswer is the most of an answer's body read: a board or a ghost is a
// few kilobytes.
const MaxAnswer = 256 << 10

// errTooLong is the error of an answer past MaxAnswer.
var errTooLong = fmt.Errorf("fetch: the answer is over %d bytes", MaxAnswer)
