package mesh

import (
	"math"

	"ropeman/camera/maths"
)

// maxSlices caps a sphere's slices: a ball on a phone screen needs few.
const maxSlices = 64

// AddSphere appends the unit sphere transformed by xf as a low-poly UV
// sphere of slices around and stacks from pole to pole; the stacks
// alternate between col and band, like yarn wound on a ball.
func (m *Mesh) AddSphere(xf maths.Mat4, slices, stacks int, col, band Colour) {
	m.AddPatternedSphere(xf, slices, stacks, col, band, Bands)
}

// AddPatternedSphere is AddSphere with the faces pattern p marks in band.
func (m *Mesh) AddPatternedSphere(xf maths.Mat4, slices, stacks int, col, band Colour, p Pattern) {
	slices, stacks = min(max(3, slices), maxSlices), max(2, stacks)
	base := uint32(len(m.Positions))
	var around [maxSlices][2]float64 // each slice's sine and cosine, worked out once
	for i := range slices {
		around[i][0], around[i][1] = math.Sincos(2 * math.Pi * float64(i) / float64(slices))
	}
	for j := 0; j <= stacks; j++ {
		sinP, cosP := math.Sincos(math.Pi * float64(j) / float64(stacks))
		for i := 0; i < slices; i++ {
			sinT, cosT := around[i][0], around[i][1]
			p := maths.V3(float32(sinP*cosT), float32(cosP), float32(-sinP*sinT))
			m.Positions = append(m.Positions, xf.MulPoint3(p))
		}
	}
	at := func(i, j int) uint32 { return base + uint32(j*slices+(i%slices)) }
	for j := 0; j < stacks; j++ {
		for i := 0; i < slices; i++ {
			c := col
			if p.Marks(i, j) {
				c = band
			}
			a, b, cc, d := at(i, j), at(i+1, j), at(i+1, j+1), at(i, j+1)
			if j > 0 {
				m.AddTriangle(a, d, b, c)
			}
			if j < stacks-1 {
				m.AddTriangle(b, d, cc, c)
			}
		}
	}
}
