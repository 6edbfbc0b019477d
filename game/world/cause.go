package world

import "fmt"

// Cause is what lost a run, as the fail card names it: a fall, or what
// took the last of his yarn (and whether it cut his rope or hit him).
type Cause struct {
	Fell bool   // he fell off the track; otherwise his yarn ran out
	Side bool   // with Fell: off the track's side, not into a gap
	By   Hazard // what took the last of it (NoHazard after a fall)
	Cut  bool   // By cut his rope; otherwise it hit him, or he ran into it
}

// Hazard is something that takes yarn: a kind of obstacle (each kind's
// file declares its own), a spider, a gate, a ball of another colour. Its
// number is its kind's for good: a save keeps the lessons taught by it.
type Hazard uint8

// The hazards that are not an obstacle kind.
const (
	NoHazard        Hazard = 0
	HazardWrongBall Hazard = 1
	HazardGate      Hazard = 2
	HazardSpider    Hazard = 9
)

// HazardKind is what the game tells of a kind of hazard, by its name:
// the drawing side keys its look by it, and every language its words.
type HazardKind struct {
	Hazard   Hazard
	Name     string // its kind in level files
	Cuts     bool   // it can cut his rope (else it only takes his yarn)
	Lesson   bool   // a lesson teaches it the first time he meets it
	Obstacle bool   // an obstacle kind (the scene draws each with its look)
}

// hazardKinds are the kinds by Hazard ("" names a number no kind has).
var hazardKinds []HazardKind

func init() {
	addHazard(HazardKind{Hazard: HazardWrongBall, Name: "wrongBall"})
	addHazard(HazardKind{Hazard: HazardGate, Name: "gate"})
	addHazard(HazardKind{Hazard: HazardSpider, Name: "spider", Cuts: true, Lesson: true})
}

// addHazard adds kind k to Hazards; two kinds of one number, or none, is
// a programmer's slip the tests catch at once.
func addHazard(k HazardKind) {
	if k.Hazard == NoHazard || int(k.Hazard) < len(hazardKinds) && hazardKinds[k.Hazard].Name != "" {
		panic(fmt.Sprintf("world: hazard %d (%s) taken", k.Hazard, k.Name))
	}
	for int(k.Hazard) >= len(hazardKinds) {
		hazardKinds = append(hazardKinds, HazardKind{})
	}
	hazardKinds[k.Hazard] = k
}

// Hazards returns every kind of hazard, by Hazard (an entry with no Name
// stands for a number no kind has). Read only.
func Hazards() []HazardKind { return hazardKinds }

func (h Hazard) String() string {
	switch {
	case h == NoHazard:
		return "nothing"
	case int(h) < len(hazardKinds) && hazardKinds[h].Name != "":
		return hazardKinds[h].Name
	}
	return "hazard?"
}

// Cause returns what lost the run (the zero Cause while it is not lost).
func (w *World) Cause() Cause {
	if w.Outcome != Lost {
		return Cause{}
	}
	if w.end.by == Fell {
		sec := w.Level.SectionAt(w.revive.floorS + 0.5)
		return Cause{Fell: true, Side: sec != nil && sec.Solid()}
	}
	return w.end.taker
}

// took notes what is about to take his yarn: if it takes the last, that
// is the run's cause.
func (w *World) took(by Hazard, cut bool) { w.end.taker = Cause{By: by, Cut: cut} }
