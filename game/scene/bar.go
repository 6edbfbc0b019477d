package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

func init() { addLook("bar", func() obstacleLook { return &barLook{} }) }

// barLook draws the sweeper bars: the bar turning low over the floor on
// its post.
type barLook struct {
	model mesh.Mesh // the x axis from -1 to 1, in warning stripes
}

// build makes the bar: long, so in pieces, each of which sorts right
// against what passes it.
func (bl *barLook) build() { stripes(&bl.model, 0, 8, hazardDark, hazardAccent) }

// fixtures adds each bar's post to the frames.
func (bl *barLook) fixtures(st *stage, l *world.Level) {
	for i := range l.Bars {
		b := &l.Bars[i]
		st.frames.AddBox(maths.Translate(world.Pos(b.X, world.BarHeight/2+0.05, b.S)).Mul(maths.ScaleXYZ(maths.V3(0.14, world.BarHeight/2+0.05, 0.14))), hazardDark)
	}
}

// add queues the bars near him (at s) where they point at time t.
func (bl *barLook) add(r *camera.Renderer, l *world.Level, t, s float32) {
	for i := range l.Bars {
		b := &l.Bars[i]
		if !(b.S > s-6 && b.S < s+propsAhead) {
			continue
		}
		x0, s0, x1, s1 := b.EndsAt(t)
		angle := float32(math.Atan2(float64(s1-s0), float64(x1-x0)))
		r.Add(&bl.model, maths.Translate(world.Pos(b.X, world.BarHeight, b.S)).Mul(maths.RotateY(angle)).Mul(maths.ScaleXYZ(maths.V3(b.Radius, world.BarThickness, world.BarThickness))))
	}
}
