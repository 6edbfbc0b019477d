package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/world"
)

// trackBend draws the run's straight track space along the level's
// curving, climbing centre line (see world/bend.go): the renderer puts
// every vertex through Warp, and the camera, framed in track space, is
// carried round by the track's frame where he is (rigid). It is a table of
// the centre line every bendStep metres, interpolated.
type trackBend struct {
	level  *world.Level // what the table was built for
	curved bool         // whether level has anything to bend
	from   float32      // s of the first sample
	centre []maths.Vec3 // the centre line, with its height
	right  []maths.Vec3 // the horizontal unit vector toward +x
}

// The table's reach, metres: the camera looks back past the start, and
// past the track's end at the finish; beyond it the ends carry on straight.
const (
	bendStep   = 0.5
	bendBefore = 60
	bendAfter  = 120
)

// warpFor returns the warp for level l, building the table when l is new;
// nil for a straight, flat level (nothing to bend).
func (b *trackBend) warpFor(l *world.Level) camera.Warp {
	if b.level != l {
		b.level, b.curved = l, len(l.Bends) > 0
		if b.curved {
			b.build(l)
		}
	}
	if !b.curved {
		return nil
	}
	return b
}

// build samples l's centre line: headings and heights from the level,
// positions by stepping along the heading at each step's middle.
func (b *trackBend) build(l *world.Level) {
	b.from = -bendBefore
	n := int((l.Length()+bendBefore+bendAfter)/bendStep) + 2
	b.centre, b.right = b.centre[:0], b.right[:0]
	x, z := 0.0, float64(bendBefore) // straight ahead (-Z) before the start
	for i := 0; i < n; i++ {
		s := b.from + float32(i)*bendStep
		heading, height := l.Shape(s)
		sin, cos := math.Sincos(float64(heading))
		b.centre = append(b.centre, maths.V3(float32(x), height, float32(z)))
		b.right = append(b.right, maths.V3(float32(cos), 0, float32(-sin)))
		mid, _ := l.Shape(s + bendStep/2)
		sin, cos = math.Sincos(float64(mid))
		x, z = x-sin*bendStep, z-cos*bendStep
	}
}

// Warp implements camera.Warp: p in track space (world.Pos axes) to the
// world. Off the table's ends it extrapolates along the end's direction.
func (b *trackBend) Warp(p maths.Vec3) maths.Vec3 {
	f := (-p.Z - b.from) / bendStep
	i := min(max(int(math.Floor(float64(f))), 0), len(b.centre)-2)
	t := f - float32(i)
	c := b.centre[i].Add(b.centre[i+1].Sub(b.centre[i]).Scale(t))
	r := b.right[i].Add(b.right[i+1].Sub(b.right[i]).Scale(min(max(t, 0), 1)))
	return c.Add(r.Scale(p.X)).Add(maths.V3(0, p.Y, 0))
}

// rigid returns c carried whole by the track's frame at distance s (its
// centre, its right, up and along directions there): the camera, framed
// in track space around him, stands square behind him on a bend and tilts
// with a slope. Bending the eye and the aim point by point would put them
// on the curve and look along its chord, with him off to the outside.
func (b *trackBend) rigid(c camera.Camera, s float32) camera.Camera {
	centre := b.Warp(world.Pos(0, 0, s))
	along := b.Warp(world.Pos(0, 0, s+bendStep)).Sub(b.Warp(world.Pos(0, 0, s-bendStep))).Normalize()
	right := b.Warp(world.Pos(1, 0, s)).Sub(centre)
	up := right.Cross(along)
	for _, p := range [2]*maths.Vec3{&c.Eye, &c.Target} {
		*p = centre.Add(right.Scale(p.X)).Add(up.Scale(p.Y)).Add(along.Scale(-p.Z - s))
	}
	return c
}

// runnerPos is the runner's feet in track space.
func (s *Scene) runnerPos() maths.Vec3 { return s.view.Run.At }

// place returns where track-space point p is drawn (see trackBend).
func (s *Scene) place(p maths.Vec3) maths.Vec3 {
	if w := s.bend.warpFor(s.view.Run.Level); w != nil {
		return w.Warp(p)
	}
	return p
}
