package store

import (
	"context"
	"errors"

	"ropeman/ads/ssv"
	"ropeman/game/rules"
	"ropeman/game/rules/events"
)

// Run is a replayed run as the leaderboard keeps it.
type Run struct {
	ID string // its ghost's id: a digest of its level, seed and inputs (replay.Log.ID)
	// Ending is the state the run ended in, its tick and state hash: a
	// copy of a run with an edit that changes nothing ends in it too.
	Ending    string
	Day       int    // days since 1970-01-01
	Player    string // the player's anonymous id
	Name      string // the player's chosen name
	Score     int    // coins the win paid
	Ticks     int    // how long the run lasted: the shorter ranks first on a tie
	Recording []byte // in its canonical form (replay.Log.Canonical)
	Posted    int64  // Unix milliseconds, when the server took it
}

// Kept says what PutRun did with a run.
type Kept int

const (
	Ranked   Kept = iota // the player's best of the day now
	Beaten               // the player's best of the day is better: not kept
	Repeated             // this very run was posted before (a retry)
)

// ErrNameTaken is the answer to a name that looks like one another player
// on the same board goes by (names.Look): a name on a board is one
// person's.
var ErrNameTaken = errors.New("name: another player on this board goes by a name that looks the same; choose another")

// ErrTaken is PutRun's answer to a run another player's run was: a ghost
// downloaded and posted again, even after its owner beat it; and
// PutEvents' to a batch id another player's batch has.
var ErrTaken = errors.New("this run is another player's")

// Store keeps the leaderboard and the reward grants. Every method is safe
// for concurrent use, also from several processes sharing the database: a
// run or grant it acknowledged is committed.
type Store interface {
	ssv.Store
	// PutRun keeps r as its player's run of its day if it beats the one
	// kept (a higher score, or the same in fewer ticks), and sets the
	// player's name either way. A run is its player's for good once it
	// was ranked: the same run, or one that ends in the very same state on
	// that day, posted by another is ErrTaken; a name that looks like
	// another player's on that day's board is ErrNameTaken.
	PutRun(ctx context.Context, r Run) (Kept, error)
	// Top returns the day's best runs, best first, at most limit.
	Top(ctx context.Context, day, limit int) ([]rules.Entry, error)
	// Standing returns the player's kept run of the day and its rank.
	Standing(ctx context.Context, day int, player string) (rules.Entry, bool, error)
	// Ghost returns the recording of the run with id.
	Ghost(ctx context.Context, id string) ([]byte, bool, error)
	// Rename gives the player a new name on every board; false for a
	// player with no run yet, ErrNameTaken for a name that looks like
	// another player's on a board he is on.
	Rename(ctx context.Context, player, name string) (bool, error)
	// PutEvents keeps batch b's events, received at the Unix millisecond
	// received, and adds them to the daily rollups, in one transaction,
	// once: a batch kept before is not kept again (a retry) and reports
	// false; a batch id another player's batch has is ErrTaken, one kept
	// before with another digest (of its contents as sent) ErrChanged.
	// Its events' tunings are their cohorts (Server.cohorts).
	PutEvents(ctx context.Context, b events.Batch, digest string, received int64) (bool, error)
	// Dashboard reads the rollups from the day since on (days since
	// 1970-01-01, UTC), and the installs from that day on.
	Dashboard(ctx context.Context, since int) (Dashboard, error)
	// Expire drops the raw events of the batches received before the day
	// before, and what no later event can count on by today; it returns
	// how many events went. The rollups stay.
	Expire(ctx context.Context, before, today int) (int64, error)
	// Export returns what the store holds of a player (by his board id)
	// and of the ads' user (by the ads' user id, "" for none).
	Export(ctx context.Context, player, user string) (PlayerData, error)
	// Forget deletes all of it: his events, batches, marks, runs, name and
	// grants. The rollups' counts, which name no one, stay.
	Forget(ctx context.Context, player, user string) error
	// Ping reports whether the database answers.
	Ping(ctx context.Context) error
	Close() error
}

// ErrChanged is PutEvents' answer to a batch kept before under its id
// with other contents.
var ErrChanged = errors.New("id: a batch with this id was kept before with other contents; make a new id")
