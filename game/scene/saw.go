package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

func init() { addLook("saw", func() obstacleLook { return &sawLook{} }) }

// sawLook draws the saws: a toothed disc turning in its slot, only what
// stands above the floor (or the floor's layer could not hide the rest),
// and the slot, dark across the track as far as the blade reaches.
type sawLook struct {
	model mesh.Mesh // a whole disc: the plane z = 0, centre at the origin, radius 1
	now   mesh.Mesh // this frame's saws, above the floor
}

// build makes the disc, facing the runner, with a toothed rim.
func (sl *sawLook) build() {
	m := &sl.model
	m.Reset()
	m.TwoSided = true
	const teeth = 14
	centre := m.AddVertex(maths.Vec3{})
	for i := 0; i < teeth; i++ {
		a0 := 2 * math.Pi * float64(i) / teeth
		a1 := 2 * math.Pi * float64(i+1) / teeth
		am := (a0 + a1) / 2
		rim := func(a float64, r float32) maths.Vec3 {
			s, c := math.Sincos(a)
			return maths.V3(float32(s)*r, float32(c)*r, 0)
		}
		v0, v1 := m.AddVertex(rim(a0, 0.86)), m.AddVertex(rim(a1, 0.86))
		m.AddTriangle(centre, v0, v1, hazardDark)
		tip := m.AddVertex(rim(am-0.08, 1.0))
		m.AddTriangle(v0, tip, v1, hazardAccent)
	}
	m.AddBox(maths.ScaleXYZ(maths.V3(0.18, 0.18, 0.08)), hazardEdge)
	m.FitBounds()
}

// fixtures adds each saw's slot to the finish's unlit layer.
//
// It also makes room in the frame's mesh for every saw of the level: the
// frame the most of them are in view grows nothing.
func (sl *sawLook) fixtures(st *stage, l *world.Level) {
	n := len(l.Saws)
	sl.now.Reserve(4*n*len(sl.model.Faces), 2*n*len(sl.model.Faces)) // a face cut by the floor: 4 corners, 2 triangles
	for i := range l.Saws {
		s := &l.Saws[i]
		x0, x1 := s.X-s.Slide-s.Radius, s.X+s.Slide+s.Radius
		a, b := s.S-0.12, s.S+0.12
		st.finish.AddQuad(world.Pos(x0, 0.012, a), world.Pos(x1, 0.012, a), world.Pos(x1, 0.012, b), world.Pos(x0, 0.012, b), slotDark)
	}
}

// add queues the saws near him (at s) where they are at time t.
func (sl *sawLook) add(r *camera.Renderer, l *world.Level, t, s float32) {
	sl.now.Reset()
	sl.now.TwoSided = true
	for i := range l.Saws {
		w := &l.Saws[i]
		if w.S < s-6 || w.S > s+propsAhead {
			continue
		}
		spin := maths.RotateZ(-t * 9)
		sl.now.AddAbove(&sl.model, maths.Translate(world.Pos(w.XAt(t), 0, w.S)).Mul(spin).Mul(maths.Scale(w.Radius)), 0)
	}
	if len(sl.now.Faces) > 0 {
		sl.now.FitBounds()
		r.Add(&sl.now, maths.Identity())
	}
}
