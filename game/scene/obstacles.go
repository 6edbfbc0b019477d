package scene

import (
	"ropeman/camera"
	"ropeman/game/world"
)

// obstacleLook draws one obstacle kind of the world's; the kind's file
// (saw.go, blade.go, ...) holds all of its drawing. A new kind is its file
// and its place in obstacleLooks.
type obstacleLook interface {
	// build makes its models, once.
	build()
	// fixtures adds what holds the level's obstacles of the kind, and
	// what marks the floor under them, to the stage as it is built.
	fixtures(st *stage, l *world.Level)
	// add queues, each frame, those near him (at s metres) where the
	// simulation has them at time t.
	add(r *camera.Renderer, l *world.Level, t, s float32)
}

// obstacleLooks are the looks of every obstacle kind.
type obstacleLooks struct {
	saw      sawLook
	blade    bladeLook
	spikes   spikesLook
	bar      barLook
	scissors scissorsLook
	wall     wallLook
}

// each returns every kind's look, in the world's order of kinds.
func (o *obstacleLooks) each() [6]obstacleLook {
	return [...]obstacleLook{&o.saw, &o.blade, o.spikes, &o.bar, &o.scissors, &o.wall}
}
