package server

import (
	"context"
	"time"
)

// RetentionDays is how long the raw events are kept by default: about
// thirteen months, a year of seasons compared with the one before. The
// daily rollups, which name no player, stay.
const RetentionDays = 395

// Expire drops the events received more than Config.RetentionDays ago
// (none with no retention set), now and then once a day, until ctx ends.
func (s *Server) Expire(ctx context.Context) {
	if s.cfg.RetentionDays <= 0 {
		return
	}
	for {
		today := dayOf(s.cfg.Now())
		n, err := s.cfg.Store.Expire(ctx, today-s.cfg.RetentionDays, today)
		switch {
		case err != nil && ctx.Err() == nil:
			s.log.Error("expire", "err", err)
		case n > 0:
			s.log.Info("expired", "events", n, "before", today-s.cfg.RetentionDays)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(24 * time.Hour):
		}
	}
}
