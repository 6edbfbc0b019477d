package world

// Colour is a yarn colour: the Rope-Man's, a ball's, a gate's.
type Colour uint8

const (
	Red Colour = iota
	Blue
	Yellow
	Green
	ColourCount // how many colours there are
)

var colourNames = [ColourCount]string{"red", "blue", "yellow", "green"}

func (c Colour) String() string {
	if c < ColourCount {
		return colourNames[c]
	}
	return "unknown"
}

// Ball is a ball of yarn lying on the track: of his colour it adds yarn,
// of another it strips some off.
type Ball struct {
	X, S   float32 // metres: across and along the track
	Colour Colour
}

// BallRadius is a yarn ball's radius, metres.
const BallRadius = 0.24
