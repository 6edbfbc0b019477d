package hud

import (
	"image/color"

	"ropeman/game/lang"
	"ropeman/game/world"
)

// The runway's meter: its zones side by side, the best at the centre,
// each with its multiplier; the needle over them; TAP! under it while it
// swings, and the multiplier it stopped on above it.

// meterColours are the zones' colours from the meter's centre out: the
// best zone hot, the edges cool.
var meterColours = [...]color.Color{
	color.RGBA{255, 70, 120, 255},
	color.RGBA{255, 150, 40, 255},
	color.RGBA{240, 200, 40, 255},
	color.RGBA{80, 170, 230, 255},
	color.RGBA{90, 120, 200, 255},
}

// drawMeter draws w's meter across the safe span under the yarn line,
// above him.
func (pp *playPainter) drawMeter(h *HUD, w *world.Snapshot, tick int) {
	zones := w.Finale.Zone[:w.Finale.Zones]
	if len(zones) == 0 {
		return
	}
	_, span, cx := h.safe(h.width)
	ht := h.height
	half, band := span*0.45, float32(h.mid.Size)*1.3
	y := ht * 0.2
	h.ink.rect(cx-half-2, y-2, 2*half+4, band+4, hudShade)
	var in float32 // the zone's inner edge, a fraction of the half meter
	for i, z := range zones {
		out := in + z.Width
		clr := meterColours[min(i, len(meterColours)-1)]
		pp.sMeter[i].set(pp.meterTimes[i].String(z.Times, "x"), h.mid)
		mid, width := (in+out)/2*half, z.Width*half
		if i == 0 { // the centre zone is one piece across the middle
			mid, width = 0, 2*out*half
		}
		for _, x := range [2]float32{cx - mid, cx + mid} {
			h.ink.rect(x-width/2, y, width, band, clr)
			h.put(&pp.sMeter[i], x, y+(band-pp.sMeter[i].h)/2, width*0.9, 1, 0, hudText)
			if i == 0 {
				break
			}
		}
		in = out
	}
	nx, nw := cx+w.Finale.Needle*half, max(3, band*0.12)
	h.ink.rect(nx-nw/2-2, y-band*0.3-2, nw+4, band*1.6+4, hudShade)
	h.ink.rect(nx-nw/2, y-band*0.3, nw, band*1.6, hudText)
	below := y + band*1.45
	// Under the meter, big; on a tablet a big line there would cover his
	// head.
	face := h.big
	if h.wide() {
		face = h.mid
	}
	if w.Finale.Metering {
		if tick/15%2 == 0 {
			h.text(&pp.sTapMeter, h.say(lang.TapMeter), face, below, 0.5, hudAccent)
		}
		return
	}
	h.text(&pp.sZone, pp.zone.String(w.Finale.Multiplier, "x"), face, below, 0.5, hudAccent)
}
