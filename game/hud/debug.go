package hud

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/camera"
)

// debugLine is the FPS/TPS/triangles readout. Its text is rebuilt at most
// twice a second (into a reused buffer), so showing it costs one small
// string allocation per half second, and nothing when it is off (the
// game toggles it with F3).
type debugLine struct {
	ticks int
	buf   []byte
	text  string
}

func (d *debugLine) line(st camera.Stats) string {
	d.ticks++
	if d.text != "" && d.ticks%30 != 0 {
		return d.text
	}
	b := d.buf[:0]
	b = append(b, "FPS "...)
	b = strconv.AppendFloat(b, ebiten.ActualFPS(), 'f', 0, 64)
	b = append(b, "  TPS "...)
	b = strconv.AppendFloat(b, ebiten.ActualTPS(), 'f', 0, 64)
	b = append(b, "  tris "...)
	b = strconv.AppendInt(b, int64(st.Drawn), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(st.Source), 10)
	b = append(b, "  meshes "...)
	b = strconv.AppendInt(b, int64(st.Meshes-st.Culled), 10)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(st.Meshes), 10)
	d.buf, d.text = b, string(b)
	return d.text
}
