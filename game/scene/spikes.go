package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/world"
)

func init() { addLook("spikes", func() obstacleLook { return spikesLook{} }) }

// spikesLook draws the spike strips: they keep still, so all of them is
// the stage's (spikes in the frames, the bed in the finish's unlit layer).
type spikesLook struct{}

func (spikesLook) build() {}

// fixtures adds each strip's spikes, in rows a quarter metre apart, and
// its bed.
func (spikesLook) fixtures(st *stage, l *world.Level) {
	for i := range l.Spikes {
		k := &l.Spikes[i]
		for x := k.X - k.Width/2 + 0.12; x < k.X+k.Width/2; x += 0.25 {
			for s := k.S + 0.12; s < k.S+k.Length; s += 0.25 {
				st.frames.AddBox(maths.Translate(world.Pos(x, world.SpikesHeight/2, s)).Mul(maths.RotateY(0.785)).Mul(maths.ScaleXYZ(maths.V3(0.06, world.SpikesHeight/2, 0.06))), hazardDark)
			}
		}
		st.finish.AddQuad(world.Pos(k.X-k.Width/2, 0.012, k.S), world.Pos(k.X+k.Width/2, 0.012, k.S), world.Pos(k.X+k.Width/2, 0.012, k.S+k.Length), world.Pos(k.X-k.Width/2, 0.012, k.S+k.Length), hazardAccent)
	}
}

func (spikesLook) add(*camera.Renderer, *world.Level, float32, float32) {}
