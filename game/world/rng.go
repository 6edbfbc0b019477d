package world

// RNG is the simulation's only source of randomness: SplitMix64, seeded
// once per run, so a run replays exactly from its seed.
type RNG struct{ state uint64 }

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG { return RNG{state: seed} }

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a number in 0..n-1 (n > 0).
func (r *RNG) Intn(n int) int { return int(r.Uint64() % uint64(n)) }
