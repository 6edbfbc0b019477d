//go:build !linux

package cpuclock

// Thread returns the calling thread's CPU time in nanoseconds, and
// whether this platform has such a clock: it has not.
func Thread() (ns int64, ok bool) { return 0, false }
