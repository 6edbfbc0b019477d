package mesh

// Colour is a straight-alpha RGBA colour, each channel 0..1.
type Colour struct{ R, G, B, A float32 }

// RGB returns an opaque colour from 0..255 channels.
func RGB(r, g, b uint8) Colour {
	return Colour{float32(r) / 255, float32(g) / 255, float32(b) / 255, 1}
}

// Scale returns c with its RGB multiplied by s (alpha unchanged).
func (c Colour) Scale(s float32) Colour { return Colour{c.R * s, c.G * s, c.B * s, c.A} }

// Mix returns c + (d-c)*t for all four channels.
func (c Colour) Mix(d Colour, t float32) Colour {
	return Colour{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t, c.A + (d.A-c.A)*t}
}
