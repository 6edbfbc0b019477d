// Package geom is the pure 3D data the game's packages share: float32
// vectors and matrices as value types (column-major, right-handed, +Y up,
// cameras looking down -Z, applied as p' = M·p, mgl32's layout), colours,
// and flat-coloured triangle meshes with bounding spheres.
//
// It imports nothing beyond the standard library, so the simulation
// (rope, player, world) and the renderer (camera) can both use it.
package geom
