package scene

import (
	"math"
	"testing"

	"ropeman/camera/maths"
	"ropeman/game/world"
)

// The warp lays the straight track along the level's centre line without
// stretching it: steps along s stay that long (more only by the slope),
// x stays a horizontal distance square to the line, y a height, the line
// heads where the level says, and nothing jumps where bends begin and end
// (the table's chords may lean off square by up to 1 cm at 2.5 m).
func TestWarpLaysTheTrackAlongTheCentreLine(t *testing.T) {
	var b trackBend
	if b.warpFor(shippedLevel(t, 1)) != nil {
		t.Error("level 1 has no bends, yet gets a warp")
	}
	l := shippedLevel(t, 24)
	w := b.warpFor(l)
	if w == nil {
		t.Fatal("level 24 has bends, and no warp")
	}
	const ds = 0.1
	for s := float32(-80); s < l.Length()+150; s += ds {
		c, next := w.Warp(world.Pos(0, 0, s)), w.Warp(world.Pos(0, 0, s+ds))
		step := next.Sub(c).Len()
		if step < ds*0.995 || step > ds*1.025 { // 2 % is a 20 % grade's stretch
			t.Fatalf("at %.1f m a %.1f m step along the track is %.4f m long", s, ds, step)
		}
		heading, height := l.Shape(s)
		if math.Abs(float64(c.Y-height)) > 1e-3 {
			t.Fatalf("at %.1f m the centre line is %.3f m high, the level says %.3f m", s, c.Y, height)
		}
		tangent := next.Sub(w.Warp(world.Pos(0, 0, s-ds)))
		if got := math.Atan2(float64(-tangent.X), float64(-tangent.Z)); math.Abs(got-float64(heading)) > 0.005 {
			t.Fatalf("at %.1f m the centre line heads %.4f rad, the level says %.4f", s, got, heading)
		}
		side := w.Warp(world.Pos(2.5, 1, s)).Sub(c)
		across := maths.V3(side.X, 0, side.Z)
		if math.Abs(float64(across.Len()-2.5)) > 1e-3 || math.Abs(float64(side.Y-1)) > 1e-3 || math.Abs(float64(across.Dot(tangent.Normalize()))) > 0.015 {
			t.Fatalf("at %.1f m the point 2.5 m right and 1 m up lands %v from the centre", s, side)
		}
	}
}
