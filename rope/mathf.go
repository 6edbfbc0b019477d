package rope

import "math"

func abs(v float32) float32 { return max(v, -v) }

func sqrt(v float32) float32 { return float32(math.Sqrt(float64(v))) }

func clamp01(v float32) float32 { return min(1, max(0, v)) }
