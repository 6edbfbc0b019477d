package camera

// radixSortHigh32 sorts items ascending by their high 32 bits with a stable
// LSD radix sort (four 8-bit passes, a pass skipped when every item shares
// its byte). Items with equal keys keep their order. It returns the sorted
// slice and the scratch buffer, both to be reused by the caller.
func radixSortHigh32(items, scratch []uint64) (sorted, spare []uint64) {
	n := len(items)
	if n == 0 {
		return items, scratch
	}
	if cap(scratch) < n {
		scratch = make([]uint64, n)
	}
	scratch = scratch[:n]
	// One read counts all four bytes; each pass then only moves.
	var count [4][256]int
	for _, it := range items {
		count[0][(it>>32)&0xff]++
		count[1][(it>>40)&0xff]++
		count[2][(it>>48)&0xff]++
		count[3][it>>56]++
	}
	src, dst := items, scratch
	for pass := range count {
		shift := uint(32 + 8*pass)
		c := &count[pass]
		if c[(src[0]>>shift)&0xff] == n {
			continue
		}
		sum := 0
		for i, k := range c {
			c[i] = sum
			sum += k
		}
		for _, it := range src {
			b := (it >> shift) & 0xff
			dst[c[b]] = it
			c[b]++
		}
		src, dst = dst, src
	}
	return src, dst
}
