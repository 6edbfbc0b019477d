package player

import (
	"testing"

	"ropeman/camera/maths"
)

// flat is a floor 5 m wide, without end.
type flat struct{}

func (flat) Floor(x, s float32) (float32, bool) { return 2.5, x >= -2.5 && x <= 2.5 }
func (flat) Top(x, s float32) float32           { return 0 }

// strideRun moves a runner at speed for ticks ticks (weaving if weave),
// stepping his body, and reports each tick to see.
func strideRun(speed float32, ticks int, weave bool, see func(tick int, r *Runner, b *Body)) {
	r := Runner{Speed: speed}
	var b Body
	b.Reset(&r, flat{})
	for tick := 0; tick < ticks; tick++ {
		vx := float32(0)
		if weave {
			vx = 3 * float32(maths.Sin(float64(tick)/25))
		}
		r.VX = vx
		r.X += float32(vx * dt)
		r.S += float32(speed * dt)
		b.Step(&r, 0, flat{}, false, 0, maths.Vec3{})
		see(tick, &r, &b)
	}
}

// speeds are every pace the game uses: a walk on the runway, the start
// speed, the top speed of each tier (10 m/s times 1, 1.15, 1.3).
var speeds = []float32{0.8, 1.5, 2, 2.5, 4, 6.5, 8, 10, 11.5, 13}

// A planted foot stays where it landed until it lifts (less than 2 cm of
// drift, the bound; the gait moves it not at all), and the leg
// always reaches it.
func TestPlantedFeetDoNotSlide(t *testing.T) {
	for _, sp := range speeds {
		for _, weave := range []bool{false, true} {
			var landed [2]maths.Vec3
			var was [2]bool
			steps := [2]int{}
			strideRun(sp, 600, weave, func(tick int, r *Runner, b *Body) {
				for i, f := range b.Feet {
					switch {
					case f.Planted && !was[i]:
						landed[i] = f.At
						steps[i]++
					case f.Planted:
						if d := f.At.Sub(landed[i]).Len(); d > 0.02 {
							t.Fatalf("%.1f m/s (weave %v), tick %d: planted foot %d slid %.3f m", sp, weave, tick, i, d)
						}
					}
					was[i] = f.Planted
					if f.Planted {
						if d := b.Hip[i].Sub(f.At).Len(); d > Leg.Reach()+0.02 {
							t.Fatalf("%.1f m/s, tick %d: planted foot %d is %.3f m from its hip, the leg reaches %.2f", sp, tick, i, d, Leg.Reach())
						}
					}
				}
			})
			// Ten seconds at this pace is sp*10 metres: each foot must have
			// stepped, not slid, along that (steps of at most a metre and a bit).
			if min(steps[0], steps[1]) < int(sp*10/1.3/2) {
				t.Errorf("%.1f m/s (weave %v): only %v steps in 10 s", sp, weave, steps)
			}
		}
	}
}

// At a walk one foot is always down; at a run there is a flight phase,
// and the feet take turns.
func TestGaitWalksAndRuns(t *testing.T) {
	for _, sp := range speeds {
		both, last, alternated, turns := 0, -1, 0, 0
		var was [2]bool
		strideRun(sp, 600, false, func(tick int, r *Runner, b *Body) {
			if !b.Feet[0].Planted && !b.Feet[1].Planted && tick > 30 {
				both++
			}
			for i, f := range b.Feet {
				if f.Planted && !was[i] {
					if last >= 0 {
						turns++
						if i != last {
							alternated++
						}
					}
					last = i
				}
				was[i] = f.Planted
			}
		})
		walk := sp <= walkMax
		if walk && both > 0 {
			t.Errorf("%.1f m/s: both feet in the air for %d ticks at a walk", sp, both)
		}
		if sp >= 8 && both == 0 {
			t.Errorf("%.1f m/s: no flight phase at a run", sp)
		}
		if turns < 10 || alternated < turns*9/10 {
			t.Errorf("%.1f m/s: %d of %d touchdowns alternate feet", sp, alternated, turns)
		}
	}
}

// In the air his feet leave the floor; on landing both are planted, he
// squashes and the landing is reported once.
func TestJumpTucksAndLands(t *testing.T) {
	tu := Tuning{StartSpeed: 8, MaxSpeed: 10, SpeedRamp: 0, SteerSharpness: 10, MaxSteerSpeed: 10, JumpSpeed: 8, Gravity: 22, HalfWidth: 0.35, FallDepth: 8}
	r := NewRunner(&tu)
	var b Body
	b.Reset(&r, flat{})
	landings, airborne := 0, 0
	for tick := 0; tick < 120; tick++ {
		h := r.Step(Input{Jump: tick == 30}, flat{}, &tu)
		b.Step(&r, h, flat{}, false, 0, maths.Vec3{})
		if r.State != Run {
			airborne++
			for i, f := range b.Feet {
				if f.Planted || (airborne > 2 && f.At.Y < 0.05) {
					t.Fatalf("tick %d in the air (feet at %.2f m): foot %d planted %v at %.2f m", tick, r.Y, i, f.Planted, f.At.Y)
				}
			}
		}
		if h&Landed != 0 {
			landings++
			if !b.Feet[0].Planted || !b.Feet[1].Planted || b.Squash != min(maxSquash, max(minSquash, r.Impact)) || r.Impact < 0.9 {
				t.Errorf("landing tick: feet planted %v %v, squash %v", b.Feet[0].Planted, b.Feet[1].Planted, b.Squash)
			}
		}
	}
	if airborne < 20 || landings != 1 {
		t.Errorf("%d ticks in the air, %d landings: want one jump, one landing", airborne, landings)
	}
}

// A lasting hard pull on the rope draws his rope hand back along it,
// toward where the rope goes; the other hand keeps swinging. A single
// jolt, however violent, barely moves it.
func TestRopeHandReachesBackUnderAHardPull(t *testing.T) {
	run := func(pullFor int) (b Body, way maths.Vec3) {
		r := Runner{Speed: 8}
		b.Reset(&r, flat{})
		for tick := 0; tick < 120; tick++ {
			r.S += float32(8 * dt)
			pull := float32(0)
			if tick < pullFor {
				pull = 1e8 // the solver's tension spikes like this on a snag
			}
			toward := b.Shoulder[ropeSide].Add(maths.V3(0, -0.6, 1.5)) // back and down
			way = maths.V3(0, -0.6, 1.5).Normalize()
			b.Step(&r, 0, flat{}, false, pull, toward)
		}
		return b, way
	}
	b, way := run(120)
	arm := b.Hand[ropeSide].Sub(b.Shoulder[ropeSide])
	if arm.Len() < 0.9*handReachBack*Arm.Reach() || arm.Normalize().Dot(way) < 0.98 {
		t.Errorf("under a hard pull the hand is %v from the shoulder (%.2f m); want straight along %v", arm, arm.Len(), way)
	}
	free := b.Hand[1-ropeSide].Sub(b.Shoulder[1-ropeSide])
	if free.Normalize().Dot(way) > 0.9 {
		t.Errorf("the other hand reaches back too: %v", free)
	}
	jolted, _ := run(1)
	if b.reach < 0.9 || jolted.reach > 0.01 {
		t.Errorf("reach %.3f under a lasting pull, %.3f two seconds after one jolt", b.reach, jolted.reach)
	}
}

// landAt returns his Impact, the body's squash and the lowest his hips
// went in the half second after a jump at speed.
func landAt(speed float32) (impact, squash, lowestHip float32) {
	tu := Tuning{StartSpeed: 8, MaxSpeed: 14, SpeedRamp: 0, SteerSharpness: 10, MaxSteerSpeed: 10, JumpSpeed: 8, Gravity: 22, HalfWidth: 0.35, FallDepth: 8}
	r := NewRunner(&tu)
	r.Speed = speed
	var b Body
	b.Reset(&r, flat{})
	lowestHip = 10
	landed := -1
	for tick := 0; tick < 150 && (landed < 0 || tick < landed+30); tick++ {
		h := r.Step(Input{Jump: tick == 30}, flat{}, &tu)
		b.Step(&r, h, flat{}, false, 0, maths.Vec3{})
		if h&Landed != 0 {
			landed, impact, squash = tick, r.Impact, b.Squash
		}
		if landed >= 0 {
			lowestHip = min(lowestHip, b.Pelvis.Y)
		}
	}
	return impact, squash, lowestHip
}

// A landing at a faster pace lands harder: more Impact, a deeper squash,
// the hips lower; a jump at the start pace is the reference (1).
func TestHarderLandingsSquashDeeper(t *testing.T) {
	i8, s8, h8 := landAt(8)
	i13, s13, h13 := landAt(13)
	if i8 < 0.97 || i8 > 1.03 {
		t.Errorf("a jump at the start pace landed with impact %.3f, want about 1", i8)
	}
	if !(i13 > HardLanding && s13 > s8 && h13 < h8-0.03) {
		t.Errorf("at 13 m/s: impact %.2f squash %.2f hips down to %.3f m; at 8 m/s: %.2f, %.2f, %.3f m: want a hard landing (≥ %v), deeper and lower",
			i13, s13, h13, i8, s8, h8, HardLanding)
	}
}
