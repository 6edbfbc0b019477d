// Package ads shows rewarded ads from whichever provider the publisher
// plugs in, and makes sure every show ends in exactly one outcome.
//
// A Provider (a native SDK adapter on phones, Simulated on desktop and in
// the browser, None where there are no ads) loads and shows ads and answers
// with Events from any goroutine. The Manager owns the state machine: it
// keeps each placement loaded (retrying failed loads with exponential
// backoff), gives every show a request id and a nonce for server-side
// verification, accepts the reward whether it comes before or after the
// close (waiting a grace period for a late one), drops stale and duplicate
// events, times out an ad that never reports back, and resolves each show
// exactly once. Events are queued when they arrive and applied only in
// Update, which the game calls once per tick: the game sees ads change
// only between its own ticks.
//
// While a show is in progress (Showing) the game is paused and muted; both
// follow from the manager's state, so every outcome restores them.
//
// Time is whatever the caller passes to Update (the game passes its tick
// clock), so tests drive the manager with a fake clock and the game reads
// no wall clock on its tick path.
package ads
