// Package analytics tells the publisher how the game is played: the
// events of events.Kinds (sessions, levels started, won and failed,
// lessons, purchases, ads offered, shown and rewarded, consent), nothing
// personal, in batches.
//
// A Queue is the device's side: the flow records an event into a ring of
// fixed size (no allocation, no wait: it is called on a tick), and the
// queue's own goroutine keeps what waits in a save.Box beside the save
// (it survives a restart offline) and hands batches to a Provider when the
// player's consent allows it. A batch keeps its id until the provider has
// it, so a batch sent again after a lost answer or a restart is kept once.
//
// Provider is the one small type a publisher implements to use another
// backend (GameAnalytics, Firebase: see docs/publishers/events.md); Server, the built-in
// one, posts to the publisher's ropeman-server (POST /v1/events).
package analytics
