package player

import (
	"math"

	"ropeman/camera/maths"
)

// State is what the runner's feet are doing.
type State uint8

const (
	// Run: on the floor.
	Run State = iota
	// Jump: rising after a take-off.
	Jump
	// Air: airborne and not rising (off an edge, or past a jump's peak);
	// he can still land.
	Air
	// Fall: below the floor's top; he can no longer land and the run is lost.
	Fall
)

func (s State) String() string {
	switch s {
	case Run:
		return "run"
	case Jump:
		return "jump"
	case Air:
		return "air"
	}
	return "fall"
}

// Input is one tick's command from the player (or the bot).
type Input struct {
	// Steer is set while a finger is down; SteerX is then the lateral
	// position in metres the finger asks for (0 is the track's centre).
	Steer  bool
	SteerX float32
	// Jump is set on the tick a swipe up was recognised.
	Jump bool
}

// Ground is the track as the runner feels it: whether there is floor under
// lateral position x at distance s, and how far the floor extends either
// side of the centre there; and how high its top is (steps and slopes).
type Ground interface {
	Floor(x, s float32) (halfWidth float32, ok bool)
	// Top is the height of the floor's top at (x, s), metres; where there
	// is no floor, that of the floor he left.
	Top(x, s float32) float32
}

// MaxStep is the highest step he runs up or down in his stride, metres:
// a higher drop he falls down (and lands), a higher rise would stop him
// (levels have none).
const MaxStep = 0.3

// stepSlack is what a step may exceed MaxStep by and still be stepped:
// the heights are sums of float32 rises.
const stepSlack = 0.01

// Happened reports what a Step did, as bit flags.
type Happened uint8

const (
	Jumped Happened = 1 << iota
	Landed
	LeftFloor
	Fell
)

// Runner is the Rope-Man's body as the controller moves it. X is lateral
// (metres from the centre line), Y is his feet's height (the floor's top
// where he runs: see Ground.Top), S is the distance run along the track.
type Runner struct {
	X, Y, S float32
	VX, VY  float32 // m/s sideways and upward
	Speed   float32 // m/s forward
	State   State

	// Impact is how hard his last landing was: his speed into the floor
	// against that of a jump at the start pace (1; a drop or a faster
	// pace lands harder). It is set on the tick he lands.
	Impact float32

	coyote  int // ticks left in which a jump still counts as from the floor
	buffer  int // ticks left in which a pressed jump waits for the floor
	targetX float32
}

// StateWords returns every field of the runner's state as exact bits, for
// replay hashes.
func (r *Runner) StateWords() [10]uint64 {
	f := func(v float32) uint64 { return uint64(math.Float32bits(v)) }
	return [10]uint64{
		f(r.X), f(r.Y), f(r.S), f(r.VX), f(r.VY), f(r.Speed), f(r.targetX),
		uint64(r.State), uint64(r.coyote), uint64(r.buffer),
	}
}

// Target returns where he is steering to (metres across), as the last
// Step kept it: the finger's ask, held inside the floor's edge.
func (r *Runner) Target() float32 { return r.targetX }

// PlaceAt puts the runner standing on the floor at (x, s), whose top is
// at height top, his motion reset but his speed kept: a revive.
func (r *Runner) PlaceAt(x, s, top float32) {
	speed := r.Speed
	*r = Runner{X: x, Y: top, S: s, Speed: speed, targetX: x}
}

// KnockBack throws him back metres along the track (a hit), keeping his
// speed: the run goes on at once.
func (r *Runner) KnockBack(metres float32) { r.S -= metres }

// Launch throws him up at vy m/s from where he runs (a jump pad): as a
// jump, but as high as the pad throws.
func (r *Runner) Launch(vy float32) {
	r.VY, r.State = vy, Jump
	r.buffer, r.coyote = 0, 0
}

// Stop brings him to rest where he is (the end of the finish runway).
func (r *Runner) Stop() { r.Speed, r.VX = 0, 0 }

// NewRunner returns a runner standing on the start line.
func NewRunner(t *Tuning) Runner {
	return Runner{Speed: t.StartSpeed}
}

// Step advances the runner by one tick.
func (r *Runner) Step(in Input, g Ground, t *Tuning) Happened {
	if r.State == Fall {
		r.fall(t)
		r.S += float32(r.Speed * dt)
		return 0
	}
	r.Speed = min(t.MaxSpeed, r.Speed+float32(t.SpeedRamp*dt))
	r.steer(in, g, t)
	r.S += float32(r.Speed * dt)

	// A press waits JumpBuffer ticks for the floor; leaving the floor
	// leaves CoyoteTicks in which a jump still counts. Both count down at
	// the end of the tick, so a window of N ticks means N ticks after this one.
	if in.Jump {
		r.buffer = t.JumpBuffer + 1
	}
	h := r.tryJump(t)
	h |= r.move(g, t)
	if h&Landed != 0 {
		h |= r.tryJump(t)
	}
	r.buffer = max(0, r.buffer-1)
	r.coyote = max(0, r.coyote-1)
	return h
}

// tryJump takes off if a jump is waiting and the floor (or coyote time) allows.
func (r *Runner) tryJump(t *Tuning) Happened {
	if r.buffer == 0 || (r.State != Run && r.coyote == 0) {
		return 0
	}
	r.VY, r.State = t.JumpSpeed, Jump
	r.buffer, r.coyote = 0, 0
	return Jumped
}

// steer moves X toward the finger's target, eased and speed-capped, never
// past the floor's edge.
func (r *Runner) steer(in Input, g Ground, t *Tuning) {
	if in.Steer {
		r.targetX = in.SteerX
	}
	if half, ok := g.Floor(r.X, r.S); ok {
		edge := max(0, half-t.HalfWidth)
		r.targetX = min(edge, max(-edge, r.targetX))
	}
	ease := 1 - float32(maths.Exp(-float64(t.SteerSharpness)*dt))
	step := (r.targetX - r.X) * ease
	capStep := t.MaxSteerSpeed * dt
	step = min(capStep, max(-capStep, step))
	r.VX = step / dt
	r.X += step
}

// move applies gravity, and lands, leaves the floor or falls. Running,
// his feet follow the floor's top up and down a slope or a step of up to
// MaxStep; off a higher drop he is in the air.
func (r *Runner) move(g Ground, t *Tuning) Happened {
	_, floor := g.Floor(r.X, r.S)
	top := g.Top(r.X, r.S)
	if r.State == Run {
		if floor && abs(top-r.Y) <= MaxStep+stepSlack {
			r.Y = top
			return 0
		}
		r.State, r.coyote = Air, t.CoyoteTicks+1
		return LeftFloor
	}
	r.fall(t)
	if r.VY <= 0 && r.State == Jump {
		r.State = Air
	}
	switch {
	case r.Y <= top && floor && r.Y > top-landingSlack:
		r.Impact = float32(math.Sqrt(float64(float32(r.VY*r.VY)+float32(r.Speed*r.Speed))) /
			math.Sqrt(float64(float32(t.JumpSpeed*t.JumpSpeed)+float32(t.StartSpeed*t.StartSpeed))))
		r.Y, r.VY, r.State = top, 0, Run
		return Landed
	case r.Y <= top-landingSlack:
		r.State = Fall
		return Fell
	}
	return 0
}

// fall applies one tick of gravity.
func (r *Runner) fall(t *Tuning) {
	r.VY -= float32(t.Gravity * dt)
	r.Y += float32(r.VY * dt)
}

// HardLanding is the Impact from which a landing is hard: the game
// shakes, thumps and throws more dust.
const HardLanding = 1.15

// landingSlack is how far below the floor's top (metres) a falling runner
// can still be caught by it: one tick of a fast fall.
const landingSlack = 0.35

// Failed reports whether he has fallen past saving (the run is lost):
// FallDepth below the top of the floor he fell from.
func (r *Runner) Failed(t *Tuning, from float32) bool {
	return r.State == Fall && r.Y < from-t.FallDepth
}
