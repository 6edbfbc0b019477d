// Package camera is the game's software 3D pipeline on a 2D engine.
//
// Its sub-package geom holds the pure data it works on: float32 vectors and
// matrices (value types, column-major, right-handed, +Y up, the camera
// looking down -Z), colours and flat-coloured meshes; the simulation
// packages use geom too. This package holds the perspective Camera, the
// Follow camera that chases the runner, and the Renderer, which turns
// meshes into the triangles of one DrawTriangles32 call: cull by bounding sphere, transform
// each vertex once, back-face cull before clipping, clip at the near plane,
// shade flat with one directional light plus ambient, fog by depth, and
// sort far-to-near with a radix sort. Ebitengine has no depth buffer and no
// vertex shader, so all of this runs on the CPU into reused buffers; a frame
// allocates nothing.
//
// The package knows nothing of the game: it draws whatever meshes it is
// given. It imports no Ebitengine package either (Vertex has
// ebiten.Vertex's fields): its sub-package paint hands the triangles to
// Ebitengine.
package camera
