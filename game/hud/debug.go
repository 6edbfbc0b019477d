package hud

import (
	"strconv"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/camera"
	"ropeman/game/internal/timing"
)

// debugLine is the debug readout: FPS, TPS, triangles and meshes, and
// under them what each system costs a frame (mean/worst over the last
// second, µs). Its text is rebuilt twice a second into a buffer it keeps,
// and read as a string without a copy, so showing it allocates nothing
// (the game toggles it with F3).
type debugLine struct {
	ticks int
	buf   []byte
	text  string
}

func (d *debugLine) line(st camera.Stats, m *timing.Meter) string {
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
	b = append(b, "\nus a frame, mean/max"...)
	for s, name := range timing.Names {
		mean, most := m.Second(timing.System(s))
		switch timing.System(s) {
		case timing.Rope, timing.Scene, timing.HUD: // three systems a line
			b = append(b, '\n')
		default:
			b = append(b, ' ', ' ')
		}
		b = append(b, name...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, mean/1e3, 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, most/1e3, 10)
	}
	// The text is the buffer itself: the next rebuild writes over it once
	// the HUD has drawn this one (the ink reads a text as it queues it).
	d.buf, d.text = b, unsafe.String(unsafe.SliceData(b), len(b))
	return d.text
}
