// Package bounds checks tuning values against their ranges. Every number
// in assets/tuning.json has a lower and an upper bound that keep the game
// playable and its simulation finite (a gravity of 1e30 passes "> 0" and
// turns every position into NaN); each table's Validate lists its fields
// with this package, so the ranges read as a table too.
package bounds

import "fmt"

// Number is what a tuning field holds.
type Number interface{ ~int | ~float32 }

// Within reports a value outside lo..hi (NaN is outside every range), by
// the field's JSON name and unit: "gravity: 1e+30 must be within 1..100 m/s²".
func Within[T Number](name string, v, lo, hi T, unit string) error {
	if v >= lo && v <= hi {
		return nil
	}
	if unit != "" {
		unit = " " + unit
	}
	return fmt.Errorf("%s: %v must be within %v..%v%s", name, v, lo, hi, unit)
}

// First returns the first non-nil error: a table reports its first bad field.
func First(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
