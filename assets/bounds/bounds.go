// Package bounds checks tuning values against their ranges. Every number
// in assets/tuning.json has a lower and an upper bound that keep the game
// playable and its simulation finite (a gravity of 1e30 passes "> 0" and
// turns every position into NaN); each table's Validate lists its fields
// with this package, so the ranges read as a table too.
package bounds

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
)

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

// ServerURL reports an address that is not the publisher's server's: it
// accepts none ("") or an absolute https one (http only for this
// machine, to test against a local server).
func ServerURL(field, s string) error {
	if s == "" {
		return nil
	}
	u, err := url.Parse(s)
	if err == nil && (u.Scheme == "https" || (u.Scheme == "http" && (u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1"))) && u.Host != "" && u.RawQuery == "" && u.Fragment == "" {
		return nil
	}
	return errors.New(field + ": " + strconv.Quote(s) + " must be an https:// address of the publisher's server")
}
