package server

import (
	"context"
	"errors"
	"sync/atomic"
	"time"
)

// gate lets a few requests at a time through to work that is slow under
// load (a replay, a batch's transaction), and at most waiting more wait
// their turn, each for at most wait: past either the request is shed at
// once (503 with a Retry-After), so a flood gets answers instead of
// timeouts, and what is let through still finishes well inside the
// write timeout.
type gate struct {
	slots   chan struct{}
	queued  atomic.Int64 // in or waiting
	waiting int
	wait    time.Duration
}

func newGate(through, waiting int, wait time.Duration) *gate {
	return &gate{slots: make(chan struct{}, through), waiting: waiting, wait: wait}
}

// errShed is enter's answer to a request past the gate's bounds.
var errShed = errors.New("shed")

// enter waits for a turn: nil (then leave once done), errShed, or ctx's
// error.
func (g *gate) enter(ctx context.Context) error {
	if g.queued.Add(1) > int64(cap(g.slots)+g.waiting) {
		g.queued.Add(-1)
		return errShed
	}
	wait := time.NewTimer(g.wait)
	defer wait.Stop()
	select {
	case g.slots <- struct{}{}:
		return nil
	case <-wait.C:
		g.queued.Add(-1)
		return errShed
	case <-ctx.Done():
		g.queued.Add(-1)
		return ctx.Err()
	}
}

// full reports whether enter would shed a request now: a handler asks
// before the work of reading one, so a flood is shed before its bodies
// are decoded.
func (g *gate) full() bool { return g.queued.Load() >= int64(cap(g.slots)+g.waiting) }

// leave ends a turn enter gave.
func (g *gate) leave() {
	<-g.slots
	g.queued.Add(-1)
}
