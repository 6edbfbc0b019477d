package flow

import "ropeman/game/world"

// World returns the run's world: the tests outside the package play it
// with a bot, as the session's autoplay does.
func (s *Session) World() *world.World { return s.run.world }

// GhostWorld returns the ghost's world (nil: none).
func (s *Session) GhostWorld() *world.World { return s.run.ghost.world }
