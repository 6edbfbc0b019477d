package world

import "ropeman/player"

// Bot plays a run by itself (the -autoplay flag, demos and tests): it
// wanders across the floor at random and jumps every gap so that it lands
// past the middle.
type Bot struct {
	wanderX   float32
	nextPick  int // tick at which it picks a new wander target
	jumpedFor *Section
}

// botWanderTicks is how often the bot changes its mind about where to run.
const botWanderTicks = 80

// Input returns the bot's command for the coming tick of w.
func (b *Bot) Input(w *World) player.Input {
	r := &w.Runner
	if w.Tick >= b.nextPick {
		b.nextPick = w.Tick + botWanderTicks
		b.wanderX = w.RNG().Float32()*2 - 1 // -1..1 of the usable width
	}
	in := player.Input{Steer: true, SteerX: b.wanderX * b.narrowestAhead(w, r.S, 12)}
	if gap := b.nextGap(w, r.S); gap != nil && gap != b.jumpedFor {
		airTime := 2 * w.Tuning.JumpSpeed / w.Tuning.Gravity
		if gap.Start+gap.Length/2-r.S <= r.Speed*airTime/2 {
			in.Jump, b.jumpedFor = true, gap
		}
	}
	return in
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
