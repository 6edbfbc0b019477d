package analytics

import (
	"context"
	"encoding/json"
	"errors"

	"ropeman/game/board"
	"ropeman/game/rules/events"
)

// Provider is an analytics backend as the game sees it. Send is called
// from the queue's goroutine, never the game's, one batch at a time, and
// may take as long as ctx allows. It returns nil when the backend has the
// batch; an error whose Final method reports true when sending it again
// cannot help (the batch is dropped, and the log says why); any other
// error keeps the batch for later, with the same id.
type Provider interface {
	Send(ctx context.Context, b events.Batch) error
}

// Server is the built-in provider: the publisher's ropeman-server, which
// keeps each batch once by its id.
type Server struct{ Client board.Client }

// Send implements Provider.
func (s *Server) Send(ctx context.Context, b events.Batch) error {
	_, err := s.Client.Events(ctx, b)
	return err
}

// Each is a provider that hands a native SDK (Firebase Analytics,
// GameAnalytics: the mobile package's AnalyticsBackend) the events one by
// one: each event's kind, and the event as JSON ({"kind":"level_win",
// "at":…,"session":…,"level":3,…}: the fields its kind carries). An error
// sends the batch again later, from its first event.
type Each func(kind, event string) error

// Send implements Provider.
func (f Each) Send(_ context.Context, b events.Batch) error {
	for i := range b.Events {
		data, _ := json.Marshal(&b.Events[i]) // plain fields: cannot fail
		if err := f(b.Events[i].Kind, string(data)); err != nil {
			return err
		}
	}
	return nil
}

// final reports whether err says the batch can never be taken.
func final(err error) bool {
	var f interface{ Final() bool }
	return errors.As(err, &f) && f.Final()
}
