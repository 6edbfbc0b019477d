package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

func init() { addLook("scissors", func() obstacleLook { return &scissorsLook{} }) }

// scissorsLook draws the scissors: two jaws closing from the track's
// edges, and their posts.
type scissorsLook struct {
	jaw mesh.Mesh // the unit box, in warning stripes
}

// build makes a jaw: long, so in pieces, each of which sorts right
// against what passes it.
func (sl *scissorsLook) build() { stripes(&sl.jaw, 0, 4, hazardDark, hazardAccent) }

// fixtures adds the posts at both edges to the frames.
func (sl *scissorsLook) fixtures(st *stage, l *world.Level) {
	for i := range l.Scissors {
		c := &l.Scissors[i]
		for _, x := range [2]float32{-c.Half - framePost, c.Half + framePost} {
			st.frames.AddBox(maths.Translate(world.Pos(x, 0.8, c.S)).Mul(maths.ScaleXYZ(maths.V3(framePost, 0.8, framePost*2))), frameWood)
		}
	}
}

// add queues the jaws ahead of him (at s) as open as they are at time t:
// those he has passed would stand between the camera and him.
func (sl *scissorsLook) add(r *camera.Renderer, l *world.Level, t, s float32) {
	for i := range l.Scissors {
		c := &l.Scissors[i]
		if !(c.S > s-passedTall && c.S < s+propsAhead) {
			continue
		}
		gap := c.GapAt(t)
		half := (c.Half - gap) / 2
		for _, side := range [2]float32{-1, 1} {
			r.Add(&sl.jaw, maths.Translate(world.Pos(side*(gap+half), 0.8, c.S)).Mul(maths.ScaleXYZ(maths.V3(half, 0.8, 0.06))))
		}
	}
}
