package world

import "ropeman/player"

// Skill stands in for a person's hand and eyes on the bot. The zero Skill
// is the perfect bot: it knows every hazard's phase, jumps each gap at its
// exact middle and acts on the tick. A person's skill:
//   - sees Sight metres ahead, no further (what the screen shows clearly:
//     the scene's fog starts at 38 m);
//   - acts ReactionTicks after what it saw, anticipating only what it
//     can extrapolate (its own run, a rhythm it has learned);
//   - times a moving hazard only after watching it for WatchPeriods of
//     its cycle (before that it expects it to stay where it is), and then
//     with its period misjudged by up to PeriodError (a fraction): a
//     guess that drifts further off the further ahead it looks;
//   - jumps JumpNoise seconds early or late (about normally: a
//     standard deviation);
//   - steers AimNoise metres off its target, the error drifting to a new
//     value every half second;
//   - taps the runway's meter up to TapNoise ticks early or late;
//   - misses a boss's rising leg Lapses of the time (a fraction),
//     watching his wraps instead.
type Skill struct {
	ReactionTicks int
	AimNoise      float32
	TapNoise      int
	JumpNoise     float32
	Sight         float32
	WatchPeriods  float32
	PeriodError   float32
	Lapses        float32
}

// The skills of the players the game is made for, from a first-time
// player to one who has played a hundred levels.
var (
	Novice = Skill{ReactionTicks: 20, AimNoise: 0.5, TapNoise: 8, JumpNoise: 0.09, Sight: 18, WatchPeriods: 1.5, PeriodError: 0.2, Lapses: 0.35}
	Casual = Skill{ReactionTicks: 14, AimNoise: 0.35, TapNoise: 5, JumpNoise: 0.06, Sight: 25, WatchPeriods: 1, PeriodError: 0.1, Lapses: 0.15}
	Expert = Skill{ReactionTicks: 10, AimNoise: 0.2, TapNoise: 3, JumpNoise: 0.035, Sight: 32, WatchPeriods: 0.5, PeriodError: 0.05, Lapses: 0.05}
)

// SkillNames names the skills a tool or flag can pick, perfect first.
var SkillNames = []string{"perfect", "novice", "casual", "expert"}

// SkillNamed returns the skill called name (one of SkillNames).
func SkillNamed(name string) (Skill, bool) {
	switch name {
	case "perfect":
		return Skill{}, true
	case "novice":
		return Novice, true
	case "casual":
		return Casual, true
	case "expert":
		return Expert, true
	}
	return Skill{}, false
}

// perfect reports whether the skill is the perfect bot's.
func (s Skill) perfect() bool { return s == Skill{} }

// watch is what a human-like bot knows of one moving hazard: whether and
// since which tick it has had it in sight and, once it has watched it
// long enough, how it scales time when it looks ahead (its misjudged
// period).
type watch struct {
	seen    bool
	since   int
	scale   float32
	learned bool
}

// eyes is a human-like bot's memory of a run's moving things, by
// obstacle kind and index, then spiders and platforms. It is made once per run (its
// slices are reused for the run), so watching allocates nothing.
type eyes struct {
	level     *Level    // the level of the run it watches
	seen      int       // the last tick it looked at
	hazards   [][]watch // by obstacle kind
	spiders   []watch
	platforms []watch // by section (only platforms' are used)
	jumpLate  float32 // the next jump's timing error, seconds (below 0: early)
}

// on reports whether the memory is of the run v sees: its level, and
// not a tick before the last it looked at (a new run of the same level
// starts again at its first tick).
func (e *eyes) on(v *sight) bool { return e.level == v.level && v.tick >= e.seen }

// open makes the memory for v's level, forgetting what it saw.
func (e *eyes) open(v *sight, b *Bot) {
	l := v.level
	e.level = l
	if len(e.hazards) != len(obstacleTable) {
		e.hazards = make([][]watch, len(obstacleTable))
	}
	for k := range obstacleKinds() {
		e.hazards[k] = resize(e.hazards[k], l.count(k))
	}
	e.spiders = resize(e.spiders, len(v.spiders))
	e.platforms = resize(e.platforms, len(l.Sections))
	e.jumpLate = b.jumpError()
}

func resize(ws []watch, n int) []watch {
	if cap(ws) < n {
		ws = make([]watch, n)
	}
	ws = ws[:n]
	clear(ws)
	return ws
}

// look starts watching each moving hazard as it comes into sight (what
// the bot has watched longest it can time best; see timeScale).
func (b *Bot) look(v *sight) {
	l, e, s := v.level, &b.eyes, v.runner.S
	e.seen = v.tick
	for k := range obstacleKinds() {
		for i := range e.hazards[k] {
			at, _ := l.obstacle(k, i).along()
			b.spot(&e.hazards[k][i], at-s, v.tick)
		}
	}
	for i := range e.spiders {
		b.spot(&e.spiders[i], v.spiders[i].s-s, v.tick)
	}
	for i := range e.platforms {
		if l.Sections[i].Kind == Platform {
			b.spot(&e.platforms[i], l.Sections[i].Start-s, v.tick)
		}
	}
}

// spot starts watching what is ahead metres on, at tick, once it is in
// sight.
func (b *Bot) spot(wt *watch, ahead float32, tick int) {
	if !wt.seen && ahead < b.Skill.Sight {
		wt.seen, wt.since = true, tick
	}
}

// sees reports whether something d metres ahead is in the bot's sight.
func (b *Bot) sees(d float32) bool { return b.Skill.perfect() || d < b.Skill.Sight }

// timeScale returns how the bot scales time when it predicts a hazard it
// has in sight (look has seen it come): 1 for the perfect bot and for what
// does not move (period 0), 0 (it stays as it is now) until the bot has watched it for
// WatchPeriods of its period, then its learned, misjudged scale.
func (b *Bot) timeScale(wt *watch, tick int, period float32) float32 {
	if b.Skill.perfect() || period <= 0 {
		return 1
	}
	if !wt.learned {
		if !wt.seen || seconds(tick-wt.since) < float32(b.Skill.WatchPeriods*period) {
			return 0
		}
		wt.learned = true
		wt.scale = 1 / (1 + float32(b.Skill.PeriodError*b.unit()))
	}
	return wt.scale
}

// unit returns a number in -1..1 from 24 random bits, in integers (exact
// on every machine).
func (b *Bot) unit() float32 {
	return float32(float32(int32(b.rng.Uint64()>>40)-1<<23) / (1 << 23))
}

// jumpError draws a jump's timing error, seconds: the sum of four uniform
// draws scaled to a standard deviation of JumpNoise (near enough normal,
// and bounded at twice it).
func (b *Bot) jumpError() float32 {
	var sum float32
	for range 4 {
		sum += b.unit()
	}
	return float32(sum*b.Skill.JumpNoise) * 0.866 // sqrt(3/4): four draws of variance 1/3
}

// ahead is how far ahead the bot acts, seconds: what it decides now
// happens after its reaction time.
func (b *Bot) ahead() float32 { return float32(b.delay()) / player.TickRate }
