package hud

import (
	"image/color"
	"strconv"

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
	d.buf, d.text = b, view(b)
	return d.text
}

// The debug picture: over the line, a bar for each system (-debug, F3):
// its mean cost a frame over the last second, solid, and its worst frame's
// behind it, paler, on a scale whose full width is barFullUs. A phone's
// frame is 16.7 ms; the frame-budget work measured each system's share
// here at tens to hundreds of µs, the camera's and the draw's the most, so
// 2 ms spans them all and shows a spike that would cost a phone its frame.
const gaugeFullUs = 2000

// systemBar is one system's bar, pixels: its mean's length and its worst's
// (each at most the full width).
type systemGauge struct{ mean, most float32 }

// systemBars returns each system's bar, full being the full width's
// pixels.
func systemGauges(m *timing.Meter, full float32) (gauges [timing.Systems]systemGauge) {
	for s := range gauges {
		mean, most := m.Second(timing.System(s))
		gauges[s] = systemGauge{
			mean: min(full, float32(mean)/1e3/gaugeFullUs*full),
			most: min(full, float32(most)/1e3/gaugeFullUs*full),
		}
	}
	return gauges
}

// barColours are the systems' bars' colours, in timing's order.
var gaugeColours = [timing.Systems]color.NRGBA{
	{230, 40, 70, 255}, {36, 96, 232, 255}, {120, 120, 120, 255}, {60, 180, 120, 255},
	{255, 160, 20, 255}, {150, 70, 200, 255}, {20, 20, 20, 255},
}
