package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// particles are the bits of yarn fluff a pickup throws up, the sparks of
// a cut or a hit and the dust his feet kick up on landing: a fixed pool of little cubes that fly, fall and
// shrink away. Decoration only: their randomness is their own, never the
// run's RNG, and nothing is allocated once the pool is made.
type particles struct {
	live   [maxParticles]particle
	meshes [particleKinds]mesh.Mesh // a unit cube per colour
	next   int
	rnd    xorshift
	// trailTick is the run's tick the rope's trail last threw fluff on
	// (see trail).
	trailTick int
}

type particle struct {
	pos, vel maths.Vec3
	age      int // ticks; >= life: free
	life     int
	kind     int  // a world.Colour for fluff, sparkKind for sparks, dustKind for dust
	wisp     bool // a wisp off a whipping rope: smaller than a pickup's fluff
}

const (
	maxParticles  = 64
	sparkKind     = int(world.ColourCount)
	dustKind      = sparkKind + 1
	ribbonKind    = dustKind + 1
	particleKinds = ribbonKind + 1
	particleSize  = 0.05 // half the cube's side at birth, metres
)

// build makes the cube meshes, the yarn's in its colours of colour-blind
// play or not.
func (ps *particles) build(colourBlind bool) {
	for k := range ps.meshes {
		col := sparkYellow
		switch {
		case k < sparkKind:
			col = palette.Of(world.Colour(k), colourBlind).Colour
		case k == dustKind:
			col = cloudWhite
		case k == ribbonKind:
			col = archBanner
		}
		ps.meshes[k].Reset()
		ps.meshes[k].AddBox(maths.Identity(), col)
		ps.meshes[k].FitBounds()
	}
	ps.rnd = 0x9e3779b9
}

// burst throws n particles of kind from at, up and outward.
func (ps *particles) burst(at maths.Vec3, kind, n int, speed float32) {
	for i := 0; i < n; i++ {
		ps.fling(at, kind, speed)
	}
}

// fling throws one particle of kind from at, up and outward, in the place
// of the oldest, and returns it.
func (ps *particles) fling(at maths.Vec3, kind int, speed float32) *particle {
	v := maths.V3((ps.rnd.next()*2-1)*speed, (0.6+ps.rnd.next())*speed, (ps.rnd.next()*2-1)*speed)
	p := &ps.live[ps.next]
	*p = particle{pos: at, vel: v, life: 24 + int(ps.rnd.next()*16), kind: kind}
	ps.next = (ps.next + 1) % maxParticles
	return p
}

// react throws particles for this tick's events.
func (ps *particles) react(events []world.Event, w *world.Snapshot) {
	r := &w.Runner
	for _, e := range events {
		switch e.Kind {
		case world.Collected:
			ps.burst(world.Pos(r.X, r.Y+0.4, r.S), int(w.Colour), 6, 1.6) // balls lie before the finish, never in the arena
		case world.Tore: // shreds of the ribbon where he broke through it
			ps.burst(world.Pos(r.X, r.Y+1, r.S), ribbonKind, 16, 3)
		case world.TookKey: // a shower of sparks where the key floated
			ps.burst(world.Pos(r.X, world.KeyHeight, r.S), sparkKind, 12, 2.2)
		case world.Cut:
			ps.burst(cutPoint(w), sparkKind, 10, 2.6)
		case world.Hit, world.Struck:
			ps.burst(w.Body.RopeHand, sparkKind, 10, 2.6)
		case world.Landed: // a puff at each foot where it came down, bigger the harder
			n, speed := dustOf(r.Impact)
			b := &w.Body
			for i := range b.Feet {
				ps.burst(b.Feet[i], dustKind, n, speed)
			}
		}
	}
}

// whipSpeed is how fast a point of his rope must move across his own
// motion, m/s, to trail fluff (a swing of the tail when he swerves is
// about 3; a whip, 8 and more), and trailEvery how many ticks apart its
// fluff comes.
const (
	whipSpeed  = 6
	trailEvery = 3
)

// trail throws a bit of fluff off his rope where it whips fastest.
func (ps *particles) trail(w *world.Snapshot) {
	rp := w.Rope
	if len(rp) == 0 || w.InArena || w.Tick%trailEvery != 0 || w.Tick == ps.trailTick {
		return // no rope, or not a tick of the trail's (or not a new tick: the run is paused)
	}
	ps.trailTick = w.Tick
	r := &w.Runner
	his := world.Pos(r.VX, r.VY, r.Speed) // his velocity, track space
	best, at := float32(whipSpeed), -1
	for i := 2; i < len(rp); i += 2 { // not by his hand: it moves with him
		if v := w.RopeVel[i].Sub(his).Len(); v > best {
			best, at = v, i
		}
	}
	if at >= 0 {
		ps.fling(rp[at], int(w.Colour), 0.5).wisp = true
	}
}

// cutPoint is where a cut happened: the end of what he kept.
func cutPoint(w *world.Snapshot) maths.Vec3 {
	if n := len(w.Rope); n > 0 {
		return w.Rope[n-1]
	}
	return w.Body.RopeHand
}

// dustOf returns how many dust puffs a landing of impact throws from each
// foot, and how fast: two for a hop, four for a jump, up to nine.
func dustOf(impact float32) (n int, speed float32) {
	n = min(9, max(2, int(4*impact*impact+0.5)))
	return n, 0.7 + 0.4*min(2, impact)
}

// step moves the particles one tick.
func (ps *particles) step() {
	const dt = 1.0 / 60
	for i := range ps.live {
		p := &ps.live[i]
		if p.age >= p.life {
			continue
		}
		p.age++
		p.vel.Y -= 9.81 * dt
		p.pos = p.pos.Add(p.vel.Scale(dt))
	}
}

// add queues the live particles for drawing.
func (ps *particles) add(r *camera.Renderer) {
	for i := range ps.live {
		p := &ps.live[i]
		if p.age >= p.life {
			continue
		}
		size := particleSize * (1 - float32(p.age)/float32(p.life))
		if p.wisp {
			size *= 0.6
		}
		r.Add(&ps.meshes[p.kind], maths.Translate(p.pos).Mul(maths.Scale(size)))
	}
}
