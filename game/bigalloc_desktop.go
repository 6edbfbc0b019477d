//go:build !js

package game

import "runtime/metrics"

// bigMallocs returns how many heap allocations of bigAllocation bytes or
// more the process has made, and true.
func bigMallocs() (uint64, bool) {
	s := []metrics.Sample{{Name: "/gc/heap/allocs-by-size:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64Histogram {
		return 0, false
	}
	h := s[0].Value.Float64Histogram()
	var n uint64
	for i, c := range h.Counts {
		if h.Buckets[i] >= bigAllocation {
			n += c
		}
	}
	return n, true
}
