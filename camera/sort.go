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
	src, dst := items, scratch
	for shift := uint(32); shift < 64; shift += 8 {
		var count [256]int
		for _, it := range src {
			count[(it>>shift)&0xff]++
		}
		if count[(src[0]>>shift)&0xff] == n {
			continue
		}
		sum := 0
		for i, c := range count {
			count[i] = sum
			sum += c
		}
		for _, it := range src {
			b := (it >> shift) & 0xff
			dst[count[b]] = it
			count[b]++
		}
		src, dst = dst, src
	}
	return src, dst
}
