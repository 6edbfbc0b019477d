package allocs

import (
	"sync"
	"testing"
)

var sink []byte

//go:noinline
func allocating(n int) {
	for range n {
		sink = make([]byte, 64)
	}
}

//go:noinline
func quiet() {}

// What a root allocates is counted from the Mark, what another goroutine
// allocates meanwhile is not (the process's counter counts both).
func TestOnlyTheRootsAllocationsCount(t *testing.T) {
	c := New(t, "ropeman/game/internal/allocs.allocating", "ropeman/game/internal/allocs.quiet")
	allocating(3) // before the Mark
	c.Mark()
	var wg sync.WaitGroup
	wg.Go(func() { sink = make([]byte, 128) }) // not a root's
	wg.Wait()
	quiet()
	if n, where := c.Since(); n != 0 {
		t.Errorf("no root allocated since the Mark, yet %d counted (in %s)", n, where)
	}
	c.Start()
	allocating(5)
	if n := c.Stop(); n < 5 {
		t.Errorf("the process counted %d allocations, want 5 or more", n)
	}
	if n, where := c.Since(); n != 5 || where != "ropeman/game/internal/allocs.allocating" {
		t.Errorf("%d allocations counted in %s, want 5 in allocating", n, where)
	}
}
