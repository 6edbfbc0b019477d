package world

import "ropeman/player"

// Bot plays a run by itself (the -autoplay flag, demos and tests): it
// steers for the balls of its colour, away from the others, through the
// better side of each arithmetic gate and clear of where each saw and
// blade will be when it gets there, and jumps every gap so that it lands
// past the middle. It uses no randomness: the same level plays the same.
type Bot struct {
	jumpedFor *Section
	target    float32
	ropeRisk  int // scratch: obstacles ahead whose reach the rope's line crosses
}

// Bot look-ahead, metres along the track.
const (
	botSeeBalls     = 14
	botSeeGates     = 12
	botSeeObstacles = 12
)

// Input returns the bot's command for the coming tick of w.
func (b *Bot) Input(w *World) player.Input {
	r := &w.Runner
	b.target = b.bestX(w)
	in := player.Input{Steer: true, SteerX: b.target, Jump: b.jumpOver(w, b.target)}
	if gap := b.nextGap(w, r.S); gap != nil && gap != b.jumpedFor {
		airTime := 2 * w.Tuning.JumpSpeed / w.Tuning.Gravity
		if gap.Start+gap.Length/2-r.S <= r.Speed*airTime/2 {
			in.Jump, b.jumpedFor = true, gap
		}
	}
	return in
}

// bestX scores places across the track and returns the best.
func (b *Bot) bestX(w *World) float32 {
	edge := b.narrowestAhead(w, w.Runner.S, 8)
	best, bestScore := float32(0), float32(-1e9)
	for k := -12; k <= 12; k++ {
		x := edge * float32(k) / 12
		score := b.score(w, x) - 0.02*abs(x-b.target) // keep to a line: no dithering
		if score > bestScore {
			best, bestScore = x, score
		}
	}
	return best
}

func (b *Bot) score(w *World, x float32) float32 {
	r := &w.Runner
	var score float32
	balls := w.Level.Balls
	for i := firstBall(balls, r.S); i < len(balls) && balls[i].S < r.S+botSeeBalls; i++ {
		ball := &balls[i]
		if w.taken[i] || abs(ball.X-x) > w.Tuning.HalfWidth+BallRadius-0.05 {
			continue
		}
		near := 1 / (1 + (ball.S-r.S)*0.2)
		if ball.Colour == w.colour {
			score += near
		} else {
			score -= 3 * near
		}
	}
	for i := w.nextGate; i < len(w.Level.Gates) && w.Level.Gates[i].S < r.S+botSeeGates; i++ {
		g := &w.Level.Gates[i]
		if g.Recolour {
			continue
		}
		op := g.Right
		if x < 0 {
			op = g.Left
		}
		score += 2 * (op.Apply(w.yarn) - w.yarn)
	}
	speed := max(r.Speed, 1)
	now := seconds(w.Tick)
	// Around the estimated arrival (the body takes a moment to pass), is
	// x in the way of a saw or a blade? And would the rope, trailing from
	// his right hand along his line, cross a saw's reach?
	for i := range w.Level.Saws {
		saw := &w.Level.Saws[i]
		d := saw.S - r.S
		if d > 0 && d < botSeeObstacles && abs(x+handOffset.X-saw.X) < saw.Slide+saw.Radius+0.15 {
			score -= 5
		}
		for dt := float32(-0.2); d > -0.5 && d < botSeeObstacles && dt <= 0.2; dt += 0.05 {
			if SawHits(saw, now+d/speed+dt, x, 0, saw.S) {
				score -= 50
				break
			}
		}
	}
	for i := range w.Level.Blades {
		bl := &w.Level.Blades[i]
		d := bl.S - r.S
		for dt := float32(-0.2); d > -0.5 && d < botSeeObstacles && dt <= 0.2; dt += 0.05 {
			if BladeHits(bl, now+d/speed+dt, x, 0, bl.S) {
				score -= 50
				break
			}
		}
	}
	b.ropeRisk = 0
	score -= 50 * float32(b.moreDangers(w, x, now, speed))
	return score - 5*float32(b.ropeRisk)
}

// moreDangers counts the spikes, bars, scissors and walls ahead that would
// hit a body running at x when it gets there.
func (b *Bot) moreDangers(w *World, x, now, speed float32) int {
	r := &w.Runner
	n := 0
	ahead := func(s float32) (float32, bool) { d := s - r.S; return d, d > -0.5 && d < botSeeObstacles }
	for i := range w.Level.Spikes {
		k := &w.Level.Spikes[i]
		if _, ok := ahead(k.S); ok && SpikesHit(k, x, 0, k.S) {
			n++
		}
	}
	// The rope trails along his line from his right hand: keep that line
	// out of a bar's circle and a scissor jaw's reach (a tenth of a hit).
	rope := x + handOffset.X
	for i := range w.Level.Bars {
		bar := &w.Level.Bars[i]
		if d, ok := ahead(bar.S); ok && d > 0 && abs(rope-bar.X) < bar.Radius+0.15 {
			b.ropeRisk++
		}
	}
	for i := range w.Level.Scissors {
		c := &w.Level.Scissors[i]
		if d, ok := ahead(c.S); ok && d > 0 && abs(rope) > ScissorsLane-0.1 {
			b.ropeRisk++
		}
	}
	for i := range w.Level.Bars {
		bar := &w.Level.Bars[i]
		d, ok := ahead(bar.S)
		for dt := float32(-0.2); ok && dt <= 0.2; dt += 0.05 {
			if BarHits(bar, now+d/speed+dt, x, 0, bar.S) {
				n++
				break
			}
		}
	}
	for i := range w.Level.Scissors {
		c := &w.Level.Scissors[i]
		d, ok := ahead(c.S)
		for dt := float32(-0.2); ok && dt <= 0.2; dt += 0.05 {
			if ScissorsHit(c, now+d/speed+dt, x, c.S) {
				n++
				break
			}
		}
	}
	for i := range w.Level.Walls {
		v := &w.Level.Walls[i]
		d, ok := ahead(v.S)
		for dt := float32(-0.2); ok && dt <= 0.2; dt += 0.05 {
			if WallHits(v, now+d/speed+dt, x, 0, v.S) {
				n++
				break
			}
		}
	}
	return n
}

// jumpOver reports whether to jump now to clear spikes or a bar that the
// line at x runs into.
func (b *Bot) jumpOver(w *World, x float32) bool {
	r := &w.Runner
	if r.State != player.Run {
		return false
	}
	for i := range w.Level.Spikes {
		k := &w.Level.Spikes[i]
		if d := k.S - bodyHalfDepth - r.S; d > 0 && d < 0.6 && SpikesHit(k, x, 0, k.S) {
			return true
		}
	}
	now := seconds(w.Tick)
	for i := range w.Level.Bars {
		bar := &w.Level.Bars[i]
		d := bar.S - r.S
		if d < -bar.Radius || d > bar.Radius+3 {
			continue
		}
		for dt := float32(0.05); dt <= 0.25; dt += 0.05 {
			if BarHits(bar, now+dt, r.X, 0, r.S+r.Speed*dt) {
				return true
			}
		}
	}
	return false
}

// narrowestAhead returns the smallest usable half width (metres) over the
// next `ahead` metres, so the bot never steers where the floor will end.
func (b *Bot) narrowestAhead(w *World, s, ahead float32) float32 {
	half := float32(1e9)
	for i := range w.Level.Sections {
		sec := &w.Level.Sections[i]
		if sec.Kind == Floor && sec.End() > s && sec.Start < s+ahead {
			half = min(half, sec.HalfWidth)
		}
	}
	return max(0, half-w.Tuning.HalfWidth-0.2)
}

// nextGap returns the first gap that ends ahead of s, or nil.
func (b *Bot) nextGap(w *World, s float32) *Section {
	for i := range w.Level.Sections {
		sec := &w.Level.Sections[i]
		if sec.Kind == Gap && sec.End() > s {
			return sec
		}
	}
	return nil
}
