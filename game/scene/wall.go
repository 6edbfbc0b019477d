package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

func init() { addLook("wall", func() obstacleLook { return &wallLook{} }) }

// wallLook draws the sliding walls.
type wallLook struct {
	model mesh.Mesh // the unit box, in warning stripes
}

// build makes the wall: tall, so in pieces, each of which sorts right
// against what passes it.
func (wl *wallLook) build() { stripes(&wl.model, 1, 5, hazardDark, hazardAccent) }

func (wl *wallLook) fixtures(*stage, *world.Level) {}

// add queues the walls ahead of him (at s) where they slide at time t:
// those he has passed would stand between the camera and him.
func (wl *wallLook) add(r *camera.Renderer, l *world.Level, t, s float32) {
	for i := range l.Walls {
		v := &l.Walls[i]
		if !(v.S > s-passedTall && v.S < s+propsAhead) {
			continue
		}
		r.Add(&wl.model, maths.Translate(world.Pos(v.XAt(t), world.WallHeight/2, v.S)).Mul(maths.ScaleXYZ(maths.V3(v.Width/2, world.WallHeight/2, world.WallDepth/2))))
	}
}
