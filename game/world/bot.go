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

// sight is what the bot sees of its world this tick, taken as Input
// starts: read, never written (the bot is an input, not the
// simulation). Its reasoning reads nothing else of the world.
type sight struct {
	level   *Level
	runner  *player.Runner
	tick    int
	run     *player.Tuning
	yarn    *YarnTuning
	runway  *RunwayTuning
	boss    *BossTuning
	fight   *bossFight
	finale  *finale
	haul    *haul
	spiders spiderPack
	// inArena: he runs round the boss; jumpPrompt: the jump's lesson
	// waits for a swipe
	inArena, jumpPrompt bool
}

// Input returns the bot's command for the coming tick of w.
func (b *Bot) Input(w *World) player.Input {
	v := sight{level: w.Level, runner: &w.Runner, tick: w.Tick, run: &w.Tuning, yarn: &w.YarnTuning, runway: &w.Runway, boss: &w.Boss,
		fight: &w.boss, finale: &w.finale, haul: &w.haul, spiders: w.spiders, inArena: w.InArena(), jumpPrompt: w.JumpPrompt()}
	if b.Skill.perfect() {
		return b.decide(&v)
	}
	if !b.seeded {
		b.rng, b.seeded = NewRNG(w.rng.state^botSalt), true
	}
	if !b.eyes.on(&v) {
		b.eyes.open(&v, b)
	}
	b.look(&v)
	in := b.decide(&v)
	if v.tick >= b.aimTo {
		b.aimAt = float32(b.Skill.AimNoise * b.unit())
		b.aimTo = v.tick + 30
	}
	in.SteerX += b.aimAt
	delay := b.delay()
	if v.finale.metering() && !b.tapDrawn {
		n := max(0, b.Skill.TapNoise)
		b.tapEarly, b.tapDrawn = int(b.rng.Uint64()%uint64(2*n+1))-n, true
	}
	if delay == 0 {
		return in
	}
	slot := v.tick % delay
	out := b.late[slot] // decided delay ticks ago (nothing, at the start)
	b.late[slot] = in
	return out
}

// delay is the bot's reaction time, ticks.
func (b *Bot) delay() int { return min(max(0, b.Skill.ReactionTicks), maxReaction) }

// decide returns what the bot would do this tick with a perfect hand.
func (b *Bot) decide(v *sight) player.Input {
	if v.finale.metering() {
		return player.Input{Jump: b.tapMeter(v)}
	}
	if v.inArena {
		return player.Input{Steer: true, SteerX: b.orbit(v) - v.boss.Radius}
	}
	r := v.runner
	b.target = b.bestX(v)
	in := player.Input{Steer: true, SteerX: b.target, Jump: b.jumpOver(v, b.target)}
	if gap := b.nextGap(v, r.S); gap != nil && gap != b.jumpedFor && b.sees(gap.Start-r.S) {
		// Where he will be when the jump happens (after the reaction
		// time), against where a jump lands him past the middle (a
		// person's timing off by jumpLate).
		airTime := 2 * v.run.JumpSpeed / v.run.Gravity
		at := r.S + float32(r.Speed*b.ahead())
		if gap.Start+float32(gap.Length/2)-at <= float32(r.Speed*(float32(airTime/2)+b.eyes.jumpLate)) {
			in.Jump, b.jumpedFor = true, gap
		}
	}
	if v.jumpPrompt && r.Speed < 0.05 {
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
func (b *Bot) tapMeter(v *sight) bool {
	lands := v.tick + 1 + b.delay()
	best := 0
	for _, z := range v.runway.Zones {
		best = max(best, z.Times)
	}
	return v.finale.open(lands) && v.runway.TimesAt(v.runway.NeedleAt(lands+b.tapEarly-v.finale.end.tick)) == best
}

// botDodgeTicks is how long before a strike lands the perfect bot starts
// out of the legs' reach (the steering's run out, with time to spare).
const botDodgeTicks = 40

// orbit is how far from the boss the bot runs: hugging it, where it goes
// round fastest, and out of the legs' reach (with its aim's error to
// spare) while a strike comes. The perfect bot keeps the strikes' beat; a
// person moves once he sees the leg rise (his reaction time after that is
// Input's), unless he misses that one, watching his wraps (Lapses).
func (b *Bot) orbit(v *sight) float32 {
	bt := v.boss
	in := v.fight.strikeIn(v.boss, v.tick)
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
func (b *Bot) bestX(v *sight) float32 {
	edge := b.narrowestAhead(v, v.runner.S, 8)
	best, bestScore := float32(0), float32(-1e9)
	for k := -12; k <= 12; k++ {
		x := edge * float32(k) / 12
		score := b.score(v, x) - float32(0.02*abs(x-b.target)) // keep to a line: no dithering
		if score > bestScore {
			best, bestScore = x, score
		}
	}
	return best
}

func (b *Bot) score(v *sight, x float32) float32 {
	r := v.runner
	var score, lost float32 // lost: yarn the wrong balls on this line strip
	balls := v.level.Balls
	for i := firstBall(balls, r.S); i < len(balls) && balls[i].S < r.S+botSeeBalls; i++ {
		ball := &balls[i]
		if v.haul.taken[i] || abs(ball.X-x) > v.run.HalfWidth+BallRadius-0.05 {
			continue
		}
		near := 1 / (1 + float32((ball.S-r.S)*0.2))
		if ball.Colour == v.haul.colour {
			score += near
		} else {
			score -= float32(3 * near)
			lost += v.yarn.WrongMetres
		}
	}
	for i := range v.level.Keys { // a key opens chests: worth a detour
		k := &v.level.Keys[i]
		if d := k.S - r.S; !v.haul.keyTaken(i) && d > 0 && d < botSeeBalls && abs(k.X-x) <= v.run.HalfWidth+BallRadius-0.1 {
			score += 3 / (1 + float32(d*0.2))
		}
	}
	for i := v.haul.nextGate; i < len(v.level.Gates) && v.level.Gates[i].S < r.S+botSeeGates; i++ {
		g := &v.level.Gates[i]
		if g.Recolour {
			continue
		}
		left, after := g.Left.Apply(v.haul.yarn), g.Right.Apply(v.haul.yarn)
		switch {
		case abs(x) < 0.3: // near the middle he may pass on either side: the worse
			after = min(left, after)
		case x < 0:
			after = left
		}
		score += 2 * (after - v.haul.yarn)
		if after <= 0 {
			lost = v.haul.yarn // the gate takes all he has
		}
	}
	if lost >= v.haul.yarn {
		score -= 100 // the run ends on this line: worse than any hit
	}
	return score + b.obstacleScore(v, x) + b.floorScore(v, x)
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
func (b *Bot) floorScore(v *sight, x float32) float32 {
	r := v.runner
	speed, now := max(r.Speed, 1), seconds(v.tick)
	var score float32
	for d := float32(botFloorStep); d <= botSeeFloor && b.sees(d); d += botFloorStep {
		s := r.S + d
		i := v.level.sectionIndex(s)
		if i < 0 {
			continue
		}
		sec := &v.level.Sections[i]
		if sec.Kind == Gap || sec.Kind == Floor || sec.Kind == Pad {
			continue
		}
		margin := bodyHalfWidth + b.Skill.AimNoise // a person aims for the middle: its hand is off by up to AimNoise
		ok := sec.Holds(x, s, now, margin)
		if sec.Kind == Split && x*r.X < 0 && (d < botCrossSplit || sec.Start <= r.S) {
			ok = false // the way across to the other lane is through the hole
		}
		if sec.Kind == Platform {
			ok = abs(x-b.platformAt(v, i, d/speed)) <= sec.HalfWidth-margin
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
func (b *Bot) obstacleScore(v *sight, x float32) float32 {
	r := v.runner
	l := v.level
	speed, now := max(r.Speed, 1), seconds(v.tick)
	var score float32
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			o := l.obstacle(k, i)
			s, length := o.along()
			d := s - r.S
			if d+length <= -0.5 || d >= botSeeObstacles || !b.sees(d) {
				continue
			}
			scale := b.hazardScale(v, k, i)
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
	return score + b.spiderScore(v, x)
}

// spiderScore weighs the spiders ahead for a line at x: -50 where one
// will be around when he gets there (or, when it is close, in his way
// across to x), -5 where his rope would trail within
// a metre and a half of one (it cuts what it touches, and a chaser runs
// for it).
func (b *Bot) spiderScore(v *sight, x float32) float32 {
	r := v.runner
	speed := max(r.Speed, 1)
	var score float32
	for i := range v.spiders {
		sp, run := &v.level.Spiders[i], &v.spiders[i]
		d := run.s - r.S
		if d <= -0.5 || d >= botSeeObstacles || !b.sees(d) {
			continue
		}
		scale := b.spiderScale(v, i)
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
func (b *Bot) jumpOver(v *sight, x float32) bool {
	r := v.runner
	if r.State != player.Run || b.padAhead(v) {
		return false
	}
	l := v.level
	now := seconds(v.tick)
	// A person jumps for where he will be after the reaction time, off
	// by the timing error (jumpLate above 0: it looks less far ahead).
	from := b.ahead() - b.eyes.jumpLate
	for dt := from + 0.05; dt <= from+0.15; dt += 0.05 {
		if v.spiders.hits(r.X, 0, r.S+float32(r.Speed*dt)) {
			return true // a spider in his way: over it
		}
	}
	for k := range obstacleKinds() {
		for i := 0; obstacleTable[k].jumpable && i < l.count(k); i++ {
			o := l.obstacle(k, i)
			if s, _ := o.along(); abs(s-r.S) > obstacleReach+float32(r.Speed*from) {
				continue
			}
			scale := b.hazardScale(v, k, i)
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
func (b *Bot) padAhead(v *sight) bool {
	r := v.runner
	airTime := 2 * v.run.JumpSpeed / v.run.Gravity
	reach := r.S + float32(r.Speed*(airTime+b.ahead()))
	for i := range v.level.Sections {
		if sec := &v.level.Sections[i]; sec.Kind == Pad && sec.End() > r.S && sec.Start < reach {
			return true
		}
	}
	return false
}

// hazardScale is how the bot scales time to predict obstacle i of kind
// k (see timeScale).
func (b *Bot) hazardScale(v *sight, k obstacleKind, i int) float32 {
	if b.Skill.perfect() {
		return 1
	}
	return b.timeScale(&b.eyes.hazards[k][i], v.tick, v.level.obstacle(k, i).period())
}

// platformAt is where the bot expects the platform of section i to be dt
// seconds from now: where it will be (the perfect bot); with its
// rhythm learned, where it will be by the bot's misjudged clock; before
// that, carried on as it moves now (a person leads what it watches move).
func (b *Bot) platformAt(v *sight, i int, dt float32) float32 {
	sec, now := &v.level.Sections[i], seconds(v.tick)
	if b.Skill.perfect() {
		return sec.PlatformX(now + dt)
	}
	if scale := b.timeScale(&b.eyes.platforms[i], v.tick, sec.Period); scale > 0 {
		return sec.PlatformX(now + float32(dt*scale))
	}
	x := sec.PlatformX(now)
	vx := (x - sec.PlatformX(now-1.0/60)) * 60 // m/s, from the last tick
	return min(sec.Slide, max(-sec.Slide, x+float32(vx*dt)))
}

// spiderScale is how the bot scales time to predict spider i: a patrol's
// period is a run across its beat and back.
func (b *Bot) spiderScale(v *sight, i int) float32 {
	if b.Skill.perfect() {
		return 1
	}
	sp, period := &v.level.Spiders[i], float32(0)
	if !sp.Chase && sp.Speed > 0 {
		period = 4 * sp.Slide / sp.Speed
	}
	return b.timeScale(&b.eyes.spiders[i], v.tick, period)
}

// narrowestAhead returns the smallest usable half width (metres) over the
// next `ahead` metres, so the bot never steers where the floor will end
// (a beam: its narrower end in that stretch; a platform: as far as it
// slides).
func (b *Bot) narrowestAhead(v *sight, s, ahead float32) float32 {
	half := float32(1e9)
	for i := range v.level.Sections {
		sec := &v.level.Sections[i]
		if sec.Kind != Gap && sec.End() > s && sec.Start < s+ahead {
			half = min(half, sec.reach(max(s, sec.Start)), sec.reach(min(s+ahead, sec.End())))
		}
	}
	return max(0, half-v.run.HalfWidth-0.2)
}

// nextGap returns the first gap that ends ahead of s and is to be jumped
// (a pad throws him over the gap after it), or nil.
func (b *Bot) nextGap(v *sight, s float32) *Section {
	for i := range v.level.Sections {
		sec := &v.level.Sections[i]
		if sec.Kind == Gap && sec.End() > s && (i == 0 || v.level.Sections[i-1].Kind != Pad) {
			return sec
		}
	}
	return nil
}
