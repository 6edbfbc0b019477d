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
}

// setUp notes the servers that may hold his data.
func (f *forgetting) setUp(s *Session, opts Config) {
	if opts.Replay != "" {
		return
	}
	for _, addr := range []string{opts.AnalyticsServer, s.tuning.analytics.Server, opts.BoardServer, s.tuning.board.Server} {
		if addr != "" && !slices.Contains(f.servers, addr) {
			f.servers = append(f.servers, addr)
		}
	}
}

// tap is a tap on DELETE MY DATA: the first asks, the second deletes.
func (f *forgetting) tap(s *Session) {
	if !f.asking {
		f.asking = true
		return
	}
	f.asking, f.done = false, true
	old := rules.Who{Player: s.progress.Board.Player, User: s.progress.UserID}
	s.events.forget(s) // what waited to be sent goes with the old id
	b := &s.progress.Board
	forget := b.Forget
	if old.Player != "" && len(f.servers) > 0 {
		forget = append(forget, old)
		forget = forget[max(0, len(forget)-save.MaxForget):]
	}
	*b = save.Board{Forget: forget}
	s.progress.UserID = save.NewUserID()
	s.ad.manager.SetUserID(s.progress.UserID)
	s.persist()
	s.events.open(s) // a new id, a new queue
	f.retryAt = 0
	s.log("privacy: this device's ids are new; the publisher's servers are asked to delete the old ones")
}

// step asks the servers to delete the oldest id waiting, one at a time,
// off the game loop, and takes their answer.
func (f *forgetting) step(s *Session) {
	select {
	case err := <-f.answers: // a nil channel is never ready
		f.answers = nil
		if err != nil {
			f.retryAt = s.clock + forgetRetry
			s.log("privacy: the deletion waits: " + err.Error())
			return
		}
		b := &s.progress.Board
		b.Forget = b.Forget[1:]
		s.persist()
		s.log("privacy: the publisher's servers deleted an old id's data")
	default:
	}
	if f.answers != nil || len(s.progress.Board.Forget) == 0 || len(f.servers) == 0 || s.clock < f.retryAt {
		return
	}
	who, servers := s.progress.Board.Forget[0], f.servers
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
func (f *forgetting) label(s *Session) string {
	t := s.words.lang
	switch {
	case f.asking:
		return t.Text(lang.DeleteSure)
	case f.done:
		return t.Text(lang.DataDeleted)
	}
	return t.Text(lang.DeleteData)
}
