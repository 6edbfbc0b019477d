package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/game/world"
)

// shake jolts the camera when he is hit, and less on a hard landing: a
// few centimetres, decaying over shakeTicks.
type shake struct {
	tick int
	from int     // tick of the last jolt
	size float32 // its size, metres
}

// shakeTicks is how long a jolt shakes the camera, ticks; hitShake and
// landShake how far, metres.
const (
	shakeTicks = 18
	hitShake   = 0.09
	landShake  = 0.05
)

// react takes one tick's events.
func (k *shake) react(events []world.Event) {
	k.tick++
	for _, e := range events {
		switch e.Kind {
		case world.Hit, world.Struck:
			k.from, k.size = k.tick, hitShake
		case world.LandedHard:
			k.from, k.size = k.tick, landShake
		}
	}
}

// apply returns cam moved by the shake.
func (k *shake) apply(cam camera.Camera) camera.Camera {
	age := k.tick - k.from
	if age >= shakeTicks {
		return cam
	}
	f := float32(shakeTicks-age) / shakeTicks * k.size
	d := maths.V3(f*float32(math.Sin(float64(age)*2.1)), f*float32(math.Cos(float64(age)*2.9)), 0)
	cam.Eye, cam.Target = cam.Eye.Add(d), cam.Target.Add(d)
	return cam
}
