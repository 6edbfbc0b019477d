// Package hud draws the 2D layer over the 3D scene with Ebitengine: the
// level, progress, coins and yarn in play, the popups that make the run's
// events felt, the title, result, pause, shop and settings cards, the
// simulated ad, storage notices, the debug line and the texts the scene
// places in 3D (its labels). Sizes follow the screen. Its own glyph atlas
// (glyphs.go) and batch (ink.go) make the whole HUD one draw call whose
// buffers are kept, so a frame allocates nothing.
//
// It reads the tick's flow.View to know what to show, never the session:
// taps reach the flow as commands through the game. It must not import
// the game (the glue) or the audio; the scene, flow and world only to
// read them.
package hud
