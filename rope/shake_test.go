package rope

import (
	"fmt"
	"math"
	"testing"

	"ropeman/camera/maths"
)

// shakeHand holds the rope up at 2.2 m and shakes it: ±amp metres at
// freq Hz along axis, after a quarter second's ramp (a landing, a jerk,
// a frantic zig-zag of the finger). ±0.3 m at 4 Hz is 19 g; ±0.5 m at
// 3 Hz is 18 g; ±0.15 m at 8 Hz is 39 g.
func shakeHand(axis maths.Vec3, amp, freq float32) hand {
	return func(tick int) maths.Vec3 {
		t := float32(tick) / 60
		k, _ := ramp(t)
		s := k * amp * float32(math.Sin(2*math.Pi*float64(freq*t)))
		return maths.V3(0, 2.2, 0).Add(axis.Scale(s))
	}
}

// shakeCases are the hard shakes: up and down, side to side, fore and
// aft, at the amplitudes and rates of a hard landing and a flicked finger.
func shakeCases() []dragCase {
	up, side, fore := maths.V3(0, 1, 0), maths.V3(1, 0, 0), maths.V3(0, 0, 1)
	return []dragCase{
		{"up ±0.3m 4Hz", shakeHand(up, 0.3, 4)},
		{"side ±0.5m 3Hz", shakeHand(side, 0.5, 3)},
		{"fore ±0.15m 8Hz", shakeHand(fore, 0.15, 8)},
		{"up ±0.15m 8Hz", shakeHand(up, 0.15, 8)},
		{"diagonal ±0.25m 6Hz", shakeHand(maths.V3(0.6, 0.8, 0), 0.25, 6)},
		{"side ±0.2m 6Hz", shakeHand(side, 0.2, 6)},
	}
}

// shake lays a rope of n particles, seg metres apart, on the ground, lifts
// its root to the hand at 2.2 m over half a second (it hangs, and the rest
// trails on the ground), lets it settle for a second, then shakes it by
// the hand for 5 s, keeping the worst figures of every frame.
func shake(p Params, n int, seg float32, h hand) (f dragFigures, subs int) {
	r, space := laid(p, n, seg, 2.2, 60)
	f.lost = -1
	for tick := 0; tick <= 5*60; tick++ {
		r.MoveAnchor(h(tick))
		r.Step(1.0/60, space, nil)
		subs += r.substeps
		f.observe(r, tick)
	}
	return f, subs
}

// TestHardShake shakes hanging ropes of every length the yarn loop makes,
// with segments down to 2 cm, at the shipped settings: every frame the
// whole rope stays within 3 % of its length, no segment strains by more
// than 10 %, and everything stays finite. (The substeps used to follow
// only how far the hand moved: a hand shaking in place moves little while
// the rope whips, and these shakes stretched it 17 %, a segment 276 %.)
func TestHardShake(t *testing.T) {
	p := shipped(t)
	for _, n := range []int{32, 64, 128, 256} {
		for _, seg := range []float32{0.02, 0.03, 0.05, shippedTrail(t)} {
			for _, c := range shakeCases() {
				name := fmt.Sprintf("%dp %.0fcm %s", n, seg*100, c.name)
				f, subs := shake(p, n, seg, c.h)
				t.Logf("%-30s %v  %.1f substeps a tick", name, f, float32(subs)/301)
				if f.lost >= 0 || !(f.stretch <= 0.03 && f.strain <= 0.10) {
					t.Errorf("%s: %v, a particle not finite from tick %d (-1: never); want stretch <= 3 %%, segments <= 10 %%, all finite",
						name, f, f.lost)
				}
			}
		}
	}
}
