package camera

// Vertex is one corner of a screen triangle: where it lands (pixels), the
// texel it samples, its colour, and Custom0 = 1/w (a depth, linear across
// the screen). Its fields are ebiten.Vertex's, name for name and type for
// type, so camera/paint hands the renderer's buffers to DrawTriangles32 as
// they are; the camera package itself stays free of the engine.
type Vertex struct {
	DstX, DstY                     float32
	SrcX, SrcY                     float32
	ColorR, ColorG, ColorB, ColorA float32
	Custom0, Custom1               float32
	Custom2, Custom3               float32
}
