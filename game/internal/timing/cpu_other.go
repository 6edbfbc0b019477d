//go:build !linux

package timing

// threadCPU has no thread clock to read here: the frame's cost is its
// wall time.
func threadCPU() (int64, bool) { return 0, false }
