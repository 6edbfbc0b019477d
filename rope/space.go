package rope

import (
	"cmp"
	"slices"
	"sort"
)

// Space holds the colliders ropes and cloth meet, with a broad phase: the
// colliders are kept sorted by the near edge of their box along Z (the
// track's axis), so a rope looks only at those within its own reach.
// Adding or moving a collider marks the order stale; the next query
// restores it with a stable merge sort: O(n log n) for a level's worth of
// colliders added in any order, close to one pass for colliders that
// moved a little, and stable so the order (and so every replay) is
// deterministic.
type Space struct {
	colliders []Collider
	boxes     []aabb
	order     []int32 // collider indices by boxes[i].min.Z
	planes    []int32
	maxSpanZ  float32 // the longest box along Z
	stale     bool
}

// Add puts a collider in the space and returns its handle.
func (s *Space) Add(c Collider) int {
	s.colliders = append(s.colliders, c)
	s.boxes = append(s.boxes, aabb{})
	s.order = append(s.order, int32(len(s.colliders)-1))
	s.stale = true
	return len(s.colliders) - 1
}

// Set replaces collider h (to move it).
func (s *Space) Set(h int, c Collider) {
	s.colliders[h] = c
	s.stale = true
}

// Collider returns collider h as it was last added or set.
func (s *Space) Collider(h int) Collider { return s.colliders[h] }

// Len returns the number of colliders.
func (s *Space) Len() int { return len(s.colliders) }

// Clear removes every collider, keeping the buffers.
func (s *Space) Clear() {
	s.colliders, s.boxes, s.order, s.planes = s.colliders[:0], s.boxes[:0], s.order[:0], s.planes[:0]
	s.maxSpanZ, s.stale = 0, false
}

func (s *Space) refresh() {
	s.planes = s.planes[:0]
	s.maxSpanZ = 0
	for i := range s.colliders {
		s.boxes[i] = s.colliders[i].bounds()
		if s.colliders[i].Shape == Plane {
			s.planes = append(s.planes, int32(i))
			continue
		}
		s.maxSpanZ = max(s.maxSpanZ, s.boxes[i].max.Z-s.boxes[i].min.Z)
	}
	slices.SortStableFunc(s.order, s.byNearEdge)
	s.stale = false
}

// byNearEdge orders collider indices by the near edge of their boxes.
func (s *Space) byNearEdge(a, b int32) int { return cmp.Compare(s.boxes[a].min.Z, s.boxes[b].min.Z) }

// near appends to out the colliders whose boxes overlap b. A nil space has none.
func (s *Space) near(b aabb, out []int32) []int32 {
	if s == nil {
		return out
	}
	if s.stale {
		s.refresh()
	}
	out = append(out, s.planes...)
	lo := sort.Search(len(s.order), func(i int) bool { return s.boxes[s.order[i]].min.Z >= b.min.Z-s.maxSpanZ })
	for _, ci := range s.order[lo:] {
		box := s.boxes[ci]
		if box.min.Z > b.max.Z {
			break
		}
		if s.colliders[ci].Shape != Plane && box.overlaps(b) {
			out = append(out, ci)
		}
	}
	return out
}
