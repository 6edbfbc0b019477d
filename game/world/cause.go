package world

// Cause is what lost a run, as the fail card names it: a fall, or what
// took the last of his yarn (and whether it cut his rope or hit him).
type Cause struct {
	Fell bool   // he fell off the track; otherwise his yarn ran out
	Side bool   // with Fell: off the track's side, not into a gap
	By   Hazard // what took the last of it (NoHazard after a fall)
	Cut  bool   // By cut his rope; otherwise it hit him, or he ran into it
}

// Hazard is something that takes yarn.
type Hazard uint8

// The hazards (each obstacle kind's row names its own).
const (
	NoHazard Hazard = iota
	HazardWrongBall
	HazardGate
	HazardSaw
	HazardBlade
	HazardSpikes
	HazardBar
	HazardScissors
	HazardWall
	HazardSpider
	HazardCount
)

var hazardNames = [HazardCount]string{"nothing", "wrong ball", "gate", "saw", "blade", "spikes", "bar", "scissors", "wall", "spider"}

func (h Hazard) String() string {
	if h >= HazardCount {
		return "hazard?"
	}
	return hazardNames[h]
}

// Cause returns what lost the run (the zero Cause while it is not lost).
func (w *World) Cause() Cause {
	if w.Outcome != Lost {
		return Cause{}
	}
	if w.ended == Fell {
		sec := w.Level.SectionAt(w.lastFloorS + 0.5)
		return Cause{Fell: true, Side: sec != nil && sec.Solid()}
	}
	return w.taker
}

// took notes what is about to take his yarn: if it takes the last, that
// is the run's cause.
func (w *World) took(by Hazard, cut bool) { w.taker = Cause{By: by, Cut: cut} }
