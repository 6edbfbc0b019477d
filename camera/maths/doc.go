// Package maths is the float32 3D maths the simulation (rope, player,
// world) and the camera share: vectors and matrices as value types
// (column-major, right-handed, +Y up, cameras looking down -Z, applied as
// p' = M·p, mgl32's layout), and the float64 functions (Sin, Cos, Exp,
// Pow…) that give the same bits on every CPU, so a run replays alike
// everywhere.
//
// It imports nothing beyond the standard library.
package maths
