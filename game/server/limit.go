package server

import (
	"sync"
	"time"
)

// limiter allows each key (a player, an address) a burst of posts, then
// one every interval: a token bucket per key. It is one process's: behind
// a load balancer each instance counts its own share, which still stops a
// flood from one id.
type limiter struct {
	burst    float64
	interval time.Duration

	mu      sync.Mutex
	buckets map[string]bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

// maxBuckets bounds the memory a flood of new keys takes: past it, the
// buckets that have filled up again (their keys quiet) are dropped.
const maxBuckets = 100_000

// allow takes a token of key's bucket at now, if it has one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.buckets == nil {
		l.buckets = map[string]bucket{}
	}
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) >= maxBuckets {
			l.sweep(now)
		}
		b = bucket{tokens: l.burst, at: now}
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()/l.interval.Seconds())
	b.at = now
	if b.tokens < 1 {
		l.buckets[key] = b
		return false
	}
	b.tokens--
	l.buckets[key] = b
	return true
}

// sweep drops the buckets that are full again at now.
func (l *limiter) sweep(now time.Time) {
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.at).Seconds()/l.interval.Seconds() >= l.burst {
			delete(l.buckets, k)
		}
	}
}
