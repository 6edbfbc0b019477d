package rope

import (
	"ropeman/assets/bounds"
	"ropeman/camera/maths"
)

// Params tune a rope. The game's come from the "rope" table of
// assets/tuning.json.
type Params struct {
	// Substeps per Step at the least; each substep is one integration and
	// one direct solve (more substeps: less stretch and smoother
	// collisions). A Step takes more when the hand moves far against the
	// rope or its segments turn fast (a whip), up to MaxSubsteps.
	Substeps    int `json:"substeps"`
	MaxSubsteps int `json:"maxSubsteps"`
	// Gravity is the acceleration on free particles, m/s².
	Gravity maths.Vec3 `json:"gravity"`
	// Damping removes this fraction of velocity per second (0: none; 0.5:
	// half of it is gone after a second).
	Damping float32 `json:"damping"`
	// Drag is air drag on the motion across the rope: a deceleration of
	// Drag·v², per metre. It calms a whipping tail and makes yarn float.
	Drag float32 `json:"drag"`
	// Compliance of the distance constraints, m/N (0: inextensible).
	// XPBD makes the stiffness independent of substeps and tick length.
	Compliance float32 `json:"compliance"`
	// BendCompliance of the constraints between every other particle, m/N;
	// negative turns bending off.
	BendCompliance float32 `json:"bendCompliance"`
	// Radius is the rope's thickness for collisions, metres (0: a thread).
	Radius float32 `json:"radius"`
	// Friction is the Coulomb coefficient against colliders that do not
	// set their own.
	Friction float32 `json:"friction"`
	// Budget bounds a Step's work, in particle passes (a pass of the
	// solver over the chain, or a substep's motion and collisions, costs
	// one a particle): the substeps come down to what it holds at one pass
	// each (never below Substeps), and the solves' and touch-ups' further
	// passes share what it leaves. 0: no bound but MaxSubsteps and the
	// passes a substep makes. The game sets it from the trail's
	// tickBudget (not from the rope table: one setting, one place); the
	// rope's own measures run without.
	Budget int `json:"-"`
}

// Validate reports the first parameter out of its range. The ranges keep
// the solver finite and the rope looking like yarn.
func (p Params) Validate() error {
	return bounds.First(
		bounds.Within("substeps", p.Substeps, 1, 64, ""),
		bounds.Within("maxSubsteps", p.MaxSubsteps, p.Substeps, 64, "(at least substeps)"),
		bounds.Within("gravity.x", p.Gravity.X, -100, 100, "m/s²"),
		bounds.Within("gravity.y", p.Gravity.Y, -100, 100, "m/s²"),
		bounds.Within("gravity.z", p.Gravity.Z, -100, 100, "m/s²"),
		bounds.Within("damping", p.Damping, 0, 0.99, "of the velocity per second"),
		bounds.Within("drag", p.Drag, 0, 10, "per metre"),
		bounds.Within("compliance", p.Compliance, 0, 0.1, "m/N"),
		bounds.Within("bendCompliance", p.BendCompliance, -1, 1, "m/N (negative: off)"),
		bounds.Within("radius", p.Radius, 0, 0.5, "m"),
		bounds.Within("friction", p.Friction, 0, 10, ""),
		bounds.Within("budget", p.Budget, 0, 1<<20, "particle passes a Step (0: none)"),
	)
}
