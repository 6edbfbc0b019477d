package world

import (
	"math"
	"strings"
	"testing"

	"ropeman/player"
)

// bentLevel is flatLevel's track with bends.
func bentLevel(t testing.TB, bends string) *Level {
	return level(t, `{"name": "bent", "finish": 190, "track": [{"kind": "floor", "length": 215, "width": 4}], "bends": [`+bends+`]}`)
}

func TestBendErrorsNameTheBendAndField(t *testing.T) {
	for _, c := range []struct{ bends, want string }{
		{`{"s": 10, "length": 30, "turn": 40}`, "bends[0]: turn: 40° over 30 m bends tighter than a 40 m radius"},
		{`{"s": 10, "length": 30, "turn": 10, "climb": 5}`, "bends[0]: climb: 5 m over 30 m is steeper than 20% at its steepest"},
		{`{"s": 10, "length": 50}, {"s": 40, "length": 50}`, "bends[1]: s: 40 m must be on the track (0..215 m) and after the bend before it (ends at 60 m)"},
		{`{"s": 300, "length": 50}`, "bends[0]: s: 300 m must be on the track"},
		{`{"s": -1, "length": 50}`, "bends[0]: s: -1 m must be on the track"},
		{`{"s": 10, "length": 0.1}`, "bends[0]: length: 0.1 must be within"},
		{`{"s": 0, "length": 60, "turn": 50}, {"s": 60, "length": 60, "turn": 40}`, "bends[1]: turn: the track would head 90° from the start's direction, more than 80°"},
		{`{"s": 10, "length": 50, "bank": 3}`, `unknown field "bank"`},
	} {
		_, err := ParseLevel("bent.json", []byte(`{"name": "bent", "finish": 190, "track": [{"kind": "floor", "length": 215, "width": 4}], "bends": [`+c.bends+`]}`))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "bent.json: ") {
			t.Errorf("bends %s: got %v, want an error naming the file and %q", c.bends, err, c.want)
		}
	}
}

// The simulation's curvature and the drawing's heading describe one
// centre line: curvature integrates to the heading (and grade to the
// height), with no jump where a bend starts or ends.
func TestCurvatureIntegratesToTheShape(t *testing.T) {
	l := bentLevel(t, `{"s": 20, "length": 60, "turn": 50, "climb": 4}, {"s": 80, "length": 45, "turn": -40}, {"s": 140, "length": 50, "climb": -6}`)
	const ds = 0.01
	var heading, height float64
	for i := 0; i < 23500; i++ {
		s := -5 + float64(i)*ds
		k, g := l.curvature(float32(s + ds/2))
		heading += float64(k) * ds
		height += float64(g) * ds
		h, y := l.Shape(float32(s + ds))
		if math.Abs(heading-float64(h)) > 1e-3 || math.Abs(height-float64(y)) > 1e-3 {
			t.Fatalf("at %.2f m: curvature integrates to heading %.4f, height %.4f; Shape says %.4f, %.4f", s+ds, heading, height, h, y)
		}
	}
	if h, y := l.Shape(1000); math.Abs(float64(h)-10*math.Pi/180) > 1e-5 || y != -2 {
		t.Errorf("past the track: heading %v rad, height %v m; want 10° and -2 m", h, y)
	}
	for _, s := range []float32{20, 80, 125, 140, 190} {
		if k, g := l.curvature(s); math.Abs(float64(k)) > 1e-6 || math.Abs(float64(g)) > 1e-6 {
			t.Errorf("at a bend's edge (%v m) curvature %v, grade %v: want 0 (no kink)", s, k, g)
		}
	}
}

// On a slope, the straight track's gravity plus the track force is real
// gravity seen from the sloping floor: g long, tilted by the slope's angle.
func TestTrackForceIsGravityOnTheSlope(t *testing.T) {
	const g = 9.81
	for _, grade := range []float32{-0.3, -0.05, 0.1, 0.2} {
		f := trackForce(0, grade, 10, g)
		down, along := float64(-g+f.Y), float64(f.Z)
		if n := math.Hypot(down, along); math.Abs(n-g) > 1e-4 {
			t.Errorf("grade %v: effective gravity %.5f m/s², want %v", grade, n, g)
		}
		if a := math.Atan2(along, -down); math.Abs(a-math.Atan(float64(grade))) > 1e-5 {
			t.Errorf("grade %v: tilted %.5f rad, want %.5f (downhill is +Z)", grade, a, math.Atan(float64(grade)))
		}
	}
	if f := trackForce(1.0/50, 0, 10, g); f.X != 2 || f.Y != 0 || f.Z != 0 {
		t.Errorf("a 50 m left bend at 10 m/s: %v, want 2 m/s² to the right (+X)", f)
	}
}

// The rope he trails swings to the outside of a bend: to the right
// through a left turn, to the left through a right one, against where it
// trails (beside his rope hand) on a straight track.
func TestRopeSwingsToTheOutsideOfABend(t *testing.T) {
	drift := func(bends string) float32 {
		w := withRope(t, New(bentLevel(t, bends), tuning(t), 1))
		w.haul.yarn = w.rope.SetRestLength(4, w.trail.SegmentLength)
		var sum float32
		n := 0
		for w.Runner.S < 110 && w.Outcome == Running {
			w.Step(player.Input{Steer: true})
			if w.Runner.S > 70 { // the bend's sharpest part, with the rope behind him in it
				pts := w.rope.Positions()
				sum += pts[len(pts)-1].X - w.Runner.X
				n++
			}
		}
		if n == 0 {
			t.Fatalf("bends %s: the run stopped at %.1f m (%v)", bends, w.Runner.S, w.Outcome)
		}
		return sum / float32(n)
	}
	straight := drift(``)
	left := drift(`{"s": 40, "length": 90, "turn": 60}`)
	right := drift(`{"s": 40, "length": 90, "turn": -60}`)
	t.Logf("the rope's tail beside his feet through the bend: straight %+.3f m, left turn %+.3f m, right turn %+.3f m", straight, left, right)
	if left-right < 0.2 || left < straight || right > straight {
		t.Errorf("the tail does not swing out: %+.3f m through a left turn, %+.3f m through a right one (straight %+.3f m); want each to the outside, 0.2 m apart",
			left, right, straight)
	}
}
