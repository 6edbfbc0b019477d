// Package allocs counts the heap allocations of a piece of work (a frame's
// build, the HUD's layout) for the tests that hold a frame to none.
//
// The runtime's counter (runtime.MemStats.Mallocs) is the whole
// process's: besides the work's own it counts what the runtime does
// meanwhile (the collector's workers, a new thread's records, a finalizer
// or a cleanup run, a background goroutine of the standard library after
// a collection), one allocation in some runs and not in others. So the
// counter only says which frames to look at; what a test judges is the
// heap profile, every allocation with its stack: those made under the
// work's own functions (its roots) since a Mark.
package allocs

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// Counter counts the allocations made under its roots.
type Counter struct {
	roots  []string
	mem    runtime.MemStats
	before uint64
	marked int64 // allocations under the roots at the Mark
}

// New turns the collector off and records every allocation's stack until
// t ends; roots are the work's functions (as runtime.Frame names them:
// "ropeman/game/scene.(*Scene).buildFrame").
func New(t testing.TB, roots ...string) *Counter {
	t.Helper()
	gc, rate := debug.SetGCPercent(-1), runtime.MemProfileRate
	runtime.MemProfileRate = 1
	t.Cleanup(func() {
		debug.SetGCPercent(gc)
		runtime.MemProfileRate = rate
	})
	return &Counter{roots: roots}
}

// Start and Stop count the process's allocations between them: a frame
// with none made none of its own.
func (c *Counter) Start() {
	runtime.ReadMemStats(&c.mem)
	c.before = c.mem.Mallocs
}

// Stop returns the process's allocations since Start.
func (c *Counter) Stop() uint64 {
	runtime.ReadMemStats(&c.mem)
	return c.mem.Mallocs - c.before
}

// Mark makes what the roots have allocated so far the zero of Since (after
// a warm-up, a level's staging frame).
func (c *Counter) Mark() { c.marked, _ = c.underRoots() }

// Since returns how many allocations the roots made since the Mark, and
// the function that made the most of them.
func (c *Counter) Since() (n int64, where string) {
	total, where := c.underRoots()
	return total - c.marked, where
}

// underRoots returns every allocation so far made under a root (the heap
// profile is published at a collection: two make sure it is all there),
// and the function that made the most.
func (c *Counter) underRoots() (total int64, where string) {
	runtime.GC()
	runtime.GC()
	n, _ := runtime.MemProfile(nil, true)
	var records []runtime.MemProfileRecord
	for ok := false; !ok; {
		records = make([]runtime.MemProfileRecord, n+64) // room for what is recorded meanwhile
		n, ok = runtime.MemProfile(records, true)
	}
	most := int64(0)
	for _, r := range records[:n] {
		if at := c.site(r.Stack()); at != "" {
			total += r.AllocObjects
			if r.AllocObjects > most {
				most, where = r.AllocObjects, at
			}
		}
	}
	return total, where
}

// site returns the function stack allocated in, if it passes through a
// root, else "".
func (c *Counter) site(stack []uintptr) string {
	frames := runtime.CallersFrames(stack)
	first := ""
	for {
		f, more := frames.Next()
		if first == "" && !strings.HasPrefix(f.Function, "runtime.") {
			first = f.Function
		}
		for _, root := range c.roots {
			if f.Function == root {
				return first
			}
		}
		if !more {
			return ""
		}
	}
}
