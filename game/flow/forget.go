package flow

import (
	"context"
	"slices"
	"time"

	"ropeman/game/board"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/save"
)

// DELETE MY DATA (the settings): a first tap asks for a second, which
// resets what names him to the publisher on this device, at once — a new
// anonymous id, a new ads' user id, no board name, no event or run
// waiting to be sent — and asks the publisher's servers (the events' and
// the board's) to delete what they hold of the old ones (POST
// /v1/privacy/delete), off the game loop, again at each start until they
// confirm: the old ids wait in the save (save.Board.Forget). His levels,
// coins and skins stay: they never left the phone.

// forgetRetry is how long a deletion the servers did not confirm waits
// before it is asked again in the same session.
const forgetRetry = time.Minute

// forgetting is the session's side of DELETE MY DATA.
type forgetting struct {
	servers []string // the publisher's servers that hold his data: the events' and the board's
	asking  bool     // the first tap was made: the button asks for a second
	done    bool     // deleted on this device in this visit to the settings
	answers chan error
	retryAt time.Duration // the game clock at which an unconfirmed deletion is asked again
	// its ports: his ids in the save, the texts, the log
	book  *keeper
	texts *words
	log   func(string)
}

// setUp notes the servers that may hold his data: the events' and the
// board's (the options', else the tuning's).
func (f *forgetting) setUp(opts Config, t *tuning) {
	if opts.Replay != "" {
		return
	}
	for _, addr := range []string{opts.AnalyticsServer, t.analytics.Server, opts.BoardServer, t.board.Server} {
		if addr != "" && !slices.Contains(f.servers, addr) {
			f.servers = append(f.servers, addr)
		}
	}
}

// tap is a tap on DELETE MY DATA: the first asks, the second (true)
// deletes: what waited to be sent goes with the old id, then renew makes
// the new one.
func (f *forgetting) tap() (deletes bool) {
	f.asking, deletes = !f.asking, f.asking
	f.done = f.done || deletes
	return deletes
}

// renew gives him a new anonymous id and no board name, keeping the old
// ids for the servers to delete (see step).
func (f *forgetting) renew() {
	p := &f.book.progress
	old := rules.Who{Player: p.Board.Player, User: p.UserID}
	b := &p.Board
	forget := b.Forget
	if old.Player != "" && len(f.servers) > 0 {
		forget = append(forget, old)
		forget = forget[max(0, len(forget)-save.MaxForget):]
	}
	*b = save.Board{Forget: forget}
	p.UserID = save.NewUserID()
	f.book.persist()
	f.retryAt = 0
	f.log("privacy: this device's ids are new; the publisher's servers are asked to delete the old ones")
}

// step asks the servers to delete the oldest id waiting, one at a time,
// off the game loop, and takes their answer; now is the game clock.
func (f *forgetting) step(now time.Duration) {
	b := &f.book.progress.Board
	select {
	case err := <-f.answers: // a nil channel is never ready
		f.answers = nil
		if err != nil {
			f.retryAt = now + forgetRetry
			f.log("privacy: the deletion waits: " + err.Error())
			return
		}
		b.Forget = b.Forget[1:]
		f.book.persist()
		f.log("privacy: the publisher's servers deleted an old id's data")
	default:
	}
	if f.answers != nil || len(b.Forget) == 0 || len(f.servers) == 0 || now < f.retryAt {
		return
	}
	who, servers := b.Forget[0], f.servers
	f.answers = make(chan error, 1)
	go func() {
		var err error
		for _, addr := range servers {
			c := board.Client{Base: addr}
			if e := c.Forget(context.Background(), who); e != nil && err == nil {
				err = e
			}
		}
		f.answers <- err
	}()
}

// label is the button's text.
func (f *forgetting) label() string {
	t := f.texts.lang
	switch {
	case f.asking:
		return t.Text(lang.DeleteSure)
	case f.done:
		return t.Text(lang.DataDeleted)
	}
	return t.Text(lang.DeleteData)
}
