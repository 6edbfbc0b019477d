package world

import (
	"fmt"

	"ropeman/assets/bounds"
	"ropeman/player"
)

// The runway after the finish line. He unwinds his yarn along it, a metre
// of yarn a metre of runway, and stops where it or the runway runs out;
// meanwhile a needle swings across the meter and the player's tap stops
// it: the zone under the needle multiplies the coins his yarn pays. More
// yarn always pays more (the yarn he still holds past the runway's end
// counts too); the tap decides how much more.
const (
	RunwayZones  = 5
	RunwayZone   = 4 // metres a band of its colours
	RunwayLength = RunwayZones * RunwayZone
)

// RunwayTuning is the meter ("runway" in assets/tuning.json).
type RunwayTuning struct {
	// SwingTicks is one swing of the needle, edge to edge and back.
	SwingTicks int `json:"swingTicks"`
	// WaitTicks is how long it swings untouched before it stops by itself
	// on x1.
	WaitTicks int `json:"waitTicks"`
	// Zones run from the meter's centre out to either edge, their widths
	// fractions of the half meter (together 1).
	Zones []MeterZone `json:"zones"`
}

// MeterZone is a stretch of the meter and the multiplier it pays.
type MeterZone struct {
	Times int     `json:"x"`
	Width float32 `json:"width"`
}

// MaxMeterZones bounds the meter's list of zones.
const MaxMeterZones = 8

// Validate reports the first field out of range: the zones fill the half
// meter exactly, and the needle swings at a speed a thumb can catch.
func (t RunwayTuning) Validate() error {
	err := bounds.First(
		bounds.Within("swingTicks", t.SwingTicks, player.TickRate/2, 10*player.TickRate, "ticks"),
		bounds.Within("waitTicks", t.WaitTicks, t.SwingTicks, 30*player.TickRate, "ticks"),
		bounds.Within("zones", len(t.Zones), 1, MaxMeterZones, "zones"),
	)
	if err != nil {
		return err
	}
	var sum float32
	for i, z := range t.Zones {
		if err := bounds.First(
			bounds.Within("x", z.Times, 1, 10, ""),
			bounds.Within[float32]("width", z.Width, 0.01, 1, ""),
		); err != nil {
			return fmt.Errorf("zones[%d]: %w", i, err)
		}
		sum += z.Width
	}
	if abs(sum-1) > 1e-3 {
		return fmt.Errorf("zones: widths add up to %v, must be 1 (the half meter)", sum)
	}
	return nil
}

// meterGraceTicks is how long after the finish line the meter takes no
// tap: a swipe to jump the last hazard never stops the needle.
const meterGraceTicks = 12

// finale is what the end of a won run decided: the yarn he brought over
// the line, what of it he laid on the runway and when he stopped, and the
// multiplier (the meter's or the boss's) and when it was set.
type finale struct {
	yarnAtFinish float32
	unwound      float32 // metres laid on the runway
	stopped      bool
	stoppedTick  int
	times        int // the multiplier once set (0 before)
	meterStop    int // the tick it was set
	// its ports: the run (the level, his runner and rope, the tick and
	// the outcome, what happens), the runway's tuning, how the run was
	// decided, the boss fight (a boss level's finale) and his yarn
	runPorts
	runway *RunwayTuning
	end    *ending
	fight  *bossFight
	haul   *haul
}

// Multiplier returns what the meter's stopped needle pays, x1 until it
// stops.
func (w *World) Multiplier() int { return max(1, w.finale.times) }

// FinishedAt returns the tick he crossed the finish line (0: he has not).
func (w *World) FinishedAt() int {
	if w.Outcome != Won {
		return 0
	}
	return w.end.tick
}

// Metering reports whether the runway's needle swings: past the line,
// before a tap or the wait stopped it (a tap stops it once the meter's
// grace after the line is over).
func (w *World) Metering() bool { return w.finale.metering() }

// YarnAtFinish returns his yarn as he crossed the finish line (0 before).
func (w *World) YarnAtFinish() float32 { return w.finale.yarnAtFinish }

// metering reports whether w's needle swings: past the line, before a
// tap or the wait stopped it.
func (f *finale) metering() bool {
	return *f.outcome == Won && f.times == 0 && len(f.runway.Zones) > 0 && !f.level.Boss()
}

// open reports whether a tap at tick would stop w's needle.
func (f *finale) open(tick int) bool {
	return f.metering() && tick-f.end.tick >= meterGraceTicks
}

// needle returns where the needle of w stands, -1 (left edge) to 1
// (right edge); it stays where the tap stopped it.
func (f *finale) needle() float32 {
	if f.times > 0 {
		return f.runway.NeedleAt(f.meterStop - f.end.tick)
	}
	return f.runway.NeedleAt(*f.tick - f.end.tick)
}

// NeedleAt returns where the swinging needle stands since ticks past the
// finish: from the left edge at the finish, to the right edge and back
// each swing. It is worked in integers up to one division, so it is the
// same on every machine.
func (t *RunwayTuning) NeedleAt(since int) float32 {
	swing := max(1, t.SwingTicks)
	phase := since % swing
	if phase < 0 {
		phase += swing
	}
	u := float32(4*min(phase, swing-phase)) / float32(swing) // 0..2
	return u - 1
}

// TimesAt returns the multiplier of the meter's zone at needle position p.
func (t *RunwayTuning) TimesAt(p float32) int {
	zones := t.Zones
	var edge float32
	for _, z := range zones {
		if edge += z.Width; abs(p) <= edge {
			return z.Times
		}
	}
	if len(zones) == 0 {
		return 1
	}
	return zones[len(zones)-1].Times
}

// meter stops w's needle on a tap (jump), or on x1 when the wait is over.
func (f *finale) meter(tap bool) {
	switch {
	case !f.metering():
	case tap && f.open(*f.tick):
		f.times, f.meterStop = f.runway.TimesAt(f.runway.NeedleAt(*f.tick-f.end.tick)), *f.tick
		f.log.emit(Multiplied)
	case *f.tick-f.end.tick >= f.runway.WaitTicks:
		f.times, f.meterStop = 1, *f.tick
		f.log.emit(Multiplied)
	}
}

// done reports whether w's finale's multiplier is known (the meter's or
// the boss's), and since when.
func (f *finale) done() (bool, int) {
	if f.level.Boss() {
		return f.fight.over, f.fight.ended
	}
	if len(f.runway.Zones) == 0 {
		return true, 0 // no meter (a tool's rules without one): x1
	}
	return f.times > 0, f.meterStop
}

// unwind lays w's yarn on the runway as he runs it; when the yarn or the
// runway runs out he stops.
func (f *finale) unwind(from float32) {
	f.unwound = min(f.yarnAtFinish, f.unwound+f.runner.S-from, RunwayLength)
	f.haul.yarn = f.yarnAtFinish - f.unwound
	if f.line.rope != nil {
		f.haul.yarn = f.line.rope.SetRestLength(f.haul.yarn, f.line.trail.SegmentLength)
	}
	if f.unwound >= f.yarnAtFinish || f.unwound >= RunwayLength {
		f.stopped, f.stoppedTick = true, *f.tick
		f.runner.S = f.level.Finish + f.unwound // where the yarn ran out, not a tick's run past it
		f.runner.Stop()
		f.log.emit(Stopped)
	}
}
