package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/flow"
	"ropeman/game/world"
)

// The camera's shots besides the chase, metres and seconds.
const (
	// finishLift raises the eye over the arch while he runs under it: the
	// banner's top is 4 m up, and the lifted eye keeps it well clear of
	// the near plane as the camera passes over it.
	finishLift = 2.2
	// finishApproach is how far before the finish line the lift starts.
	finishApproach = 10
	// orbitSpeed and orbitMost turn the camera around him once he has
	// stopped on the runway: the celebration.
	orbitSpeed, orbitMost = 0.5, 1.1 // radians per second, radians
	// shopOrbitSpeed turns the camera around him in the shop.
	shopOrbitSpeed = 0.6 // radians per second
	// fallAimFloor is the lowest the camera looks while he falls.
	fallAimFloor = -3
	// edgeMargin is the share of the screen's half width kept clear beside
	// each track edge.
	edgeMargin = 0.08
)

// shoot moves the camera one tick and returns it framed for the screen:
// the chase; the eye held still while he falls (it watches him drop);
// lifted over the arch at the finish, then turning around him when he
// stops. Cuts (retry, next level, revive) are Follow.Reset in Step. The
// shot is framed in track space and carried by the track's frame where he
// is, so on a bend the camera stays square behind him.
func (s *Scene) shoot() camera.Camera {
	const dt = 1.0 / world.TickRate
	w := &s.view.Run
	r := &w.Runner
	p := s.runnerPos()
	var c camera.Camera
	switch {
	case s.view.Scene == flow.Shop:
		// The shop turns the camera around him, close, to show his skin.
		s.orbit += shopOrbitSpeed * dt
		turn := maths.RotateY(s.orbit)
		off := turn.MulPoint3(maths.V3(0, 1.5, 8.2))
		// Aimed below his feet, so he stands in the top half, clear of the
		// skins' buttons.
		c = s.follow.Toward(p.Add(off), p.Add(maths.V3(0, -0.9, 0)), dt)
		if s.bend.warpFor(w.Level) != nil {
			c = s.bend.rigid(c, r.S)
		}
		return c
	case w.InArena:
		c = s.follow.Toward(arenaShot(w, p))
		if s.bend.warpFor(w.Level) != nil {
			c = s.bend.rigid(c, w.Level.ArenaEntry())
		}
		return c
	case w.Outcome == world.Lost && p.Y < -0.5:
		// The eye stays; the aim follows him down a little way, then lets
		// him drop out of the picture.
		aim := p.Add(maths.V3(0, 0.5, 0))
		aim.Y = max(aim.Y, fallAimFloor)
		c = s.follow.Toward(s.follow.Eye(), aim, dt)
	case r.S > w.Level.Finish-finishApproach:
		lift := min(1, (r.S-(w.Level.Finish-finishApproach))/finishApproach) * finishLift
		if w.Over {
			s.orbit = min(orbitMost, s.orbit+orbitSpeed*dt)
		}
		turn := maths.RotateY(s.orbit)
		off := turn.MulPoint3(s.follow.Params.Offset.Add(maths.V3(0, lift, 0)))
		c = s.follow.Toward(p.Add(off), p.Add(maths.V3(0, s.follow.Params.LookAbove, 0)), dt)
	default:
		s.orbit = 0
		c = s.follow.Update(p, world.Pos(r.VX, 0, r.Speed), dt)
	}
	c = s.frame(c)
	if s.bend.warpFor(w.Level) != nil {
		c = s.bend.rigid(c, r.S)
	}
	return c
}

// The boss's arena is watched from outside him, high, looking past him
// at the boss: both in the picture, and the rope between them.
const (
	arenaBack = 10 // metres out past him
	arenaUp   = 8.5
	arenaAim  = 0.5 // how far from the boss toward him the camera aims
)

// arenaShot returns where the camera stands and what it aims at in the
// boss's arena, him at p, and the tick's length (Follow.Toward's).
func arenaShot(w *world.Snapshot, p maths.Vec3) (eye, aim maths.Vec3, dt float32) {
	c := w.Boss.Centre
	out := maths.V3(p.X-c.X, 0, p.Z-c.Z)
	d := out.Len()
	if d < 1e-3 {
		out, d = maths.V3(1, 0, 0), 1
	}
	out = out.Scale(1 / d)
	eye = c.Add(out.Scale(d + arenaBack)).Add(maths.V3(0, arenaUp, 0))
	aim = c.Add(out.Scale(d * arenaAim)).Add(maths.V3(0, 1.2, 0))
	return eye, aim, 1.0 / world.TickRate
}

// frame widens c for the screen's shape so the track's whole width, and a
// margin, shows at his depth wherever he steers, and he stays in the
// middle third (see camera.Fit). The width is the level's widest floor,
// so the framing holds still over gaps (no width) and narrow stretches.
func (s *Scene) frame(c camera.Camera) camera.Camera {
	if s.width <= 0 || s.height <= 0 {
		return c
	}
	var half float32
	for _, sec := range s.view.Run.Level.Sections {
		half = max(half, sec.HalfWidth)
	}
	return camera.Fit(c, s.width/s.height, spanFor(half, s.view.Body, s.follow.Params.FollowX),
		s.runnerPos(), s.follow.Params.MaxFovDegrees*math.Pi/180)
}

// spanFor is the half width the camera must show at the runner's depth on
// a track of half width half, for a runner of half width body, with the
// camera following followX of his x: both track edges inside the screen
// with edgeMargin to spare, and him within the middle third.
func spanFor(half, body, followX float32) float32 {
	reach := max(0, half-body) // how far from the centre line he can be
	edges := (half + followX*reach) / (1 - edgeMargin)
	centre := 3 * (1 - followX) * reach
	return max(edges, centre)
}
