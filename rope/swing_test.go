package rope

import (
	"strconv"
	"testing"

	"ropeman/camera/maths"
)

// swingParams is the solver as the swing test from REFERENCE.md runs it:
// no damping, no bending, inextensible.
func swingParams(substeps int) Params {
	return Params{Substeps: substeps, Gravity: maths.V3(0, -9.81, 0), Compliance: 0, BendCompliance: -1, Radius: 0.02}
}

// swing runs the standard swing test: segs segments, 2 m, top pinned,
// released horizontal, 60 Hz frames for 3 s. It returns the peak stretch.
func swing(segs, substeps int) float32 {
	r := New(segs+1, swingParams(substeps))
	r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), segs, 2/float32(segs))
	var peak float32
	for f := 0; f < 180; f++ {
		r.Step(1.0/60, nil, nil)
		peak = max(peak, r.Stretch())
	}
	return peak
}

// TestSwingStretch runs the swing test at the shipped substeps: the
// solver must hold the figures the notes quote (REFERENCE.md compares
// other solvers on it).
func TestSwingStretch(t *testing.T) {
	subs := shipped(t).Substeps
	cases := []struct {
		segs       int
		maxStretch float32
	}{
		{32, 0.0005},
		{64, 0.006},
	}
	for _, tc := range cases {
		got := swing(tc.segs, subs)
		if got > tc.maxStretch {
			t.Errorf("%d segments, %d substeps: peak stretch %.4f %%, want <= %.2f %%", tc.segs, subs, got*100, tc.maxStretch*100)
		}
		t.Logf("%d segments, %d substeps: peak stretch %.4f %%", tc.segs, subs, got*100)
	}
}

// BenchmarkSwing times one 60 Hz frame of the swing test and reports the
// test's peak stretch for the same configuration.
func BenchmarkSwing(b *testing.B) {
	for _, segs := range []int{32, 64, 128} {
		for _, subs := range []int{1, 2, 3, 4, 8} {
			b.Run(name(segs, subs), func(b *testing.B) {
				peak := swing(segs, subs)
				r := New(segs+1, swingParams(subs))
				r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), segs, 2/float32(segs))
				b.ReportAllocs()
				frame := 0
				for b.Loop() {
					if frame == 180 {
						r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), segs, 2/float32(segs))
						frame = 0
					}
					r.Step(1.0/60, nil, nil)
					frame++
				}
				b.ReportMetric(float64(peak*100), "%stretch")
			})
		}
	}
}

func name(segs, subs int) string {
	return strconv.Itoa(segs) + "seg-" + strconv.Itoa(subs) + "sub"
}
