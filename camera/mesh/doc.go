// Package mesh is what the scene builds and the camera draws:
// flat-coloured triangle meshes with bounding spheres, their colours and
// colour-blind patterns, and the shapes made into them (boxes, discs,
// spheres, and the tube drawn along a rope or a limb).
//
// Meshes reuse their buffers: after warm-up, rebuilding one allocates
// nothing.
package mesh
