package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

func init() { addLook("blade", func() obstacleLook { return &bladeLook{} }) }

// bladeLook draws the pendulum blades: the arm and axe head swinging
// from a beam, and the beam on its two posts beside the track.
type bladeLook struct {
	model mesh.Mesh // hanging from the origin (its pivot)
}

// build makes the pendulum: an arm down to an axe head whose edge runs
// along the track.
func (bl *bladeLook) build() {
	m := &bl.model
	m.Reset()
	m.AddBox(maths.Translate(maths.V3(0, -world.BladeArm/2, 0)).Mul(maths.ScaleXYZ(maths.V3(0.05, world.BladeArm/2, 0.05))), hazardDark)
	m.AddBox(maths.Translate(maths.V3(0, -world.BladeArm+0.06, 0)).Mul(maths.ScaleXYZ(maths.V3(0.05, 0.16, world.BladeHead))), hazardAccent)
	m.AddBox(maths.Translate(maths.V3(0, -world.BladeArm-0.16, 0)).Mul(maths.ScaleXYZ(maths.V3(0.04, 0.06, world.BladeHead))), hazardEdge) // the edge
	m.FitBounds()
}

// fixtures adds each blade's beam and posts to the frames.
func (bl *bladeLook) fixtures(st *stage, l *world.Level) {
	for i := range l.Blades {
		b := &l.Blades[i]
		h := l.SectionAt(b.S).HalfWidth
		for _, x := range [2]float32{-h - framePost, h + framePost} {
			addPost(&st.frames, world.Pos(x, 0, b.S), maths.V3(framePost, world.BladePivotHeight, framePost), frameWood)
		}
		st.frames.AddBox(maths.Translate(world.Pos(0, world.BladePivotHeight, b.S)).Mul(maths.ScaleXYZ(maths.V3(h+2*framePost, 0.12, 0.12))), frameWood)
	}
}

// add queues the blades near him (at s) where they swing at time t.
func (bl *bladeLook) add(r *camera.Renderer, l *world.Level, t, s float32) {
	for i := range l.Blades {
		b := &l.Blades[i]
		if b.S < s-6 || b.S > s+propsAhead {
			continue
		}
		_, _, angle := b.HeadAt(t)
		r.Add(&bl.model, maths.Translate(world.Pos(b.X, world.BladePivotHeight, b.S)).Mul(maths.RotateZ(angle)))
	}
}
