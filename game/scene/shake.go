package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/world"
)

// shake jolts the camera when he is hit: a few centimetres, decaying over
// shakeTicks.
type shake struct {
	tick int
	from int // tick of the last hit
}

// shakeTicks is how long a hit shakes the camera, ticks.
const shakeTicks = 18

// react takes one tick's events.
func (k *shake) react(events []world.Event) {
	k.tick++
	for _, e := range events {
		if e.Kind == world.Hit {
			k.from = k.tick
		}
	}
}

// apply returns cam moved by the shake.
func (k *shake) apply(cam camera.Camera) camera.Camera {
	age := k.tick - k.from
	if age >= shakeTicks {
		return cam
	}
	f := float32(shakeTicks-age) / shakeTicks * 0.09
	d := geom.V3(f*float32(math.Sin(float64(age)*2.1)), f*float32(math.Cos(float64(age)*2.9)), 0)
	cam.Eye, cam.Target = cam.Eye.Add(d), cam.Target.Add(d)
	return cam
}
