// Package boundstest makes random valid tunings for tests: starting from a
// valid table, it moves each number, one at a time, to a random place in
// its valid range, often right at an edge, using the table's own Validate
// as the judge of what is valid. Tests then check that the simulation
// stays finite there, without copying the ranges.
package boundstest

import (
	"math"
	"math/rand"
	"reflect"
)

// Validator is a tuning table.
type Validator interface{ Validate() error }

// Wander moves the numbers of the valid table *v (a pointer to a struct,
// nested structs included) to random valid values.
func Wander[T Validator](v *T, rng *rand.Rand) {
	root := reflect.ValueOf(v).Elem()
	var fields []reflect.Value
	collect(root, &fields)
	rng.Shuffle(len(fields), func(i, j int) { fields[i], fields[j] = fields[j], fields[i] })
	valid := func() bool { return (*v).Validate() == nil }
	for _, f := range fields {
		cur := get(f)
		// Aim for a far target on one side; bisect between the valid
		// value and it to land at the edge, then sometimes back off
		// into the range.
		far := []float64{1e30, -1e30, 0}[rng.Intn(3)]
		lo, hi := cur, far
		for i := 0; i < 60; i++ {
			mid := lo + (hi-lo)/2
			set(f, mid)
			if valid() {
				lo = mid
			} else {
				hi = mid
			}
		}
		edge := lo
		if rng.Intn(2) == 0 {
			edge = cur + (lo-cur)*rng.Float64()
		}
		set(f, edge)
		if !valid() {
			set(f, cur)
		}
	}
}

func collect(v reflect.Value, out *[]reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				collect(v.Field(i), out)
			}
		}
	case reflect.Float32, reflect.Int:
		*out = append(*out, v)
	}
}

func get(f reflect.Value) float64 {
	if f.Kind() == reflect.Int {
		return float64(f.Int())
	}
	return f.Float()
}

func set(f reflect.Value, x float64) {
	if f.Kind() == reflect.Int {
		f.SetInt(int64(math.Round(max(min(x, 1e15), -1e15))))
		return
	}
	f.SetFloat(x)
}
