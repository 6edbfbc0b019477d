// Package logs keeps what a part of the game says in its log, for the
// tests that read it: safe to write from the goroutines that log (the
// analytics queue's, a fetch's) while the test reads.
package logs

import (
	"slices"
	"strings"
	"sync"
)

// Lines is a log's lines in order. Its Add is a Config's Log.
type Lines struct {
	mu    sync.Mutex
	lines []string
}

// Add appends one line.
func (l *Lines) Add(s string) {
	l.mu.Lock()
	l.lines = append(l.lines, s)
	l.mu.Unlock()
}

// Has reports whether a line so far contains part.
func (l *Lines) Has(part string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.ContainsFunc(l.lines, func(s string) bool { return strings.Contains(s, part) })
}

// All returns a copy of the lines so far.
func (l *Lines) All() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.lines)
}
