package scene

import (
	"ropeman/camera"
	"ropeman/game/world"
)

// obstacleLook draws one obstacle kind of the world's; the kind's file
// (saw.go, blade.go, ...) holds all of its drawing and adds its look,
// keyed by the kind's name (addLook). A new kind is its file.
type obstacleLook interface {
	// build makes its models, once.
	build()
	// fixtures adds what holds the level's obstacles of the kind, and
	// what marks the floor under them, to the stage as it is built; a
	// kind that builds a mesh every frame makes its room there for all of
	// the level's (see sawLook), so no frame of the level grows it.
	fixtures(st *stage, l *world.Level)
	// add queues, each frame, those near him (at s metres) where the
	// simulation has them at time t.
	add(r *camera.Renderer, l *world.Level, t, s float32)
}

// lookMakers make each kind's look, by the kind's name (world.HazardKind).
var lookMakers = map[string]func() obstacleLook{}

// addLook adds the look make makes for the obstacle kind named kind.
func addLook(kind string, make func() obstacleLook) { lookMakers[kind] = make }

// obstacleLooks returns a look for every obstacle kind of the world's, in
// its order (a kind with no look is missing: TestEveryKindHasItsLookAndWords
// fails).
func obstacleLooks() []obstacleLook {
	var looks []obstacleLook
	for _, k := range world.Hazards() {
		if make, ok := lookMakers[k.Name]; ok && k.Obstacle {
			looks = append(looks, make())
		}
	}
	return looks
}
