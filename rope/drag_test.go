package rope

import (
	"fmt"
	"math"
	"testing"

	"ropeman/assets"
	"ropeman/camera/maths"
)

// hand is how a test moves the rope's root: its position at a tick.
type hand func(tick int) maths.Vec3

// rampTime is how long the hand takes to reach full speed and full
// swerve from standing: 0.25 s to 12 m/s is 5 g forward with the whole
// rope lying still behind him. (The runner starts at 6.5 m/s at once, but
// with 3 m of yarn; a long rope only exists once he is running.)
const rampTime = 0.25

// ramp returns how far along its ramp the hand is at t seconds (0..1), and
// the distance run at unit top speed.
func ramp(t float32) (k, dist float32) {
	if t < rampTime {
		return t / rampTime, t * t / (2 * rampTime)
	}
	return 1, t - rampTime/2
}

// harshHand runs at speed m/s along -Z, with the hand 0.9 m up, swerving
// ±amp metres at freq Hz: 1.5 m at 1.5 Hz is 13.6 g sideways and 14 m/s
// across the track at the centre line.
func harshHand(speed, amp, freq float32) hand {
	return func(tick int) maths.Vec3 {
		t := float32(tick) / 60
		k, d := ramp(t)
		x := k * amp * float32(math.Sin(2*math.Pi*float64(freq*t)))
		return maths.V3(x, 0.9, -speed*d)
	}
}

// zigzagHand runs at speed along -Z and crosses the track at the game's
// fastest steering (11 m/s) between ±amp, turning back within a tick: a
// finger flicked from edge to edge, with no smoothing at all.
func zigzagHand(speed, amp float32) hand {
	const across = 11
	return func(tick int) maths.Vec3 {
		t := float32(tick) / 60
		k, d := ramp(t)
		period := 4 * amp / across
		u := float32(math.Mod(float64(t/period)+0.25, 1)) // x = 0 at t = 0
		x := k * amp * (1 - 4*abs32(u-0.5))               // triangle wave, -amp..amp
		return maths.V3(x, 0.9, -speed*d)
	}
}

// dragFigures are the worst a drag saw, over every frame.
type dragFigures struct {
	stretch, strain, depth float32 // whole-rope stretch, worst segment strain, deepest particle below the yarn's surface
	tick                   int     // when the worst strain happened
	lost                   int     // the first tick a particle was not finite, -1 if none
}

func (f dragFigures) String() string {
	return fmt.Sprintf("stretch %6.2f %%  worst segment %7.2f %% (tick %3d)  depth %.4f m",
		f.stretch*100, f.strain*100, f.tick, f.depth)
}

// laid lays a rope of n particles, seg metres apart, on a friction ground
// behind the hand, lifts its root to height over half a second and holds
// it there for hold more ticks.
func laid(p Params, n int, seg, height float32, hold int) (*Rope, *Space) {
	r := New(n, p)
	r.Reset(maths.V3(0, p.Radius, 0), maths.V3(0, 0, 1), n-1, seg)
	space := groundSpace()
	for i := 0; i < 30+hold; i++ {
		r.MoveAnchor(maths.V3(0, p.Radius+(height-p.Radius)*float32(min(i+1, 30))/30, 0))
		r.Step(1.0/60, space, nil)
	}
	return r, space
}

// observe keeps the worst of frame tick's figures.
func (f *dragFigures) observe(r *Rope, tick int) {
	f.stretch = max(f.stretch, r.Stretch())
	if s := r.WorstStrain(); s > f.strain {
		f.strain, f.tick = s, tick
	}
	for _, q := range r.Positions() {
		f.depth = max(f.depth, r.Params.Radius-q.Y)
		if !finite3(q) && f.lost < 0 {
			f.lost = tick
		}
	}
}

// drag lays a rope of n particles, seg metres apart, lifts its root to the
// hand's height, then drags it by the hand for 5 s.
func drag(p Params, n int, seg float32, h hand) dragFigures {
	r, space := laid(p, n, seg, 0.9, 0)
	f := dragFigures{lost: -1}
	for tick := 0; tick <= 5*60; tick++ {
		r.MoveAnchor(h(tick))
		r.Step(1.0/60, space, nil)
		f.observe(r, tick)
	}
	return f
}

// trailTable is the game's trail table in assets/tuning.json.
type trailTable struct {
	SegmentLength float32 `json:"segmentLength"`
	Thickness     float32 `json:"thickness"`
	TickBudget    int     `json:"tickBudget"` // the game's bound on a Step (Params.Budget)
}

// shippedTrailTable returns the game's trail table.
func shippedTrailTable(t testing.TB) trailTable {
	t.Helper()
	var tr trailTable
	if err := assets.Tuning("trail", &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

// shippedTrail returns the segment length the game's trail uses.
func shippedTrail(t testing.TB) float32 { return shippedTrailTable(t).SegmentLength }

// dragCase is a named hand for the harsh drags.
type dragCase struct {
	name string
	h    hand
}

// harshCases are the fast hands: 10–12 m/s with swerves of ±1–2 m at
// 1–2 Hz, and a zigzag that turns back within a tick.
func harshCases() []dragCase {
	return []dragCase{
		{"12m/s ±1.5m 1.5Hz", harshHand(12, 1.5, 1.5)},
		{"10m/s ±2m 1Hz", harshHand(10, 2, 1)},
		{"12m/s ±1m 2Hz", harshHand(12, 1, 2)},
		{"12m/s zigzag ±2m", zigzagHand(12, 2)},
	}
}

// TestHarshDrag drags ropes of every length the yarn loop makes, at the
// shipped settings, the way a fast hand does: every frame the whole rope
// stays within 3 % of its length, no segment strains by more than 10 %,
// nothing sinks 1 cm into the ground and everything stays finite.
func TestHarshDrag(t *testing.T) {
	p := shipped(t)
	for _, n := range []int{32, 64, 128, 256} {
		for _, seg := range []float32{0.03, 0.1, shippedTrail(t)} {
			for _, c := range harshCases() {
				name := fmt.Sprintf("%dp %.0fcm %s", n, seg*100, c.name)
				f := drag(p, n, seg, c.h)
				t.Logf("%-34s %v", name, f)
				if f.lost >= 0 || !(f.stretch <= 0.03 && f.strain <= 0.10 && f.depth <= 0.01) {
					t.Errorf("%s: %v, a particle not finite from tick %d (-1: never); want stretch <= 3 %%, segments <= 10 %%, depth <= 0.01 m, all finite",
						name, f, f.lost)
				}
			}
		}
	}
}
