// Package scene draws the run in 3D: it turns the run's snapshot (the
// level's track, the Rope-Man, his rope, props, spiders) into meshes for the software camera, frames the
// camera shot by shot (the chase, the fall, the finish, the win orbit,
// the shop), and throws the sparks and shakes of the run's events.
//
// The game hands the flow's View of each tick to Step (the run, the rope's
// look, his skin, the screen, the events, a camera cut); each frame it calls Begin, then Queue and draws
// the renderer's batch for each of the Layers, then draws Labels with the
// HUD. Meshes live in reused buffers: after warm-up nothing is allocated.
//
// The scene imports no Ebitengine package (camera/paint draws what it
// queues), and decoration never touches the simulation: its randomness
// is its own, never the run's RNG. A test pins both.
package scene
