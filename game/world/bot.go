package world

import "ropeman/player"

// Bot plays a run by itself (the -autoplay flag, demos and tests): it
// steers for the balls of its colour, away from the others, through the
// better side of each arithmetic gate and clear of where each saw and
// blade will be when it gets there, jumps every gap so that it lands
// past the middle, taps the runway's meter and runs round the boss close
// in, out of its legs' reach as each strike comes. With a zero Skill it
// plays perfectly and uses no randomness; a Skill makes it play like a
// person (see Skill), drawing from its own RNG seeded from the run's
// seed, so a seed still plays the same. The bot is an input, not the
// simulation: it never touches the world's state, so its input replays
// without it.
type Bot struct {
	Skill Skill

	jumpedFor *Section
	target    float32
	// For a human-like skill: the decisions of the last ticks (a ring),
	// the aim error it has now and what it has seen of the level.
	late   [maxReaction]player.Input
	aimAt  float32
	aimTo  int
	rng    RNG
	seeded bool
	eyes   eyes
	// tapEarly is how many ticks early (late, below 0) a human-like hand
	// taps the runway's meter, drawn once as the needle starts.
	tapEarly int
	tapDrawn bool
	// strikeIn is the boss's last countdown to a strike the bot saw, and
	// lapsed whether it misses this one's warning.
	strikeIn int
	lapsed   bool
}

// botSalt keeps the bot's random numbers apart from the world's.
const botSalt = 0x6a09e667f3bcc908

// maxReaction bounds a Skill's reaction time: half a second.
const maxReaction = 30

// Bot look-ahead, metres along the track.
const (
	botSeeBalls     = 14
	botSeeGates     = 12
	botSeeObstacles = 12
)

// Input returns the bot's command for the coming tick of w.
func (b *Bot) Input(w *World) player.Input {
	if b.Skill.perfect() {
		return b.decide(w)
	}
	if !b.seeded {
		b.rng, b.seeded = NewRNG(w.rng.state^botSalt), true
	}
	if b.eyes.world != w {
		b.eyes.open(w, b)
	}
	b.look(w)
	in := b.decide(w)
	if w.Tick >= b.aimTo {
		b.aimAt = float32(b.Skill.AimNoise * b.unit())
		b.aimTo = w.Tick + 30
	}
	in.SteerX += b.aimAt
	delay := b.delay()
	if w.finale.metering() && !b.tapDrawn {
		n := max(0, b.Skill.TapNoise)
		b.tapEarly, b.tapDrawn = int(b.rng.Uint64()%uint64(2*n+1))-n, true
	}
	if delay == 0 {
		return in
	}
	slot := w.Tick % delay
	out := b.late[slot] // decided delay ticks ago (nothing, at the start)
	b.late[slot] = in
	return out
}

// delay is the bot's reaction time, ticks.
func (b *Bot) delay() int { return min(max(0, b.Skill.ReactionTicks), maxReaction) }

// decide returns what the bot would do this tick with a perfect hand.
func (b *Bot) decide(w *World) player.Input {
	if w.finale.metering() {
		return player.Input{Jump: b.tapMeter(w)}
	}
	if w.InArena() {
		return player.Input{Steer: true, SteerX: b.orbit(w) - w.Boss.Radius}
	}
	r := &w.Runner
	b.target = b.bestX(w)
	in := player.Input{Steer: true, SteerX: b.target, Jump: b.jumpOver(w, b.target)}
	if gap := b.nextGap(w, r.S); gap != nil && gap != b.jumpedFor && b.sees(gap.Start-r.S) {
		// Where he will be when the jump happens (after the reaction
		// time), against where a jump lands him past the middle (a
		// person's timing off by jumpLate).
		airTime := 2 * w.Tuning.JumpSpeed / w.Tuning.Gravity
		at := r.S + float32(r.Speed*b.ahead())
		if gap.Start+float32(gap.Length/2)-at <= float32(r.Speed*(float32(airTime/2)+b.eyes.jumpLate)) {
			in.Jump, b.jumpedFor = true, gap
		}
	}
	if w.JumpPrompt() && r.Speed < 0.05 {
		in.Jump = true // the lesson waits for a swipe: as a new player, it swipes
	}
	if in.Jump && !b.Skill.perfect() {
		b.eyes.jumpLate = b.jumpError() // the next jump's timing
	}
	return in
}

// tapMeter reports whether to tap now for the needle to stop in the
// meter's best zone: the tap lands after the bot's reaction time (and,
// for a person, tapEarly ticks off, as a thumb anticipates a rhythm).
func (b *Bot) tapMeter(w *World) bool {
	lands := w.Tick + 1 + b.delay()
	best := 0
	for _, z := range w.Runway.Zones {
		best = max(best, z.Times)
	}
	return w.finale.open(lands) && w.Runway.TimesAt(w.Runway.NeedleAt(lands+b.tapEarly-w.end.tick)) == best
}

// botDodgeTicks is how long before a strike lands the perfect bot starts
// out of the legs' reach (the steering's run out, with time to spare).
const botDodgeTicks = 40

// orbit is how far from the boss the bot runs: hugging it, where it goes
// round fastest, and out of the legs' reach (with its aim's error to
// spare) while a strike comes. The perfect bot keeps the strikes' beat; a
// person moves once he sees the leg rise (his reaction time after that is
// Input's), unless he misses that one, watching his wraps (Lapses).
func (b *Bot) orbit(w *World) float32 {
	bt := &w.Boss
	in := w.boss.strikeIn(&w.Boss, w.Tick)
	if in > b.strikeIn && !b.Skill.perfect() { // a new strike's countdown
		b.lapsed = (b.unit()+1)/2 < b.Skill.Lapses
	}
	b.strikeIn = in
	rim := bt.Radius + bt.Reach - 0.05 // the arena's edge: a step past it is a fall
	switch {
	case in < 0:
	case b.Skill.perfect() && in < botDodgeTicks:
		return min(bt.LegReach+0.3, rim)
	case !b.Skill.perfect() && in < bt.WarnTicks && !b.lapsed:
		return min(bt.LegReach+0.3+b.Skill.AimNoise, rim)
	}
	return bt.Radius - bt.Reach
}

// bestX scores places across the track and returns the best.
func (b *Bot) bestX(w *World) float32 {
	edge := b.narrowestAhead(w, w.Runner.S, 8)
	best, bestScore := float32(0), float32(-1e9)
	for k := -12; k <= 12; k++ {
		x := edge * float32(k) / 12
		score := b.score(w, x) - float32(0.02*abs(x-b.target)) // keep to a line: no dithering
		if score > bestScore {
			best, bestScore = x, score
		}
	}
	return best
}

func (b *Bot) score(w *World, x float32) float32 {
	r := &w.Runner
	var score, lost float32 // lost: yarn the wrong balls on this line strip
	balls := w.Level.Balls
	for i := firstBall(balls, r.S); i < len(balls) && balls[i].S < r.S+botSeeBalls; i++ {
		ball := &balls[i]
		if w.haul.taken[i] || abs(ball.X-x) > w.Tuning.HalfWidth+BallRadius-0.05 {
			continue
		}
		near := 1 / (1 + float32((ball.S-r.S)*0.2))
		if ball.Colour == w.haul.colour {
			score += near
		} else {
			score -= float32(3 * near)
			lost += w.YarnTuning.WrongMetres
		}
	}
	for i := range w.Level.Keys { // a key opens chests: worth a detour
		k := &w.Level.Keys[i]
		if d := k.S - r.S; !w.KeyTaken(i) && d > 0 && d < botSeeBalls && abs(k.X-x) <= w.Tuning.HalfWidth+BallRadius-0.1 {
			score += 3 / (1 + float32(d*0.2))
		}
	}
	for i := w.haul.nextGate; i < len(w.Level.Gates) && w.Level.Gates[i].S < r.S+botSeeGates; i++ {
		g := &w.Level.Gates[i]
		if g.Recolour {
			continue
		}
		left, after := g.Left.Apply(w.haul.yarn), g.Right.Apply(w.haul.yarn)
		switch {
		case abs(x) < 0.3: // near the middle he may pass on either side: the worse
			after = min(left, after)
		case x < 0:
			after = left
		}
		score += 2 * (after - w.haul.yarn)
		if after <= 0 {
			lost = w.haul.yarn // the gate takes all he has
		}
	}
	if lost >= w.haul.yarn {
		score -= 100 // the run ends on this line: worse than any hit
	}
	return score + b.obstacleScore(w, x) + b.floorScore(w, x)
}

// botSeeFloor is how far ahead the bot checks its line has floor under it
// (a beam narrowing, a split's hole, a platform), metres; botFloorStep is
// how often along it.
const (
	botSeeFloor  = 8
	botFloorStep = 0.5
)

// botCrossSplit is how far before a split the bot must be in the lane it
// takes, metres: crossing the track takes him that far.
const botCrossSplit = 4

// floorScore weighs the floor under a line at x over the next metres:
// -1000 (the run ends: worse than any hit) for each place where a beam, a split's hole or a
// platform leaves him no floor, the nearest weighing most, so that the
// bot lines up before a beam or a split and follows a platform. Gaps are
// jumped, and plain floor and pads hold wherever the bot steers.
func (b *Bot) floorScore(w *World, x float32) float32 {
	r := &w.Runner
	speed, now := max(r.Speed, 1), seconds(w.Tick)
	var score float32
	for d := float32(botFloorStep); d <= botSeeFloor && b.sees(d); d += botFloorStep {
		s := r.S + d
		i := w.Level.sectionIndex(s)
		if i < 0 {
			continue
		}
		sec := &w.Level.Sections[i]
		if sec.Kind == Gap || sec.Kind == Floor || sec.Kind == Pad {
			continue
		}
		margin := bodyHalfWidth + b.Skill.AimNoise // a person aims for the middle: its hand is off by up to AimNoise
		ok := sec.Holds(x, s, now, margin)
		if sec.Kind == Split && x*r.X < 0 && (d < botCrossSplit || sec.Start <= r.S) {
			ok = false // the way across to the other lane is through the hole
		}
		if sec.Kind == Platform {
			ok = abs(x-b.platformAt(w, i, d/speed)) <= sec.HalfWidth-margin
		}
		if !ok {
			score -= 1000 / (1 + d)
		}
	}
	return score
}

// obstacleScore weighs the obstacles ahead for a line at x: -50 for each
// that would hit him there around his estimated arrival (the body takes a
// moment to pass, and arrival is an estimate), -5 for each whose reach his
// rope, trailing from his right hand along the line, would cross.
func (b *Bot) obstacleScore(w *World, x float32) float32 {
	r := &w.Runner
	l := w.Level
	speed, now := max(r.Speed, 1), seconds(w.Tick)
	var score float32
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			o := l.obstacle(k, i)
			s, length := o.along()
			d := s - r.S
			if d+length <= -0.5 || d >= botSeeObstacles || !b.sees(d) {
				continue
			}
			scale := b.hazardScale(w, k, i)
			if d > 0 && o.crossesRope(x+ropeSideX) {
				score -= 5
			}
			if d <= -0.5 { // beside a long one (spikes): where he is now
				s, d = r.S, 0
			}
			for dt := float32(-0.2); dt <= 0.2; dt += 0.05 {
				if o.hits(now+float32((d/speed+dt)*scale), x, 0, s) {
					score -= 50
					break
				}
			}
		}
	}
	return score + b.spiderScore(w, x)
}

// spiderScore weighs the spiders ahead for a line at x: -50 where one
// will be around when he gets there (or, when it is close, in his way
// across to x), -5 where his rope would trail within
// a metre and a half of one (it cuts what it touches, and a chaser runs
// for it).
func (b *Bot) spiderScore(w *World, x float32) float32 {
	r := &w.Runner
	speed := max(r.Speed, 1)
	var score float32
	for i := range w.spiders {
		sp, run := &w.Level.Spiders[i], &w.spiders[i]
		d := run.s - r.S
		if d <= -0.5 || d >= botSeeObstacles || !b.sees(d) {
			continue
		}
		scale := b.spiderScale(w, i)
		// Where it will be when he gets there, against his line, and, if it
		// is close, against the way across to that line.
		lo, hi := min(x, r.X), max(x, r.X)
		if d > 3 {
			lo, hi = x, x
		}
		for dt := float32(-0.2); dt <= 0.2; dt += 0.1 {
			at := run.xAt(sp, max(0, float32((d/speed+dt)*scale)))
			if at > lo-bodyHalfWidth-0.45 && at < hi+bodyHalfWidth+0.45 {
				score -= 50
				break
			}
		}
		if d > 0 && abs(x+ropeSideX-run.x) < 1.5 {
			score -= 5
		}
	}
	return score
}

// jumpOver reports whether to jump now: an obstacle a jump clears (spikes,
// a bar) is about to hit him on his line at x.
func (b *Bot) jumpOver(w *World, x float32) bool {
	r := &w.Runner
	if r.State != player.Run || b.padAhead(w) {
		return false
	}
	l := w.Level
	now := seconds(w.Tick)
	// A person jumps for where he will be after the reaction time, off
	// by the timing error (jumpLate above 0: it looks less far ahead).
	from := b.ahead() - b.eyes.jumpLate
	for dt := from + 0.05; dt <= from+0.15; dt += 0.05 {
		if w.spiders.hits(r.X, 0, r.S+float32(r.Speed*dt)) {
			return true // a spider in his way: over it
		}
	}
	for k := range obstacleKinds() {
		for i := 0; obstacleTable[k].jumpable && i < l.count(k); i++ {
			o := l.obstacle(k, i)
			if s, _ := o.along(); abs(s-r.S) > obstacleReach+float32(r.Speed*from) {
				continue
			}
			scale := b.hazardScale(w, k, i)
			for dt := from + 0.05; dt <= from+0.15; dt += 0.05 {
				// Where he will be, not where he steers for: on his way
				// across he can still clip it.
				if o.hits(now+float32(dt*scale), r.X+float32(r.VX*dt), 0, r.S+float32(r.Speed*dt)) {
					return true
				}
			}
		}
	}
	return false
}

// padAhead reports whether a jump now would carry him over a jump pad
// (and so into the long gap after it): better to take a hit.
func (b *Bot) padAhead(w *World) bool {
	r := &w.Runner
	airTime := 2 * w.Tuning.JumpSpeed / w.Tuning.Gravity
	reach := r.S + float32(r.Speed*(airTime+b.ahead()))
	for i := range w.Level.Sections {
		if sec := &w.Level.Sections[i]; sec.Kind == Pad && sec.End() > r.S && sec.Start < reach {
			return true
		}
	}
	return false
}

// hazardScale is how the bot scales time to predict obstacle i of kind
// k (see timeScale).
func (b *Bot) hazardScale(w *World, k obstacleKind, i int) float32 {
	if b.Skill.perfect() {
		return 1
	}
	return b.timeScale(&b.eyes.hazards[k][i], w.Tick, w.Level.obstacle(k, i).period())
}

// platformAt is where the bot expects the platform of section i to be dt
// seconds from now: where it will be (the perfect bot); with its
// rhythm learned, where it will be by the bot's misjudged clock; before
// that, carried on as it moves now (a person leads what it watches move).
func (b *Bot) platformAt(w *World, i int, dt float32) float32 {
	sec, now := &w.Level.Sections[i], w.Seconds()
	if b.Skill.perfect() {
		return sec.PlatformX(now + dt)
	}
	if scale := b.timeScale(&b.eyes.platforms[i], w.Tick, sec.Period); scale > 0 {
		return sec.PlatformX(now + float32(dt*scale))
	}
	x := sec.PlatformX(now)
	v := (x - sec.PlatformX(now-1.0/60)) * 60 // m/s, from the last tick
	return min(sec.Slide, max(-sec.Slide, x+float32(v*dt)))
}

// spiderScale is how the bot scales time to predict spider i: a patrol's
// period is a run across its beat and back.
func (b *Bot) spiderScale(w *World, i int) float32 {
	if b.Skill.perfect() {
		return 1
	}
	sp, period := &w.Level.Spiders[i], float32(0)
	if !sp.Chase && sp.Speed > 0 {
		period = 4 * sp.Slide / sp.Speed
	}
	return b.timeScale(&b.eyes.spiders[i], w.Tick, period)
}

// narrowestAhead returns the smallest usable half width (metres) over the
// next `ahead` metres, so the bot never steers where the floor will end
// (a beam: its narrower end in that stretch; a platform: as far as it
// slides).
func (b *Bot) narrowestAhead(w *World, s, ahead float32) float32 {
	half := float32(1e9)
	for i := range w.Level.Sections {
		sec := &w.Level.Sections[i]
		if sec.Kind != Gap && sec.End() > s && sec.Start < s+ahead {
			half = min(half, sec.reach(max(s, sec.Start)), sec.reach(min(s+ahead, sec.End())))
		}
	}
	return max(0, half-w.Tuning.HalfWidth-0.2)
}

// nextGap returns the first gap that ends ahead of s and is to be jumped
// (a pad throws him over the gap after it), or nil.
func (b *Bot) nextGap(w *World, s float32) *Section {
	for i := range w.Level.Sections {
		sec := &w.Level.Sections[i]
		if sec.Kind == Gap && sec.End() > s && (i == 0 || w.Level.Sections[i-1].Kind != Pad) {
			return sec
		}
	}
	return nil
}
