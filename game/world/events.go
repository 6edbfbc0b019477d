package world

import "strconv"

// EventKind names something that happened during a tick.
type EventKind uint8

const (
	Jumped EventKind = iota
	Landed
	Fell       // the runner dropped past saving: the run is lost
	Finished   // the runner crossed the finish line: the run is won
	Revived    // a lost run goes on (after a rewarded ad)
	Collected  // a ball of his colour: more yarn
	WrongYarn  // a ball of another colour: less yarn
	PassedGate // through a colour or arithmetic gate
	Cut        // a blade cut his rope (Stats.LostToCuts says how much)
	Hit        // a saw or blade hit his body
	OutOfYarn  // his yarn ran out: the run is lost
	Multiplied // the runway's needle stopped: the multiplier is set
	Stopped    // the yarn or the runway ran out: he stands
	Tore       // he broke through the finish ribbon
	LandedHard // with Landed: a hard landing (player.HardLanding)
	Caught     // the boss's web caught his rope: the binding starts
	Bound      // the boss finale ended with the boss bound
	Escaped    // the boss finale ended with the boss free
	TookKey    // he took a key (kept if he wins)
	Struck     // a boss's leg struck him: it tore wraps off
)

// eventNames are the kinds' names, in their order.
var eventNames = [...]string{"jumped", "landed", "fell", "finished", "revived", "collected", "wrong yarn", "passed a gate",
	"cut", "hit", "out of yarn", "multiplied", "stopped", "tore", "landed hard", "caught", "bound", "escaped", "took a key", "struck"}

// String names the kind, as the tools print it.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event " + strconv.Itoa(int(k))
}

// Event is something the game reacts to (sound, haptics, screens).
type Event struct {
	Kind EventKind
	Tick int
}

// Outcome is how the run stands.
type Outcome uint8

const (
	Running Outcome = iota
	Won
	Lost
)

func (o Outcome) String() string { return [...]string{"running", "won", "lost"}[o] }

// emit reports an event of kind k this tick.
func (w *World) emit(k EventKind) { w.events = append(w.events, Event{k, w.Tick}) }

// happened reports whether this tick has emitted an event of kind k.
func (w *World) happened(k EventKind) bool {
	for _, e := range w.events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// ending is how a run ended: the tick, what decided it and where he was;
// and what last took his yarn (the cause, if the last of it went).
type ending struct {
	tick  int
	by    EventKind
	at    float32
	taker Cause
}

// decide ends the run with outcome o, reporting why (k).
func (w *World) decide(o Outcome, k EventKind) {
	w.Outcome, w.end.tick, w.end.by, w.end.at = o, w.Tick, k, w.Runner.S
	w.emit(k)
}
