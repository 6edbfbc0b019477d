// Package cpuclock reads the CPU time the calling OS thread has used, for
// timings that a loaded machine's waiting must not inflate (a tick that
// waited for the CPU did not cost more). A goroutine that reads it twice
// must stay on its thread between the reads (runtime.LockOSThread).
package cpuclock
