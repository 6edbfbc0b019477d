package analytics

import (
	"context"
	"errors"

	"ropeman/game/board"
	"ropeman/game/rules"
)

// Provider is an analytics backend as the game sees it. Send is called
// from the queue's goroutine, never the game's, one batch at a time, and
// may take as long as ctx allows. It returns nil when the backend has the
// batch; an error whose Final method reports true when sending it again
// cannot help (the batch is dropped, and the log says why); any other
// error keeps the batch for later, with the same id.
type Provider interface {
	Send(ctx context.Context, b rules.Batch) error
}

// Server is the built-in provider: the publisher's ropeman-server, which
// keeps each batch once by its id.
type Server struct{ Client board.Client }

// Send implements Provider.
func (s *Server) Send(ctx context.Context, b rules.Batch) error {
	_, err := s.Client.Events(ctx, b)
	return err
}

// final reports whether err says the batch can never be taken.
func final(err error) bool {
	var f interface{ Final() bool }
	return errors.As(err, &f) && f.Final()
}
