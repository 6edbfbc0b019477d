package player

import (
	"math"

	"ropeman/camera/maths"
)

// The Rope-Man's body is posed procedurally each tick: legs stepped and
// planted by two-bone IK, hips that bob from the planted foot, a spine
// that leans into turns, arms that swing against the legs, and his rope
// hand, which is where the rope leaves him. Everything is in track space
// (world.Pos axes: x across, y up, -z along the track), in float32 with
// every product that feeds a sum rounded (float32(x*y) + z), so it gives
// the same bits on every machine: the rope's anchor depends on it.

// Proportions, metres (his feet at y = 0 when he stands).
const (
	hipSpread     = 0.13 // each hip joint from the pelvis, across
	spineLength   = 0.56 // pelvis to the base of the neck
	neckToHead    = 0.26 // the base of the neck to the head's centre
	shoulderSpan  = 0.26 // each shoulder from the neck, across
	shoulderDrop  = 0.06 // shoulders below the base of the neck
	standHip      = 0.74 // pelvis height standing: knees just bent
	crouchPerMS   = 0.008
	stanceMaxLen  = 0.5  // the most ground a planted foot covers, metres
	settleDrift   = 0.06 // a foot further than this from home steps when he stands
	walkMax       = 2    // m/s: up to this he walks, one foot always down
	landingHold   = 0.6  // both feet stay down until the landing squash eases below this
	minSquash     = 0.4  // a hop's landing squash
	maxSquash     = 1.6  // the hardest landing's
	ropeSide      = 1    // the rope hand: his right
	handReachBack = 0.92 // how much of the arm's reach a hard pull straightens
	ropeHandSwing = 0.35 // the rope hand swings this much of the free hand's arc
)

// Leg and Arm are his limbs' bones.
var (
	Leg = Limb{Upper: 0.40, Lower: 0.40}
	Arm = Limb{Upper: 0.30, Lower: 0.28}
)

// A lasting pull on the hand between these (in rope.Tension's units:
// newtons for 1 kg particles) draws the rope hand back: below pullSoft the
// arm swings freely, from pullHard on it reaches straight back along the
// rope. Measured on the bot's runs of levels 3, 12, 20 and 27, the pull is
// about 550 at the median, 2200-4600 at the 90th percentile and 6000-14000
// at the 99th: he reaches back when the rope snags or drags hard.
const (
	pullSoft = 4000
	pullHard = 15000
)

// Foot is one foot: planted on the floor, or swinging toward where it
// will land.
type Foot struct {
	At      maths.Vec3 // where it is
	Planted bool
	from    maths.Vec3 // where the swing began
	t       float32    // swing progress, 0..1
	clocked bool       // the swing keeps the gait clock's time (not a catch-up step)
}

// Body is the posed skeleton, and the gait state that carries it from
// tick to tick. Joints index [left, right].
type Body struct {
	Pelvis, Neck, Head maths.Vec3
	Hip, Knee          [2]maths.Vec3
	Shoulder, Elbow    [2]maths.Vec3
	Hand               [2]maths.Vec3
	Feet               [2]Foot
	Squash             float32 // on landing his Impact (1 for a jump at the start pace), easing to 0
	Stumble            float32 // 1 when hit, easing to 0
	hipY, roll, reach  float32
	lean               float32    // the grade his spine leans into, eased
	pull               float32    // the rope's pull on the hand, smoothed
	swing              [2]float32 // each arm's swing, radians forward
	clock              float32    // the gait's phase, 0..1: foot 0 lands at 0, foot 1 at 0.5
}

// Phase returns leg i's place in the gait's cycle, 0..1: it lands at 0
// and is planted for the gait's duty share of the cycle, then swings
// (the gizmos show it).
func (b *Body) Phase(i int) float32 {
	p := b.clock + float32(0.5*float32(i))
	return p - float32(int(p))
}

// RopeHand returns his rope hand: where the rope leaves him.
func (b *Body) RopeHand() maths.Vec3 { return b.Hand[ropeSide] }

// home returns where foot i stands under him at rest: below its hip, at
// his feet's height.
func home(r *Runner, i int) maths.Vec3 { return maths.V3(hipX(r, i), r.Y, -r.S) }

// hipX is the x of hip i (0 left, 1 right).
func hipX(r *Runner, i int) float32 { return r.X + float32(side(i)*hipSpread) }

func side(i int) float32 { return float32(2*i - 1) }

// Reset stands him still on the floor where r is (a start, a revive).
func (b *Body) Reset(r *Runner, g Ground) {
	*b = Body{hipY: standHip}
	for i := range b.Feet {
		b.Feet[i] = Foot{At: onTop(g, home(r, i)), Planted: true}
	}
	b.pose(r, 0, maths.Vec3{})
}

// onTop returns p on the floor's top (track space).
func onTop(g Ground, p maths.Vec3) maths.Vec3 {
	p.Y = g.Top(p.X, -p.Z)
	return p
}

// gait is how he runs at a speed: the length of a stride cycle (a step
// of each foot), the share of it a foot spends planted, and the ground a
// planted foot covers (stanceHalf either side of its hip).
type gait struct {
	speed, cycle, duty, stanceHalf float32
}

// gaitAt is the gait at speed: quicker steps as he speeds up, and less
// time on the ground (a flight phase from about 4 m/s, duty below 0.5),
// with the cycle shortened where a planted foot would otherwise cover more
// ground than his legs reach.
func gaitAt(speed float32) gait {
	g := gait{speed: speed, duty: min(0.65, max(0.3, 0.65-float32(0.035*speed)))}
	g.cycle = 2 / min(11, 2.5+float32(0.85*speed))
	if covered := float32(speed*g.duty) * g.cycle; covered > stanceMaxLen {
		g.cycle = stanceMaxLen / float32(speed*g.duty)
	}
	g.stanceHalf = float32(speed*g.duty) * g.cycle / 2
	return g
}

// Step moves the body one tick after runner r moved (h: what his step
// did), on ground g. hit is set on the tick an obstacle struck him. The
// rope pulls his rope hand with pull (rope.Tension's units; zero without a
// rope) toward the point toward, a little way down it.
func (b *Body) Step(r *Runner, h Happened, g Ground, hit bool, pull float32, toward maths.Vec3) {
	b.Squash = max(0, b.Squash-float32(dt/0.2))
	b.Stumble = max(0, b.Stumble-float32(dt/0.4))
	if h&Landed != 0 {
		b.Squash = min(maxSquash, max(minSquash, r.Impact)) // harder landings squash deeper
	}
	if hit {
		b.Stumble = 1
	}
	if r.State == Run {
		b.plantAll(r, g, h)
		b.walk(r, g)
	} else {
		b.tuck(r)
	}
	b.pose(r, pull, toward)
}

// plantAll puts both feet down where they are on the tick he lands.
func (b *Body) plantAll(r *Runner, g Ground, h Happened) {
	if h&Landed == 0 {
		return
	}
	for i := range b.Feet {
		f := &b.Feet[i]
		f.Planted = true
		if _, ok := g.Floor(f.At.X, -f.At.Z); !ok {
			f.At = home(r, i) // he landed on floor: the foot over the edge comes in
		}
		f.At = onTop(g, f.At)
	}
}

// walk steps the feet on the floor. A gait clock sets the rhythm: each
// foot is planted for the duty share of the cycle, then swings, the two
// half a cycle apart, so they alternate and at a walk one is always down.
// A planted foot stays exactly where it landed. A swinging foot aims where
// it should land, predicted from his velocity (its home when it lands,
// plus half the ground it will cover), re-aimed every tick. Off the clock,
// a foot that has drifted from its home (at a standstill, after a hit)
// steps back under him when the other foot is down.
func (b *Body) walk(r *Runner, g Ground) {
	ga := gaitAt(r.Speed)
	vel := maths.V3(r.VX, 0, -r.Speed)
	dir := vel.Normalize()
	moving := ga.speed > 0.1
	if moving {
		b.clock += float32(dt) / ga.cycle
		b.clock -= float32(int(b.clock))
	}
	// Landings first, so a foot lifting this tick sees the other one down.
	for pass := 0; pass < 2; pass++ {
		for i := range b.Feet {
			f, other := &b.Feet[i], &b.Feet[1-i]
			p := b.Phase(i)
			switch {
			case f.Planted && pass == 1:
				off := f.At.Sub(home(r, i))
				if moving && p >= ga.duty && b.Squash < landingHold {
					f.Planted, f.from, f.t, f.clocked = false, f.At, 0, true
				} else if off.Len() > Leg.Reach()*0.6 || (!moving && off.Len() > settleDrift && other.Planted) {
					f.Planted, f.from, f.t, f.clocked = false, f.At, 0, false
				}
			case !f.Planted && pass == 0:
				left := float32(0.15) // seconds to touchdown, off the clock
				if f.clocked && moving {
					if p < ga.duty { // the clock came round: touch down
						f.t = 1
					} else {
						f.t = (p - ga.duty) / (1 - ga.duty)
					}
					left = float32((1-f.t)*(1-ga.duty)) * ga.cycle
				} else {
					f.t = min(1, f.t+float32(dt/0.15))
					left = float32((1 - f.t) * 0.15)
				}
				to := home(r, i).Add(vel.Scale(left)).Add(dir.Scale(ga.stanceHalf))
				to = landing(g, home(r, i), to)
				lift := min(0.25, 0.06+float32(0.02*ga.speed))
				f.At = f.from.Lerp(to, maths.Smoothstep(f.t)).Add(maths.V3(0, float32(float32(4*lift*f.t)*(1-f.t)), 0))
				if f.t >= 1 {
					if _, ok := g.Floor(to.X, -to.Z); ok {
						f.At, f.Planted = to, true
					}
				}
			}
		}
	}
}

// landing returns where a foot aimed at to can land: to itself over floor;
// else the furthest point with floor on the way back to its home (a step
// shortened where the floor ends); else to (it will not plant). The point
// is on the floor's top there (the foot's ray down meets a step or a
// slope where it is).
func landing(g Ground, home, to maths.Vec3) maths.Vec3 {
	for _, k := range [4]float32{1, 0.66, 0.33, 0} {
		p := home.Lerp(to, k)
		if _, ok := g.Floor(p.X, -p.Z); ok {
			return onTop(g, p)
		}
	}
	return to
}

// tuck draws the feet up under him in the air: knees up on the way up,
// reaching down for the floor as he drops. The feet travel with him and
// ease toward those places.
func (b *Body) tuck(r *Runner) {
	reachDown := float32(0.35)
	if r.VY < 0 {
		reachDown = 0.55
	}
	carry := maths.V3(float32(r.VX*dt), 0, -float32(r.Speed*dt))
	for i := range b.Feet {
		f := &b.Feet[i]
		f.Planted, f.t = false, 1
		hip := maths.V3(hipX(r, i), r.Y+b.hipY, -r.S)
		to := hip.Add(maths.V3(0, -reachDown, float32(0.1*side(i)))) // one foot ahead, one behind
		f.At = f.At.Add(carry).Lerp(to, 0.35)
	}
}

// pose places the joints from the feet: hips low enough for the planted
// foot to reach, a spine leaning with speed, steering, a hit and a
// landing, arms against the legs, the rope hand pulled back by the rope.
func (b *Body) pose(r *Runner, pull float32, toward maths.Vec3) {
	ga := gaitAt(r.Speed)
	hipY := standHip - min(0.12, float32(crouchPerMS*r.Speed)) - float32(0.16*b.Squash) - float32(0.1*b.Stumble)
	limit := float32(math.Inf(1)) // the highest the planted feet let the hips be
	centre := maths.V3(r.X, r.Y, -r.S)
	for i := range b.Feet {
		f := &b.Feet[i]
		if !f.Planted {
			continue
		}
		// A foot on a lower step or down a slope lets the hips down to it.
		d, below := maths.V3(f.At.X-hipX(r, i), 0, f.At.Z+r.S).Len(), f.At.Y-r.Y
		hipY = min(hipY, below+reachHeight(0.97*Leg.Reach(), d))
		limit = min(limit, below+reachHeight(0.995*Leg.Reach(), d))
		// Running, the planted leg takes the weight: the hips dip mid-stance.
		if ga.stanceHalf > 0.05 {
			p := 1 - min(1, d/ga.stanceHalf)
			hipY -= float32(0.035 * p)
		}
	}
	b.hipY = min(limit, b.hipY+float32((hipY-b.hipY)*0.45))
	b.Pelvis = centre.Add(maths.V3(0, b.hipY, 0))

	// The spine: pitched forward with speed and a stumble, rolled into a
	// steer, and leaning into the floor's slope under his feet.
	b.roll += float32((-float32(0.03*r.VX) - b.roll) * 0.25)
	b.lean += float32((b.feetGrade(r) - b.lean) * 0.2)
	pitch := 0.06 + float32(0.012*r.Speed) + float32(0.5*b.Stumble) + float32(leanPerGrade*b.lean)
	sp, cp := maths.Sincos(float64(pitch))
	sr, cr := maths.Sincos(float64(b.roll))
	up := maths.V3(float32(-sr), float32(cr*cp), float32(-cr*sp)).Normalize()
	right := maths.V3(0, 0, -1).Cross(up).Normalize()
	b.Neck = b.Pelvis.Add(up.Scale(spineLength))
	b.Head = b.Neck.Add(up.Scale(neckToHead))

	for i := range b.Feet {
		b.Hip[i] = b.Pelvis.Add(maths.V3(float32(side(i)*hipSpread), 0, 0))
		knees := b.Hip[i].Add(maths.V3(0, 0, -1)) // knees forward
		var end maths.Vec3
		b.Knee[i], end = Leg.Solve(b.Hip[i], b.Feet[i].At, knees)
		if !b.Feet[i].Planted {
			b.Feet[i].At = end // a swinging foot goes where the leg can put it
		}
	}
	b.arms(r, up, right, pull, toward)
}

// arms swing each arm against its leg (the left arm forward with the
// right foot), thrown up in the air; the rope hand reaches back along a
// hard pull.
func (b *Body) arms(r *Runner, up, right maths.Vec3, pull float32, toward maths.Vec3) {
	// The arm answers a pull that lasts (a quarter second or so), not the
	// rope's tick-to-tick jolts (a jolt counts as a hard pull at most):
	// following those would shake the rope more.
	b.pull += float32((min(pull, 2*pullHard) - b.pull) * 0.05)
	want := min(1, max(0, (b.pull-pullSoft)/(pullHard-pullSoft)))
	b.reach += float32((want - b.reach) * 0.05)
	for i := range b.Shoulder {
		b.Shoulder[i] = b.Neck.Add(right.Scale(side(i) * shoulderSpan)).Sub(up.Scale(shoulderDrop))
		var swing float32 // radians, forward positive
		if r.State == Run {
			ahead := b.Hip[i].Z - b.Feet[i].At.Z // how far this leg's foot is forward
			swing = -min(1, max(-1, ahead/0.45)) * min(0.9, 0.2+float32(0.07*r.Speed))
			if i == ropeSide {
				swing *= ropeHandSwing // holding the rope, the hand stays steadier
			}
		} else {
			swing = 2.4 + float32(0.15*side(i)) // arms thrown up
			if i == ropeSide {
				swing = 1.1 // the rope hand only forward: a flung rope would whip
			}
		}
		// The arms ease toward their swing: the rope hand must never jump.
		b.swing[i] += float32((swing - b.swing[i]) * 0.3)
		s, c := maths.Sincos(float64(b.swing[i]))
		dir := maths.V3(float32(0.25*side(i)), float32(-c), float32(-s)).Normalize()
		target := b.Shoulder[i].Add(dir.Scale(0.8 * Arm.Reach()))
		// Along the rope as seen from the shoulder, which the arm does not
		// move: seen from the hand, the way would flip as the hand passed
		// the rope's first point, and the arm with it, every tick.
		if along := toward.Sub(b.Shoulder[i]); i == ropeSide && b.reach > 0 && along.Len() > 1e-3 {
			back := b.Shoulder[i].Add(along.Normalize().Scale(handReachBack * Arm.Reach()))
			target = target.Lerp(back, b.reach)
		}
		elbows := b.Shoulder[i].Add(maths.V3(float32(0.3*side(i)), -0.2, 0.6)) // elbows back and out
		b.Elbow[i], b.Hand[i] = Arm.Solve(b.Shoulder[i], target, elbows)
	}
}

// leanPerGrade is how far his spine leans per unit of the floor's grade
// under his feet, radians: forward up a slope, back down one.
const leanPerGrade = 0.6

// feetGrade is the floor's grade (rise over run) between where his two
// feet stand or last stood, front over back: 0 in the air; with his feet
// side by side (no run to measure over), the grade he leans into already.
func (b *Body) feetGrade(r *Runner) float32 {
	if r.State != Run {
		return 0
	}
	var at [2]maths.Vec3
	for i := range b.Feet {
		if at[i] = b.Feet[i].At; !b.Feet[i].Planted {
			at[i] = b.Feet[i].from
		}
	}
	run := at[1].Z - at[0].Z // foot 0 ahead of foot 1 by this much
	if abs(run) < 0.15 {
		return b.lean
	}
	return (at[0].Y - at[1].Y) / run
}

// reachHeight is how high above a foot d metres away (across the floor)
// a hip can be with a leg reaching reach.
func reachHeight(reach, d float32) float32 {
	return float32(math.Sqrt(float64(max(0, float32(reach*reach)-float32(d*d)))))
}

// StateWords appends the body's state as exact bits, for replay hashes.
func (b *Body) StateWords(put func(uint64)) {
	for i := range b.Feet {
		ft := &b.Feet[i]
		putVec(put, ft.At)
		putVec(put, ft.from)
		put(bits(ft.t))
		put(flag(ft.Planted)<<1 | flag(ft.clocked))
	}
	for _, v := range [...]float32{b.hipY, b.roll, b.reach, b.pull, b.Squash, b.Stumble, b.clock, b.swing[0], b.swing[1], b.lean} {
		put(bits(v))
	}
}

func putVec(put func(uint64), v maths.Vec3) {
	put(bits(v.X))
	put(bits(v.Y))
	put(bits(v.Z))
}

func bits(v float32) uint64 { return uint64(math.Float32bits(v)) }

func flag(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
