// Package paint draws the camera's triangles onto an Ebitengine image: the
// only part of the 3D pipeline that touches the engine. The camera package
// builds the triangles; paint hands them to DrawTriangles32 without a copy.
package paint

import (
	"image"
	"image/color"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/camera"
	"ropeman/camera/mesh"
)

// camera.Vertex converts to ebiten.Vertex only while the two have the same
// fields in the same order: the compiler checks it here, which is what
// makes sharing the buffer below safe.
var _ = ebiten.Vertex(camera.Vertex{})

// Batch flushes r's queued triangles onto dst in one DrawTriangles32 call.
func Batch(dst *ebiten.Image, r *camera.Renderer) {
	verts, index := r.Flush()
	triangles(dst, verts, index)
}

// Backdrop fills dst with r's sky for cam (see camera.Renderer.Backdrop).
func Backdrop(dst *ebiten.Image, r *camera.Renderer, cam camera.Camera, top, low mesh.Colour) {
	b := dst.Bounds()
	verts, index := r.Backdrop(cam, float32(b.Dx()), float32(b.Dy()), top, low)
	triangles(dst, verts, index)
}

// Gradient fills dst from top (its top edge) to bottom (its bottom edge).
func Gradient(dst *ebiten.Image, top, bottom mesh.Colour) {
	b := dst.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	vs := [4]ebiten.Vertex{
		vertex(0, 0, top), vertex(w, 0, top),
		vertex(0, h, bottom), vertex(w, h, bottom),
	}
	dst.DrawTriangles32(vs[:], quad, whiteImage(), nil)
}

// Reserve makes room in Ebitengine's buffers for batches of up to
// triangles triangles onto dst. Ebitengine copies a call's vertices into a
// buffer it keeps for each destination image and grows to exactly each
// new largest call, and appends them to its command queue: a frame that
// draws more than any before it waits for a fresh allocation and the
// memory's first touch (a millisecond for a big batch). Reserve draws that
// many empty triangles once (every corner at the origin, clear), which
// touches no pixel. Call it again for a new dst (the screen is a new
// image after the window's size changed): the empty batch is made once
// and kept, so that frame allocates nothing of its own either.
func Reserve(dst *ebiten.Image, triangles int) {
	n := 3 * triangles
	if len(empty.vs) < n {
		empty.vs, empty.is = make([]ebiten.Vertex, n), make([]uint32, n)
	}
	dst.DrawTriangles32(empty.vs[:n], empty.is[:n], whiteImage(), nil)
}

// empty is Reserve's batch: corners at the origin, clear, every index 0.
var empty struct {
	vs []ebiten.Vertex
	is []uint32
}

// quad is the two triangles of a rectangle's corners: top left, top
// right, bottom left, bottom right.
var quad = []uint32{0, 1, 2, 1, 3, 2}

// vertex is a corner at (x, y) in colour c, sampling the white source
// (the centre of its 3x3 image: see whiteImage).
func vertex(x, y float32, c mesh.Colour) ebiten.Vertex {
	return ebiten.Vertex{DstX: x, DstY: y, SrcX: 1.5, SrcY: 1.5, ColorR: c.R, ColorG: c.G, ColorB: c.B, ColorA: c.A}
}

// Triangles draws screen triangles (camera vertices: pixels, a white
// source) onto dst in one DrawTriangles32 call: the gizmos' batch.
func Triangles(dst *ebiten.Image, verts []camera.Vertex, index []uint32) {
	triangles(dst, verts, index)
}

func triangles(dst *ebiten.Image, verts []camera.Vertex, index []uint32) {
	if len(index) == 0 {
		return
	}
	vs := unsafe.Slice((*ebiten.Vertex)(unsafe.Pointer(&verts[0])), len(verts))
	dst.DrawTriangles32(vs, index, whiteImage(), nil)
}

// white is the 1x1 white source every triangle samples: the centre pixel
// of a 3x3 image, so filtering never reaches an edge. Made at the first
// draw (a game's images are made on its own goroutine).
var white *ebiten.Image

func whiteImage() *ebiten.Image {
	if white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return white
}
