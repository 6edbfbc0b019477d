package world

// OpKind is what an arithmetic gate does to his yarn.
type OpKind uint8

const (
	Add OpKind = iota // + N metres
	Sub               // - N metres
	Mul               // x N
	Div               // ÷ N
)

// Op is one side of an arithmetic gate.
type Op struct {
	Kind OpKind
	N    float32
	Text string // how the gate shows it: "+3 m", "x2"
}

// Apply returns yarn after the gate.
func (o Op) Apply(yarn float32) float32 {
	switch o.Kind {
	case Add:
		return yarn + o.N
	case Sub:
		return yarn - o.N
	case Mul:
		return yarn * o.N
	default:
		return yarn / o.N
	}
}

// Gate spans the track at S. A colour gate recolours him; an arithmetic
// gate applies Left or Right to his yarn, by the side he passes on.
type Gate struct {
	S           float32
	Recolour    bool
	Colour      Colour // for a colour gate
	Left, Right Op     // for an arithmetic gate
}
