// Package game is Rope-Man Run 3D as an ebiten.Game: the thin glue that
// owns the Ebitengine loop, turns the finger and keys into commands for
// the screen flow, takes what the phone reports (Platform), and hands
// what the flow shows to the scene, the HUD and the audio. A -frames run's
// QA capture (screenshot, timings, layout) is here too.
//
// Data flows one way. Each tick (60 per second) the finger becomes a
// flow.Command, the flow steps the world and fills one read-only
// flow.View of the tick (the run in it a world.Snapshot: values, never a
// pointer into the world), and the scene, the HUD and the audio each read
// that view (never the session); the finger's steering starts from where
// the view says he is. Each frame the scene queues the run's meshes layer by layer,
// camera/paint draws each layer in one DrawTriangles32 call, and the HUD
// draws over it.
//
// The rooms, each with its own package:
//
//	game/flow     the screens, the run, the ads, the save (no Ebitengine)
//	game/world    the deterministic simulation (no Ebitengine)
//	game/scene    the run as meshes for the software camera (no Ebitengine)
//	game/hud      texts, bars, buttons and cards over the scene (Ebitengine 2D)
//	game/audio    the sound device, effects, music and haptics
//	game/analytics the events of play, queued on the device, sent off the game loop
//	game/internal helpers only the game's packages share (the yarn palette)
//
// Nothing below game imports it; the scene, the HUD and the audio do not
// import each other, except that the HUD draws the scene's labels.
package game
