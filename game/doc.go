// Package game is Rope-Man Run 3D as an ebiten.Game: the scenes (title,
// play, result), the finger turned into commands for the world simulation,
// the 3D stage drawn through the software camera, and the HUD.
//
// Data flows one way. Each tick (60 per second) the finger becomes a
// player.Input, the world steps and emits events, and the game reacts to
// them. Each frame the world's state becomes meshes in reused buffers,
// which camera.Renderer draws in a few DrawTriangles32 calls.
package game
