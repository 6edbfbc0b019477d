package rope

import (
	"fmt"

	"ropeman/camera/geom"
)

// Params tune a rope. The game's come from the "rope" table of
// assets/tuning.json.
type Params struct {
	// Substeps per Step; each substep is one integration and one direct
	// solve (more substeps: less stretch and smoother collisions).
	Substeps int `json:"substeps"`
	// Gravity is the acceleration on free particles, m/s².
	Gravity geom.Vec3 `json:"gravity"`
	// Damping removes this fraction of velocity per second (0: none).
	Damping float32 `json:"damping"`
	// Compliance of the distance constraints, m/N (0: inextensible).
	// XPBD makes the stiffness independent of substeps and tick length.
	Compliance float32 `json:"compliance"`
	// BendCompliance of the constraints between every other particle, m/N;
	// negative turns bending off.
	BendCompliance float32 `json:"bendCompliance"`
	// Radius is the rope's thickness for collisions, metres.
	Radius float32 `json:"radius"`
	// Friction is the Coulomb coefficient against colliders without their own.
	Friction float32 `json:"friction"`
}

// Validate reports the first parameter out of its range.
func (p Params) Validate() error {
	switch {
	case p.Substeps < 1 || p.Substeps > 64:
		return fmt.Errorf("substeps: %d must be within 1..64", p.Substeps)
	case !finite3(p.Gravity):
		return fmt.Errorf("gravity: %v must be finite", p.Gravity)
	case !(p.Damping >= 0 && p.Damping <= 100):
		return fmt.Errorf("damping: %v must be within 0..100 per second", p.Damping)
	case !(p.Compliance >= 0 && p.Compliance < 1):
		return fmt.Errorf("compliance: %v must be within 0..1 m/N", p.Compliance)
	case !(p.BendCompliance < 1):
		return fmt.Errorf("bendCompliance: %v must be below 1 m/N (negative: off)", p.BendCompliance)
	case !(p.Radius > 0 && p.Radius < 1):
		return fmt.Errorf("radius: %v must be within 0..1 m", p.Radius)
	case !(p.Friction >= 0 && p.Friction <= 10):
		return fmt.Errorf("friction: %v must be within 0..10", p.Friction)
	}
	return nil
}

func finite(v float32) bool { return v-v == 0 }

func finite3(v geom.Vec3) bool { return finite(v.X) && finite(v.Y) && finite(v.Z) }
