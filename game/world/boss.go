package world

import (
	"fmt"
	"math"

	"ropeman/assets/bounds"
	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// The boss finale, every fifth level: past the finish a giant spider
// stands in a round arena. As he enters it, the boss's web catches the
// tail of his rope and ties it to its body; he runs round it (the player
// steers him in and out), and his rope winds round the body, a real rope
// against a real collider. Each wrap uses yarn; when what is wound and
// what runs out to his hand use it all, the rope pulls taut and he stops.
// Wraps are counted from the rope itself: how many times its line, from
// the tie to his hand, crosses the ray from the boss through the tie.
// Enough wraps bind the boss, and the multiplier grows with them. The
// boss fights back: a leg rises and strikes at him every few seconds, and
// if he is inside its reach the strike tears wraps off (StrikeWraps of
// them): the fight goes on, for less. And it stands for it only so long:
// closer in he wraps it faster, and must step out of reach as each leg
// rises. He runs the arena at the boss's pace, so the yarn he brings sets
// the most he can wind, and how he runs decides how much of it counts.
//
// He runs the arena in the same track space as the run: the runner and
// his body step along a straight stretch past the arena's entry, x his
// distance in or out of the circle, and the world places that stretch
// onto the circle round the boss (place), turning him by his run over his
// distance from the boss, so closer in he goes round faster: his hand,
// where the rope leaves him, and his drawn body (Figure). So his gait,
// his jumps and his steering are the run's own, and the rope, which lives
// in the real space, winds round the real boss.

// Finales are the ways a level can end ("finale" in a level file; the
// first is the default).
var Finales = []string{"runway", "boss"}

// BossFinale is the name of the boss finale, and BossEvery how often a
// level ends with it: the shipped levels that are a multiple of it say so
// in their files, the generated ones are made so.
const (
	BossFinale = "boss"
	BossEvery  = 5
)

const (
	// arenaRunUp is how far past the finish line he enters the arena,
	// metres: the arena's circle keeps clear of the track before the line.
	arenaRunUp = 8
	// webPull is the web's pull on his rope's tail, m/s², and webTies
	// how near the body the tail must come for the web to tie it.
	webPull = 400
	webTies = 0.2
	// The rope is taut, all his yarn used (or too little to reach the
	// boss), once it is pulled tautStretch past its length for tautTicks
	// on end (a swerve's jerk stretches it for a moment), or at once past
	// heldStretch (a tied rope he runs on against holds him).
	tautStretch = 0.03
	tautTicks   = player.TickRate / 10
	heldStretch = 0.1
	// bossHeight is how tall the body the rope winds round is, metres.
	bossHeight = 2.5
	// tieHeight is how high on the body the web ties the rope.
	tieHeight = 0.3
	// drawInSpeed is how fast the tied rope draws in a runner who lifts
	// his finger, m/s.
	drawInSpeed = 1.0
)

// BossTuning is the boss finale ("boss" in assets/tuning.json).
type BossTuning struct {
	// Radius is the circle he runs round the boss with the finger still,
	// metres from its centre; Reach how far steering takes him in or out.
	Radius float32 `json:"radius"`
	Reach  float32 `json:"reach"`
	// Body is the radius of the boss's body, which the rope winds round.
	Body float32 `json:"body"`
	// LegReach is how far from the boss's centre a leg's strike reaches.
	LegReach float32 `json:"legReach"`
	// A leg strikes every StrikeTicks from the tie, rising WarnTicks
	// before it strikes.
	StrikeTicks int `json:"strikeTicks"`
	WarnTicks   int `json:"warnTicks"`
	// HoldTicks is how long the boss stands for it, from the tie.
	HoldTicks int `json:"holdTicks"`
	// StrikeWraps is how many wraps a strike that lands tears off.
	StrikeWraps int `json:"strikeWraps"`
	// Pace is his running speed round the arena, m/s, and SteerSpeed how
	// fast he steers in or out there: a dodge takes its time, and the
	// wound rope slips round the body rather than snap taut.
	Pace       float32 `json:"pace"`
	SteerSpeed float32 `json:"steerSpeed"`
	// Pays is the multiplier for n wraps, Pays[n] (the last for more):
	// the boss is bound from the first entry above 1.
	Pays []int `json:"pays"`
}

// maxBossPays bounds the boss's table of multipliers.
const maxBossPays = 16

// Validate reports the first field out of range: the arena fits between
// the finish line and its entry, he can never run into the body, a leg
// can reach him, and the pay grows with the wraps from x1 for none.
func (t BossTuning) Validate() error {
	err := bounds.First(
		bounds.Within[float32]("body", t.Body, 0.2, 1.5, "m"),
		bounds.Within("radius", t.Radius, t.Body+1.5, arenaRunUp-1, "m"),
		bounds.Within("reach", t.Reach, 0.5, min(t.Radius-t.Body-1, arenaRunUp-0.5-t.Radius), "m"),
		bounds.Within("legReach", t.LegReach, t.Body+0.5, t.Radius+t.Reach, "m"),
		bounds.Within("strikeTicks", t.StrikeTicks, player.TickRate/2, 10*player.TickRate, "ticks"),
		bounds.Within("warnTicks", t.WarnTicks, player.TickRate/6, t.StrikeTicks, "ticks"),
		bounds.Within("holdTicks", t.HoldTicks, 2*player.TickRate, 60*player.TickRate, "ticks"),
		bounds.Within("strikeWraps", t.StrikeWraps, 1, 3, "wraps"),
		bounds.Within[float32]("pace", t.Pace, 2, 10, "m/s"),
		bounds.Within[float32]("steerSpeed", t.SteerSpeed, 1, 20, "m/s"),
		bounds.Within("pays", len(t.Pays), 2, maxBossPays, "entries"),
	)
	if err != nil {
		return err
	}
	for i, x := range t.Pays {
		switch {
		case x < 1 || x > 10:
			return fmt.Errorf("pays[%d]: x%d must be within x1..x10", i, x)
		case i == 0 && x != 1:
			return fmt.Errorf("pays[0]: x%d, must be x1 (no wrap binds nothing)", x)
		case i > 0 && x < t.Pays[i-1]:
			return fmt.Errorf("pays[%d]: x%d is less than for a wrap fewer (x%d)", i, x, t.Pays[i-1])
		}
	}
	if t.Pays[len(t.Pays)-1] < 2 {
		return fmt.Errorf("pays: no number of wraps binds the boss (every entry is x1)")
	}
	return nil
}

// BindWraps returns how many wraps bind the boss.
func (t BossTuning) BindWraps() int {
	for n, x := range t.Pays {
		if x > 1 {
			return n
		}
	}
	return len(t.Pays)
}

// PayFor returns the multiplier n wraps earn.
func (t BossTuning) PayFor(n int) int {
	if len(t.Pays) == 0 {
		return 1
	}
	return t.Pays[min(max(n, 0), len(t.Pays)-1)]
}

// bossFight is a boss level's finale as it goes.
type bossFight struct {
	entry  float32    // s where he enters the arena
	centre maths.Vec3 // the boss's centre on the floor, track space
	angle  float32    // how far round the boss he has run, radians (0 at the entry)
	ray    maths.Vec3 // across the floor from the centre through the tie: wraps cross it
	pulled bool       // the tail is tied to the body: the wraps count from here
	tie    int        // the tick the web caught it (0: not yet)
	wound  int        // times the rope winds round the body
	torn   int        // wraps the strikes that landed tore off
	struck int        // the tick a strike last landed (0: none has)
	taut   int        // ticks the rope has been pulled taut on end
	turned float32    // his way round from the tie's ray, radians, less his angle round the boss (set as the web ties it)
	over   bool
	ended  int // the tick it ended
	figure player.Body
	run    player.Tuning // his tuning in the arena
	ports  bossPorts
}

// bossPorts are what the boss fight reaches of the run: the run's
// ports, the boss's tuning, his posed body (carried round the arena), the
// finale it decides and the ground (the arena's floor).
type bossPorts struct {
	runPorts
	tuning *BossTuning
	body   *player.Body
	finale *finale
	floor  *ground
}

// Boss reports whether the level ends with the boss.
func (l *Level) Boss() bool { return l.Finale == BossFinale }

// ArenaEntry returns where he enters the boss's arena, metres along the
// track.
func (l *Level) ArenaEntry() float32 { return l.Finish + arenaRunUp }

// arenaMargin is how much floor the arena has past the farthest he can
// run, metres.
const arenaMargin = 0.8

// ArenaRadius returns the radius of the arena's round floor, metres.
func (t *BossTuning) ArenaRadius() float32 { return t.Radius + t.Reach + arenaMargin }

// InArena reports whether he has entered the boss's arena.
func (w *World) InArena() bool { return w.boss.inArena() }

// inArena reports whether he has entered the arena.
func (b *bossFight) inArena() bool { return b.ports.level.Boss() && b.ports.runner.S >= b.entry }

// wraps returns the wraps that count: how many times his rope is wound
// round the boss, less what the strikes that landed tore off.
func (b *bossFight) wraps() int { return max(0, b.wound-b.torn) }

// bound reports whether the fight under t has ended with the boss bound.
func (b *bossFight) bound(t *BossTuning) bool { return b.over && t.PayFor(b.wraps()) > 1 }

// strikeIn returns how many ticks from tick until the boss's next strike
// while the fight goes on (-1 when there is none: before the tie, after
// the end).
func (b *bossFight) strikeIn(t *BossTuning, tick int) int {
	if b.tie == 0 || b.over {
		return -1
	}
	return t.StrikeTicks - 1 - (tick-b.tie)%t.StrikeTicks
}

// holdLeft returns how many ticks from tick the boss still stands for it
// (0 once the fight is over or before it starts).
func (b *bossFight) holdLeft(t *BossTuning, tick int) int {
	if b.tie == 0 || b.over {
		return 0
	}
	return max(0, t.HoldTicks-(tick-b.tie))
}

// pose is the fight as the drawing side sees it at tick, him orbiting
// orbit metres from the centre.
func (b *bossFight) pose(t *BossTuning, tick int, orbit float32) BossPose {
	p := BossPose{Centre: b.centre, ArenaRadius: t.ArenaRadius(), Tied: b.tie > 0, Bound: b.bound(t),
		Wraps: b.wraps(), Pay: t.PayFor(b.wraps()), StruckAt: b.struck, StrikeIn: b.strikeIn(t, tick), HoldLeft: b.holdLeft(t, tick), Orbit: orbit, Tuning: *t}
	if r := b.ports.line.rope; r != nil && b.pulled && !b.over {
		l := b.line(r, 0)
		p.Rope, p.RopeLeft = l.length, max(0, l.length-l.need(l.at))
		if out := t.LegReach + stepOutMargin - orbit; out > 0 {
			p.Out = l.need(l.at+out) - l.need(l.at)
		}
	}
	return p
}

// stepOutMargin is how far past the legs' reach a step out goes, metres,
// as the HUD counts it.
const stepOutMargin = 0.3

// Orbit returns how far from the boss's centre he runs now, metres.
func (w *World) Orbit() float32 { return w.boss.orbit() }

// orbit is how far from the boss's centre he runs now, metres.
func (b *bossFight) orbit() float32 { return b.ports.tuning.Radius + b.ports.runner.X }

// figure returns his body as it is drawn: posed by the run, placed round
// the arena once he is in it.
func (w *World) figure() *player.Body {
	if w.InArena() {
		return &w.boss.figure
	}
	return &w.Body
}

// start sets up a boss level's arena for w: its centre is the arena's
// radius to the left of where he enters, so the circle takes his line on
// at a tangent.
func (b *bossFight) start() {
	*b = bossFight{ports: b.ports}
	if !b.ports.level.Boss() {
		return
	}
	b.entry = b.ports.level.ArenaEntry()
	b.centre = Pos(-b.ports.tuning.Radius, 0, b.entry)
	b.ports.floor.entry, b.ports.floor.reach = b.entry, b.ports.tuning.Reach
}

// place puts track-space point p (his body, near him) where it stands
// once he is in the arena: x out from the circle, and along the track
// round the boss from where he is, at his distance from it. Before the
// arena p stays.
func (b *bossFight) place(p maths.Vec3) maths.Vec3 {
	if !b.inArena() {
		return p
	}
	angle := b.angle + (-p.Z-b.ports.runner.S)/b.orbit()
	rho := b.ports.tuning.Radius + p.X
	sin, cos := maths.Sincos(float64(angle))
	return maths.V3(b.centre.X+float32(rho*float32(cos)), p.Y, b.centre.Z-float32(rho*float32(sin)))
}

// turn carries him round the boss by his run this tick of w (from s =
// from): its length over his distance from the boss.
func (b *bossFight) turn(from float32) {
	if b.inArena() {
		b.angle += (b.ports.runner.S - max(from, b.entry)) / b.orbit()
	}
}

// placeFigure poses w's drawn body: his posed body carried round the
// arena joint by joint.
func (b *bossFight) placeFigure() {
	f, src := &b.figure, b.ports.body
	*f = *src
	for _, j := range [...]*maths.Vec3{&f.Pelvis, &f.Neck, &f.Head, &f.Hip[0], &f.Hip[1], &f.Knee[0], &f.Knee[1],
		&f.Shoulder[0], &f.Shoulder[1], &f.Elbow[0], &f.Elbow[1], &f.Hand[0], &f.Hand[1], &f.Feet[0].At, &f.Feet[1].At} {
		*j = b.place(*j)
	}
}

// ground is what he runs on: the level's floor as it is at time t (its
// platforms move), and past a boss arena's entry the arena, whose width
// is how far he may steer in and out.
type ground struct {
	l     *Level
	t     float32 // seconds into the run
	entry float32 // the arena's entry (none: beyond any track)
	reach float32
}

// Floor implements player.Ground.
func (g *ground) Floor(x, s float32) (float32, bool) {
	if s < g.entry {
		return g.l.FloorAt(x, s, g.t)
	}
	return g.reach, x >= -g.reach && x <= g.reach
}

// Top implements player.Ground: the track's floor (the arena's is at the
// base height).
func (g *ground) Top(x, s float32) float32 {
	if s < g.entry {
		return g.l.TopAt(s)
	}
	return 0
}

// ground returns what he runs on this tick.
func (w *World) ground() player.Ground {
	w.floor.t = seconds(w.Tick)
	return &w.floor
}

// addArena gives w's rope the arena's floor to lie on and the boss's
// body to wind round.
func (b *bossFight) addArena() {
	if !b.ports.level.Boss() {
		return
	}
	c, half := b.centre, b.ports.tuning.ArenaRadius()
	b.ports.line.space.Add(rope.Collider{Shape: rope.Box, A: c.Add(maths.V3(0, -TrackThickness/2, 0)), Half: maths.V3(half, TrackThickness/2, half)})
	// Its shell is smooth: the wound yarn slips round it, so a swerve out
	// draws yarn round the body instead of pulling against it.
	b.ports.line.space.Add(rope.Collider{Shape: rope.Capsule, A: c, B: c.Add(maths.V3(0, bossHeight, 0)), Radius: b.ports.tuning.Body, Friction: rope.Frictionless})
}

// step runs the finale a tick of w: the web's catch as he enters, the
// wraps, the boss's strikes, and the end.
func (b *bossFight) step() {
	if b.over || !b.inArena() {
		return
	}
	if b.tie == 0 {
		b.tie, b.ray = *b.ports.tick, maths.V3(1, 0, 0) // the web catches the tail of his rope: tied to the body on the side it comes from
		b.ports.log.emit(Caught)
	}
	if b.ports.line.rope != nil && !b.pulled {
		b.pullTail(b.ports.tuning, b.ports.line.rope)
	}
	if b.ports.line.rope != nil {
		if b.pulled {
			b.wound = windings(b.ports.line.rope.Positions(), b.centre, b.ray)
		}
		switch st := b.ports.line.rope.Stretch(); {
		case st > heldStretch:
			b.taut = tautTicks
		case st > tautStretch:
			b.taut++
		default:
			b.taut = 0
		}
	}
	switch since := *b.ports.tick - b.tie; {
	case since > 0 && since%b.ports.tuning.StrikeTicks == 0 && b.orbit() < b.ports.tuning.LegReach:
		b.torn += b.ports.tuning.StrikeWraps // the fight goes on, for less
		b.struck = *b.ports.tick
		b.ports.log.emit(Struck)
	case b.taut >= tautTicks && (b.wound > 0 || b.innermost()):
		b.end() // all his yarn is wound or out to his hand (or too little to wind once as close as he can run)
	case since >= b.ports.tuning.HoldTicks || b.ports.line.rope == nil:
		b.end()
	}
}

// runTuning returns how he runs this tick: in the arena at the boss's
// pace and steering speed (it slows him before his step, which adds a
// little speed each tick).
func (b *bossFight) runTuning() *player.Tuning {
	if !b.inArena() {
		return b.ports.run
	}
	b.ports.runner.Speed = min(b.ports.runner.Speed, b.ports.tuning.Pace)
	b.run = *b.ports.run
	b.run.MaxSteerSpeed = min(b.run.MaxSteerSpeed, b.ports.tuning.SteerSpeed)
	return &b.run
}

// drawIn is his input in the fight: with the finger lifted the tied rope
// draws him in toward the boss (drawInSpeed), into its legs' reach; only
// a finger held where he is, or steering, keeps his line. Until it has
// wound once the tied rope holds him as a tetherball's cord does: he
// steers no farther out than its length lets him, so a step out of the
// legs' reach that his yarn cannot pay for costs him the step, not the
// fight.
func (b *bossFight) drawIn(in player.Input) player.Input {
	if b.tie == 0 || b.over || !b.inArena() {
		return in
	}
	// The steering eases a share of the way to its target each tick: a
	// target d/ease farther in moves him d that tick.
	ease := 1 - float32(maths.Exp(-float64(b.ports.run.SteerSharpness)/player.TickRate))
	x := b.ports.runner.X
	if !in.Steer {
		in = player.Input{Steer: true, SteerX: x - drawInSpeed/player.TickRate/ease, Jump: in.Jump}
	}
	if b.wound == 0 && b.pulled && b.ports.line.rope != nil {
		if most := x + b.leash(b.ports.line.rope); most < x {
			in.SteerX = min(in.SteerX, x+(most-x)/ease)
		} else {
			in.SteerX = min(in.SteerX, most)
		}
	}
	in.SteerX = max(in.SteerX, -b.ports.tuning.Reach)
	return in
}

// leash returns how much farther from the boss rope r lets his hand run
// this tick, metres (less than 0: it must come in): to the orbit where the
// rope's shortest line, as far round as his hand will have run, takes all
// its length less leashSlack. The arena's inner edge bounds it from below.
func (b *bossFight) leash(r *rope.Rope) float32 {
	l := b.line(r, b.ports.runner.Speed/b.orbit()/player.TickRate)
	length := float32(l.length * (1 - leashSlack))
	edge := b.innerEdge()
	lo, hi := l.at-(b.orbit()-(b.ports.tuning.Radius-edge)), l.at+(b.ports.tuning.Radius+edge-b.orbit())
	switch {
	case l.need(hi) <= length:
		return hi - l.at
	case l.need(lo) > length:
		return lo - l.at
	}
	for range 16 {
		if mid := (lo + hi) / 2; l.need(mid) <= length {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo - l.at
}

// roundLine is what his rope's shortest line round the boss depends on:
// his hand's way round from the tie (radians, the wraps counted in), its
// distance from the boss's centre, the rope's length across the floor
// (the rest climbs from the tie to his hand) and the radius it winds
// round (the body's and the yarn's).
type roundLine struct{ theta, at, length, body float32 }

// line returns rope r's line round the boss with his hand ahead radians
// farther round than now.
func (b *bossFight) line(r *rope.Rope, ahead float32) roundLine {
	hand, tail := r.Positions()[0], r.Tail()
	dx, dz := hand.X-b.centre.X, hand.Z-b.centre.Z
	// His way round, and his hand's step off it (his arm reaches a little
	// ahead or behind).
	off := float32(maths.Atan2(float64(-dz), float64(dx))) - b.angle
	off = halfTurn(off)
	rise, length := hand.Y-tail.Y, r.RestLength()
	return roundLine{
		theta:  b.turned + b.angle + off + ahead,
		at:     float32(math.Sqrt(float64(float32(dx*dx) + float32(dz*dz)))),
		length: float32(math.Sqrt(float64(max(0, float32(length*length)-float32(rise*rise))))),
		body:   b.ports.tuning.Body + r.Params.Radius,
	}
}

// need returns what the line takes with his hand orbit metres from the
// boss's centre.
func (l roundLine) need(orbit float32) float32 { return ropeNeed(l.body, orbit, l.theta) }

// leashSlack is the share of the rope's length the leash keeps in hand:
// a rope dragged straight never lies quite as its shortest line.
const leashSlack = 0.02

// ropeNeed returns the length of the shortest line across the floor from
// a tie on a body of radius body, round it theta radians his way, to a
// point orbit metres from its centre: straight while the line keeps clear
// of the body, else wound round it to where it leaves at a tangent.
func ropeNeed(body, orbit, theta float32) float32 {
	theta = max(theta, -theta) // behind the tie, the same the other way round
	if orbit <= body {
		return float32(body * theta)
	}
	tangent := float32(math.Sqrt(float64(float32(orbit*orbit) - float32(body*body))))
	off := float32(maths.Atan2(float64(tangent), float64(body))) // from where it leaves the body to his hand
	if theta <= off {
		c := float32(maths.Cos(float64(theta)))
		return float32(math.Sqrt(float64(float32(body*body) + float32(orbit*orbit) - float32(2*float32(body*orbit)*c))))
	}
	return float32(body*(theta-off)) + tangent
}

// innermost reports whether he runs as close to the boss as the arena
// lets him: a rope taut there cannot draw him in any more.
func (b *bossFight) innermost() bool {
	return b.ports.runner.X <= -b.innerEdge()+innermostSlack
}

// innerEdge is how far in or out he can steer in the arena, metres: the
// floor's reach less his body's half width.
func (b *bossFight) innerEdge() float32 { return max(0, b.ports.tuning.Reach-b.ports.run.HalfWidth) }

// halfTurn returns angle a, radians, as the same angle in [-π, π].
func halfTurn(a float32) float32 { return a - float32(2*math.Pi*math.Round(float64(a)/(2*math.Pi))) }

// innermostSlack is how near the arena's inner edge (his body's width
// inside the floor's) counts as on it, metres: the steering eases toward
// its target and stops a hair short.
const innermostSlack = 0.1

// pullTail draws the caught tail toward the body (the web's pull, a
// force on the rope's end, so a rope he pulls taut drags it back out and
// too little yarn never reaches the boss) and ties it there once it is
// near: on the body's side it came from (the wraps count across the ray
// through that point).
func (b *bossFight) pullTail(t *BossTuning, r *rope.Rope) {
	if r.Len() < 2 {
		return
	}
	tail := r.Tail()
	if d := tail.Sub(b.centre); d.X != 0 || d.Z != 0 {
		b.ray = maths.V3(d.X, 0, d.Z).Normalize()
	}
	to := b.centre.Add(b.ray.Scale(t.Body + r.Params.Radius)).Add(maths.V3(0, tieHeight, 0))
	d := to.Sub(tail)
	if l := d.Len(); !(l <= webTies) { // a NaN distance is not "close enough"
		r.TailForce = d.Scale(webPull / l)
		return
	}
	r.TailForce = maths.Vec3{}
	r.PinTail(to)
	b.pulled = true
	// His way round from the ray (in (-π, π]: the tail comes from behind him), less his angle now.
	b.turned = halfTurn(b.angle-float32(maths.Atan2(float64(-b.ray.Z), float64(b.ray.X)))) - b.angle
}

// windings counts how many times the line pts, from its last point (the
// tie) to its first (his hand), winds round centre: its crossings of the
// ray from centre along ray, his way round adding one and back taking one
// away (never below 0). Exact for a line wound n times; it uses only
// products and signs, the same on every machine.
func windings(pts []maths.Vec3, centre, ray maths.Vec3) int {
	if len(pts) < 2 {
		return 0
	}
	dx, dz := ray.X, ray.Z
	n := 0
	px, pz := pts[len(pts)-1].X-centre.X, pts[len(pts)-1].Z-centre.Z
	var ps float32 // the tie is on the ray (whatever its rounding says)
	for i := len(pts) - 2; i >= 0; i-- {
		qx, qz := pts[i].X-centre.X, pts[i].Z-centre.Z
		qs := side(dx, dz, qx, qz)
		if (ps < 0) != (qs < 0) {
			// Where the step crosses the ray's line: ahead of the centre
			// along the ray, not behind it.
			t := ps / (ps - qs)
			cx, cz := px+float32((qx-px)*t), pz+float32((qz-pz)*t)
			if float32(cx*dx)+float32(cz*dz) > 0 {
				if qs >= 0 {
					n++
				} else {
					n--
				}
			}
		}
		px, pz, ps = qx, qz, qs
	}
	return max(0, n)
}

// side is the cross product of the ray (dx, dz) and a point (px, pz) on
// the floor, signed so that his way round (counter-clockwise seen from
// above, x to the right and s ahead, where z is -s) is positive.
func side(dx, dz, px, pz float32) float32 {
	return float32(px*dz) - float32(pz*dx)
}

// end ends the finale of w: he stops, and the wraps that count set the
// multiplier.
func (b *bossFight) end() {
	b.over, b.ended = true, *b.ports.tick
	b.ports.finale.times, b.ports.finale.meterStop = b.ports.tuning.PayFor(b.wraps()), *b.ports.tick
	b.ports.finale.stopped, b.ports.finale.stoppedTick = true, *b.ports.tick
	b.ports.runner.Stop()
	if b.ports.line.rope != nil {
		b.ports.line.rope.TailForce = maths.Vec3{} // the web lets go of an untied tail (or what a strike left him)
	}
	b.ports.log.emit(Stopped)
	b.ports.log.emit(Multiplied)
	if b.bound(b.ports.tuning) {
		if b.ports.line.rope != nil {
			b.ports.line.rope.Slacken() // he stops where he pulled it taut: it lies wound as it is
		}
		b.ports.log.emit(Bound)
		return
	}
	if b.ports.line.rope != nil {
		b.ports.line.rope.Unpin() // the free boss drops his rope
	}
	b.ports.log.emit(Escaped)
}
